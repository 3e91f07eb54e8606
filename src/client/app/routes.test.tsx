// @vitest-environment jsdom
import { HEADLINE_SET, MEASURED_ACCURACY, percent, signedPercent } from '../lib/measured-accuracy'
import { projectTypeLabel } from '#shared/project-types'
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { SPEC_FOOTER_LINKS } from '#tests/fixtures/spec-copy'
import { renderApp } from '../test/render'
import type { RouteObject } from 'react-router-dom'
import { isValidElement } from 'react'
import { CLIENT_ROUTE_PATHS } from '#shared/client-routes'
import { routes } from './routes'

setupComponentTest()

/** React.lazy's component, as React reads it: `_init(_payload)` gives the page, or throws its chunk's pending load. */
interface LazyPage {
  $$typeof: symbol
  _payload: unknown
  _init: (payload: unknown) => unknown
}
const isLazy = (type: unknown): type is LazyPage =>
  typeof type === 'object' && type !== null && (type as LazyPage).$$typeof === Symbol.for('react.lazy')

/**
 * Every page's chunk loaded once, before the cases. Otherwise a case's first visit to a lazy page suspends: the
 * fallback commits, findByRole re-queries the whole document on each change while the chunk loads, and React shows
 * the page up to 300 ms after its fallback (its fallback throttle, a real timer). The cases assert the same pages.
 */
beforeAll(async () => {
  const pages = (list: RouteObject[]): LazyPage[] =>
    list.flatMap((r) => [
      ...(isValidElement(r.element) && isLazy(r.element.type) ? [r.element.type] : []),
      ...pages(r.children ?? []),
    ])
  for (const page of new Set(pages(routes))) {
    for (;;) {
      try {
        page._init(page._payload)
        break
      } catch (pending) {
        if (typeof (pending as PromiseLike<unknown> | null)?.then !== 'function') throw pending
        await pending
      }
    }
  }
})

