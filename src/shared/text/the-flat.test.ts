import { describe, expect, it } from 'vitest'
import { A_FLAT_HOME } from './the-flat'

describe('the home said to be a flat (A_FLAT_HOME)', () => {
  it.each([
    'my flat',
    'a 2-bed flat',
    'the ground floor flat',
    'basement flat refurbishment',
    'full renovation of my two bed flat',
    'new kitchen in the flat',
    'our 1-bed apartment',
    // Telegraphic briefs (a published guide's headings): the flat in the brief's first words, or described.
    'london flat, basic refurbishment',
    'london larger flat, full refurbishment incl. moving kitchen',
    'london smaller flat, full refurbishment',
    'flat refurbishment',
    'our larger victorian flat',
  ])('reads %j as a flat', (text) => {
    expect(A_FLAT_HOME.test(text)).toBe(true)
  })

  it.each([
    'replace the flat roof',
    'i have a flat roof and need a new kitchen',
    'flat roof replacement',
    'flat-pack kitchen fitting',
    'kitchen with a flat ceiling',
    'the floor is flat',
    'the garden is flat and needs a patio',
    'converting the house into two flats',
    'new kitchen, rewire and replaster the house',
  ])('does not read %j as a flat', (text) => {
    expect(A_FLAT_HOME.test(text)).toBe(false)
  })
})
