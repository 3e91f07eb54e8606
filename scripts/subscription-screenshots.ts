// Screenshots of the subscription screens at 1280 px and 390 px, for review: /subscribe/pro signed out and signed in
// (monthly and annual), its failed setup, the dashboard after subscribing, an included report, /account's plan and
// billing, and the TEST MODE portal (cancel dialog, cancelling). Start a TEST MODE server (no Stripe keys) whose mail
// goes to its outbox (no SMTP_URL), then:
//   npx tsx scripts/subscription-screenshots.ts http://127.0.0.1:5331 <its DATA_DIR> [out dir, default screenshots/subscriptions]
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { outboxLink, saveShot } from './screenshot-support'

const [baseUrl = 'http://127.0.0.1:5331', dataDir = './data', outDir = 'screenshots/subscriptions'] =
  process.argv.slice(2)
const PASSWORD = 'screenshot passphrase one'
mkdirSync(outDir, { recursive: true })

const shot = (page: Page, name: string, fullPage = true) => saveShot(page, outDir, name, fullPage)

async function signedOut(page: Page) {
  for (const period of ['monthly', 'annual']) {
    await page.goto(`${baseUrl}/subscribe/pro?period=${period}`)
    await page.getByRole('heading', { name: 'Sign in to subscribe' }).waitFor()
    await shot(page, `subscribe-pro-signed-out-${period}`)
  }
  await page.goto(`${baseUrl}/subscribe/gold`)
  await page.getByRole('heading', { name: 'Plan not found' }).waitFor()
  await shot(page, 'subscribe-unknown-plan', false)
}

async function signUpAndSubscribe(page: Page, width: number) {
  const email = `subscriber-${width}-${Date.now()}@example.com`
  await page.goto(`${baseUrl}/sign-up?next=${encodeURIComponent('/subscribe/pro?period=annual')}`)
  await page.getByLabel('Name').fill('Alexandra Fitzgerald-Okonkwo')
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('heading', { name: 'Check your email' }).waitFor()
  await page.goto(await outboxLink(baseUrl, dataDir, email, /Confirm your email address/))
  await page.getByText('You pay £99.99 today').waitFor()
  await shot(page, 'subscribe-pro-signed-in-annual')

  // The failed setup, by refusing the next creation.
  await page.route('**/api/create-subscription', (route) => route.fulfill({ status: 500, body: 'down' }), {
    times: 1,
  })
  await page.getByText('Monthly', { exact: true }).click()
  await page.getByRole('heading', { name: 'Payment Setup Failed' }).waitFor()
  await shot(page, 'subscribe-pro-setup-failed')
  await page.getByRole('button', { name: 'Try again' }).click()
  await page.getByText('You pay £9.99 today').waitFor()

  const form = page.getByRole('form', { name: 'Test card details' })
  await form.getByLabel('Card number').fill('4000 0000 0000 0002')
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await form.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Subscribe Now' }).click()
  await page.getByText('Your card was declined.', { exact: true }).waitFor()
  await shot(page, 'subscribe-pro-signed-in-monthly-declined', false)
  await form.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Subscribe Now' }).click()
  await page.getByText('Subscription active.').waitFor()
  await shot(page, 'dashboard-subscription-success')
}

async function subscribed(page: Page) {
  const res = await page.request.post(`${baseUrl}/api/estimates`, {
    data: {
      projectType: 'kitchen_renovation',
      sizeSqm: 12,
      region: 'london',
      description: 'New kitchen units, worktops and flooring.',
    },
    headers: { origin: new URL(baseUrl).origin },
  })
  const { estimate } = (await res.json()) as { estimate: { id: string } }
  await page.goto(`${baseUrl}/estimate/${estimate.id}`)
  const button = page.getByRole('button', { name: 'Get your report (included in your plan)' })
  await button.scrollIntoViewIfNeeded()
  await shot(page, 'estimate-report-included', false)
  await button.click()
  await page.getByRole('heading', { name: 'Your Report Is Ready!' }).waitFor()
  await shot(page, 'report-included-success', false)

  await page.goto(`${baseUrl}/subscribe/pro?period=monthly`)
  await page.getByRole('heading', { name: 'You’re already on the Pro plan' }).waitFor()
  await shot(page, 'subscribe-already-subscribed')

  await page.goto(`${baseUrl}/account/billing`)
  await page.getByRole('form', { name: 'Switch plan' }).waitFor()
  await page.getByRole('list', { name: 'Invoices and receipts' }).waitFor()
  await shot(page, 'billing-portal')
  await page.getByRole('button', { name: 'Cancel subscription' }).click()
  await page.getByRole('dialog').waitFor()
  await shot(page, 'billing-portal-cancel-dialog', false)
  await page.getByRole('button', { name: 'Cancel at period end' }).click()
  await page.getByRole('button', { name: 'Resume subscription' }).waitFor()
  await shot(page, 'billing-portal-cancelling')

  await page.goto(`${baseUrl}/account`)
  await page.getByRole('list', { name: 'Invoices and receipts' }).waitFor()
  await shot(page, 'account-plan-and-billing')
  await page.goto(`${baseUrl}/dashboard`)
  await page.getByText('Cancels on', { exact: true }).waitFor()
  await shot(page, 'dashboard-cancelling')
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
  const page = await context.newPage()
  await signedOut(page)
  await signUpAndSubscribe(page, width)
  await subscribed(page)
  await context.close()
}
await browser.close()
