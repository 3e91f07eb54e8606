import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { accuracyLine, dispersionFloor, readCases, runAccuracy, type ScoredRow } from './accuracy'
import { ACCURACY_PRICE_DATE } from './config'
import { parseCsv } from './csv'
import { DEFAULT_RATES } from '../../src/shared/cost-engine/default-rates'
import stored from '../../src/shared/cost-engine/data/accuracy-results.json'
import storedResiduals from '../../src/shared/cost-engine/data/range-residuals.json'

const csvPath =
  process.env.CALIBRATION_CSV ?? path.resolve(__dirname, '../../../shared/data/uk-cost-calibration-tagged.csv')

const HEADER =
  'row_id,project_type,subtype,region,region_key,size_sqm,quality_tier,low_gbp,high_gbp,typical_gbp,rate_per_sqm_low,rate_per_sqm_high,incl_vat,year,timeframe_weeks,source_type,source_title,source_url,quote,notes,basis,scope,size_basis,tag_note'

function csv(rows: Record<string, string>[]): string {
  const cols = HEADER.split(',')
  return [HEADER, ...rows.map((r) => cols.map((c) => JSON.stringify(r[c] ?? '')).join(','))].join('\n')
}

const kitchen = (id: string, host: string, typical: string, extra: Record<string, string> = {}) => ({
  row_id: id,
  project_type: 'kitchen_renovation',
  region_key: 'uk_average',
  typical_gbp: typical,
  incl_vat: 'no',
  year: '2025',
  source_url: `https://${host}/page`,
  basis: 'whole_project',
  scope: 'medium',
  size_basis: 'stated',
  size_sqm: '12',
  ...extra,
})

describe('csv parser', () => {
  it('handles quotes, commas, escaped quotes and newlines in quotes', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","line1\nline2"\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line1\nline2'],
      ['1', '', '3'],
    ])
  })
})

describe('scoring rules', () => {
  it('scores whole-project and £/m² rows only, and counts a type the engine does not price as failed', () => {
    const text = csv([
      kitchen('A1', 'a.example', '15000'),
      { ...kitchen('A2', 'a.example', ''), basis: 'rate_per_sqm', rate_per_sqm_low: '900', rate_per_sqm_high: '1600' },
      { ...kitchen('B1', 'b.example', '5000'), basis: 'component' },
      { ...kitchen('C1', 'c.example', '4000'), project_type: 'garden_shed' },
    ])
    const report = runAccuracy(text, DEFAULT_RATES, ACCURACY_PRICE_DATE)
    expect(report.skipped).toEqual({ 'basis component': 1 })
    const rows = report.outOfSample.rows
    expect(rows.map((r) => r.rowId)).toEqual(['A1', 'A2', 'C1'])
    // £/m² against £/m²: the published centre is the geometric mean of the published rates.
    expect(rows[1]!.publishedPounds).toBeCloseTo(Math.sqrt(900 * 1600), 6)
    expect(rows[1]!.likelyPounds!).toBeLessThan(10_000)
    expect(rows[2]!.failure).toMatch(/garden_shed/)
    expect(rows[2]!.contains).toBe(false)
    expect(report.outOfSample.overall.failed).toBe(1)
    expect(accuracyLine(report)).toMatch(
      /^median_abs_error=[\d.]+ p80_abs_error=(?:[\d.]+|inf) range_contains=[\d.]+ n=3 failed=1$/,
    )
  })

  it('an unknown VAT basis scores the closer of the two engine figures; a known one scores its own', () => {
    const known = runAccuracy(csv([kitchen('A1', 'a.example', '15000')]), DEFAULT_RATES, ACCURACY_PRICE_DATE)
    const unknown = runAccuracy(
      csv([kitchen('A1', 'a.example', '15000', { incl_vat: 'unknown' })]),
      DEFAULT_RATES,
      ACCURACY_PRICE_DATE,
    )
    const exc = known.outOfSample.rows[0]!
    const either = unknown.outOfSample.rows[0]!
    expect(Math.abs(either.logError!)).toBeLessThanOrEqual(Math.abs(exc.logError!))
    expect(either.highPounds!).toBeGreaterThan(exc.highPounds!)
  })

  it('passes the tagged scope and, when untagged, prices a typical job with the scope not stated', () => {
    const { cases } = readCases(
      csv([
        kitchen('A1', 'a.example', '15000', { scope: 'decorating' }),
        kitchen('A2', 'a.example', '9', { scope: 'unknown' }),
      ]),
      DEFAULT_RATES,
      ACCURACY_PRICE_DATE,
    )
    expect(cases[0]!.input).toMatchObject({ scope: 'cosmetic', scopeKnown: true })
    expect(cases[1]!.input).toMatchObject({ scope: 'medium', scopeKnown: false })
  })

  it('leave-one-source-out: a source is scored with bands measured without it, and the naive model too', () => {
    // Source z publishes figures ten times the others: in sample its own residual widens the band; out of sample the
    // band is measured on the other seven sources only.
    const rows = [
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((h, i) => kitchen(`${h}1`, `${h}.example`, String(14000 + i * 500))),
      kitchen('z1', 'z.example', '150000'),
    ]
    const report = runAccuracy(csv(rows), DEFAULT_RATES, ACCURACY_PRICE_DATE)
    const z = report.outOfSample.rows.find((r) => r.rowId === 'z1')!
    expect(z.contains).toBe(false)
    expect(z.naivePounds!).toBeLessThan(20_000)
    const zIn = report.inSample.rows.find((r) => r.rowId === 'z1')!
    expect(zIn.highPounds!).toBeGreaterThan(z.highPounds! * 1.5)
    expect(zIn.likelyPounds).toBe(z.likelyPounds)
  })
})

