// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { Dashboard } from '#shared/schemas/dashboard'
import { accountDashboard as account } from '#tests/factories/dashboard'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { createQueryClient } from '#client/lib/query-client'
import { DashboardView } from './dashboard-view'

function renderDashboard(
  data: Dashboard,
  notices = { subscriptionActive: false, emailConfirmed: false },
  manageSubscription?: (label: string) => React.ReactNode,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(data)),
  )
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <DashboardView notices={notices} manageSubscription={manageSubscription} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('DashboardView', () => {
  setupComponentTest()

  it('shows the account’s figures, links its estimate and offers its report, and the free plan’s upgrade', async () => {
    renderDashboard(account, { subscriptionActive: false, emailConfirmed: true })
    expect(await screen.findByRole('heading', { name: 'Welcome back, Robin' })).toBeTruthy()
    expect(screen.getByText('Email confirmed. Your account is ready.')).toBeTruthy()
    expect(screen.getByText('Never renews: nothing to pay')).toBeTruthy()
    expect(screen.getByText('£30,000')).toBeTruthy()
    expect(screen.getByText('on hold')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Kitchen renovation' }).getAttribute('href')).toBe(
      `/estimate/${account.estimates[0]!.id}`,
    )
    expect(screen.getByRole('link', { name: 'Generate Report' }).getAttribute('href')).toBe(
      `/estimate/${account.estimates[0]!.id}#report-offer`,
    )
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/#pricing')
    expect(screen.getByText('1 out of 1')).toBeTruthy()
    expect(screen.queryByText('API calls')).toBeNull()
  })

  it('without estimates, Generate Report is disabled and says why', async () => {
    renderDashboard({ ...account, estimates: [], totals: { ...account.totals, estimates: 0 } })
    const button = await screen.findByRole('button', { name: 'Generate Report' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText(/Make an estimate first/)).toBeTruthy()
  })

  it('the demo is labelled, links nothing of its own, and asks the visitor to sign in', async () => {
    renderDashboard({
      ...account,
      isDemo: true,
      subscription: { tier: 'business', status: 'active', currentPeriodEnd: '2026-12-24T09:00:00.000Z' },
      limits: { ...account.limits, apiCallsPerMonth: 1000 },
      usage: { ...account.usage, apiCallsUsed: 120 },
    })
    expect(await screen.findByText(/looking at demo data/)).toBeTruthy()
    // The banner's badge and the portfolio's: both say demo.
    expect(screen.getAllByText('Demo')).toHaveLength(2)
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]!.getAttribute('href')).toBe('/sign-in?next=%2Fdashboard')
    expect(screen.queryByRole('link', { name: 'Kitchen renovation' })).toBeNull()
    expect(screen.getByText('120 out of 1,000')).toBeTruthy()
    const plan = screen.getByRole('heading', { name: /Business plan/ }).closest('div')!.parentElement!
    expect(within(plan).getByRole('button', { name: 'Manage Subscription' })).toBeTruthy()
  })

  it('the portfolio lists each appraised project with its figures and the totals, linked to its appraisal', async () => {
    const row = {
      estimateId: account.estimates[0]!.id,
      projectId: 'p1',
      name: 'Elm Road kitchen',
      strategy: 'Single let',
      worksCost: 32742.4,
      totalCost: 301234.56,
      moneyIn: 98765.43,
      moneyLeftIn: 98765.43,
      profit: -1234.6,
      profitOnCostPercent: -0.41,
      netYieldPercent: 4.47,
      annualCashFlow: 1438.26,
    }
    renderDashboard({
      ...account,
      portfolio: {
        rows: [row],
        totals: {
          worksCost: 32742.4,
          totalCost: 301234.56,
          moneyIn: 98765.43,
          moneyLeftIn: 98765.43,
          profit: -1234.6,
          annualCashFlow: 1438.26,
          netYieldPercent: 4.47,
        },
      },
    })
    const portfolio = await screen.findByTestId('portfolio')
    expect(within(portfolio).getByRole('link', { name: 'Elm Road kitchen' }).getAttribute('href')).toBe(
      `/estimate/${row.estimateId}#appraisal`,
    )
    const totals = within(portfolio).getByTestId('portfolio-totals')
    expect(within(totals).getByText('£98,765')).toBeTruthy()
    expect(within(totals).getByText('4.47%')).toBeTruthy()
    expect(within(totals).getByText('-£1,235')).toBeTruthy()
    expect(within(portfolio).queryByText('Demo')).toBeNull()
  })

  it('without appraisals the portfolio says how to get one', async () => {
    renderDashboard(account)
    expect(await screen.findByText(/No appraisals yet/)).toBeTruthy()
  })

  it('a Pro account: the banner after subscribing, the renewal date and the page’s Manage Subscription', async () => {
    const pro: Dashboard = {
      ...account,
      subscription: {
        tier: 'pro',
        status: 'active',
        currentPeriodEnd: '2026-12-24T09:00:00.000Z',
        cancelAtPeriodEnd: false,
      },
    }
    renderDashboard(pro, { subscriptionActive: true, emailConfirmed: false }, (label) => <button>{label}</button>)
    expect(await screen.findByText(/Welcome to the Pro plan/)).toBeTruthy()
    expect(screen.getByText('Renews on', { exact: true })).toBeTruthy()
    expect(screen.getByText('24 Dec 2026')).toBeTruthy()
    expect(screen.getByText('Renews on 24 December 2026.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull()
  })

  it('cancelling says Cancels on, and a failed renewal shows the update-your-card banner', async () => {
    renderDashboard(
      {
        ...account,
        subscription: {
          tier: 'business',
          status: 'past_due',
          currentPeriodEnd: '2026-12-24T09:00:00.000Z',
          cancelAtPeriodEnd: true,
        },
      },
      undefined,
      (label) => <button>{label}</button>,
    )
    expect(await screen.findByText('Cancels on', { exact: true })).toBeTruthy()
    expect(screen.getByText('Cancels on 24 December 2026.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Your last payment failed — update your card')
    expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Update your card' })).toBeTruthy()
  })
})
