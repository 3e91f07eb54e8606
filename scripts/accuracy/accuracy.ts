import { parseCsvObjects } from './csv'
import type { Summary } from '../../src/shared/cost-engine/accuracy-summary'
import { estimateCost } from '../../src/shared/cost-engine/estimate-cost'
import {
  measureResiduals,
  quantile,
  rangeFamily,
  type RangeResiduals,
  type Residual,
} from '../../src/shared/cost-engine/range'
import type { RateTable } from '../../src/shared/cost-engine/rate-table'
import {
  PROJECT_TYPES,
  type CostInput,
  type ProjectType,
  type Quality,
  type Scope,
} from '../../src/shared/cost-engine/types'

export type { Summary }

/**
 * Measures the engine against published UK costs (the columns of uk-cost-calibration-tagged.csv).
 *
 * - Scored rows: `basis` whole_project (engine total against the published total) and rate_per_sqm (engine £/m²
 *   against the published £/m², never a rate times a guessed size). Other bases are not comparable and are counted
 *   as skipped. A row the engine cannot price (a project type it does not know, no figure) counts as failed: a miss
 *   in every figure.
 * - The input is what a user would give: the row's type, size (`size_basis` stated → its midpoint; otherwise the type's
 *   typical size), region, quality, its subtype words as the description, and its scope when tagged (else not
 *   stated). Prices are brought to the row's year.
 * - Published figure: typical, else the geometric mean of low and high (the centre on the log scale the error uses).
 * - Error: |ln(engine / published)|. VAT: inc or exc as the row says; where unknown, both bases are tried and the
 *   closer one is scored, and containment takes the engine's range from its exc-VAT low to its inc-VAT high.
 * - Range: the engine's own low-high (no tolerance band). Out of sample, the measured residual bands the range is
 *   built from are re-measured without the source being scored (leave-one-source-out), so no row is scored by a
 *   range fitted on its own source. The engine's rates are never fitted to these rows, so its likely figure is the
 *   same in and out of sample.
 * - Naive baseline, scored the same way: the median published £/m² of the type over the other sources' rows
 *   (whole-project figures divided by their size), times the row's size for whole-project rows.
 */

export const RESIDUAL_QUANTILES = { lowQuantile: 0.1, highQuantile: 0.9, minRows: 6 } as const

export type Basis = 'whole_project' | 'rate_per_sqm'
type VatBasis = 'inc' | 'exc' | 'unknown'

export interface CalibrationCase {
  rowId: string
  source: string
  projectType: string
  basis: Basis
  scope: Scope | null
  sizeSqm: number | null
  /** Published figure: £ for whole_project, £/m² for rate_per_sqm. */
  publishedPounds: number | null
  vat: VatBasis
  input: CostInput | null
  failure: string | null
}

/** A case as scored: the row's facts, the engine's figures and the error. */
export interface ScoredRow extends Pick<
  CalibrationCase,
  'rowId' | 'source' | 'projectType' | 'basis' | 'scope' | 'sizeSqm' | 'vat' | 'publishedPounds' | 'failure'
> {
  /** Engine figures in the row's basis (£ or £/m²) and chosen VAT basis; null when failed. */
  likelyPounds: number | null
  lowPounds: number | null
  highPounds: number | null
  /** Signed ln(engine / published); null when failed. */
  logError: number | null
  contains: boolean
  naivePounds: number | null
  naiveLogError: number | null
}

export interface AccuracyReport {
  priceDate: string
  csvRows: number
  skipped: Record<string, number>
  /** Leave-one-source-out: residual bands re-measured without the scored row's source. The headline. */
  outOfSample: { overall: Summary; byType: Record<string, Summary>; rows: ScoredRow[] }
  /** Bands measured on every row, including the scored one's source. */
  inSample: { overall: Summary; byType: Record<string, Summary>; rows: ScoredRow[] }
  /** The bands measured on all rows (what the engine ships in data/range-residuals.json). */
  residuals: RangeResiduals
}

const PROJECT_TYPE_SET = new Set<string>(PROJECT_TYPES)
const QUALITY_SET = new Set<string>(['budget', 'standard', 'premium', 'luxury'])
const SCOPE_BY_TAG: Record<string, Scope> = {
  decorating: 'cosmetic',
  cosmetic: 'cosmetic',
  light: 'light',
  medium: 'medium',
  refurbishment: 'medium',
  extensive: 'extensive',
  full: 'full',
}

