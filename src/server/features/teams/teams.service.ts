import { createHash, randomBytes } from 'node:crypto'
import { getPlan, planLimitInfo, type AccountPlan, type PlanOf, type PlanTier } from '#shared/plans'
import { addDays } from '#shared/retention'
import type { Team } from '#shared/schemas/teams'
import { isUuid } from '#shared/uuid'
import { AppError, badRequest, notFound, planLimitReached, signInRequired } from '#server/errors'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import type { Account, Viewer } from '#server/http/viewer'

/** A team member as the team's store knows them. */
type Member = Pick<Account, 'id' | 'email' | 'name'>
import type { Db } from '#server/db/client'
import type { TeamsRepository } from './teams.repository'

/** How long an invitation link works. */
export const INVITATION_DAYS = 7

/** What else a hand-over moves, inside its transaction `tx`, from the old owner to the new one (or throws). */
export type HandOverMove = (tx: Db, fromUserId: string, to: Member) => Promise<void>

export interface TeamServiceDeps {
  repo: TeamsRepository
  /** The organisation's plan as the team page shows it: its owner's. */
  planOf: PlanOf<AccountPlan>
  /**
   * The subscriptions feature's part of a hand-over: inside the transaction `tx`, moves the old owner's
   * subscription, invoices and Stripe Customer to the new owner (and updates the Customer), or throws.
   */
  moveSubscription: HandOverMove
  now: () => Date
  log: { error: (details: object, message: string) => void }
  mailer: Mailer
  mailCaps: MailCaps
  publicUrl: string
}

const teamName = (members: { role: string; name: string; email: string }[]) => {
  const owner = members.find((m) => m.role === 'owner')
  return owner ? `${owner.name || owner.email}’s team` : undefined
}
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')
const forbidden = (detail: string) => new AppError('forbidden', detail)
const seatsFull = (tier: PlanTier) =>
  planLimitReached(
    `Your team has all ${getPlan(tier).limits.teamMembers} seats taken, counting pending invitations. Remove a member or revoke an invitation first.`,
    planLimitInfo('teamMembers', tier),
  )

const ownerOnly = (what: string) => forbidden(`Only the team’s owner can ${what}.`)

/** The viewer's organisation as its owner, created with the owner's seat; 403 unless they are on Business. */
async function ownOrganization(deps: TeamServiceDeps, viewer: Viewer) {
  if (!viewer) throw signInRequired()
  const existing = await deps.repo.findOrganizationOfOwner(viewer.id)
  const membership = existing ? undefined : await deps.repo.membershipOf(viewer.id)
  if (membership?.role === 'member') throw ownerOnly('invite people and manage invitations')
  const { tier } = await deps.planOf(viewer.id)
  const limit = getPlan(tier).limits.teamMembers
  if (limit <= 1)
    throw forbidden(`Teams come with the Business plan; this account is on the ${getPlan(tier).name} plan.`)
  if (membership) throw forbidden('You are a member of another organisation: leave it before starting your own team.')
  const org = existing ?? (await deps.repo.ensureOrganization(viewer.id))
  await deps.repo.ensureOwnerMember(org.id, viewer.id, deps.now())
  return { org, tier, limit }
}

async function describeTeam(deps: TeamServiceDeps, viewer: Viewer): Promise<Team> {
  if (!viewer) throw signInRequired()
  const membership = await deps.repo.membershipOf(viewer.id)
  if (!membership) {
    const { tier } = await deps.planOf(viewer.id)
    return {
      organization: null,
      role: null,
      members: [],
      invitations: [],
      seats: { used: 0, limit: getPlan(tier).limits.teamMembers },
      plan: null,
    }
  }
  const at = deps.now()
  const isOwner = membership.role === 'owner'
  const plan = await deps.planOf(membership.ownerUserId)
  const [members, invitations] = await Promise.all([
    deps.repo.members(membership.organizationId),
    deps.repo.pendingInvitations(membership.organizationId, at),
  ])
  return {
    // Named for its owner as they are called now (the stored name is the default given at creation).
    organization: { id: membership.organizationId, name: teamName(members) ?? membership.name },
    role: isOwner ? 'owner' : 'member',
    members: members.map((m) => ({
      userId: m.userId,
      name: m.name,
      email: m.email,
      role: m.role === 'owner' ? 'owner' : 'member',
      joinedAt: m.joinedAt.toISOString(),
    })),
    invitations: isOwner
      ? invitations.map((i) => ({
          id: i.id,
          email: i.email,
          createdAt: i.createdAt.toISOString(),
          expiresAt: i.expiresAt.toISOString(),
        }))
      : [],
    seats: { used: members.length + invitations.length, limit: getPlan(plan.tier).limits.teamMembers },
    plan: {
      tier: plan.tier,
      status: plan.status,
      billingPeriod: plan.billingPeriod,
      currentPeriodEnd: plan.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: plan.cancelAtPeriodEnd,
    },
  }
}

