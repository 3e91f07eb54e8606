import { Calculator, ChevronDown, CircleAlert, CloudCheck, LoaderCircle } from 'lucide-react'
import { Link } from 'react-router-dom'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { Card } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'
import { useDisclosure } from '#client/lib/use-disclosure'
import { isAppraisalOpenByDefault } from './appraisal-defaults'
import { IcrFigures, IncomeFigures, MoneyInFigures, ProfitFigures, RefinanceFigures } from './appraisal-figures'
import { money, percent } from './appraisal-format'
import { AppraisalInputs } from './appraisal-inputs'
import { AppraisalScenarios } from './appraisal-scenarios'
import { AppraisalSensitivity } from './appraisal-sensitivity'
import { MoneyChart } from './money-chart'
import { savedAppraisalOf, useAppraisal, type AppraisalState, type SaveState } from './use-appraisal'

const NATION_LABELS = {
  england: 'England',
  northern_ireland: 'Northern Ireland',
  scotland: 'Scotland',
  wales: 'Wales',
} as const

/**
 * The investor's appraisal on a result (decision 029): open for Investment, Conversion and Development estimates, one
 * click away for every other type. Inputs on the left, figures on the right (stacked on a phone, the headline
 * figures first); every figure follows each keystroke and the whole is saved with the estimate.
 */
export function AppraisalPanel({ estimate }: { estimate: EstimateResponse }) {
  const { open, buttonProps, panelProps } = useDisclosure(
    () => isAppraisalOpenByDefault(estimate.projectType) || savedAppraisalOf(estimate) !== null,
  )
  return (
    <Card
      id="appraisal"
      aria-labelledby="appraisal-title"
      role="region"
      className="scroll-mt-24 overflow-hidden"
      data-testid="appraisal-panel"
    >
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="min-w-0">
          <h2 id="appraisal-title" className="flex items-center gap-2 text-xl font-bold tracking-tight text-navy-900">
            <Calculator className="size-5 text-teal-700" aria-hidden="true" />
            Investment appraisal
          </h2>
          <p className="mt-1 text-[0.9375rem] leading-relaxed text-muted">
            Money in, profit, yields, the lender&rsquo;s stress test and BRRR on this estimate&rsquo;s cost and
            programme. Type your price, rent and finance; blanks take a stated default.{' '}
            <Link to="/methodology#appraisal" className="font-medium text-teal-800 underline underline-offset-2">
              How it is worked out
            </Link>
            .
          </p>
        </div>
        <button
          {...buttonProps}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-navy-200 bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-navy-50"
        >
          {open ? 'Hide the appraisal' : 'Appraise this as an investment'}
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
        </button>
      </div>
      <div {...panelProps}>{open ? <AppraisalBody estimate={estimate} /> : null}</div>
    </Card>
  )
}

function AppraisalBody({ estimate }: { estimate: EstimateResponse }) {
  const state = useAppraisal(estimate)
  const { result } = state
  return (
    <div className="border-t border-line bg-navy-50/40 p-5 sm:p-6">
      <Headline state={state} />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)]">
        <form aria-label="Appraisal inputs" onSubmit={(e) => e.preventDefault()} noValidate>
          <AppraisalInputs
            input={state.input}
            result={result}
            errors={state.errors}
            version={state.version}
            onField={state.setField}
            onInput={state.setInput}
          />
        </form>
        <div className="min-w-0 space-y-6" aria-live="off">
          <div className="grid gap-4 xl:grid-cols-2">
            <MoneyInFigures result={result} />
            <div className="space-y-4">
              <ProfitFigures result={result} />
              {result.strategy === 'flip' ? null : <RefinanceFigures result={result} />}
            </div>
            <IncomeFigures result={result} />
            <IcrFigures result={result} />
          </div>
        </div>
      </div>
      <div className="mt-8 space-y-8">
        <MoneyChart monthly={result.monthly} programmeMonths={state.context.programmeMonths} />
        <AppraisalSensitivity result={result} />
        <ul className="space-y-1 text-xs leading-relaxed text-muted" data-testid="appraisal-notes">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
      <AppraisalScenarios state={state} />
    </div>
  )
}

/** The figures an investor looks for first, and whether the appraisal is saved. */
function Headline({ state }: { state: AppraisalState }) {
  const { result } = state
  const isFlip = result.strategy === 'flip'
  const items = [
    { id: 'headline-money-in', label: 'Money in', value: money(result.totalMoneyInPence) },
    { id: 'headline-profit', label: isFlip ? 'Profit' : 'Equity created', value: money(result.profitPence) },
    isFlip
      ? { id: 'headline-return', label: 'Profit on cost', value: percent(result.profitOnCostPercent) }
      : { id: 'headline-return', label: 'Net yield', value: percent(result.netYieldPercent) },
    isFlip
      ? { id: 'headline-left-in', label: 'Profit on value', value: percent(result.profitOnGdvPercent) }
      : { id: 'headline-left-in', label: 'Money left in', value: money(result.moneyLeftInPence) },
  ]
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-navy-900">
          {result.strategyLabel} · {result.tax.label} ({NATION_LABELS[result.nation]})
        </p>
        <SaveStatus save={state.save} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4" aria-live="polite">
        {items.map((item) => (
          <div key={item.id} className="rounded-card border border-line bg-white px-4 py-3">
            <dt className="text-xs font-medium text-muted">{item.label}</dt>
            <dd
              className="mt-1 text-lg font-bold text-navy-900 tabular-nums sm:text-xl"
              data-testid={`appraisal-${item.id}`}
            >
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-muted">
        Not financial advice: a model of your deal on the figures shown, before income and capital gains tax.
      </p>
    </div>
  )
}

function SaveStatus({ save }: { save: SaveState }) {
  if (save.status === 'idle')
    return <p className="text-xs text-muted">Saved with the estimate once you change a figure</p>
  if (save.status === 'pending')
    return (
      <p className="flex items-center gap-1.5 text-xs text-muted" role="status">
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" /> Saving…
      </p>
    )
  if (save.status === 'saved')
    return (
      <p className="flex items-center gap-1.5 text-xs text-teal-800" role="status" data-testid="appraisal-saved">
        <CloudCheck className="size-3.5" aria-hidden="true" /> Saved with the estimate
      </p>
    )
  return (
    <p className="flex max-w-xl items-start gap-1.5 text-xs text-danger" role="alert">
      <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" /> {save.message}
    </p>
  )
}
