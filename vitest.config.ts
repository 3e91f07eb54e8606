import { defineConfig } from 'vitest/config'

// Two tiers (docs/testing.md): `unit` is pure (no database, no PDF, no child process) and runs in under a minute;
// `db` holds every test that needs a database, renders a PDF or starts a process, named `*.db.test.ts`.
// A unit test file that reaches for those is refused by tests/test-tiers.test.ts.
const shared = {
  setupFiles: ['tests/helpers/fail-on-console-error.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
}
const everyTest = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'scripts/**/*.test.ts']
const notTests = ['tests/e2e/**', 'node_modules/**', 'dist/**']

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: everyTest,
          exclude: [...notTests, '**/*.db.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'db',
          include: ['**/*.db.test.ts'],
          // Vitest's default is one worker per core less one: a single worker here. These tests mostly wait (on
          // PostgreSQL, SMTP, a child server, a job's expiry), so three run side by side.
          maxWorkers: 3,
          exclude: notTests,
          globalSetup: ['tests/helpers/global-setup.ts'],
        },
      },
    ],
  },
})
