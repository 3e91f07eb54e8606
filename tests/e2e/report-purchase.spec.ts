import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { pdfText } from '../helpers/pdf-text'
import { mintReportAccessToken } from '#server/features/reports/report-links'
import { createEstimateThroughApi, fillCard, payAndReachSuccess } from './support/estimates'
import { waitForEmail } from './support/mail'

// The report purchase from the checkout page and the report it gives; bought from the result page (/estimate/{id}) and its
// payment modal: report-purchase-on-result.spec.ts.
// The e2e server has no Stripe keys, so the built-in TEST MODE card provider takes the payment.
// Same value as LINK_SIGNING_SECRET in playwright.config.ts's server env.
const LINK_SIGNING_SECRET = 'e2e-link-signing-secret-not-for-production-0001'
const BUY = 'Get Professional Report - £6.99'

test.describe.configure({ mode: 'serial' })

async function createEstimate(page: Page, email: string): Promise<string> {
  const estimate = await createEstimateThroughApi(page.request, {
    projectType: 'kitchen_renovation',
    propertyAddress: '12 Elm Grove, London SE22 8PX',
    sizeSqm: 14,
    region: 'london',
    description: 'New kitchen with an island; rewire the kitchen circuits and replaster two walls.',
    email,
  })
  return estimate.id
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready)
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: !name.startsWith('payment-modal') })
}

