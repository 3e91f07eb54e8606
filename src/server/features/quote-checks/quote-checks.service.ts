import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { RateTable } from '#shared/cost-engine/rate-table'
import type { CostPlan } from '#shared/cost-engine/types'
import { startOfLondonMonth } from '#shared/london-month'
import { getPlan, isAtLimit, planLimitInfo, type PlanTier, type PlanOf } from '#shared/plans'
import { projectTypeLabel } from '#shared/project-types'
import { checkQuote } from '#shared/quotes/check/check-quote'
import type { QuoteCheck } from '#shared/quotes/check/quote-check'
import { referenceFromPlan } from '#shared/quotes/check/reference'
import type { QuoteCheckRequest, QuoteCheckResponse, SavedQuoteCheck } from '#shared/quotes/check/requests'
import { parseQuoteText } from '#shared/quotes/parse-quote'
import { emptyQuote, type ReadQuote } from '#shared/quotes/quote'
import { isUuid } from '#shared/uuid'
import { AppError, notFound, planLimitReached, signInRequired } from '#server/errors'
import type { QuoteChecksRepository } from './quote-checks.repository'
import type { ViewerRef } from '#server/http/viewer'

/** What the check needs from the estimates feature (wired in compose.ts): an estimate's plan, as `get` allows. */
export interface EstimatePlans {
  costPlanFor(
    id: string,
    viewer: ViewerRef,
  ): Promise<{ plan: CostPlan; label: string; ownerId: string | null; projectId: string | null }>
}

export interface QuoteChecksDeps {
  repo: QuoteChecksRepository
  estimates: EstimatePlans
  rates: RateTable
  planOf: PlanOf
  now: () => Date
  /** Prints a kept check as a PDF (paperwork/quote-check, drawn off the request thread in the app). */
  renderPdf: (check: QuoteCheck, keptAt: Date) => Promise<Buffer>
}

function quoteOf(body: QuoteCheckRequest): ReadQuote {
  if (body.quote) return body.quote
  if (body.text !== undefined) return parseQuoteText(body.text)
  return { ...emptyQuote(), lines: body.lines ?? [] }
}

/**
 * Checks a builder's quote against an estimate (decision 030): the viewer's estimate (read as `GET
 * /api/estimates/:id` allows), or a new one made by the engine from the job. Running a check is free; keeping it
 * with the project needs an account and counts against the plan's `savedQuoteChecksPerMonth`.
 */
export function createQuoteChecksService(deps: QuoteChecksDeps) {
  async function referenceFor(body: QuoteCheckRequest, quote: ReadQuote, viewer: ViewerRef) {
    if (body.estimateId) {
      const e = await deps.estimates.costPlanFor(body.estimateId, viewer)
      return { e, ref: referenceFromPlan(e.plan, { source: 'estimate', estimateId: body.estimateId, label: e.label }) }
    }
    const job = body.job!
    const plan = estimateCost(
      {
        projectType: job.projectType as CostPlan['input']['projectType'],
        sizeSqm: job.sizeSqm,
        region: job.region,
        condition: 'average',
        scope: 'medium',
        scopeKnown: false,
        quality: 'standard',
        description: job.description ?? quote.scopeText ?? '',
        answers: {},
        priceDate: deps.now().toISOString().slice(0, 10),
      },
      deps.rates,
    )
    const label = `${projectTypeLabel(job.projectType)}, ${job.sizeSqm} m² (a new estimate for this check)`
    return { e: null, ref: referenceFromPlan(plan, { source: 'new', estimateId: null, label }) }
  }

  return {
    async check(body: QuoteCheckRequest, viewer: ViewerRef): Promise<QuoteCheckResponse> {
      const quote = quoteOf(body)
      const { e, ref } = await referenceFor(body, quote, viewer)
      const check = checkQuote(quote, ref)
      if (!body.save) return { check, savedId: null }
      if (!viewer) throw signInRequired()
      if (!e || e.ownerId !== viewer.id)
        throw new AppError('conflict', 'Save the estimate to your account before keeping a quote check with it.')
      const { tier } = await deps.planOf(viewer.id)
      const used = await deps.repo.countSince(viewer.id, startOfLondonMonth(deps.now()))
      if (isAtLimit('savedQuoteChecksPerMonth', tier, used)) {
        const info = planLimitInfo('savedQuoteChecksPerMonth', tier)
        throw planLimitReached(
          `Your ${getPlan(tier).name} plan keeps ${info.allowed} quote check a month, and this month's is used. Upgrade to ${getPlan(info.upgradeTo as PlanTier).name} to keep every check with your projects.`,
          info,
        )
      }
      const { id } = await deps.repo.insert({
        userId: viewer.id,
        estimateId: body.estimateId ?? null,
        projectId: e.projectId,
        builderName: quote.builderName ?? null,
        quote,
        findings: check,
      })
      return { check, savedId: id }
    },

    /** A kept check printed as a short PDF (decision 030): its owner's only; anyone else's id is not found. */
    async pdf(viewer: ViewerRef, id: string): Promise<{ pdf: Buffer; filename: string }> {
      if (!viewer) throw signInRequired()
      const row = isUuid(id) ? await deps.repo.findOwned(id, viewer.id) : undefined
      if (!row) throw notFound('Quote check')
      const pdf = await deps.renderPdf(row.findings as QuoteCheck, row.createdAt)
      return { pdf, filename: `Quote-check-${row.createdAt.toISOString().slice(0, 10)}.pdf` }
    },

    async list(viewer: ViewerRef, estimateId?: string): Promise<SavedQuoteCheck[]> {
      if (!viewer) throw signInRequired()
      return (await deps.repo.list(viewer.id, estimateId)).map((r) => {
        const f = r.findings as QuoteCheck
        return {
          id: r.id,
          estimateId: r.estimateId,
          projectId: r.projectId,
          builderName: r.builderName,
          netPence: f.quote.netPence,
          headline: f.verdict.headline,
          createdAt: r.createdAt.toISOString(),
        }
      })
    },
  }
}
export type QuoteChecksService = ReturnType<typeof createQuoteChecksService>
