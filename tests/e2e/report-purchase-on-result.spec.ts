import { expect, test, type Page } from '@playwright/test'
import { accountMenu, signUpAndVerify } from './support/accounts'
import { createEstimateThroughApi, fillCard, payAndReachSuccess } from './support/estimates'
import { waitForEmail } from './support/mail'
import { buyThroughApi } from './support/purchases'
import { estimateKitchen } from './support/wizard'

/**
 * Decision 011: the result has its own address (/estimate/{id}), the payment modal asks for the email the form never
 * asked, the report is emailed there, a bought estimate offers its report instead of selling it again, and an
 * unknown report id is 'Report Not Found'. TEST MODE payments (the e2e server has no Stripe keys).
 */

const BUY = 'Get Professional Report - £6.99'
const SHOTS_DIR = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return
  await page.evaluate(() => document.fonts.ready)
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: !name.startsWith('modal') })
}

/** An estimate without an email, as /estimate makes one. */
async function createEstimate(page: Page): Promise<string> {
  const estimate = await createEstimateThroughApi(page.request, {
    projectType: 'bathroom_renovation',
    propertyAddress: '3 Mill Lane, Leeds LS6 2AB',
    sizeSqm: 6,
    region: 'north',
    description: 'Replace the bathroom suite, retile the walls and fit an extractor fan.',
  })
  return estimate.id
}

async function expectReportReady(page: Page) {
  await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
  await expect(page.getByText('Professional Cost Report Ready')).toBeVisible()
  await expect(page.getByRole('button', { name: 'View PDF Report in Browser' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download PDF Report' })).toBeVisible()
  await expect(page.getByRole('button', { name: BUY })).toHaveCount(0)
}

test('buy from /estimate: result address, email asked in the modal and emailed, reload and Back return to it', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const email = `wizard-buyer-${Date.now()}@example.com`
  await estimateKitchen(page, 'New kitchen units and worktops, rewire the kitchen circuits.')

  // The result has its own address as soon as it exists.
  await expect(page).toHaveURL(/\/estimate\/[0-9a-f-]{36}$/)
  const estimateUrl = page.url()
  const estimateId = estimateUrl.split('/').pop()!

  // Edit details goes to the form (values kept); Back returns to the result's address.
  await page.getByRole('button', { name: 'Edit details' }).click()
  await expect(page).toHaveURL(/\/estimate$/)
  await expect(page.getByLabel('Size in square metres')).toHaveValue('20')
  await page.goBack()
  await expect(page).toHaveURL(estimateUrl)
  await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()

  // Reload keeps it.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
  await expect(page).toHaveURL(estimateUrl)

  // /estimate never asked for an email, so the modal does, before the card.
  await page.getByRole('button', { name: BUY }).click()
  const dialog = page.getByRole('dialog', { name: '£6.99 Payment' })
  await expect(dialog.getByLabel('Email for your report')).toBeVisible()
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(dialog.getByText('Enter your email address.')).toBeVisible()
  await dialog.getByLabel('Email for your report').fill(email)
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(dialog.getByText(`Receipt and report to ${email}`)).toBeVisible()
  await fillCard(dialog, '4242 4242 4242 4242')
  const popup = context.waitForEvent('page')
  const download = page.waitForEvent('download')
  const reportId = await payAndReachSuccess(page, dialog)
  await expect(page.getByText(`We are sending your report to ${email}`)).toBeVisible()
  await (await popup).close()
  await download

  // The email really went, with the PDF and the 24-hour link.
  const mail = await waitForEmail(email, new RegExp(`Your Professional QS Report ${reportId}`))
  expect(mail.attachments).toEqual([`Professional-Report-${reportId}.pdf`, `VAT-Receipt-${reportId}.pdf`])
  expect(mail.text).toMatch(/https?:\/\/\S+\/reports\/access\?token=\S+/)

  // Back from the success page: the result, now bought, offers the report and never sells it again.
  await page.goBack()
  await expect(page).toHaveURL(estimateUrl)
  await expectReportReady(page)
  await expect(page.getByText(reportId)).toBeVisible()
  await page.reload()
  await expectReportReady(page)
  const again = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF Report' }).click()
  expect((await again).suggestedFilename()).toBe(`Professional-QS-Report-${reportId}.pdf`)

  // And the server refuses a second payment for it.
  const second = await page.request.post('/api/create-payment-intent', { data: { amount: 6.99, estimateId } })
  expect(second.status()).toBe(409)
  expect(second.headers()['content-type']).toContain('application/problem+json')
})

test('a report id the server does not know is Report Not Found, not Payment Successful', async ({ page }) => {
  for (const bogus of ['abc123', 'QSR-ABCDEFGHJKMNPQRSTVWX']) {
    await page.goto(`/payment-success/${bogus}`)
    await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0)
    await expect(page.getByText('Report size')).toHaveCount(0)
  }
})

test('a bought estimate opened in a tab that still offered the purchase shows the ready report', async ({ page }) => {
  const estimateId = await createEstimate(page)
  await page.goto(`/estimate/${estimateId}`)
  await expect(page.getByRole('button', { name: BUY })).toBeVisible()
  // Bought elsewhere (another tab) meanwhile: this tab's buy button is answered with the ready report.
  await buyThroughApi(page, estimateId, `other-tab-${Date.now()}@example.com`)
  await page.getByRole('button', { name: BUY }).click()
  await page.getByRole('dialog', { name: '£6.99 Payment' }).getByLabel('Email for your report').fill('x@example.com')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByText('Report already bought', { exact: true })).toBeVisible()
  await expectReportReady(page)
})

