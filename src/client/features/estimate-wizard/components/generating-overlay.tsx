import { CheckCircle2, LoaderCircle } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { ValueBar } from '#client/components/ui/value-bar'

/** docs/product/constants.md: the calculating screen's progress is fixed at 75. */
export const CALCULATING_PROGRESS = 75

const STAGES = [
  { label: 'Description analysed', done: true },
  { label: 'Your answers applied', done: true },
  { label: 'Pricing each element at regional UK rates', done: false },
  { label: 'Working out VAT, fees, contingency and programme', done: false },
] as const

/**
 * The full-screen 'Generating Enhanced Estimate' overlay (docs/product/screens.md) with the 'Calculating Costs' screen
 * (progress fixed at 75) inside it. It is a live status region, and it takes focus so keyboard users are not
 * left on controls hidden behind it.
 */
export function GeneratingOverlay() {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <div className="fixed inset-0 z-40 flex items-center justify-center bg-navy-950/55 p-4 backdrop-blur-sm animate-fade-in">
      <div
        ref={ref}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        aria-busy="true"
        className="w-full max-w-md rounded-card bg-white p-6 shadow-lift outline-none sm:p-8"
      >
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50">
            <LoaderCircle className="size-6 animate-spin text-teal-700" aria-hidden="true" />
          </span>
          <div>
            <p className="text-lg font-semibold text-navy-900">Generating Enhanced Estimate</p>
            <p className="text-sm text-muted">This usually takes a few seconds.</p>
          </div>
        </div>
        <CalculatingCosts />
        <ul className="mt-5 space-y-2 text-[0.9375rem]">
          {STAGES.map((stage) => (
            <li key={stage.label} className="flex items-center gap-2.5">
              {stage.done ? (
                <CheckCircle2 className="size-4.5 shrink-0 text-teal-700" aria-hidden="true" />
              ) : (
                <LoaderCircle className="size-4.5 shrink-0 animate-spin text-navy-400" aria-hidden="true" />
              )}
              <span className={stage.done ? 'text-navy-900' : 'text-muted'}>{stage.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** 'Calculating Costs' with a progress bar fixed at 75 (docs/product/screens.md, docs/product/constants.md). */
export function CalculatingCosts() {
  return (
    <div className="mt-6">
      <div className="flex items-baseline justify-between">
        <h2 id="calculating-costs-label" className="text-base font-semibold text-navy-900">
          Calculating Costs
        </h2>
        <span className="text-sm font-semibold text-teal-800 tabular-nums" aria-hidden="true">
          {CALCULATING_PROGRESS}%
        </span>
      </div>
      <ValueBar
        role="progressbar"
        aria-labelledby="calculating-costs-label"
        value={CALCULATING_PROGRESS}
        className="mt-2 h-2.5 bg-navy-100"
      />
    </div>
  )
}
