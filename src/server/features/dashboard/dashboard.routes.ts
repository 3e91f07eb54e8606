import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { DashboardSchema } from '../../../shared/schemas/dashboard'
import type { DashboardService, DashboardViewer } from './dashboard.service'

/** GET /api/dashboard (PRODUCT.md contract): SPEC's "Dashboard demo" shape plus `isDemo`. */
export function registerDashboardRoutes(
  app: FastifyInstance,
  dashboard: DashboardService,
  viewerOf: (request: FastifyRequest) => Promise<DashboardViewer>,
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/dashboard', { schema: { response: { 200: DashboardSchema } } }, async (request, reply) =>
      reply.header('cache-control', 'private, no-store').send(await dashboard.get(await viewerOf(request))),
    )
}
