import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { dateToQuarterOrdinal, indexAtQuarter } from '#shared/cost-engine/price-index'
import { formatPriceBase, formatReportDate, gbp0, num } from './format'
import type { ReportContext } from './report-context'
import type { ReportData } from './types'

/** Tender returns come back about four weeks before the site starts (our assumption). */
const TENDER_WEEKS_BEFORE_START = 4
const DAY_MS = 86_400_000

const addWeeks = (iso: string, weeks: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + Math.round(weeks * 7) * DAY_MS).toISOString().slice(0, 10)

const quarterOf = (q: string) => Number(q.slice(0, 4)) * 4 + Number(q.slice(-1)) - 1

/**
 * The tender price index at a quarter: the rate table's series (published, then forecast points), carried on past its
 * last point at the series' own last quarterly rate (the engine itself clamps there: the likely figure never
 * prices a quarter the series does not reach; only this inflation advice looks further ahead).
 */
function forecastIndex(ordinal: number): number {
  const pts = DEFAULT_RATES.tpi
  const last = pts[pts.length - 1]
  const prev = pts[pts.length - 2]
  if (!last || !prev || !(ordinal > quarterOf(last.quarter))) return indexAtQuarter(ordinal, DEFAULT_RATES)
  const perQuarter = (last.index / prev.index) ** (1 / (quarterOf(last.quarter) - quarterOf(prev.quarter)))
  return last.index * perQuarter ** (ordinal - quarterOf(last.quarter))
}

/**
 * Inflation beside the likely figure (RICS cost prediction: priced at a base date, then brought to tender and to the
 * middle of the construction period): the tender price index at the estimate's price date (never the clock), at
 * tender and at mid-construction from this job's programme, and what each uplift adds to the builder's price.
 */
export function buildInflation(ctx: ReportContext, programme: ReportData['programme']): string {
  const { plan, constructionPence } = ctx
  const priceDate = ctx.report.priceDate
  const site = programme.phases.filter((p) => !p.isPreConstruction)
  const siteStart = site.length ? Math.min(...site.map((p) => p.start)) : 0
  const siteEnd = site.length ? Math.max(...site.map((p) => p.start + p.duration)) : siteStart
  // Movements from the engine's series, printed on the plan's own index scale (the one its price date used).
  const seriesAtPrice = forecastIndex(dateToQuarterOrdinal(priceDate))
  const planIndex = plan.priceAdjustment.currentIndex || seriesAtPrice
  const at = (weeks: number) => {
    const date = addWeeks(priceDate, weeks)
    const ratio = seriesAtPrice > 0 ? forecastIndex(dateToQuarterOrdinal(date)) / seriesAtPrice : 1
    return { date, index: Math.round(planIndex * ratio * 10) / 10 }
  }
  const base = { date: priceDate, index: planIndex }
  const tender = at(Math.max(0, siteStart - TENDER_WEEKS_BEFORE_START))
  const mid = at(siteStart + (siteEnd - siteStart) / 2)
  const uplift = (index: number) => (base.index > 0 ? index / base.index - 1 : 0)
  const line = (what: string, p: { date: string; index: number }) =>
    `to ${what} (${formatReportDate(p.date)}, index ${num.format(p.index)}): +${(uplift(p.index) * 100).toFixed(1)}%, about ${gbp0(constructionPence * uplift(p.index))}`
  return `Not in the likely figure, which is priced at ${formatReportDate(priceDate)} (index ${num.format(base.index)}). On the builder's price: ${line('tender', tender)}; ${line('mid-construction', mid)}. Index and forecast as under the price date above.`
}

/**
 * The tender price index's source as the report states it (page 2's sources, page 7's price date, which page 7's
 * inflation refers to): the engine's published series, then the one statement of where our forecast takes over and
 * at what rate, read from the rate table's own points, so no two notes can disagree (a bought report said "quarters
 * after 2024-Q4" beside "from 2025 Q2").
 */
export function tenderIndexSource(engineSource: string): string {
  // The engine writes quarters '2024-Q4'; the report says 'Q4 2024' everywhere.
  const series = engineSource
    .split(';')[0]!
    .trim()
    .replace(/\b(\d{4})-Q([1-4])\b/g, 'Q$2 $1')
  const lastPublished = DEFAULT_RATES.tpi.filter((p) => !p.forecast).at(-1)
  const lastForecast = DEFAULT_RATES.tpi.filter((p) => p.forecast).at(-1)
  if (!lastPublished || !lastForecast) return series
  const quarters = quarterOf(lastForecast.quarter) - quarterOf(lastPublished.quarter)
  const perQuarter = ((lastForecast.index / lastPublished.index) ** (1 / quarters) - 1) * 100
  return `${series}; quarters after ${formatPriceBase(lastPublished.quarter)} use our forecast of +${perQuarter.toFixed(1)}% a quarter`
}
