import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { CostPlan } from '#shared/cost-engine/types'
import type { PlanTier } from '#shared/plans'
import { EstimateRequestSchema } from '#shared/schemas/estimates'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import type { EstimatesRepository, NewEstimateRow, SaveOwner } from './estimates.repository'
import { createEstimatesService } from './estimates.service'

// Storing a new estimate (decision 043): priced once, written once. Signed out it joins the group-committed inserts;
// signed in it is one transactional write that stores the plan the engine priced for the answer.

const NOW = new Date('2026-11-27T10:00:00Z')
const BODY = EstimateRequestSchema.parse({
  projectType: 'kitchen_renovation',
  sizeSqm: 15,
  region: 'north',
  description: 'A new kitchen',
  finishQuality: 'mid',
})

type Call = { method: string; row?: NewEstimateRow; plan?: CostPlan; owner?: SaveOwner }

/** The service over a store that records what it is asked; `room` says whether the month's allowance has room. */
function serviceWith(room: boolean, tier: PlanTier = 'free') {
  const calls: Call[] = []
  const repo = {
    async create(row: NewEstimateRow & { createdAt: Date }) {
      calls.push({ method: 'create', row })
      return { id: 'e-anon', createdAt: row.createdAt }
    },
    async createForAccount(row: NewEstimateRow & { createdAt: Date }, plan: CostPlan, owner: SaveOwner) {
      calls.push({ method: 'createForAccount', row, plan, owner })
      return { id: 'e-mine', createdAt: row.createdAt, outcome: room ? ('saved' as const) : ('limit_reached' as const) }
    },
    async saveToAccount() {
      calls.push({ method: 'saveToAccount' })
      return 'saved' as const
    },
  } as unknown as EstimatesRepository
  const service = createEstimatesService({
    repo,
    rates: DEFAULT_RATES,
    now: () => NOW,
    mailer: {} as Mailer,
    mailCaps: {} as MailCaps,
    publicUrl: 'http://localhost:5000',
    planOf: async () => ({ tier }),
    isOwnProject: async () => true,
  })
  return { service, calls }
}

describe('a new estimate is priced once and written once', () => {
  it('signed out: one group-committed insert, kept 30 days, nobody’s', async () => {
    const { service, calls } = serviceWith(true)
    const answer = await service.create(BODY)
    expect(calls.map((c) => c.method)).toEqual(['create'])
    expect(calls[0]!.row!.userId).toBeUndefined()
    expect(answer.isSaved).toBe(false)
    expect(answer.canClaim).toBe(true)
  })

  it('signed in with room: one write that stores the plan the answer shows, saved as it is made', async () => {
    const { service, calls } = serviceWith(true)
    const answer = await service.create(BODY, { id: 'user-1' })
    expect(calls.map((c) => c.method)).toEqual(['createForAccount'])
    const [{ plan, owner }] = calls as [Required<Call>]
    // The stored plan is the answer's: the totals it shows are the plan's, not a second pricing of its input.
    expect(plan.totalIncVatPence / 100).toBe(answer.totalCostIncludingVAT)
    expect(owner).toMatchObject({ userId: 'user-1', projectId: null, now: NOW, allowed: 1 })
    expect(answer).toMatchObject({ id: 'e-mine', isSaved: true, canClaim: false, projectId: null })
  })

  it('signed in with the month’s allowance used: still one write, stored unsaved, and the answer says why', async () => {
    const { service, calls } = serviceWith(false)
    const answer = await service.create(BODY, { id: 'user-1' })
    expect(calls.map((c) => c.method)).toEqual(['createForAccount'])
    expect(answer.isSaved).toBe(false)
    expect(answer.notSaved?.limit.name).toBe('savedEstimatesPerMonth')
  })
})
