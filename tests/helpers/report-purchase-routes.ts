import type { FastifyInstance } from 'fastify'
import { createTestApp } from './create-test-app'
import { cleanupAfterEach, prepareDatabaseTemplate } from './lifecycle'
import { renderStubPdf, SUCCESS_CARD } from './report-purchase'

/** Report purchase route tests: an app with a fixed link secret and public URL, rendering a stub PDF. */
export const LINK_SECRET = 'test-link-signing-secret-0123456789abcdef'

/**
 * For a report purchase route test file: prepares the database template and answers `start(overrides)`, which starts such an
 * app and closes it after the test.
 */
export function reportPurchaseApps() {
  prepareDatabaseTemplate()
  const onCleanup = cleanupAfterEach()
  return async (overrides: Parameters<typeof createTestApp>[1] = {}) => {
    const t = await createTestApp(
      { LINK_SIGNING_SECRET: LINK_SECRET, PUBLIC_URL: 'https://estimator.example' },
      { renderReportPdf: renderStubPdf, ...overrides },
    )
    onCleanup(() => t.close())
    return t
  }
}

export const requestIntent = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/create-payment-intent', payload })
export const confirm = (app: FastifyInstance, clientSecret: string, card: Partial<typeof SUCCESS_CARD> = {}) =>
  app.inject({ method: 'POST', url: '/api/test-payments/confirm', payload: { clientSecret, ...SUCCESS_CARD, ...card } })
export const verify = (
  app: FastifyInstance,
  payload: Record<string, unknown>,
  url = '/api/verify-payment-and-generate-report',
) => app.inject({ method: 'POST', url, payload })
