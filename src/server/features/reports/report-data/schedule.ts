import type { LineItem } from '#shared/cost-engine/types'
import { compareElementCodes } from './elemental'
import { gbp, num, percentOf, prettyUnit, t } from './format'
import { estimateLines } from './text-fit'
import type { ReportData, ScheduleRow } from './types'

/**
 * Schedule: description column characters per line, and row units available on pages 4 and 5 (tuned against the
 * rendered pages; see render-report-pdf.test.ts for the overflow check).
 */
export const SCHEDULE_LAYOUT = {
  descCharsPerLine: 50,
  /** Body height of an A4 page below its section title and table header, in one-line item rows (11.2 pt). */
  pageUnits: 63,
  /** Page 4's introduction paragraph. */
  page4IntroUnits: 2.5,
  /** Page 5's fixed blocks: trade summary heading, header and total rows, notes. */
  page5FixedUnits: 16,
  tradeSummaryRowUnits: 1.15,
  tradeHeaderUnits: 1.3,
  subtotalUnits: 1.05,
  /** Height of one extra wrapped description line, in row units. */
  extraLineUnits: 0.75,
} as const

interface ScheduleItem {
  description: string
  quantity: number | null
  unit: string
  ratePence: number | null
  labourPence: number
  materialsPence: number
  totalPence: number
  isProvisionalSum: boolean
  groupedCount?: number
}
interface TradeGroup {
  trade: string
  firstCode: string
  items: ScheduleItem[]
}

/** Row units of an item: its description wraps onto as many lines as it needs (a schedule is never cut). */
function itemUnits(item: ScheduleItem): number {
  const desc = (item.isProvisionalSum ? 'PS ' : '') + item.description
  const lines = estimateLines(desc, SCHEDULE_LAYOUT.descCharsPerLine)
  return 1 + (lines - 1) * SCHEDULE_LAYOUT.extraLineUnits
}
function groupUnits(g: TradeGroup, withSubtotals: boolean): number {
  const subtotal = withSubtotals && g.items.length > 1 ? SCHEDULE_LAYOUT.subtotalUnits : 0
  return SCHEDULE_LAYOUT.tradeHeaderUnits + subtotal + g.items.reduce((a, i) => a + itemUnits(i), 0)
}
const sumOf = (items: ScheduleItem[], key: 'labourPence' | 'materialsPence' | 'totalPence') =>
  items.reduce((a, i) => a + i[key], 0)

/** Pages 4 and 5: the line items by trade, compacted until they fit two pages, then the trade summary. */
export function buildSchedule(lineItems: LineItem[]): ReportData['schedule'] {
  const L = SCHEDULE_LAYOUT
  const groups = groupByTrade(lineItems)
  const page4Units = L.pageUnits - L.page4IntroUnits
  const page5Units = L.pageUnits - L.page5FixedUnits - groups.length * L.tradeSummaryRowUnits
  // A little slack: a trade heading never sits alone at the foot of page 4, so page 4 may end short.
  const { withSubtotals, groupedItems } = compactGroups(groups, page4Units + page5Units - 3)
  const pages = placeRows(groups, withSubtotals, page4Units)
  const totalPence = lineItems.reduce((a, l) => a + l.totalPence, 0)
  return {
    pages,
    isShort: pages[1].length === 0 && groups.reduce((a, g) => a + groupUnits(g, withSubtotals), 0) <= page4Units * 0.55,
    groupedNote:
      groupedItems > 0
        ? `To fit two pages, ${groupedItems} smaller items are grouped per trade; every item is listed in the schedule export (CSV or Excel) on your report page.`
        : null,
    totals: {
      labour: gbp(lineItems.reduce((a, l) => a + l.labourPence, 0)),
      materials: gbp(lineItems.reduce((a, l) => a + l.materialsPence + l.plantPence, 0)),
      total: gbp(totalPence),
      provisional: gbp(lineItems.filter((l) => l.isProvisionalSum).reduce((a, l) => a + l.totalPence, 0)),
      itemCount: lineItems.length,
    },
    tradeSummary: groups.map((g) => {
      const pence = sumOf(g.items, 'totalPence')
      return {
        trade: g.trade,
        items: g.items.reduce((a, i) => a + (i.groupedCount ?? 1), 0),
        labour: gbp(sumOf(g.items, 'labourPence')),
        materials: gbp(sumOf(g.items, 'materialsPence')),
        total: gbp(pence),
        percent: percentOf(pence, totalPence),
        pence,
        labourPence: sumOf(g.items, 'labourPence'),
        materialsPence: sumOf(g.items, 'materialsPence'),
      }
    }),
    notes: [
      'Rates are net trade rates at the price date, including the location factor, before preliminaries, overheads and profit (page 7).',
      'PS = provisional sum: an allowance for work that cannot be measured yet. Ask builders to price it as stated and adjust it on actual cost.',
      'Quantities are derived from the floor area and your answers, not measured from drawings: ask builders to check them on site.',
    ],
  }
}

/** The line items by trade, trades in the order of their first element code. */
function groupByTrade(lineItems: LineItem[]): TradeGroup[] {
  const byTrade = new Map<string, TradeGroup>()
  const sorted = lineItems
    .map((l, i) => ({ l, i }))
    .sort((a, b) => compareElementCodes(a.l.elementCode, b.l.elementCode) || a.i - b.i)
  for (const { l } of sorted) {
    const g = byTrade.get(l.trade) ?? { trade: l.trade, firstCode: l.elementCode, items: [] }
    g.items.push({
      description: t(l.description),
      quantity: l.quantity,
      unit: prettyUnit(l.unit),
      ratePence: l.ratePence,
      labourPence: l.labourPence,
      materialsPence: l.materialsPence + l.plantPence,
      totalPence: l.totalPence,
      isProvisionalSum: l.isProvisionalSum,
    })
    byTrade.set(l.trade, g)
  }
  return [...byTrade.values()]
}

