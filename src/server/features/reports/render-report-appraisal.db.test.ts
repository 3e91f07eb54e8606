import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { appraise } from '#shared/appraisal/appraise'
import { appraisalContextFromPlan } from '#shared/appraisal/context'
import type { AppraisalInput } from '#shared/appraisal/schema'
import { formatGbp } from '#shared/format'
import { buildSampleReportInput } from '#tests/fixtures/sample-cost-plan'
import { buildReportData } from './report-data/build-report-data'
import { savedAppraisalInput } from './report-input'
import { renderReportPdf } from './render-report-pdf'

// Decision 029: the buyer's saved appraisal is an appendix page after the 10, with the same module's figures.

const dir = mkdtempSync(join(tmpdir(), 'report-appraisal-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function render(appraisal: AppraisalInput): Promise<{ pages: string[]; lowestWordY: number }> {
  const file = join(dir, 'with-appraisal.pdf')
  writeFileSync(file, await renderReportPdf(buildReportData({ ...buildSampleReportInput(), appraisal })))
  const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
  // Page 11's words and where they sit: the body box ends 40 pt above the bottom, the footer below it.
  const bbox = execFileSync('pdftotext', ['-bbox', '-f', '11', '-l', '11', file, '-'], { encoding: 'utf8' })
  const footerTop = Math.min(...[...bbox.matchAll(/yMin="([\d.]+)"[^>]*>(An|estimate,)</g)].map((m) => Number(m[1])))
  const bodyWords = [...bbox.matchAll(/yMax="([\d.]+)">/g)].map((m) => Number(m[1])).filter((y) => y < footerTop)
  return { pages, lowestWordY: Math.max(...bodyWords) }
}
const flat = (text: string) => text.replace(/\s+/g, ' ')

test('a saved appraisal adds page 11 with the module’s figures; none, and the report is its 10 pages', async () => {
  const input: AppraisalInput = {
    strategy: 'hmo',
    purchasePricePence: 21_000_000,
    gdvPence: 32_000_000,
    rooms: 6,
    roomRentMonthlyPence: 62_500,
    finance: { type: 'btl_mortgage', ltvPercent: 75 },
  }
  // The stored column's shape ({ input, updatedAt }) is what the report reads.
  expect(savedAppraisalInput({ input, updatedAt: '2026-11-20T10:00:00Z' })).toEqual(input)
  expect(savedAppraisalInput({ input: { strategy: 'timeshare' }, updatedAt: 'x' })).toBeUndefined()

  const { pages, lowestWordY } = await render(input)
  expect(pages).toHaveLength(11)
  const page11 = flat(pages[10]!)
  const expected = appraise(input, appraisalContextFromPlan(buildSampleReportInput().plan))
  expect(page11).toContain('Appendix: investment appraisal')
  expect(page11).toContain('Page 11 of 11')
  expect(page11).toContain(formatGbp(expected.totalMoneyInPence, { wholePounds: true }))
  expect(page11).toContain(formatGbp(expected.totalCostPence))
  expect(page11).toContain(formatGbp(expected.tax.totalPence, { wholePounds: true }))
  expect(page11).toContain(`${expected.netYieldPercent!.toFixed(2)}%`)
  expect(page11).toContain(
    `Cost per room (6 rooms) ${formatGbp(expected.perRoom!.costPerRoomPence, { wholePounds: true })}`,
  )
  expect(page11).toContain('Not financial advice')
  expect(flat(pages[0]!)).toContain('Page 1 of 11')
  // Nothing clipped: the page's last words sit inside its body box (841.89 − 40 pt).
  expect(lowestWordY).toBeLessThan(841.89 - 40)

  // Without a saved appraisal (or with one the schema no longer accepts) the report is its 10 pages, as drawn and
  // checked page by page in render-report-pdf.db.test.ts.
  const plain = buildReportData(buildSampleReportInput())
  expect(plain.totalPages).toBe(10)
  expect(plain.pageTitles).toHaveLength(10)
  expect('appraisal' in plain).toBe(false)
}, 60_000)
