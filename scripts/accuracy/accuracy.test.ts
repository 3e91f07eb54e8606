import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv'
import { PUBLISHED_SETS, sharedDir, toResults } from './published-sets'
import { caseOf, num, requestFor, REGIONS } from './published-rules'
import { accuracyLine, median, scoreCsv, summarise, type ScoredRow } from './score'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import stored from '#shared/cost-engine/data/accuracy-results.json'

const DATE = '2026-11-26'
const HEADER =
  'row_id,project_type,subtype,region,region_key,size_sqm,quality_tier,low_gbp,high_gbp,typical_gbp,rate_per_sqm_low,rate_per_sqm_high,incl_vat,year,timeframe_weeks,source_type,source_title,source_url,quote,notes,basis,scope,size_basis,tag_note'

function csv(rows: Record<string, string>[]): string {
  const cols = HEADER.split(',')
  return [HEADER, ...rows.map((r) => cols.map((c) => JSON.stringify(r[c] ?? '')).join(','))].join('\n')
}

const kitchen = (id: string, extra: Record<string, string> = {}) => ({
  row_id: id,
  project_type: 'kitchen_renovation',
  subtype: 'mid-range kitchen refit',
  region_key: 'london',
  typical_gbp: '15000',
  incl_vat: 'no',
  year: '2026',
  basis: 'whole_project',
  scope: 'medium',
  size_basis: 'stated',
  size_sqm: '12',
  ...extra,
})

const score = (rows: Record<string, string>[]) => scoreCsv(csv(rows), DEFAULT_RATES, DATE)
const engineOf = (rows: Record<string, string>[]) => score(rows).rows.map((r) => r.engine!)

describe('csv parser', () => {
  it('handles quotes, commas, escaped quotes and newlines in quotes', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","line1\nline2"\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line1\nline2'],
      ['1', '', '3'],
    ])
  })
})

describe('which rows score-published.py scores', () => {
  it('leaves out other bases, rows before 2020, element-only types and rows with no point figure', () => {
    const s = score([
      kitchen('A1'),
      kitchen('B1', { basis: 'component' }),
      kitchen('B2', { basis: '' }),
      kitchen('C1', { year: '2019' }),
      kitchen('C2', { year: '2017-2018' }),
      kitchen('D1', { project_type: 'rewiring' }),
      // A range wider than 3× with no typical figure gives no point to compare with; within 3× its geometric mean.
      kitchen('E1', { typical_gbp: '', low_gbp: '5000', high_gbp: '20000' }),
      kitchen('E2', { typical_gbp: '', low_gbp: '10,000', high_gbp: '£20,000' }),
      // '2Q2017' reads as no year (its first four characters are not one), so the row is scored as 2024.
      kitchen('F1', { year: '2Q2017 (rebased)' }),
    ])
    expect(s.skipped).toEqual({
      'basis component': 1,
      'basis untagged': 1,
      'dated before 2020': 2,
      'element-only type': 1,
      'no point figure': 1,
    })
    expect(s.rows.map((r) => r.rowId)).toEqual(['A1', 'E2', 'F1'])
    expect(s.rows[1]!.published).toBeCloseTo(Math.sqrt(10_000 * 20_000), 9)
    expect(s.csvRows).toBe(9)
  })

  it('reads figures as the script does: ranges to their midpoint, anything with words to nothing', () => {
    expect([num('1,250'), num('£900 – 1,600'), num('15-30'), num('65-80 (roof area)'), num(''), num('2Q20')]).toEqual([
      1250,
      1250,
      22.5,
      null,
      null,
      null,
    ])
  })
})

describe('the request each row becomes', () => {
  it('first-form types post the first form with the tagged scope (decorating → cosmetic) and the subtype', () => {
    const c = caseOf(kitchen('A1', { scope: 'decorating', quality_tier: 'premium' }))
    if ('skip' in c) throw new Error(c.skip)
    expect(requestFor(c, 'london')).toEqual({
      path: '/api/estimates',
      body: {
        projectType: 'kitchen_renovation',
        sizeSqm: 12,
        region: 'london',
        description: 'mid-range kitchen refit',
        finishQuality: 'high',
        renovationScope: 'cosmetic',
      },
    })
    const untagged = caseOf(kitchen('A2', { scope: 'unknown', size_basis: 'none', subtype: '' }))
    if ('skip' in untagged) throw new Error(untagged.skip)
    expect(requestFor(untagged, 'north').body).toEqual({
      projectType: 'kitchen_renovation',
      sizeSqm: 15,
      region: 'north',
      description: 'kitchen_renovation',
      finishQuality: 'mid',
    })
  })

  it('professional-only types post the professional form, the scope in words', () => {
    const c = caseOf(kitchen('H1', { project_type: 'house_to_hmo_conversion', scope: 'full', size_basis: 'none' }))
    if ('skip' in c) throw new Error(c.skip)
    expect(requestFor(c, 'ni')).toEqual({
      path: '/api/estimates/professional',
      body: expect.objectContaining({
        projectType: 'house_to_hmo_conversion',
        sizeSqm: 120,
        location: 'Northern Ireland',
        quality: 'standard',
        condition: 'fair',
        scope: 'mid-range kitchen refit: full back-to-brick renovation, structural works',
      }) as unknown,
    })
  })
})

