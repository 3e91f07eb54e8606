import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import { createPlanLookup } from './plans.repository'

/** Which plan an account is on now (its own subscription, or its team's): every feature that limits by plan asks. */
export function createPlansFeature(ports: { db: Db; now: () => Date }) {
  const { planOf } = createPlanLookup(ports.db, ports.now)
  return { register: () => undefined, provides: { planOf } } satisfies Feature
}
