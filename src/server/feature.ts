import type { FastifyInstance } from 'fastify'

/**
 * What every feature's entry file gives back (docs/decisions/042-feature-entry-files.md). Each feature folder has one
 * entry file, `features/<name>/<name>.feature.ts`, exporting `create<Name>Feature(ports)`: it builds the feature
 * from the ports it declares and answers this. The composition root creates the features in the order they depend
 * on each other, then registers them in the order of its list (tests/feature-entries.test.ts keeps the shape).
 */
export interface Feature<Provides extends object = Record<never, never>> {
  /** Mounts the feature's routes and hooks on the app. */
  register(app: FastifyInstance): void | Promise<void>
  /** What the composition root may hand to other features (the ports they declare), to the purge and to the jobs. */
  provides: Provides
}
