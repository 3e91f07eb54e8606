import { and, asc, count, eq, gt, isNull, ne } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client'
import { listRows } from '#server/db/rows'
import {
  estimates,
  organizationInvitations,
  organizationMembers,
  organizations,
  projects,
  usageRecords,
  users,
} from '#server/db/schema/index'

export type InvitationRow = typeof organizationInvitations.$inferSelect
export type OrganizationRow = typeof organizations.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Moves what the subscriptions feature keeps for the old owner (subscriptions, invoices, the Stripe customer) to the
 * new one inside the hand-over's transaction `tx`; throws (and so rolls the hand-over back) when it cannot.
 */
export type MoveSubscription = (tx: Db) => Promise<void>

/** The organisation row, locked until the transaction ends: every change of seats or owner takes this lock first. */
async function lockOrganization(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ id: organizations.id, ownerUserId: organizations.ownerUserId })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update')
  return row
}

/** A pending invitation: neither accepted nor revoked, and not yet expired. */
const pending = (now: Date) =>
  and(
    isNull(organizationInvitations.acceptedAt),
    isNull(organizationInvitations.revokedAt),
    gt(organizationInvitations.expiresAt, now),
  )

/**
 * Members plus pending invitations, counted with the organisation row locked for the rest of the transaction, and
 * who owns it now.
 */
async function lockAndCountSeats(tx: Tx, organizationId: string, now: Date) {
  const org = await lockOrganization(tx, organizationId)
  const [members] = await tx
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
  const [invites] = await tx
    .select({ n: count() })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), pending(now)))
  return { seats: Number(members!.n) + Number(invites!.n), ownerUserId: org?.ownerUserId }
}

/** Owners and members. */
function memberships(db: Db) {
  return {
    /** The user's membership (owner or member), with the organisation's owner. */
    async membershipOf(userId: string) {
      const owner = alias(users, 'owner')
      const [row] = await db
        .select({
          organizationId: organizationMembers.organizationId,
          role: organizationMembers.role,
          ownerUserId: organizations.ownerUserId,
          ownerName: owner.name,
          ownerEmail: owner.email,
          name: organizations.name,
        })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
        .innerJoin(owner, eq(owner.id, organizations.ownerUserId))
        .where(eq(organizationMembers.userId, userId))
      return row
    },

    async ownerOfOrganization(organizationId: string) {
      const [row] = await db
        .select({ ownerUserId: organizations.ownerUserId })
        .from(organizations)
        .where(eq(organizations.id, organizationId))
      return row!
    },

    /** Records the owner as the first member of their organisation (once). */
    async ensureOwnerMember(organizationId: string, ownerUserId: string, now: Date): Promise<void> {
      await db
        .insert(organizationMembers)
        .values({ organizationId, userId: ownerUserId, role: 'owner', createdAt: now })
        .onConflictDoNothing()
    },

    async members(organizationId: string) {
      return db
        .select({
          userId: organizationMembers.userId,
          role: organizationMembers.role,
          joinedAt: organizationMembers.createdAt,
          name: users.name,
          email: users.email,
        })
        .from(organizationMembers)
        .innerJoin(users, eq(users.id, organizationMembers.userId))
        .where(eq(organizationMembers.organizationId, organizationId))
        .orderBy(asc(organizationMembers.createdAt))
    },

    /**
     * Removes a member (never the owner), by the owner or by the member themself (`byUserId`), with the
     * organisation row locked: 'not_owner' when someone else asks and is not (or no longer) the owner.
     */
    async removeMember(organizationId: string, userId: string, byUserId: string) {
      return db.transaction(async (tx) => {
        const org = await lockOrganization(tx, organizationId)
        if (!org) return 'not_found' as const
        if (byUserId !== userId && org.ownerUserId !== byUserId) return 'not_owner' as const
        const rows = await tx
          .delete(organizationMembers)
          .where(
            and(
              eq(organizationMembers.organizationId, organizationId),
              eq(organizationMembers.userId, userId),
              eq(organizationMembers.role, 'member'),
            ),
          )
          .returning({ userId: organizationMembers.userId })
        return rows.length > 0 ? ('removed' as const) : ('not_found' as const)
      })
    },

    /** How many people besides the owner are on the organisation (account deletion asks). */
    async countOtherMembers(organizationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(organizationMembers)
        .where(and(eq(organizationMembers.organizationId, organizationId), ne(organizationMembers.role, 'owner')))
      return Number(row!.n)
    },
  }
}

/**
 * Hands the organisation from its owner to one of its members, in one transaction with the organisation row
 * locked (so it takes turns with invitations, acceptances and removals): the owner and role swap, then the
 * workspace (the rows keyed by the owner's account: projects, estimates and with them their reports and payments,
 * usage records) and, through `moveSubscription`, the subscription move to the new owner. API keys and API usage
 * hang off the organisation and so go with it. Anything refused rolls the whole of it back.
 */
