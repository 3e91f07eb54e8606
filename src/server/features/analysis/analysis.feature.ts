import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client'
import type { Env } from '#server/env'
import type { Feature } from '#server/feature'
import { buildStoreFeature } from '#server/feature'
import { createAnalysisRepository } from './analysis.repository'
import { registerAnalysisRoutes } from './analysis.routes'
import { createAnalysisService } from './analysis.service'
import { createLlmClientFromEnv } from './llm-client'

/** The smart questions read from a description (an LLM when configured, rules otherwise); hands its store to the purge. */
export function createAnalysisFeature(ports: {
  db: Db
  env: Env
  log: FastifyBaseLogger
  /** Only when a test fixed the clock. */
  now?: (() => Date) | undefined
}) {
  const repo = createAnalysisRepository(ports.db)
  const analysis = createAnalysisService({
    repo,
    llm: createLlmClientFromEnv(ports.env, ports.log),
    logger: ports.log,
    now: ports.now,
  })
  return buildStoreFeature(repo, analysis, registerAnalysisRoutes) satisfies Feature<object>
}
