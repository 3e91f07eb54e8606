import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { fileURLToPath } from 'node:url'
import { availableParallelism } from 'node:os'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))
/** tsconfig.json "paths" (vite.config.ts has the same list): '#shared/x' is src/shared/x, and #client, #server, #tests. */
const IMPORT_ALIASES = ['server', 'shared', 'client', 'tests'].map((name) => ({
  find: new RegExp(`^#${name}/`),
  replacement: `${repoRoot}${name === 'tests' ? '' : 'src/'}${name}/`,
}))

// Test tiers (README, decisions 032 and 034): the unit tier (`unit` and `unit-dom` below) is pure (no database, no
// PDF, no child process) and runs in under a minute; `db` holds every test that needs a database, renders a PDF or
// starts a process, named `*.db.test.ts`; those of them that time an answer run alone afterwards (`db-timed`).
// A unit test file that reaches for those is refused by tests/test-tiers.test.ts.
const shared = {
  setupFiles: ['tests/helpers/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
}
const everyTest = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts']
// The unit tier is two projects run by `npm run test:unit` (decision 034): plain tests in Node, and the component
// tests (*.test.tsx, each marked `@vitest-environment jsdom`). Both run without per-file isolation: a worker keeps
// the modules it has loaded (react, jsdom, testing-library, and the project's own) between files, which was most of the
// tier's time. Without isolation vitest 4 resets neither modules nor mocks between files: no test may rely on a module
// loaded afresh or on another file's mock. One worker per core: vitest's default (one per core
// less one) is a single worker on a 2-core machine, which ran the whole tier one file at a time. The Node files run
// first, then the component files (`groupOrder`), so a worker is never torn down for the other project's file.
const unit = { ...shared, pool: 'threads' as const, isolate: false, maxWorkers: availableParallelism() }
const notTests = ['tests/e2e/**', 'node_modules/**', 'dist/**']
/**
 * DB-tier files that assert how fast something answers, or share counters through Redis (which each instance stops
 * trusting after 500 ms without an answer): run alone (project `db-timed`), each in a fresh worker. So does the golden
 * report, pinned byte for byte: the PDF renderer keeps state between renders in one process, and the `db` project's
 * workers keep their modules between files (a worker that had rendered other reports first gave other bytes, in CI
 * on 30 Nov 2026).
 */
const alone = [
  'src/server/features/reports/render-report-pdf.golden.db.test.ts',
  'src/server/limits/rate-limits.db.test.ts',
  'src/server/limits/counter-store.db.test.ts',
  'tests/integration/accounts-two-instances.db.test.ts',
  'tests/integration/counters-outage.db.test.ts',
  'tests/integration/database-resilience.db.test.ts',
  'src/server/log-secrets.db.test.ts',
  'src/server/limits/fallback-counter-store.db.test.ts',
  'src/server/features/business-api/api-auth-burst.db.test.ts',
]

/**
 * DB-tier files that take minutes (the route fuzzers) or mostly wait (a report job's expiry after a killed server):
 * started first. Vitest otherwise starts the files it has no timings for (every file on a fresh clone, as in CI)
 * largest first, and these small files last, where they ran on alone after the rest.
 */
const longFirst = [/fuzz-routes-/, /report-crash-/, /render-report-job/]
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const isLong = (file: TestSpecification) => longFirst.some((pattern) => pattern.test(file.moduleId))
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))]
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias: IMPORT_ALIASES },
        test: {
          ...unit,
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: everyTest,
          exclude: [...notTests, '**/*.db.test.ts', '**/*.test.tsx'],
        },
      },
      {
        resolve: { alias: IMPORT_ALIASES },
        test: {
          ...unit,
          name: 'unit-dom',
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.tsx'],
          exclude: notTests,
          environment: 'jsdom',
        },
      },
      {
        resolve: { alias: IMPORT_ALIASES },
        test: {
          ...shared,
          name: 'db',
          isolate: false,
          include: ['**/*.db.test.ts'],
          exclude: [...notTests, ...alone],
          // Vitest's default is one worker per core less one: a single worker here. Many of these tests wait (on
          // PostgreSQL, SMTP, a child server, a job's expiry, the password-reset answer's floor), so three run side by
          // side on two cores. As in the unit tier, a worker keeps the modules it has loaded between files (`isolate:
          // false`): each file imported the server's dependencies afresh, 372 s of the tier's 888 s in CI (decision
          // 055, later). No DB-tier file mocks a module or sets the environment; each builds its app and database from
          // arguments and closes them. A file that needs a fresh process goes in `alone` (the golden report).
          maxWorkers: 3,
          globalSetup: ['tests/helpers/global-setup.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias: IMPORT_ALIASES },
        test: {
          ...shared,
          name: 'db-timed',
          include: alone,
          exclude: notTests,
          // Tests that assert a latency (answers within a second of an outage): one at a time, after the rest, so
          // another file's CPU never decides them.
          maxWorkers: 1,
          globalSetup: ['tests/helpers/global-setup.ts'],
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})