/** Emails a one-time, expiring link; the token is stored only as its SHA-256. */
async function inviteMember(deps: TeamServiceDeps, viewer: Viewer, email: string, client: string): Promise<void> {
  const { org, tier, limit } = await ownOrganization(deps, viewer)
  if (email === viewer!.email.toLowerCase())
    throw badRequest('You are already on your team.', [{ path: 'email', message: 'This is your own address' }])
  if ((await deps.repo.members(org.id)).some((m) => m.email.toLowerCase() === email))
    throw new AppError('conflict', `${email} is already on your team.`)
  await deps.mailCaps.check({ client, to: email })
  const at = deps.now()
  const token = randomBytes(32).toString('base64url')
  const outcome = await deps.repo.inviteWithinLimit(
    {
      organizationId: org.id,
      email,
      tokenHash: hashToken(token),
      invitedByUserId: viewer!.id,
      createdAt: at,
      expiresAt: addDays(at, INVITATION_DAYS),
    },
    limit,
    at,
  )
  if (outcome === 'not_owner') throw ownerOnly('invite people')
  if (outcome === 'full') throw seatsFull(tier)
  if (outcome === 'duplicate') throw new AppError('conflict', `${email} already has an invitation waiting.`)
  await deps.mailer.send({
    to: email,
    subject: `${viewer!.name || viewer!.email} invited you to their team`,
    text: [
      `${viewer!.name || viewer!.email} invited you to join their team on UK Renovation Estimator: you will share its projects, estimates and reports.`,
      '',
      `Accept the invitation: ${deps.publicUrl}/team/accept?token=${token}`,
      '',
      `The link works for ${INVITATION_DAYS} days. Sign in or create an account with this email address (${email}) to accept. If you were not expecting this, you can ignore this email.`,
    ].join('\n'),
  })
}

/** Joins the invitation's organisation: signed in with the address it was sent to, while a seat is free. */
async function acceptInvitation(deps: TeamServiceDeps, viewer: Viewer, token: string): Promise<void> {
  if (!viewer) throw signInRequired()
  const invitation = await deps.repo.findInvitationByTokenHash(hashToken(token))
  const at = deps.now()
  if (!invitation || invitation.revokedAt || invitation.acceptedAt) throw notFound('Invitation')
  if (invitation.expiresAt <= at)
    throw new AppError('not_found', 'This invitation has expired: ask the team’s owner to invite you again.')
  if (invitation.email.toLowerCase() !== viewer.email.toLowerCase())
    throw forbidden(`This invitation was sent to ${invitation.email}: sign in with that address to accept it.`)
  const owner = await deps.repo.membershipOf(viewer.id)
  if (owner) throw new AppError('conflict', 'You are already in an organisation: leave it before joining another.')
  const org = await deps.repo.ownerOfOrganization(invitation.organizationId)
  const { tier } = await deps.planOf(org.ownerUserId)
  const outcome = await deps.repo.acceptWithinLimit(invitation, viewer.id, getPlan(tier).limits.teamMembers, at)
  if (outcome === 'full') throw seatsFull(tier)
  if (outcome === 'taken')
    throw new AppError('conflict', 'You are already in an organisation: leave it before joining another.')
}

/**
 * The owner hands the organisation to one of its members: the subscription, API keys and the team's workspace move
 * to them in one locked transaction (see the repository), the old owner stays on as a member, and the new owner is
 * emailed. 403 unless the viewer owns the team; 400 for themself; 404 for someone who is not a member.
 */
async function handOverOwnership(deps: TeamServiceDeps, viewer: Viewer, userId: string): Promise<void> {
  if (!viewer) throw signInRequired()
  const membership = await deps.repo.membershipOf(viewer.id)
  if (membership?.role !== 'owner') throw ownerOnly('hand over ownership')
  if (userId === viewer.id)
    throw badRequest('You already own this team: choose another member.', [
      { path: 'userId', message: 'Choose a member other than yourself' },
    ])
  const target = (await deps.repo.members(membership.organizationId)).find(
    (m) => m.userId === userId && m.role === 'member',
  )
  if (!target) throw memberNotFound()
  const to = { id: target.userId, email: target.email, name: target.name }
  const outcome = await deps.repo.handOverOwnership({
    organizationId: membership.organizationId,
    fromUserId: viewer.id,
    toUserId: to.id,
    moveSubscription: (tx) => deps.moveSubscription(tx, viewer.id, to),
  })
  if (outcome === 'not_owner') throw ownerOnly('hand over ownership')
  if (outcome === 'not_member') throw memberNotFound()
  if (outcome === 'owns_another')
    throw new AppError(
      'conflict',
      `${to.name || to.email} still owns an organisation of their own (with its API keys), so they cannot take over this one.`,
    )
  await sendNewOwnerEmail(deps, viewer, to)
}

