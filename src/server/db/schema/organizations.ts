import { date, index, integer, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAtColumn, idColumn, ownerIdColumn, timestampTz } from './columns'
import { users } from './accounts'

/**
 * The Business plan's organisation (docs/decisions/017-business-api.md): the account that holds the Business
 * subscription owns it; its API keys, API usage and (next) team members hang off it.
 */
export const organizations = pgTable('organizations', {
  id: idColumn(),
  name: varchar('name', { length: 120 }).notNull(),
  ownerUserId: ownerIdColumn('owner_user_id', () => users.id).unique(),
  createdAt: createdAtColumn(),
})

/** API keys: only the SHA-256 of the key is stored, with its visible prefix (`rce_live_AbCd…`) to tell keys apart. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: idColumn(),
    organizationId: ownerIdColumn('organization_id', () => organizations.id),
    name: varchar('name', { length: 100 }).notNull(),
    prefix: varchar('prefix', { length: 32 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    expiresAt: timestampTz('expires_at'),
    lastUsedAt: timestampTz('last_used_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('api_keys_organization_id_idx').on(t.organizationId)],
)

/** Metered API calls per organisation and calendar month (Europe/London, `YYYY-MM`): one atomic upsert per call. */
export const apiUsageMonths = pgTable(
  'api_usage_months',
  {
    organizationId: ownerIdColumn('organization_id', () => organizations.id),
    month: varchar('month', { length: 7 }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.month] })],
)

/** The same calls by London day, for the usage chart on /account/api. */
export const apiUsageDays = pgTable(
  'api_usage_days',
  {
    organizationId: ownerIdColumn('organization_id', () => organizations.id),
    day: date('day').notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
)

/**
 * Team members: the owner and the people who accepted an invitation. A user is in at most one organisation
 * (`user_id` unique): members act in the organisation's workspace, sharing its projects, estimates and reports.
 */
export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: ownerIdColumn('organization_id', () => organizations.id),
    userId: ownerIdColumn('user_id', () => users.id).unique(),
    role: varchar('role', { length: 16 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] })],
)

/** Invitations by email: the link's token is stored only as its SHA-256; pending until accepted, revoked or expired. */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: idColumn(),
    organizationId: ownerIdColumn('organization_id', () => organizations.id),
    email: varchar('email', { length: 255 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedAt: timestampTz('accepted_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('organization_invitations_organization_id_idx').on(t.organizationId)],
)
