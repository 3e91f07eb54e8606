// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { PricingSection } from './pricing-section'

afterEach(cleanup)

function renderPricing() {
  render(
    <MemoryRouter>
      <PricingSection />
    </MemoryRouter>,
  )
}

describe('PricingSection', () => {
  it('shows the three plans monthly by default, pro as Most Popular', () => {
    renderPricing()
    const pro = screen.getByRole('article', { name: 'Pro' })
    expect(within(pro).getByText('Most Popular')).toBeTruthy()
    expect(within(pro).getByText('£9.99')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Business' })).getByText('£29.99')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('£0')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Monthly/ })).toHaveProperty('checked', true)
    expect(within(pro).getByRole('link', { name: 'Choose Pro' }).getAttribute('href')).toBe(
      '/subscribe/pro?period=monthly',
    )
  })

  it('switches to annual prices with the computed saving', () => {
    renderPricing()
    fireEvent.click(screen.getByRole('radio', { name: /Annual/ }))
    const pro = screen.getByRole('article', { name: 'Pro' })
    expect(within(pro).getByText('£99.99')).toBeTruthy()
    expect(within(pro).getByText('Save 17%')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Business' })).getByText('£299.99')).toBeTruthy()
    expect(within(screen.getByRole('article', { name: 'Free' })).queryByText(/Save/)).toBeNull()
    expect(within(pro).getByRole('link', { name: 'Choose Pro' }).getAttribute('href')).toBe(
      '/subscribe/pro?period=annual',
    )
  })

  it('offers the one-off £6.99 report', () => {
    renderPricing()
    expect(screen.getByRole('heading', { name: /£6\.99, one-off/ })).toBeTruthy()
  })
})
