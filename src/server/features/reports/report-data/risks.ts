import type { Risk } from '#shared/cost-engine/types'
import { complianceFor } from './compliance'
import { capitalise, gbp0, lowerFirst, percentValue, t, truncate } from './format'
import type { ReportContext } from './report-context'
import type { ReportData } from './types'

const LIKELIHOOD_PROBABILITY: Record<Risk['likelihood'], number> = { low: 0.15, medium: 0.4, high: 0.7 }
/** Risk rows page 8 has room for beside a short consents table; each consent past the first takes one. */
const MAX_RISKS = 12
const CONSENTS_FREE = 1

/** Page 8: the risk register by impact, its likelihood / impact matrix, the contingency and the range. */
export function buildRisks(ctx: ReportContext): ReportData['risks'] {
  const { plan, excVat } = ctx
  const compliance = complianceFor(plan).map((c) => ({
    title: t(c.title),
    why: t(c.why),
    cost: t(c.cost),
    programme: t(c.programme),
  }))
  const maxRisks = MAX_RISKS - Math.max(0, compliance.length - CONSENTS_FREE)
  const riskRows = ctx.risksByImpact.map((r, i) => {
    const probability = LIKELIHOOD_PROBABILITY[r.likelihood] ?? 0.4
    return {
      ref: `R${String(i + 1).padStart(2, '0')}`,
      description: truncate(t(r.description), 120),
      likelihood: capitalise(r.likelihood),
      likelihoodKey: r.likelihood,
      probability: `${Math.round(probability * 100)}%`,
      impact: gbp0(r.impactPence),
      impactPence: r.impactPence,
      weighted: gbp0(Math.round(r.impactPence * probability)),
      mitigation: truncate(t(r.mitigation), 120),
    }
  })
  const exposure = plan.risks.reduce((a, r) => a + r.impactPence, 0)
  const weightedPence = plan.risks.reduce(
    (a, r) => a + Math.round(r.impactPence * (LIKELIHOOD_PROBABILITY[r.likelihood] ?? 0.4)),
    0,
  )
  const levels: Risk['likelihood'][] = ['low', 'medium', 'high']
  const impactBand = (p: number): Risk['likelihood'] =>
    p < excVat * 0.02 ? 'low' : p <= excVat * 0.05 ? 'medium' : 'high'
  const matrix = [...levels].reverse().map((likelihood) =>
    levels.map((impact) => ({
      likelihood,
      impact,
      refs: riskRows
        .filter((r) => r.likelihoodKey === likelihood && impactBand(r.impactPence) === impact)
        .map((r) => r.ref),
    })),
  )
  const lowPct = Math.round((1 - plan.range.lowPence / plan.totalIncVatPence) * 100)
  const highPct = Math.round((plan.range.highPence / plan.totalIncVatPence - 1) * 100)
  return {
    matrix,
    impactBands: `Impact bands: low under ${gbp0(excVat * 0.02)} (2% of the total exc VAT), medium up to ${gbp0(excVat * 0.05)} (5%), high above.`,
    rangeNote: `The range runs from ${lowPct}% below to ${highPct}% above the likely figure (${gbp0(plan.range.lowPence)} to ${gbp0(plan.range.highPence)} inc VAT). It is the spread of published UK costs around our likely figure for this kind of project (see the Methodology page on our website)${plan.input.scopeKnown === false ? ', widened to the scopes either side because the scope of work was not stated' : ''}. Open cost drivers${plan.unknowns.length ? ` (${plan.unknowns.length} still open, page 2)` : ''} are carried in the contingency; a measured survey and builders' quotes narrow the real spread.`,
    rows: riskRows.slice(0, maxRisks),
    hiddenCount: Math.max(0, riskRows.length - maxRisks),
    compliance,
    totals: {
      exposure: gbp0(exposure),
      weighted: gbp0(weightedPence),
      contingency: gbp0(plan.contingency.pence),
      coverage: weightedPence ? `${Math.round((plan.contingency.pence / weightedPence) * 100)}%` : 'n/a',
      contingencyPercent: percentValue(plan.contingency.percent),
    },
    contingencyPence: plan.contingency.pence,
    weightedPence,
    // NRM1's risk allowances, each with its reasons; a plan stored before the split lists its reasons.
    contingencyReasons: (plan.contingency.allowances?.length
      ? plan.contingency.allowances.map(
          (a) => `${a.label} ${percentValue(a.percent)} (${gbp0(a.pence)}): ${lowerFirst(a.reasons.join('; '))}.`,
        )
      : plan.contingency.reasons
    )
      .slice(0, 6)
      .map((r) => truncate(t(r), 150)),
    note: `Weighted exposure is each risk's impact times its probability (low ${LIKELIHOOD_PROBABILITY.low * 100}%, medium ${LIKELIHOOD_PROBABILITY.medium * 100}%, high ${LIKELIHOOD_PROBABILITY.high * 100}%). Not every risk will happen: the contingency is sized for the likely combination, not the sum of all impacts. Spend it only on unforeseen work, not on changes of mind.`,
  }
}