describe('routes', () => {
  it('are exactly the paths the server answers 200 for (src/shared/client-routes.ts)', () => {
    const paths = (list: RouteObject[]): string[] =>
      list.flatMap((r) => [...(r.index ? [''] : r.path && r.path !== '*' ? [r.path] : []), ...paths(r.children ?? [])])
    expect(paths(routes).sort()).toEqual([...CLIENT_ROUTE_PATHS].sort())
  })

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy()
  })

  it.each([
    [404, 'Report Not Found'],
    [200, 'Payment Successful!'],
  ])('/payment-success/{well-formed id} asks the server first: status %s → %s', async (status, heading) => {
    const fetchMock = vi.fn(async () =>
      status === 200
        ? Response.json({ status: 'ready', sizeBytes: 204800 })
        : Response.json({ status: 404, code: 'not_found', detail: 'Report not found' }, { status: 404 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    try {
      renderApp('/payment-success/QSR-ABCDEFGHJKMNPQRSTVWX')
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
      expect(fetchMock).toHaveBeenCalledWith('/api/reports/QSR-ABCDEFGHJKMNPQRSTVWX/status', expect.anything())
      if (status === 200) expect(screen.getByTestId('report-size').textContent).toBe('200 KB')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('redirects /refund-policy to /refunds', async () => {
    const { router } = renderApp('/refund-policy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund Policy' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/refunds')
  })

  it.each([
    ['/estimate', 'Renovation Cost Calculator'],
    ['/estimate/abc-123', 'Your Renovation Estimate'],
    ['/professional', 'Professional Cost Analysis'],
    ['/estimate-freemium', 'Professional Cost Analysis'],
    ['/payment-success', 'Report Not Found'],
    // Not a report id at all: nothing to look up.
    ['/payment-success/rep_1', 'Report Not Found'],
    ['/subscribe', 'Subscribe to Pro'],
    ['/subscribe/business', 'Subscribe to Business'],
    ['/dashboard', 'Dashboard'],
    ['/projects/new', 'New Project'],
    ['/methodology', 'How our estimates are built, and how close they land'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/cookies', 'Cookie Policy'],
    ['/refunds', 'Refund Policy'],
    ['/disclaimer', 'Disclaimer'],
    ['/about', 'Clear renovation costs, before you talk to builders'],
    ['/contact', 'Get in touch'],
    ['/support', 'How can we help?'],
    ['/contractors', 'Find Contractors'],
    ['/contractors/join', 'List your business'],
  ])('%s renders its page with one h1', async (path, heading) => {
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy()
  })

  it('renders the landing page with every section and the spec navigation', async () => {
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: /really cost/ })).toBeTruthy()
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(main.querySelector('a[href="/estimate"]')?.textContent).toBe('Calculator')
    expect(screen.getByRole('link', { name: /Start Analysis/ }).getAttribute('href')).toBe('/estimate')
    expect(screen.getByRole('link', { name: /^Learn More ?about us$/ }).getAttribute('href')).toBe('/about')
    expect(screen.getByRole('link', { name: /Get Your Estimate/ }).getAttribute('href')).toBe('/estimate')
    expect(screen.getByRole('link', { name: /How we measure accuracy/ }).getAttribute('href')).toBe('/methodology')
    // The accuracy claim is the stored measurement on the independent check set, never a hand-written figure.
    expect(screen.getByTestId('landing-accuracy').textContent).toBe(percent(HEADLINE_SET.all.medianAbsError))
    for (const set of MEASURED_ACCURACY.sets) {
      const card = screen.getByTestId(`accuracy-${set.file.replace(/\.csv$/, '')}`)
      expect(within(card).getByTestId('median').textContent).toBe(percent(set.all.medianAbsError))
      expect(within(card).getByTestId('naive').textContent).toBe(percent(set.all.naiveMedianAbsError))
    }
    for (const name of ['Accurate Pricing', 'Fast Property Analysis', 'Investment-Grade Reports', 'RICS Standards']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy()
    }
    expect(document.getElementById('pricing')).toBeTruthy()
    expect(screen.getByText('© 2025 UK Renovation Estimator. All rights reserved.')).toBeTruthy()
  })

  it('the methodology page shows both sets, dated, with the naive model beside, by project type', async () => {
    renderApp('/methodology')
    await screen.findByRole('heading', { name: 'Measured accuracy' })
    expect(screen.getByTestId('accuracy-date').getAttribute('datetime')).toBe(MEASURED_ACCURACY.measuredOn)
    expect(MEASURED_ACCURACY.sets.map((s) => s.file)).toEqual([
      'uk-cost-calibration-v2.csv',
      'uk-cost-calibration-tagged.csv',
    ])
    for (const set of MEASURED_ACCURACY.sets) {
      const card = screen.getByTestId(`accuracy-${set.file.replace(/\.csv$/, '')}`)
      expect(within(card).getByTestId('median').textContent).toBe(percent(set.all.medianAbsError))
      expect(within(card).getByTestId('p80').textContent).toBe(percent(set.all.p80AbsError))
      expect(within(card).getByTestId('range').textContent).toBe(percent(set.all.rangeContains))
      expect(within(card).getByTestId('naive').textContent).toBe(percent(set.all.naiveMedianAbsError))
      const table = within(card).getByRole('table', { name: new RegExp(`${set.title}: accuracy by project type`) })
      const rows = [...table.querySelectorAll('tbody tr')]
      expect(rows.length).toBe(Object.keys(set.byType).length)
      // Most figures first: the top row is the type with the largest n, its bias and naive figure beside it.
      const [type, top] = Object.entries(set.byType).sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))[0]!
      expect([...rows[0]!.children].map((c) => c.textContent)).toEqual([
        projectTypeLabel(type),
        String(top.n),
        percent(top.medianAbsError),
        percent(top.naiveMedianAbsError),
        signedPercent(top.bias),
        percent(top.rangeContains),
      ])
    }
    expect(screen.queryByText(/dispersion|no model can match/i)).toBeNull()
  })

  it('links the footer to every page of the spec', async () => {
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    const footer = screen.getByRole('contentinfo')
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    for (const href of SPEC_FOOTER_LINKS) {
      expect(hrefs).toContain(href)
    }
    expect(footer.querySelector('a[href="/estimate"]')?.textContent).toBe('Cost Analysis')
  })
})
