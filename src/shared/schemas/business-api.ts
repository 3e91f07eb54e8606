import { z } from 'zod'
import { ProjectTypeOptionSchema } from './project-types'
import { text } from './text'

/**
 * The Business plan's API (docs/product/contracts.md ("Business API"); docs/decisions/017-business-api.md): the key management the
 * account page calls with its session cookie, and the shapes /api/v1 answers that the web API has no schema for.
 */

/** `rce_live_` with Stripe keys set, `rce_test_` in TEST MODE; then 32 base64url characters (192 random bits). */
export const API_KEY_PATTERN = /^rce_(live|test)_[A-Za-z0-9_-]{32}$/
/** Expiry choices offered on /account/api; no expiry when omitted. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const

export const CreateApiKeyRequestSchema = z.object({
  name: text().trim().min(1, 'Give the key a name').max(100, 'Use 100 characters or fewer'),
  expiresInDays: z
    .number({ message: 'Choose when the key expires' })
    .int('Choose when the key expires')
    .min(1, 'A key must last at least a day')
    .max(730, 'A key can last at most two years')
    .nullish(),
})
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>

export const ApiKeyStatusSchema = z.enum(['active', 'expired', 'revoked'])

/** A key as listed: never the key itself, only its visible prefix. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`rce_live_AbCdEf`), to tell keys apart. */
  prefix: z.string(),
  status: ApiKeyStatusSchema,
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type ApiKey = z.infer<typeof ApiKeySchema>
export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) })

/** POST /api/api-keys → 201: the whole key, shown this once and never again. */
export const CreatedApiKeySchema = z.object({
  id: z.string(),
  key: z.string(),
  prefix: z.string(),
  apiKey: ApiKeySchema,
})
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>

/** GET /api/api-usage: this London calendar month's metered calls, and the calls per day. */
export const ApiUsageSchema = z.object({
  month: z.string(),
  used: z.number().int(),
  limit: z.number().int(),
  remaining: z.number().int(),
  resetsAt: z.string(),
  days: z.array(z.object({ day: z.string(), calls: z.number().int() })),
})
export type ApiUsage = z.infer<typeof ApiUsageSchema>

/** GET /api/v1/project-types: every project type the engine prices, with its typical cost and size. */
export const ProjectTypeListSchema = z.object({ projectTypes: z.array(ProjectTypeOptionSchema) })

/** GET /api/v1/regions: the regions the engine prices, with their location factor (UK average = 1). */
export const RegionListSchema = z.object({
  regions: z.array(z.object({ key: z.string(), label: z.string(), locationFactor: z.number() })),
})
