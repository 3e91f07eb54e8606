import type { EstimateResponse } from '#shared/schemas/estimates'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card'
import { formatPounds, percentOf } from '../lib/result-format'

const PARTS = [
  { key: 'labour', label: 'Labour', color: 'bg-teal-600', hint: 'Trades’ time on site' },
  { key: 'materials', label: 'Materials', color: 'bg-amber-400', hint: 'Materials, fittings and plant' },
  {
    key: 'overhead',
    label: 'Overhead',
    color: 'bg-navy-500',
    hint: 'Prelims, overheads and profit, fees',
  },
] as const

/** Labour / materials / overhead as CSS bars with their values and shares (docs/product/screens.md breakdown). */
export function BreakdownChart({ estimate }: { estimate: EstimateResponse }) {
  const { breakdown } = estimate
  const total = breakdown.labour + breakdown.materials + breakdown.overhead
  return (
    <Card>
      <CardHeader>
        <CardTitle>Where the money goes</CardTitle>
        <CardDescription>Excluding VAT: {formatPounds(total, { whole: true })}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex h-4 overflow-hidden rounded-full bg-navy-100" aria-hidden="true">
          {PARTS.map((part) => (
            <div key={part.key} className={part.color} style={{ width: `${percentOf(breakdown[part.key], total)}%` }} />
          ))}
        </div>
        <ul className="mt-5 space-y-4" aria-label="Cost breakdown">
          {PARTS.map((part) => {
            const value = breakdown[part.key]
            const share = percentOf(value, total)
            return (
              <li key={part.key}>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="flex items-center gap-2 font-semibold text-navy-900">
                    <span className={`size-3 rounded-sm ${part.color}`} aria-hidden="true" />
                    {part.label}
                  </span>
                  <span className="text-right tabular-nums">
                    <span className="font-semibold text-navy-900" data-testid={`breakdown-${part.key}`}>
                      {formatPounds(value, { whole: true })}
                    </span>
                    <span className="ml-2 text-sm text-muted">{share}%</span>
                  </span>
                </div>
                <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-navy-50" aria-hidden="true">
                  <div className={`h-full rounded-full ${part.color}`} style={{ width: `${share}%` }} />
                </div>
                <p className="mt-1 text-sm text-muted">{part.hint}</p>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
