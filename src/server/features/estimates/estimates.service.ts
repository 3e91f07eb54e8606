import { estimateCost } from '../../../shared/cost-engine/estimate-cost'
import type { RateTable } from '../../../shared/cost-engine/rate-table'
import { addDays, FREE_ESTIMATE_RETENTION_DAYS } from '../../../shared/retention'
import {
  FIRST_FORM_QUALITY_TO_ENGINE,
  SQFT_PER_SQM,
  type EstimateRequest,
  type ProfessionalEstimateRequest,
} from '../../../shared/schemas/estimates'
import type { CostInput, CostPlan } from '../../../shared/cost-engine/types'
import { formatGbp } from '../../../shared/format'
import { projectTypeLabel } from '../../../shared/project-types'
import { resolveScope } from '../../../shared/smart-questions/detect-scope'
import { isUuid } from '../../../shared/uuid'
import { badRequest, notFound } from '../../errors'
import type { MailCaps } from '../../limits/mail-caps'
import type { Mailer } from '../../mail/mailer'
import { toEstimateResponse, type EstimateReportState } from './estimate-response'
import type { EstimatesRepository, NewEstimateRow } from './estimates.repository'

const FIRST_FORM_QUALITY = FIRST_FORM_QUALITY_TO_ENGINE

const joinText = (...parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter((p): p is string => Boolean(p))
    .join('\n\n')

const NOT_BOUGHT: EstimateReportState = { hasReport: false, reportId: null }

/** Today's date (UTC) as the price date: the engine itself reads no clock. */
const priceDateOf = (now: Date) => now.toISOString().slice(0, 10)

// eslint-disable-next-line max-lines-per-function -- factory closing over its dependencies; each method is short
export function createEstimatesService(deps: {
  repo: EstimatesRepository
  rates: RateTable
  now: () => Date
  mailer: Mailer
  mailCaps: MailCaps
  publicUrl: string
  /** The estimate's report purchase (billing), so a bought report is offered, never sold again. */
  getReportState?: (estimateId: string) => Promise<EstimateReportState>
}) {
  async function price(
    input: Omit<CostInput, 'priceDate'>,
    stored: {
      email?: string
      propertyAddress?: string
      description?: string
      isProfessional: boolean
      scope: string
      condition: string
      quality: string
    },
  ) {
    const now = deps.now()
    const plan = estimateCost({ ...input, priceDate: priceDateOf(now) }, deps.rates)
    const values = {
      roomType: input.projectType,
      sizeSqm: input.sizeSqm.toFixed(2),
      condition: stored.condition,
      scope: stored.scope,
      finishQuality: stored.quality,
      region: input.region,
      propertyAddress: stored.propertyAddress || null,
      description: stored.description || null,
      email: stored.email || null,
      ...planColumns(plan),
      // What the smart questions contributed; the drivers they changed are in the plan itself.
      aiInsights: { answers: input.answers },
      isProfessional: stored.isProfessional,
      retainUntil: addDays(now, FREE_ESTIMATE_RETENTION_DAYS),
      createdAt: now,
    } satisfies NewEstimateRow
    const { id, createdAt } = await deps.repo.create(values)
    return toEstimateResponse({ ...values, id, createdAt }, NOT_BOUGHT)
  }

  async function getRow(id: string) {
    const row = isUuid(id) ? await deps.repo.findById(id) : undefined
    if (!row) throw notFound('Estimate')
    return row
  }

  return {
    /** The first form (POST /api/estimates). Stores the estimate with its full cost plan. */
    create(req: EstimateRequest) {
      const description = joinText(req.description, req.customRequirements)
      const answers = req.smartAnswers ?? {}
      const scope = resolveScope({ stated: req.renovationScope, answers, description })
      return price(
        {
          projectType: req.projectType,
          sizeSqm: req.sizeSqm,
          region: req.region,
          condition: req.condition,
          scope: scope.scope,
          scopeKnown: scope.isKnown,
          quality: FIRST_FORM_QUALITY[req.finishQuality],
          description,
          answers,
        },
        {
          email: req.email,
          propertyAddress: req.propertyAddress,
          description,
          isProfessional: false,
          scope: scope.scope,
          condition: req.condition,
          quality: req.finishQuality,
        },
      )
    },

    /**
     * The professional form (POST /api/estimates/professional): sq ft converted, scope text read as description.
     * Scope (both forms): the form's renovationScope, else the renovation_scope answer, else the description,
     * else a typical job marked not stated.
     */
    createProfessional(req: ProfessionalEstimateRequest) {
      const sizeSqm = req.sizeUnit === 'sqft' ? Math.round((req.sizeSqm / SQFT_PER_SQM) * 100) / 100 : req.sizeSqm
      if (sizeSqm < 1)
        throw badRequest('Please correct the highlighted fields.', [
          { path: 'sizeSqm', message: 'Size must be at least 1' },
        ])
      const description = joinText(req.scope, req.description)
      const answers = req.smartAnswers ?? {}
      const scope = resolveScope({ stated: req.renovationScope, answers, description })
      return price(
        {
          projectType: req.projectType,
          sizeSqm,
          region: req.location,
          condition: req.condition,
          scope: scope.scope,
          scopeKnown: scope.isKnown,
          quality: req.quality,
          description,
          answers,
        },
        {
          email: req.email,
          propertyAddress: req.propertyAddress,
          description,
          isProfessional: true,
          scope: scope.scope,
          condition: req.condition,
          quality: req.quality,
        },
      )
    },

    /** Throws not_found for unknown or purged estimates. */
    async get(id: string) {
      const row = await getRow(id)
      return toEstimateResponse(row, (await deps.getReportState?.(id)) ?? NOT_BOUGHT)
    },

    /**
     * Emails the estimate's own page link to the address given (the save-estimate card). The endpoint needs no
     * account, so mail caps apply per recipient and per `client`; throws 429 past them.
     */
    async emailLink(id: string, email: string, client: string) {
      const row = await getRow(id)
      await deps.mailCaps.check({ client, to: email })
      const plan = row.costBreakdown as CostPlan
      const link = `${deps.publicUrl}/estimate/${row.id}`
      await deps.mailer.send({
        to: email,
        subject: `Your renovation estimate: ${projectTypeLabel(row.roomType)} – ${formatGbp(plan.totalIncVatPence)} inc VAT`,
        text: [
          `Here is the link to your ${projectTypeLabel(row.roomType).toLowerCase()} estimate:`,
          link,
          '',
          `Total including VAT: ${formatGbp(plan.totalIncVatPence)} (range ${formatGbp(plan.range.lowPence)} – ${formatGbp(plan.range.highPence)})`,
          `Total excluding VAT: ${formatGbp(plan.totalExcVatPence)}`,
          '',
          `Free estimates are kept for ${FREE_ESTIMATE_RETENTION_DAYS} days. An estimate is not a quotation: get quotes from builders before you commit.`,
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
        if ((await deps.getReportState?.(id))?.hasReport) paid.push(id)
      }
      return deps.repo.detachFromUser(userId, paid)
    },
  }
}
export type EstimatesService = ReturnType<typeof createEstimatesService>

/** The columns an estimate row takes from its cost plan (money in pence, as the engine gives it). */
export function planColumns(plan: CostPlan) {
  return {
    totalCostPence: plan.totalExcVatPence,
    totalCostIncVatPence: plan.totalIncVatPence,
    vatRatePercent: plan.vat.ratePercent,
    costBreakdown: plan,
    timelineWeeks: Math.ceil(plan.programme.totalWeeks),
    confidenceScore: (plan.confidence / 100).toFixed(2),
  } satisfies Partial<NewEstimateRow>
}
