// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { FAQ_ITEMS, filterFaq } from './faq-data'
import { FaqSearch } from './faq-search'

afterEach(cleanup)

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqSearch />
    </MemoryRouter>,
  )
  return screen.getByRole('searchbox', { name: 'Search the help centre' })
}

describe('FAQ', () => {
  it('has at least 10 questions covering estimates, VAT, regions, reports, refunds and payment', () => {
    expect(FAQ_ITEMS.length).toBeGreaterThanOrEqual(10)
    const categories = new Set(FAQ_ITEMS.map((item) => item.category))
    for (const category of ['Estimates', 'VAT', 'Regions', 'Reports', 'Refunds', 'Payment'] as const) {
      expect(categories.has(category)).toBe(true)
    }
  })

  it('never promises a 14-day guarantee', () => {
    expect(FAQ_ITEMS.some((item) => /14[- ]day/i.test(item.answer))).toBe(false)
  })

  it('matches every word, case-insensitively, in questions and answers', () => {
    expect(filterFaq(FAQ_ITEMS, '').length).toBe(FAQ_ITEMS.length)
    expect(filterFaq(FAQ_ITEMS, 'LONDON').map((i) => i.id)).toContain('regional-difference')
    expect(filterFaq(FAQ_ITEMS, 'refund business days').map((i) => i.id)).toEqual(['refund-time'])
  })

  it('filters as you type and shows an empty state', () => {
    const search = renderFaq()
    expect(screen.getAllByRole('listitem')).toHaveLength(FAQ_ITEMS.length)

    fireEvent.change(search, { target: { value: 'vat' } })
    const shown = screen.getAllByRole('listitem').length
    expect(shown).toBeGreaterThan(0)
    expect(shown).toBeLessThan(FAQ_ITEMS.length)
    expect(screen.getByText('When does a reduced VAT rate apply?')).toBeTruthy()
    expect(screen.queryByText('How can I pay, and is it secure?')).toBeNull()

    fireEvent.change(search, { target: { value: 'zzzz unmatched' } })
    expect(screen.getByText('No matching questions')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(FAQ_ITEMS.length)
  })
})
