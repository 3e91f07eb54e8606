import { formatGbp } from '#shared/format'
import type { Quality } from '#shared/cost-engine/types'

/** How the report prints money, percentages, dates and engine text: every page builder formats through here. */

export const gbp = (pence: number) => formatGbp(pence)
export const gbp0 = (pence: number) => formatGbp(pence, { wholePounds: true })
export const num = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })
const pctFmt = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** 0.1234 → '12.3%'; a divide by zero prints '0.0%'. */
export function percentOf(part: number, whole: number): string {
  if (!whole) return '0.0%'
  return `${pctFmt.format((part / whole) * 100)}%`
}
export const percentValue = (p: number) => `${num.format(p)}%`

const dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function parseIsoDate(iso: string): Date {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso)
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${iso}`)
  return d
}
export function formatReportDate(value: string | Date): string {
  return dateFmt.format(typeof value === 'string' ? parseIsoDate(value) : value)
}
/** Like formatReportDate, but also takes price-base labels: '2024-Q4' → 'Q4 2024'; anything else as given. */
export function formatPriceBase(value: string): string {
  const q = /^(\d{4})-?Q([1-4])$/i.exec(value.trim())
  if (q) return `Q${q[2]} ${q[1]}`
  try {
    return formatReportDate(value)
  } catch {
    return toPdfText(value)
  }
}
export { formatWeeks } from '#shared/format'
/** 'm2' → 'm²', 'm3' → 'm³'. */
export const prettyUnit = (u: string) => toPdfText(u.replace(/^(l?m)2$/i, '$1²').replace(/^(l?m)3$/i, '$1³'))
export function addMonths(iso: string, months: number): Date {
  const d = parseIsoDate(iso)
  const day = d.getUTCDate()
  const r = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate()
  r.setUTCDate(Math.min(day, last))
  return r
}

/**
 * The embedded font carries Latin-1 and general punctuation only; map the few other characters engine text
 * may contain so nothing prints as a missing glyph.
 */
const GLYPH_MAP: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '✓': 'Yes',
  '✗': 'No',
  '≈': '~',
}
/** Text the mapping below leaves as it is (most of a report): printable ASCII words, one space apart. */
const PLAIN_TEXT = /^[!-~]+(?: [!-~]+)*$/
export function toPdfText(text: string): string {
  if (PLAIN_TEXT.test(text)) return text
  return text
    .replace(/[≤≥→←✓✗≈]/g, (c) => GLYPH_MAP[c] ?? c)
    .replace(/\s+/g, ' ')
    .replace(/[^\u0020-\u00ff\u2000-\u206f\u20ac\u2122\u0152\u0153]/g, '?')
    .trim()
}
export const t = toPdfText

export function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s
}

export function lowerFirst(s: string): string {
  return s && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s
}

/** Shortens `text` to `maxChars`, at a space when one is near, ending in an ellipsis. */
export function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  const cut = text.slice(0, maxChars - 1)
  const sp = cut.lastIndexOf(' ')
  return `${(sp > maxChars * 0.6 ? cut.slice(0, sp) : cut).replace(/[\s,;:.]+$/, '')}…`
}

export const QUALITY_LABEL: Record<Quality, string> = {
  budget: 'Budget',
  standard: 'Standard',
  premium: 'Premium',
  luxury: 'Luxury',
}