function num(v: string | undefined): number | null {
  if (!v) return null
  const n = Number(v.replace(/[£,\s]/g, ''))
  return Number.isFinite(n) && n > 0 ? n : null
}

/** '20' → 20; '15-30' → 22.5; '65-80 (roof area)' → 72.5; blank → null. */
export function parseSize(v: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?/.exec(v ?? '')
  if (!m) return null
  const a = Number(m[1])
  const b = m[2] ? Number(m[2]) : a
  const mid = (a + b) / 2
  return mid > 0 ? mid : null
}

/** Row year → ISO date: '2Q2017' / 'Q4 2025' → mid-quarter; '2024 (...)' → mid-year; none → null. */
export function parseRowDate(v: string): string | null {
  const q = /(?:([1-4])Q\s?(\d{4}))|(?:Q([1-4])\s?(\d{4}))/i.exec(v ?? '')
  if (q) {
    const quarter = Number(q[1] ?? q[3])
    const year = q[2] ?? q[4]
    return `${year}-${String(quarter * 3 - 1).padStart(2, '0')}-15`
  }
  const y = /\b(20\d{2})\b/.exec(v ?? '')
  return y ? `${y[1]}-07-01` : null
}

/** The centre of a published figure: typical, else the geometric mean of low and high, else the one given. */
function centre(typical: number | null, low: number | null, high: number | null): number | null {
  if (typical !== null) return typical
  if (low !== null && high !== null) return Math.sqrt(low * high)
  return low ?? high
}

function vatOf(v: string): VatBasis {
  if (/^yes/i.test(v)) return 'inc'
  if (/^no/i.test(v)) return 'exc'
  return 'unknown'
}

function hostOf(url: string, title: string): string {
  const m = /^https?:\/\/(?:www\.)?([^/]+)/i.exec(url.trim())
  return m ? m[1]!.toLowerCase() : title.trim().toLowerCase() || 'unknown source'
}

/** Reads the scored rows of a tagged calibration CSV into engine inputs. */
export function readCases(
  csvText: string,
  rates: RateTable,
  priceDate: string,
): { cases: CalibrationCase[]; skipped: Record<string, number>; csvRows: number } {
  const skipped: Record<string, number> = {}
  const cases: CalibrationCase[] = []
  const objects = parseCsvObjects(csvText)
  for (const row of objects) {
    const basis = row.basis ?? ''
    if (basis !== 'whole_project' && basis !== 'rate_per_sqm') {
      const reason = basis ? `basis ${basis}` : 'no basis'
      skipped[reason] = (skipped[reason] ?? 0) + 1
      continue
    }
    const type = row.project_type ?? ''
    const scope = SCOPE_BY_TAG[(row.scope ?? '').trim()] ?? null
    const stated = (row.size_basis ?? '').trim() === 'stated' ? parseSize(row.size_sqm ?? '') : null
    const profile = rates.profiles[type]
    const sizeSqm = stated ?? profile?.typicalSizeSqm ?? null
    const publishedPounds =
      basis === 'rate_per_sqm'
        ? (centre(null, num(row.rate_per_sqm_low), num(row.rate_per_sqm_high)) ??
          (stated !== null
            ? (centre(num(row.typical_gbp), num(row.low_gbp), num(row.high_gbp)) ?? 0) / stated || null
            : null))
        : centre(num(row.typical_gbp), num(row.low_gbp), num(row.high_gbp))
    const base = {
      rowId: row.row_id ?? '',
      source: hostOf(row.source_url ?? '', row.source_title ?? ''),
      projectType: type,
      basis: basis as Basis,
      scope,
      sizeSqm,
      publishedPounds,
      vat: vatOf(row.incl_vat ?? ''),
    }
    const failure = !PROJECT_TYPE_SET.has(type)
      ? `project type ${type || '(blank)'} is not one the engine prices`
      : publishedPounds === null
        ? 'no published figure'
        : null
    const input: CostInput | null =
      failure === null && sizeSqm !== null
        ? {
            projectType: type as ProjectType,
            sizeSqm,
            region: (row.region_key || 'uk_average') as CostInput['region'],
            condition: 'average',
            scope: scope ?? 'medium',
            scopeKnown: scope !== null,
            quality: QUALITY_SET.has(row.quality_tier ?? '') ? (row.quality_tier as Quality) : 'standard',
            description: row.subtype ?? '',
            answers: {},
            priceDate: parseRowDate(row.year ?? '') ?? priceDate,
          }
        : null
    cases.push({ ...base, input, failure })
  }
  return { cases, skipped, csvRows: objects.length }
}