const memberNotFound = () =>
  new AppError('not_found', 'That person is not a member of your team: only a member who joined can take it over.')

/** Tells the new owner what is theirs now; ownership has moved whether or not the email goes out. */
async function sendNewOwnerEmail(deps: TeamServiceDeps, from: Member, to: Member): Promise<void> {
  const plan = await deps.planOf(to.id)
  const renewal = plan.currentPeriodEnd
    ? ` It ${plan.cancelAtPeriodEnd ? 'ends' : 'renews'} on ${plan.currentPeriodEnd.toISOString().slice(0, 10)}.`
    : ''
  try {
    await deps.mailer.send({
      to: to.email,
      subject: 'You now own your team on UK Renovation Estimator',
      text: [
        `${from.name || from.email} handed the team over to you: you are its owner now.`,
        '',
        `The team's ${getPlan(plan.tier).name} subscription is yours and is billed to you from now on.${renewal} It keeps the card it was paid with until you change it in Manage subscription: ${deps.publicUrl}/account`,
        '',
        `The team's API keys, its API usage and all its projects, estimates and reports are in your account, and you invite and remove members: ${deps.publicUrl}/account/team`,
        '',
        `${from.name || from.email} stays on the team as a member.`,
      ].join('\n'),
    })
  } catch (err) {
    deps.log.error({ err }, 'the new team owner’s email could not be sent')
  }
}

/**
 * The Business plan's team (docs/decisions/017-business-api.md): the owner invites by email, invitees accept with
 * the link, the owner removes members and revokes invitations, a member may leave. Seats (members plus pending
 * invitations) never pass the plan's allowance: invite and accept each count and write in one locked transaction.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { repo, now } = deps
  return {
    /** The organisation the user acts in: its owner's id for a member, the user's own id otherwise. */
    async workspaceOwnerOf(userId: string): Promise<string> {
      return (await repo.membershipOf(userId))?.ownerUserId ?? userId
    },

    get: (viewer: Viewer) => describeTeam(deps, viewer),

    invite: (viewer: Viewer, email: string, client: string) => inviteMember(deps, viewer, email, client),

    accept: (viewer: Viewer, token: string) => acceptInvitation(deps, viewer, token),

    async revokeInvitation(viewer: Viewer, id: string): Promise<void> {
      const { org } = await ownOrganization(deps, viewer)
      if (!isUuid(id) || !(await repo.revokeInvitation(org.id, id, now()))) throw notFound('Invitation')
    },

    /** The owner removes a member; a member removes themself (leaves). The owner cannot be removed. */
    async removeMember(viewer: Viewer, userId: string): Promise<void> {
      if (!viewer) throw signInRequired()
      const membership = await repo.membershipOf(viewer.id)
      if (!membership || !isUuid(userId)) throw notFound('Member')
      const leaving = userId === viewer.id
      if (leaving && membership.role === 'owner')
        throw badRequest('The owner cannot leave their own team: hand over ownership to a member first.')
      if (!leaving && membership.role !== 'owner') throw ownerOnly('remove members')
      const outcome = await repo.removeMember(membership.organizationId, userId, viewer.id)
      if (outcome === 'not_owner') throw ownerOnly('remove members')
      if (outcome === 'not_found') throw notFound('Member')
    },

    handOver: (viewer: Viewer, userId: string) => handOverOwnership(deps, viewer, userId),

    /** The subscriptions feature's question: is this account on a team, and whose. */
    async membershipOf(userId: string) {
      const m = await repo.membershipOf(userId)
      return m
        ? {
            role: m.role === 'owner' ? ('owner' as const) : ('member' as const),
            ownerName: m.ownerName,
            ownerEmail: m.ownerEmail,
          }
        : undefined
    },

    /**
     * Accounts' beforeDeleteUser: an owner whose team has other members is refused (409), since deleting the account
     * would delete the team's workspace under them; they hand over ownership or remove the members first. A member
     * simply leaves (their membership goes with the account).
     */
    async assertAccountCanBeDeleted(userId: string): Promise<void> {
      const m = await repo.membershipOf(userId)
      if (m?.role !== 'owner') return
      const others = await repo.countOtherMembers(m.organizationId)
      if (others > 0)
        throw new AppError(
          'conflict',
          `Your team has ${others} other ${others === 1 ? 'member' : 'members'} working in its projects, estimates and reports. Hand over ownership to one of them, or remove them, before you delete your account.`,
        )
    },
  }
}
export type TeamService = ReturnType<typeof createTeamService>
