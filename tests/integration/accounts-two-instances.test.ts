import { describe, expect, test } from 'vitest'
import { cookieOf, postAsPage, signUpVerified } from '../helpers/accounts'
import { cleanupAfterEach } from '../helpers/lifecycle'
import { startPostgresInstance } from '../helpers/postgres-instance'
import { createPostgresTestDatabaseUrl, POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

if (!process.env.TEST_DATABASE_URL) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)

/** Accounts on two instances of the app sharing one PostgreSQL database, with no AUTH_SECRET set. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('accounts across two instances on PostgreSQL', () => {
  const onCleanup = cleanupAfterEach()

  const startInstance = (databaseUrl: string, name: string) =>
    startPostgresInstance(onCleanup, databaseUrl, `accounts-${name}`, { JOBS_ENABLED: 'false', RATE_LIMITS: 'on' })

  test('a session made on one instance is honoured on the other, and sign-in limits count on both', async () => {
    const created = (await createPostgresTestDatabaseUrl())!
    onCleanup(() => created.drop())
    const [a, b] = await Promise.all([startInstance(created.url, 'a'), startInstance(created.url, 'b')])

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
  })
})
