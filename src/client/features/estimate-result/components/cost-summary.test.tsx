// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { CostSummary } from './cost-summary'

const base = {
  projectTypeLabel: 'Kitchen renovation',
  sizeSqm: 12,
  regionLabel: 'North',
  priceDate: '2026-11-01',
  totalCostIncludingVAT: 24000,
  totalCostExcludingVAT: 20000,
  vatAmount: 4000,
  vatRate: 20,
  vatReason: 'Standard rate',
  vatReference: '',
  costPerSqm: 2000,
  costPerSqmExcludingVAT: 1667,
  costPerSqmIncludingVAT: 2000,
  measuredSqm: 12,
  confidence: 70,
  range: { low: 20000, likely: 24000, high: 30000, lowExcludingVAT: 16667, highExcludingVAT: 25000 },
  contingency: { rate: 10, amount: 2000, reasons: ['Base allowance for this type of work: 10%'] },
  budgetIncludingContingency: 26400,
  drivers: [],
} as Partial<EstimateResponse>

afterEach(cleanup)

const renderWithScope = (scope: EstimateResponse['scope']) =>
  render(<CostSummary estimate={{ ...base, scope } as EstimateResponse} />)

describe('CostSummary scope line', () => {
  it('names a stated scope by its ladder label and what it includes', () => {
    renderWithScope({ value: 'cosmetic', label: 'Decorating only', stated: true, fromDescription: false })
    expect(screen.getByTestId('scope-summary').textContent).toBe(
      'Scope: Decorating only (paint, wallpaper and small repairs; nothing is replaced).',
    )
  })

  it('says when the scope was not stated and what was assumed', () => {
    renderWithScope({ value: 'medium', label: 'Refurbishment', stated: false, fromDescription: false })
    expect(screen.getByTestId('scope-summary').textContent).toBe(
      'Scope not stated: priced as a typical job (Refurbishment), with a range across the plausible scopes.',
    )
  })

  it('says when an unstated scope follows what the description lists', () => {
    renderWithScope({ value: 'light', label: 'Light refresh', stated: false, fromDescription: true })
    expect(screen.getByTestId('scope-summary').textContent).toBe(
      'Scope not stated: priced as what your description lists (Light refresh), with a range across the plausible scopes.',
    )
  })
})

describe('CostSummary priced as another job', () => {
  it('says the brief was priced as the job it names, not the type chosen', () => {
    const drivers = [{ source: 'description', key: 'sole_trade', label: 'Priced as a bathroom renovation', effect: '' }]
    const scope = { value: 'medium', label: 'Refurbishment', stated: false, fromDescription: true } as const
    render(<CostSummary estimate={{ ...base, scope, drivers } as EstimateResponse} />)
    expect(screen.getByTestId('scope-summary').textContent).toBe(
      'Priced as a bathroom renovation (Refurbishment): only the work your description names, with a range across its plausible scopes.',
    )
    cleanup()
    const trade = [{ ...drivers[0], label: "Priced as one trade's job: Rewiring" }]
    const onlyNamed = { ...scope, label: 'Only the work named' }
    render(<CostSummary estimate={{ ...base, scope: onlyNamed, drivers: trade } as EstimateResponse} />)
    expect(screen.getByTestId('scope-summary').textContent).toBe(
      "Priced as one trade's job: Rewiring: only the work your description names, with a range across its plausible scopes.",
    )
  })
})

describe('CostSummary new space priced beside the job', () => {
  it('names each new space the description adds, after the scope (decision 072)', () => {
    const drivers = [
      {
        source: 'description',
        key: 'added_space:loft_conversion',
        label: 'Also priced: loft conversion (28 m²)',
        effect: '',
      },
    ]
    const scope = { value: 'extensive', label: 'Extensive', stated: true, fromDescription: false } as const
    render(<CostSummary estimate={{ ...base, scope, drivers } as EstimateResponse} />)
    expect(screen.getByTestId('scope-summary').textContent).toBe(
      'Scope: Extensive (most finishes, fittings and services renewed, with some layout or structural changes). Also priced: loft conversion (28 m²).',
    )
  })
})

describe('CostSummary cost per m²', () => {
  it('shows the figure excluding VAT and the figure including VAT, each labelled', () => {
    renderWithScope({ value: 'medium', label: 'Refurbishment', stated: true, fromDescription: false })
    expect(screen.getByTestId('cost-per-sqm-exc-vat').textContent).toBe('£1,667')
    expect(screen.getByTestId('cost-per-sqm-inc-vat').textContent).toBe('£2,000')
    expect(screen.getByTestId('cost-per-sqm').textContent).toBe('£1,667 exc VAT£2,000 inc VAT')
  })
})

describe('CostSummary contingency', () => {
  it('shows the recommended contingency beside the likely figure, and the budget including it', () => {
    renderWithScope({ value: 'medium', label: 'Refurbishment', stated: true, fromDescription: false })
    expect(screen.getByTestId('total-inc-vat').textContent).toBe('£24,000')
    const advice = screen.getByTestId('contingency-advice').textContent ?? ''
    expect(advice).toContain('Recommended contingency: 10% (£2,000 excluding VAT)')
    expect(advice).toContain('Not in the likely figure')
    expect(screen.getByTestId('budget-inc-contingency').textContent).toBe('£26,400')
  })
})

describe('CostSummary cost per m²', () => {
  it('says the floor it is over where that is not the size given', () => {
    // A house of 90 m² with a 28 m² loft conversion priced beside it: the cost per m² is over 118 m².
    const scope = { value: 'extensive', label: 'Extensive', stated: true, fromDescription: false } as const
    render(<CostSummary estimate={{ ...base, scope, sizeSqm: 90, measuredSqm: 118 } as EstimateResponse} />)
    expect(screen.getByTestId('cost-per-sqm-floor').textContent).toBe('over the 118 m² priced')
  })

  it('says nothing more where it is over the size given', () => {
    renderWithScope({ value: 'medium', label: 'Refurbishment', stated: true, fromDescription: false })
    expect(screen.queryByTestId('cost-per-sqm-floor')).toBeNull()
  })
})
