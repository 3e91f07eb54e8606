import { describe, expect, it, test } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostInput } from './types'

/** Work a renovation brief excepts, keeps or has had done already is not priced (decisions 049, 062, 064). */
const est = estimatorFor(buildCostInput())
/** The rate ids a brief prices, a 100 m² house at an extensive scope unless said. */
const pricedIds = (description: string, job: Partial<CostInput> = {}) =>
  est({ projectType: 'whole_house_renovation', sizeSqm: 100, scope: 'extensive', description, ...job }).lineItems.map(
    (l) => l.rateId,
  )

describe('what a renovation brief excepts or has already done (a landlords’ and investors’ audit, 28 Nov 2026)', () => {
  // The audit's worst finding: "everything except the kitchen and the bathrooms which are both new" still priced a new
  // kitchen, two bathroom suites and moving them (about £55k with on-costs and VAT); "windows already done" 13 windows.
  test.each([
    [
      'Renovate our 4 bed semi, everything except the kitchen and the bathrooms which are both new. Needs rewire, new boiler, replaster, decorate and carpets.',
      ['kitchen_units', 'appliances', 'bathroom_suite', 'layout_change'],
      ['rewire', 'boiler', 'plaster_walls', 'floor_carpet'],
    ],
    [
      'Full refurb of a 3 bed terrace, budget is tight. Kitchen already done, windows already done.',
      ['kitchen_units', 'window'],
      ['bathroom_suite'],
    ],
    [
      'Full renovation of a 4 bed detached except the kitchen which was fitted last year.',
      ['kitchen_units'],
      ['rewire'],
    ],
    [
      '2 bed flat refurbishment. No need for a new kitchen or bathroom. Replace carpets with laminate, repaint.',
      ['kitchen_units', 'bathroom_suite'],
      ['decoration'],
    ],
    ['Edwardian semi renovation with sash windows refurbishment', ['window'], ['kitchen_units']],
  ] as const)('%j', (description, left, kept) => {
    const ids = pricedIds(description)
    for (const id of left) expect(ids).not.toContain(id)
    for (const id of kept) expect(ids).toContain(id)
  })

  it('keeps a kitchen and bathroom that need replacing in a house otherwise in good condition', () => {
    const ids = pricedIds('House is in good condition apart from the kitchen and bathroom, which need replacing', {
      sizeSqm: 90,
      scope: 'light',
    })
    expect(ids).toEqual(expect.arrayContaining(['kitchen_units', 'bathroom_suite']))
  })

  it('fits no bathroom in a loft said to need none', () => {
    const loft = (description: string) =>
      pricedIds(description, { projectType: 'loft_conversion', sizeSqm: 30, scope: 'medium' })
    expect(loft('Rear dormer loft conversion, just a bedroom, no en-suite, no need for a bathroom')).not.toContain(
      'ensuite_suite',
    )
    expect(loft('Rear dormer loft conversion with en-suite')).toContain('ensuite_suite')
  })
})
