import type { FastifyInstance } from 'fastify'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { RateTable } from '#shared/cost-engine/rate-table'
import { projectTypeOption } from '#shared/cost-engine/typical-range'
import { PROFESSIONAL_PROJECT_TYPES } from '#shared/cost-engine/types'
import { FIRST_FORM_GROUPS } from '#shared/project-types'

/**
 * GET /api/project-types: both forms' options with the cost range and timeframe the engine gives for a typical size,
 * so the select and the estimate come from one source of truth. Computed once at start-up.
 */
export function registerProjectTypeRoutes(app: FastifyInstance, rates: RateTable = DEFAULT_RATES) {
  const body = {
    groups: FIRST_FORM_GROUPS.map((g) => ({
      label: g.label,
      options: g.types.map((t) => projectTypeOption(t, rates)),
    })),
    professional: PROFESSIONAL_PROJECT_TYPES.map((t) => projectTypeOption(t, rates)),
  }
  app.get('/api/project-types', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(body),
  )
}
