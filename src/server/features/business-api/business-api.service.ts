import { getPlan, type PlanTier, type PlanOf } from '#shared/plans'
import { addDays } from '#shared/retention'
import { londonDayKey, londonMonthKey, startOfLondonMonth, startOfNextLondonMonth } from '#shared/london-month'
import type { ApiKey, ApiUsage, CreateApiKeyRequest, CreatedApiKey } from '#shared/schemas/business-api'
import { isUuid } from '#shared/uuid'
import { AppError, notFound, RateLimitedError, signInRequired } from '#server/errors'
import type { CounterStore } from '#server/limits/counter-store'
import { hashApiKey, newApiKey, type KeyMode } from './api-key-secret'
import type { ApiKeyRow, BusinessApiRepository } from './business-api.repository'
import type { ViewerRef } from '#server/http/viewer'

/** Who an API call is from: a live key of a Business organisation, acting as the organisation's owner. */
export interface ApiCaller {
  keyId: string
  organizationId: string
  ownerUserId: string
  /** The organisation's monthly call allowance, read with its plan when the key was checked. */
  monthlyLimit: number
}

/** The month's allowance after a counted call, for the RateLimit-* headers. */
export interface Metered {
  limit: number
  remaining: number
  /** Seconds until the month's allowance resets. */
  resetSeconds: number
}

/** A key's calls per second before 429: a runaway loop is stopped long before it spends the month. */
export const API_BURST = { max: 20, windowMs: 1000 }

/** Calls with a missing or wrong key one client may make in 15 minutes; then its calls get 429 until the window ends. */
export const API_AUTH_FAILURES = { max: 20, windowMs: 15 * 60 * 1000 }

/** The organisations (Business owners' teams): the teams feature holds them. */
export interface OrganizationStore {
  findOrganizationOfOwner(ownerUserId: string): Promise<{ id: string } | undefined>
  ensureOrganization(ownerUserId: string): Promise<{ id: string }>
}

export interface BusinessApiServiceDeps {
  repo: BusinessApiRepository
  organizations: OrganizationStore
  now: () => Date
  planOf: PlanOf
  keyMode: KeyMode
  /** Shared counters for the per-key burst limit and the per-client failed keys; undefined when RATE_LIMITS=off. */
  counters: CounterStore | undefined
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const unauthorized = (detail: string) => new AppError('unauthorized', detail)
const notBusiness = (tier: PlanTier) =>
  new AppError('forbidden', `The API comes with the Business plan; this account is on the ${getPlan(tier).name} plan.`)

export function toApiKey(row: ApiKeyRow, now: Date): ApiKey {
  const status = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active'
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
  }
}

/** API keys, made and revoked by a signed-in Business owner, and the organisation's usage. */
function createApiKeyManagement(deps: BusinessApiServiceDeps) {
  const { repo, now } = deps

  async function requireBusinessOwner(viewer: ViewerRef): Promise<string> {
    if (!viewer) throw signInRequired()
    const { tier } = await deps.planOf(viewer.id)
    if (getPlan(tier).limits.apiCallsPerMonth === 0) throw notBusiness(tier)
    return viewer.id
  }

  async function organizationOf(viewer: ViewerRef) {
    if (!viewer) throw signInRequired()
    return deps.organizations.findOrganizationOfOwner(viewer.id)
  }

  return {
    async createKey(viewer: ViewerRef, body: CreateApiKeyRequest): Promise<CreatedApiKey> {
      const ownerId = await requireBusinessOwner(viewer)
      const org = await deps.organizations.ensureOrganization(ownerId)
      const at = now()
      const { key, keyHash, prefix } = newApiKey(deps.keyMode)
      const row = await repo.insertKey({
        organizationId: org.id,
        name: body.name,
        prefix,
        keyHash,
        createdByUserId: ownerId,
        createdAt: at,
        expiresAt: body.expiresInDays ? addDays(at, body.expiresInDays) : null,
      })
      return { id: row.id, key, prefix, apiKey: toApiKey(row, at) }
    },

    async listKeys(viewer: ViewerRef): Promise<ApiKey[]> {
      const org = await organizationOf(viewer)
      const at = now()
      return org ? (await repo.listKeys(org.id)).map((row) => toApiKey(row, at)) : []
    },

    async revokeKey(viewer: ViewerRef, id: string): Promise<void> {
      const org = await organizationOf(viewer)
      if (!org || !isUuid(id) || !(await repo.revokeKey(org.id, id, now()))) throw notFound('API key')
    },

    /** The calls the account's organisation made this London month (the dashboard's counter). */
    async callsThisMonth(userId: string): Promise<number> {
      const org = await deps.organizations.findOrganizationOfOwner(userId)
      return org ? repo.callsInMonth(org.id, londonMonthKey(now())) : 0
    },

    /** This month's metered calls and the calls per day (/account/api). */
    async usage(viewer: ViewerRef): Promise<ApiUsage> {
      if (!viewer) throw signInRequired()
      const org = await deps.organizations.findOrganizationOfOwner(viewer.id)
      const { tier } = await deps.planOf(viewer.id)
      const at = now()
      const month = londonMonthKey(at)
      const limit = getPlan(tier).limits.apiCallsPerMonth
      const used = org ? await repo.callsInMonth(org.id, month) : 0
      return {
        month,
        used,
        limit,
        remaining: Math.max(0, limit - used),
        resetsAt: startOfNextLondonMonth(at).toISOString(),
        days: org ? await repo.callsByDay(org.id, londonDayKey(startOfLondonMonth(at))) : [],
      }
    },
  }
}

