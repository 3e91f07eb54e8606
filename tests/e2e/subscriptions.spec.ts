import { expect, test, type Locator, type Page } from '@playwright/test'
import { emailedLink, signOutFromHeader, signUpThroughForm, submitSignIn, submitSignUp } from './support/accounts'
import { expectNoSeriousA11yViolations } from './support/settled'
import { describeAtEachViewport } from './support/viewports'

// Decision 016 in TEST MODE: a visitor signs up from the subscribe page and comes back to it, a declined card says
// why, Pro monthly with 4242…, the dashboard's banner and renewal date, a report without paying, a switch to
// annual billing and a cancellation at the period end, at desktop and phone widths.

const PASSWORD = 'subscriber long passphrase'
const NAME = 'Sam Subscriber'
const addressFor = (label: string) =>
  `${label}-${Date.now()}-${test.info().repeatEachIndex}-${test.info().retry}@example.com`

const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const longDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** Fills the TEST MODE card form on the subscribe page. */
async function fillCard(form: Locator, cardNumber: string) {
  await form.getByLabel('Card number').fill(cardNumber)
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await form.getByLabel('CVC').fill('123')
}

/** The account's subscription as the API answers it (the page's own cookies). */
async function subscriptionOf(page: Page) {
  const res = await page.request.get('/api/subscription')
  expect(res.status()).toBe(200)
  return ((await res.json()) as { subscription: { currentPeriodEnd: string; billingPeriod: string } | null })
    .subscription
}

/** The toast region's text (Radix renders toasts in a labelled region). */
const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

