import { describe, expect, it } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { SCOPE_QUESTION_ID } from '#shared/smart-questions/question-catalogue'

/**
 * A room of the house made another, with an en-suite formed in it, is the en-suite (the bathroom's job) with the room
 * made a bedroom beside it (decision 070). On the house form (85 m², North, scope not stated) "Convert the dining room
 * into a downstairs bedroom with en-suite" was the house's extensive renovation, £117,925 (a kitchen, a rewire, the
 * heating and replastering nobody asked for); it is £10,523. The en-suite is formed in the room (rooms-formed.ts): its
 * partitions, door and new soil and water runs, nothing stripped out, its floor part of the room's.
 */
const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85 }))
/** Priced as the forms price it: the scope is the one they resolve from the brief. */
const asTheFormsPriceIt = (description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  return house({ description, scope, scopeKnown: isKnown })
}
const ENSUITE_ALONE = 'Fit an en-suite in the main bedroom'
const ROOM_ALONE = 'Convert the dining room into a bedroom'
/** The bedroom left once the 5 m² en-suite is formed in the 12 m² room. */
const ROOM_LEFT = 'Convert the 7 m2 dining room into a bedroom'

describe('a room made a bedroom with an en-suite, on the house form', () => {
  it.each([
    'Convert the dining room into a downstairs bedroom with en-suite',
    'Turn the study into a bedroom with an en-suite shower room',
    'Convert our dining room to a downstairs bedroom with an en-suite for mum',
  ])('%j is the en-suite, with the room made a bedroom beside it', (description) => {
    const plan = asTheFormsPriceIt(description)
    expect(plan.facts.baseType).toBe('bathroom')
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.label).toBe('Priced as a bathroom renovation')
    expect(plan.drivers.find((d) => d.key === 'added_space:bedroom')?.label).toBe('Also priced: bedroom (7 m²)')
    // The en-suite's partitions, shower room suite and plumbing; the bedroom's decoration and door, marked as its own.
    const rateIds = plan.lineItems.map((l) => l.rateId)
    expect(rateIds).toEqual(
      expect.arrayContaining(['stud_partition', 'ensuite_suite', 'bathroom_plumbing', 'bathroom_electrics']),
    )
    expect(rateIds).not.toContain('strip_bathroom')
    expect(rateIds).not.toContain('kitchen_units')
    expect(rateIds).not.toContain('rewire')
    const bedroom = plan.lineItems.filter((l) => l.description.startsWith('Bedroom: ')).map((l) => l.rateId)
    expect(bedroom).toEqual(expect.arrayContaining(['decoration', 'door_internal']))
    // One builder's price: the en-suite's job and the bedroom left beside it, each as it is priced alone. The room's
    // floor is the bedroom's and the en-suite's together (12 m²), not the en-suite's added to the room's.
    expect(plan.totalExcVatPence).toBe(
      asTheFormsPriceIt(ENSUITE_ALONE).totalExcVatPence + asTheFormsPriceIt(ROOM_LEFT).totalExcVatPence,
    )
    expect(plan.facts.measuredSqm).toBe(12)
    // A builder's price for a shower room formed in a room (with its drainage) and the room made a bedroom: about
    // £9k-£18k, not £118k.
    expect(plan.totalIncVatPence).toBeGreaterThan(9_000_00)
    expect(plan.totalIncVatPence).toBeLessThan(18_000_00)
    expect(plan.range.highPence).toBeLessThan(25_000_00)
  })

  it('the size said of the room changed is the bedroom’s, not the en-suite’s', () => {
    const plan = asTheFormsPriceIt('Convert the 14 m2 dining room into a bedroom with en-suite')
    // The 14 m² room holds the 5 m² en-suite: 9 m² of bedroom is left.
    expect(plan.drivers.find((d) => d.key === 'added_space:bedroom')?.label).toBe('Also priced: bedroom (9 m²)')
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.effect).toContain('(5 m²)')
    expect(plan.facts.measuredSqm).toBe(14)
  })

  it('a room made a bedroom and nothing else is that room’s job, as the bedroom form prices it', () => {
    const plan = asTheFormsPriceIt(ROOM_ALONE)
    expect(plan.facts.baseType).toBe('room')
    expect(plan.facts.measuredSqm).toBe(12)
    const onItsForm = estimatorFor(buildMidlandsCostInput({ projectType: 'bedroom', sizeSqm: 12, scopeKnown: false }))
    expect(plan.totalIncVatPence).toBe(onItsForm({ description: ROOM_ALONE }).totalIncVatPence)
    expect(asTheFormsPriceIt('Turn the dining room into a home office').drivers.map((d) => d.label)).toContain(
      'Priced as a single room',
    )
  })

  it.each([
    // A garage made a room stays the garage conversion (decision 065); a loft, the loft conversion (decision 071).
    ['Convert the loft into a bedroom with en-suite', 'loft', 'Priced as a loft conversion'],
    ['Convert the house into two flats', 'conversion', 'Priced as a house conversion'],
  ])('%j stays its own job (%s)', (description, baseType, label) => {
    const plan = asTheFormsPriceIt(description)
    expect(plan.facts.baseType).toBe(baseType)
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.label).toBe(label)
    expect(plan.drivers.some((d) => d.key.startsWith('added_space:'))).toBe(false)
  })

  it('a garage made a bedroom with en-suite stays the garage conversion, the en-suite beside it', () => {
    // The en-suite was dropped: the garage alone (decision 074, later uk-rates-2026.101). Its recipe fits a WC alone.
    const plan = asTheFormsPriceIt('Convert the garage into a bedroom with en-suite')
    expect(plan.facts.baseType).toBe('room')
    expect(plan.drivers.find((d) => d.key === 'sole_trade')?.label).toBe('Priced as a garage conversion')
    expect(plan.drivers.filter((d) => d.key.startsWith('added_space:')).map((d) => d.key)).toEqual([
      'added_space:bathroom_renovation',
    ])
  })

  it.each([
    'Full renovation, convert the dining room into a bedroom',
    'Convert the dining room into a bedroom and rewire the house',
    'Convert the dining room into a bedroom and repaint the hallway',
  ])('%j asks for more: the house', (description) => {
    const plan = asTheFormsPriceIt(description)
    expect(plan.facts.baseType).toBe('house')
    expect(plan.drivers.some((d) => d.key.startsWith('added_space:'))).toBe(false)
  })

  it('the wizard asks the en-suite’s questions, not the scope or the house’s', () => {
    const asked = analyzeDescription({
      description: 'Convert the dining room into a downstairs bedroom with en-suite',
      selectedProjectType: 'whole_house_renovation',
    }).intelligentQuestions.map((q) => q.id)
    expect(asked).toContain('fittings_quality')
    expect(asked).not.toContain(SCOPE_QUESTION_ID)
    expect(asked).not.toContain('rewiring')
  })
})
