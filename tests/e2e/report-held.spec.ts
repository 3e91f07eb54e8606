import { expect, test, type Page } from '@playwright/test'
import { createEstimateThroughApi, fillCard, payAndReachSuccess } from './support/estimates'
import { waitForEmail } from './support/mail'

// A report that fails the consistency gate is not issued (docs/decisions/027-report-consistency-gate.md). No real
// estimate fails it on purpose, so the e2e server runs with REPORT_GATE_TEST_HOLD (playwright.config.ts; refused
// outside NODE_ENV=test): a report whose address contains it fails the gate (src/server/features/reports/report-gate.ts).
const HOLD_MARKER = 'Gate Hold Lane'
const SUPPORT_EMAIL = 'support@renovation-estimator.local'

test('a report the consistency gate holds: the buyer sees it held and is emailed, support is alerted, no PDF', async ({
  page,
  context,
}) => {
  const email = `held-${Date.now()}@example.com`
  const estimate = await createEstimateThroughApi(page.request, {
    projectType: 'kitchen_renovation',
    propertyAddress: `3 ${HOLD_MARKER}, Leeds LS6 2AB`,
    sizeSqm: 14,
    region: 'north',
    description: 'New kitchen with an island; rewire the kitchen circuits and replaster two walls.',
    email,
  })
  // PAY opens the report in a new tab at once (before it is drawn); for a held report that tab must get no PDF.
  const opened: Page[] = []
  context.on('page', (p) => opened.push(p))

  await page.goto(`/estimate/${estimate.id}`)
  await page.getByRole('button', { name: 'Get Professional Report - £6.99' }).click()
  const dialog = page.getByRole('dialog', { name: '£6.99 Payment' })
  await fillCard(dialog, '4242 4242 4242 4242')
  const reportId = await payAndReachSuccess(page, dialog)

  // The payment stands; the page says the report is held for a check, not that it is ready or still coming.
  await expect(page.getByRole('heading', { name: 'Your report needs a check before we send it' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByText(/Our support team has been alerted/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your report is ready' })).toHaveCount(0)

  const status = await page.request.get(`/api/reports/${reportId}/status`)
  expect(status.status()).toBe(200)
  expect(await status.json()).toMatchObject({ status: 'held' })
  // Not issued: the PDF is not served.
  const view = await page.request.get(`/api/reports/${reportId}/view`)
  expect(view.status()).toBeGreaterThanOrEqual(400)
  expect(view.headers()['content-type']).not.toBe('application/pdf')

  // The buyer is told by email (no PDF attached); support gets the report id and the fault.
  const buyerMail = await waitForEmail(email, new RegExp(`Your report ${reportId} needs a check before we send it`))
  expect(buyerMail.attachments).toEqual([])
  expect(buyerMail.text).toContain('Your payment is safe')
  const supportMail = await waitForEmail(SUPPORT_EMAIL, new RegExp(`Report ${reportId} held by the consistency gate`))
  expect(supportMail.text).toContain(`Buyer: ${email}`)
  expect(supportMail.text).toContain(`test hold: the address contains ${HOLD_MARKER}`)
  for (const tab of opened) {
    await tab.waitForLoadState()
    expect(await tab.evaluate(() => document.contentType)).not.toBe('application/pdf')
    await tab.close()
  }
})
