import type { EstimateResponse } from '#shared/schemas/estimates'
import { formatGbp } from '#shared/format'

type LineItem = EstimateResponse['lineItems'][number]

/** docs/product/constants.md: confidence shows 85% when the estimate has none. */
export const DEFAULT_CONFIDENCE_PERCENT = 85
/** docs/product/constants.md: typical savings shown are 8% to 18% of the cost excluding VAT. */
export const TYPICAL_SAVINGS_LOW = 0.08
export const TYPICAL_SAVINGS_HIGH = 0.18

/** The API sends pounds with 2 decimals; the UI formats pence. */
export function poundsToPence(pounds: number): number {
  return Math.round(pounds * 100)
}

/** Pounds → '£39,175' (whole) or '£39,175.44'. */
export function formatPounds(pounds: number, opts: { whole?: boolean } = {}): string {
  return formatGbp(poundsToPence(pounds), opts.whole ? { wholePounds: true } : {})
}

/** Confidence as a whole percent: accepts 0–1 or 0–100, and 85 when absent. */
export function confidencePercent(confidence: number | null | undefined): number {
  if (confidence === null || confidence === undefined || !Number.isFinite(confidence)) return DEFAULT_CONFIDENCE_PERCENT
  return Math.round(confidence <= 1 ? confidence * 100 : confidence)
}

/** Whole-number share of a total, 0 when the total is 0. */
export function percentOf(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0
}

/** 'Typical savings: £X – £Y': 8% and 18% of the cost excluding VAT, in whole pounds. */
export function formatTypicalSavings(totalExcludingVatPounds: number): string {
  const pence = poundsToPence(totalExcludingVatPounds)
  return `${formatGbp(pence * TYPICAL_SAVINGS_LOW, { wholePounds: true })} – ${formatGbp(pence * TYPICAL_SAVINGS_HIGH, {
    wholePounds: true,
  })}`
}

/** '5% VAT' / '20% VAT' / 'No VAT (0%)'. */
export function formatVatRate(ratePercent: number): string {
  return ratePercent === 0 ? 'Zero-rated (0% VAT)' : `${ratePercent}% VAT`
}

/** Weeks with at most one decimal: 11.5 → '11.5 weeks', 1 → '1 week'. */
export function formatWeeks(weeks: number): string {
  const rounded = Math.round(weeks * 10) / 10
  return `${rounded} week${rounded === 1 ? '' : 's'}`
}

/** Quantities as a QS writes them: up to 2 decimals, grouped thousands. */
export function formatQuantity(quantity: number): string {
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(quantity)
}

/** 'm2' → 'm²', 'm3' → 'm³'. */
export function formatUnit(unit: string): string {
  return unit.replace(/m2$/, 'm²').replace(/m3$/, 'm³')
}

function compareElementCodes(a: string, b: string): number {
  const pa = a.split('.').map(Number)
  const pb = b.split('.').map(Number)
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? -1) - (pb[i] ?? -1)
    if (diff !== 0) return Number.isNaN(diff) ? a.localeCompare(b) : diff
  }
  return 0
}

export interface ElementGroup {
  code: string
  name: string
  total: number
  items: LineItem[]
}

/** Line items grouped by NRM1 element, in element order ('0', '1', '2.1', '2.10' …), each with its subtotal. */
export function groupLineItems(items: readonly LineItem[]): ElementGroup[] {
  const groups = new Map<string, ElementGroup>()
  for (const item of items) {
    const group = groups.get(item.elementCode) ?? {
      code: item.elementCode,
      name: item.elementName,
      total: 0,
      items: [],
    }
    group.items.push(item)
    group.total = Math.round((group.total + item.total) * 100) / 100
    groups.set(item.elementCode, group)
  }
  return [...groups.values()].sort((a, b) => compareElementCodes(a.code, b.code))
}

/** Sum of the measured works (all line items), in pounds to the penny. */
export function sumLineItems(items: readonly LineItem[]): number {
  return poundsToPence(items.reduce((sum, item) => sum + item.total, 0)) / 100
}

/** Drivers the user's answers or description changed (the spec 'What your answers changed'). */
export function listChangedDrivers(drivers: EstimateResponse['drivers']) {
  return drivers.filter((d) => d.source === 'answer' || d.source === 'description')
}

/** Where the low–high range puts the likely figure, as a 0–100 position for the range bar. */
export function likelyPosition(range: EstimateResponse['range']): number {
  const span = range.high - range.low
  if (span <= 0) return 50
  return Math.min(100, Math.max(0, ((range.likely - range.low) / span) * 100))
}
