import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { authExamples, routeExamples, UNMATCHED_EXAMPLES, type Example } from './route-examples'
import { hostileCases, schemaPaths, validCase, type FuzzCase, type FuzzTarget, type Method } from './hostile-requests'
import { APP_ORIGIN, postAsPage, signUpVerified } from '../helpers/accounts'
import { grantPlan } from '../helpers/subscriptions'
import { createTestApp, type TestApp } from '../helpers/create-test-app'
import { startFakeStripe, type FakeStripe } from '../helpers/fake-stripe'
import { renderStubPdf } from '../helpers/report-purchase'
import { signStripeEvent } from '../helpers/sign-stripe-event'
import type { Database } from '#server/db/client'

// Hostile input on every route the app registers: NUL, lone surrogates, 1 MB strings, 10,000-deep JSON,
// __proto__ keys, wrong types in every field, hostile path parameters, query strings and content types; signed
// out, signed in and with a Business API key; on PGlite and PostgreSQL. Whatever arrives, the answer is a 4xx
// problem+json or a success, never a 5xx. Routes come from Fastify as they are registered, so a new route is
// fuzzed (and must bring a valid example to start from, in tests/fuzz/route-examples.ts). One file per database
// (tests/integration/fuzz-routes-pglite.db.test.ts, -postgres), so the two run side by side.

const WEBHOOK_SECRET = 'whsec_fuzz_0123456789abcdef'
const STRIPE_WEBHOOK = 'POST /api/stripe/webhook'
const PASSWORD = 'correct horse battery'
/** The API's routes only: a built client adds one static route per file. */
const NO_CLIENT = path.join(tmpdir(), 'no-client-build')

type Headers = Record<string, string>

interface Findings {
  requests: number
  serverErrors: string[]
  notProblems: string[]
  unsupportedTextNot400: string[]
}

/** Every route the app registers, by `METHOD /url` (HEAD goes with GET), with its schema. */
function routeCollector() {
  const routes = new Map<string, RouteOptions>()
  return {
    routes,
    onRoute(route: RouteOptions) {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.set(`${method} ${route.url}`, route)
    },
  }
}

/** A Business account owner with a session, an API key, and an estimate, a project and a report of their own. */
async function createMember(t: TestApp, email: string) {
  const cookie = await signUpVerified(t, email, PASSWORD)
  await grantPlan(t, email, 'business', new Date(Date.now() + 30 * 86_400_000))
  const key = await postAsPage(t.app, '/api/api-keys', { name: 'Fuzz' }, cookie)
  const estimate = await postAsPage(
    t.app,
    '/api/estimates',
    routeExamples(IDS_UNSET)['POST /api/estimates']!.body,
    cookie,
  )
  const project = await postAsPage(t.app, '/api/projects', { name: 'Loft', propertyAddress: '1 High St' }, cookie)
  const estimateId = (estimate.json() as { estimate: { id: string } }).estimate.id
  // Business includes reports: one of their own, so the report routes get past "not found".
  const report = await postAsPage(t.app, '/api/reports', { estimateId }, cookie)
  // A kept quote check, so its PDF route gets past "not found" too.
  const quoteCheck = await postAsPage(
    t.app,
    '/api/quote-checks',
    {
      estimateId,
      lines: [{ description: 'Kitchen units supplied and fitted', amountPence: 750_000, kind: 'item' }],
      save: true,
    },
    cookie,
  )
  for (const res of [key, estimate, project, report, quoteCheck])
    if (res.statusCode >= 300) throw new Error(`setup: ${res.body}`)
  return {
    email,
    cookie,
    apiKey: (key.json() as { key: string }).key,
    ids: {
      estimateId,
      projectId: (project.json() as { project: { id: string } }).project.id,
      reportId: (report.json() as { reportId: string }).reportId,
      quoteCheckId: (quoteCheck.json() as { savedId: string }).savedId,
    },
  }
}
type Member = Awaited<ReturnType<typeof createMember>>
const IDS_UNSET = { estimateId: '', projectId: '', reportId: '', quoteCheckId: '' }

