import { describe, expect, test } from 'vitest'
import { cookieOf, postAsPage, signUpVerified } from '../helpers/accounts'
import { cleanupAfterEach } from '../helpers/lifecycle'
import { startPostgresInstance } from '../helpers/postgres-instance'
import { createPostgresTestDatabaseUrl, POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

if (!process.env.TEST_DATABASE_URL) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)

/** Accounts on two instances of the app sharing one PostgreSQL database, with no AUTH_SECRET set. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('accounts across two instances on PostgreSQL', () => {
  const onCleanup = cleanupAfterEach()

  // The limits' counters: in the database by default, in Redis when REDIS_URL is set (the Redis on this machine).
  const COUNTERS = [
    ['the database', {}],
    ['Redis', { REDIS_URL: 'redis://127.0.0.1:6379' }],
  ] as const

  test.each(COUNTERS)(
    'a session made on one instance is honoured on the other, and sign-in limits (counted in %s) count on both',
    async (_where, countersEnv) => {
      const created = (await createPostgresTestDatabaseUrl())!
      onCleanup(() => created.drop())
      const prefix = `accounts-${process.pid}-${Date.now()}:`
      const startInstance = (name: string) =>
        startPostgresInstance(
          onCleanup,
          created.url,
          `accounts-${name}`,
          { JOBS_ENABLED: 'false', RATE_LIMITS: 'on', ...countersEnv },
          { counterKeyPrefix: prefix },
        )
      const [a, b] = await Promise.all([startInstance('a'), startInstance('b')])

      const cookie = await signUpVerified(a, 'dee@example.com')
      const onB = await b.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })
      expect(onB.json().user.email).toBe('dee@example.com')

      const attempt = (app: typeof a.app) =>
        postAsPage(app, '/api/auth/sign-in/email', { email: 'dee@example.com', password: 'wrong password!' })
      for (let i = 0; i < 10; i++) expect((await attempt(i % 2 ? a.app : b.app)).statusCode).toBe(401)
      const limited = await attempt(b.app)
      expect(limited.statusCode).toBe(429)
      expect(limited.headers['content-type']).toContain('application/problem+json')
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
      expect(cookieOf(limited)).toBe('')
    },
  )
})
