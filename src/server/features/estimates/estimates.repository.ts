import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { CostPlan } from '#shared/cost-engine/types'
import type { Db } from '#server/db/client'
import { createGroupCommit } from '#server/db/group-commit'
import { deleteRows, insertRow, insertRowsDirect } from '#server/db/rows'
import { estimates, users } from '#server/db/schema/index'
import { planFrom } from './estimate-plans'

export type EstimateRow = typeof estimates.$inferSelect
export type NewEstimateRow = typeof estimates.$inferInsert

/** An estimate as lists show it: no cost plan. */
export type EstimateListRow = Pick<
  EstimateRow,
  | 'id'
  | 'projectType'
  | 'propertyAddress'
  | 'totalCostIncVatPence'
  | 'confidenceScore'
  | 'projectId'
  | 'createdAt'
  | 'savedAt'
>

/** Why saveToAccount did not save: someone owns it already, or the month's allowance is used up. */
export type SaveOutcome = 'saved' | 'already_yours' | 'owned_by_another' | 'missing' | 'limit_reached'

/** What a plan is read from. */
const planSource = { costBreakdown: estimates.costBreakdown, engineInput: estimates.engineInput }

const listColumns = {
  id: estimates.id,
  projectType: estimates.projectType,
  propertyAddress: estimates.propertyAddress,
  totalCostIncVatPence: estimates.totalCostIncVatPence,
  confidenceScore: estimates.confidenceScore,
  projectId: estimates.projectId,
  createdAt: estimates.createdAt,
  savedAt: estimates.savedAt,
}

/**
 * An estimate's cost plan from its row: the stored plan, or the engine's answer for the stored input (pure; the
 * composition root gives it the rate table).
 */
export type CostPlanOf = (row: Pick<EstimateRow, 'costBreakdown' | 'engineInput'>) => CostPlan

/** Rows as every reader gets them: with their cost plan, whether stored or priced again. */
export function createEstimatesRepository(db: Db, costPlanOf: CostPlanOf = planFrom(DEFAULT_RATES)) {
  const withPlan = (row: EstimateRow): EstimateRow => ({ ...row, costBreakdown: costPlanOf(row) })
  // New estimates arrive at request rate: they are stored in groups (src/server/db/group-commit.ts).
  const newEstimates = createGroupCommit<NewEstimateRow & { id: string; createdAt: Date }>(
    (rows) => insertRowsDirect(db, estimates, rows),
    { maxRows: 100 },
  )
  return {
    ...accountQueries(db, costPlanOf),
    ...appraisalQueries(db, costPlanOf),
    insert: (row: NewEstimateRow): Promise<EstimateRow> => insertRow(db, estimates, row),
    /**
     * Stores a new estimate (the hot path of POST /api/estimates): its id is made here and its time is the
     * caller's, so nothing is read back, and it shares its statement with the estimates made at the same moment.
     */
    async create(row: NewEstimateRow & { createdAt: Date }): Promise<{ id: string; createdAt: Date }> {
      const stored = { ...row, id: randomUUID() }
      await newEstimates.add(stored)
      return { id: stored.id, createdAt: stored.createdAt }
    },
    async findById(id: string): Promise<EstimateRow | undefined> {
      const [row] = await db.select().from(estimates).where(eq(estimates.id, id)).limit(1)
      return row && withPlan(row)
    },
    /**
     * Keeps an estimate for as long as its paid report: until `until` (the report's expiry), or longer if
     * another report already keeps it. A null retainUntil (older paid estimates, saved ones) is never purged. Its
     * plan is stored from now on, as the report states it.
     */
    async markRetained(id: string, until: Date): Promise<void> {
      const [row] = await db.select(planSource).from(estimates).where(eq(estimates.id, id)).limit(1)
      if (!row) return
      await db
        .update(estimates)
        .set({
          retainUntil: sql`greatest(${estimates.retainUntil}, ${until.toISOString()}::timestamptz)`,
          costBreakdown: costPlanOf(row),
        })
        .where(and(eq(estimates.id, id), isNotNull(estimates.retainUntil)))
    },
    /** Deletes estimates whose retention ended (free after 30 days, paid with their report); returns how many went. */
    async deleteExpired(now: Date): Promise<number> {
      return deleteRows(db, estimates, and(isNotNull(estimates.retainUntil), lt(estimates.retainUntil, now)))
    },
  }
}
export type EstimatesRepository = ReturnType<typeof createEstimatesRepository>

/** Who an estimate is saved for, and the month's allowance it is saved within (allowed -1: no limit). */
export interface SaveOwner {
  userId: string
  projectId: string | null
  now: Date
  monthStart: Date
  allowed: number
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Inside a transaction: locks the account's row (so two saves at once can't both take the last place) and answers
 * whether its month's allowance has room for one more saved estimate.
 */
async function lockAllowance(tx: Tx, owner: SaveOwner): Promise<boolean> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update')
  if (owner.allowed === -1) return true
  const [saved] = await tx
    .select({ n: count() })
    .from(estimates)
    .where(and(eq(estimates.userId, owner.userId), gte(estimates.savedAt, owner.monthStart)))
  return (saved?.n ?? 0) < owner.allowed
}

/** What a saved estimate's row holds: its owner, kept while the account lasts, with its plan stored as priced. */
const savedColumns = (owner: SaveOwner, plan: CostPlan) => ({
  userId: owner.userId,
  projectId: owner.projectId,
  savedAt: owner.now,
  retainUntil: null,
  costBreakdown: plan,
})