interface Priced {
  likelyExc: number
  likelyInc: number
  lowExc: number
  highExc: number
  lowInc: number
  highInc: number
}

function price(c: CalibrationCase, rates: RateTable): Priced {
  const plan = estimateCost(c.input!, rates)
  const per = c.basis === 'rate_per_sqm' ? 100 * c.sizeSqm! : 100
  return {
    likelyExc: plan.totalExcVatPence / per,
    likelyInc: plan.totalIncVatPence / per,
    lowExc: plan.range.lowExcVatPence / per,
    highExc: plan.range.highExcVatPence / per,
    lowInc: plan.range.lowPence / per,
    highInc: plan.range.highPence / per,
  }
}

/** The engine's figure on the row's VAT basis (for unknown, the closer of the two) and whether its range holds it. */
function compare(c: CalibrationCase, p: Priced) {
  const pub = c.publishedPounds!
  const exc = Math.log(p.likelyExc / pub)
  const inc = Math.log(p.likelyInc / pub)
  const useInc = c.vat === 'inc' || (c.vat === 'unknown' && Math.abs(inc) < Math.abs(exc))
  const low = c.vat === 'inc' ? p.lowInc : p.lowExc
  const high = c.vat === 'exc' ? p.highExc : p.highInc
  return {
    likely: useInc ? p.likelyInc : p.likelyExc,
    logError: useInc ? inc : exc,
    low,
    high,
    contains: pub >= low && pub <= high,
  }
}

function naivePerSqm(training: readonly CalibrationCase[], projectType: string): number | null {
  const rates = training
    .filter((t) => t.projectType === projectType && t.publishedPounds !== null && t.sizeSqm !== null)
    .map((t) => (t.basis === 'rate_per_sqm' ? t.publishedPounds! : t.publishedPounds! / t.sizeSqm!))
    .sort((a, b) => a - b)
  return rates.length ? quantile(rates, 0.5) : null
}

/** Nearest-rank on purpose: with failed rows (Infinity) interpolation would give Infinity for any rank above them. */
function nearestRank(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
}

function summarise(rows: readonly ScoredRow[]): Summary {
  const abs = rows.map((r) => (r.logError === null ? Infinity : Math.abs(r.logError))).sort((a, b) => a - b)
  const naive = rows.map((r) => (r.naiveLogError === null ? Infinity : Math.abs(r.naiveLogError))).sort((a, b) => a - b)
  const priced = rows.filter((r) => r.logError !== null)
  const round = (n: number) => (Number.isFinite(n) ? Math.round(n * 1000) / 1000 : null)
  const q = nearestRank
  return {
    n: rows.length,
    failed: rows.filter((r) => r.failure !== null).length,
    medianAbsError: round(q(abs, 0.5)),
    p80AbsError: round(q(abs, 0.8)),
    rangeContains: rows.length ? Math.round((rows.filter((r) => r.contains).length / rows.length) * 1000) / 1000 : 0,
    bias: priced.length ? Math.round((priced.reduce((s, r) => s + r.logError!, 0) / priced.length) * 1000) / 1000 : 0,
    naiveMedianAbsError: round(q(naive, 0.5)),
  }
}

function byType(rows: readonly ScoredRow[]): Record<string, Summary> {
  const out: Record<string, Summary> = {}
  for (const type of [...new Set(rows.map((r) => r.projectType))].sort())
    out[type] = summarise(rows.filter((r) => r.projectType === type))
  return out
}

function residualOf(c: CalibrationCase, p: Priced, rates: RateTable): Residual {
  const recipeId = rates.profiles[c.projectType]!.recipeId
  return {
    family: rangeFamily(rates.recipes[recipeId]?.baseType ?? ''),
    scopeKnown: c.input!.scopeKnown !== false,
    logResidual: -compare(c, p).logError,
  }
}

/**
 * Scores every row twice: in sample (the engine's range built from residuals measured on all rows) and out of sample
 * (leave-one-source-out). `rates.range.residuals` is replaced in both, so the shipped table does not leak in.
 */