describe('scoring', () => {
  it('VAT: yes compares inc VAT, no ex VAT, unknown the geometric midpoint of the two', () => {
    const [inc, exc, unknown] = engineOf([
      kitchen('V1', { incl_vat: 'yes (retail prices)' }),
      kitchen('V2', { incl_vat: 'no (assumed; not stated)' }),
      kitchen('V3', { incl_vat: 'unknown' }),
    ])
    expect(inc! / exc!).toBeGreaterThan(1.1)
    expect(unknown).toBeCloseTo(Math.sqrt(inc! * exc!), 6)
  })

  it('a £/m² row is the engine’s total over the size sent; the figure is deflated to the row’s year', () => {
    const [total, rate, old] = engineOf([
      kitchen('T1'),
      kitchen('T2', { basis: 'rate_per_sqm', typical_gbp: '', rate_per_sqm_low: '900', rate_per_sqm_high: '1500' }),
      kitchen('T3', { year: '2020' }),
    ])
    expect(rate! * 12).toBeCloseTo(total!, 6)
    expect(old).toBeCloseTo((total! * 0.86) / 1.05, 6)
  })

  it('a UK-average row takes the median of the nine regions', () => {
    const regional = engineOf(REGIONS.map((r) => kitchen(r, { region_key: r === 'north' ? 'north_west' : r })))
    const [ukAverage] = engineOf([kitchen('UK', { region_key: 'uk_average' })])
    expect(new Set(regional).size).toBeGreaterThan(3)
    expect(ukAverage).toBe(median(regional))
  })

  it('a call the app refuses is a miss: error ln 2 (reported as 100%), outside the range', () => {
    // The first form takes at most 1000 m².
    const s = score([kitchen('X1', { size_sqm: '2000' })])
    expect(s.rows[0]).toMatchObject({
      engine: null,
      contains: false,
      failure: expect.stringMatching(/1000/) as unknown,
    })
    expect(s.all).toMatchObject({ n: 1, failed: 1, rangeContains: 0, bias: null })
    expect(s.all.medianAbsError).toBeCloseTo(1, 12)
    expect(accuracyLine(s.all)).toBe('median_abs_error=1.000 p80_abs_error=1.000 range_contains=0.000 n=1 failed=1')
  })

  it('sized rows are those sent their own size, reported apart', () => {
    const s = score([kitchen('S1'), kitchen('S2', { size_basis: 'none' }), kitchen('S3', { size_sqm: '65-80 (roof)' })])
    expect(s.rows.map((r) => r.sized)).toEqual([true, false, false])
    expect(s.sized!.n).toBe(1)
    expect(s.all.n).toBe(3)
  })

  it('the naive baseline predicts each row by the median of the other figures of its type and basis', () => {
    const s = score([
      kitchen('N1', { typical_gbp: '10000' }),
      kitchen('N2', { typical_gbp: '20000' }),
      kitchen('N3', { typical_gbp: '40000' }),
      kitchen('N4', { basis: 'rate_per_sqm', typical_gbp: '', rate_per_sqm_low: '1000', rate_per_sqm_high: '1000' }),
    ])
    expect(s.rows.map((r) => r.naive)).toEqual([30_000, 25_000, 15_000, null])
    expect(s.all.naiveMissing).toBe(1)
  })
})

describe('summaries', () => {
  const row = (logError: number | null, contains = false): ScoredRow => ({
    rowId: 'r',
    projectType: 'kitchen_renovation',
    basis: 'whole_project',
    sized: false,
    vat: 'no',
    published: 1,
    engine: logError === null ? null : Math.exp(logError),
    low: null,
    high: null,
    logError,
    band: null,
    failure: logError === null ? 'refused' : null,
    contains,
    naive: null,
    naiveLogError: null,
  })

  it('median as statistics.median, p80 at rank floor(0.8 n), bias the signed median of priced rows', () => {
    const s = summarise([row(0.1, true), row(-0.3), row(0.2, true), row(null), row(0.05)])
    // |errors| sorted: 0.05 0.1 0.2 0.3 ln2 → median 0.2, p80 index 4 → ln 2.
    expect(s.medianAbsError).toBeCloseTo(Math.exp(0.2) - 1, 12)
    expect(s.p80AbsError).toBeCloseTo(1, 12)
    expect(s.rangeContains).toBe(0.4)
    expect(s.bias).toBeCloseTo(Math.exp((0.05 + 0.1) / 2) - 1, 12)
    expect(s.failed).toBe(1)
  })
})

// The published sets are in the repository (research/data); SHARED_DIR can point at another copy.
const shared = sharedDir(path.resolve(__dirname, '../..'))
describe('the stored figures', () => {
  it('accuracy-results.json is a fresh run of both sets on its date (`npm run accuracy -- --write`)', () => {
    expect(shared, 'research/data holds the published sets').not.toBeNull()
    const scores = PUBLISHED_SETS.map((set) =>
      scoreCsv(readFileSync(path.join(shared!, 'data', set.file), 'utf8'), DEFAULT_RATES, stored.measuredOn),
    )
    expect(stored).toEqual(toResults(scores, stored.measuredOn, DEFAULT_RATES.version))
  })
})
