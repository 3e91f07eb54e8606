import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** The app as features see it: routes validate and serialise through their zod schemas (fastify-type-provider-zod). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

/**
 * What every feature's entry file gives back (docs/decisions/042-feature-entry-files.md). Each feature folder has one
 * entry file, `features/<name>/<name>.feature.ts`, exporting `create<Name>Feature(ports)`: it builds the feature
 * from the ports it declares and answers this. The composition root creates the features in the order they depend
 * on each other, then registers them in the order of its list (tests/feature-entries.test.ts keeps the shape).
 */
export interface Feature<Provides extends object = Record<never, never>> {
  /** Mounts the feature's routes and hooks on the app (the composition root gives it the zod-typed app). */
  register(app: ZodApp): void | Promise<void>
  /** What the composition root may hand to other features (the ports they declare), to the purge and to the jobs. */
  provides: Provides
}

/**
 * The feature of one service behind its routes, whose only provision is its store, handed to the retention purge
 * (contractors, support, analysis): `register` mounts the routes on that service.
 */
export function buildStoreFeature<Store extends object, Service>(
  store: Store,
  service: Service,
  registerRoutes: (app: ZodApp, service: Service) => void,
) {
  return { register: (app: ZodApp) => registerRoutes(app, service), provides: { store } } satisfies Feature<object>
}
