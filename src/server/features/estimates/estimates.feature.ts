import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import type { EstimateProofs } from '#server/http/estimate-proof'
import { planFrom } from './estimate-plans'
import { createEstimatesRepository } from './estimates.repository'
import { registerEstimatesRoutes } from './estimates.routes'
import { createEstimatesService, type EstimatesServiceDeps } from './estimates.service'
import { registerProjectTypeRoutes } from './project-types.routes'

/**
 * The estimates store, opened by the composition root before the features: reports and the purchase, built before
 * estimates (which read the purchase's state), read estimates from it; support checks an id; the purge purges it.
 */
export function openEstimatesStore(db: Db) {
  return createEstimatesRepository(db, planFrom(DEFAULT_RATES))
}

/**
 * Estimates (/api/estimates and the project types they are made for), priced by the engine with the server's rate
 * table. Hands on the service: projects list an account's estimates, quote checks price against one, the dashboard
 * counts them, /api/v1 makes and reads them, and accounts' deletion detaches the paid ones.
 */
export function createEstimatesFeature(
  ports: Omit<EstimatesServiceDeps, 'repo' | 'rates'> & {
    store: ReturnType<typeof openEstimatesStore>
    /** Marks the browser that made an estimate or paid for its report (decision 021). */
    proofs: EstimateProofs
  },
) {
  const estimates = createEstimatesService({ ...ports, repo: ports.store, rates: DEFAULT_RATES })
  return {
    register(app) {
      registerProjectTypeRoutes(app, DEFAULT_RATES)
      registerEstimatesRoutes(app, estimates, ports.proofs)
    },
    provides: { estimates },
  } satisfies Feature
}
