import { ChevronDown, CircleHelp, Lightbulb, PiggyBank, Sparkles } from 'lucide-react'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { Badge } from '#client/components/ui/badge'
import { SectionCard } from '#client/components/section-card'
import { formatPounds, listChangedDrivers } from '../lib/result-format'

/** 'What your answers changed': drivers that came from an answer or the description. */
export function AnswersChanged({ estimate }: { estimate: EstimateResponse }) {
  const drivers = listChangedDrivers(estimate.drivers)
  return (
    <SectionCard
      title="What your answers changed"
      icon={<Sparkles className="size-5 text-teal-700" aria-hidden="true" />}
    >
      {drivers.length === 0 ? (
        <p className="text-[0.9375rem] text-muted">
          Nothing yet: this estimate uses typical assumptions for your project type. Describing the work and answering
          the smart questions replaces them with your own details.
        </p>
      ) : (
        <ul className="divide-y divide-line">
          {drivers.map((driver) => (
            <li key={`${driver.source}-${driver.key}`} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-navy-900">{driver.label}</span>
                <Badge variant={driver.source === 'answer' ? 'success' : 'secondary'}>
                  {driver.source === 'answer' ? 'Your answer' : 'From your description'}
                </Badge>
              </span>
              <span className="text-[0.9375rem] text-muted">{driver.effect}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}

/** What is still unknown, and so priced as an assumption or a wider range. */
export function StillUnknown({ estimate }: { estimate: EstimateResponse }) {
  if (estimate.unknowns.length === 0) return null
  return (
    <SectionCard
      title="Still unknown"
      icon={<CircleHelp className="size-5 text-amber-700" aria-hidden="true" />}
      description="These are priced on typical assumptions; the recommended contingency allows for them."
    >
      <ul className="flex flex-wrap gap-2">
        {estimate.unknowns.map((unknown) => (
          <li key={unknown} className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-800 ring-1 ring-amber-200">
            {unknown}
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}

/** Practical savings, each with its £ figure. The result shows it only when there is at least one. */
export function Savings({ estimate }: { estimate: EstimateResponse }) {
  return (
    <SectionCard title="Ways to save" icon={<PiggyBank className="size-5 text-teal-700" aria-hidden="true" />}>
      <ul className="space-y-3">
        {estimate.savings.map((saving) => (
          <li key={saving.id} className="flex gap-3 rounded-lg border border-line p-4">
            <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                <span className="font-semibold text-navy-900">{saving.title}</span>
                <span className="font-semibold whitespace-nowrap text-teal-800 tabular-nums">
                  Save about {formatPounds(saving.saving, { whole: true })}
                </span>
              </div>
              <p className="mt-1 text-[0.9375rem] text-muted">{saving.detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  )
}

/** Assumptions and exclusions, each in a collapsible section. */
export function AssumptionsAndExclusions({ estimate }: { estimate: EstimateResponse }) {
  return (
    <SectionCard
      title="Assumptions and exclusions"
      description="What this estimate takes for granted, and what it leaves out."
      contentClassName="space-y-3"
    >
      <CollapsibleList title="Assumptions" items={estimate.assumptions} />
      <CollapsibleList title="Exclusions" items={estimate.exclusions} />
    </SectionCard>
  )
}

/** A bulleted list folded under its title and count. */
function CollapsibleList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <details className="group rounded-lg border border-line">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 font-semibold text-navy-900 hover:bg-navy-50 [&::-webkit-details-marker]:hidden">
        {`${title} (${items.length})`}
        <ChevronDown className="size-5 text-navy-600 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="border-t border-line px-4 py-3 text-[0.9375rem] leading-relaxed text-ink">
        <ul className="list-disc space-y-1.5 pl-5">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </details>
  )
}
