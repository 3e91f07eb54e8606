import { planCostPerSqm } from '#shared/cost-engine/cost-per-sqm'
import { preliminariesPercentPence } from '#shared/cost-engine/preliminaries'
import type { CostPlan } from '#shared/cost-engine/types'
import { projectTypeLabel, regionLabel } from '#shared/project-types'
import { pricedScopeLabel } from '#shared/scope'
import type { EstimateResponse } from '#shared/schemas/estimates'
import type { EstimateSummary } from '#shared/schemas/projects'
import { listEstimateFacts } from '#shared/smart-questions/estimate-facts'
import { readableDriverLabel } from '#shared/smart-questions/readable-answers'
import type { EstimateAccess } from './estimate-access'
import { savedAppraisalOf } from './estimate-appraisal'
import type { EstimateListRow, EstimateRow } from './estimates.repository'

/** Pence → pounds with 2 decimals: the one place money leaves the server as pounds (docs/decisions/002). */
export const toPounds = (pence: number) => Math.round(pence) / 100

/** A stored estimate as the API answers it (the spec's field names, pounds). */
export type EstimateResponseSource = Pick<
  EstimateRow,
  | 'id'
  | 'projectType'
  | 'region'
  | 'propertyAddress'
  | 'description'
  | 'sizeSqm'
  | 'costBreakdown'
  | 'isProfessional'
  | 'createdAt'
  | 'email'
  | 'userId'
  | 'projectId'
  | 'appraisal'
>

// eslint-disable-next-line max-lines-per-function -- one line per response field of the spec
export function toEstimateResponse(row: EstimateResponseSource, access: EstimateAccess): EstimateResponse {
  const plan = row.costBreakdown as CostPlan
  const itemised = plan.preliminaries.items ?? []
  const perSqm = planCostPerSqm(plan)
  return {
    id: row.id,
    projectType: row.projectType,
    projectTypeLabel: projectTypeLabel(row.projectType),
    region: row.region,
    regionLabel: plan.facts.regionLabel ?? regionLabel(row.region),
    propertyAddress: row.propertyAddress,
    description: row.description,
    sizeSqm: Number(row.sizeSqm),
    totalCostIncludingVAT: toPounds(plan.totalIncVatPence),
    totalCostExcludingVAT: toPounds(plan.totalExcVatPence),
    vatRate: plan.vat.ratePercent,
    vatAmount: toPounds(plan.vat.pence),
    vatReason: plan.vat.reason,
    vatReference: plan.vat.reference,
    costPerSqm: toPounds(perSqm.incVatPence),
    costPerSqmExcludingVAT: toPounds(perSqm.excVatPence),
    costPerSqmIncludingVAT: toPounds(perSqm.incVatPence),
    measuredSqm: plan.facts.measuredSqm ?? Number(row.sizeSqm),
    range: {
      low: toPounds(plan.range.lowPence),
      likely: toPounds(plan.range.likelyPence),
      high: toPounds(plan.range.highPence),
      lowExcludingVAT: toPounds(plan.range.lowExcVatPence),
      highExcludingVAT: toPounds(plan.range.highExcVatPence),
    },
    confidence: plan.confidence,
    breakdown: {
      labour: toPounds(plan.breakdown.labourPence),
      materials: toPounds(plan.breakdown.materialsPence),
      overhead: toPounds(plan.breakdown.overheadPence),
    },
    lineItems: plan.lineItems.map((l) => ({
      id: l.id,
      elementCode: l.elementCode,
      elementName: l.elementName,
      trade: l.trade,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
      rate: toPounds(l.ratePence),
      total: toPounds(l.totalPence),
      labour: toPounds(l.labourPence),
      materials: toPounds(l.materialsPence),
      plant: toPounds(l.plantPence),
      isProvisionalSum: l.isProvisionalSum,
      ...(l.working ? { working: l.working } : {}),
    })),
    elements: plan.elements.map((e) => ({
      code: e.code,
      name: e.name,
      total: toPounds(e.totalPence),
      low: toPounds(e.lowPence),
      high: toPounds(e.highPence),
    })),
    onCosts: [
      // The percentage of the measured works, then each preliminary priced as an item (the scaffold: decision 046).
      {
        label: plan.preliminaries.label,
        percent: plan.preliminaries.percent,
        amount: toPounds(preliminariesPercentPence(plan)),
        basis: plan.preliminaries.basis,
      },
      ...itemised.map((l) => ({
        label: `Preliminaries, itemised: ${l.description}`,
        percent: null,
        amount: toPounds(l.totalPence),
        basis: `${l.quantity} ${l.unit} at £${(l.ratePence / 100).toFixed(2)}, at the scaffolder's own price`,
      })),
      {
        label: plan.overheadsProfit.label,
        percent: plan.overheadsProfit.percent,
        amount: toPounds(plan.overheadsProfit.pence),
        basis: plan.overheadsProfit.basis,
      },
      ...plan.fees.map((f) => ({ label: f.label, percent: null, amount: toPounds(f.pence), basis: f.reason })),
    ],
    contingency: {
      rate: plan.contingency.percent,
      amount: toPounds(plan.contingency.pence),
      reasons: plan.contingency.reasons,
    },
    budgetIncludingContingency: toPounds(plan.budgetIncludingContingencyPence),
    locationFactor: plan.facts.locationFactor,
    priceDate: plan.priceAdjustment.priceDate,
    timeline: { weeks: plan.programme.totalWeeks, phases: plan.programme.phases },
    assumptions: plan.assumptions,
    exclusions: plan.exclusions,
    savings: plan.savings.map((s) => ({ id: s.id, title: s.title, detail: s.detail, saving: toPounds(s.savingPence) })),
    drivers: plan.drivers.map((d) => ({ ...d, label: readableDriverLabel(d, plan.input.answers ?? {}) })),
    unknowns: plan.unknowns,
    facts: listEstimateFacts(plan.input),
    // Plans from before scope was resolved carry no scopeKnown (absent means stated) and no facts.scope.
    scope: {
      value: plan.facts.scope ?? plan.input.scope,
      label: pricedScopeLabel(plan.facts.scope ?? plan.input.scope, plan.facts.baseType, plan.input.scopeKnown),
      stated: plan.input.scopeKnown !== false,
      fromDescription: plan.facts.scopeFromDescription === true,
    },
    isProfessional: row.isProfessional,
    hasReport: access.hasReport,
    reportId: access.reportId,
    reportBoughtByOther: access.reportBoughtByOther,
    canClaim: access.canClaim,
    hasEmail: Boolean(row.email),
    isSaved: row.userId !== null,
    projectId: row.projectId,
    appraisal: savedAppraisalOf(row.appraisal, plan),
    createdAt: row.createdAt.toISOString(),
  }
}

/** An estimate as lists show it (dashboard, project page): total including VAT in pounds, confidence 0 to 1. */
export function toEstimateSummary(row: EstimateListRow): EstimateSummary {
  return {
    id: row.id,
    roomType: row.projectType,
    projectTypeLabel: projectTypeLabel(row.projectType),
    propertyAddress: row.propertyAddress,
    totalCost: toPounds(row.totalCostIncVatPence),
    confidenceScore: Number(row.confidenceScore),
    projectId: row.projectId,
    createdAt: row.createdAt.toISOString(),
  }
}
