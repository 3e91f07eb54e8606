import type { AccuracySummary } from '#shared/accuracy-results'
import type { RateTable } from '#shared/cost-engine/rate-table'
import { parseCsvObjects } from './csv'
import { callEngine, type EngineFigures } from './engine-call'
import { caseOf, requestFor, type PublishedCase } from './published-rules'

/**
 * Scores the engine against one tagged CSV by the rules of score-published.py (published-rules.ts): the engine is
 * called in process the way the HTTP routes call it, at `priceDate` (the server uses today), and its figure deflated
 * to the row's year. Error |ln(engine / published)|, reported as exp(median) - 1; containment in the engine's own
 * range; a refused call is a miss (ln 2, outside). Beside it, the naive per-type baseline (AccuracySummary).
 */

export interface ScoredRow {
  rowId: string
  projectType: string
  basis: PublishedCase['basis']
  sized: boolean
  vat: string
  published: number
  /** The engine's figure on the row's basis and VAT, deflated (median of the nine regions for UK-average rows). */
  engine: number | null
  low: number | null
  high: number | null
  /** Signed ln(engine / published); null when a call failed. */
  logError: number | null
  /** The measured band the engine's range used; null when a call failed. */
  band: EngineFigures['band'] | null
  failure: string | null
  contains: boolean
  /** The naive prediction: median of the other published figures of the type and basis; null when there are none. */
  naive: number | null
  naiveLogError: number | null
}

export interface SetScore {
  csvRows: number
  skipped: Record<string, number>
  rows: ScoredRow[]
  all: AccuracySummary
  sized: AccuracySummary | null
  byType: Record<string, AccuracySummary>
  rangeWidth: number | null
}

/** A failed call counts as this far off (a factor of two). */
const MISS = Math.LN2

/** statistics.median: the middle value, or the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** (value, low, high) on the row's basis and VAT: inc for 'yes…', ex for 'no…', else the geometric midpoint. */
function onBasis(f: EngineFigures, c: PublishedCase): [number, number, number] {
  const d = c.perSqm ? c.sizeSqm : 1
  const pick = c.vat.startsWith('yes')
    ? [f.inc, f.lowInc, f.highInc]
    : c.vat.startsWith('no')
      ? [f.exc, f.lowExc, f.highExc]
      : [Math.sqrt(f.inc * f.exc), Math.sqrt(f.lowInc * f.lowExc), Math.sqrt(f.highInc * f.highExc)]
  return [pick[0]! / d, pick[1]! / d, pick[2]! / d]
}

function naiveFor(c: PublishedCase, cases: readonly PublishedCase[]): number | null {
  const others = cases.filter((o) => o !== c && o.projectType === c.projectType && o.basis === c.basis)
  return others.length ? median(others.map((o) => o.published)) : null
}

function scoreCase(
  c: PublishedCase,
  cases: readonly PublishedCase[],
  call: (path: string, body: Record<string, unknown>) => EngineFigures | { error: string },
): ScoredRow {
  const naive = naiveFor(c, cases)
  const base = {
    rowId: c.rowId,
    projectType: c.projectType,
    basis: c.basis,
    sized: c.sized,
    vat: c.vat,
    published: c.published,
    naive,
    naiveLogError: naive === null ? null : Math.log(naive / c.published),
  }
  const answers = c.regions.map((r) => {
    const { path, body } = requestFor(c, r)
    return call(path, body)
  })
  const failure = answers.find((a): a is { error: string } => 'error' in a)
  if (failure)
    return {
      ...base,
      engine: null,
      low: null,
      high: null,
      logError: null,
      band: null,
      failure: failure.error,
      contains: false,
    }
  const figures = (answers as EngineFigures[]).map((a) => onBasis(a, c))
  const [engine, low, high] = [0, 1, 2].map((i) => median(figures.map((f) => f[i]!)) * c.deflate) as [
    number,
    number,
    number,
  ]
  return {
    ...base,
    engine,
    low,
    high,
    logError: Math.log(engine / c.published),
    band: (answers as EngineFigures[])[0]!.band,
    failure: null,
    contains: low <= c.published && c.published <= high,
  }
}

/** The figures score-published.py prints, for any group of scored rows (at least one). */
export function summarise(rows: readonly ScoredRow[]): AccuracySummary {
  const abs = (e: number | null) => (e === null ? MISS : Math.abs(e))
  const errs = rows.map((r) => abs(r.logError)).sort((a, b) => a - b)
  const signed = rows.flatMap((r) => (r.logError === null ? [] : [r.logError]))
  return {
    n: rows.length,
    failed: rows.filter((r) => r.failure !== null).length,
    medianAbsError: Math.exp(median(errs)) - 1,
    p80AbsError: Math.exp(errs[Math.min(errs.length - 1, Math.floor(0.8 * errs.length))]!) - 1,
    rangeContains: rows.filter((r) => r.contains).length / rows.length,
    bias: signed.length ? Math.exp(median(signed)) - 1 : null,
    naiveMedianAbsError: Math.exp(median(rows.map((r) => abs(r.naiveLogError)))) - 1,
    naiveMissing: rows.filter((r) => r.naive === null).length,
  }
}

export function scoreCsv(csvText: string, rates: RateTable, priceDate: string): SetScore {
  const objects = parseCsvObjects(csvText)
  const skipped: Record<string, number> = {}
  const cases: PublishedCase[] = []
  for (const row of objects) {
    const c = caseOf(row)
    if ('skip' in c) skipped[c.skip] = (skipped[c.skip] ?? 0) + 1
    else cases.push(c)
  }
  const cache = new Map<string, EngineFigures | { error: string }>()
  const call = (path: string, body: Record<string, unknown>) => {
    const key = path + JSON.stringify(body)
    if (!cache.has(key)) cache.set(key, callEngine(path as Parameters<typeof callEngine>[0], body, rates, priceDate))
    return cache.get(key)!
  }
  const rows = cases.map((c) => scoreCase(c, cases, call))
  const byType: Record<string, AccuracySummary> = {}
  for (const type of [...new Set(rows.map((r) => r.projectType))].sort())
    byType[type] = summarise(rows.filter((r) => r.projectType === type))
  const sized = rows.filter((r) => r.sized)
  const widths = rows.flatMap((r) => (r.low !== null && r.high !== null && r.low > 0 ? [r.high / r.low] : []))
  return {
    csvRows: objects.length,
    skipped,
    rows,
    all: summarise(rows),
    sized: sized.length ? summarise(sized) : null,
    byType,
    rangeWidth: widths.length ? median(widths) : null,
  }
}

/** The contract line (docs/product/contracts.md): fractions, three decimals, as score-published.py rounds them. */
export function accuracyLine(s: AccuracySummary): string {
  const f = (n: number) => n.toFixed(3)
  return `median_abs_error=${f(s.medianAbsError)} p80_abs_error=${f(s.p80AbsError)} range_contains=${f(s.rangeContains)} n=${s.n} failed=${s.failed}`
}
