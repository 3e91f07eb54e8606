import { describe, expect, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'

/** Fees only where the job needs them: compliance works alone need no designer's drawings. */
describe('the fees a job needs', () => {
  const est = estimatorFor(buildMidlandsCostInput({ projectType: 'house_to_hmo_conversion', sizeSqm: 120 }))
  const feeIds = (description: string) => est({ description }).fees.map((f) => f.id)

  test('an HMO brief of compliance works alone pays for the fire risk assessment and licence, not a designer', () => {
    const fees = feeIds('HMO compliance works and licensing only (fire and electrical safety)')
    expect(fees).toEqual(expect.arrayContaining(['fire_risk_assessment', 'hmo_licence']))
    expect(fees).not.toContain('design')
  })

  test('converting a house to an HMO still pays for the design', () => {
    expect(feeIds('Convert the house to a 5-bed HMO with en-suites')).toContain('design')
  })
})
