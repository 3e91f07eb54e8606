import type { EstimateResponse } from '#shared/schemas/estimates'
import { Badge } from '#client/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card'
import {
  formatPounds,
  formatQuantity,
  formatUnit,
  groupLineItems,
  sumLineItems,
  type ElementGroup,
} from '../lib/result-format'

/**
 * The elemental cost plan: line items grouped by NRM1 element (quantity, unit, rate, total; provisional sums
 * flagged), then the on-costs (preliminaries, OH&P, fees), VAT and the totals, then the recommended contingency
 * beside them and the budget it makes.
 */
export function CostPlan({ estimate }: { estimate: EstimateResponse }) {
  const groups = groupLineItems(estimate.lineItems)
  const measured = sumLineItems(estimate.lineItems)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Cost plan by element</CardTitle>
        <CardDescription>
          Measured work items at {estimate.regionLabel} rates (location factor ×{estimate.locationFactor.toFixed(2)}),
          grouped the way a quantity surveyor groups them (NRM1).
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6 px-0 sm:px-6">
        {groups.map((group) => (
          <ElementTable key={group.code} group={group} />
        ))}

        <table className="w-full border-collapse text-left text-[0.9375rem]">
          <caption className="bg-navy-50 px-4 py-2 text-left font-semibold text-navy-900 sm:rounded-md">
            On-costs and totals
          </caption>
          <tbody>
            <SummaryRow label="Measured works" value={formatPounds(measured)} strong />
            {estimate.onCosts.map((cost) => (
              <tr key={cost.label} className="border-b border-line">
                <th scope="row" className="px-4 py-2.5 align-top font-normal">
                  <span className="text-ink">{cost.label}</span>
                  <span className="mt-0.5 block text-sm text-muted">
                    {cost.percent !== null ? `${cost.percent}% ${cost.basis}` : cost.basis}
                  </span>
                </th>
                <td className="px-4 py-2.5 text-right align-top whitespace-nowrap tabular-nums">
                  {formatPounds(cost.amount)}
                </td>
              </tr>
            ))}
            <SummaryRow label="Total excluding VAT" value={formatPounds(estimate.totalCostExcludingVAT)} strong />
            <SummaryRow label={`VAT at ${estimate.vatRate}%`} value={formatPounds(estimate.vatAmount)} />
            <SummaryRow label="Total including VAT" value={formatPounds(estimate.totalCostIncludingVAT)} strong />
            <tr className="border-b border-line">
              <th scope="row" className="px-4 py-2.5 align-top font-normal">
                <span className="text-ink">Recommended contingency (not included above)</span>
                <span className="mt-0.5 block text-sm text-muted">
                  {estimate.contingency.rate}% of construction cost plus fees, excluding VAT
                </span>
              </th>
              <td className="px-4 py-2.5 text-right align-top whitespace-nowrap tabular-nums">
                {formatPounds(estimate.contingency.amount)}
              </td>
            </tr>
            <SummaryRow
              label="Budget including contingency (including VAT)"
              value={formatPounds(estimate.budgetIncludingContingency)}
            />
          </tbody>
        </table>
      </CardContent>
    </Card>
  )
}

/** An element table's columns; Quantity and Rate show from `sm` up (on a phone they sit under the item). */
const ELEMENT_COLUMNS = [
  { label: 'Item', className: 'px-4 pt-2 pb-1 font-semibold' },
  { label: 'Quantity', className: 'hidden px-2 pt-2 pb-1 text-right font-semibold sm:table-cell' },
  { label: 'Rate', className: 'hidden px-2 pt-2 pb-1 text-right font-semibold sm:table-cell' },
  { label: 'Total', className: 'px-4 pt-2 pb-1 text-right font-semibold' },
] as const

/** One NRM1 element: its code, name and total as the caption, then a row per line item. */
function ElementTable({ group }: { group: ElementGroup }) {
  return (
    <div>
      <table className="w-full border-collapse text-left text-[0.9375rem]">
        <caption className="bg-navy-50 px-4 py-2 text-left sm:rounded-md">
          <span className="flex items-baseline justify-between gap-3">
            <span className="font-semibold text-navy-900">
              <span className="mr-2 text-muted tabular-nums">{group.code}</span>
              {group.name}
            </span>
            <span className="font-semibold text-navy-900 tabular-nums">{formatPounds(group.total)}</span>
          </span>
        </caption>
        <thead className="sr-only sm:not-sr-only">
          <tr className="text-xs tracking-wide text-muted uppercase">
            {ELEMENT_COLUMNS.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {group.items.map((item) => (
            <LineItemRow key={item.id} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function LineItemRow({ item }: { item: ElementGroup['items'][number] }) {
  return (
    <tr className="border-b border-line last:border-b-0">
      <td className="px-4 py-2.5 align-top">
        <span className="text-ink">{item.description}</span>
        {item.isProvisionalSum ? (
          <Badge variant="accent" className="ml-2 align-middle">
            Provisional sum
          </Badge>
        ) : null}
        <span className="mt-0.5 block text-sm text-muted">
          {item.trade}
          <span className="sm:hidden">
            {' '}
            · {formatQuantity(item.quantity)} {formatUnit(item.unit)} × {formatPounds(item.rate)}
          </span>
        </span>
      </td>
      <td className="hidden px-2 py-2.5 text-right align-top whitespace-nowrap tabular-nums sm:table-cell">
        {formatQuantity(item.quantity)} {formatUnit(item.unit)}
      </td>
      <td className="hidden px-2 py-2.5 text-right align-top whitespace-nowrap tabular-nums sm:table-cell">
        {formatPounds(item.rate)}
      </td>
      <td className="px-4 py-2.5 text-right align-top font-medium whitespace-nowrap tabular-nums">
        {formatPounds(item.total)}
      </td>
    </tr>
  )
}

function SummaryRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className="border-b border-line">
      <th scope="row" className={`px-4 py-2.5 text-left ${strong ? 'font-semibold text-navy-900' : 'font-normal'}`}>
        {label}
      </th>
      <td
        className={`px-4 py-2.5 text-right whitespace-nowrap tabular-nums ${strong ? 'font-semibold text-navy-900' : ''}`}
      >
        {value}
      </td>
    </tr>
  )
}
