import { Calculator, FileText, HardHat, Sparkles } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Dashboard } from '#shared/schemas/dashboard'
import { UPGRADE_URL } from '#shared/plans'
import { LinkButton } from '#client/components/link-button'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card'
import { renewalLine, statusLabel } from '#client/lib/subscription-text'
import { allowance, planName } from './format'

/** New Estimate, Generate Report (the newest estimate's report offer) and Find Contractors. */
export function QuickActions({ data }: { data: Dashboard }) {
  const newest = data.isDemo ? undefined : data.estimates[0]
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Quick actions</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <LinkButton to="/estimate" className="justify-start">
          <Calculator aria-hidden="true" />
          New Estimate
        </LinkButton>
        {newest ? (
          <LinkButton to={`/estimate/${newest.id}#report-offer`} variant="outline" className="justify-start">
            <FileText aria-hidden="true" />
            Generate Report
          </LinkButton>
        ) : (
          <>
            <Button variant="outline" className="justify-start" disabled aria-describedby="generate-report-why">
              <FileText aria-hidden="true" />
              Generate Report
            </Button>
            <p id="generate-report-why" className="text-sm text-muted">
              {data.isDemo
                ? 'Sign in and make an estimate to get its report.'
                : 'Make an estimate first: its professional report is offered on its page.'}
            </p>
          </>
        )}
        <LinkButton to="/contractors" variant="outline" className="justify-start">
          <HardHat aria-hidden="true" />
          Find Contractors
        </LinkButton>
      </CardContent>
    </Card>
  )
}

/** The billing portal's button, drawn with `label` (the page composes it in from the billing feature). */
export type ManageSubscription = (label: string) => ReactNode

/**
 * The plan, its status and renewal (or 'Cancels on …'). A paid plan's 'Manage Subscription' is the page's
 * `manage` (the billing portal); free → Upgrade to the pricing section; the demo has nothing to manage.
 */
export function SubscriptionCard({ data, manage }: { data: Dashboard; manage?: ManageSubscription }) {
  const { tier, status } = data.subscription
  const isFree = tier === 'free'
  const renewal = renewalLine(data.subscription)
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          {planName(tier)} plan
          <Badge variant={status === 'active' ? 'default' : 'outline'} className="capitalize">
            {statusLabel(status)}
          </Badge>
        </CardTitle>
        <CardDescription>{renewal ? `${renewal}.` : 'Free: 1 saved estimate a month, 1 project.'}</CardDescription>
      </CardHeader>
      <CardContent>
        {isFree ? (
          <Button asChild variant="accent" className="w-full">
            <a href={UPGRADE_URL}>
              <Sparkles aria-hidden="true" />
              Upgrade
            </a>
          </Button>
        ) : data.isDemo || !manage ? (
          <>
            <Button variant="outline" className="w-full" disabled aria-describedby="manage-why">
              Manage Subscription
            </Button>
            <p id="manage-why" className="mt-2 text-sm text-muted">
              Demo: nothing to manage.
            </p>
          </>
        ) : (
          manage('Manage Subscription')
        )}
      </CardContent>
    </Card>
  )
}

function Meter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 0
  return (
    <div>
      <div className="flex justify-between gap-2 text-sm">
        <span className="text-navy-800">{label}</span>
        <span className="font-semibold text-navy-900">
          {used.toLocaleString('en-GB')} {limit === -1 ? '(unlimited)' : `out of ${allowance(limit)}`}
        </span>
      </div>
      {limit > 0 ? (
        <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-navy-100" aria-hidden="true">
          <div
            className={percent >= 100 ? 'h-full bg-amber-500' : 'h-full bg-teal-600'}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
    </div>
  )
}

/** This month's saved estimates against the plan, reports, and API calls (Business only). */
export function UsageCard({ data }: { data: Dashboard }) {
  const { usage, limits } = data
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Usage this month</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Meter label="Saved estimates" used={usage.estimatesThisMonth} limit={limits.savedEstimatesPerMonth} />
        <p className="flex justify-between text-sm">
          <span className="text-navy-800">Reports</span>
          <span className="font-semibold text-navy-900">{usage.reportsGenerated}</span>
        </p>
        {data.subscription.tier === 'business' ? (
          <Meter label="API calls" used={usage.apiCallsUsed} limit={limits.apiCallsPerMonth} />
        ) : null}
      </CardContent>
    </Card>
  )
}
