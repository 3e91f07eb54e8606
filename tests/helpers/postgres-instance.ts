import { buildApp } from '#server/app'
import { loadEnv } from '#server/env'
import { createMemoryMailer } from './create-test-app'

/**
 * One instance of the app on the PostgreSQL database at `databaseUrl`, with its own DATA_DIR and a memory mailer,
 * as a deployment runs several: tests start two to check that nothing lives in one process's memory. Closed by
 * `onCleanup`.
 */
export async function startPostgresInstance(
  onCleanup: (close: () => Promise<unknown>) => void,
  databaseUrl: string,
  name: string,
  env: Record<string, string>,
  overrides: Parameters<typeof buildApp>[1] = {},
) {
  const mailer = createMemoryMailer()
  const app = await buildApp(
    loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: `/tmp/renovation-test-instance-${name}-${process.pid}`,
      DATABASE_URL: databaseUrl,
      ...env,
    }),
    { mailer, ...overrides },
  )
  onCleanup(() => app.close())
  return { app, mailer }
}
