import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'
import { buildEstimateInput } from '#tests/factories/estimate'
import { postAsPage, signUpVerified } from '#tests/helpers/accounts'
import { kitchenQuoteText } from '#tests/fixtures/kitchen-quote'
import { setupTestApp } from '#tests/helpers/lifecycle'

const QUOTE_TEXT = kitchenQuoteText('Harrow Kitchens Ltd')

/** The PDF's text, pages joined, runs of white space made one space (table cells come out as separate runs). */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(doc, { mergePages: true })
  return { pages: totalPages, text: text.replace(/\s+/g, ' ') }
}

describe('GET /api/quote-checks/:id/pdf', () => {
  const t = setupTestApp()

  test('prints a kept check as a short PDF with its verdict, lines and questions; only for its owner', async () => {
    const cookie = await signUpVerified(t, 'pdf-owner@example.com')
    const estimate = await postAsPage(t.app, '/api/estimates', buildEstimateInput(), cookie)
    const estimateId = estimate.json().estimate.id as string
    const kept = await postAsPage(t.app, '/api/quote-checks', { estimateId, text: QUOTE_TEXT, save: true }, cookie)
    expect(kept.statusCode, kept.body).toBe(200)
    const { savedId, check } = kept.json()

    const res = await t.app.inject({ method: 'GET', url: `/api/quote-checks/${savedId}/pdf`, headers: { cookie } })
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Quote-check-\d{4}-\d{2}-\d{2}\.pdf"$/)
    const { pages, text } = await pdfText(res.rawPayload)
    expect(pages).toBeLessThanOrEqual(2)
    expect(text).toContain('Quote check: Harrow Kitchens Ltd')
    expect(text).toContain(check.verdict.headline)
    for (const line of ['Strip out existing kitchen and dispose', 'Kitchen units supplied and fitted', 'Worktops'])
      expect(text).toContain(line)
    expect(text).toContain('£7,500')
    expect(text).toMatch(/Within range|Above range|Below range/)
    expect(text).toContain('Questions to ask the builder')
    expect(text).toContain(check.verdict.questions[0])

    // Anyone else: not found, as problem+json; signed out: sign in.
    const other = await signUpVerified(t, 'pdf-other@example.com')
    for (const [url, who] of [
      [`/api/quote-checks/${savedId}/pdf`, other],
      ['/api/quote-checks/6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11/pdf', cookie],
      ['/api/quote-checks/not-an-id/pdf', cookie],
    ] as const) {
      const refused = await t.app.inject({ method: 'GET', url, headers: { cookie: who } })
      expect(refused.statusCode, url).toBe(404)
      expect(refused.headers['content-type']).toContain('application/problem+json')
    }
    const signedOut = await t.app.inject({ method: 'GET', url: `/api/quote-checks/${savedId}/pdf` })
    expect(signedOut.statusCode).toBe(401)
  })
})
