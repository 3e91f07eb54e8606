import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/**
 * Creates an estimate through the API, as the form does, and returns it as the API answers. Signed in, pass the
 * site's `origin` (a signed-in POST must come from the site).
 */
export async function createEstimateThroughApi<T extends { id: string } = { id: string }>(
  request: APIRequestContext,
  data: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<T> {
  const res = await request.post('/api/estimates', { data, headers })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { estimate: T }).estimate
}

/** Fills the TEST MODE card fields of the open payment modal. */
export async function fillCard(dialog: Locator, cardNumber: string, expiry = '12 / 34') {
  await dialog.getByLabel('Card number').fill(cardNumber)
  await dialog.getByLabel('Expiry (MM / YY)').fill(expiry)
  await dialog.getByLabel('CVC').fill('123')
}

/** Pays in the open modal and waits for the success page; returns the report id it names. */
export async function payAndReachSuccess(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'PAY £6.99' }).click()
  await expect(page).toHaveURL(/\/payment-success\/QSR-[0-9A-Z]{20}$/, { timeout: 30_000 })
  const reportId = page.url().split('/').pop()!
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
  return reportId
}
