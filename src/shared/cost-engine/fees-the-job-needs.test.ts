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

  // Every HMO paid a £1,000 licence: mandatory licensing in England starts at 5 occupants; Scotland and Northern Ireland
  // license every HMO of 3 or more.
  test.each([
    ['A small HMO for 4 tenants', 'midlands', false],
    ['Convert to a 5-bed HMO', 'midlands', true],
    ['A small HMO for 4 tenants', 'scotland', true],
    ['A small HMO for 4 tenants', 'ni', true],
  ] as const)('%j in %s pays the HMO licence: %s', (description, region, pays) => {
    const plan = est({ description, region })
    expect(plan.fees.map((f) => f.id).includes('hmo_licence')).toBe(pays)
    const said = plan.assumptions.some((a) => a.startsWith('No HMO licence fee: with 4 letting rooms'))
    expect(said).toBe(!pays)
  })
})
