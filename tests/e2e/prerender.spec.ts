import { expect, test, type Page } from '@playwright/test'

// docs/decisions/018-prerendering.md: these pages' HTML is written at build time and hydrated in the browser.
const PAGES = [
  {
    path: '/',
    h1: 'Know what your renovation will really cost',
    title: 'UK Renovation Estimator: renovation cost estimates in under 3 minutes',
    /** A control that works only once the page's script has run. */
    control: (page: Page) => page.getByRole('radio', { name: 'Annual' }),
  },
  {
    path: '/estimate',
    h1: 'Renovation Cost Calculator',
    title: 'Renovation Cost Calculator | UK Renovation Estimator',
    control: (page: Page) => page.getByLabel(/Project Description/),
  },
] as const

/** Every console error and warning, and every uncaught error, from the moment the page starts loading. */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

for (const { path, h1, title, control } of PAGES) {
  test(`${path} arrives as HTML with its heading, title and description`, async ({ request }) => {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    expect(res.headers()['cache-control']).toBe('no-cache')
    const html = await res.text()
    expect(html).toContain(`>${h1.replace(/'/g, '&#x27;')}</h1>`)
    expect(html).toContain(`<title>${title}</title>`)
    expect(html.match(/<meta\s+name="description"/g)).toHaveLength(1)
    // The CSP runs no inline script, so the page must need none.
    expect(html).not.toMatch(/<script>/)
  })

  test(`${path} shows its text with JavaScript off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(page.getByRole('contentinfo')).toContainText('© 2025')
    // Without the script its controls are visibly off rather than silently dead.
    await expect(control(page)).toBeDisabled()
    await context.close()
  })

  test(`${path} hydrates without a console error or warning (no hydration mismatch)`, async ({ page }) => {
    const problems = collectProblems(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    await expect(control(page)).toBeEnabled()
    await expect(page).toHaveTitle(title)
    // Hydration takes over the head's title and description rather than adding its own.
    await expect(page.locator('head title')).toHaveCount(1)
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
    // Navigating in the app still works after hydration, and leaves one title and one description.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Methodology' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/./)
    await expect(page).toHaveURL(/\/methodology$/)
    expect(await page.locator('head title').count()).toBeLessThanOrEqual(2)
    expect(problems).toEqual([])
  })
}

test('the hashed assets a page loads are cached as immutable', async ({ page }) => {
  const headers: Record<string, string | undefined> = {}
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/assets/')) headers[res.url()] = res.headers()['cache-control']
  })
  await page.goto('/')
  await expect(page.getByRole('radio', { name: 'Annual' })).toBeEnabled()
  expect(Object.keys(headers).length).toBeGreaterThan(0)
  for (const [url, value] of Object.entries(headers)) expect(value, url).toBe('public, max-age=31536000, immutable')
})
