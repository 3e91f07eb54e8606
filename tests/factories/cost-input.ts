import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostInput, ProjectType } from '#shared/cost-engine/types'

/**
 * An engine input with plausible values: the project type at its typical size (90 m² when it has none), UK average,
 * average condition, a stated refurbishment, standard quality. Override what a test cares about.
 */
export const buildCostInput = (overrides: Partial<CostInput> = {}): CostInput => {
  const projectType: ProjectType = overrides.projectType ?? 'whole_house_renovation'
  return {
    projectType,
    sizeSqm: DEFAULT_RATES.profiles[projectType]?.typicalSizeSqm ?? 90,
    region: 'uk_average' as CostInput['region'],
    condition: 'average',
    scope: 'medium',
    quality: 'standard',
    description: '',
    answers: {},
    priceDate: '2025-07-01',
    ...overrides,
  }
}

/** A Midlands job priced on 30 June 2025: the baseline the engine's own tests pin their figures to. */
export const buildMidlandsCostInput = (overrides: Partial<CostInput> = {}): CostInput =>
  buildCostInput({ region: 'midlands', priceDate: '2025-06-30', ...overrides })

/** Prices `base` at the default rates, with a test's `overrides` on top: `const est = estimatorFor(base)`. */
export function estimatorFor(base: CostInput) {
  return (overrides: Partial<CostInput> = {}) => estimateCost({ ...base, ...overrides }, DEFAULT_RATES)
}
