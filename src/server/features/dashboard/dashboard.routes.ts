import { DashboardSchema } from '#shared/schemas/dashboard'
import type { ZodApp } from '#server/feature'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import type { DashboardService } from './dashboard.service'

/** GET /api/dashboard (docs/product/contracts.md contract): the spec's "Dashboard demo" shape plus `isDemo`. */
export function registerDashboardRoutes(app: ZodApp, dashboard: DashboardService) {
  app.get('/api/dashboard', { schema: { response: { 200: DashboardSchema } } }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send(await dashboard.get(await request.workspace())),
  )
}
