import { expect, test, type Page } from '@playwright/test'
import { SPEC_FOOTER_LINKS } from '../fixtures/spec-copy'
import { expectNoSeriousA11yViolations } from './support/settled'
import { DESKTOP, describeAtEachViewport } from './support/viewports'

// The file's tests are independent (each opens its own page, makes its own data), so both workers share them: the
// file would otherwise run on one worker after the others finish and set the tier's time (decision 055, later).
test.describe.configure({ mode: 'parallel' })

/** Every docs/product/screens.md route and the h1 it must show. */
const ROUTES: ReadonlyArray<{ path: string; h1: string | RegExp }> = [
  { path: '/', h1: /really cost/ },
  { path: '/estimate', h1: 'Renovation Cost Calculator' },
  { path: '/estimate/00000000-0000-4000-8000-000000000000', h1: /^Estimate not found/ },
  { path: '/payment-success', h1: 'Report Not Found' },
  // An id the server does not know is not a success.
  { path: '/payment-success/rep_e2e_missing', h1: 'Report Not Found' },
  { path: '/terms', h1: 'Terms of Service' },
  { path: '/privacy', h1: 'Privacy Policy' },
  { path: '/cookies', h1: 'Cookie Policy' },
  { path: '/refunds', h1: 'Refund Policy' },
  { path: '/disclaimer', h1: 'Disclaimer' },
  { path: '/sign-up', h1: 'Create your account' },
  { path: '/sign-in', h1: 'Sign in' },
  { path: '/forgot-password', h1: 'Forgotten your password?' },
  { path: '/reset-password?token=e2e', h1: 'Choose a new password' },
  // Signed out, the account page sends the visitor to sign in.
  { path: '/account', h1: 'Sign in' },
  { path: '/contractors', h1: 'Find Contractors' },
  { path: '/contractors/join', h1: 'List your business' },
  { path: '/this-page-does-not-exist', h1: '404 Page Not Found' },
  // These routes' h1 text is not pinned here: any h1 will do.
  ...[
    '/professional',
    '/estimate-freemium',
    '/subscribe',
    '/subscribe/pro',
    '/dashboard',
    '/projects/new',
    '/about',
    '/contact',
    '/support',
    '/methodology',
  ].map((path) => ({ path, h1: /./ })),
]

/** With SCREENSHOTS=1, saves a full-page screenshot to screenshots/<name>-<width>.png. */
async function saveScreenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return
  await page.evaluate(() => document.fonts.ready)
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true })
}

function screenshotName(path: string) {
  if (path === '/') return 'home'
  return path.slice(1).replace(/[^a-z0-9]+/gi, '-')
}

