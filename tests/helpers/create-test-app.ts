import type { FastifyInstance } from 'fastify'
import { buildApp, type AppOverrides } from '#server/app'
import type { Database } from '#server/db/client'
import { loadEnv, type Env } from '#server/env'
import type { MailMessage, Mailer } from '#server/mail/mailer'
import { createTestDatabase } from './test-database'

/** A mailer that keeps messages in memory, for route tests that only need to see what was sent. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    sent,
    async send(message) {
      sent.push(message)
      return { messageId: `<${sent.length}@test>` }
    },
    close() {},
  }
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  mailer: ReturnType<typeof createMemoryMailer>
  env: Env
  close(): Promise<void>
}

/**
 * buildApp on a fresh in-memory database, with silent logs, no background jobs and no rate limits or mail caps
 * (tests of those pass `RATE_LIMITS: 'on'`).
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  overrides: AppOverrides = {},
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/renovation-test',
    JOBS_ENABLED: 'false',
    RATE_LIMITS: 'off',
    ...envOverrides,
  })
  const database = overrides.database ?? (await createTestDatabase())
  const mailer = createMemoryMailer()
  const app = await buildApp(env, { mailer, ...overrides, database })
  await app.ready()
  return {
    app,
    database,
    mailer,
    env,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
