import { expect, type Page } from '@playwright/test'

/**
 * The whole TEST MODE purchase through the API, from this browser (the one that made the estimate): create the
 * intent with an email → confirm 4242… → verify. Answers the report's id.
 */
export async function buyThroughApi(page: Page, estimateId: string, email: string): Promise<string> {
  const intent = await page.request.post('/api/create-payment-intent', { data: { amount: 6.99, estimateId, email } })
  expect(intent.status(), await intent.text()).toBe(200)
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string }
  const confirmed = await page.request.post('/api/test-payments/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  })
  expect(confirmed.status()).toBe(200)
  const verified = await page.request.post('/api/verify-payment-and-generate-report', {
    data: { paymentIntentId, estimateId },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  return ((await verified.json()) as { reportId: string }).reportId
}
