import { appraise } from '#shared/appraisal/appraise'
import { appraisalContextFromPlan } from '#shared/appraisal/context'
import type { AppraisalInput } from '#shared/appraisal/schema'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { RateTable } from '#shared/cost-engine/rate-table'
import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import { formatGbp } from '#shared/format'
import { startOfLondonMonth } from '#shared/london-month'
import { getPlan, planLimitInfo, type PlanTier, type PlanOf } from '#shared/plans'
import { projectTypeLabel } from '#shared/project-types'
import { addDays, FREE_ESTIMATE_RETENTION_DAYS } from '#shared/retention'
import type { EstimateRequest, EstimateResponse, ProfessionalEstimateRequest } from '#shared/schemas/estimates'
import { isUuid } from '#shared/uuid'
import { AppError, notFound, planLimitReached, signInRequired } from '#server/errors'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import { NO_PROOF, type EstimateProof } from '#server/http/estimate-proof'
import {
  firstFormRequest,
  professionalRequest,
  revisedRequest,
  refuseUnstorable,
  type PricedRequest,
  type StoredFacts,
} from './estimate-inputs'
import { accessOf, canReadEstimate, hasClaimProof, isBuyer, NOT_BOUGHT, type EstimatePurchase } from './estimate-access'
import type { ViewerRef } from '#server/http/viewer'
import { toEstimateResponse, toEstimateSummary } from './estimate-response'
import { savedAppraisalOf, type StoredAppraisal } from './estimate-appraisal'
import type { EstimateRow, EstimatesRepository, NewEstimateRow } from './estimates.repository'

/** 403: the estimate is readable by its link, but the link is no proof of having made or bought it. */
export const CLAIM_REFUSED =
  'Only the browser that made this estimate can save it to an account, or once its report is bought, the person who bought it (signed in with the verified email they paid with).'

/** 403: an appraisal is saved only by whoever may act on the estimate, never by holding its link. */
export const APPRAISAL_REFUSED =
  'Only the browser that made this estimate, the account it is saved to, or the person who bought its report can save an appraisal on it.'

/** An unowned estimate's writer: the browser that made it, or its report's buyer (docs/decisions/021). */
const canWriteUnowned = (purchase: EstimatePurchase, viewer: ViewerRef, proof: EstimateProof) =>
  proof.made || isBuyer({ userId: null }, purchase, viewer, proof)

/** Today's date (UTC) as the price date: the engine itself reads no clock. */
const priceDateOf = (now: Date) => now.toISOString().slice(0, 10)

/** "Your Free plan saves 1 estimate a month…": the limit, and the plan that lifts it. */
export function savedEstimatesLimitMessage(tier: PlanTier): string {
  const info = planLimitInfo('savedEstimatesPerMonth', tier)
  const upgrade = getPlan(info.upgradeTo as PlanTier).name
  return `Your ${getPlan(tier).name} plan saves ${info.allowed} estimate${info.allowed === 1 ? '' : 's'} a month to your account, and this month's is used. Upgrade to ${upgrade} to save every estimate.`
}

export interface EstimatesServiceDeps {
  repo: EstimatesRepository
  rates: RateTable
  now: () => Date
  mailer: Mailer
  mailCaps: MailCaps
  publicUrl: string
  /** The estimate's report purchase, so a bought report is offered to its buyer, never sold again. */
  getReportState?: (estimateId: string) => Promise<EstimatePurchase>
  /** The account's plan (its saved-estimates allowance). */
  planOf: PlanOf
  /** Whether `projectId` is one of `userId`'s projects (the projects feature). */
  isOwnProject: (projectId: string, userId: string) => Promise<boolean>
}

/**
 * Estimates: made by anyone, saved to an account when made signed in (or claimed later) within the plan's monthly
 * allowance, and then readable only by their owner (docs/decisions/015-projects-and-ownership.md).
 */
