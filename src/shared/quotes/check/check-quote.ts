import { formatGbp } from '../../format'
import type { QuoteLine, ReadQuote } from '../quote'
import type { Finding, LineCheck, LineStatus, MissingItem, PenceRange, PriceStand, QuoteCheck } from './quote-check'
import { sumRanges, type QuoteCheckReference, type ReferenceItem } from './reference'
import { topicsOfText, type Topic } from './topics'

/**
 * Checks a builder's quote against an estimate of the same job (issue 29, decision 030). Pure: no clock, I/O or
 * randomness. It never says "fair" or "unfair": it says where the quote stands against the estimate and why, and what
 * to ask the builder.
 *
 * The checklist is UK guidance, each rule cited where it is applied:
 * - TrustMark Code of Conduct, "Quotes and contracts" (https://www.trustmark.org.uk/consumers/quotes-and-contracts):
 *   a quotation holds a full breakdown of the works including ancillary items such as scaffolding, the total price
 *   including VAT for domestic customers, how long the job will take, any deposit, stage payments, guarantee and
 *   payment terms.
 * - Deposit protection insurance covers up to 25% of the agreed price or £7,500, whichever is less (Consumer
 *   Protection Association, https://www.thecpa.co.uk/trade/protection-insurance/deposit-protection/; TrustMark's
 *   insurance requirement covers deposits and prepayments, https://trustmark.org.uk/ourservices/warranty-protection).
 * - VAT: the rate the law allows for the job is the engine's own decision (VAT Notice 708, cited per estimate).
 */

const fmt = (p: number) => formatGbp(p, { wholePounds: true })
const fmtRange = (r: PenceRange) => `${fmt(r.lowPence)}–${fmt(r.highPence)}`

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
const STANDARD_VAT_PERCENT = 20

const STOP = new Set(
  'and the for with from into per supply supplied fix fitted fit fitting install new existing all any to of in on at as or by inc incl including works work item items nr sum'.split(
    ' ',
  ),
)
function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 4 && !STOP.has(w))
      .map((w) => w.replace(/(?:ing|es|s)$/, '')),
  )
}

interface Mapping {
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

function stand(amount: number, range: PenceRange): PriceStand {
  if (amount > range.highPence) return 'above'
  if (amount < range.lowPence) return 'below'
  return 'within'
}

function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0
}

/** A line maps by its own words; its heading (room or trade) helps only when its words name no estimate item. */
function mapQuoteLine(l: QuoteLine, items: readonly ReferenceItem[]): Mapping {
  const own = mapLine(l.description, items)
  return own.items.length > 0 || !l.section ? own : mapLine(`${l.section}: ${l.description}`, items)
}

/** The VAT rate the quote charges, when it says or its figures show. */
function chargedVatPercent(q: ReadQuote, net: number | null): number | null {
  if (q.vat.notRegistered) return 0
  if (q.vat.ratePercent !== undefined) return q.vat.ratePercent
  if (q.vat.amountPence !== undefined && net && net > 0) return Math.round((q.vat.amountPence / net) * 1000) / 10
  if (q.vat.amountPence === 0) return 0
  // "£9,880 + VAT" names no rate: VAT is added at the standard rate unless the quote says otherwise.
  if (q.vat.inclusive === false) return STANDARD_VAT_PERCENT
  return null
}

interface Money {
  net: number | null
  vat: number | null
  total: number | null
  /** Divide a line's amount by this to compare it exc VAT (1 unless the prices include VAT). */
  lineDivisor: number
}

