import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { statedCounts } from './stated-counts'
import type { CostPlan } from './types'

/**
 * A decorator's or a plasterer's job measures the rooms a brief names one by one, as it does the rooms it counts ("two
 * rooms"): "repaint the living room" on a 90 m² house was every room of it (£3,020), "skim the living room ceiling" the
 * whole house's walls and ceilings (£9,105).
 */
const house = estimatorFor(buildCostInput({ sizeSqm: 90, scopeKnown: false }))
const decorate = (description: string) => house({ description, scope: 'cosmetic', scopeKnown: true })
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)

describe('rooms named one by one', () => {
  it.each([
    ['Repaint the living room', 1],
    ['Repaint the living room and hallway', 2],
    ['Paint the hall, stairs and landing', 3],
    ['Skim the back bedroom ceiling', 1],
    ['New carpet in the master bedroom and the spare room', 2],
    // A room named again is the same room.
    ['Paint the bedroom, then carpet the bedroom', 1],
  ])('%j names %i', (description, n) => {
    expect(statedCounts(description).namedRooms).toBe(n)
  })

  it.each([
    ['Redecorate a 3 bedroom semi'],
    ['Redecorate our house, the living room first'],
    ['Repaint the bedrooms'],
    ['Repaint throughout, the kitchen in a darker colour'],
  ])('%j names no room one by one (the house, or a number not said)', (description) => {
    expect(statedCounts(description).namedRooms).toBeUndefined()
  })

  it('decorating the living room of a house decorates that room, not the house', () => {
    const room = decorate('Repaint the living room')
    const all = decorate('Repaint the whole house')
    // One room of 14 m²: its walls (perimeter 15 m × 2.4 m less openings) and its ceiling.
    expect(room.lineItems.map((l) => l.working)).toEqual(['walls 30.5 m² + ceilings 14 m² = 44.5 m²'])
    expect(room.totalIncVatPence).toBeLessThan(all.totalIncVatPence / 4)
    expect(decorate('Repaint the living room and hallway').totalIncVatPence).toBeGreaterThan(room.totalIncVatPence)
  })

  it('a professional brief naming the rooms in its scope and its description decorates them once', () => {
    // The professional form joins its scope and description: "painting hallway, landing and stairs" in both was six
    // rooms, the whole 80 m² house (£2,672 inc VAT, West Midlands), where the decorator paints three.
    const once = decorate('Painting hallway, landing and stairs')
    const twice = decorate(
      'Painting hallway, landing and stairs: decorating only\n\nPainting hallway, landing and stairs',
    )
    expect(twice.totalIncVatPence).toBe(once.totalIncVatPence)
    expect(once.totalIncVatPence).toBeLessThan(decorate('Repaint the whole house').totalIncVatPence / 2)
  })

  it('a conservatory decorated on the house form is that room decorated, as a study is', () => {
    // It was the house's light refresh (£16,775 on 90 m², North): "conservatory" read as one built. The scope is the
    // one the forms resolve from the brief.
    const asTheFormsPriceIt = (description: string) => {
      const { scope, isKnown } = resolveScope({ description })
      return house({ description, scope, scopeKnown: isKnown })
    }
    const conservatory = asTheFormsPriceIt('Decorate the conservatory')
    expect(conservatory.facts.baseType).toBe('cosmetic')
    expect(conservatory.totalIncVatPence).toBe(asTheFormsPriceIt('Decorate the study').totalIncVatPence)
  })

  it("a plastered ceiling alone leaves the room's walls; walls named are plastered too", () => {
    const ceiling = house({ description: 'Skim the living room ceiling' })
    expect(rateIds(ceiling).sort()).toEqual(['ceiling', 'skim_walls'])
    expect(ceiling.lineItems.every((l) => l.working?.startsWith('ceilings = floor area 14 m²'))).toBe(true)
    const both = house({ description: 'Hack off and replaster the walls and skim the ceilings' })
    expect(rateIds(both)).toEqual(expect.arrayContaining(['plaster_walls', 'skim_walls', 'ceiling']))
    expect(both.lineItems.some((l) => l.working?.includes('90 m² ÷ 14 m² rooms'))).toBe(true)
  })

  it('ceilings replaced in the rooms counted are the plasterer’s job, the walls left', () => {
    // "Replace the ceilings in two bedrooms" was the house's extensive renovation (£106,452 on 85 m², North).
    const ceilings = house({ description: 'Replace the ceilings in two bedrooms' })
    expect(ceilings.facts.baseType).toBe('trade')
    expect(rateIds(ceilings).sort()).toEqual(['ceiling', 'skim_walls'])
    expect(ceilings.lineItems.every((l) => l.working?.includes('28 m²'))).toBe(true)
  })

  it('an artex ceiling removed is the plasterer’s job on that room’s ceiling', () => {
    // It was the house's extensive renovation (£110,493 on 85 m², North).
    const artex = house({ description: 'Remove the artex ceiling in the lounge' })
    expect(artex.facts.baseType).toBe('trade')
    expect(rateIds(artex).sort()).toEqual(['ceiling', 'skim_walls'])
  })

  it("a rewire's named rooms are where its extra points go, not the rooms it rewires", () => {
    const rewire = estimatorFor(buildCostInput({ projectType: 'rewiring', sizeSqm: 90, scopeKnown: false }))
    const plain = rewire({ description: 'Rewire the house' })
    expect(
      rewire({ description: 'Full rewire, extra sockets in the kitchen' }).totalIncVatPence,
    ).toBeGreaterThanOrEqual(plain.totalIncVatPence)
  })
})
