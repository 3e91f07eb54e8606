import { tmpdir } from 'node:os'
import path from 'node:path'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildProfessionalEstimateRequest } from '../../tests/factories/estimate'
import { eq } from 'drizzle-orm'
import { postAsPage, signUpVerified } from '../../tests/helpers/accounts'
import { createTestApp, type TestApp } from '../../tests/helpers/create-test-app'
import { subscriptions, users } from './db/schema/index'
import { EXAMPLE_ESTIMATE, EXAMPLE_PROFESSIONAL } from './features/business/v1-docs'

// Hostile input on every route: whatever arrives, the answer is a 4xx problem+json, never a 500 (issue 8).
// A fixed list of cases (about 900 requests, under 3 s once the app is up) keeps it in the ordinary suite.

const ESTIMATE_ID = '6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11'
const REPORT_ID = 'QSR-0123456789ABCDEFGHJK'

type Example = { params?: Record<string, string>; query?: Record<string, string>; body?: unknown }

/** A valid request per route. A route missing here fails the first test, so new routes get fuzzed too. */
const EXAMPLES: Record<string, Example> = {
  'GET /api/health': {},
  'GET /api/project-types': {},
  'POST /api/estimates': {
    body: {
      projectType: 'kitchen_renovation',
      propertyAddress: '12 Acacia Avenue, Leeds LS6 1AA',
      sizeSqm: 12,
      region: 'north',
      description: 'Replace the kitchen units and worktops',
      customRequirements: 'Keep the range cooker',
      smartAnswers: { damp: 'yes' },
      email: 'me@example.com',
    },
  },
  'POST /api/estimates/professional': {
    body: buildProfessionalEstimateRequest({
      scope: 'Convert a 4-bed terrace into a 6-room HMO',
      description: 'Two shower rooms',
      smartAnswers: { damp: 'no' },
    }),
  },
  'GET /api/estimates/:id': { params: { id: ESTIMATE_ID } },
  'POST /api/estimates/:id/email': { params: { id: ESTIMATE_ID }, body: { email: 'me@example.com' } },
  'POST /api/estimates/:id/claim': { params: { id: ESTIMATE_ID }, body: {} },
  'PATCH /api/estimates/:id': { params: { id: ESTIMATE_ID }, body: { projectId: ESTIMATE_ID } },
  'POST /api/projects': { body: { name: 'Loft', propertyAddress: '1 High Street', totalBudget: 1000 } },
  'GET /api/projects': {},
  'GET /api/projects/:id': { params: { id: ESTIMATE_ID } },
  'PATCH /api/projects/:id': {
    params: { id: ESTIMATE_ID },
    body: { name: 'Loft', status: 'on_hold', spentAmount: 10, completionPercentage: 5, propertyAddress: 'x' },
  },
  'DELETE /api/projects/:id': { params: { id: ESTIMATE_ID }, body: {} },
  'GET /api/dashboard': {},
  'GET /api/reports': {},
  'POST /api/api-keys': { body: { name: 'Portfolio tool', expiresInDays: 90 } },
  'GET /api/api-keys': {},
  'DELETE /api/api-keys/:id': { params: { id: ESTIMATE_ID }, body: {} },
  'GET /api/api-usage': {},
  'GET /api/team': {},
  'POST /api/team/invitations': { body: { email: 'colleague@example.com' } },
  'DELETE /api/team/invitations/:id': { params: { id: ESTIMATE_ID }, body: {} },
  'POST /api/team/accept': { body: { token: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' } },
  'DELETE /api/team/members/:id': { params: { id: ESTIMATE_ID }, body: {} },
  'POST /api/team/hand-over': { body: { userId: ESTIMATE_ID } },
  // The Business API: sent with a Business key (below), so the body reaches validation.
  'POST /api/v1/estimates': { body: EXAMPLE_ESTIMATE },
  'POST /api/v1/estimates/professional': { body: EXAMPLE_PROFESSIONAL },
  'GET /api/v1/estimates/:id': { params: { id: ESTIMATE_ID } },
  'GET /api/v1/project-types': {},
  'GET /api/v1/regions': {},
  'GET /api/v1/projects': {},
  'GET /api/v1/projects/:id': { params: { id: ESTIMATE_ID } },
  'GET /api/v1/openapi.json': {},
  'POST /api/v1/reports': { body: { estimateId: ESTIMATE_ID } },
  'GET /api/v1/reports/:reportId/pdf': { params: { reportId: REPORT_ID } },
  // @fastify/swagger-ui's pages and files.
  'GET /api/docs': {},
  'GET /api/docs/': {},
  'GET /api/docs/static/index.html': {},
  'GET /api/docs/static/swagger-initializer.js': {},
  'GET /api/docs/*': {},
  'GET /api/docs/json': {},
  'GET /api/docs/yaml': {},
  'POST /api/create-payment-intent': { body: { amount: 6.99, estimateId: ESTIMATE_ID, email: 'me@example.com' } },
  'POST /api/test-payments/confirm': {
    body: {
      clientSecret: 'pi_test_123456789_secret',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    },
  },
  'POST /api/verify-payment-and-generate-report': {
    body: { paymentIntentId: 'pi_test_123456789', estimateId: ESTIMATE_ID, email: 'me@example.com' },
  },
  'POST /api/estimates/purchase-qs-report': {
    body: { paymentIntentId: 'pi_test_123456789', estimateId: ESTIMATE_ID, email: 'me@example.com' },
  },
  'POST /api/reports': { body: { estimateId: ESTIMATE_ID } },
  'POST /api/create-subscription': { body: { tier: 'pro', billingPeriod: 'monthly' } },
  'GET /api/subscription': {},
  'POST /api/subscription/cancel': { body: {} },
  'POST /api/subscription/resume': { body: {} },
  'POST /api/subscription/change': {
    body: { tier: 'business', billingPeriod: 'annual', quotedAt: '2026-11-24T12:00:00.000Z' },
  },
  'GET /api/subscription/change-preview': { query: { tier: 'business', billingPeriod: 'annual' } },
  'POST /api/billing-portal': { body: {} },
  'GET /api/subscription/invoices': {},
  'GET /api/reports/:reportId/view': { params: { reportId: REPORT_ID }, query: { token: 'abc.def' } },
  'GET /api/reports/:reportId/pdf': {
    params: { reportId: REPORT_ID },
    query: { download: 'true', t: '1700000000', source: 'page', token: 'abc.def' },
  },
  'GET /api/report-access': { query: { token: 'abc.def' } },
  'POST /api/report-access/resend': { body: { token: 'abc.def' } },
  'POST /api/contact': {
    body: {
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.co.uk',
      phone: '+44 20 7946 0000',
      subject: 'billing',
      message: 'I was charged twice for my report.',
    },
  },
  'POST /api/troubleshoot-email': {
    body: {
      userEmail: 'me@example.com',
      message: 'The total looks high',
      estimateId: ESTIMATE_ID,
      projectDetails: { projectType: 'kitchen', propertyAddress: '1 High St', totalCost: '£12,000' },
      timestamp: '2025-01-01T00:00:00Z',
    },
  },
  'GET /api/contractors': { query: { region: 'london', specialty: 'kitchens', page: '1' } },
  'POST /api/contractors': {
    body: {
      businessName: 'Harper & Sons Building',
      contactName: 'Ellen Harper',
      email: 'ellen@harper.example',
      phone: '0161 496 0000',
      website: 'www.harper.example.co.uk',
      specialties: ['kitchens'],
      regions: ['north'],
      description: 'Family firm in Manchester doing kitchens since 1998.',
      consent: true,
    },
  },
  'POST /api/analyze-description': {
    body: {
      description: 'Victorian terrace. Needs a full rewire.',
      selectedProjectType: 'whole_house_renovation',
      sizeSqm: 110,
      location: 'london',
      propertyAddress: '12 Acacia Avenue, London SE15 4AB',
    },
  },
  'POST /api/generate-followup-questions': {
    body: {
      questionId: 'damp',
      answer: 'yes',
      currentAnswers: { damp: 'yes' },
      projectDescription: 'Whole house renovation',
      round: 1,
      projectType: 'whole_house_renovation',
      existingQuestions: ['damp', { id: 'property_age' }],
    },
  },
  'GET /api/auth/:endpoint': { params: { endpoint: 'get-session' } },
  'POST /api/auth/:endpoint': {
    params: { endpoint: 'request-password-reset' },
    body: { email: 'me@example.com', redirectTo: '/reset-password' },
  },
  'GET /api/auth/:endpoint/:detail': {
    params: { endpoint: 'reset-password', detail: 'abcdef' },
    query: { callbackURL: '/reset-password' },
  },
  'POST /api/auth/:endpoint/:detail': {
    params: { endpoint: 'sign-in', detail: 'email' },
    body: { email: 'me@example.com', password: 'a long password' },
  },
  'POST /api/ai-decide-questions': {
    body: {
      currentAnswers: { damp: 'yes' },
      projectDescription: 'Full renovation of a 3 bed semi',
      enhancedDescription: 'Full renovation. Additional Details: damp',
      existingQuestions: ['damp'],
      round: 1,
      projectType: 'whole_house_renovation',
    },
  },
}

/** `METHOD /url` of every route the app registered, read from Fastify's route tree (HEAD goes with GET). */
function listRoutes(tree: string): string[] {
  const prefixes: string[] = []
  const routes: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const url = (prefixes[depth - 1] ?? '') + match[2]
    prefixes[depth] = url
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${url}`)
  }
  // better-auth's catch-all /api/auth/* prints as a bare `*`: its own paths are not ours to fuzz here.
  return routes.filter((route) => !route.endsWith(' *'))
}

const NUL = 'a\u0000b'
const LONE_SURROGATE = 'a\ud800b'
const HOSTILE_VALUES: unknown[] = [NUL, LONE_SURROGATE, 'x'.repeat(90_000), 123, -1e308, null, true, [], {}, ['x']]
const HOSTILE_PARAMS = ['%ZZ', '%00', '%ED%A0%80', 'a'.repeat(5000), '..%2F..%2Fetc', '%E2%80%AE']

/** Every string and number leaf of a JSON value, with its path. */
function leaves(value: unknown, path: string[] = []): string[][] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]))
  }
  return [path]
}

function withLeaf(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement
  const copy = structuredClone(value) as Record<string, unknown>
  const [head, ...rest] = path
  copy[head!] = withLeaf(copy[head!], rest, replacement)
  return copy
}

function urlOf(route: string, params: Record<string, string>, query?: Record<string, string>): string {
  const path = route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name)
  const search = query ? Object.entries(query).map(([key, value]) => `${key}=${value}`) : []
  return search.length > 0 ? `${path}?${search.join('&')}` : path
}

/** A Business account's API key, so /api/v1 bodies are fuzzed past authentication. */
async function businessApiKey(t: TestApp): Promise<string> {
  const cookie = await signUpVerified(t, 'fuzz-business@example.com')
  const [user] = await t.database.db.select().from(users).where(eq(users.email, 'fuzz-business@example.com'))
  await t.database.db.insert(subscriptions).values({ userId: user!.id, tier: 'business', status: 'active' })
  const res = await postAsPage(t.app, '/api/api-keys', { name: 'Fuzz' }, cookie)
  return (res.json() as { key: string }).key
}

describe('hostile input on every route', () => {
  let t: TestApp
  let routes: string[]
  let apiKey: string
  beforeAll(async () => {
    // The API's routes only: a built client (dist/client, present after `vite build`) adds one static route per file.
    t = await createTestApp({}, { clientDir: path.join(tmpdir(), 'no-client-build') })
    routes = listRoutes(t.app.printRoutes({ commonPrefix: false }))
    apiKey = await businessApiKey(t)
  })
  afterAll(async () => {
    await t.close()
  })

  const failures: string[] = []
  async function send(label: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    const isApi = String(options.url).startsWith('/api/v1/')
    const res = await t.app.inject(
      isApi ? { ...options, headers: { ...options.headers, authorization: `Bearer ${apiKey}` } } : options,
    )
    const isProblem = String(res.headers['content-type']).startsWith('application/problem+json')
    if (res.statusCode >= 500 || (res.statusCode >= 400 && !isProblem)) {
      failures.push(`${label}: ${res.statusCode} ${String(res.headers['content-type'])} ${res.body.slice(0, 160)}`)
    }
    return res
  }

  test('every registered route has an example to fuzz', () => {
    expect(routes.length).toBeGreaterThan(15)
    expect(routes.filter((route) => !(route in EXAMPLES))).toEqual([])
  })

  test('NUL, lone surrogates, huge strings and wrong types in any field: 4xx problem+json or success', async () => {
    for (const route of routes) {
      const [method, url] = route.split(' ') as [InjectOptions['method'], string]
      const example = EXAMPLES[route] ?? {}
      const params = example.params ?? {}
      const baseUrl = urlOf(url, params, example.query)
      if (method === 'GET') {
        for (const [name] of Object.entries(example.query ?? {})) {
          for (const hostile of HOSTILE_PARAMS) {
            await send(`${route} ?${name}=${hostile.slice(0, 20)}`, {
              method,
              url: urlOf(url, params, { ...example.query, [name]: hostile }),
            })
          }
        }
        continue
      }
      for (const path of leaves(example.body)) {
        for (const hostile of HOSTILE_VALUES) {
          const label = `${route} ${path.join('.')}=${JSON.stringify(hostile).slice(0, 20)}`
          const res = await send(label, {
            method,
            url: baseUrl,
            payload: withLeaf(example.body, path, hostile) as object,
          })
          if (hostile === NUL || hostile === LONE_SURROGATE) {
            expect.soft(res.statusCode, label).toBe(400)
            expect.soft(res.json().errors, label).toContainEqual({
              path: path.join('.'),
              message: 'Remove unsupported characters',
            })
          }
        }
      }
      const hostileBodies: [string, string][] = [
        ['array', '[]'],
        ['string', '"x"'],
        ['null', 'null'],
        ['NUL key', JSON.stringify({ ...(example.body as object), '\u0000': 'x' })],
        ['nested NUL', JSON.stringify({ ...(example.body as object), extra: { deep: [NUL] } })],
        ['deep nesting', `${'['.repeat(40_000)}${']'.repeat(40_000)}`],
        ['truncated', JSON.stringify(example.body ?? {}).slice(0, -1)],
        ['raw NUL byte', '{"description":"a\u0000b"}'],
      ]
      for (const [name, payload] of hostileBodies) {
        await send(`${route} body ${name}`, {
          method,
          url: baseUrl,
          payload,
          headers: { 'content-type': 'application/json' },
        })
      }
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
      ]) {
        await send(`${route} ${contentType}`, {
          method,
          url: baseUrl,
          payload: 'a=b',
          headers: { 'content-type': contentType },
        })
      }
    }
    expect(failures).toEqual([])
  })

  test('hostile path segments and unmatched paths: 4xx problem+json with the request id', async () => {
    const urls = routes.filter((route) => route.includes(':')).map((route) => route.split(' ') as [string, string])
    urls.push(['GET', '/api/:x'], ['POST', '/api/:x'])
    for (const [method, url] of urls) {
      for (const hostile of HOSTILE_PARAMS) {
        const res = await send(`${method} ${url} :=${hostile.slice(0, 20)}`, {
          method: method as InjectOptions['method'],
          url: url.replace(/:\w+/, hostile),
        })
        if (res.statusCode >= 400) expect.soft(res.json().instance).toBe(res.headers['x-request-id'])
      }
    }
    expect(failures).toEqual([])
  })

  test('a bad %-encoding is a 400 problem and an over-long id a 414 problem', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/estimates/%ZZ' })
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toContain('application/problem+json')
    expect(bad.json()).toMatchObject({ code: 'validation_failed', status: 400 })
    const long = await t.app.inject({ method: 'GET', url: `/api/estimates/${'a'.repeat(5000)}` })
    expect(long.statusCode).toBe(414)
    expect(long.json()).toMatchObject({ code: 'uri_too_long', status: 414 })
  })
})