describeAtEachViewport((viewport) => {
  test('subscribe to Pro, get a report without paying, switch to annual and cancel at period end', async ({
    page,
    baseURL,
  }) => {
    const email = addressFor(`pro-${viewport.label}`)

    await test.step('signed out, /subscribe/pro?period=annual asks to sign up and the emailed link comes back', async () => {
      await page.goto('/subscribe/pro?period=annual')
      await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Pro' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Sign in to subscribe' })).toBeVisible()
      await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked()
      await expect(page.getByTestId('plan-price')).toContainText('£99.99')
      await expectNoSeriousA11yViolations(page, 'subscribe signed out')
      await page.getByRole('link', { name: 'Create an account' }).click()
      await expect(page).toHaveURL(/\/sign-up\?next=%2Fsubscribe%2Fpro%3Fperiod%3Dannual$/)
      await submitSignUp(page, NAME, email, PASSWORD)

      await page.goto(await emailedLink(email, /Confirm your email address/))
      await expect(page).toHaveURL(/\/subscribe\/pro\?period=annual$/)
      await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible()
      await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked()
      await expect(page.getByText('You pay £99.99 today')).toBeVisible()
    })

    await test.step('monthly: the subscription is created again for the new period', async () => {
      await page.getByText('Monthly', { exact: true }).click()
      await expect(page).toHaveURL(/\/subscribe\/pro\?period=monthly$/)
      await expect(page.getByTestId('plan-price')).toContainText('£9.99')
      await expect(page.getByText('You pay £9.99 today')).toBeVisible()
      await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible()
      await expectNoSeriousA11yViolations(page, 'subscribe card form')
    })

    const form = page.getByRole('form', { name: 'Test card details' })
    await test.step('a declined card says Payment Failed with the decline message, and charges nothing', async () => {
      await fillCard(form, '4000 0000 0000 0002')
      await page.getByRole('button', { name: 'Subscribe Now' }).click()
      await expect(toasts(page).getByText('Payment Failed')).toBeVisible()
      await expect(toasts(page).getByText('Your card was declined.')).toBeVisible()
      await expect(page).toHaveURL(/\/subscribe\/pro\?period=monthly$/)
      expect(await subscriptionOf(page)).toBeNull()
    })

    await test.step('4242…: Payment Successful, then the dashboard with its banner and renewal date', async () => {
      await fillCard(form, '4242 4242 4242 4242')
      await page.getByRole('button', { name: 'Subscribe Now' }).click()
      await expect(toasts(page).getByText('Payment Successful')).toBeVisible()
      await expect(toasts(page).getByText('Welcome to the Pro plan')).toBeVisible()
      await expect(page).toHaveURL(/\/dashboard\?subscription=success$/)
      await expect(page.getByText('Subscription active. Welcome to the Pro plan')).toBeVisible()
      const subscription = await subscriptionOf(page)
      expect(subscription).toMatchObject({ billingPeriod: 'monthly' })
      const renewal = new Date(subscription!.currentPeriodEnd)
      const days = (renewal.getTime() - Date.now()) / 86_400_000
      expect(days).toBeGreaterThan(27)
      expect(days).toBeLessThan(32)
      await expect(page.getByText('Renews on', { exact: true })).toBeVisible()
      await expect(page.getByText(shortDay.format(renewal), { exact: true })).toBeVisible()
      await expect(page.getByText(`Renews on ${longDay.format(renewal)}`)).toBeVisible()
      await expectNoSeriousA11yViolations(page, 'dashboard after subscribing')
    })

    await test.step('the subscribe page no longer charges: already on the plan', async () => {
      await page.goto('/subscribe/pro?period=monthly')
      await expect(page.getByRole('heading', { name: 'You’re already on the Pro plan' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Subscribe Now' })).toHaveCount(0)
    })

    await test.step('an estimate’s report is included: no £6.99 payment', async () => {
      // Signed in, a write carries the page's Origin (the app's CSRF guard).
      const res = await page.request.post('/api/estimates', {
        data: {
          projectType: 'kitchen_renovation',
          propertyAddress: '3 Mill Lane, London E3 4AB',
          sizeSqm: 12,
          region: 'london',
          description: 'New kitchen units, worktops and flooring.',
        },
        headers: { origin: new URL(baseURL!).origin },
      })
      expect(res.status(), await res.text()).toBe(201)
      const { estimate } = (await res.json()) as { estimate: { id: string } }
      await page.goto(`/estimate/${estimate.id}`)
      const getReport = page.getByRole('button', { name: 'Get your report (included in your plan)' })
      await expect(getReport).toBeVisible()
      await expect(page.getByRole('button', { name: /Get Professional Report - £6\.99/ })).toHaveCount(0)
      await getReport.click()
      await expect(page).toHaveURL(/\/payment-success\/QSR-[0-9A-Z]{20}$/, { timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1, name: 'Your Report Is Ready!' })).toBeVisible()
      await expect(page.getByText('Included in your Pro plan: nothing to pay.')).toBeVisible()
      await expect(page.getByRole('button', { name: 'View Report Online' })).toBeVisible()
    })

    await test.step('Manage Subscription opens the TEST MODE portal; switch to annual billing', async () => {
      await page.goto('/dashboard')
      await page.getByRole('button', { name: 'Manage Subscription' }).click()
      await expect(page).toHaveURL(/\/account\/billing$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Manage your subscription' })).toBeVisible()
      await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible()
      await expectNoSeriousA11yViolations(page, 'billing portal')
      const switchForm = page.getByRole('form', { name: 'Switch plan' })
      await switchForm.getByText(/^Annual: £99\.99$/).click()
      // One click only asks: the confirmation shows what the card pays now (£99.99 for the year less the unused
      // month's £9.99, paid today) and the new price. Cancel changes nothing.
      const ask = () => switchForm.getByRole('button', { name: 'Switch to Pro, annual billing' }).click()
      await ask()
      let confirm = page.getByRole('dialog', { name: 'Switch to Pro, billed annually?' })
      await expect(confirm.getByTestId('amount-due-now')).toHaveText('£90.00')
      await expect(confirm.getByText(/^Then £99\.99 a year from /)).toBeVisible()
      await expectNoSeriousA11yViolations(page, 'plan switch confirmation')
      await confirm.getByRole('button', { name: 'Cancel' }).click()
      await expect(confirm).toBeHidden()
      expect(await subscriptionOf(page)).toMatchObject({ billingPeriod: 'monthly' })
      await ask()
      confirm = page.getByRole('dialog', { name: 'Switch to Pro, billed annually?' })
      await confirm.getByRole('button', { name: 'Confirm and pay £90.00' }).click()
      await expect(toasts(page).getByText('Switched to Pro, billed annually')).toBeVisible()
      const plan = page.getByRole('region', { name: 'Current plan' })
      await expect(plan.getByText('Annual', { exact: true })).toBeVisible()
      expect(await subscriptionOf(page)).toMatchObject({ billingPeriod: 'annual' })
      const invoices = page.getByRole('list', { name: 'Invoices and receipts' })
      await expect(invoices.getByText(/^Change to Pro/)).toBeVisible()
      // The switch is prorated: £99.99 for the year less the unused month's £9.99 (paid today, unused).
      await expect(invoices.getByText('£90.00 including VAT', { exact: true })).toBeVisible()
      await expect(invoices.getByText('£9.99 including VAT', { exact: true })).toBeVisible()
    })

    await test.step('cancel at the period end, confirmed: Cancels on … on the portal and the dashboard', async () => {
      const subscription = await subscriptionOf(page)
      const end = new Date(subscription!.currentPeriodEnd)
      await page.getByRole('button', { name: 'Cancel subscription' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel your Pro plan?' })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: 'Cancel at period end' }).click()
      await expect(page.getByText(`Cancels on ${longDay.format(end)}`).first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible()

      await page.goto('/dashboard')
      await expect(page.getByText('Cancels on', { exact: true })).toBeVisible()
      await expect(page.getByText(`Cancels on ${longDay.format(end)}`)).toBeVisible()
    })

    await test.step('/account shows the plan and the receipts', async () => {
      await page.goto('/account')
      const section = page.getByRole('heading', { name: 'Plan and billing' }).locator('xpath=..')
      await expect(section.getByText('Pro', { exact: true })).toBeVisible()
      await expect(section.getByText(/^Cancels on /)).toBeVisible()
      await expect(section.getByRole('button', { name: 'Manage subscription' })).toBeVisible()
      await expect(section.getByText('£9.99 including VAT', { exact: true })).toBeVisible()
      await expect(section.getByText('Paid', { exact: true }).first()).toBeVisible()
      await expectNoSeriousA11yViolations(page, 'account plan and billing')
    })
  })
})

test('signed out, Sign in on /subscribe/business?period=annual comes back to Business annual', async ({ page }) => {
  const email = addressFor('business')
  await signUpThroughForm(page, NAME, email, PASSWORD)
  await page.goto(await emailedLink(email, /Confirm your email address/))
  await expect(page).toHaveURL(/\/dashboard\?verified=1$/)
  await signOutFromHeader(page, NAME)

  await page.goto('/subscribe/business?period=annual')
  await expect(page.getByRole('heading', { name: 'Sign in to subscribe' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await submitSignIn(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/subscribe\/business\?period=annual$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Business' })).toBeVisible()
  await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked()
  await expect(page.getByText('You pay £299.99 today')).toBeVisible()
})

test('an unknown plan is a clear not-found state', async ({ page }) => {
  await page.goto('/subscribe/gold')
  await expect(page.getByRole('heading', { level: 1, name: 'Plan not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/#pricing')
})
