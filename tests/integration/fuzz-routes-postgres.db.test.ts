import { fuzzEveryRoute } from '../fuzz/fuzz-every-route'
import { describeOnPostgres } from '../helpers/test-database'

// Hostile input on every route the app registers, on PostgreSQL: tests/fuzz/fuzz-every-route.ts.
describeOnPostgres('hostile input on every route', fuzzEveryRoute)