/**
 * Compaction until the groups fit `capacity` row units, mildest first: no per-trade subtotal rows (the trade
 * summary on page 5 carries them); then merge each trade's smallest items into one row (changes `groups` in
 * place). Descriptions are never shortened: builders price from them.
 */
function compactGroups(groups: TradeGroup[], capacity: number): { withSubtotals: boolean; groupedItems: number } {
  let withSubtotals = true
  const total = () => groups.reduce((a, g) => a + groupUnits(g, withSubtotals), 0)
  if (total() > capacity) withSubtotals = false
  let groupedItems = 0
  while (total() > capacity) {
    // Provisional sums stay on their own rows unless nothing else is left to merge.
    const canMerge = (g: TradeGroup) => {
      const loose = g.items.filter((i) => !i.isProvisionalSum && !i.groupedCount).length
      return g.items.some((i) => i.groupedCount) ? loose >= 1 : loose >= 2
    }
    const candidates = groups.filter(canMerge)
    const pool = candidates.length ? candidates : groups.filter((g) => g.items.length >= 2)
    if (!pool.length) break
    const g = pool.sort((a, b) => b.items.length - a.items.length)[0]!
    const mergeable = g.items.filter((i) => !i.groupedCount && (candidates.length ? !i.isProvisionalSum : true))
    const existing = g.items.find((i) => i.groupedCount)
    const smallest = [...mergeable].sort((a, b) => a.totalPence - b.totalPence).slice(0, existing ? 1 : 2)
    const absorbed = existing ? [existing, ...smallest] : smallest
    const count = absorbed.reduce((a, i) => a + (i.groupedCount ?? 1), 0)
    groupedItems += smallest.length
    const merged: ScheduleItem = {
      description: `Other ${g.trade.toLowerCase()} items (${count} grouped)`,
      quantity: null,
      unit: 'item',
      ratePence: null,
      labourPence: sumOf(absorbed, 'labourPence'),
      materialsPence: sumOf(absorbed, 'materialsPence'),
      totalPence: sumOf(absorbed, 'totalPence'),
      isProvisionalSum: false,
      groupedCount: count,
    }
    g.items = [...g.items.filter((i) => !absorbed.includes(i)), merged]
  }
  return { withSubtotals, groupedItems }
}

/** A schedule row with only `kind`, `ref` and `description` set. */
const textRow = (kind: ScheduleRow['kind'], ref: string, description: string): ScheduleRow => ({
  kind,
  ref,
  description,
  quantity: '',
  unit: '',
  rate: '',
  labour: '',
  materials: '',
  total: '',
  totalPence: 0,
  isProvisionalSum: false,
})

/** Flattens the groups into rows and splits them over pages 4 and 5, repeating a trade heading when it continues. */
function placeRows(groups: TradeGroup[], withSubtotals: boolean, page4Units: number): [ScheduleRow[], ScheduleRow[]] {
  const L = SCHEDULE_LAYOUT
  const pages: [ScheduleRow[], ScheduleRow[]] = [[], []]
  let page = 0
  let used = 0
  const place = (row: ScheduleRow, units: number, reserveAfter = 0) => {
    if (page === 0 && used + units + reserveAfter > page4Units) {
      page = 1
      used = 0
      return false
    }
    pages[page]!.push(row)
    used += units
    return true
  }
  groups.forEach((g, gi) => {
    const tradeNo = gi + 1
    const header = (continued: boolean) =>
      textRow('trade', String(tradeNo), `${g.trade}${continued ? ' (continued)' : ''}`)
    const firstUnits = g.items[0] ? itemUnits(g.items[0]) : 0
    if (!place(header(false), L.tradeHeaderUnits, firstUnits)) place(header(false), L.tradeHeaderUnits)
    g.items.forEach((item, ii) => {
      const row: ScheduleRow = {
        kind: 'item',
        ref: `${tradeNo}.${String(ii + 1).padStart(2, '0')}`,
        description: item.description,
        quantity: item.quantity === null ? '' : num.format(item.quantity),
        unit: item.unit,
        rate: item.ratePence === null ? '' : gbp(item.ratePence),
        labour: gbp(item.labourPence),
        materials: gbp(item.materialsPence),
        total: gbp(item.totalPence),
        totalPence: item.totalPence,
        isProvisionalSum: item.isProvisionalSum,
        ...(item.groupedCount ? { groupedCount: item.groupedCount } : {}),
      }
      const units = itemUnits(item)
      if (!place(row, units)) {
        place(header(true), L.tradeHeaderUnits)
        place(row, units)
      }
    })
    const sub: ScheduleRow = {
      ...textRow('subtotal', '', `Total ${g.trade.toLowerCase()}`),
      labour: gbp(sumOf(g.items, 'labourPence')),
      materials: gbp(sumOf(g.items, 'materialsPence')),
      total: gbp(sumOf(g.items, 'totalPence')),
      totalPence: sumOf(g.items, 'totalPence'),
    }
    if (withSubtotals && g.items.length > 1 && !place(sub, L.subtotalUnits)) {
      place(header(true), L.tradeHeaderUnits)
      place(sub, L.subtotalUnits)
    }
  })
  return pages
}
