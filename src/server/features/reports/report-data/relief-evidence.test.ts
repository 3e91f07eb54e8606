import { describe, expect, it } from 'vitest'
import { reliefEvidence } from './on-costs'

describe('the evidence a reduced VAT rate needs is the one for that relief', () => {
  it('an HMO conversion asks for the HMO consent, not proof the property was empty', () => {
    expect(reliefEvidence('hmo_conversion')).toMatch(/HMO use/)
    expect(reliefEvidence('hmo_conversion')).not.toMatch(/empty/)
  })
  it('the empty-homes relief asks for proof the property was empty', () => {
    expect(reliefEvidence('empty_two_years')).toMatch(/proof the property was empty for two years/)
  })
  it.each(['dwelling_conversion', 'non_residential_conversion', 'new_build', 'energy_saving'])(
    '%s never asks for proof the property was empty',
    (rule) => expect(reliefEvidence(rule)).not.toMatch(/empty/),
  )
})
