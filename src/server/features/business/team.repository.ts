import { and, asc, count, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { organizationInvitations, organizationMembers, organizations, users } from '../../db/schema/index'

export type InvitationRow = typeof organizationInvitations.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** A pending invitation: neither accepted nor revoked, and not yet expired. */
const pending = (now: Date) =>
  and(
    isNull(organizationInvitations.acceptedAt),
    isNull(organizationInvitations.revokedAt),
    gt(organizationInvitations.expiresAt, now),
  )

/** Members plus pending invitations, counted with the organisation row locked for the rest of the transaction. */
async function lockAndCountSeats(tx: Tx, organizationId: string, now: Date): Promise<number> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update')
  const [members] = await tx
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId))
  const [invites] = await tx
    .select({ n: count() })
    .from(organizationInvitations)
    .where(and(eq(organizationInvitations.organizationId, organizationId), pending(now)))
  return Number(members!.n) + Number(invites!.n)
}

/** Owners and members. */
function memberships(db: Db) {
  return {
    /** The user's membership (owner or member), with the organisation's owner. */
    async membershipOf(userId: string) {
      const [row] = await db
        .select({
          organizationId: organizationMembers.organizationId,
          role: organizationMembers.role,
          ownerUserId: organizations.ownerUserId,
          name: organizations.name,
        })
        .from(organizationMembers)
        .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
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

    async removeMember(organizationId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(organizationMembers)
        .where(
          and(
            eq(organizationMembers.organizationId, organizationId),
            eq(organizationMembers.userId, userId),
            eq(organizationMembers.role, 'member'),
          ),
        )
        .returning({ userId: organizationMembers.userId })
      return rows.length > 0
    },
  }
}

/** Invitations, and the seat count that bounds them. */
function invitations(db: Db) {
  return {
    async pendingInvitations(organizationId: string, now: Date): Promise<InvitationRow[]> {
      return db
        .select()
        .from(organizationInvitations)
        .where(and(eq(organizationInvitations.organizationId, organizationId), pending(now)))
        .orderBy(asc(organizationInvitations.createdAt))
    },

    async countSeats(organizationId: string, now: Date): Promise<number> {
      return db.transaction((tx) => lockAndCountSeats(tx, organizationId, now))
    },

    /**
     * Inserts the invitation if a seat is free (members + pending invitations < `limit`) and the address has no
     * pending one; 'full' or 'duplicate' otherwise. The organisation row is locked for the count and the insert.
     */
    async inviteWithinLimit(row: typeof organizationInvitations.$inferInsert, limit: number, now: Date) {
      return db.transaction(async (tx) => {
        if ((await lockAndCountSeats(tx, row.organizationId, now)) >= limit) return 'full' as const
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
        if ((await lockAndCountSeats(tx, invitation.organizationId, now)) > limit) return 'full' as const
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
export function createTeamRepository(db: Db) {
  return { ...memberships(db), ...invitations(db) }
}
export type TeamRepository = ReturnType<typeof createTeamRepository>
