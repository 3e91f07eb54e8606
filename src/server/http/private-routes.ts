import type { FastifyRequest } from 'fastify'

/**
 * What the routes that answer for one signed-in account share (projects, subscriptions, API keys, payments,
 * reports, the dashboard).
 */

/** Who is asking, as the feature's own viewer; compose.ts builds it from the session (and the team's workspace). */
export type ViewerOf<Viewer> = (request: FastifyRequest) => Promise<Viewer>

/** One account's data: no shared cache may keep it, and the browser does not store it. */
export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' }