function moneyOf(q: ReadQuote, allowedPercent: number): Money {
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
export function checkQuote(quote: ReadQuote, ref: QuoteCheckReference): QuoteCheck {
  const allowed = ref.vat.ratePercent
  const money = moneyOf(quote, allowed)
  const findings: Finding[] = []
  const questions: string[] = []
  const reasons: string[] = []

  // ---- Lines: map, group lines that share estimate items, compare each group once.
  const mappings = quote.lines.map((l) =>
    l.kind === 'note' ? { items: [], reasons: new Map<string, string>() } : mapQuoteLine(l, ref.items),
  )
  const parent = quote.lines.map((_, i) => i)
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)))
  const owner = new Map<string, number>()
  mappings.forEach((m, i) => {
    for (const item of m.items) {
      const o = owner.get(item.id)
      if (o === undefined) owner.set(item.id, i)
      else parent[find(i)] = find(o)
    }
  })
  const groupIds = new Map<number, number>()
  const groupOf = (i: number) => {
    const root = find(i)
    if (!groupIds.has(root)) groupIds.set(root, groupIds.size)
    return groupIds.get(root)!
  }
  const groupLines = new Map<number, number[]>()
  mappings.forEach((m, i) => {
    if (m.items.length === 0 || quote.lines[i]!.amountPence === undefined) return
    const g = groupOf(i)
    groupLines.set(g, [...(groupLines.get(g) ?? []), i])
  })
  const groupRange = new Map<number, PenceRange>()
  const groupStand = new Map<number, PriceStand>()
  for (const [g, idx] of groupLines) {
    const items = new Map<string, ReferenceItem>()
    for (const i of idx) for (const it of mappings[i]!.items) items.set(it.id, it)
    const range = sumRanges([...items.values()].map((it) => it.range))
    const amount = idx.reduce((s, i) => s + (quote.lines[i]!.amountPence ?? 0), 0) / money.lineDivisor
    groupRange.set(g, range)
    groupStand.set(g, stand(amount, range))
  }

  const pricedLines = quote.lines.filter((l) => l.kind !== 'note' && l.amountPence !== undefined && l.amountPence > 0)
  const itemised = pricedLines.length >= 2
  const lumpSum = pricedLines.length === 1
  const lines: LineCheck[] = quote.lines.map((l, index) => {
    const m = mappings[index]!
    const amount = l.amountPence ?? null
    const matches = m.items.map((it) => ({
      itemId: it.id,
      description: it.description,
      elementCode: it.elementCode,
      trade: it.trade,
      reason: m.reasons.get(it.id) ?? '',
    }))
    let status: LineStatus
    let range: PenceRange | null = null
    let group: number | null = null
    let note: string
    if (l.kind === 'note' || amount === null) {
      status = 'not_priced'
      note = 'No price on this line.'
    } else if (m.items.length === 0 && lumpSum) {
      status = 'within'
      range = ref.builderRange
      status = stand(amount / money.lineDivisor, range)
      note = `The whole job in one sum, compared with the estimate's ${fmtRange(range)} for the builder's work.`
    } else if (m.items.length === 0) {
      status = 'not_in_estimate'
      note = 'The estimate has no item for this: ask what it is, or whether the estimate missed it.'
    } else {
      group = groupOf(index)
      range = groupRange.get(group)!
      status = groupStand.get(group)!
      const together = (groupLines.get(group) ?? []).filter((i) => i !== index).map((i) => i + 1)
      const withOthers =
        together.length > 0 ? ` (with line${together.length > 1 ? 's' : ''} ${together.join(', ')})` : ''
      note =
        status === 'within'
          ? `Within the estimate's ${fmtRange(range)}${withOthers}.`
          : status === 'above'
            ? `Above the estimate's ${fmtRange(range)}${withOthers}: ask what the price includes.`
            : `Below the estimate's ${fmtRange(range)}${withOthers}: check the spec and what is left out.`
    }
    if (l.kind === 'provisional') note += ' A provisional sum: the final cost may differ.'
    if (l.kind === 'prime_cost') note += ' A PC sum: an allowance for goods you choose; you pay the difference.'
    return { index, description: l.description, kind: l.kind, amountPence: amount, status, matches, range, group, note }
  })

  // ---- Items the estimate has and the quote doesn't.
  const mapped = new Set(mappings.flatMap((m) => m.items.map((i) => i.id)))
  const excludedBy = new Map<string, string>()
  for (const ex of quote.exclusions) {
    for (const it of mapLine(ex, ref.items).items) if (!excludedBy.has(it.id)) excludedBy.set(it.id, ex)
  }
  const missing: MissingItem[] = ref.items
    .filter((it) => !mapped.has(it.id) && (itemised || excludedBy.has(it.id)))
    .map((it) => ({
      itemId: it.id,
      description: it.description,
      elementName: it.elementName,
      trade: it.trade,
      range: it.range,
      reason: excludedBy.has(it.id) ? ('excluded' as const) : ('not_mentioned' as const),
      exclusion: excludedBy.get(it.id) ?? null,
    }))
  const silent = missing.filter((m) => m.reason === 'not_mentioned')
  const silentRange = sumRanges(silent.map((m) => m.range))
  if (silent.length > 0) {
    findings.push({
      id: 'missing-items',
      severity: silentRange.likelyPence > (money.net ?? 0) * 0.1 ? 'red' : 'amber',
      title: `${silent.length} item${silent.length > 1 ? 's' : ''} in the estimate the quote doesn't mention`,
      detail: `${silent
        .slice(0, 6)
        .map((m) => m.description)
        .join(
          '; ',
        )}${silent.length > 6 ? '…' : ''}. Together about ${fmtRange(silentRange)} in the estimate: if they are needed they may come later as extras.`,
      source: 'TrustMark Code of Conduct: a quotation gives a full breakdown of the works, including ancillary items',
    })
    questions.push(
      `Does your price include ${silent
        .slice(0, 3)
        .map((m) => m.description.split(/[,:(]/)[0]!.toLowerCase())
        .join('; ')}${silent.length > 3 ? ' and the other items we listed' : ''}?`,
    )
  }
  const excluded = missing.filter((m) => m.reason === 'excluded')
  if (excluded.length > 0) {
    const r = sumRanges(excluded.map((m) => m.range))
    findings.push({
      id: 'excluded-items',
      severity: 'info',
      title: 'Work the quote excludes that the estimate prices',
      detail: `${excluded.map((m) => `${m.description} (excluded: “${m.exclusion}”)`).join('; ')}. Budget about ${fmtRange(r)} for it on top of the quote.`,
      source: null,
    })
  }
  const extra = lines.filter((l) => l.status === 'not_in_estimate')
  if (extra.length > 0) {
    findings.push({
      id: 'extra-lines',
      severity: 'info',
      title: `${extra.length} line${extra.length > 1 ? 's' : ''} the estimate doesn't have`,
      detail: `${extra.map((l) => `“${l.description}”`).join(', ')}: the builder may have seen something the estimate couldn't, or priced extra work.`,
      source: null,
    })
    questions.push(`What does “${extra[0]!.description}” cover, and is it needed?`)
  }

  // ---- The total against the range: for the work the quote covers when itemised, else for the whole job.
  const coveredItems = ref.items.filter((it) => mapped.has(it.id))
  const coveredRange =
    itemised && coveredItems.length > 0 ? sumRanges(coveredItems.map((i) => i.range)) : ref.builderRange
  const unmappedNet =
    lines.filter((l) => l.status === 'not_in_estimate').reduce((s, l) => s + (l.amountPence ?? 0), 0) /
    money.lineDivisor
  const comparedNet = money.net === null ? null : itemised ? money.net - unmappedNet : money.net
  const totalStatus = comparedNet === null ? 'unknown' : stand(comparedNet, coveredRange)
  const differencePercent =
    comparedNet === null || coveredRange.likelyPence <= 0
      ? null
      : Math.round(((comparedNet - coveredRange.likelyPence) / coveredRange.likelyPence) * 1000) / 10
  const scopeWords = itemised ? 'for the work it covers' : 'for the whole job'
  if (totalStatus === 'above') {
    findings.push({
      id: 'total-above',
      severity: 'amber',
      title: `Above the estimate's range ${scopeWords}`,
      detail: `${fmt(comparedNet!)} exc VAT against ${fmtRange(coveredRange)} (${differencePercent}% above the likely figure).`,
      source: null,
    })
    reasons.push(`The price is ${differencePercent}% above the estimate's likely figure ${scopeWords}.`)
    questions.push('Which parts of the job cost more than usual, and why (access, specification, hidden work)?')
  } else if (totalStatus === 'below') {
    findings.push({
      id: 'total-below',
      severity: 'amber',
      title: `Below the estimate's range ${scopeWords}`,
      detail: `${fmt(comparedNet!)} exc VAT against ${fmtRange(coveredRange)} (${Math.abs(differencePercent!)}% below the likely figure). A low price often means work left out or priced later.`,
      source: null,
    })
    reasons.push(`The price is ${Math.abs(differencePercent!)}% below the estimate's likely figure ${scopeWords}.`)
    questions.push('What specification have you priced, and what would be charged as extras?')
  } else if (totalStatus === 'within') {
    reasons.push(`The price is within the estimate's range ${scopeWords} (${fmtRange(coveredRange)} exc VAT).`)
  } else {
    reasons.push('The quote states no price the check could read.')
  }
  if (!itemised) {
    // TrustMark Code of Conduct, "A quotation should contain: full breakdown of works … including costs".
    findings.push({
      id: 'not-itemised',
      severity: 'amber',
      title: 'No itemised breakdown',
      detail:
        'The quote gives a lump sum, so it cannot be checked line by line and extras are hard to dispute. Ask for a breakdown by trade or room.',
      source: 'TrustMark Code of Conduct: a full breakdown of works, including costs',
    })
    questions.push('Can you break the price down by trade or room, with quantities?')
  }
  const above = lines.filter((l) => l.status === 'above')
  if (itemised && above.length > 0)
    reasons.push(`${above.length} line${above.length > 1 ? 's are' : ' is'} above the estimate's range for that work.`)

  // ---- VAT against what the law allows for this job (the engine's decision, VAT Notice 708).
  const charged = chargedVatPercent(quote, money.net)
  let vatStatus: QuoteCheck['vat']['status']
  if (quote.vat.notRegistered) {
    vatStatus = 'not_charged'
    // gov.uk "VAT registration thresholds": a business must register once its taxable turnover passes £90,000.
    findings.push({
      id: 'vat-not-registered',
      severity: 'info',
      title: 'No VAT: the builder says they are not VAT registered',
      detail: `That is lawful while their taxable turnover stays under ${fmt(VAT_THRESHOLD_PENCE)} a year. If they register during the job, ask in writing that the price stays as quoted.`,
      source: 'gov.uk VAT registration thresholds',
    })
  } else if (charged === null) {
    vatStatus = 'unstated'
    // TrustMark Code of Conduct: "Total price (incl. VAT for domestic customers)".
    findings.push({
      id: 'vat-unstated',
      severity: 'amber',
      title: 'The quote does not say whether VAT is included',
      detail: `This job should carry VAT at ${allowed}% (${ref.vat.reason}). Ask for the total including VAT.`,
      source: 'TrustMark Code of Conduct: total price including VAT for domestic customers',
    })
    questions.push(`Is VAT included, and at what rate? This job should be ${allowed}% (${ref.vat.reference}).`)
  } else if (charged > allowed + 0.5) {
    vatStatus = 'too_high'
    findings.push({
      id: 'vat-too-high',
      severity: 'red',
      title: `VAT charged at ${charged}% where ${allowed}% applies`,
      detail: `${ref.vat.reason} (${ref.vat.reference}). At ${allowed}% the VAT would be ${fmt(Math.round(((money.net ?? 0) * allowed) / 100))}${money.vat !== null ? ` instead of ${fmt(money.vat)}` : ''}.`,
      source: ref.vat.reference,
    })
    reasons.push(`VAT is charged at ${charged}% but this job qualifies for ${allowed}%.`)
    questions.push(`Will you charge VAT at ${allowed}%? ${ref.vat.reason}`)
  } else if (charged < allowed - 0.5) {
    vatStatus = charged === 0 ? 'not_charged' : 'too_low'
    findings.push({
      id: 'vat-too-low',
      severity: 'amber',
      title: charged === 0 ? 'No VAT charged' : `VAT charged at ${charged}% where ${allowed}% applies`,
      detail: `${ref.vat.reason} (${ref.vat.reference}). If the lower rate is wrong the builder may ask you for the difference later; ask them to confirm the rate in writing.`,
      source: ref.vat.reference,
    })
    questions.push(`Why ${charged}% VAT? The estimate applies ${allowed}% (${ref.vat.reference}).`)
  } else vatStatus = 'as_allowed'
  if (quote.vat.cashNoVatOffer) {
    // HMRC VAT Notice 700 (The VAT Guide) s4: a VAT-registered business charges VAT on its taxable supplies whatever
    // the means of payment; a "no VAT for cash" price leaves no paper trail and no protection.
    findings.push({
      id: 'vat-cash-offer',
      severity: 'red',
      title: 'A "no VAT if cash" offer',
      detail:
        'A VAT-registered builder must charge VAT however you pay. Paying cash off the books leaves you no receipts, no deposit protection and little recourse if the work goes wrong.',
      source: 'HMRC VAT Notice 700, The VAT Guide',
    })
    reasons.push('It offers a lower price without VAT for cash.')
    questions.push('Will you give a VAT invoice for every payment, paid by bank transfer or card?')
  }
  if (
    money.net !== null &&
    money.vat !== null &&
    quote.vat.amountPence !== undefined &&
    charged !== null &&
    charged > 0
  ) {
    const expected = Math.round((money.net * charged) / 100)
    if (Math.abs(expected - quote.vat.amountPence) > 100)
      findings.push({
        id: 'vat-arithmetic',
        severity: 'amber',
        title: "The VAT figure doesn't add up",
        detail: `${charged}% of ${fmt(money.net)} is ${fmt(expected)}, but the quote says ${fmt(quote.vat.amountPence)}.`,
        source: null,
      })
  }

  // ---- Payment terms.
  const p = quote.payment
  const price = money.total ?? money.net
  const depositPence =
    p.depositPence ??
    (p.depositPercent !== undefined && price ? Math.round((price * p.depositPercent) / 100) : undefined)
  const depositPercent =
    p.depositPercent ?? (p.depositPence !== undefined && price ? percentOf(p.depositPence, price) : undefined)
  if (depositPercent !== undefined && depositPercent > DEPOSIT_PROTECTED_PERCENT) {
    // Deposit protection covers up to 25% of the price or £7,500, whichever is less (CPA; TrustMark insurance).
    findings.push({
      id: 'deposit-large',
      severity: 'red',
      title: `A ${depositPercent}% deposit`,
      detail: `Deposit protection insurance covers up to ${DEPOSIT_PROTECTED_PERCENT}% of the price or ${fmt(DEPOSIT_PROTECTED_PENCE)}, whichever is less${depositPence !== undefined ? `; this deposit is ${fmt(depositPence)}` : ''}. Above that, the money is at risk if the builder stops trading.`,
      source: 'Deposit protection: 25% or £7,500 (CPA; TrustMark Registered Business insurance)',
    })
    reasons.push(
      `It asks for a ${depositPercent}% deposit, above the ${DEPOSIT_PROTECTED_PERCENT}% that deposit protection covers.`,
    )
    questions.push(
      `Will you take a deposit of ${DEPOSIT_PROTECTED_PERCENT}% or less, protected by an insurance-backed scheme?`,
    )
  } else if (depositPence !== undefined && depositPence > DEPOSIT_PROTECTED_PENCE) {
    findings.push({
      id: 'deposit-over-cap',
      severity: 'amber',
      title: `A ${fmt(depositPence)} deposit`,
      detail: `Deposit protection covers at most ${fmt(DEPOSIT_PROTECTED_PENCE)}; the rest of the deposit is at risk if the builder stops trading.`,
      source: 'Deposit protection: 25% or £7,500 (CPA; TrustMark Registered Business insurance)',
    })
    questions.push('Is the deposit covered by a deposit protection scheme, and up to how much?')
  }
  const ahead =
    /\b(?:before (?:work )?(?:starts?|commencement)|prior to (?:start|commencement)|in advance|up ?front|on (?:order|ordering|booking|delivery)|on delivery of materials|full payment (?:on|before|at) (?:start|acceptance))\b/i
  const aheadStages = p.stages.filter((s) => ahead.test(s.description))
  const termsAhead = (p.termsText ?? '').split(/(?<=[.;])\s+/).some((s) => ahead.test(s) && !/\bdeposit\b/i.test(s))
  const aheadPercent = (depositPercent ?? 0) + aheadStages.reduce((s, st) => s + (st.percent ?? 0), 0)
  if (aheadStages.length > 0 || termsAhead || aheadPercent >= 50) {
    // TrustMark: pay for completed work; stage payments follow work done (Code of Conduct, payment terms).
    findings.push({
      id: 'payment-ahead',
      severity: 'red',
      title: 'Payment ahead of the work',
      detail: `${aheadStages.map((s) => `“${s.description}”`).join(', ') || 'The terms ask for money before the work it pays for'}. Pay only for work done (and materials on site), in stages tied to finished work.`,
      source: 'TrustMark guidance: pay for completed work; stage payments tied to milestones',
    })
    questions.push('Can each payment follow a stage of finished work rather than come before it?')
  }
  const net = money.net ?? 0
  if (net >= RETENTION_EXPECTED_FROM_PENCE && p.retentionPercent === undefined) {
    findings.push({
      id: 'no-retention',
      severity: 'amber',
      title: 'No retention on a large job',
      detail: `On a job of ${fmt(net)} it is usual to hold back 2.5–5% until snagging is done (a few weeks after completion).`,
      source: null,
    })
    questions.push('Can we hold back 5% until snags are put right?')
  }
  const hasTerms =
    p.depositPercent !== undefined || p.depositPence !== undefined || p.stages.length > 0 || p.termsText !== undefined
  if (!hasTerms) {
    findings.push({
      id: 'no-payment-terms',
      severity: 'amber',
      title: 'No payment terms',
      detail: 'The quote does not say when or how payments fall due.',
      source: 'TrustMark Code of Conduct: deposit, stage payments and payment terms in the quotation',
    })
    questions.push('When will you ask for payments, and for what finished work?')
  }
  // A scope in words: itemised lines, a scope paragraph, or a described job with its exclusions stated.
  const described = quote.lines.reduce((n, l) => n + l.description.length, 0) >= 40 && quote.exclusions.length > 0
  const hasScope = itemised || (quote.scopeText?.trim().length ?? 0) >= 40 || quote.lines.length >= 3 || described
  if (!hasScope) {
    findings.push({
      id: 'no-written-scope',
      severity: 'red',
      title: 'No written scope of works',
      detail: 'Nothing on the quote says what work the price buys. Disputes start from scope nobody wrote down.',
      source: 'TrustMark Code of Conduct: a full breakdown of works in the quotation',
    })
    reasons.push('It has no written scope of works.')
    questions.push('Can you write down the work included, room by room?')
  }
  const absent = [
    quote.durationText === undefined ? 'how long the job will take' : null,
    quote.guaranteeText === undefined ? 'the guarantee' : null,
    quote.validUntil === undefined && quote.validityText === undefined ? 'how long the price holds' : null,
  ].filter((x): x is string => x !== null)
  if (absent.length > 0) {
    findings.push({
      id: 'checklist-gaps',
      severity: 'info',
      title: `The quote doesn't say ${absent.join(', ')}`,
      detail: 'A TrustMark quotation states these; ask for them in writing.',
      source: 'TrustMark Code of Conduct: duration, guarantee, payment terms in the quotation',
    })
    questions.push(`Please confirm ${absent.join(', ')} in writing.`)
  }

  // ---- Provisional and PC sums.
  const provLines = quote.lines.filter((l) => (l.kind === 'provisional' || l.kind === 'prime_cost') && l.amountPence)
  const provPence = Math.round(provLines.reduce((s, l) => s + (l.amountPence ?? 0), 0) / money.lineDivisor)
  const provShare = percentOf(provPence, net)
  if (provLines.length > 0) {
    const uncertain = provShare > PROVISIONAL_UNCERTAIN_PERCENT
    findings.push({
      id: 'provisional-sums',
      severity: uncertain ? 'amber' : 'info',
      title: `${fmt(provPence)} in provisional or PC sums (${provShare}% of the price)`,
      detail: `${provLines.map((l) => l.description).join('; ')}. These are allowances: the final cost follows what is found or chosen${uncertain ? ', so the total is uncertain' : ''}.`,
      source: null,
    })
    if (uncertain) reasons.push(`${provShare}% of the price is provisional or PC sums, so the total may move.`)
    questions.push('How were the provisional and PC sums worked out, and how will you price the actual work or goods?')
  }

  // ---- Verdict: a headline with its reasons, never a bare fair/unfair.
  const reds = findings.filter((f) => f.severity === 'red')
  const priceWords =
    totalStatus === 'within'
      ? 'in line with the estimate'
      : totalStatus === 'above'
        ? 'above the estimate'
        : totalStatus === 'below'
          ? 'below the estimate'
          : 'without a price the check could read'
  const headline =
    reds.length > 0
      ? `The price is ${priceWords}, but ${reds.length === 1 ? 'one thing needs' : `${reds.length} things need`} settling before you sign: ${reds.map((f) => f.title.toLowerCase()).join('; ')}.`
      : findings.some((f) => f.severity === 'amber')
        ? `The price is ${priceWords}; ask the questions below before you sign.`
        : `The price is ${priceWords} and the quote covers what the guidance asks; confirm the answers below in writing.`

  return {
    reference: {
      source: ref.source,
      estimateId: ref.estimateId,
      label: ref.label,
      builderRange: ref.builderRange,
      vatRatePercent: allowed,
      vatReason: ref.vat.reason,
      vatReference: ref.vat.reference,
    },
    quote: {
      builderName: quote.builderName ?? null,
      netPence: money.net,
      vatPence: money.vat,
      vatRatePercent: charged,
      totalPence: money.total,
      itemised,
    },
    lines,
    missing,
    total: { status: totalStatus, coveredRange, differencePercent },
    vat: { status: vatStatus, chargedPercent: charged, allowedPercent: allowed },
    provisional: { pence: provPence, sharePercent: provShare, count: provLines.length },
    findings,
    verdict: { headline, reasons, questions: [...new Set(questions)] },
  }
}