async function handOverInTransaction(
  tx: Tx,
  args: { organizationId: string; fromUserId: string; toUserId: string; moveSubscription: MoveSubscription },
) {
  const { organizationId, fromUserId, toUserId } = args
  const org = await lockOrganization(tx, organizationId)
  if (!org || org.ownerUserId !== fromUserId) return 'not_owner' as const
  const [target] = await tx
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, toUserId)))
  if (target?.role !== 'member') return 'not_member' as const
  // A member who once made API keys on a Business plan of their own still owns that (keys-only) organisation.
  const [other] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.ownerUserId, toUserId))
  if (other) return 'owns_another' as const
  // Checked before the first write: a refusal returns with nothing written; a failure below rolls back.
  await tx
    .update(organizationMembers)
    .set({ role: 'owner' })
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, toUserId)))
  await tx
    .update(organizationMembers)
    .set({ role: 'member' })
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, fromUserId)))
  await tx.update(organizations).set({ ownerUserId: toUserId }).where(eq(organizations.id, organizationId))
  await tx.update(projects).set({ userId: toUserId }).where(eq(projects.userId, fromUserId))
  await tx.update(estimates).set({ userId: toUserId }).where(eq(estimates.userId, fromUserId))
  await tx.update(usageRecords).set({ userId: toUserId }).where(eq(usageRecords.userId, fromUserId))
  await args.moveSubscription(tx as unknown as Db)
  return 'handed_over' as const
}

/** Ownership changes. */
function ownership(db: Db) {
  return {
    /** See handOverInTransaction; a refusal ('not_owner', 'not_member', 'owns_another') changes nothing. */
    async handOverOwnership(args: Parameters<typeof handOverInTransaction>[1]) {
      return db.transaction((tx) => handOverInTransaction(tx, args))
    },
  }
}

/** Invitations, and the seat count that bounds them. */
function invitations(db: Db) {
  return {
    async pendingInvitations(organizationId: string, now: Date): Promise<InvitationRow[]> {
      const pendingOfOrganization = and(eq(organizationInvitations.organizationId, organizationId), pending(now))
      return listRows(db, organizationInvitations, pendingOfOrganization, {
        orderBy: [asc(organizationInvitations.createdAt)],
      })
    },

    async countSeats(organizationId: string, now: Date): Promise<number> {
      return db.transaction(async (tx) => (await lockAndCountSeats(tx, organizationId, now)).seats)
    },

    /**
     * Inserts the invitation if a seat is free (members + pending invitations < `limit`) and the address has no
     * pending one; 'full' or 'duplicate' otherwise. The organisation row is locked for the count and the insert.
     */
    async inviteWithinLimit(row: typeof organizationInvitations.$inferInsert, limit: number, now: Date) {
      return db.transaction(async (tx) => {
        const { seats, ownerUserId } = await lockAndCountSeats(tx, row.organizationId, now)
        // Ownership may have been handed over since the inviter was checked: only the owner invites.
        if (ownerUserId !== row.invitedByUserId) return 'not_owner' as const
        if (seats >= limit) return 'full' as const
        const [existing] = await tx
          .select({ id: organizationInvitations.id })
          .from(organizationInvitations)
          .where(
            and(
              eq(organizationInvitations.organizationId, row.organizationId),
              eq(organizationInvitations.email, row.email),
              pending(now),
            ),
          )
        if (existing) return 'duplicate' as const
        const [inserted] = await tx.insert(organizationInvitations).values(row).returning()
        return inserted!
      })
    },

    async findInvitationByTokenHash(tokenHash: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(organizationInvitations)
        .where(eq(organizationInvitations.tokenHash, tokenHash))
      return row
    },

    /**
     * Turns a pending invitation into a membership if the organisation still has room for it (its own seat counts
     * while it is pending; `limit` may have fallen since it was sent). 'full' when it has not; 'taken' when the
     * user joined an organisation meanwhile.
     */
    async acceptWithinLimit(invitation: InvitationRow, userId: string, limit: number, now: Date) {
      return db.transaction(async (tx) => {
        if ((await lockAndCountSeats(tx, invitation.organizationId, now)).seats > limit) return 'full' as const
        const joined = await tx
          .insert(organizationMembers)
          .values({ organizationId: invitation.organizationId, userId, role: 'member', createdAt: now })
          .onConflictDoNothing()
          .returning({ userId: organizationMembers.userId })
        if (joined.length === 0) return 'taken' as const
        await tx
          .update(organizationInvitations)
          .set({ acceptedAt: now })
          .where(eq(organizationInvitations.id, invitation.id))
        return 'joined' as const
      })
    },

    async revokeInvitation(organizationId: string, id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(organizationInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(organizationInvitations.organizationId, organizationId),
            eq(organizationInvitations.id, id),
            pending(now),
          ),
        )
        .returning({ id: organizationInvitations.id })
      return rows.length > 0
    },
  }
}

/** Team members and invitations. Seat changes run in one transaction with the organisation row locked. */
/** Organisations: a Business owner's team, created on first use (an API key or an invitation). */
function organisationsOf(db: Db) {
  async function findOrganizationOfOwner(ownerUserId: string): Promise<OrganizationRow | undefined> {
    const [row] = await db.select().from(organizations).where(eq(organizations.ownerUserId, ownerUserId))
    return row
  }
  return {
    findOrganizationOfOwner,

    /** The owner's organisation, created on first use; two requests at once still make one. */
    async ensureOrganization(ownerUserId: string, name = 'Business team'): Promise<OrganizationRow> {
      await db.insert(organizations).values({ ownerUserId, name }).onConflictDoNothing()
      return (await findOrganizationOfOwner(ownerUserId))!
    },
  }
}

export function createTeamsRepository(db: Db) {
  return { ...organisationsOf(db), ...memberships(db), ...invitations(db), ...ownership(db) }
}
export type TeamsRepository = ReturnType<typeof createTeamsRepository>
