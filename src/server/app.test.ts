import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/helpers/create-test-app.js'

describe('app plumbing', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('GET /api/health answers ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  test('an unknown API path is a 404 problem', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json()).toMatchObject({ code: 'not_found', status: 404, instance: res.headers['x-request-id'] })
  })

  test('bodies over 100 KB get 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(101 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('payload_too_large')
  })

  test('malformed JSON is a 400 problem, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('validation_failed')
  })

  test('security headers are set: CSP without inline scripts, frame-ancestors none, referrer policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'[^;]*;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  test('HSTS is sent in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' })
    const res = await prod.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000')
    await prod.close()
  })

  test('a 5xx hides internals and carries the request id', async () => {
    const broken = await createTestApp()
    await broken.database.close()
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(500)
    const body = res.json()
    expect(body.code).toBe('internal')
    expect(body.instance).toBe(res.headers['x-request-id'])
    expect(JSON.stringify(body)).not.toMatch(/pglite|closed|stack/i)
    await broken.app.close()
  })
})