/** The estimates an account owns: saving one to it, listing, counting, filing under projects, letting go. */
function accountQueries(db: Db, costPlanOf: CostPlanOf) {
  return {
    /**
     * Stores a new estimate made signed in, in one transaction and one write: saved to the account (priced once: its
     * plan is the one the caller priced) when the month's allowance has room; otherwise stored as a signed-out
     * estimate is, and the answer says the allowance was used.
     */
    async createForAccount(
      row: NewEstimateRow & { createdAt: Date },
      plan: CostPlan,
      owner: SaveOwner,
    ): Promise<{ id: string; createdAt: Date; outcome: 'saved' | 'limit_reached' }> {
      return db.transaction(async (tx) => {
        const room = await lockAllowance(tx, owner)
        const stored = await insertRow(tx, estimates, {
          ...row,
          id: randomUUID(),
          ...(room ? savedColumns(owner, plan) : {}),
        })
        return { id: stored.id, createdAt: stored.createdAt, outcome: room ? 'saved' : 'limit_reached' }
      })
    },
    /**
     * Saves an unowned estimate to `userId`'s account (optionally under `projectId`) unless the account already
     * saved `allowed` estimates since `monthStart` (allowed -1: no limit). The user's row is locked for the
     * count and the write, so two saves at once can't both take the last place. A saved estimate is kept while
     * the account exists (retainUntil null), or as long as its paid report if that is longer.
     */
    async saveToAccount(id: string, owner: SaveOwner): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        const room = await lockAllowance(tx, owner)
        const [row] = await tx
          .select({ userId: estimates.userId, ...planSource })
          .from(estimates)
          .where(eq(estimates.id, id))
          .for('update')
        if (!row) return 'missing'
        if (row.userId) return row.userId === owner.userId ? 'already_yours' : 'owned_by_another'
        if (!room) return 'limit_reached'
        await tx
          .update(estimates)
          // Kept while the account lasts, so its plan is stored as it was priced.
          .set(savedColumns(owner, costPlanOf(row)))
          .where(and(eq(estimates.id, id), isNull(estimates.userId)))
        return 'saved'
      })
    },
    /** The account's estimates, newest first; only those filed under `projectId` when given. */
    async listOwned(userId: string, options: { projectId?: string; limit?: number } = {}): Promise<EstimateListRow[]> {
      const where = options.projectId
        ? and(eq(estimates.userId, userId), eq(estimates.projectId, options.projectId))
        : eq(estimates.userId, userId)
      const query = db.select(listColumns).from(estimates).where(where).orderBy(desc(estimates.createdAt))
      return options.limit ? query.limit(options.limit) : query
    },
    /** How many estimates the account has, and how many it saved since `since` (its month's allowance). */
    async countOwned(userId: string, since: Date): Promise<{ total: number; savedSince: number }> {
      const [row] = await db
        .select({
          total: count(),
          savedSince: sql<number>`count(*) filter (where ${estimates.savedAt} >= ${since.toISOString()}::timestamptz)`,
        })
        .from(estimates)
        .where(eq(estimates.userId, userId))
      return { total: Number(row?.total ?? 0), savedSince: Number(row?.savedSince ?? 0) }
    },
    /** Files the owner's estimate under a project (or none); false when it is not theirs. */
    async moveToProject(id: string, userId: string, projectId: string | null): Promise<boolean> {
      const moved = await db
        .update(estimates)
        .set({ projectId })
        .where(and(eq(estimates.id, id), eq(estimates.userId, userId)))
        .returning({ id: estimates.id })
      return moved.length > 0
    },
    async listIdsByUser(userId: string): Promise<string[]> {
      const rows = await db.select({ id: estimates.id }).from(estimates).where(eq(estimates.userId, userId))
      return rows.map((r) => r.id)
    },
    /** Makes these estimates of `userId` nobody's (kept after the account goes); answers how many changed. */
    async detachFromUser(userId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0
      const detached = await db
        .update(estimates)
        .set({ userId: null })
        .where(and(eq(estimates.userId, userId), inArray(estimates.id, [...ids])))
        .returning({ id: estimates.id })
      return detached.length
    },
  }
}

/** The investor appraisal saved with an estimate (decision 029, migration 0011). */
function appraisalQueries(db: Db, costPlanOf: CostPlanOf) {
  return {
    /**
     * Stores the estimate's appraisal (StoredAppraisal) if it still belongs to `userId` (null: still nobody's, so
     * a claim between the read and the write is not overwritten by the browser that lost it); false otherwise.
     */
    async saveAppraisal(id: string, userId: string | null, appraisal: object): Promise<boolean> {
      const saved = await db
        .update(estimates)
        .set({ appraisal })
        .where(and(eq(estimates.id, id), userId === null ? isNull(estimates.userId) : eq(estimates.userId, userId)))
        .returning({ id: estimates.id })
      return saved.length > 0
    },
    /** The account's newest `limit` estimates that carry an appraisal, with their plans (the portfolio). */
    async listAppraised(userId: string, limit: number) {
      const rows = await db
        .select({ ...listColumns, ...planSource, appraisal: estimates.appraisal })
        .from(estimates)
        .where(and(eq(estimates.userId, userId), isNotNull(estimates.appraisal)))
        .orderBy(desc(estimates.createdAt))
        .limit(limit)
      return rows.map((row) => ({ ...row, costBreakdown: costPlanOf(row) }))
    },
  }
}
