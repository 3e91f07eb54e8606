import type { FastifyBaseLogger } from 'fastify'

export interface Purgeable {
  /** Deletes (or strips of personal data) what expired before `now`; returns how many rows it changed. */
  deleteExpired(now: Date): Promise<number>
}

/** The daily purge job: each store deletes what its own retention rule says has expired. */
export function createRetentionService(deps: {
  stores: Record<string, Purgeable>
  now: () => Date
  log: Pick<FastifyBaseLogger, 'info'>
}) {
  return {
    async purgeExpired(): Promise<Record<string, number>> {
      const now = deps.now()
      const counts: Record<string, number> = {}
      for (const [name, store] of Object.entries(deps.stores)) counts[name] = await store.deleteExpired(now)
      deps.log.info({ purged: counts }, 'retention purge finished')
      return counts
    },
  }
}
