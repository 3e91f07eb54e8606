import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  LIVE_STATUSES,
  type CreateSubscriptionResponse,
  type Invoice,
  type Subscription,
  type SubscriptionChange,
  type SubscriptionChangePreview,
  type SubscriptionChoice,
  type SubscriptionResponse,
} from '#shared/schemas/subscriptions'
import { apiGet, apiRequestJson } from '#client/lib/api-client'

/** The subscription and everything that shows it: refreshed together after any change. */
export const SUBSCRIPTION_QUERY_KEY = ['/api/subscription'] as const
export const INVOICES_QUERY_KEY = ['/api/subscription/invoices'] as const
const DASHBOARD_QUERY_KEY = ['/api/dashboard'] as const

/** Statuses that give the plan's allowances (docs/product/decisions.md: past_due keeps access while the card is retried). */
const ACCESS_STATUSES: ReadonlySet<Subscription['status']> = new Set(LIVE_STATUSES)

/** Whether a subscription gives its plan (a paid tier with a live status); false for none. */
export function hasPaidPlan(subscription: Subscription | null | undefined): boolean {
  return Boolean(subscription && subscription.tier !== 'free' && ACCESS_STATUSES.has(subscription.status))
}

/** GET /api/subscription: the account's subscription, or null. `enabled: false` while nobody is signed in. */
export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: async ({ signal }) => (await apiGet<SubscriptionResponse>('/api/subscription', { signal })).subscription,
    enabled: options.enabled ?? true,
  })
}

/** GET /api/subscription/invoices: invoices and receipts, newest first. */
export function useInvoices() {
  return useQuery({
    queryKey: INVOICES_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet<{ invoices: Invoice[] }>('/api/subscription/invoices', { signal })).invoices,
  })
}

/** POST /api/billing-portal: Stripe's Customer Portal, or /account/billing in TEST MODE. */
export const createBillingPortalSession = () => apiRequestJson<{ url: string }>('POST', '/api/billing-portal', {})

/** POST /api/reports: the report a Pro or Business plan includes (402 problem on the free plan). */
export const createIncludedReport = (estimateId: string) =>
  apiRequestJson<{ reportId: string }>('POST', '/api/reports', { estimateId })

/**
 * GET /api/subscription/change-preview: what switching to `choice` charges now, read afresh each time the
 * confirmation opens (the amount shrinks as the period runs); not while `choice` is undefined.
 */
export function useChangePreview(choice: SubscriptionChoice | undefined) {
  return useQuery({
    queryKey: ['/api/subscription/change-preview', choice?.tier, choice?.billingPeriod],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({ tier: choice!.tier, billingPeriod: choice!.billingPeriod })
      const url = `/api/subscription/change-preview?${query}`
      return (await apiGet<{ preview: SubscriptionChangePreview }>(url, { signal })).preview
    },
    enabled: choice !== undefined,
    staleTime: 0,
    gcTime: 0,
  })
}

export type SubscriptionAction = { kind: 'cancel' } | { kind: 'resume' } | ({ kind: 'change' } & SubscriptionChange)

/** POST /api/subscription/cancel|resume|change: each answers the subscription as it now is. */
function sendSubscriptionAction(action: SubscriptionAction) {
  const body =
    action.kind === 'change'
      ? { tier: action.tier, billingPeriod: action.billingPeriod, quotedAt: action.quotedAt }
      : {}
  return apiRequestJson<SubscriptionResponse>('POST', `/api/subscription/${action.kind}`, body)
}

/** Cancel, resume or change the plan; on success the subscription, invoices and dashboard are read again. */
export function useSubscriptionAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendSubscriptionAction,
    onSuccess: async ({ subscription }) => {
      queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, subscription)
      await refreshBilling(queryClient)
    },
  })
}

/** After a subscription changes anywhere (checkout, portal): everything that shows the plan is read again. */
export function refreshBilling(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all(
    [SUBSCRIPTION_QUERY_KEY, INVOICES_QUERY_KEY, DASHBOARD_QUERY_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  )
}

/**
 * POST /api/create-subscription: the subscription for a plan and period, with its first invoice's client secret
 * (confirmed like a report's: the TEST MODE card form, or Stripe's Payment Element).
 */
export const createSubscription = (choice: SubscriptionChoice) =>
  apiRequestJson<CreateSubscriptionResponse>('POST', '/api/create-subscription', choice)
