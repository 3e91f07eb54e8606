import type { Feature } from '#server/feature'
import { registerHealthRoutes } from './health.routes'

/** GET /api/health for load balancers and operators: the database, DATA_DIR and the shared counters. */
export function createHealthFeature(ports: Parameters<typeof registerHealthRoutes>[1]): Feature {
  return { register: (app) => registerHealthRoutes(app, ports), provides: {} }
}
