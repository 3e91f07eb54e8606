import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SUCCESS_CARD } from '../helpers/report-purchase'
import { startServerProcess, waitUntil, type ServerProcess } from '../helpers/server-process'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** A client that keeps the cookies the server sets, as a browser would (the estimate's proof cookie). */
function cookieClient(base: string) {
  const jar = new Map<string, string>()
  return async (url: string, init: { method?: string; json?: unknown } = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, ...value] = pair!.split('=')
      jar.set(name!, value.join('='))
    }
    return res
  }
}

// `npm start` runs the bundle scripts/build-server.mjs writes: no TypeScript at start, the report renderer in its
// own worker file beside it, migrations copied beside it.
describe('the built server (npm start)', () => {
  let server: ServerProcess
  let dataDir: string

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'pipe' })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'built-server-'))
    server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMITS: 'off' }, 120_000, 'built')
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('migrates its database, prices an estimate and renders a bought report through its worker', async () => {
    const call = cookieClient(server.url)
    const created = await call('/api/estimates', {
      method: 'POST',
      json: {
        projectType: 'kitchen_renovation',
        region: 'london',
        sizeSqm: 14,
        description: 'New kitchen with an island and a rewire of the kitchen circuits.',
      },
    })
    expect(created.status).toBe(201)
    const estimateId = ((await created.json()) as { estimate: { id: string } }).estimate.id

    const intentRes = await call('/api/create-payment-intent', { method: 'POST', json: { amount: 6.99, estimateId } })
    expect(intentRes.status).toBe(200)
    const intent = (await intentRes.json()) as { clientSecret: string; paymentIntentId: string }
    const confirm = await call('/api/test-payments/confirm', {
      method: 'POST',
      json: { clientSecret: intent.clientSecret, ...SUCCESS_CARD },
    })
    expect(confirm.status).toBe(200)
    const verify = await call('/api/verify-payment-and-generate-report', {
      method: 'POST',
      json: { paymentIntentId: intent.paymentIntentId, estimateId },
    })
    expect(verify.status, server.output()).toBe(200)
    const { reportId } = (await verify.json()) as { reportId: string }

    let pdf = Buffer.alloc(0)
    await waitUntil(
      async () => {
        const res = await call(`/api/reports/${reportId}/pdf`)
        if (res.status !== 200) return false
        pdf = Buffer.from(await res.arrayBuffer())
        return true
      },
      120_000,
      'the report PDF',
    )
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.length).toBeGreaterThan(20_000)
    expect(server.output()).not.toMatch(/"level":(50|60)/)
  }, 180_000)
})
