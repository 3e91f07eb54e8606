import { costPerSqm } from '../../../../shared/cost-engine/cost-per-sqm'
import {
  FIRST_FORM_REGIONS,
  PROFESSIONAL_LOCATIONS,
  type CostInput,
  type CostPlan,
  type Quality,
} from '../../../../shared/cost-engine/types'
import type { RegionalComparisonRow, ReportBenchmarks } from './types'

const QUALITY_VALUES: readonly string[] = ['budget', 'standard', 'premium', 'luxury']

/** The same job at another specification: the fittings follow it (an answered fittings quality is the compared one). */
export function atQuality(input: CostInput, quality: Quality): CostInput {
  const answers = { ...input.answers }
  if (answers.fittings_quality !== undefined) answers.fittings_quality = quality
  return { ...input, quality, answers }
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
  // Fittings answered at another specification than the form's: every row (the selected one too) is re-run with
  // the whole specification at that level, so the rows differ by specification alone.
  const fittings = input.answers.fittings_quality
  const isPlain = fittings === undefined || fittings === input.quality || !QUALITY_VALUES.includes(fittings)
  const qualityComparison = qualities.map((quality) => {
    // Only the specification changes: a fittings answer would otherwise keep premium units in the budget row.
    const p = quality === input.quality && isPlain ? subject : estimateCost(atQuality(input, quality), rates)
    return {
      quality,
      totalExcVatPence: p.totalExcVatPence,
      totalIncVatPence: p.totalIncVatPence,
      perSqmPence: costPerSqm(p, input.sizeSqm).excVatPence,
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
      perSqmPence: costPerSqm(p, input.sizeSqm).excVatPence,
      isSubject: r.key === subject.facts.regionKey,
    })
  }
  if (!seen.has(subject.facts.regionKey)) {
    regionalComparison.push({
      label: subject.facts.regionLabel,
      perSqmPence: costPerSqm(subject, input.sizeSqm).excVatPence,
      isSubject: true,
    })
  }
  return {
    qualityComparison,
    regionalComparison,
    ukAveragePerSqmPence: Math.round(
      costPerSqm(subject, input.sizeSqm).excVatPence / (subject.facts.locationFactor || 1),
    ),
  }
}