/** Fuzzes routes on one app, keeping a signed-in Business member (re-created when a route signs them out). */
function createFuzzer(t: TestApp, findings: Findings, name: string) {
  let member: Member | undefined
  let members = 0
  const newMember = async () => (member = await createMember(t, `fuzz-${name}-${++members}@example.com`))

  /** The member, signed in with a working key; a fresh one when the last route ended the session or the key. */
  async function liveMember(): Promise<Member> {
    if (member) {
      const keys = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: { cookie: member.cookie } })
      const v1 = await t.app.inject({
        method: 'GET',
        url: '/api/v1/regions',
        headers: { authorization: `Bearer ${member.apiKey}` },
      })
      if (keys.statusCode === 200 && v1.statusCode === 200) return member
    }
    return newMember()
  }

  async function send(routeKey: string, method: Method, headers: Headers, fuzz: FuzzCase) {
    const all: Headers = {
      ...(fuzz.headers ?? headers),
      ...(fuzz.contentType ? { 'content-type': fuzz.contentType } : {}),
    }
    if (routeKey === STRIPE_WEBHOOK && fuzz.payload !== undefined) {
      all['stripe-signature'] = signStripeEvent(fuzz.payload.toString(), WEBHOOK_SECRET)
    }
    const res = await t.app.inject({ method, url: fuzz.url, headers: all, payload: fuzz.payload })
    findings.requests++
    const where = `${method} ${fuzz.url.slice(0, 120)} [${fuzz.input}] as ${who(headers)}`
    const contentType = String(res.headers['content-type'])
    if (res.statusCode >= 500) findings.serverErrors.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`)
    else if (
      res.statusCode >= 400 &&
      (!contentType.startsWith('application/problem+json') ||
        (res.json() as { instance?: string }).instance !== res.headers['x-request-id'])
    )
      findings.notProblems.push(`${res.statusCode} ${contentType} ${where}`)
    // Refused before validation (401, 403, 404) is fine; accepted, or refused 400 for something else, is not. The
    // webhook is exempt: it reads Stripe's signed bytes, not a person's input, and stores none of them.
    if (fuzz.unsupportedTextAt && res.statusCode <= 400 && routeKey !== STRIPE_WEBHOOK) {
      const errors =
        res.statusCode === 400 ? (res.json() as { errors?: { path: string; message: string }[] }).errors : []
      const named = errors?.some(
        (e) => e.path === fuzz.unsupportedTextAt && e.message === 'Remove unsupported characters',
      )
      if (!named) findings.unsupportedTextNot400.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`)
    }
    return res
  }

  return {
    /** Sends every hostile case for one route, signed out and then as the member (or their API key on /api/v1). */
    async fuzz(routeKey: string, route: RouteOptions | undefined, example: (member: Member) => Example) {
      const [method, url] = routeKey.split(' ') as [Method, string]
      const schema = route?.schema as FuzzTarget['schema']
      const signedIn = await liveMember()
      const target: FuzzTarget = { method, url, schema, example: example(signedIn) }
      const signedOut = { origin: APP_ORIGIN }
      const asMember: Headers = url.startsWith('/api/v1/')
        ? { authorization: `Bearer ${signedIn.apiKey}` }
        : { origin: APP_ORIGIN, cookie: signedIn.cookie }
      // Signed out, a route that needs an account refuses whatever the fields hold: the member's pass covers them.
      const probe = await send(routeKey, method, signedOut, validCase(target))
      const eachField = probe.statusCode !== 401 && probe.statusCode !== 403
      for (const fuzz of hostileCases(target, { eachField })) await send(routeKey, method, signedOut, fuzz)
      for (const fuzz of hostileCases(target)) if (!fuzz.headers) await send(routeKey, method, asMember, fuzz)
    },
    liveMember,
  }
}

const who = (headers: Headers) =>
  headers.authorization ? 'API key' : headers.cookie ? 'signed-in member' : 'signed-out visitor'