/** Key authentication and the metering every /api/v1 call goes through. */
function createApiGate(deps: BusinessApiServiceDeps) {
  const { repo, now, counters } = deps

  /**
   * The caller behind `Authorization: Bearer <key>`: 401 for a missing, unknown, revoked or expired key, 403 when
   * the organisation is no longer on the Business plan. Never says more about a key than its owner could see.
   */
  async function checkKey(authorization: string | undefined): Promise<ApiCaller> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
    if (!match) throw unauthorized('Send your API key in the Authorization header: Bearer rce_live_…')
    const found = await repo.findKeyByHash(hashApiKey(match[1]!))
    if (!found) throw unauthorized('This API key is not valid.')
    const at = now()
    if (found.key.revokedAt) throw unauthorized('This API key has been revoked.')
    if (found.key.expiresAt && found.key.expiresAt <= at)
      throw unauthorized(`This API key expired on ${found.key.expiresAt.toISOString().slice(0, 10)}.`)
    const { tier } = await deps.planOf(found.ownerUserId)
    const monthlyLimit = getPlan(tier).limits.apiCallsPerMonth
    if (monthlyLimit === 0) throw notBusiness(tier)
    await repo.touchKey(found.key.id, at)
    return {
      keyId: found.key.id,
      organizationId: found.key.organizationId,
      ownerUserId: found.ownerUserId,
      monthlyLimit,
    }
  }

  return {
    /**
     * As checkKey, counting each 401 against the client (its address). A client over API_AUTH_FAILURES is refused
     * with 429 before its key is looked at, so keys cannot be guessed at speed. Which failure is over the limit is
     * decided by the count its own hit returns (atomic in every store), so however many wrong keys race, exactly
     * API_AUTH_FAILURES.max of them get 401 and the rest 429.
     */
    async authenticate(authorization: string | undefined, client: string): Promise<ApiCaller> {
      const failuresKey = `api-auth-failures:${client}`
      const refuse = (ttlMs: number) =>
        new RateLimitedError(
          'Too many calls with a missing or wrong API key from this address. Please try again later.',
          Math.max(1, Math.ceil(ttlMs / 1000)),
        )
      const failures = await counters?.peek(failuresKey)
      if (failures && failures.count >= API_AUTH_FAILURES.max) throw refuse(failures.ttlMs)
      try {
        return await checkKey(authorization)
      } catch (error) {
        if (counters && error instanceof AppError && error.status === 401) {
          const failed = await counters.hit(failuresKey, API_AUTH_FAILURES.windowMs)
          if (failed.count > API_AUTH_FAILURES.max) throw refuse(failed.ttlMs)
        }
        throw error
      }
    },

    /**
     * Counts the call: first the key's burst limit, then the organisation's calendar month (Europe/London). Over
     * either, 429 with Retry-After; the answer carries the month's allowance for the RateLimit-* headers either way.
     */
    async meter(caller: ApiCaller): Promise<{ metered: Metered; error?: RateLimitedError }> {
      const at = now()
      const limit = caller.monthlyLimit
      const resetsAt = startOfNextLondonMonth(at)
      const resetSeconds = Math.max(1, Math.ceil((resetsAt.getTime() - at.getTime()) / 1000))
      const month = londonMonthKey(at)
      if (counters) {
        const burst = await counters.hit(`api-key:${caller.keyId}`, API_BURST.windowMs)
        if (burst.count > API_BURST.max) {
          const remaining = Math.max(0, limit - (await repo.callsInMonth(caller.organizationId, month)))
          const error = new RateLimitedError(
            `Too many calls with this key: at most ${API_BURST.max} a second.`,
            Math.max(1, Math.ceil(burst.ttlMs / 1000)),
          )
          return { metered: { limit, remaining, resetSeconds }, error }
        }
      }
      const used = await repo.meterCall(caller.organizationId, month, londonDayKey(at), limit)
      if (used === undefined) {
        const error = new RateLimitedError(
          `This organisation has used its ${limit.toLocaleString('en-GB')} API calls for the month; they reset on ${londonDayKey(resetsAt)}.`,
          resetSeconds,
        )
        return { metered: { limit, remaining: 0, resetSeconds }, error }
      }
      return { metered: { limit, remaining: Math.max(0, limit - used), resetSeconds } }
    },
  }
}

/** The Business API: the owner's key management and the gate every API call passes. */
export function createBusinessApiService(deps: BusinessApiServiceDeps) {
  return { ...createApiKeyManagement(deps), ...createApiGate(deps) }
}
export type BusinessApiService = ReturnType<typeof createBusinessApiService>
