import type { Sourced } from './rate-table'

/**
 * The estimate's low-high range comes from measured residuals, not from combining assumed widths: for each family of
 * project types, the spread of ln(published / engine likely) over published UK costs (`npm run range-bands` measures
 * it; the accuracy scorer never re-measures it on the rows it scores), kept apart for jobs whose scope was stated and
 * jobs where it was not. Each side is at least the family's median absolute residual, so the likely figure is always
 * strictly inside, and each band carries the share of its rows it contains: the confidence the estimate states.
 */

/** Quantiles of the log residual ln(published / likely) for one family and one scope state. */
export interface ResidualBand {
  lowLog: number
  highLog: number
  /** Rows the quantiles were measured on. */
  n: number
  /** Share of those rows inside the band (0-1): the confidence an estimate with this band states. */
  coverage: number
}

export interface ScopeBands {
  known: ResidualBand
  unknown: ResidualBand
}

export interface RangeResiduals extends Sourced {
  lowQuantile: number
  highQuantile: number
  /** A family needs this many rows of a scope state to use its own band; otherwise the all-types band is used. */
  minRows: number
  families: Record<string, ScopeBands>
  all: ScopeBands
}

/** Families of project types whose residuals are pooled (recipe base type → family). */
const FAMILY_BY_BASE_TYPE: Record<string, string> = {
  kitchen: 'rooms',
  bathroom: 'rooms',
  room: 'rooms',
  cosmetic: 'rooms',
  house: 'house',
  extension: 'extension',
  loft: 'loft',
  basement: 'conversion',
  conversion: 'conversion',
  hmo: 'conversion',
  new_build: 'conversion',
  commercial: 'commercial',
  trade: 'trade',
}

export function rangeFamily(baseType: string): string {
  return FAMILY_BY_BASE_TYPE[baseType] ?? 'house'
}

/** The band for a family and scope state: the family's own when measured on enough rows, else all types'. */
export function residualBand(residuals: RangeResiduals, family: string, scopeKnown: boolean): ResidualBand {
  const own = residuals.families[family]?.[scopeKnown ? 'known' : 'unknown']
  if (own && own.n >= residuals.minRows) return own
  return residuals.all[scopeKnown ? 'known' : 'unknown']
}

/** Linear-interpolated quantile of sorted values (p in 0..1). */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const at = (sorted.length - 1) * p
  const lo = Math.floor(at)
  const hi = Math.ceil(at)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo)
}

export interface Residual {
  family: string
  scopeKnown: boolean
  /** ln(published / engine likely). */
  logResidual: number
}

function band(values: number[], low: number, high: number): ResidualBand {
  const sorted = [...values].sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 1000) / 1000
  if (sorted.length === 0) return { lowLog: 0, highLog: 0, n: 0, coverage: 0 }
  const typical = quantile(
    [...sorted.map(Math.abs)].sort((a, b) => a - b),
    0.5,
  )
  const lowLog = round(Math.min(quantile(sorted, low), -typical))
  const highLog = round(Math.max(quantile(sorted, high), typical))
  const inside = sorted.filter((v) => v >= lowLog && v <= highLog).length
  return { lowLog, highLog, n: sorted.length, coverage: round(inside / sorted.length) }
}

/** Measures the bands from residuals (the accuracy script calls this; so does leave-one-source-out scoring). */
export function measureResiduals(
  residuals: readonly Residual[],
  opts: Sourced & { lowQuantile: number; highQuantile: number; minRows: number },
): RangeResiduals {
  const pick = (rows: readonly Residual[], known: boolean) =>
    rows.filter((r) => r.scopeKnown === known).map((r) => r.logResidual)
  const bands = (rows: readonly Residual[]): ScopeBands => ({
    known: band(pick(rows, true), opts.lowQuantile, opts.highQuantile),
    unknown: band(pick(rows, false), opts.lowQuantile, opts.highQuantile),
  })
  const families: Record<string, ScopeBands> = {}
  for (const family of new Set(residuals.map((r) => r.family)))
    families[family] = bands(residuals.filter((r) => r.family === family))
  return { ...opts, families, all: bands(residuals) }
}
