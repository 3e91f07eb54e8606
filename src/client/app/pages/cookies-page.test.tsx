// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PAYMENT_COOKIES, SITE_COOKIES } from '#shared/cookies'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { renderApp } from '#client/test/render'

setupComponentTest()

describe('/cookies', () => {
  it('lists every cookie the site sets and Stripe’s payment cookies, and nothing else', async () => {
    renderApp('/cookies')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeTruthy()
    const tables = screen.getAllByRole('table')
    const namesIn = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent)
    expect(tables.map(namesIn)).toEqual([
      SITE_COOKIES.map((c) => (c.secureName ? `${c.name}on HTTPS: ${c.secureName}` : c.name)),
      PAYMENT_COOKIES.map((c) => c.name),
    ])
    expect(within(tables[0]!).getByRole('cell', { name: '30 days from your last visit' })).toBeTruthy()
  })

  it('claims no analytics cookies and no remembered cookie choices, which the site does not have', async () => {
    renderApp('/cookies')
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })
    const text = document.querySelector('main')!.textContent!
    expect(text).not.toMatch(/analytics (cookies|data) (is|are) (only )?(set|kept)|cookie choices|if you agree/i)
    expect(text).toContain('We use no analytics, advertising, tracking or preference cookies')
  })
})
