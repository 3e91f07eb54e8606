import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { buildReportData } from './report-data/build-report-data'
import type { ReportData } from './report-data/types'
import { buildSampleReportInput } from '#tests/fixtures/sample-cost-plan'
import { renderReportPdf } from './render-report-pdf'

/**
 * Pins the report byte for byte: the hand-built fixture plan (never a live engine run, whose rates change) gives
 * the committed view-model, and that view-model, rendered with a fixed clock, gives the committed PDF. A change
 * that is meant to alter the report regenerates both: `UPDATE_REPORT_GOLDEN=1 npx vitest run <this file>`.
 */

const GOLDEN_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../tests/fixtures/report-golden')
const DATA_FILE = join(GOLDEN_DIR, 'sample-report-data.json')
const PDF_FILE = join(GOLDEN_DIR, 'sample-report.pdf')
/** The PDF's creation date (react-pdf would stamp the render time, and derive the file id from it). */
const FIXED_CLOCK = new Date('2025-03-01T10:20:00Z')
const isUpdate = process.env.UPDATE_REPORT_GOLDEN === '1'

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe('the report for a fixed estimate and clock', () => {
  test('builds the committed view-model', () => {
    const data = buildReportData(buildSampleReportInput())
    if (isUpdate) {
      mkdirSync(GOLDEN_DIR, { recursive: true })
      writeFileSync(DATA_FILE, `${JSON.stringify(data, null, 2)}\n`)
    }
    expect(JSON.parse(JSON.stringify(data))).toEqual(JSON.parse(readFileSync(DATA_FILE, 'utf8')))
  })

  test('renders the committed PDF byte for byte', async () => {
    const data = JSON.parse(readFileSync(DATA_FILE, 'utf8')) as ReportData
    const pdf = await renderReportPdf(data, { createdAt: FIXED_CLOCK })
    if (isUpdate) writeFileSync(PDF_FILE, pdf)
    const golden = readFileSync(PDF_FILE)
    if (!pdf.equals(golden)) {
      const actual = join(tmpdir(), 'sample-report.actual.pdf')
      writeFileSync(actual, pdf)
      expect.fail(`The PDF differs from ${PDF_FILE} (${sha256(golden)}); this render is at ${actual} (${sha256(pdf)})`)
    }
  })

  test('is the same bytes when rendered twice', async () => {
    const data = buildReportData(buildSampleReportInput())
    const [a, b] = [
      await renderReportPdf(data, { createdAt: FIXED_CLOCK }),
      await renderReportPdf(data, { createdAt: FIXED_CLOCK }),
    ]
    expect(sha256(a)).toBe(sha256(b))
    expect(existsSync(PDF_FILE)).toBe(true)
  })
})
