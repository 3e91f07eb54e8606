import { CalendarDays } from 'lucide-react'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { SectionCard } from '#client/components/section-card'
import { formatWeeks } from '../lib/result-format'

function weekLabel(week: number) {
  return Math.round(week * 10) / 10
}

/** The programme as a bar per phase, positioned by week (docs/product/screens.md timeline). */
export function ProgrammeTimeline({ estimate }: { estimate: EstimateResponse }) {
  const { timeline } = estimate
  const total = Math.max(timeline.weeks, ...timeline.phases.map((p) => p.startWeek + p.durationWeeks), 1)
  const tickStep = total > 30 ? 10 : total > 12 ? 4 : 2
  const ticks: number[] = []
  for (let w = 0; w <= total; w += tickStep) ticks.push(w)

  return (
    <SectionCard
      title="Programme"
      icon={<CalendarDays className="size-5 text-teal-700" aria-hidden="true" />}
      description={
        <>
          About <strong className="font-semibold text-navy-900">{formatWeeks(timeline.weeks)}</strong> from design to
          handover, phase by phase.
        </>
      }
    >
      <ol className="space-y-3">
        {timeline.phases.map((phase) => {
          const left = (phase.startWeek / total) * 100
          const width = Math.max((phase.durationWeeks / total) * 100, 1.5)
          const end = phase.startWeek + phase.durationWeeks
          return (
            <li
              key={`${phase.name}-${phase.startWeek}`}
              className="grid gap-1 sm:grid-cols-[13rem_minmax(0,1fr)] sm:items-center sm:gap-4"
            >
              <div className="text-sm">
                <span className="font-medium text-navy-900">{phase.name}</span>
                <span className="block text-muted tabular-nums">
                  Weeks {weekLabel(phase.startWeek)}–{weekLabel(end)} · {formatWeeks(phase.durationWeeks)}
                </span>
              </div>
              <div className="relative h-5 rounded bg-navy-50" aria-hidden="true">
                <div
                  className="absolute inset-y-0 rounded bg-teal-600"
                  style={{ left: `${left}%`, width: `${Math.min(width, 100 - left)}%` }}
                />
              </div>
            </li>
          )
        })}
      </ol>
      <div className="mt-2 hidden sm:grid sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4" aria-hidden="true">
        <span />
        <div className="relative h-5 text-xs text-muted tabular-nums">
          {ticks.map((w) => (
            <span key={w} className="absolute -translate-x-1/2" style={{ left: `${(w / total) * 100}%` }}>
              {w === 0 ? 'Wk 0' : w}
            </span>
          ))}
        </div>
      </div>
    </SectionCard>
  )
}
