import { planCostPerSqm } from '#shared/cost-engine/cost-per-sqm'
import {
  FIRST_FORM_REGIONS,
  PROFESSIONAL_LOCATIONS,
  type CostInput,
  type CostPlan,
  type Quality,
} from '#shared/cost-engine/types'
import type { RegionalComparisonRow, ReportBenchmarks } from './types'

/**
 * The same job at another specification, the fittings with it: an answer, or a description that names premium
 * fittings, would otherwise keep them in every row.
 */
export function atQuality(input: CostInput, quality: Quality): CostInput {
  return { ...input, quality, answers: { ...input.answers, fittings_quality: quality } }
}

/**
 * Re-runs the engine to produce page 6's comparisons: the same project at budget, standard and premium
 * specification (plus luxury when that was chosen), and in each UK region the rate table knows. The engine is
 * passed in so this stays pure; it is called (quality options + regions + 1) times (`regions: false`: the
 * specification rows only, for the consistency gate's property test).
 */
export function buildBenchmarkInputs<R extends { regions: { key: string; label: string; aliases: string[] }[] }>(
  input: CostInput,
  rates: R,
  estimateCost: (input: CostInput, rates: R) => CostPlan,
  options: { regions?: boolean } = {},
): ReportBenchmarks {
  const subject = estimateCost(input, rates)
  const qualities: Quality[] = [
    'budget',
    'standard',
    'premium',
    ...(input.quality === 'luxury' ? (['luxury'] as const) : []),
  ]
  // Fittings settled at another level than the specification (answered, or read from the description): every row,
  // the selected one too, is the whole specification at its level, so the rows differ by specification alone.
  const own = estimateCost(atQuality(input, input.quality), rates)
  const fittingsApart = own.totalExcVatPence !== subject.totalExcVatPence
  const qualityComparison = qualities.map((quality) => {
    const p =
      quality === input.quality ? (fittingsApart ? own : subject) : estimateCost(atQuality(input, quality), rates)
    return {
      quality,
      totalExcVatPence: p.totalExcVatPence,
      totalIncVatPence: p.totalIncVatPence,
      perSqmPence: planCostPerSqm(p).excVatPence,
    }
  })
  // One bar per region of the professional form (the 12 UK regions); the first form's broader keys
  // ('midlands', 'north') would double up, so they are used only if a rate table has no professional names.
  const professional = new Set<string>(PROFESSIONAL_LOCATIONS)
  const firstForm = new Set<string>(FIRST_FORM_REGIONS)
  const pick = (r: { label: string; aliases: string[] }, names: Set<string>) =>
    [r.label, ...r.aliases].find((a) => names.has(a))
  const regions = options.regions === false ? [] : rates.regions
  const useProfessional = regions.some((r) => pick(r, professional))
  const seen = new Set<string>()
  const regionalComparison: RegionalComparisonRow[] = []
  for (const r of regions) {
    const value = pick(r, useProfessional ? professional : firstForm)
    if (!value || seen.has(r.key)) continue
    seen.add(r.key)
    const p =
      r.key === subject.facts.regionKey
        ? subject
        : estimateCost({ ...input, region: value as CostInput['region'] }, rates)
    regionalComparison.push({
      label: r.label,
      perSqmPence: planCostPerSqm(p).excVatPence,
      isSubject: r.key === subject.facts.regionKey,
    })
  }
  if (!seen.has(subject.facts.regionKey)) {
    regionalComparison.push({
      label: subject.facts.regionLabel,
      perSqmPence: planCostPerSqm(subject).excVatPence,
      isSubject: true,
    })
  }
  return {
    qualityComparison,
    fittingsApart,
    regionalComparison,
    ukAveragePerSqmPence: Math.round(planCostPerSqm(subject).excVatPence / (subject.facts.locationFactor || 1)),
  }
}
