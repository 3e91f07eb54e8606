import { expect, test } from 'vitest'
import { APP_ORIGIN, lastLinkTo, postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { errorPaths } from '#tests/helpers/inject'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { describeOnEachDatabase } from '#tests/helpers/test-database'

const PASSWORD = 'correct horse battery'
const onCleanup = cleanupAfterEach()

describeOnEachDatabase('account input rules', (open) => {
  async function start(): Promise<TestApp> {
    const t = await createTestApp({}, { database: await open() })
    onCleanup(t)
    return t
  }

  const userNames = (t: TestApp) =>
    t.database.sql
      .executeSql('select name from users order by name')
      .then((r) => (r.rows as { name: string }[]).map((row) => row.name))

  const BAD_NAMES: [string, unknown, string][] = [
    ['null', null, 'Enter your name'],
    ['a list', ['x', 'y'], 'Enter your name'],
    ['an object', { a: 1 }, 'Enter your name'],
    ['blank', '   ', 'Enter your name'],
    ['90,000 characters', 'n'.repeat(90_000), 'Name is too long'],
  ]

  test('update-user refuses a name that is not 1 to 100 characters of text (400 naming the field), keeps the old one, and stores a good one trimmed', async () => {
    const t = await start()
    const cookie = await signUpVerified(t, 'ann@example.com', PASSWORD)
    for (const [what, name, message] of BAD_NAMES) {
      const res = await postAsPage(t.app, '/api/auth/update-user', { name }, cookie)
      expect(res.statusCode, what).toBe(400)
      expect(res.headers['content-type']).toContain('application/problem+json')
      expect(res.json(), what).toMatchObject({ code: 'validation_failed', errors: [{ path: 'name', message }] })
    }
    expect(await userNames(t)).toEqual(['ann'])

    expect((await postAsPage(t.app, '/api/auth/update-user', { name: '  Bo Lee  ' }, cookie)).statusCode).toBe(200)
    expect(await userNames(t)).toEqual(['Bo Lee'])
    const image = await postAsPage(
      t.app,
      '/api/auth/update-user',
      { image: `https://x.example/${'i'.repeat(9000)}` },
      cookie,
    )
    expect(image.statusCode).toBe(400)
    expect(errorPaths(image)).toEqual(['image'])
  })

  test('sign-up refuses a missing or bad name and creates no account; a good one is stored trimmed', async () => {
    const t = await start()
    for (const [what, name] of [['missing', undefined], ...BAD_NAMES]) {
      const res = await postAsPage(t.app, '/api/auth/sign-up/email', {
        email: 'cy@example.com',
        password: PASSWORD,
        name,
      })
      expect(res.statusCode, String(what)).toBe(400)
      expect(errorPaths(res), String(what)).toEqual(['name'])
    }
    expect(await userNames(t)).toEqual([])
    expect(t.mailer.sent).toEqual([])

    const res = await postAsPage(t.app, '/api/auth/sign-up/email', {
      email: 'di@example.com',
      password: PASSWORD,
      name: '  Di Khan ',
    })
    expect(res.statusCode).toBe(200)
    expect(await userNames(t)).toEqual(['Di Khan'])
  })

  test('sign-up refuses easily guessed passwords with zxcvbn’s advice on the password field', async () => {
    const t = await start()
    const cases: [string, string, RegExp][] = [
      ['ten a’s', 'aaaaaaaaaa', /repeated/i],
      ['digits in order', '1234567890', /frequently used|common/i],
      ['ten spaces', ' '.repeat(10), /repeated/i],
      ['the email address itself', 'ed.jones@example.com', /name or email address/i],
      ['the name and a number', 'EdwardJones1', /name or email address/i],
      ['a very common password', 'password123', /commonly used/i],
    ]
    for (const [what, password, advice] of cases) {
      const res = await postAsPage(t.app, '/api/auth/sign-up/email', {
        email: 'ed.jones@example.com',
        password,
        name: 'Edward Jones',
      })
      expect(res.statusCode, what).toBe(400)
      const problem = res.json()
      expect(problem, what).toMatchObject({ code: 'validation_failed', errors: [{ path: 'password' }] })
      expect(problem.errors[0].message, what).toMatch(/^This password is too easy to guess\. /)
      expect(problem.errors[0].message, what).toMatch(advice)
      expect(problem.detail).toBe(problem.errors[0].message)
    }
    expect(await userNames(t)).toEqual([])
  })

  test('a reset refuses a password made from the account’s own email, then takes a strong one', async () => {
    const t = await start()
    await signUpVerified(t, 'fay.wood@example.com', PASSWORD)
    await postAsPage(t.app, '/api/auth/request-password-reset', {
      email: 'fay.wood@example.com',
      redirectTo: '/reset-password',
    })
    const link = new URL(lastLinkTo(t.mailer, 'fay.wood@example.com'))
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search })
    const token = new URL(opened.headers.location!, APP_ORIGIN).searchParams.get('token')

    const weak = await postAsPage(t.app, '/api/auth/reset-password', { token, newPassword: 'faywood2024!' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json()).toMatchObject({
      errors: [{ path: 'newPassword', message: expect.stringMatching(/name or email address/) }],
    })
    const strong = await postAsPage(t.app, '/api/auth/reset-password', { token, newPassword: 'plaster lintel rafter' })
    expect(strong.statusCode).toBe(200)
  })

  test('a password change refuses a common password and one made from the name', async () => {
    const t = await start()
    const cookie = await signUpVerified(t, 'gus@example.com', PASSWORD)
    await postAsPage(t.app, '/api/auth/update-user', { name: 'Augustus Pemberton' }, cookie)
    for (const newPassword of ['qwertyuiop', 'AugustusPemberton']) {
      const res = await postAsPage(
        t.app,
        '/api/auth/change-password',
        { currentPassword: PASSWORD, newPassword, revokeOtherSessions: false },
        cookie,
      )
      expect(res.statusCode).toBe(400)
      expect(errorPaths(res)).toEqual(['newPassword'])
    }
    const changed = await postAsPage(
      t.app,
      '/api/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'joist skirting board', revokeOtherSessions: false },
      cookie,
    )
    expect(changed.statusCode).toBe(200)
  })
})
