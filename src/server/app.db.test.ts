import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { postRawJson } from '#tests/helpers/inject'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'

describe('app plumbing', () => {
  const t = setupTestApp()

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
    const res = await postRawJson(t.app, '/api/contact', JSON.stringify({ message: 'x'.repeat(101 * 1024) }))
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('payload_too_large')
  })

  test('malformed JSON is a 400 problem, not a 500', async () => {
    const res = await postRawJson(t.app, '/api/contact', '{bad')
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
    await broken.database.close() // not an outage (those answer 503): a fault of ours
    const res = await broken.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: { projectType: 'kitchen_renovation', sizeSqm: 12, region: 'north' },
    })
    expect(res.statusCode).toBe(500)
    const body = res.json()
    expect(body.code).toBe('internal')
    expect(body.instance).toBe(res.headers['x-request-id'])
    expect(JSON.stringify(body)).not.toMatch(/pglite|closed|stack/i)
    await broken.app.close()
  })
})

const script = `console.log(${JSON.stringify('renovation '.repeat(200))})\n//# sourceMappingURL=main.js.map\n`

/** An app serving a built client made of `files` (each with .br and .gz copies, as the build writes them). */
function setupClientApp(files: Record<string, string>) {
  let dir: string
  let t: TestApp
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'client-'))
    for (const [name, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
      await writeFile(path.join(dir, name), text)
      await writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text))
      await writeFile(path.join(dir, `${name}.gz`), gzipSync(text))
    }
    await writeFile(path.join(dir, 'assets/main.js.map'), '{"version":3,"sources":["secret.ts"]}')
    t = await createTestApp({ NODE_ENV: 'production' }, { clientDir: dir })
  })
  afterAll(async () => {
    await t.close()
    await rm(dir, { recursive: true, force: true })
  })
  return (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} })
}

describe('the built client', () => {
  const get = setupClientApp({
    'index.html': '<!doctype html><title>Estimator</title>'.repeat(20),
    'assets/main.js': script,
  })

  test('assets go out brotli- or gzip-compressed when the browser accepts it, and as they are otherwise', async () => {
    const br = await get('/assets/main.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)
    expect(br.headers['content-type']).toContain('javascript')
    expect(br.headers['cache-control']).toContain('immutable')

    const gz = await get('/assets/main.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)

    const plain = await get('/assets/main.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  test('the page and client routes are compressed too', async () => {
    for (const url of ['/', '/estimate/some-id']) {
      const res = await get(url, 'br')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Estimator</title>')
    }
  })

  test('an unknown path answers 404 with the app (which shows its own 404 page); app routes answer 200', async () => {
    for (const url of ['/no-such-page', '/estimate/abc/def', '/about-us', '/reports']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).toContain('<title>Estimator</title>')
    }
    for (const url of [
      '/estimate',
      '/estimate/abc-123',
      '/about',
      '/about/',
      '/payment-success/QSR-abc',
      '/refund-policy',
      '/reports/access?token=x',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200)
    }
  })

  test('source maps and compressed copies are not served, and a missing asset is a 404, not the page', async () => {
    for (const url of ['/assets/main.js.map', '/assets/main.js.br', '/assets/main.js.gz', '/assets/gone.js']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.body).not.toContain('Estimator')
      expect(res.body).not.toContain('secret.ts')
    }
  })
})

describe('a built client with prerendered pages', () => {
  const page = (h1: string) => `<!doctype html><title>${h1}</title><div id="root"><h1>${h1}</h1></div>`.repeat(20)
  const get = setupClientApp({
    'index.html': '<!doctype html><title>Estimator</title><div id="root"></div>'.repeat(20),
    'prerendered/index.html': page('What will it really cost'),
    'prerendered/estimate.html': page('Renovation Cost Calculator'),
    'prerendered/about.html': page('About us'),
    'assets/main.js': script,
  })

  test('each prerendered page is sent at its own path, compressed, and never cached without asking', async () => {
    const cases = {
      '/': 'What will it really cost',
      '/estimate': 'Renovation Cost Calculator',
      '/estimate/': 'Renovation Cost Calculator',
      '/About': 'About us',
    }
    for (const [url, h1] of Object.entries(cases)) {
      const res = await get(url, 'br')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(res.headers['content-type'], url).toContain('text/html')
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(`<h1>${h1}</h1>`)
    }
  })

  test('other app routes, and pages the build did not prerender, get the shell', async () => {
    for (const url of ['/estimate/abc-123', '/terms', '/sign-in']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.body, url).toContain('<div id="root"></div>')
    }
  })

  test('hashed assets are cached for a year as immutable; the shell and the prerendered files are not', async () => {
    expect((await get('/assets/main.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache')
    // Only at their page's path: no second address for the same page.
    expect((await get('/prerendered/index.html')).statusCode).toBe(404)
  })
})
