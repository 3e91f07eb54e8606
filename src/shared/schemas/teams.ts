import { z } from 'zod'
import { PLAN_TIERS } from '../plans'
import { BillingPeriodSchema } from './subscriptions'
import { text } from './text'

/**
 * The Business plan's team (docs/decisions/017-business-api.md): invitations, members, the hand-over of the
 * organisation, and what the team page shows.
 */

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
