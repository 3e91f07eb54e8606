import { z } from 'zod'
import { PLAN_TIERS } from '../plans'
import { BillingPeriodSchema } from './subscriptions'
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
export const ProjectTypeOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  lowGbp: z.number(),
  highGbp: z.number(),
  typicalSizeSqm: z.number(),
  weeksLow: z.number(),
  weeksHigh: z.number(),
})
export const ProjectTypeListSchema = z.object({ projectTypes: z.array(ProjectTypeOptionSchema) })

/** GET /api/v1/regions: the regions the engine prices, with their location factor (UK average = 1). */
export const RegionListSchema = z.object({
  regions: z.array(z.object({ key: z.string(), label: z.string(), locationFactor: z.number() })),
})

/** POST /api/team/invitations: invite someone by email to the Business organisation. */
export const InviteMemberRequestSchema = z.object({
  email: text().trim().toLowerCase().email('Enter a valid email address').max(255, 'Use 255 characters or fewer'),
})
/** POST /api/team/accept: the token from the invitation link. */
export const AcceptInvitationRequestSchema = z.object({
  token: text().trim().min(1, 'The invitation link is incomplete').max(200, 'The invitation link is not valid'),
})

/** POST /api/team/hand-over: the member who becomes the organisation's owner. */
export const HandOverRequestSchema = z.object({
  userId: text({ message: 'Choose the team member to hand over to' }).uuid('Choose a member of your team'),
})

export const TeamSchema = z.object({
  /** null: the account is in no organisation (and is not on Business). */
  organization: z.object({ id: z.string(), name: z.string() }).nullable(),
  role: z.enum(['owner', 'member']).nullable(),
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(['owner', 'member']),
      joinedAt: z.string(),
    }),
  ),
  /** Pending invitations (only the owner sees them). */
  invitations: z.array(z.object({ id: z.string(), email: z.string(), createdAt: z.string(), expiresAt: z.string() })),
  /** Seats taken (members and pending invitations) and the plan's allowance. */
  seats: z.object({ used: z.number().int(), limit: z.number().int() }),
  /** The organisation's plan: its owner's subscription (members see it; only the owner manages its billing). */
  plan: z
    .object({
      tier: z.enum(PLAN_TIERS),
      status: z.string(),
      billingPeriod: BillingPeriodSchema.nullable(),
      currentPeriodEnd: z.string().nullable(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
})
export type Team = z.infer<typeof TeamSchema>
