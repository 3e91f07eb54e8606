import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { formatGbp } from '#shared/format'
import { buildReportData } from './report-data/build-report-data'
import { SCHEDULE_APPENDIX_TITLE } from './report-data/schedule'
import { PAGE_TITLES, type BuildReportDataInput, type ReportData } from './report-data/types'
import {
  buildEngineReportInput,
  buildLargeCostPlan,
  buildSampleReportInput,
  ENGINE_SAMPLE_INPUTS,
} from '#tests/fixtures/sample-cost-plan'
import { renderReportPdf } from './render-report-pdf'

function hasPoppler(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' })
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}
const poppler = hasPoppler()
if (!poppler)
  console.warn(
    'render-report-pdf.test: pdftotext/pdfinfo (poppler-utils) not found; PDF text checks are skipped. Install with: apt-get install -y poppler-utils',
  )

const dir = mkdtempSync(join(tmpdir(), 'report-pdf-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const expectPdf = (pdf: Buffer) => expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')

interface Rendered {
  data: ReportData
  input: BuildReportDataInput
  file: string
  pages: string[]
  pdf: Buffer
}

async function renderToFile(name: string, input: BuildReportDataInput): Promise<Rendered> {
  const data = buildReportData(input)
  const pdf = await renderReportPdf(data)
  const file = join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  const pages = poppler
    ? execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1)
    : []
  return { data, input, file, pages, pdf }
}

function pageInfo(file: string): { pages: number; sizes: string[] } {
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '99', file], { encoding: 'utf8' })
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)![1]),
    sizes: [...info.matchAll(/^Page\s+\d+ size:\s+(.*)$/gm)].map((m) => m[1]!.trim()),
  }
}

/** Words below the body box (above the footer line) mean content was clipped: the layout overflowed. */
function wordsBelowBody(file: string): { page: number; text: string }[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' })
  const bodyBottom = 841.89 - 40 + 1
  return html
    .split('<page ')
    .slice(1)
    .map((page, i) => {
      const words = [...page.matchAll(/yMax="([\d.]+)">([^<]*)</g)]
        .filter((m) => Number(m[1]) > bodyBottom)
        .map((m) => m[2])
      return { page: i + 1, text: words.join(' ') }
    })
}

/** A word of `length` letters that never repeats within 26 characters, so a dropped or repeated chunk shows. */
const longWord = (length: number) => Array.from({ length }, (_, i) => String.fromCharCode(65 + (i % 26))).join('')
const LONG_ADDRESS = 'X'.repeat(60)
function withLongWords(wordLength: number): BuildReportDataInput {
  const input = buildSampleReportInput()
  input.estimate.description = `Start of the brief. ${longWord(wordLength)} End of the brief, after the long word.`
  input.estimate.propertyAddress = LONG_ADDRESS
  return input
}
function withWrappingAnswers(): BuildReportDataInput {
  const input = buildSampleReportInput()
  input.estimate.description = 'Wide words like renovation and maintenance everywhere. '.repeat(80)
  input.estimate.answers = Array.from({ length: 12 }, (_, i) => ({
    question: `Will question number ${i} about the property need a much longer answer than the usual one?`,
    answer: 'New system (boiler, pipes and radiators) and more besides',
  }))
  return input
}
/** The longest brief the forms allow (7,000 characters) with a 3,000-character word, on the fullest last page. */
function withMaxBrief(): BuildReportDataInput {
  const input = buildSampleReportInput(buildLargeCostPlan())
  let brief = `Start of the brief. ${longWord(3000)}`
  for (let i = 0; brief.length < 7000; i++) brief += ` word${i}`
  input.estimate.description = brief.slice(0, 7000)
  input.estimate.propertyAddress = MAX_ADDRESS
  return input
}
/** The longest address the forms allow (300 characters). */
const MAX_ADDRESS = 'Flat 14, The Old Granary Building, 221 Long Causeway Road, Leeds LS1 4AB. '
  .repeat(5)
  .slice(0, 300)
  .trim()
/** A page's text as one line: react-pdf breaks a long word with a hyphen at the line end. */
const joinLines = (text: string) => text.replace(/-\n/g, '').replace(/\s+/g, ' ')

