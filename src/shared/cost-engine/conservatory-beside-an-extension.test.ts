import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { onlyUnpricedWorks, unpricedWorksNamed } from './unpriced-works'

/**
 * A conservatory said with an extension (decision 069, later uk-rates-2026.103): an extension is always new work, so a
 * conservatory "with" it is another thing asked for, listed as not priced, as "new kitchen with a conservatory" is. Its
 * orangery- or conservatory-style roof is the extension's own (new-space.ts ITS_OWN), not a conservatory.
 */
const CONSERVATORY = 'A conservatory or orangery'
const named = (brief: string) => unpricedWorksNamed(brief).map((w) => w.name)
const house = estimatorFor(buildCostInput({ sizeSqm: 90, scopeKnown: false }))
const listed = (brief: string) =>
  house({ description: brief }).exclusions.some((e) => e.startsWith(`${CONSERVATORY}: mentioned in your description`))

describe('a conservatory said with an extension', () => {
  it.each([
    // Each priced the extension (£77,721 on the first form, 90 m², London) and said nothing of the conservatory.
    'Rear extension with a conservatory',
    'Single storey rear extension with conservatory',
    'Kitchen extension with an orangery',
    'Rear extension with a glazed conservatory',
    'Double storey extension with a conservatory at the back',
    'Wrap-around extension, with a conservatory on the side',
    // Listed already, as before.
    'Build a rear extension and a conservatory',
    'Build a side extension with a new conservatory',
    'Rear extension plus a conservatory',
  ])('%j prices the extension and lists the conservatory as not priced', (brief) => {
    expect(onlyUnpricedWorks(brief)).toEqual([])
    expect(named(brief)).toEqual([CONSERVATORY])
    expect(listed(brief)).toBe(true)
    const plan = house({ description: brief })
    expect(plan.lineItems.some((l) => l.rateId === 'foundations_strip')).toBe(true)
  })

  it('prices the extension as it prices alone', () => {
    const alone = house({ description: 'Rear extension' }).totalIncVatPence
    expect(house({ description: 'Rear extension with a conservatory' }).totalIncVatPence).toBe(alone)
  })

  it.each([
    // The extension's own roof, not a conservatory.
    'Build a kitchen extension with an orangery style roof',
    'Rear extension with a conservatory-style roof',
    'Rear extension with conservatory style roof',
    'Kitchen extension with an orangery-style roof and bifolds',
    // The extension the house has: its conservatory is there already.
    'Our extension with a conservatory needs a rewire',
    'The house has an extension with a conservatory, full rewire',
  ])('%j lists no conservatory', (brief) => {
    expect(named(brief)).toEqual([])
    expect(listed(brief)).toBe(false)
  })
})
