import { costPerSqm } from './cost-per-sqm'
import { DEFAULT_RATES } from './default-rates'
import type { RateTable } from './rate-table'
import { addContingency } from './stages/contingency'
import { pct } from './stages/on-costs'
import { narrate } from './stages/narrative'
import type { OnCosts } from './stages/on-costs'
import type { Works } from './stages/price-lines'
import {
  measureWithAddedSpaces,
  priceWithAddedSpaces,
  roomsWithAddedSpaces,
  assumptionsOfTheSplit,
  driversWithAddedSpaces,
  type SplitJob,
} from './stages/added-spaces'
import { priceRange } from './stages/range'
import { addVat } from './stages/vat'
import type { CostInput, CostPlan, ProjectType, Scope } from './types'

export { DEFAULT_RATES }
export { PHASES, phaseOfLine } from './stages/price-lines'
export const ENGINE_VERSION = 'cost-engine-1.0.0'

/**
 * Prices a renovation as an NRM1-ordered elemental estimate, in named stages (src/shared/cost-engine/stages): measure
 * (recipe, drivers, take-off) → price lines (rates brought to the region and price date) → on-costs (preliminaries,
 * OH&P, fees) → a risk-sized contingency → the range from measured residuals → VAT → the narrative. Integer pence;
 * every total is the exact sum of what is shown.
 */
export function estimateCost(input: CostInput, rates: RateTable = DEFAULT_RATES): CostPlan {
  const split = measureWithAddedSpaces(input, rates)
  const { job, added, floorSqm } = split
  const { works, onCosts } = priceWithAddedSpaces(split)
  const contingency = addContingency({ job, onCosts })
  // The likely figure is the builder's price plus the fees the job needs; contingency is advice beside it.
  const totalExcVatPence = onCosts.constructionPence + onCosts.feesPence
  const range = priceRange({
    job,
    likelyExcVatPence: totalExcVatPence,
    likelyAt: likelyAtScope(split, totalExcVatPence, rates),
  })
  const vat = addVat({ job, works, onCosts, range })
  const narrative = narrate({ job, works, onCosts, contingency, range, vat, floorSqm })
  const { drivers: r, recipe, region } = job
  return {
    engineVersion: ENGINE_VERSION,
    rateTableVersion: rates.version,
    input,
    facts: {
      regionKey: region.key,
      regionLabel: region.label,
      locationFactor: region.factor,
      baseType: recipe.baseType,
      vatCategory: vat.ruleId,
      bathrooms: works.bathrooms,
      bedrooms: works.bedrooms,
      isListed: r.isListed,
      isPeriod: r.isPeriod,
      scope: job.normalised.scope,
      scopeStated: job.scopeStated,
      scopeFromDescription: job.scopeFromDescription,
      ...(recipe.tradeDriver ? { tradeDriver: recipe.tradeDriver } : {}),
      ...(floorSqm !== input.sizeSqm ? { measuredSqm: floorSqm } : {}),
    },
    lineItems: works.lines,
    roomSchedule: roomsWithAddedSpaces(split),
    elements: narrative.elements,
    measuredWorksPence: works.measuredPence,
    preliminaries: preliminaries(onCosts, works),
    overheadsProfit: {
      label: 'Main contractor\u2019s overheads and profit',
      percent: onCosts.ohpPercent,
      pence: onCosts.ohpPence,
      basis: 'of net-rate works plus preliminaries (trade prices already carry their own)',
    },
    fees: onCosts.fees,
    feesPence: onCosts.feesPence,
    contingency: {
      label: 'Recommended contingency (client\u2019s risk allowance, not in the likely figure)',
      percent: contingency.percent,
      pence: contingency.pence,
      basis: 'of construction cost plus fees',
      reasons: contingency.reasons,
      allowances: contingency.allowances,
    },
    // The contingency carries VAT at the works' rate when it is spent.
    budgetIncludingContingencyPence: vat.totalIncVatPence + contingency.pence + pct(contingency.pence, vat.ratePercent),
    priceAdjustment: job.price,
    totalExcVatPence,
    vat: { ratePercent: vat.ratePercent, pence: vat.pence, reason: vat.reason, reference: vat.reference },
    totalIncVatPence: vat.totalIncVatPence,
    // Including VAT (the API's `costPerSqm`); cost-per-sqm.ts gives both figures.
    costPerSqmPence: costPerSqm({ totalExcVatPence, totalIncVatPence: vat.totalIncVatPence }, floorSqm).incVatPence,
    range: vat.range,
    confidence: range.confidence,
    breakdown: {
      labourPence: works.labourPence,
      materialsPence: works.materialsPence,
      overheadPence: totalExcVatPence - works.labourPence - works.materialsPence,
    },
    programme: narrative.programme,
    assumptions: [...narrative.assumptions, ...assumptionsOfTheSplit(split)],
    exclusions: narrative.exclusions,
    savings: narrative.savings,
    risks: narrative.risks,
    drivers: driversWithAddedSpaces(narrative.drivers, added),
    unknowns: narrative.unknowns,
  }
}

/**
 * The likely figure of the same job at another scope: a house priced as one trade's job (or one room, at its size)
 * stays that one, and the parts beside it stay as they are, at their typical scope (where that type's form prices them
 * too, nothing more is added).
 */
function likelyAtScope(
  { job, added }: SplitJob,
  likelyExcVatPence: number,
  rates: RateTable,
): (scope: Scope) => number {
  const { input } = job
  const as = job.chosenInsteadOf ? { projectType: job.profile.id as ProjectType, sizeSqm: job.sizeSqm } : {}
  const mainAt = (scope: Scope) => estimateCost({ ...input, ...as, scope, scopeKnown: true }, rates).totalExcVatPence
  let partsPence: number | undefined
  return (scope) => {
    partsPence ??= added.length > 0 ? likelyExcVatPence - mainAt(job.normalised.scope) : 0
    return mainAt(scope) + partsPence
  }
}

/** The preliminaries: a percentage of the measured works, plus the items priced as preliminaries (the scaffold). */
function preliminaries(onCosts: OnCosts, works: Works): CostPlan['preliminaries'] {
  return {
    label: 'Main contractor\u2019s preliminaries',
    percent: onCosts.prelimsPercent,
    pence: onCosts.prelimsPence,
    basis: 'of measured works',
    items: works.preliminaryLines,
  }
}