export function runAccuracy(csvText: string, rates: RateTable, priceDate: string): AccuracyReport {
  const { cases, skipped, csvRows } = readCases(csvText, rates, priceDate)
  const pricedOnce = new Map<CalibrationCase, Priced>()
  for (const c of cases) if (c.input) pricedOnce.set(c, price(c, rates))
  const residualSource = {
    source: `Measured by scripts/accuracy.ts: quantiles ${RESIDUAL_QUANTILES.lowQuantile}-${RESIDUAL_QUANTILES.highQuantile} of ln(published / likely) over the tagged calibration rows`,
    date: priceDate,
    ...RESIDUAL_QUANTILES,
  }
  const residualsWithout = (source: string | null) =>
    measureResiduals(
      cases
        .filter((c) => c.source !== source && pricedOnce.has(c))
        .map((c) => residualOf(c, pricedOnce.get(c)!, rates)),
      residualSource,
    )
  const all = residualsWithout(null)

  const score = (c: CalibrationCase, bands: RangeResiduals, training: readonly CalibrationCase[]): ScoredRow => {
    const naiveRate = naivePerSqm(training, c.projectType)
    const naivePounds =
      naiveRate === null || c.sizeSqm === null ? null : c.basis === 'rate_per_sqm' ? naiveRate : naiveRate * c.sizeSqm
    const base = {
      rowId: c.rowId,
      source: c.source,
      projectType: c.projectType,
      basis: c.basis,
      scope: c.scope,
      sizeSqm: c.sizeSqm,
      vat: c.vat,
      publishedPounds: c.publishedPounds,
      naivePounds,
      naiveLogError:
        naivePounds === null || c.publishedPounds === null ? null : Math.log(naivePounds / c.publishedPounds),
    }
    if (!c.input)
      return {
        ...base,
        likelyPounds: null,
        lowPounds: null,
        highPounds: null,
        logError: null,
        contains: false,
        failure: c.failure ?? 'no size',
      }
    const cmp = compare(c, price(c, { ...rates, range: { ...rates.range, residuals: bands } }))
    return {
      ...base,
      likelyPounds: cmp.likely,
      lowPounds: cmp.low,
      highPounds: cmp.high,
      logError: cmp.logError,
      contains: cmp.contains,
      failure: null,
    }
  }

  const inRows = cases.map((c) => score(c, all, cases))
  const sources = [...new Set(cases.map((c) => c.source))]
  const bandsWithout = new Map(sources.map((s) => [s, residualsWithout(s)]))
  const outRows = cases.map((c) =>
    score(
      c,
      bandsWithout.get(c.source)!,
      cases.filter((t) => t.source !== c.source),
    ),
  )
  return {
    priceDate,
    csvRows,
    skipped,
    outOfSample: { overall: summarise(outRows), byType: byType(outRows), rows: outRows },
    inSample: { overall: summarise(inRows), byType: byType(inRows), rows: inRows },
    residuals: all,
  }
}

/**
 * How far any per-type recalibration of the engine could go on these rows: each row's signed error minus its type's
 * mean signed error, as the median of the absolute result. `inSample` takes the mean over every row of the type,
 * the row itself included (an oracle: fitting each type's level to this very data, which the engine must never do);
 * `outOfSample` takes it over the other sources' rows only (0 when there are none), which is the best a per-type
 * correction fitted on the data could score under the headline's leave-one-source-out rule. What is left is how
 * much the published figures disagree with each other after their type's level is removed: no engine scores below
 * it without fitting individual rows.
 */
export function dispersionFloor(rows: readonly ScoredRow[]): { inSample: number; outOfSample: number } {
  const priced = rows.filter((r) => r.logError !== null)
  const meanError = (pool: readonly ScoredRow[]) =>
    pool.length ? pool.reduce((s, r) => s + r.logError!, 0) / pool.length : 0
  const median = (values: number[]) =>
    nearestRank(
      [...values].sort((a, b) => a - b),
      0.5,
    )
  const residualMedian = (poolFor: (r: ScoredRow) => readonly ScoredRow[]) =>
    Math.round(median(priced.map((r) => Math.abs(r.logError! - meanError(poolFor(r))))) * 1000) / 1000
  const sameType = (r: ScoredRow) => priced.filter((t) => t.projectType === r.projectType)
  return {
    inSample: residualMedian(sameType),
    outOfSample: residualMedian((r) => sameType(r).filter((t) => t.source !== r.source)),
  }
}

/** The contract line (PRODUCT.md): fractions, out of sample. */
export function accuracyLine(report: AccuracyReport): string {
  const o = report.outOfSample.overall
  const f = (n: number | null) => (n === null ? 'inf' : String(n))
  return `median_abs_error=${f(o.medianAbsError)} p80_abs_error=${f(o.p80AbsError)} range_contains=${f(o.rangeContains)} n=${o.n} failed=${o.failed}`
}