/** The suite, on the database `open` makes: tests/integration/fuzz-routes-*.db.test.ts declare it once each. */
export function fuzzEveryRoute(open: () => Promise<Database>) {
  const findings: Findings = { requests: 0, serverErrors: [], notProblems: [], unsupportedTextNot400: [] }
  const app = routeCollector()
  const stripeApp = routeCollector()
  let fake: FakeStripe
  let t: TestApp
  let withStripe: TestApp
  let bystander: Member

  beforeAll(async () => {
    fake = await startFakeStripe()
    // Payments in TEST MODE (the default), and a second app with Stripe keys for the routes only Stripe brings.
    t = await createTestApp(
      {},
      { database: await open(), clientDir: NO_CLIENT, renderReportPdf: renderStubPdf, onRoute: app.onRoute },
    )
    withStripe = await createTestApp(
      {
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
      { database: await open(), clientDir: NO_CLIENT, renderReportPdf: renderStubPdf, onRoute: stripeApp.onRoute },
    )
    // Someone the fuzz never acts as: whatever the fuzz sends, their data stays as it was.
    bystander = await createMember(t, 'bystander@example.com')
  })
  afterAll(async () => {
    await t?.close()
    await withStripe?.close()
    await fake?.close()
  })

  test('every registered route has a valid example to spoil', () => {
    const examples = routeExamples(IDS_UNSET)
    const all = [...app.routes.keys(), ...stripeApp.routes.keys()]
    expect(app.routes.size).toBeGreaterThan(60)
    expect(all.filter((route) => !(route in examples))).toEqual([])
    // The schemas are read too: fields an example leaves out are fuzzed all the same.
    const estimateFields = schemaPaths(app.routes.get('POST /api/estimates')!.schema!.body).map((p) => p.join('.'))
    expect(estimateFields).toEqual(expect.arrayContaining(['projectType', 'smartAnswers.key', 'projectId']))
    expect(examples['POST /api/estimates']!.body).not.toHaveProperty('projectId')
  })

  test('hostile input on every route, signed out, signed in and by API key: never a 5xx, every refusal problem+json', async () => {
    const started = Date.now()
    const fuzzer = createFuzzer(t, findings, 'app')
    for (const [routeKey, route] of app.routes) {
      await fuzzer.fuzz(routeKey, route, (member) => routeExamples(member.ids)[routeKey] ?? {})
    }
    // better-auth's endpoints, each at its own path under /api/auth/:endpoint(/:detail); and paths no route matches.
    const otherExamples = (email: string) => ({ ...authExamples({ email, password: PASSWORD }), ...UNMATCHED_EXAMPLES })
    const otherPaths = Object.keys(otherExamples(''))
    for (const routeKey of otherPaths) {
      await fuzzer.fuzz(routeKey, undefined, (member) => otherExamples(member.email)[routeKey]!)
    }
    const stripeFuzzer = createFuzzer(withStripe, findings, 'stripe')
    const stripeOnly = [...stripeApp.routes].filter(([routeKey]) => !app.routes.has(routeKey))
    expect(stripeOnly.map(([routeKey]) => routeKey)).toContain(STRIPE_WEBHOOK)
    for (const [routeKey, route] of stripeOnly) {
      await stripeFuzzer.fuzz(routeKey, route, (member) => routeExamples(member.ids)[routeKey] ?? {})
    }
    process.stdout.write(
      `  fuzzed ${app.routes.size + stripeOnly.length} routes and ${otherPaths.length} other paths (better-auth's, unmatched): ${findings.requests} requests in ${Date.now() - started} ms\n`,
    )
    expect(findings.serverErrors, '5xx answers').toEqual([])
    expect(findings.notProblems, '4xx answers that are not problem+json').toEqual([])
    expect(findings.unsupportedTextNot400, 'NUL or a lone surrogate not refused 400 naming the field').toEqual([])
  }, 300_000)

  test('the app still answers and a bystander lost nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const headers = { cookie: bystander.cookie }
    const estimate = await t.app.inject({ method: 'GET', url: `/api/estimates/${bystander.ids.estimateId}`, headers })
    expect(estimate.statusCode).toBe(200)
    const project = await t.app.inject({ method: 'GET', url: `/api/projects/${bystander.ids.projectId}`, headers })
    expect(project.json()).toMatchObject({ project: { name: 'Loft', propertyAddress: '1 High St' } })
    const key = await t.app.inject({
      method: 'GET',
      url: '/api/v1/regions',
      headers: { authorization: `Bearer ${bystander.apiKey}` },
    })
    expect(key.statusCode).toBe(200)
    const reports = await t.app.inject({ method: 'GET', url: '/api/reports', headers })
    expect(reports.body).toContain(bystander.ids.reportId)
  })

  test('a bad %-encoding is a 400 problem and an over-long id a 414 problem', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/estimates/%ZZ' })
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
    expect(bad.json()).toMatchObject({ code: 'validation_failed', status: 400, instance: bad.headers['x-request-id'] })
    const long = await t.app.inject({ method: 'GET', url: `/api/estimates/${'a'.repeat(5000)}` })
    expect(long.statusCode).toBe(414)
    expect(long.json()).toMatchObject({ code: 'uri_too_long', status: 414, instance: long.headers['x-request-id'] })
  })
}