describeAtEachViewport((viewport) => {
  for (const route of ROUTES) {
    test(`${route.path} renders${viewport === DESKTOP ? ' and has no serious accessibility violations' : ''}`, async ({
      page,
    }) => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText('© 2025')
      // axe once per page, at the desktop width (its rules read the page's markup, names and colours, which the two
      // widths share); the journeys' specs (the wizard, subscriptions) still check their pages at both widths.
      // Twice took about two minutes of the tests' summed time, on two workers about 0.3 min of the tier's wall time
      // (decision 055, later).
      if (viewport === DESKTOP) await expectNoSeriousA11yViolations(page)
      await saveScreenshot(page, screenshotName(route.path))
    })
  }

  test('an unknown path shows 404 Page Not Found', async ({ page }) => {
    const response = await page.goto('/definitely/not/a/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  })

  test('/refund-policy ends on /refunds', async ({ page }) => {
    await page.goto('/refund-policy')
    await expect(page).toHaveURL(/\/refunds$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible()
  })

  test('the top navigation links resolve', async ({ page }) => {
    const targets = [
      { name: 'Calculator', url: /\/estimate$/, h1: 'Renovation Cost Calculator' },
      { name: 'About', url: /\/about$/, h1: /^Clear renovation costs/ },
      { name: 'Home', url: /\/$/, h1: /really cost/ },
    ]
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch')
    for (const target of targets) {
      if (viewport.width < 768) {
        // The mobile menu works from the keyboard: focus the button, open it with Enter.
        const menuButton = page.getByRole('button', { name: 'Open menu' })
        // A prerendered page's controls are disabled until its script has run: wait, as a person would.
        await expect(menuButton).toBeEnabled()
        await menuButton.focus()
        await page.keyboard.press('Enter')
        const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
        await expect(mobileNav).toBeVisible()
        const link = mobileNav.getByRole('link', { name: target.name, exact: true })
        await link.focus()
        await expect(link).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(mobileNav).toBeHidden()
      } else {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: target.name, exact: true })
          .click()
      }
      await expect(page).toHaveURL(target.url)
      // Lazy pages arrive a moment after the URL changes (route changes are transitions that keep the old page
      // on screen meanwhile): wait for the new page's h1, as a person would, before using the header again.
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(target.h1)
      await expect(heading).toBeVisible()
    }
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Get Estimate' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'Get Estimate' }).click()
    }
    await expect(page).toHaveURL(/\/estimate$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Renovation Cost Calculator')
  })

  test('the mobile menu closes with Escape and returns focus', async ({ page }) => {
    test.skip(viewport.width >= 768, 'mobile menu only')
    await page.goto('/')
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await expect(menuButton).toBeEnabled()
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('every footer link leads to a page with a visible h1', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const count = await footer.getByRole('link').count()
    const hrefs: string[] = []
    for (let i = 0; i < count; i++) hrefs.push((await footer.getByRole('link').nth(i).getAttribute('href')) ?? '')
    for (const required of SPEC_FOOTER_LINKS) {
      expect(hrefs).toContain(required)
    }
    await expect(footer.getByRole('link', { name: 'Cost Analysis' })).toHaveAttribute('href', '/estimate')

    for (let i = 0; i < count; i++) {
      await page.goto('/')
      const link = page.getByRole('contentinfo').getByRole('link').nth(i)
      const href = (await link.getAttribute('href')) ?? ''
      await link.click()
      // The URL changes first; wait for the new page itself (not the home page still on screen) to show.
      await expect(page).toHaveURL(href === '/refund-policy' ? /\/refunds$/ : new RegExp(`${href}$`))
      const heading = page.getByRole('heading', { level: 1 })
      const leavesHome = !/^\/(#|$)/.test(href)
      if (leavesHome) await expect(heading, `footer link ${href}`).not.toHaveText(/really cost/)
      await expect(heading, `footer link ${href}`).toBeVisible()
      await expect(heading).not.toHaveText('404 Page Not Found')
    }
  })

  test('/#pricing scrolls to the pricing section', async ({ page }) => {
    await page.goto('/#pricing')
    await expect(page.getByRole('heading', { name: 'Simple, transparent pricing' })).toBeInViewport()
    await expect(page.getByText('Most Popular')).toBeVisible()
  })

  test('the annual toggle shows the saving', async ({ page }) => {
    await page.goto('/#pricing')
    const annual = page.getByRole('radio', { name: /Annual/ })
    // force skips Playwright's wait for an enabled control (the radio is visually hidden): wait for it as a person
    // would, since a prerendered page's controls switch on once hydrated.
    await expect(annual).toBeEnabled()
    await annual.check({ force: true })
    const pro = page.getByRole('article', { name: 'Pro' })
    await expect(pro.getByText('£99.99')).toBeVisible()
    await expect(pro.getByText('Save 17%')).toBeVisible()
  })

  test('back to top appears after 400 px of scrolling and returns to the top', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toHaveCount(0)
    // Wait for the page to have handled the scroll (its listener runs on the scroll event; give React a frame and
    // a task to render) before checking that the button is still absent.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => setTimeout(resolve)), { once: true })
          window.scrollTo(0, 300)
        }),
    )
    await expect(button).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })

  test('a new page opens at the top', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('the support search filters the FAQ', async ({ page }) => {
    await page.goto('/support')
    const search = page.getByRole('searchbox', { name: 'Search the help centre' })
    await search.fill('refund')
    await expect(page.getByText('How long does a refund take?')).toBeVisible()
    await expect(page.getByText('Which parts of the UK do you cover?')).toBeHidden()
    await search.fill('qwertyuiop')
    await expect(page.getByText('No matching questions')).toBeVisible()
  })

  test('the contact form explains invalid fields and keeps what was typed', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Message').fill('Too short')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Enter your first name')).toBeVisible()
    await expect(page.getByText('Enter your last name')).toBeVisible()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await expect(page.getByText('Choose a subject')).toBeVisible()
    await expect(page.getByText(/at least 10 characters/)).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email')
    await expect(page.getByLabel('Message')).toHaveValue('Too short')
    await expect(page.getByLabel('First name')).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await saveScreenshot(page, 'contact-invalid')
  })

  test('the contact form sends a valid message', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('First name').fill('Priya')
    await page.getByLabel('Last name').fill('Shah')
    await page.getByLabel('Email').fill('priya.e2e@example.com')
    await page.getByLabel('Phone').fill('020 7946 0000')
    await page.getByRole('combobox', { name: 'Subject' }).click()
    await page.getByRole('option', { name: 'Technical Support' }).click()
    await page.getByLabel('Message').fill('The PDF link in my email has expired. Could you send a new one?')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveValue('')
    await expect(page.getByLabel('Message')).toHaveValue('')
    await saveScreenshot(page, 'contact-sent')
  })
})

test('without Stripe keys no page loads Stripe.js (the test-mode card form needs none)', async ({ page }) => {
  const stripeRequests: string[] = []
  page.on('request', (r) => {
    if (/stripe\.com/.test(new URL(r.url()).hostname)) stripeRequests.push(r.url())
  })
  for (const path of ['/', '/estimate', '/professional', '/methodology']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(stripeRequests).toEqual([])
})