// The calibration data sits beside the repository (../shared/data), so a bare clone skips this check.
describe.skipIf(!existsSync(csvPath))('accuracy against uk-cost-calibration-tagged.csv', () => {
  it('stored accuracy-results.json and range-residuals.json match a fresh run (`npm run accuracy -- --write`)', () => {
    const report = runAccuracy(readFileSync(csvPath, 'utf8'), DEFAULT_RATES, ACCURACY_PRICE_DATE)
    expect(stored.outOfSample.overall).toEqual(report.outOfSample.overall)
    expect(stored.inSample.overall).toEqual(report.inSample.overall)
    expect(stored.outOfSample.byType).toEqual(report.outOfSample.byType)
    expect(stored.rateTableVersion).toBe(DEFAULT_RATES.version)
    expect(stored.dispersionFloor).toEqual(dispersionFloor(report.outOfSample.rows))
    expect(storedResiduals).toEqual(report.residuals)
    expect(DEFAULT_RATES.range.residuals).toEqual(report.residuals)
  })
})

describe('dispersion floor', () => {
  const row = (projectType: string, source: string, logError: number | null): ScoredRow => ({
    rowId: `${projectType}-${source}-${logError}`,
    source,
    projectType,
    basis: 'whole_project',
    scope: 'medium',
    sizeSqm: 12,
    vat: 'exc',
    publishedPounds: 1000,
    failure: logError === null ? 'no size' : null,
    likelyPounds: logError === null ? null : 1000 * Math.exp(logError),
    lowPounds: null,
    highPounds: null,
    logError,
    contains: false,
    naivePounds: null,
    naiveLogError: null,
  })

  it('removes each type’s mean error: a constant bias leaves nothing in sample', () => {
    const rows = [row('kitchen', 'a', 0.3), row('kitchen', 'b', 0.3), row('loft', 'a', -0.2), row('loft', 'b', -0.2)]
    expect(dispersionFloor(rows)).toEqual({ inSample: 0, outOfSample: 0 })
  })

  it('out of sample takes the mean over other sources only, and ignores failed rows', () => {
    // kitchen: a +0.4, b 0 → in sample both are 0.2 from the mean 0.2; out of sample each is corrected by the other.
    const rows = [row('kitchen', 'a', 0.4), row('kitchen', 'b', 0), row('kitchen', 'c', null)]
    expect(dispersionFloor(rows)).toEqual({ inSample: 0.2, outOfSample: 0.4 })
  })

  it('measures the real calibration set', () => {
    if (!existsSync(csvPath)) return
    const report = runAccuracy(readFileSync(csvPath, 'utf8'), DEFAULT_RATES, ACCURACY_PRICE_DATE)
    const floor = dispersionFloor(report.outOfSample.rows)
    expect(floor.inSample).toBeGreaterThan(0)
    expect(floor.outOfSample).toBeGreaterThanOrEqual(floor.inSample)
  })
})
