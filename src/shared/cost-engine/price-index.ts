import type { RateTable } from './rate-table'
import type { PriceAdjustment } from './types'

export type { PriceAdjustment }

/** '2024-Q4' → 2024*4 + 3 */
function quarterOrdinal(quarter: string): number {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter)
  return m ? Number(m[1]) * 4 + Number(m[2]) - 1 : NaN
}

/** ISO date → quarter ordinal; NaN for an unreadable date. */
export function dateToQuarterOrdinal(isoDate: string): number {
  const m = /^(\d{4})-(\d{2})/.exec(isoDate ?? '')
  if (!m) return NaN
  const month = Math.min(12, Math.max(1, Number(m[2])))
  return Number(m[1]) * 4 + Math.floor((month - 1) / 3)
}

/** Index at a quarter: linear between published/forecast points, clamped to the ends of the series. */
export function indexAtQuarter(ordinal: number, rates: RateTable): number {
  const pts = rates.tpi
  const first = pts[0]
  const last = pts[pts.length - 1]
  if (!first || !last) return 1
  if (!(ordinal > quarterOrdinal(first.quarter))) return first.index
  if (ordinal >= quarterOrdinal(last.quarter)) return last.index
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!
    const b = pts[i]!
    const qa = quarterOrdinal(a.quarter)
    const qb = quarterOrdinal(b.quarter)
    if (ordinal <= qb) return a.index + ((b.index - a.index) * (ordinal - qa)) / (qb - qa)
  }
  return last.index
}

/**
 * Factor bringing a rate from its own price base (a quarter) to the table's base quarter: 1 for a rate at the base;
 * otherwise index(base) / index(price base), the price base read from a published TPI point or a `historicTpi` point.
 * Throws for a price base no listed point covers (interpolating across the 2007-2022 gap would be a guess).
 */
export function priceBaseFactor(priceBase: string, rates: RateTable): number {
  if (priceBase === rates.baseQuarter) return 1
  const point =
    rates.tpi.find((p) => p.quarter === priceBase && !p.forecast) ??
    rates.historicTpi.find((p) => p.quarter === priceBase)
  if (!point) throw new Error(`No tender price index point for the price base ${priceBase}`)
  return indexAtQuarter(quarterOrdinal(rates.baseQuarter), rates) / point.index
}

const adjustmentCache = new WeakMap<RateTable, Map<string, PriceAdjustment>>()

/** Brings the table's base-date prices to `priceDate` (an unreadable date prices at the base date). Memoised. */
export function priceAdjustment(priceDate: string, rates: RateTable): PriceAdjustment {
  let cache = adjustmentCache.get(rates)
  if (!cache) {
    cache = new Map()
    adjustmentCache.set(rates, cache)
  }
  const hit = cache.get(priceDate)
  if (hit) return { ...hit }
  const computed = computeAdjustment(priceDate, rates)
  if (cache.size > 256) cache.clear()
  cache.set(priceDate, computed)
  return { ...computed }
}

function computeAdjustment(priceDate: string, rates: RateTable): PriceAdjustment {
  const baseOrdinal = quarterOrdinal(rates.baseQuarter)
  const baseIndex = indexAtQuarter(baseOrdinal, rates)
  const ord = dateToQuarterOrdinal(priceDate)
  const currentIndex = Number.isNaN(ord) ? baseIndex : Math.round(indexAtQuarter(ord, rates) * 10) / 10
  const forecast = rates.tpi.some((p) => p.forecast && quarterOrdinal(p.quarter) <= ord)
  return {
    baseDate: rates.baseQuarter,
    baseIndex,
    priceDate,
    currentIndex,
    factor: Math.round((currentIndex / baseIndex) * 10000) / 10000,
    source: `costmodelling.com tender price index (2000 = 100), ${rates.baseQuarter} = ${baseIndex}${forecast ? forecastNote(rates) : ''}`,
  }
}

/** Where the published series ends and our forecast takes over, and its rate: read from the table's own points. */
function forecastNote(rates: RateTable): string {
  const published = rates.tpi.filter((p) => !p.forecast).at(-1)
  const last = rates.tpi.filter((p) => p.forecast).at(-1)
  if (!published || !last) return ''
  const quarters = quarterOrdinal(last.quarter) - quarterOrdinal(published.quarter)
  const perQuarter = ((last.index / published.index) ** (1 / quarters) - 1) * 100
  return `; quarters after ${published.quarter} use our +${perQuarter.toFixed(1)}%/quarter forecast assumption`
}
