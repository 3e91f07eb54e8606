import { Calculator } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import type * as EstimateCostModule from '#shared/cost-engine/estimate-cost'
import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import { formatGbp } from '#shared/format'
import { scopeLabel } from '#shared/scope'
import { cn } from '#client/lib/cn'

type EngineModule = typeof EstimateCostModule

/**
 * The cost engine, loaded on demand: it is a pure module but a large one, so the landing bundle never carries it.
 * Undefined until it has loaded (or if it failed to).
 */
function useCostEngine(): EngineModule | undefined {
  const [engine, setEngine] = useState<EngineModule>()
  useEffect(() => {
    let isLive = true
    import('#shared/cost-engine/estimate-cost')
      .then((m) => {
        if (isLive) setEngine(m)
      })
      .catch((error: unknown) => console.warn('The cost preview could not load the engine', error))
    return () => {
      isLive = false
    }
  }, [])
  return engine
}

/** The engine's plan for `input`, recomputed whenever the input's content changes. */
export function useCostPreview(input: CostInput | undefined): CostPlan | undefined {
  const engine = useCostEngine()
  const key = input ? JSON.stringify(input) : ''
  return useMemo(() => {
    if (!engine || key === '') return undefined
    try {
      return engine.estimateCost(JSON.parse(key) as CostInput)
    } catch (error) {
      console.warn('The cost preview could not price these answers', error)
      return undefined
    }
  }, [engine, key])
}

/**
 * What the live figure is when no scope is stated: one trade's work, a job the brief is priced as instead of the type
 * chosen (a bathroom on the house form, decision 070), or the type's typical job.
 */
function unstatedScopeNote(plan: CostPlan): string {
  if (plan.facts.baseType === 'trade') return 'Priced as only the work your description names.'
  const pricedAs = plan.drivers.find((d) => d.key === 'sole_trade')
  if (pricedAs) return `${pricedAs.label}: the work your description names.`
  return 'Scope not known yet, so this is a typical job and the range spans the plausible scopes. Saying how much work it is narrows it.'
}

/** "Likely £X, range £L – £H" for the form and the answers so far; it narrows once the scope is answered. */
export function CostPreview({ input, className }: { input: CostInput; className?: string }) {
  const plan = useCostPreview(input)
  const whole = (pence: number) => formatGbp(pence, { wholePounds: true })
  return (
    <div className={cn('rounded-lg border border-teal-200 bg-white px-4 py-3', className)} data-testid="cost-preview">
      <p className="flex items-center gap-2 text-sm font-semibold text-teal-900">
        <Calculator className="size-4 text-teal-700" aria-hidden="true" />
        Your estimate so far (including VAT)
      </p>
      {plan ? (
        <>
          <p
            className="mt-1 text-lg font-bold text-navy-900 tabular-nums"
            aria-live="polite"
            data-testid="preview-figures"
          >
            Likely <span data-testid="preview-likely">{whole(plan.range.likelyPence)}</span>, range{' '}
            <span data-testid="preview-low">{whole(plan.range.lowPence)}</span> –{' '}
            <span data-testid="preview-high">{whole(plan.range.highPence)}</span>
          </p>
          <p className="mt-0.5 text-sm text-muted" data-testid="preview-scope">
            {input.scopeKnown === false
              ? unstatedScopeNote(plan)
              : `Scope: ${scopeLabel(input.scope)}. The other answers refine it.`}
          </p>
        </>
      ) : (
        <p className="mt-1 text-sm text-muted">Working out your figure…</p>
      )}
    </div>
  )
}