// eslint-disable-next-line max-lines-per-function -- factory closing over its dependencies; each method is short
export function createEstimatesService(deps: EstimatesServiceDeps) {
  /** The engine's plan for a request, and the row that stores it (priced once, at `now`). */
  function price({ input, stored }: PricedRequest) {
    const now = deps.now()
    const engineInput: CostInput = { ...input, priceDate: priceDateOf(now) }
    const plan = estimateCost(engineInput, deps.rates)
    refuseUnstorable(plan)
    const values = {
      projectType: input.projectType,
      sizeSqm: input.sizeSqm.toFixed(2),
      condition: stored.condition,
      scope: stored.scope,
      finishQuality: stored.quality,
      region: input.region,
      propertyAddress: stored.propertyAddress || null,
      description: stored.description || null,
      email: stored.email || null,
      ...planColumns(plan),
      // The plan itself is priced again from its input when read (docs/decisions/019).
      engineInput,
      // What the smart questions contributed; the drivers they changed are in the plan itself.
      aiInsights: { answers: input.answers },
      isProfessional: stored.isProfessional,
      retainUntil: addDays(now, FREE_ESTIMATE_RETENTION_DAYS),
      createdAt: now,
    } satisfies NewEstimateRow
    return { values, plan }
  }

  /** A new estimate's answer, to the browser that made it, which the route gives the proof of making it (decision 021). */
  const answerNew = ({ values, plan }: ReturnType<typeof price>, stored: { id: string; createdAt: Date }) =>
    toEstimateResponse(
      {
        ...values,
        costBreakdown: plan,
        id: stored.id,
        createdAt: stored.createdAt,
        userId: null,
        projectId: null,
        appraisal: null,
      },
      { hasReport: false, reportId: null, reportBoughtByOther: false, canClaim: true },
    )

  /** Throws not_found for unknown, purged, or someone else's estimates (never 403: that would say it exists). */
  async function getRow(id: string, viewer: ViewerRef) {
    const row = isUuid(id) ? await deps.repo.findById(id) : undefined
    if (!row || !canReadEstimate(row, viewer)) throw notFound('Estimate')
    return row
  }

  async function requireOwnProject(projectId: string | null | undefined, viewer: ViewerRef) {
    if (projectId === undefined || projectId === null) return
    if (!viewer || !(await deps.isOwnProject(projectId, viewer.id))) throw notFound('Project')
  }

  /** Who an estimate is saved for at `now`, within the month's allowance of the account's plan. */
  async function ownerFor(viewerId: string, projectId: string | null, now: Date) {
    const { tier } = await deps.planOf(viewerId)
    const allowed = getPlan(tier).limits.savedEstimatesPerMonth
    return { tier, owner: { userId: viewerId, projectId, now, monthStart: startOfLondonMonth(now), allowed } }
  }

  /** Saves an unowned estimate (a claim) to the viewer's account within the plan's monthly allowance. */
  async function saveFor(id: string, viewerId: string, projectId: string | null) {
    const { tier, owner } = await ownerFor(viewerId, projectId, deps.now())
    return { outcome: await deps.repo.saveToAccount(id, owner), tier }
  }

  /**
   * A new estimate, saved to the signed-in viewer's account when the plan allows. Over the allowance it is still
   * made and shown, kept like a signed-out estimate, and says why it was not saved (docs/decisions/015).
   */
  async function make(priced: () => PricedRequest, viewer: ViewerRef, projectId: string | undefined) {
    const request = priced()
    await requireOwnProject(projectId, viewer)
    const made = price(request)
    // Signed out: stored with the estimates made at the same moment (group commit), plan priced again when read.
    if (!viewer) return answerNew(made, await deps.repo.create(made.values))
    // Signed in: one transaction, one write, the plan stored as priced here.
    const { tier, owner } = await ownerFor(viewer.id, projectId ?? null, made.values.createdAt)
    const stored = await deps.repo.createForAccount(made.values, made.plan, owner)
    const response = answerNew(made, stored)
    if (stored.outcome === 'saved') return { ...response, isSaved: true, canClaim: false, projectId: projectId ?? null }
    const limit = planLimitInfo('savedEstimatesPerMonth', tier)
    return {
      ...response,
      notSaved: {
        detail: savedEstimatesLimitMessage(tier),
        limit: { ...limit, name: 'savedEstimatesPerMonth' as const },
      },
    }
  }

  const purchaseOf = async (id: string) => (await deps.getReportState?.(id)) ?? NOT_BOUGHT

  async function respond(row: EstimateRow, viewer: ViewerRef, proof: EstimateProof): Promise<EstimateResponse> {
    return toEstimateResponse(row, accessOf(row, await purchaseOf(row.id), viewer, proof))
  }

  return {
    /** The first form (POST /api/estimates). Stores the estimate with its full cost plan. */
    create: (req: EstimateRequest, viewer: ViewerRef = null) =>
      make(() => firstFormRequest(req), viewer, req.projectId),

    /**
     * POST /api/estimates/:id/revisions: a new estimate from a readable one's input with `answers` over its answers
     * (the original stays as it was: its report, if bought, states it). Filed like a new estimate, under the same
     * project when the viewer owns it.
     */
    async revise(id: string, answers: Record<string, string>, viewer: ViewerRef = null) {
      const row = await getRow(id, viewer)
      const plan = row.costBreakdown as CostPlan
      // A revision is a new estimate made by this browser: it keeps the brief, never the original's email (the
      // link may have come from someone else; docs/decisions/021).
      const stored: StoredFacts = {
        propertyAddress: row.propertyAddress ?? undefined,
        description: row.description ?? undefined,
        isProfessional: row.isProfessional,
        scope: row.scope ?? plan.input.scope,
        condition: row.condition ?? plan.input.condition,
        quality: row.finishQuality ?? plan.input.quality,
      }
      const projectId = viewer && row.userId === viewer.id ? (row.projectId ?? undefined) : undefined
      return make(() => revisedRequest({ input: plan.input, stored }, answers), viewer, projectId)
    },

    /** The professional form (POST /api/estimates/professional). */
    createProfessional: (req: ProfessionalEstimateRequest, viewer: ViewerRef = null) =>
      make(() => professionalRequest(req), viewer, req.projectId),

    /**
     * Throws not_found for unknown or purged estimates, and for another account's. A bought report is shown only
     * to its buyer; `proof` is what the request's browser proves about the estimate (docs/decisions/021).
     */
    async get(id: string, viewer: ViewerRef = null, proof: EstimateProof = NO_PROOF) {
      return respond(await getRow(id, viewer), viewer, proof)
    },

    /**
     * The estimate's cost plan, for checking a builder's quote against it (decision 030): the same access as `get`.
     */
    async costPlanFor(id: string, viewer: ViewerRef = null) {
      const row = await getRow(id, viewer)
      return {
        plan: row.costBreakdown as CostPlan,
        label: `${projectTypeLabel(row.projectType)}, ${Number(row.sizeSqm)} m²`,
        ownerId: row.userId,
        projectId: row.projectId,
      }
    },

    /**
     * POST /api/estimates/:id/claim: saves an anonymous estimate to the viewer's account, given proof of it
     * (docs/decisions/021): 403 `forbidden` with the link alone. Idempotent for the owner; 404 for another
     * account's; 403 plan_limit past the month's allowance; 401 signed out.
     */
    async claim(id: string, viewer: ViewerRef, proof: EstimateProof = NO_PROOF) {
      if (!viewer) throw signInRequired()
      const row = await getRow(id, viewer)
      if (row.userId === null && !hasClaimProof(row, await purchaseOf(row.id), viewer, proof))
        throw new AppError('forbidden', CLAIM_REFUSED)
      const { outcome, tier } = await saveFor(row.id, viewer.id, null)
      if (outcome === 'limit_reached')
        throw planLimitReached(savedEstimatesLimitMessage(tier), planLimitInfo('savedEstimatesPerMonth', tier))
      if (outcome === 'missing' || outcome === 'owned_by_another') throw notFound('Estimate')
      return respond(await getRow(id, viewer), viewer, proof)
    },

    /**
     * PUT /api/estimates/:id/appraisal: saves the investor appraisal's input with the estimate (decision 029). Who may
     * write is who may act on it (docs/decisions/021): its owner when saved to an account (another's is not_found),
     * otherwise the browser that made it or the report's buyer; 403 with the link alone.
     */
    async saveAppraisal(id: string, input: AppraisalInput, viewer: ViewerRef, proof: EstimateProof = NO_PROOF) {
      const row = await getRow(id, viewer)
      if (row.userId === null && !canWriteUnowned(await purchaseOf(row.id), viewer, proof))
        throw new AppError('forbidden', APPRAISAL_REFUSED)
      const appraisal: StoredAppraisal = { input, updatedAt: deps.now().toISOString() }
      if (!(await deps.repo.saveAppraisal(row.id, row.userId, appraisal))) throw notFound('Estimate')
      return respond({ ...row, appraisal }, viewer, proof)
    },

    /** The appraisal's figures for `input` on one of the viewer's estimates (the Business API); nothing is saved. */
    async appraisalFor(id: string, input: AppraisalInput, viewer: ViewerRef) {
      const row = await getRow(id, viewer)
      return { input, result: appraise(input, appraisalContextFromPlan(row.costBreakdown as CostPlan)) }
    },

    /** PATCH /api/estimates/:id: files the owner's estimate under one of their projects, or none (null). */
    async move(id: string, viewer: ViewerRef, projectId: string | null) {
      if (!viewer) throw signInRequired()
      const row = await getRow(id, viewer)
      if (row.userId === null)
        throw new AppError('conflict', 'Save this estimate to your account before filing it under a project.')
      await requireOwnProject(projectId, viewer)
      if (!(await deps.repo.moveToProject(row.id, viewer.id, projectId))) throw notFound('Estimate')
      return respond({ ...row, projectId }, viewer, NO_PROOF)
    },

    /** The account's estimates as lists show them, newest first (the dashboard and project pages). */
    async listForAccount(userId: string, options: { projectId?: string; limit?: number } = {}) {
      return (await deps.repo.listOwned(userId, options)).map(toEstimateSummary)
    },

    /**
     * The account's newest `limit` saved estimates that carry an appraisal, with its figures (the portfolio): one
     * query for the rows, the figures computed from each row's plan.
     */
    async appraisedForAccount(userId: string, limit: number) {
      const rows = await deps.repo.listAppraised(userId, limit)
      return rows.flatMap((row) => {
        const appraisal = savedAppraisalOf(row.appraisal, row.costBreakdown as CostPlan)
        return appraisal
          ? [{ ...toEstimateSummary(row), projectTypeLabel: projectTypeLabel(row.projectType), appraisal }]
          : []
      })
    },

    /** How many estimates the account has, and how many it saved this London calendar month. */
    async countsForAccount(userId: string) {
      const { total, savedSince } = await deps.repo.countOwned(userId, startOfLondonMonth(deps.now()))
      return { total, savedThisMonth: savedSince }
    },

    /**
     * Emails the estimate's own page link to the address given (the save-estimate card). The endpoint needs no
     * account, so mail caps apply per recipient and per `client`; throws 429 past them.
     */
    async emailLink(id: string, email: string, client: string, viewer: ViewerRef = null) {
      const row = await getRow(id, viewer)
      await deps.mailCaps.check({ client, to: email })
      const plan = row.costBreakdown as CostPlan
      const link = `${deps.publicUrl}/estimate/${row.id}`
      const kept = row.userId
        ? 'This estimate is saved to your account; only you can open it, signed in.'
        : `Free estimates are kept for ${FREE_ESTIMATE_RETENTION_DAYS} days.`
      await deps.mailer.send({
        to: email,
        subject: `Your renovation estimate: ${projectTypeLabel(row.projectType)} – ${formatGbp(plan.totalIncVatPence)} inc VAT`,
        text: [
          `Here is the link to your ${projectTypeLabel(row.projectType).toLowerCase()} estimate:`,
          link,
          '',
          `Total including VAT: ${formatGbp(plan.totalIncVatPence)} (range ${formatGbp(plan.range.lowPence)} – ${formatGbp(plan.range.highPence)})`,
          `Total excluding VAT: ${formatGbp(plan.totalExcVatPence)}`,
          '',
          `${kept} An estimate is not a quotation: get quotes from builders before you commit.`,
        ].join('\n'),
      })
      return { sent: true as const }
    },

    /**
     * Settles a user's estimates before their account is deleted (docs/decisions/014-accounts.md): one with a bought
     * report is kept for the report's 7 years as an accounting record, detached from the user; the rest go with the
     * user (the foreign key cascades). Answers how many were kept.
     */
    async detachPaidFromUser(userId: string): Promise<number> {
      const paid: string[] = []
      for (const id of await deps.repo.listIdsByUser(userId)) {
        if ((await purchaseOf(id)).hasReport) paid.push(id)
      }
      return deps.repo.detachFromUser(userId, paid)
    },
  }
}
export type EstimatesService = ReturnType<typeof createEstimatesService>

/** The columns an estimate row takes from its cost plan (money in pence, as the engine gives it), but the plan. */
export function planColumns(plan: CostPlan) {
  return {
    totalExVatPence: plan.totalExcVatPence,
    totalCostIncVatPence: plan.totalIncVatPence,
    vatRatePercent: plan.vat.ratePercent,
    engineVersion: plan.engineVersion,
    rateTableVersion: plan.rateTableVersion,
    timelineWeeks: Math.ceil(plan.programme.totalWeeks),
    confidenceScore: (plan.confidence / 100).toFixed(2),
  } satisfies Partial<NewEstimateRow>
}
