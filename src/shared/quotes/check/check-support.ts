import { formatGbp } from '#shared/format'
import type { QuoteLine, ReadQuote } from '../quote'
import type { Finding, PenceRange, PriceStand } from './quote-check'
import type { QuoteCheckReference, ReferenceItem } from './reference'
import { topicsOfText, type Topic } from './topics'

export const fmt = (p: number) => formatGbp(p, { wholePounds: true })
export const fmtRange = (r: PenceRange) => `${fmt(r.lowPence)}–${fmt(r.highPence)}`

/** TrustMark / deposit protection: a deposit is insured up to 25% of the price or £7,500, whichever is less. */
export const DEPOSIT_PROTECTED_PERCENT = 25
export const DEPOSIT_PROTECTED_PENCE = 750_000
/** A job this size (net) should hold back a retention for snagging (decision 030). */
export const RETENTION_EXPECTED_FROM_PENCE = 2_000_000
/** Provisional and PC sums above this share of the price make the total uncertain (decision 030). */
export const PROVISIONAL_UNCERTAIN_PERCENT = 10
/** VAT registration threshold from 1 April 2024 (gov.uk "VAT registration thresholds"). */
export const VAT_THRESHOLD_PENCE = 9_000_000
/** The standard rate, assumed when a quote adds "+ VAT" without a rate (VAT Notice 700). */
export const STANDARD_VAT_PERCENT = 20

const STOP = new Set(
  'and the for with from into per supply supplied fix fitted fit fitting install new existing all any to of in on at as or by inc incl including works work item items nr sum'.split(
    ' ',
  ),
)
export function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !STOP.has(w))
      .map((w) => w.replace(/(?:ing|es|s)$/, '')),
  )
}

export interface Mapping {
  items: ReferenceItem[]
  reasons: Map<string, string>
}

/** Maps one quote line to the estimate items sharing its most specific topics (and, to break ties, its words). */
export function mapLine(text: string, items: readonly ReferenceItem[]): Mapping {
  const topics = topicsOfText(text)
  const lineWords = words(text)
  let best = 0
  const scored: { item: ReferenceItem; score: number; via: Topic[]; shared: string[] }[] = []
  for (const item of items) {
    const via = topics.filter((t) => t.item(item))
    if (via.length === 0) continue
    const itemWords = words(`${item.description} ${item.trade}`)
    const shared = [...lineWords].filter((w) => itemWords.has(w))
    const score = via.reduce((s, t) => s + t.weight + 1, 0) + shared.length * 0.5
    best = Math.max(best, score)
    scored.push({ item, score, via, shared })
  }
  if (best === 0) {
    // No shared topic: two or more shared words with one item's description ("renovating plaster") still map it.
    for (const item of items) {
      const shared = [...lineWords].filter((w) => words(item.description).has(w))
      if (shared.length >= 2 && shared.length * 0.5 > best) {
        best = shared.length * 0.5
        scored.length = 0
        scored.push({ item, score: best, via: [], shared })
      }
    }
  }
  const chosen = scored.filter((s) => s.score >= best && best > 0)
  const reasons = new Map<string, string>()
  for (const c of chosen) {
    const why = c.via.length > 0 ? c.via.map((t) => t.label).join(', ') : 'the same work'
    const extra = c.shared.length > 0 ? `; both say ${c.shared.map((w) => `“${w}”`).join(', ')}` : ''
    reasons.set(c.item.id, `${why} (${c.item.trade}, element ${c.item.elementCode} ${c.item.elementName})${extra}`)
  }
  return { items: chosen.map((c) => c.item), reasons }
}

export function stand(amount: number, range: PenceRange): PriceStand {
  if (amount > range.highPence) return 'above'
  if (amount < range.lowPence) return 'below'
  return 'within'
}

export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0
}

/** A line maps by its own words; its heading (room or trade) helps only when its words name no estimate item. */
export function mapQuoteLine(l: QuoteLine, items: readonly ReferenceItem[]): Mapping {
  const own = mapLine(l.description, items)
  return own.items.length > 0 || !l.section ? own : mapLine(`${l.section}: ${l.description}`, items)
}

/** The VAT rate the quote charges, when it says or its figures show. */
export function chargedVatPercent(q: ReadQuote, net: number | null): number | null {
  if (q.vat.notRegistered) return 0
  if (q.vat.ratePercent !== undefined) return q.vat.ratePercent
  if (q.vat.amountPence !== undefined && net && net > 0) return Math.round((q.vat.amountPence / net) * 1000) / 10
  if (q.vat.amountPence === 0) return 0
  // "£9,880 + VAT" names no rate: VAT is added at the standard rate unless the quote says otherwise.
  if (q.vat.inclusive === false) return STANDARD_VAT_PERCENT
  return null
}

export interface Money {
  net: number | null
  vat: number | null
  total: number | null
  /** Divide a line's amount by this to compare it exc VAT (1 unless the prices include VAT). */
  lineDivisor: number
}

export function moneyOf(q: ReadQuote, allowedPercent: number): Money {
  const inclusive = q.vat.inclusive === true
  const statedRate = q.vat.notRegistered ? 0 : q.vat.ratePercent
  const divisor = inclusive ? 1 + (statedRate ?? allowedPercent) / 100 : 1
  const priced = q.lines.filter((l) => l.kind !== 'note' && l.amountPence !== undefined)
  const linesSum = priced.reduce((s, l) => s + (l.amountPence ?? 0), 0)
  let net: number | null = null
  if (q.subtotalPence !== undefined) net = q.subtotalPence
  else if (q.totalPence !== undefined && q.vat.amountPence !== undefined) net = q.totalPence - q.vat.amountPence
  else if (q.totalPence !== undefined && (q.vat.inclusive === false || q.vat.notRegistered || q.vat.ratePercent === 0))
    net = q.totalPence
  else if (q.totalPence !== undefined && inclusive) net = Math.round(q.totalPence / divisor)
  else if (priced.length > 0) net = Math.round(linesSum / divisor)
  else if (q.totalPence !== undefined) net = q.totalPence
  const rate = chargedVatPercent(q, net)
  const vat = q.vat.amountPence ?? (net !== null && rate !== null ? Math.round((net * rate) / 100) : null)
  const total =
    q.totalPence !== undefined && !(q.vat.inclusive === false && q.vat.amountPence === undefined)
      ? q.totalPence
      : net !== null && vat !== null
        ? net + vat
        : null
  return { net, vat, total, lineDivisor: divisor }
}

/** Checks `quote` against `ref`. */
/** What each part of the check reads, and where it writes its findings, reasons and questions. */
export interface CheckContext {
  quote: ReadQuote
  ref: QuoteCheckReference
  money: Money
  allowed: number
  findings: Finding[]
  questions: string[]
  reasons: string[]
}
