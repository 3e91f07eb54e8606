import type { LineItem } from '#shared/cost-engine/types'
import { compareElementCodes } from './elemental'
import { gbp, num, percentOf, prettyUnit, t } from './format'
import { estimateLines } from './text-fit'
import { REPORT_TOTAL_PAGES, type ReportData, type ScheduleRow } from './types'

/**
 * The schedule's two row densities, in points (row heights measured from rendered pages; render-report-pdf.test.ts
 * checks nothing overflows). Regular rows first; dense rows (smaller type, a wider description column) when the
 * regular ones would not fit pages 4 and 5, so every item keeps its own priced row (a builder prices line by line).
 */
export const SCHEDULE_DENSITIES = {
  regular: {
    fontSize: 7,
    padY: 1.6,
    columns: 'Ref 30 | Description 196 | Qty 36> | Unit 24 | Rate 54> | Labour 60> | Mat. & plant 60> | Total 63>',
    descCharsPerLine: 50,
    rowPt: 11.2,
    extraLinePt: 8.4,
    tradePt: 14.6,
    subtotalPt: 11.8,
  },
  dense: {
    fontSize: 6.5,
    padY: 0.9,
    columns: 'Ref 26 | Description 224 | Qty 34> | Unit 24 | Rate 50> | Labour 54> | Mat. & plant 54> | Total 57>',
    descCharsPerLine: 60,
    rowPt: 9.4,
    extraLinePt: 7.6,
    tradePt: 12.4,
    subtotalPt: 10,
  },
} as const
export type ScheduleDensity = ReportData['schedule']['density']

/** Room for rows on each schedule page, in points below its section title and table header. */
export const SCHEDULE_LAYOUT = {
  /** A page's body below its section title and table header. */
  pagePt: 705,
  /** Page 4's introduction paragraph. */
  page4IntroPt: 28,
  /** Page 5's fixed blocks: trade summary heading, header and total rows, notes. */
  page5FixedPt: 179,
  tradeSummaryRowPt: 12.9,
  /** The line on page 5 saying where the schedule continues. */
  continuesPt: 14,
} as const

/** Height of a schedule row at `density`: a description wraps onto as many lines as it needs (never cut). */
export function scheduleRowPt(
  row: { kind: ScheduleRow['kind']; description: string; isProvisionalSum: boolean },
  density: ScheduleDensity,
): number {
  const D = SCHEDULE_DENSITIES[density]
  if (row.kind === 'trade') return D.tradePt
  if (row.kind === 'subtotal') return D.subtotalPt
  const lines = estimateLines((row.isProvisionalSum ? 'PS ' : '') + row.description, D.descCharsPerLine)
  return D.rowPt + (lines - 1) * D.extraLinePt
}

interface ScheduleItem {
  description: string
  quantity: number | null
  unit: string
  ratePence: number | null
  labourPence: number
  materialsPence: number
  totalPence: number
  isProvisionalSum: boolean
}
interface TradeGroup {
  trade: string
  firstCode: string
  items: ScheduleItem[]
}

const sumOf = (items: ScheduleItem[], key: 'labourPence' | 'materialsPence' | 'totalPence') =>
  items.reduce((a, i) => a + i[key], 0)

/** The title of each page after page 10 holding the rest of a schedule pages 4 and 5 cannot. */
export const SCHEDULE_APPENDIX_TITLE = 'Appendix: schedule of works (continued)'

/**
 * Pages 4 and 5: every line item on its own priced row, by trade, then the trade summary. The mildest layout that
 * fits two pages wins: regular rows with trade subtotals, then without them (the trade summary carries them), then
 * dense rows. A schedule that even dense rows cannot fit continues on appendix pages after page 10 (pages 1-10 keep
 * their numbers, which the text refers to). Items are never merged or cut: a builder prices line by line.
 */
