import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { QuoteReadResponseSchema, type ReadQuote } from '#shared/quotes/quote'
import { createPdfReader } from './read-pdf'

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/quotes')
const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png' }
/** Fields left out of a fixture's expected reading, with why. */
const NOT_ASSERTED: Record<string, (keyof ReadQuote)[]> = {
  // The brand is set in two lines of large type in the header's left column, beside the quote's details.
  '09-roof-two-column': ['builderName'],
}

/** A PDF of `pages` pages, each drawing `content` (one stream per page, deflated when `deflate`). */
function buildPdf(
  pages: number,
  content = 'BT /F1 12 Tf 72 720 Td (Strip out 1 item 450.00 450.00) Tj ET',
  deflate = false,
) {
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object n is objects[n - 1]
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // the page tree, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  const kids: string[] = []
  const stream = deflate ? deflateSync(Buffer.from(content)).toString('latin1') : content
  const filter = deflate ? ' /Filter /FlateDecode' : ''
  for (let i = 0; i < pages; i++) {
    add(`<< /Length ${Buffer.byteLength(stream, 'latin1')}${filter} >>\nstream\n${stream}\nendstream`)
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`,
    )
    kids.push(`${objects.length} 0 R`)
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

describe('POST /api/quotes/read', () => {
  const t = setupTestApp()
  const upload = (payload: Buffer | string, contentType: string) =>
    t.app.inject({ method: 'POST', url: '/api/quotes/read', headers: { 'content-type': contentType }, payload })

  const fixtures = readdirSync(FIXTURES).filter((f) => /\.(pdf|png|txt)$/.test(f))
  test('there are at least 12 fixture quotes, one of them a scanned image', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(12)
    expect(fixtures.some((f) => f.endsWith('.png'))).toBe(true)
  })

  test.each(fixtures)('%s is read with every line, total and VAT figure right', { timeout: 60_000 }, async (file) => {
    const name = file.replace(/\.\w+$/, '')
    const ext = path.extname(file)
    const bytes = readFileSync(path.join(FIXTURES, file))
    const res =
      ext === '.txt'
        ? await t.app.inject({ method: 'POST', url: '/api/quotes/read', payload: { text: bytes.toString('utf8') } })
        : await upload(bytes, TYPES[ext]!)
    expect(res.statusCode, res.body).toBe(200)
    const body = QuoteReadResponseSchema.parse(res.json())
    expect(body.source).toBe(ext === '.pdf' ? 'pdf' : ext === '.png' ? 'image' : 'text')
    const expected = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as ReadQuote
    const { scopeText: _scope, ...read } = body.quote
    for (const key of NOT_ASSERTED[name] ?? []) delete (read as Partial<ReadQuote>)[key]
    expect(read).toEqual(expected)
  })

  test('a letter quote keeps its scope; a quote with no lines gets one for its price', async () => {
    const res = await upload(readFileSync(path.join(FIXTURES, '03-extension-letter.pdf')), 'application/pdf')
    const { quote } = QuoteReadResponseSchema.parse(res.json())
    expect(quote.scopeText).toContain('single storey rear extension of approximately 18 m²')
    expect(quote.lines).toEqual([
      { description: 'Single storey rear extension, 41 Cedar Road, Leeds LS6', amountPence: 5_240_000, kind: 'item' },
    ])
  })

  test('typed lines come back priced, each amount from quantity × rate when it is missing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes/read',
      payload: {
        lines: [
          { description: 'Wall tiling', quantity: 12.5, unit: 'm2', ratePence: 4_500, kind: 'item' },
          { description: 'Sanitaryware', amountPence: 120_000, kind: 'prime_cost' },
        ],
        vat: { ratePercent: 20, inclusive: false },
      },
    })
    expect(res.statusCode).toBe(200)
    const { quote, source } = QuoteReadResponseSchema.parse(res.json())
    expect(source).toBe('lines')
    expect(quote.lines.map((l) => l.amountPence)).toEqual([56_250, 120_000])
    expect(quote.subtotalPence).toBe(176_250)
    expect(quote.vat).toEqual({ ratePercent: 20, inclusive: false })
  })

  test('HTML in a quote is read as text and answered as JSON, never as a page', async () => {
    const html = '<script>alert(1)</script><b>Skip hire</b> ..... £320.00\n<img src=x onerror=alert(2)> Total £320.00'
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes/read', payload: { text: html } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/json')
    expect(res.headers['cache-control']).toBe('no-store')
    const { quote, text } = QuoteReadResponseSchema.parse(res.json())
    expect(text).toBe(html)
    expect(quote.totalPence).toBe(32_000)
  })

  test('pasted text with a NUL byte is a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes/read', payload: { text: 'Skip £320\u0000' } })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'text' })])
  })

  test('NUL and control bytes in a PDF’s text are read without them, so the reading can be checked', async () => {
    const pdf = buildPdf(1, 'BT /F1 12 Tf 72 720 Td (Skip\\000 hire\\007 <b>x</b> 1 item 320.00 320.00) Tj ET')
    const res = await upload(pdf, 'application/pdf')
    expect(res.statusCode, res.body).toBe(200)
    const { quote, text } = QuoteReadResponseSchema.parse(res.json())
    expect([...text].some((c) => c.charCodeAt(0) < 9)).toBe(false)
    expect(quote.lines[0]).toMatchObject({ description: 'Skip hire x', amountPence: 32_000 })
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/quote-checks',
      payload: { job: { projectType: 'kitchen_renovation', sizeSqm: 12, region: 'london' }, quote },
    })
    expect(check.statusCode, check.body).toBe(200)
  })

  test('empty text and an empty list of lines are 400s naming the field', async () => {
    const blank = await t.app.inject({ method: 'POST', url: '/api/quotes/read', payload: { text: '   ' } })
    expect(blank.statusCode).toBe(400)
    const none = await t.app.inject({ method: 'POST', url: '/api/quotes/read', payload: { lines: [] } })
    expect(none.statusCode).toBe(400)
  })

  test('a 50 MB PDF is refused 413 before it is read', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x20)
    big.write('%PDF-1.4\n')
    const res = await upload(big, 'application/pdf')
    expect(res.statusCode).toBe(413)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().detail).toBe('The file is larger than 10 MB.')
  })

  test('a file that is not a PDF, or an image that is not one, is a 422 saying so', async () => {
    const png = readFileSync(path.join(FIXTURES, '10-rewire-scanned.png'))
    const notPdf = await upload(png, 'application/pdf')
    expect(notPdf.statusCode).toBe(422)
    expect(notPdf.json().detail).toBe('The file is not a PDF')
    const notPng = await upload(Buffer.from('MZ\x90\x00 this is an executable'), 'image/png')
    expect(notPng.statusCode).toBe(422)
    expect(notPng.json().detail).toBe('The file is not a PNG image')
    const truncated = await upload(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog'), 'application/pdf')
    expect(truncated.statusCode).toBe(422)
    expect(truncated.headers['content-type']).toContain('application/problem+json')
  })

  test('other file types are a 415 naming the ones accepted', async () => {
    const res = await upload('<html><body>Total £5,000</body></html>', 'text/html')
    expect(res.statusCode).toBe(415)
    expect(res.json().detail).toMatch(/PDF .*photo .*JSON/)
  })

  test('a PDF of more pages than a quote has is refused without reading them', async () => {
    const res = await upload(buildPdf(400), 'application/pdf')
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toBe('The PDF has 400 pages; a quote of up to 30 can be read')
  })

  test('a deeply nested PDF is a 4xx, not a crash', async () => {
    const depth = 200_000
    const pdf = buildPdf(1, `${'['.repeat(depth)}${']'.repeat(depth)}`)
    const res = await upload(pdf, 'application/pdf')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })

  test('a photo bigger than 50 megapixels is refused before OCR', async () => {
    const png = Buffer.from(readFileSync(path.join(FIXTURES, '10-rewire-scanned.png')))
    png.writeUInt32BE(20_000, 16)
    png.writeUInt32BE(20_000, 20)
    const res = await upload(png, 'image/png')
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toMatch(/too large/)
  })

  test('GET /api/quotes/capabilities says photos can be read here (Tesseract is installed)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/quotes/capabilities' })
    expect(res.json()).toEqual({ photos: true })
  })
})

describe('createPdfReader', () => {
  test(
    'a PDF whose stream inflates to far more text than a quote has is stopped, and the next PDF is read',
    { timeout: 60_000 },
    async () => {
      const reader = createPdfReader({ timeoutMs: 6_000 })
      try {
        const bomb = buildPdf(1, `BT /F1 1 Tf ${'0 0 Td (x) Tj '.repeat(3_000_000)} ET`, true)
        expect(bomb.length).toBeLessThan(1024 * 1024)
        const started = Date.now()
        await expect(reader.read(bomb)).rejects.toMatchObject({ reason: 'refused' })
        expect(Date.now() - started).toBeLessThan(20_000)
        const next = await reader.read(readFileSync(path.join(FIXTURES, '06-cash-no-vat.pdf')))
        expect(next.text).toContain('Or £7,080 if paid cash, no VAT.')
      } finally {
        await reader.close()
      }
    },
  )
})
