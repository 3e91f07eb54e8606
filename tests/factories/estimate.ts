import type { NewEstimateRow } from '../../src/server/features/estimates/estimates.repository.js'

/** A stored estimate row with plausible values; override what a test cares about. */
export const buildEstimateRow = (overrides: Partial<NewEstimateRow> = {}): NewEstimateRow => ({
  roomType: 'kitchen_renovation',
  sizeSqm: '12.00',
  condition: 'average',
  scope: 'medium',
  finishQuality: 'mid',
  region: 'london',
  totalCostPence: 2_000_000,
  totalCostIncVatPence: 2_400_000,
  vatRatePercent: 20,
  costBreakdown: { lineItems: [] },
  timelineWeeks: 4,
  confidenceScore: '0.80',
  ...overrides,
})
