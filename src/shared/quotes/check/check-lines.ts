import type { QuoteLine, ReadQuote } from '../quote'
import type { LineCheck, LineStatus, MissingItem, PenceRange, PriceStand, QuoteCheck } from './quote-check'
import { sumRanges, type ReferenceItem } from './reference'
import { fmt, fmtRange, mapLine, mapQuoteLine, stand, type CheckContext, type Mapping } from './check-support'

/** Lines that share estimate items form one group, compared once (their amounts summed against those items). */
function groupLines(quote: ReadQuote, mappings: Mapping[], divisor: number) {
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
    const amount = idx.reduce((s, i) => s + (quote.lines[i]!.amountPence ?? 0), 0) / divisor
    groupRange.set(g, range)
    groupStand.set(g, stand(amount, range))
  }

  return { groupOf, groupLines, groupRange, groupStand }
}

/** Each quote line mapped to the estimate's items and placed within, above or below their range. */
export function lineChecks(c: CheckContext) {
  const { quote, ref, money } = c
  const mappings: Mapping[] = quote.lines.map((l: QuoteLine) =>
    l.kind === 'note' ? { items: [], reasons: new Map<string, string>() } : mapQuoteLine(l, ref.items),
  )
  const { groupOf, groupLines: groupLineIdx, groupRange, groupStand } = groupLines(quote, mappings, money.lineDivisor)
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
      const together = (groupLineIdx.get(group) ?? []).filter((i) => i !== index).map((i) => i + 1)
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
  return { mappings, lines, itemised }
}

/** Estimate items no quote line maps to: excluded when the quote's exclusions name them, else not mentioned. */
export function missingChecks(c: CheckContext, mappings: Mapping[], lines: LineCheck[], itemised: boolean) {
  const { quote, ref, money, findings, questions } = c
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
  return { missing, mapped }
}

/** The quote's net against the estimate: the work it covers when itemised, else the whole job. */
export function totalCheck(
  c: CheckContext,
  lines: LineCheck[],
  mapped: Set<string>,
  itemised: boolean,
): QuoteCheck['total'] {
  const { ref, money, findings, questions, reasons } = c
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
  return { status: totalStatus, coveredRange, differencePercent }
}
