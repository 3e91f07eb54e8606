import type { QuoteCheckRequest, QuoteCheckResponse } from '#shared/quotes/check/requests'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import type { ViewerRef } from '#server/http/viewer'
import { registerApiKeyRoutes } from './api-keys.routes'
import { createBusinessApiRepository } from './business-api.repository'
import { createBusinessApiService, type BusinessApiServiceDeps } from './business-api.service'
import { registerV1Routes, type V1Ports } from './v1.routes'

/**
 * The Business API: API keys (/api/keys), the monthly meter, /api/v1 answering through the other features as the
 * key's organisation owner (documented by plugins/openapi.ts, which the composition root registers before every
 * feature). Hands on the organisation's calls this month (the dashboard).
 */
export function createBusinessApiFeature(
  ports: Omit<BusinessApiServiceDeps, 'repo'> &
    Omit<V1Ports, 'quoteChecks'> & {
      db: Db
      publicUrl: string
      /** The web's quote check; /api/v1's checks are never kept. */
      checkQuote: (body: QuoteCheckRequest, viewer: ViewerRef) => Promise<QuoteCheckResponse>
    },
) {
  const businessApi = createBusinessApiService({ ...ports, repo: createBusinessApiRepository(ports.db) })
  const v1: V1Ports = {
    estimates: ports.estimates,
    projects: ports.projects,
    reports: ports.reports,
    quoteChecks: { check: (body, viewer) => ports.checkQuote({ ...body, save: false }, viewer) },
  }
  return {
    async register(app) {
      registerApiKeyRoutes(app, businessApi)
      await registerV1Routes(app, businessApi, v1, { rates: DEFAULT_RATES, publicUrl: ports.publicUrl, now: ports.now })
    },
    provides: { callsThisMonth: businessApi.callsThisMonth },
  } satisfies Feature
}
