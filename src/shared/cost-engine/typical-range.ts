import { estimateCost } from './estimate-cost'
import type { RateTable } from './rate-table'
import type { ProjectTypeOption } from '../schemas/project-types'
import { projectTypeLabel } from '../project-types'
import type { CostInput, ProjectType } from './types'

export interface TypicalRange {
  lowPence: number
  highPence: number
  typicalSizeSqm: number
  weeksLow: number
  weeksHigh: number
}

/** Fixed reference date for the select's ranges, so they do not drift with the clock (the engine reads none). */
export const TYPICAL_RANGE_PRICE_DATE = '2025-06-30'

/**
 * The range shown in the project-type select: the type's typical job (its typical size and scope, as an estimate with
 * the scope unstated prices it) priced by the engine, from a budget job in good condition in the cheapest region to a
 * premium job in fair condition in London, inc VAT; weeks from the same two estimates.
 */
export function typicalRangeForType(projectType: ProjectType, rates: RateTable): TypicalRange {
  const profile = rates.profiles[projectType]
  const typicalSizeSqm = profile?.typicalSizeSqm ?? 90
  const base: CostInput = {
    projectType,
    sizeSqm: typicalSizeSqm,
    region: 'Northern Ireland',
    condition: 'good',
    scope: profile?.typicalScope ?? 'medium',
    quality: 'budget',
    description: '',
    answers: {},
    priceDate: TYPICAL_RANGE_PRICE_DATE,
  }
  const low = estimateCost(base, rates)
  const high = estimateCost({ ...base, region: 'London', condition: 'fair', quality: 'premium' }, rates)
  return {
    lowPence: low.totalIncVatPence,
    highPence: high.totalIncVatPence,
    typicalSizeSqm,
    weeksLow: low.programme.totalWeeks,
    weeksHigh: high.programme.totalWeeks,
  }
}

/** A project type as the selects and the API list it: its label, the typical job's cost range (whole pounds) and timeframe. */
export function projectTypeOption(type: ProjectType, rates: RateTable): ProjectTypeOption {
  const r = typicalRangeForType(type, rates)
  return {
    value: type,
    label: projectTypeLabel(type),
    lowGbp: Math.round(r.lowPence / 100),
    highGbp: Math.round(r.highPence / 100),
    typicalSizeSqm: r.typicalSizeSqm,
    weeksLow: r.weeksLow,
    weeksHigh: r.weeksHigh,
  }
}
