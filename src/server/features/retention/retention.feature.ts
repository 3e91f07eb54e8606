import type { Feature } from '#server/feature'
import type { JobDefinition } from '#server/jobs/job-queue'
import { createRetentionService } from './retention.service'

/**
 * The daily purge: one store per table holding personal data (docs/decisions/008-retention.md), each deleting what its
 * own rule says has expired, in the order given. No routes; hands on its job.
 */
export function createRetentionFeature(ports: Parameters<typeof createRetentionService>[0]) {
  const retention = createRetentionService(ports)
  const purge: JobDefinition = {
    name: 'purge-expired',
    cron: '17 3 * * *',
    handler: () => retention.purgeExpired().then(() => undefined),
  }
  return { register: () => undefined, provides: { jobs: [purge] } } satisfies Feature
}