export function buildSchedule(lineItems: LineItem[]): ReportData['schedule'] {
  const L = SCHEDULE_LAYOUT
  const groups = groupByTrade(lineItems)
  const page4Pt = L.pagePt - L.page4IntroPt
  const page5Pt = L.pagePt - L.page5FixedPt - groups.length * L.tradeSummaryRowPt
  const layouts: { density: ScheduleDensity; withSubtotals: boolean }[] = [
    { density: 'regular', withSubtotals: true },
    { density: 'regular', withSubtotals: false },
    { density: 'dense', withSubtotals: false },
  ]
  // Each trade's rows, with and without subtotals, formatted once for all the layouts tried.
  const rowSets = new Map<boolean, ScheduleRow[][]>()
  const rowsByTrade = (withSubtotals: boolean) => {
    let rows = rowSets.get(withSubtotals)
    if (!rows) rowSets.set(withSubtotals, (rows = groups.map((g, gi) => rowsOf(g, gi + 1, withSubtotals))))
    return rows
  }
  let placed: { density: ScheduleDensity; pages: ScheduleRow[][] } | undefined
  for (const layout of layouts) {
    const pages = placeRows(groups, rowsByTrade(layout.withSubtotals), layout.density, [page4Pt, page5Pt])
    if (pages.length <= 2) {
      placed = { density: layout.density, pages }
      break
    }
  }
  placed ??= {
    density: 'dense',
    pages: placeRows(groups, rowsByTrade(false), 'dense', [page4Pt, page5Pt - L.continuesPt], L.pagePt),
  }
  const [page4 = [], page5 = [], ...appendix] = placed.pages
  const totalPence = lineItems.reduce((a, l) => a + l.totalPence, 0)
  const regularPt = rowsByTrade(true).reduce(
    (a, rows) => a + rows.reduce((b, r) => b + scheduleRowPt(r, 'regular'), 0),
    0,
  )
  return {
    pages: [page4, page5],
    appendixPages: appendix,
    density: placed.density,
    isShort: page5.length === 0 && appendix.length === 0 && regularPt <= page4Pt * 0.55,
    continuesNote: appendix.length
      ? `The schedule continues in the appendix, ${appendix.length === 1 ? `page ${REPORT_TOTAL_PAGES + 1}` : `pages ${REPORT_TOTAL_PAGES + 1}-${REPORT_TOTAL_PAGES + appendix.length}`}.`
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
        items: g.items.length,
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

/** A trade's item rows, then its subtotal row when asked for and it has more than one item. */
function rowsOf(g: TradeGroup, tradeNo: number, withSubtotals: boolean): ScheduleRow[] {
  const items = g.items.map((item, ii): ScheduleRow => ({
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
  }))
  if (!withSubtotals || g.items.length < 2) return items
  return [
    ...items,
    {
      ...textRow('subtotal', '', `Total ${g.trade.toLowerCase()}`),
      labour: gbp(sumOf(g.items, 'labourPence')),
      materials: gbp(sumOf(g.items, 'materialsPence')),
      total: gbp(sumOf(g.items, 'totalPence')),
      totalPence: sumOf(g.items, 'totalPence'),
    },
  ]
}

/**
 * Flattens the groups' rows (`rowsByTrade`, one list per group) into pages in turn (`capacitiesPt` for the first
 * pages, then `morePt` for each further page), repeating a trade heading when it continues; a heading never sits
 * alone at the foot of a page. Returns as many pages as the rows need.
 */
function placeRows(
  groups: TradeGroup[],
  rowsByTrade: ScheduleRow[][],
  density: ScheduleDensity,
  capacitiesPt: number[],
  morePt = 0,
): ScheduleRow[][] {
  const pages: ScheduleRow[][] = [[]]
  let used = 0
  const capacity = () => capacitiesPt[pages.length - 1] ?? morePt
  const height = (row: ScheduleRow) => scheduleRowPt(row, density)
  const fits = (pt: number) => used + pt <= capacity()
  const newPage = () => {
    pages.push([])
    used = 0
  }
  const push = (row: ScheduleRow) => {
    pages.at(-1)!.push(row)
    used += height(row)
  }
  groups.forEach((g, gi) => {
    const tradeNo = gi + 1
    const header = (continued: boolean) =>
      textRow('trade', String(tradeNo), `${g.trade}${continued ? ' (continued)' : ''}`)
    const rows = rowsByTrade[gi]!
    const first = header(false)
    if (!fits(height(first) + (rows[0] ? height(rows[0]) : 0)) && pages.at(-1)!.length) newPage()
    push(first)
    for (const row of rows) {
      if (!fits(height(row)) && pages.at(-1)!.length) {
        newPage()
        push(header(true))
      }
      push(row)
    }
  })
  return pages
}
