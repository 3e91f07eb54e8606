import type { AppraisalResult } from '#shared/appraisal/result'
import { cn } from '#client/lib/cn'
import { money, percent, pounds } from './appraisal-format'
import { ScrollRegion } from '#client/components/scroll-region'

/**
 * The sensitivity table: the same deal with the works at the estimate's low, likely and high figures, the value after
 * works ±10% and the rate ±1 point. A flip is judged on profit; a let on money left in and its cash flow.
 */
export function AppraisalSensitivity({ result }: { result: AppraisalResult }) {
  const isFlip = result.strategy === 'flip'
  return (
    <section aria-labelledby="appraisal-sensitivity-title" className="min-w-0">
      <h4 id="appraisal-sensitivity-title" className="text-base font-semibold text-navy-900">
        What if the figures move?
      </h4>
      <p className="mt-1 text-xs text-muted">
        Each row changes one thing and keeps the rest as above. The works rows use the estimate&rsquo;s own range
        {result.assumptions.some((a) => a.key === 'gdvPence' && a.source !== 'you')
          ? '; the value after works moves with them while you leave it to the default'
          : ''}
        .
      </p>
      <ScrollRegion label="Sensitivity table" className="mt-3 rounded-card border border-line bg-white">
        <table className="w-full min-w-[36rem] text-sm" data-testid="appraisal-sensitivity">
          <SensitivityHead isFlip={isFlip} />
          <tbody className="divide-y divide-line whitespace-nowrap tabular-nums">
            {result.sensitivity.map((row) => (
              <tr key={row.key} className={cn(row.key === 'works_likely' && 'bg-teal-50/60')}>
                <th
                  scope="row"
                  className="min-w-[9rem] px-3 py-2 text-left font-normal whitespace-normal text-navy-900"
                >
                  {row.label}
                </th>
                <td className="px-3 py-2 text-right">{pounds(row.worksPence)}</td>
                <td className="px-3 py-2 text-right">{pounds(row.gdvPence)}</td>
                <td className="px-3 py-2 text-right">{row.annualRatePercent}%</td>
                <td className={cn('px-3 py-2 text-right font-medium', row.profitPence < 0 && 'text-danger')}>
                  {money(row.profitPence)}
                </td>
                <td className="px-3 py-2 text-right">{percent(row.profitOnCostPercent)}</td>
                {isFlip ? null : (
                  <>
                    <td className="px-3 py-2 text-right">{money(row.moneyLeftInPence)}</td>
                    <td className={cn('px-3 py-2 text-right', row.netAnnualCashFlowPence < 0 && 'text-danger')}>
                      {money(row.netAnnualCashFlowPence)}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-2 text-sm text-navy-900">
        {isFlip ? 'Break-even sale price' : 'Value at which the equity is nil'}:{' '}
        <strong className="tabular-nums" data-testid="appraisal-break-even-line">
          {money(result.breakEvenGdvPence)}
        </strong>
      </p>
    </section>
  )
}

function SensitivityHead({ isFlip }: { isFlip: boolean }) {
  const headings = ['Works', 'Value after', 'Rate', isFlip ? 'Profit' : 'Equity', 'On cost']
  if (!isFlip) headings.push('Left in', 'Cash flow a year')
  return (
    <thead className="bg-navy-50 text-left text-xs text-navy-800">
      <tr>
        <th scope="col" className="px-3 py-2 font-semibold">
          Scenario
        </th>
        {headings.map((h) => (
          <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  )
}
