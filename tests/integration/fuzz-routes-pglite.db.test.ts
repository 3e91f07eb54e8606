import { fuzzEveryRoute } from '../fuzz/fuzz-every-route'
import { describeOnPglite } from '../helpers/test-database'

// Hostile input on every route the app registers, on the embedded PGlite: tests/fuzz/fuzz-every-route.ts.
describeOnPglite('hostile input on every route', fuzzEveryRoute)
