import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Who is asking, typed once for every feature and resolved at most once per request (docs/decisions/041).
 *
 * A route asks `request.viewer()` (the signed-in account) or `request.workspace()` (the account whose data the request
 * acts on: a Business team member's is the organisation owner's). Each reads the session, and the team, only when a
 * handler first asks, then answers the same promise for the rest of the request.
 */

/** A signed-in account as the session carries it. */
export interface Account {
  id: string
  email: string
  name: string
  emailVerified: boolean
}

/** The signed-in account, or null when nobody is. */
export type Viewer = Account | null

/**
 * An account known at least by its id: what services take that act on an account's data. The session fills in the
 * rest; a Business API key knows only its organisation owner's id.
 */
export type ViewerRef = (Pick<Account, 'id'> & Partial<Account>) | null

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account (null when signed out), read once per request. */
    viewer(): Promise<Viewer>
    /** The account the request acts for in the data features (a team member acts as the organisation's owner). */
    workspace(): Promise<Viewer>
  }
}

export interface ViewerSources {
  /** Accounts' session reader. */
  sessionOf: (request: FastifyRequest) => Promise<Viewer>
  /** Teams' answer to "whose workspace does this account work in?" (its own id when it is in no team). */
  workspaceOwnerOf: (userId: string) => Promise<string>
}

interface Resolved {
  viewer?: Promise<Viewer>
  workspace?: Promise<Viewer>
}

/** Decorates every request with `viewer()` and `workspace()`; the composition root calls it once. */
export function registerViewer(app: FastifyInstance, sources: ViewerSources): void {
  const resolved = new WeakMap<FastifyRequest, Resolved>()
  const of = (request: FastifyRequest): Resolved => {
    let found = resolved.get(request)
    if (!found) resolved.set(request, (found = {}))
    return found
  }
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    const found = of(this)
    return (found.viewer ??= sources.sessionOf(this))
  })
  app.decorateRequest('workspace', function (this: FastifyRequest) {
    const found = of(this)
    return (found.workspace ??= this.viewer().then(async (viewer) =>
      viewer ? { ...viewer, id: await sources.workspaceOwnerOf(viewer.id) } : null,
    ))
  })
}