test('a shared link opened in another browser shows the estimate, nothing of the buyer’s report, and no save', async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin
  await page.setViewportSize({ width: 1280, height: 800 })
  // The buyer: makes the estimate and buys its report, signed out, in this browser.
  const estimateId = await createEstimate(page)
  const reportId = await buyThroughApi(page, estimateId, `sharer-${Date.now()}@example.com`)
  await page.goto(`/estimate/${estimateId}`)
  await expectReportReady(page)
  await expect(page.getByText(reportId)).toBeVisible()
  // This browser made and paid for it, so it may save it (signing in first).
  await expect(page.getByRole('link', { name: 'Save to my account' })).toBeVisible()

  // Someone else, signed in, in a browser of their own, opens the link the buyer shared.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const other = await context.newPage()
  await signUpAndVerify(other, origin, {
    email: `link-holder-${Date.now()}@example.com`,
    password: 'correct horse battery staple',
    name: 'Lee Holder',
  })
  await other.goto(`/estimate/${estimateId}?claim=1`)
  await expect(other.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
  await expect(accountMenu(other, 'Lee Holder')).toBeVisible()
  const taken = other.getByTestId('report-bought-by-other')
  await expect(taken).toBeVisible()
  await expect(taken).toContainText('stays with the person who bought it')
  await shot(other, 'shared-link-bought')
  await expect(other.getByText(/You bought/)).toHaveCount(0)
  await expect(other.getByText(reportId)).toHaveCount(0)
  await expect(other.getByRole('button', { name: 'View PDF Report in Browser' })).toHaveCount(0)
  await expect(other.getByRole('button', { name: 'Download PDF Report' })).toHaveCount(0)
  await expect(other.getByRole('button', { name: BUY })).toHaveCount(0)
  await expect(other.getByRole('button', { name: 'Save to my account' })).toHaveCount(0)
  await expect(other.getByRole('link', { name: 'Save to my account' })).toHaveCount(0)
  await other.setViewportSize({ width: 390, height: 844 })
  await expect(taken).toBeVisible()
  // The phone's pinned bar offers no report either.
  await other.getByRole('button', { name: /^Programme/ }).scrollIntoViewIfNeeded()
  await expect(other.getByTestId('pinned-bar')).toBeVisible()
  await expect(other.getByTestId('pinned-bar').getByRole('link')).toHaveCount(0)
  await shot(other, 'shared-link-bought')

  // The claim itself, sent by hand, is refused; the estimate stays the buyer's.
  const claim = await other.request.post(`/api/estimates/${estimateId}/claim`, { headers: { origin } })
  expect(claim.status()).toBe(403)
  expect(await claim.json()).toMatchObject({ code: 'forbidden', detail: expect.stringMatching(/Only the browser/) })
  const library = await other.request.get('/api/reports')
  expect(await library.json()).toMatchObject({ reports: [], total: 0 })
  await context.close()

  await page.reload()
  await expectReportReady(page)
  await expect(page.getByText(reportId)).toBeVisible()
})

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`payment errors at ${viewport.width}px: each said once, in the modal; Cancel stays clickable`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const estimateId = await createEstimate(page)
    await page.goto(`/estimate/${estimateId}`)
    await shot(page, 'result-not-bought')
    await page.getByRole('button', { name: BUY }).click()
    const dialog = page.getByRole('dialog', { name: '£6.99 Payment' })
    await expect(dialog.getByLabel('Email for your report')).toBeVisible()
    await dialog.getByLabel('Email for your report').fill(`errors-${viewport.width}-${Date.now()}@example.com`)
    await shot(page, 'modal-email')
    await dialog.getByRole('button', { name: 'Continue to payment' }).click()
    await fillCard(dialog, '4242 4242 4242 4242', '01 / 20')
    await dialog.getByRole('button', { name: 'PAY £6.99' }).click()
    await expect(dialog.getByLabel('Expiry (MM / YY)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText("Your card's expiry date is in the past.")).toHaveCount(1)

    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002')
    await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34')
    await dialog.getByRole('button', { name: 'PAY £6.99' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Payment failed')
    await expect(dialog.getByRole('alert')).toContainText('Your card was declined.')
    await expect(page.getByText('Your card was declined.')).toHaveCount(1)
    await shot(page, 'modal-declined')
    // A plain click: it fails if the toast sits over the button.
    await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 5_000 })
    await expect(dialog).toBeHidden()

    await buyThroughApi(page, estimateId, `shots-${viewport.width}-${Date.now()}@example.com`)
    await page.reload()
    await expectReportReady(page)
    await shot(page, 'result-bought')
    await page.goto('/payment-success/abc123')
    await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible()
    await shot(page, 'report-not-found')
  })
}
