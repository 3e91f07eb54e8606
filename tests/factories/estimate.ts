import type { Db } from '#server/db/client'
import { estimates } from '#server/db/schema/index'
import type { EstimateRow, NewEstimateRow } from '#server/features/estimates/estimates.repository'

/** A stored estimate row with plausible values; override what a test cares about. */
export const buildEstimateRow = (overrides: Partial<NewEstimateRow> = {}): NewEstimateRow => ({
  projectType: 'kitchen_renovation',
  sizeSqm: '12.00',
  condition: 'average',
  scope: 'medium',
  finishQuality: 'mid',
  region: 'london',
  totalExVatPence: 2_000_000,
  totalCostIncVatPence: 2_400_000,
  vatRatePercent: 20,
  costBreakdown: { lineItems: [] },
  timelineWeeks: 4,
  confidenceScore: '0.80',
  ...overrides,
})

/** Stores an estimate row (see buildEstimateRow) straight through the schema, for tests of features that read one. */
export async function insertEstimate(db: Db, overrides: Partial<NewEstimateRow> = {}): Promise<EstimateRow> {
  const [row] = await db.insert(estimates).values(buildEstimateRow(overrides)).returning()
  return row!
}

/** A POST /api/estimates/professional body, as the professional form sends it; override what a test cares about. */
export const buildProfessionalEstimateRequest = (overrides: Record<string, unknown> = {}) => ({
  email: 'dev@example.co.uk',
  propertyAddress: '3 Mill Lane, Bristol BS1 4AA',
  projectType: 'house_to_hmo_conversion',
  sizeSqm: 1400,
  sizeUnit: 'sqft',
  condition: 'fair',
  scope: 'Convert a 4-bed terrace into a 6-room HMO with two shower rooms',
  quality: 'standard',
  location: 'South West',
  ...overrides,
})

/** A POST /api/estimates body, as the wizard sends it; override what a test cares about. */
export const buildEstimateInput = (overrides: Record<string, unknown> = {}) => ({
  projectType: 'kitchen_renovation',
  sizeSqm: 12,
  region: 'london',
  propertyAddress: '12 Elm Grove, London SE22 8PX',
  description: 'New kitchen with an island',
  ...overrides,
})
