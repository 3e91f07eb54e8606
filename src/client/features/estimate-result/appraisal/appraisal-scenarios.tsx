import { useMemo, useState } from 'react'
import { appraise } from '#shared/appraisal/appraise'
import type { AppraisalResult } from '#shared/appraisal/result'
import { Button } from '#client/components/ui/button'
import { Input } from '#client/components/ui/input'
import { money, percent } from './appraisal-format'
import { FINANCE_LABELS } from './appraisal-inputs'
import { MAX_SCENARIOS, type AppraisalState } from './use-appraisal'
import { ScrollRegion } from '#client/components/scroll-region'

const ROWS: { label: string; value: (r: AppraisalResult) => string }[] = [
  { label: 'Strategy', value: (r) => r.strategyLabel },
  { label: 'Purchase price', value: (r) => money(r.acquisition.pricePence) },
  { label: 'Value after works', value: (r) => money(r.gdvPence) },
  { label: 'Works', value: (r) => `${money(r.works.usedPence)} (${r.works.case})` },
  { label: 'Rent a year', value: (r) => (r.income ? money(r.income.grossAnnualRentPence) : '—') },
  {
    label: 'Finance',
    value: (r) =>
      `${FINANCE_LABELS[r.finance.type]}${r.finance.type === 'cash' ? '' : `, ${r.finance.annualRatePercent}%`}`,
  },
  { label: 'Money in', value: (r) => money(r.totalMoneyInPence) },
  { label: 'Total cost', value: (r) => money(r.totalCostPence) },
  { label: 'Profit or equity', value: (r) => money(r.profitPence) },
  { label: 'Profit on cost', value: (r) => percent(r.profitOnCostPercent) },
  { label: 'Net yield', value: (r) => percent(r.netYieldPercent) },
  { label: 'Cash-on-cash', value: (r) => percent(r.cashOnCashPercent) },
  { label: 'Money left in', value: (r) => money(r.moneyLeftInPence) },
  {
    label: 'Stress test',
    value: (r) => (r.icr ? (r.icr.loanPence === 0 ? 'No loan' : r.icr.isPassing ? 'Passes' : 'Fails') : '—'),
  },
]

/** Name the figures as they stand, keep up to three, and see them side by side with the current ones. */
export function AppraisalScenarios({ state }: { state: AppraisalState }) {
  const [name, setName] = useState('')
  const { scenarios, context } = state
  const results = useMemo(() => scenarios.map((s) => appraise(s.input, context)), [scenarios, context])
  const isFull = scenarios.length >= MAX_SCENARIOS
  const columns: Column[] = [
    { name: 'Now', result: state.result, index: -1 },
    ...scenarios.map((s, i) => ({ name: s.name, result: results[i]!, index: i })),
  ]
  return (
    <section aria-labelledby="appraisal-scenarios-title" className="mt-8 border-t border-line pt-6">
      <h3 id="appraisal-scenarios-title" className="text-lg font-semibold text-navy-900">
        Scenarios side by side
      </h3>
      <p className="mt-1 text-sm text-muted">
        Keep the figures as they stand under a name (up to {MAX_SCENARIOS}), change them, and compare. Kept in this
        browser, not with the estimate.
      </p>
      <form
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault()
          state.addScenario(name)
          setName('')
        }}
      >
        <label className="block min-w-0 flex-1 text-sm font-medium text-navy-900 sm:max-w-xs">
          Scenario name
          <Input
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value)}
            placeholder={`Scenario ${scenarios.length + 1}`}
            className="mt-1 h-10"
            disabled={isFull}
          />
        </label>
        <Button type="submit" variant="outline" disabled={isFull}>
          Keep as a scenario
        </Button>
        {isFull ? <p className="text-xs text-muted">Three kept: remove one to keep another.</p> : null}
      </form>
      {scenarios.length > 0 ? <ScenarioTable state={state} columns={columns} /> : null}
    </section>
  )
}

interface Column {
  name: string
  result: AppraisalResult
  /** The scenario's place in the list; -1 for the figures as they stand. */
  index: number
}

function ScenarioTable({ state, columns }: { state: AppraisalState; columns: Column[] }) {
  return (
    <ScrollRegion label="Saved scenarios side by side" className="mt-4 rounded-card border border-line bg-white">
      <table className="w-full min-w-[34rem] text-sm" data-testid="appraisal-scenarios">
        <thead className="bg-navy-50 text-left text-xs text-navy-800">
          <tr>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Figure</span>
            </th>
            {columns.map((c) => (
              <th key={c.index} scope="col" className="px-3 py-2 text-right align-bottom font-semibold">
                <span className="block text-navy-900">{c.name}</span>
                {c.index >= 0 ? (
                  <span className="mt-1 flex justify-end gap-2 font-normal">
                    <ColumnAction
                      label="Open"
                      scenario={c.name}
                      className="text-teal-800 underline"
                      onClick={() => state.openScenario(c.index)}
                    />
                    <ColumnAction
                      label="Remove"
                      scenario={c.name}
                      className="text-danger underline"
                      onClick={() => state.removeScenario(c.index)}
                    />
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line tabular-nums">
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-3 py-2 text-left font-normal text-navy-800">
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.index} className="px-3 py-2 text-right">
                  {row.value(c.result)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** A text button in a saved scenario's column head; screen readers hear which scenario it acts on. */
function ColumnAction(props: { label: string; scenario: string; className: string; onClick: () => void }) {
  return (
    <button type="button" className={props.className} onClick={props.onClick}>
      {props.label}
      <span className="sr-only"> {props.scenario}</span>
    </button>
  )
}
