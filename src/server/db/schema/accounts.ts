import { boolean, index, pgTable, text, varchar, type PgColumnBuilderBase } from 'drizzle-orm/pg-core'
import { idColumn, ownerIdColumn, timestampColumns, timestampTz } from './columns'

/**
 * Accounts are better-auth's (docs/decisions/014-accounts.md): these four tables are its user, session, account and
 * verification models, with our table names and uuid ids. Passwords live in `auth_accounts` (argon2id).
 */
export const users = pgTable('users', {
  id: idColumn(),
  email: varchar('email', { length: 255 }).notNull().unique(),
  name: text('name').notNull().default(''),
  image: text('image'),
  emailVerified: boolean('email_verified').notNull().default(false),
  stripeCustomerId: text('stripe_customer_id'),
  ...timestampColumns(),
})

/**
 * A table of rows that belong to one user: its uuid id, the user (deleting the user deletes the rows), `created_at`
 * and `updated_at`, and an index on the user that lists a user's rows.
 */
export const userOwnedTable = <TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
) =>
  pgTable(
    name,
    { id: idColumn(), userId: ownerIdColumn('user_id', () => users.id), ...columns, ...timestampColumns() },
    (t) => [index(`${name}_user_id_idx`).on(t.userId)],
  )

/** Sign-in sessions; the cookie carries the token signed with the deployment's auth secret. */
export const sessions = userOwnedTable('sessions', {
  token: text('token').notNull().unique(),
  expiresAt: timestampTz('expires_at').notNull(),
  ipAddress: text('ip_address'),
  userAgent: text('user_agent'),
})

/** A user's ways of signing in: here only `credential` (email + password, the argon2id hash in `password`). */
export const authAccounts = userOwnedTable('auth_accounts', {
  accountId: text('account_id').notNull(),
  providerId: text('provider_id').notNull(),
  password: text('password'),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  idToken: text('id_token'),
  accessTokenExpiresAt: timestampTz('access_token_expires_at'),
  refreshTokenExpiresAt: timestampTz('refresh_token_expires_at'),
  scope: text('scope'),
})

/** One-time values for email verification, password reset and email change; identifiers stored hashed. */
export const verifications = pgTable(
  'verifications',
  {
    id: idColumn(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    ...timestampColumns(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
)
