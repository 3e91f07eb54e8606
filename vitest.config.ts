import { defineConfig } from 'vitest/config'

// Two tiers (README, decisions 032 and 034): the unit tier (`unit` and `unit-dom` below) is pure (no database, no
// PDF, no child process) and runs in under a minute;
// `db` holds every test that needs a database, renders a PDF or starts a process, named `*.db.test.ts`.
// A unit test file that reaches for those is refused by tests/test-tiers.test.ts.
const shared = {
  setupFiles: ['tests/helpers/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
}
const everyTest = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts']
// The unit tier is two projects run together by `npm run test:unit` (decision 034): plain tests in Node, and the
// component tests (*.test.tsx, each marked `@vitest-environment jsdom`). Both run without per-file isolation: a
// worker keeps node_modules (react, jsdom, testing-library) and its environment between files, which was most of the
// tier's time; vitest still reloads the project's own modules and resets mocks before each file.
const unit = { ...shared, pool: 'threads' as const, isolate: false }
const notTests = ['tests/e2e/**', 'node_modules/**', 'dist/**']

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit,
          name: 'unit',
          include: everyTest,
          exclude: [...notTests, '**/*.db.test.ts', '**/*.test.tsx'],
        },
      },
      {
        test: {
          ...unit,
          name: 'unit-dom',
          include: ['src/**/*.test.tsx'],
          exclude: notTests,
          environment: 'jsdom',
        },
      },
      {
        test: {
          ...shared,
          name: 'db',
          include: ['**/*.db.test.ts'],
          exclude: notTests,
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
    ],
  },
})
