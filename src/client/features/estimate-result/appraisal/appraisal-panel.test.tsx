// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { appraise } from '#shared/appraisal/appraise'
import type { AppraisalInput } from '#shared/appraisal/schema'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { createQueryClient } from '#client/lib/query-client'
import { appraisalContextOf } from './appraisal-context'
import { money, percent } from './appraisal-format'
import { AppraisalPanel } from './appraisal-panel'

const estimateOf = (projectType: string) =>
  ({
    id: '3f6c2a10-7d4e-4b8a-9c1e-2a5b7c9d0e11',
    projectType,
    region: 'north',
    priceDate: '2026-11-26',
    range: { low: 30000, likely: 40000.5, high: 52000, lowExcludingVAT: 25000, highExcludingVAT: 43333.33 },
    timeline: {
      weeks: 10,
      phases: [
        { name: 'Strip-out', startWeek: 0, durationWeeks: 2 },
        { name: 'Works', startWeek: 2, durationWeeks: 8 },
      ],
    },
  }) as unknown as EstimateResponse

function renderPanel(projectType: string) {
  const fetch = vi.fn(async () => Response.json({}))
  vi.stubGlobal('fetch', fetch)
  const estimate = estimateOf(projectType)
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AppraisalPanel estimate={estimate} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const figures = (input: AppraisalInput) => appraise(input, appraisalContextOf(estimate))
  return { fetch, figures }
}

describe('AppraisalPanel', () => {
  setupComponentTest()

  it('opens on a buy-to-let estimate, and every figure follows what is typed (the module’s answer)', async () => {
    const { fetch, figures } = renderPanel('buy_to_let_preparation')
    const start = figures({ strategy: 'single_let' })
    expect(screen.getByTestId('appraisal-headline-money-in').textContent).toBe(money(start.totalMoneyInPence))
    expect(screen.getByText(/Default £270,000/)).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Rent a month'), { target: { value: '1,400' } })
    const typed = figures({ strategy: 'single_let', monthlyRentPence: 140_000 })
    expect(screen.getByTestId('appraisal-headline-return').textContent).toBe(percent(typed.netYieldPercent))
    expect(screen.getByTestId('appraisal-cash-flow').textContent).toBe(money(typed.income!.netAnnualCashFlowPence))
    expect(screen.getByText('Your figure.')).toBeTruthy()

    // Text that is no amount is named and not applied.
    fireEvent.change(screen.getByLabelText('Rent a month'), { target: { value: '14k' } })
    expect(screen.getByText('Enter an amount in pounds')).toBeTruthy()
    expect(screen.getByTestId('appraisal-headline-return').textContent).toBe(percent(typed.netYieldPercent))

    // Saved a moment later, once, with what was typed.
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: 3000 })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/estimates/3f6c2a10-7d4e-4b8a-9c1e-2a5b7c9d0e11/appraisal')
    expect(init.method).toBe('PUT')
    expect(JSON.parse(init.body as string)).toEqual({ input: { strategy: 'single_let', monthlyRentPence: 140_000 } })
  })

  it('starts a flip on a flipping estimate, with the sale’s figures and no yield', () => {
    const { figures } = renderPanel('property_flipping')
    const flip = figures({ strategy: 'flip' })
    expect((screen.getByRole('radio', { name: /flip/ }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByTestId('appraisal-headline-profit').textContent).toBe(money(flip.profitPence))
    expect(screen.getByTestId('appraisal-break-even').textContent).toBe(money(flip.breakEvenGdvPence))
    expect(screen.queryByTestId('appraisal-gross-yield')).toBeNull()
  })

  it('is folded on a kitchen estimate, and opens on a click', () => {
    renderPanel('kitchen_renovation')
    const toggle = screen.getByRole('button', { name: /Appraise this as an investment/ })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByTestId('appraisal-headline-money-in')).toBeNull()
    fireEvent.click(toggle)
    expect(screen.getByTestId('appraisal-headline-money-in')).toBeTruthy()
  })
})
