import { createHash, randomBytes } from 'node:crypto'
import { getPlan, planLimitInfo, type PlanTier } from '../../../shared/plans'
import { addDays } from '../../../shared/retention'
import type { Team } from '../../../shared/schemas/business-api'
import { isUuid } from '../../../shared/uuid'
import { AppError, badRequest, notFound, planLimitReached, signInRequired } from '../../errors'
import type { MailCaps } from '../../limits/mail-caps'
import type { Mailer } from '../../mail/mailer'
import type { BusinessApiRepository } from './business-api.repository'
import type { TeamRepository } from './team.repository'

export type TeamViewer = { id: string; email: string; name: string } | null

/** How long an invitation link works. */
export const INVITATION_DAYS = 7

export interface TeamServiceDeps {
  repo: TeamRepository
  organizations: Pick<BusinessApiRepository, 'ensureOrganization' | 'findOrganizationOfOwner'>
  planOf: (userId: string) => Promise<{ tier: PlanTier }>
  now: () => Date
  mailer: Mailer
  mailCaps: MailCaps
  publicUrl: string
}

const teamName = (members: { role: string; name: string; email: string }[]) => {
  const owner = members.find((m) => m.role === 'owner')
  return owner ? `${owner.name || owner.email}’s team` : undefined
}
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')
const forbidden = (detail: string) => new AppError('forbidden', 403, detail)
const seatsFull = (tier: PlanTier) =>
  planLimitReached(
    `Your team has all ${getPlan(tier).limits.teamMembers} seats taken, counting pending invitations. Remove a member or revoke an invitation first.`,
    planLimitInfo('teamMembers', tier),
  )

/** The viewer's organisation as its owner, created with the owner's seat; 403 unless they are on Business. */
async function ownOrganization(deps: TeamServiceDeps, viewer: TeamViewer) {
  if (!viewer) throw signInRequired()
  const { tier } = await deps.planOf(viewer.id)
  const limit = getPlan(tier).limits.teamMembers
  const existing = await deps.organizations.findOrganizationOfOwner(viewer.id)
  if (limit <= 1)
    throw forbidden(`Teams come with the Business plan; this account is on the ${getPlan(tier).name} plan.`)
  const membership = existing ? undefined : await deps.repo.membershipOf(viewer.id)
  if (membership) throw forbidden('You are a member of another organisation: leave it before starting your own team.')
  const org = existing ?? (await deps.organizations.ensureOrganization(viewer.id))
  await deps.repo.ensureOwnerMember(org.id, viewer.id, deps.now())
  return { org, tier, limit }
}

async function describeTeam(deps: TeamServiceDeps, viewer: TeamViewer): Promise<Team> {
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
    }
  }
  const at = deps.now()
  const isOwner = membership.role === 'owner'
  const { tier } = await deps.planOf(membership.ownerUserId)
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
    seats: { used: members.length + invitations.length, limit: getPlan(tier).limits.teamMembers },
  }
}

/** Emails a one-time, expiring link; the token is stored only as its SHA-256. */
async function inviteMember(deps: TeamServiceDeps, viewer: TeamViewer, email: string, client: string): Promise<void> {
  const { org, tier, limit } = await ownOrganization(deps, viewer)
  if (email === viewer!.email.toLowerCase())
    throw badRequest('You are already on your team.', [{ path: 'email', message: 'This is your own address' }])
  if ((await deps.repo.members(org.id)).some((m) => m.email.toLowerCase() === email))
    throw new AppError('conflict', 409, `${email} is already on your team.`)
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
  if (outcome === 'full') throw seatsFull(tier)
  if (outcome === 'duplicate') throw new AppError('conflict', 409, `${email} already has an invitation waiting.`)
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
async function acceptInvitation(deps: TeamServiceDeps, viewer: TeamViewer, token: string): Promise<void> {
  if (!viewer) throw signInRequired()
  const invitation = await deps.repo.findInvitationByTokenHash(hashToken(token))
  const at = deps.now()
  if (!invitation || invitation.revokedAt || invitation.acceptedAt) throw notFound('Invitation')
  if (invitation.expiresAt <= at)
    throw new AppError('not_found', 404, 'This invitation has expired: ask the team’s owner to invite you again.')
  if (invitation.email.toLowerCase() !== viewer.email.toLowerCase())
    throw forbidden(`This invitation was sent to ${invitation.email}: sign in with that address to accept it.`)
  const owner = await deps.repo.membershipOf(viewer.id)
  if (owner) throw new AppError('conflict', 409, 'You are already in an organisation: leave it before joining another.')
  const org = await deps.repo.ownerOfOrganization(invitation.organizationId)
  const { tier } = await deps.planOf(org.ownerUserId)
  const outcome = await deps.repo.acceptWithinLimit(invitation, viewer.id, getPlan(tier).limits.teamMembers, at)
  if (outcome === 'full') throw seatsFull(tier)
  if (outcome === 'taken')
    throw new AppError('conflict', 409, 'You are already in an organisation: leave it before joining another.')
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

    get: (viewer: TeamViewer) => describeTeam(deps, viewer),

    invite: (viewer: TeamViewer, email: string, client: string) => inviteMember(deps, viewer, email, client),

    accept: (viewer: TeamViewer, token: string) => acceptInvitation(deps, viewer, token),

    async revokeInvitation(viewer: TeamViewer, id: string): Promise<void> {
      const { org } = await ownOrganization(deps, viewer)
      if (!isUuid(id) || !(await repo.revokeInvitation(org.id, id, now()))) throw notFound('Invitation')
    },

    /** The owner removes a member; a member removes themself (leaves). The owner cannot be removed. */
    async removeMember(viewer: TeamViewer, userId: string): Promise<void> {
      if (!viewer) throw signInRequired()
      const membership = await repo.membershipOf(viewer.id)
      if (!membership || !isUuid(userId)) throw notFound('Member')
      const leaving = userId === viewer.id
      if (leaving && membership.role === 'owner') throw badRequest('The owner cannot leave their own team.')
      if (!leaving && membership.role !== 'owner') throw forbidden('Only the team’s owner can remove members.')
      if (!(await repo.removeMember(membership.organizationId, userId))) throw notFound('Member')
    },
  }
}
export type TeamService = ReturnType<typeof createTeamService>
