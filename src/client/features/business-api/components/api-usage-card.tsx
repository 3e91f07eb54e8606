import type { ApiUsage } from '#shared/schemas/business-api'
import { londonDate } from '#client/lib/dates'
import { ValueBar } from '#client/components/ui/value-bar'

/** This month's metered calls against the allowance, and a bar per day that had calls. */
export function ApiUsageCard({ usage }: { usage: ApiUsage }) {
  const busiest = Math.max(1, ...usage.days.map((d) => d.calls))
  return (
    <div>
      <p className="text-3xl font-bold text-navy-900" data-testid="api-calls-used">
        {usage.used.toLocaleString('en-GB')}{' '}
        <span className="text-base font-normal text-muted">out of {usage.limit.toLocaleString('en-GB')} calls</span>
      </p>
      <ValueBar
        role="progressbar"
        aria-label="API calls used this month"
        value={usage.used}
        max={usage.limit}
        className="mt-3 h-2 w-full bg-slate-100"
      />
      <p className="mt-2 text-sm text-muted">
        {usage.remaining.toLocaleString('en-GB')} left; the allowance resets on {londonDate(usage.resetsAt)}.
      </p>
      {usage.days.length > 0 ? (
        <table className="mt-5 w-full text-sm">
          <caption className="sr-only">API calls by day this month</caption>
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="w-full py-1 pl-4 font-medium">
                Calls
              </th>
            </tr>
          </thead>
          <tbody>
            {usage.days.map((d) => (
              <tr key={d.day}>
                <td className="py-1 whitespace-nowrap text-navy-900">{londonDate(`${d.day}T12:00:00Z`)}</td>
                <td className="py-1 pl-4">
                  <div className="flex items-center gap-2">
                    <div className="h-2 rounded-full bg-teal-600" style={{ width: `${(d.calls / busiest) * 80}%` }} />
                    <span className="tabular-nums">{d.calls.toLocaleString('en-GB')}</span>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-muted">No calls yet this month.</p>
      )}
    </div>
  )
}