async function openModal(page: Page) {
  await page.getByRole('button', { name: BUY }).click()
  const dialog = page.getByRole('dialog', { name: '£6.99 Payment' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('TEST MODE', { exact: true })).toBeVisible()
  await expect(dialog.getByLabel('Card number')).toBeVisible()
  return dialog
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`payment modal and success page at ${viewport.width}px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    const estimateId = await createEstimate(page, `shots-${viewport.width}-${Date.now()}@example.com`)
    await page.goto(`/estimate/${estimateId}`)
    const dialog = await openModal(page)
    await dialog.getByLabel('Name for the report (optional)').fill('Jane Smith')
    await fillCard(dialog, '4242 4242 4242 4242')
    await screenshot(page, 'payment-modal')
    const popup = page.context().waitForEvent('page')
    await page.getByRole('button', { name: 'PAY £6.99' }).click()
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible({ timeout: 30_000 })
    await (await popup).close()
    // The payment is confirmed at once; the report is drawn after it and the page says when it is ready.
    await expect(page.getByRole('heading', { name: 'Your report is ready' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByTestId('report-size')).toHaveText(/^\d[\d,]* KB$/)
    await screenshot(page, 'payment-success')
  })
}

test('declined card: the modal stays open with the decline message; cancel closes it', async ({ page }) => {
  const estimateId = await createEstimate(page, `decline-${Date.now()}@example.com`)
  await page.goto(`/estimate/${estimateId}`)
  let verified = false
  page.on('request', (r) => {
    if (r.url().includes('/api/verify-payment-and-generate-report')) verified = true
  })
  const dialog = await openModal(page)
  await fillCard(dialog, '4000 0000 0000 0002')
  await dialog.getByRole('button', { name: 'PAY £6.99' }).click()
  const alert = dialog.getByRole('alert')
  await expect(alert).toContainText('Payment failed')
  await expect(alert).toContainText('Your card was declined.')
  // Said once, in the modal: no toast repeats it over the modal's buttons.
  await expect(page.getByText('Your card was declined.')).toHaveCount(1)
  await screenshot(page, 'payment-modal-declined')
  // Still open, card fields kept, no report requested, still on the estimate.
  await expect(dialog.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002')
  expect(verified).toBe(false)
  expect(page.url()).toContain(`/estimate/${estimateId}`)

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  // Opening again starts a fresh payment with empty fields.
  const again = await openModal(page)
  await expect(again.getByLabel('Card number')).toHaveValue('')
  await again.getByRole('button', { name: 'Cancel' }).click()
  await expect(again).toBeHidden()
})

test('buying with 4242…: report opens, downloads, success page, email link works, expired link re-sends', async ({
  page,
  context,
}) => {
  const email = `buyer-${Date.now()}@example.com`
  const estimateId = await createEstimate(page, email)
  await page.goto(`/estimate/${estimateId}`)
  const dialog = await openModal(page)
  // The name typed here is printed on the cover as "Prepared for", instead of the email.
  await dialog.getByLabel('Name for the report (optional)').fill('  Jane Smith  ')
  await fillCard(dialog, '4242 4242 4242 4242')

  const viewResponse = context.waitForEvent(
    'response',
    (r) => /\/api\/reports\/QSR-\w+\/view$/.test(r.url()) && r.request().method() === 'GET',
  )
  const popup = context.waitForEvent('page')
  const download = page.waitForEvent('download')
  const reportId = await payAndReachSuccess(page, dialog)
  await expect(page.getByTestId('report-id')).toHaveText(reportId)
  await expect(page.getByRole('heading', { name: 'Your report is ready' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('report-size')).toHaveText(/^\d[\d,]* KB$/)
  await expect(page.getByText(/secure access link that works for 24 hours/)).toBeVisible()

  // The view opened in a new window as a PDF; the download started a second later.
  const opened = await popup
  expect(opened.url()).toContain(`/api/reports/${reportId}/view`)
  const view = await viewResponse
  expect(view.status()).toBe(200)
  expect(view.headers()['content-type']).toBe('application/pdf')
  expect(view.headers()['content-security-policy']).not.toContain("frame-ancestors 'none'")
  const downloaded = await download
  expect(downloaded.suggestedFilename()).toBe(`Professional-QS-Report-${reportId}.pdf`)
  const cover = pdfText(readFileSync((await downloaded.path())!)).split('\f')[0]!
  expect(cover).toMatch(/Prepared for\s+Jane Smith\s/)
  expect(cover).not.toContain(email)
  await opened.close()

  // Success page buttons.
  const successDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  expect((await successDownload).suggestedFilename()).toBe(`Professional-Report-${reportId}.pdf`)
  await expect(page.getByText('Download Started', { exact: true })).toBeVisible()
  const viewTab = context.waitForEvent('page')
  await page.getByRole('button', { name: 'View Report Online' }).click()
  await (await viewTab).close()
  await expect(page.getByText('Report Opened', { exact: true })).toBeVisible()

  // The VAT receipt and the schedule workbook download from the success page.
  const receiptDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'VAT receipt (PDF)' }).click()
  const receipt = await receiptDownload
  expect(receipt.suggestedFilename()).toBe(`VAT-Receipt-${reportId}.pdf`)
  const receiptText = pdfText(readFileSync((await receipt.path())!))
  expect(receiptText).toContain('Estimator Test Supplies Ltd')
  expect(receiptText).toContain('VAT registration number: GB123456789')
  expect(receiptText).toMatch(/Total excluding VAT\s+£5\.82/)
  expect(receiptText).toMatch(/VAT at 20%\s+£1\.17/)
  expect(receiptText).toMatch(/Total including VAT\s+£6\.99/)
  execFileSync('pdftoppm', ['-png', '-r', '60', (await receipt.path())!, 'screenshots/vat-receipt'])
  const workbookDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Schedule of works (Excel)' }).click()
  const workbook = await workbookDownload
  expect(workbook.suggestedFilename()).toBe(`Schedule-of-Works-${reportId}.xlsx`)
  expect(
    readFileSync((await workbook.path())!)
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK')

  // The email arrives at the SMTP sink with the PDF and a working 24-hour link.
  const mail = await waitForEmail(email, new RegExp(`Your Professional QS Report ${reportId}`))
  expect(mail.attachments).toEqual([`Professional-Report-${reportId}.pdf`, `VAT-Receipt-${reportId}.pdf`])
  const link = /https?:\/\/\S+\/reports\/access\?token=\S+/.exec(mail.text)![0]
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Your professional report' })).toBeVisible()
  await expect(page.getByText(reportId)).toBeVisible()
  await expect(page.getByRole('button', { name: 'View Report Online' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()

  // An expired (but authentic) link offers a new one, which is emailed to the buyer.
  const expired = mintReportAccessToken(LINK_SIGNING_SECRET, reportId, new Date(Date.now() - 60_000))
  await page.goto(`/reports/access?token=${encodeURIComponent(expired)}`)
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  await page.getByRole('button', { name: 'Email me a new link' }).click()
  await expect(page.getByText(/emailed you a new link/)).toBeVisible()
  const resent = await waitForEmail(email, new RegExp(`Your new report access link \\(${reportId}\\)`))
  const fresh = /https?:\/\/\S+\/reports\/access\?token=\S+/.exec(resent.text)![0]
  await page.goto(fresh)
  await expect(page.getByRole('heading', { name: 'Your professional report' })).toBeVisible()
})

test('a name too long for the report is refused in the modal, before the card is charged', async ({ page }) => {
  const estimateId = await createEstimate(page, `long-name-${Date.now()}@example.com`)
  await page.goto(`/estimate/${estimateId}`)
  let confirmed = false
  page.on('request', (r) => {
    if (r.url().includes('/api/test-payments/confirm')) confirmed = true
  })
  const dialog = await openModal(page)
  const name = dialog.getByLabel('Name for the report (optional)')
  await name.fill('N'.repeat(101))
  await fillCard(dialog, '4242 4242 4242 4242')
  await dialog.getByRole('button', { name: 'PAY £6.99' }).click()
  await expect(dialog.getByText('Name must be 100 characters or fewer')).toBeVisible()
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await screenshot(page, 'payment-modal-name-error')
  expect(confirmed).toBe(false)
  await name.fill('Jane Smith')
  await expect(dialog.getByText('Name must be 100 characters or fewer')).toBeHidden()
  await dialog.getByRole('button', { name: 'Cancel' }).click()
})

test('success page without a report id shows Report Not Found', async ({ page }) => {
  await page.goto('/payment-success')
  await expect(page.getByRole('heading', { name: 'Report Not Found' })).toBeVisible()
  await expect(page.getByText("We couldn't find your report. Please check your email or try again.")).toBeVisible()
  await expect(page.getByText('Report ID not found. Please try again.', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible()
})

test('a forged access link is refused', async ({ page }) => {
  await page.goto('/reports/access?token=v1.forged.token')
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible()
})