const cases: [string, () => BuildReportDataInput][] = [
  ['fixture', () => buildSampleReportInput()],
  ['large', () => buildSampleReportInput(buildLargeCostPlan())],
  ['engine-kitchen', () => buildEngineReportInput(ENGINE_SAMPLE_INPUTS.kitchen!)],
  ['engine-whole-house', () => buildEngineReportInput(ENGINE_SAMPLE_INPUTS.wholeHouse!)],
  ['engine-hmo-5pc-vat', () => buildEngineReportInput(ENGINE_SAMPLE_INPUTS.hmo!)],
  ['issue10-kitchen', () => buildEngineReportInput(ENGINE_SAMPLE_INPUTS.issue10Kitchen!)],
  ['long-word-1500', () => withLongWords(1500)],
  ['long-word-3000', () => withLongWords(3000)],
  ['wrapping-answers', withWrappingAnswers],
  ['max-brief', withMaxBrief],
]

describe('renderReportPdf', () => {
  const rendered = new Map<string, Rendered>()
  beforeAll(async () => {
    for (const [name, make] of cases) rendered.set(name, await renderToFile(name, make()))
  }, 120_000)

  test.each(cases.map(([name]) => name))('%s: renders a PDF', (name) => {
    const r = rendered.get(name)!
    expectPdf(r.pdf)
    expect(r.pdf.length).toBeGreaterThan(20_000)
  })

  describe.skipIf(!poppler)('checked with poppler', () => {
    test.each(cases.map(([name]) => name))('%s: exactly 10 A4 pages, plus any schedule appendix pages', (name) => {
      const r = rendered.get(name)!
      const { pages, sizes } = pageInfo(r.file)
      expect(pages).toBe(10 + r.data.schedule.appendixPages.length)
      expect(sizes).toHaveLength(pages)
      for (const size of sizes) expect(size).toMatch(/^595\.2\d* x 841\.8\d* pts \(A4\)$/)
    })

    test.each(cases.map(([name]) => name))(
      '%s: every page has its section title, the report id, the price date and "Page N of <total>"',
      (name) => {
        const r = rendered.get(name)!
        expect(r.pages).toHaveLength(r.data.totalPages)
        r.pages.forEach((text, i) => {
          const flat = text.replace(/\s+/g, ' ')
          expect(flat).toContain(`Page ${i + 1} of ${r.data.totalPages}`)
          expect(flat).toContain(r.data.reportId)
          expect(flat).toContain(`Price date ${r.data.priceDateLabel}`)
          expect(flat).toContain(PAGE_TITLES[i] ?? SCHEDULE_APPENDIX_TITLE)
        })
      },
    )

    test.each(cases.map(([name]) => name))(
      '%s: prints the inc and exc VAT totals equal to the plan to the penny',
      (name) => {
        const r = rendered.get(name)!
        const inc = formatGbp(r.input.plan.totalIncVatPence)
        const exc = formatGbp(r.input.plan.totalExcVatPence)
        // Page 1 is rounded to its accuracy (decision 027); the exact figures are on pages 3 and 7.
        for (const page of [2, 6]) {
          expect(r.pages[page]).toContain(inc)
          expect(r.pages[page]).toContain(exc)
        }
      },
    )

    test.each(cases.map(([name]) => name))('%s: nothing overflows a page body (no clipped text)', (name) => {
      const r = rendered.get(name)!
      for (const { page, text } of wordsBelowBody(r.file)) {
        expect(text, `page ${page}`).toMatch(
          new RegExp(
            `^An estimate, not a quotation\\. Not RICS-regulated advice\\. \\S+ Page ${page} of ${r.data.totalPages}$`,
          ),
        )
      }
    })

    test.each(cases.map(([name]) => name))(
      '%s: the schedule prints every line item on its own row with its quantity, unit, rate and total',
      (name) => {
        const r = rendered.get(name)!
        const sch = r.data.schedule
        const schedule = [r.pages[3]!, r.pages[4]!, ...r.pages.slice(10, 10 + sch.appendixPages.length)]
          .join(' ')
          .replace(/\s+/g, ' ')
        const rows = [...sch.pages[0], ...sch.pages[1], ...sch.appendixPages.flat()]
        expect(rows.filter((row) => row.kind === 'item')).toHaveLength(r.input.plan.lineItems.length)
        expect(schedule).not.toMatch(/grouped/)
        for (const row of rows) {
          if (row.kind !== 'item') continue
          expect(schedule).toContain(`${row.ref} `)
          expect(schedule).toContain(`${row.quantity} ${row.unit} ${row.rate}`)
        }
        for (const row of rows) if (row.total) expect(schedule).toContain(row.total)
        if (sch.appendixPages.length) expect(r.pages[4]!.replace(/\s+/g, ' ')).toContain(sch.continuesNote!)
      },
    )

    test('page 1 carries low / likely / high, £/m², confidence, duration and top risks; page 10 the disclaimer', () => {
      const r = rendered.get('fixture')!
      const p1 = r.pages[0]!.replace(/\s+/g, ' ')
      for (const row of r.data.cover.summaryRows) expect(p1).toContain(row.incVat)
      for (const k of r.data.cover.keyFigures) expect(p1).toContain(k.value)
      expect(p1).toContain(r.data.cover.topRisks[0]!.impact)
      const p10 = r.pages[9]!.replace(/\s+/g, ' ')
      expect(p10).toContain('not RICS-regulated advice')
      expect(p10).toContain('valid for 3 months')
    })

    test('the HMO conversion prints its 5% VAT rate and reason on page 7', () => {
      const r = rendered.get('engine-hmo-5pc-vat')!
      const p7 = r.pages[6]!.replace(/\s+/g, ' ')
      expect(p7).toContain('5% (reduced rate)')
      expect(p7).toContain(r.input.plan.vat.reference.slice(0, 20))
    })

    describe('the kitchen, 24 m² in the South East (decision 012)', () => {
      const flat = (page: number) => joinLines(rendered.get('issue10-kitchen')!.pages[page - 1]!)
      const plan = () => rendered.get('issue10-kitchen')!.input.plan
      const whole = (pence: number) => formatGbp(pence, { wholePounds: true })

      test('page 1 labels cost per m² excluding and including VAT; pages 3 and 6 use the same figures', () => {
        const exc = whole(Math.round(plan().totalExcVatPence / 24))
        const inc = whole(Math.round(plan().totalIncVatPence / 24))
        expect(flat(1)).toMatch(/COST PER M² /i)
        expect(flat(1)).toContain(`${exc} exc VAT`)
        expect(flat(1)).toContain(`${inc} inc VAT`)
        expect(flat(1)).not.toMatch(/\(EXC VAT\) £/i)
        expect(flat(6)).toContain(`Your estimate of ${exc}/m² excluding VAT (${inc}/m² including VAT)`)
        expect(flat(6)).not.toContain(`${inc} `)
      })

      test('answers, facts and the brief read as plain English, with no internal codes', () => {
        for (const page of [1, 2, 8, 10]) expect(flat(page)).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b/)
        expect(flat(2)).not.toContain('Additional Details')
        expect(flat(2)).toContain('1919 to 1965')
        expect(flat(2)).toContain('Work to an existing home (standard rate)')
      })

      test('page 2 facts agree with the description and the open questions; the cover names the buyer', () => {
        expect(flat(2)).toContain('3 bedrooms')
        expect(flat(2)).toContain('Listed status not known yet')
        expect(flat(2)).not.toContain('Not listed')
        expect(flat(1)).toContain('client@example.com')
        expect(flat(1)).not.toContain('Not given')
      })

      test('page 9 stage payments follow value, with the retention stated', () => {
        expect(flat(9)).toContain('Practical completion: half the retention (2.5%)')
        expect(flat(9)).toContain('the rest of the retention (2.5%)')
        expect(flat(9)).not.toMatch(/Deposit on signing/)
        const biggest = rendered
          .get('issue10-kitchen')!
          .data.programme.stagePayments.slice(0, -2)
          .reduce((a, b) => (Number(b.percent.slice(0, -1)) > Number(a.percent.slice(0, -1)) ? b : a))
        expect(biggest.stage).toMatch(/second fix/)
        expect(flat(9)).toContain(biggest.excVat)
      })

      test('the schedule is never cut, and internal work gets no party wall or LDC advice', () => {
        expect(flat(4) + flat(5)).not.toContain('…')
        for (const page of [1, 3, 7, 8, 9, 10]) {
          expect(flat(page)).not.toMatch(/party wall/i)
          expect(flat(page)).not.toMatch(/lawful development/i)
        }
      })
    })

    test('the 5% HMO conversion prints one VAT line per rate on pages 3 and 7', () => {
      const r = rendered.get('engine-hmo-5pc-vat')!
      for (const page of [2, 6]) {
        const text = joinLines(r.pages[page]!)
        expect(text).toContain('VAT at 5% on building work')
        expect(text).toContain('VAT at 20% on professional fees')
        expect(text).not.toMatch(/VAT at 5% £/)
      }
    })

    test('a 1,500-character word wraps whole on page 2 and the rest of the brief follows it', () => {
      const p2 = execFileSync('pdftotext', ['-f', '2', '-l', '2', rendered.get('long-word-1500')!.file, '-'], {
        encoding: 'utf8',
      })
      expect(joinLines(p2)).toContain(`Start of the brief. ${longWord(1500)} End of the brief, after the long word.`)
    })

    /** Page 2's brief up to the continuation mark, then page 10's continuation, as one string without spaces. */
    function printedBrief(file: string): string {
      const page = (n: number) =>
        execFileSync('pdftotext', ['-f', String(n), '-l', String(n), file, '-'], { encoding: 'utf8' })
      const onPage2 = /The brief\n([\s\S]*?)… continued on page 10/.exec(page(2))![1]!
      const onPage10 = /Client brief \(continued\)\n([\s\S]*?)\n*An estimate, not a quotation\./.exec(page(10))![1]!
      // react-pdf ends a line that breaks a long word with a hyphen; the briefs here contain none of their own.
      return (onPage2 + onPage10).replace(/-\n/g, '').replace(/[\s\u00ad]/g, '')
    }

    test.each(['long-word-3000', 'max-brief'])(
      '%s: page 2 holds what fits and says where the rest is; page 10 prints the rest, so no character is lost',
      (name) => {
        const r = rendered.get(name)!
        expect(r.data.basis.briefContinues).toBe('… continued on page 10')
        expect(printedBrief(r.file)).toBe(r.input.estimate.description.replace(/\s/g, ''))
      },
    )

    test('the 7,000-character brief keeps pages 2 and 10 to their size', () => {
      const r = rendered.get('max-brief')!
      expect(r.input.estimate.description).toHaveLength(7000)
      expect(r.data.closing.briefContinuation!.fontSize).toBeGreaterThanOrEqual(5)
      expect(pageInfo(r.file).pages).toBe(r.data.totalPages)
    })

    test('a 60-character address: whole on the cover, shortened in the running header so it stays clear', () => {
      const r = rendered.get('long-word-1500')!
      const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', r.file, '-'], { encoding: 'utf8' })
      const coverBody = cover.split('\n').filter((line) => !line.startsWith('Renovation cost plan'))
      const addressChars = coverBody.join(' ').match(/X{6,}/g)?.join('')
      expect(addressChars).toBe(LONG_ADDRESS)
      const html = execFileSync('pdftotext', ['-bbox', '-f', '2', '-l', '2', r.file, '-'], { encoding: 'utf8' })
      const headerWords = [...html.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)</g)]
        .filter((m) => Number(m[2]) < 30)
        .map((m) => ({ xMin: Number(m[1]), xMax: Number(m[3]), text: m[4]! }))
      const address = headerWords.find((w) => w.text.startsWith('XXXX'))!
      const report = headerWords.find((w) => w.text === 'Report')!
      expect(address.text).toMatch(/^X+…$/)
      expect(address.xMax).toBeLessThan(report.xMin)
    })

    test('the longest address the form allows is whole on the cover', () => {
      const cover = execFileSync('pdftotext', ['-f', '1', '-l', '1', rendered.get('max-brief')!.file, '-'], {
        encoding: 'utf8',
      })
      expect(joinLines(cover)).toContain(MAX_ADDRESS)
    })

    test('embeds the Inter font', () => {
      const fonts = execFileSync('pdffonts', [rendered.get('fixture')!.file], { encoding: 'utf8' })
      expect(fonts).toMatch(/Inter-Regular.*yes/)
      expect(fonts).toMatch(/Inter-Bold.*yes/)
    })
  })
})
