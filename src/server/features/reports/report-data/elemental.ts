import { gbp, gbp0, num, percentOf, percentValue, t } from './format'
import type { ReportContext } from './report-context'
import type { ReportData, RowKind } from './types'

/** Element rows page 3 has room for. */
const MAX_ELEMENTS = 26

/** NRM element codes in their numeric order: '2.10' after '2.9'; anything not numeric as text. */
export function compareElementCodes(a: string, b: string): number {
  const pa = a.split('.').map((x) => Number.parseFloat(x))
  const pb = b.split('.').map((x) => Number.parseFloat(x))
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? -1
    const y = pb[i] ?? -1
    if (Number.isNaN(x) || Number.isNaN(y)) return a.localeCompare(b)
    if (x !== y) return x - y
  }
  return 0
}

/** Page 3: the cost of each NRM1 element, then the on-costs from measured works to the total. */
export function buildElemental(ctx: ReportContext): ReportData['elemental'] {
  const { plan, perSqm } = ctx
  const elements = [...plan.elements].sort((a, b) => compareElementCodes(a.code, b.code))
  const measuredLow = elements.reduce((a, e) => a + e.lowPence, 0)
  const measuredHigh = elements.reduce((a, e) => a + e.highPence, 0)
  return {
    rows: elements.slice(0, MAX_ELEMENTS).map((e) => ({
      code: e.code,
      name: t(e.name),
      total: gbp(e.totalPence),
      perSqm: perSqm(e.totalPence),
      percent: percentOf(e.totalPence, plan.measuredWorksPence),
      low: gbp0(e.lowPence),
      high: gbp0(e.highPence),
      pence: e.totalPence,
    })),
    measuredRow: {
      total: gbp(plan.measuredWorksPence),
      perSqm: perSqm(plan.measuredWorksPence),
      percent: percentOf(plan.measuredWorksPence, plan.measuredWorksPence),
      low: gbp0(measuredLow),
      high: gbp0(measuredHigh),
    },
    onCostRows: onCostRows(ctx),
    note: `Element percentages are of the measured works; on-cost percentages are of the total excluding VAT. £/m² is on ${num.format(ctx.measuredSqm)} m² ${ctx.measuredSqm === ctx.sizeSqm ? 'gross internal floor area' : `measured for the job priced (not the ${num.format(ctx.sizeSqm)} m² given)`}. Low and high show each element's own range.`,
  }
}

function onCostRows(ctx: ReportContext): ReportData['elemental']['onCostRows'] {
  const { plan, excVat, constructionPence, roundingPence, vatByRate, vatLineLabel, perSqm } = ctx
  return [
    {
      // The percentage and the items priced as preliminaries (the scaffold, decision 046), itemised on page 7.
      label: `Preliminaries (${percentValue(plan.preliminaries.percent)}${(plan.preliminaries.items ?? []).length ? ' + scaffold' : ''})`,
      pence: plan.preliminaries.pence,
      kind: 'item' as RowKind,
    },
    {
      label: `Overheads and profit (${percentValue(plan.overheadsProfit.percent)})`,
      pence: plan.overheadsProfit.pence,
      kind: 'item' as RowKind,
    },
    { label: 'Construction cost', pence: constructionPence, kind: 'subtotal' as RowKind },
    { label: 'Professional and statutory fees', pence: plan.feesPence, kind: 'item' as RowKind },
    ...(roundingPence !== 0 ? [{ label: 'Rounding', pence: roundingPence, kind: 'item' as RowKind }] : []),
    { label: 'Total excluding VAT', pence: excVat, kind: 'total' as RowKind },
    ...vatByRate.map((l) => ({ label: vatLineLabel(l), pence: l.vatPence, kind: 'item' as RowKind })),
    { label: 'Total including VAT', pence: plan.totalIncVatPence, kind: 'grand' as RowKind },
    {
      label: `Recommended contingency, not in the total (${percentValue(plan.contingency.percent)}, exc VAT)`,
      pence: plan.contingency.pence,
      kind: 'item' as RowKind,
    },
    {
      label: 'Budget including contingency (inc VAT)',
      pence: plan.budgetIncludingContingencyPence,
      kind: 'subtotal' as RowKind,
    },
  ].map((r) => ({
    label: r.label,
    total: gbp(r.pence),
    perSqm: perSqm(r.pence),
    // A share of the total excluding VAT means nothing for the totals including VAT (a bought report printed "120.0%").
    percent: /including VAT|inc VAT\)$/.test(r.label) ? '' : percentOf(r.pence, excVat),
    kind: r.kind,
  }))
}
