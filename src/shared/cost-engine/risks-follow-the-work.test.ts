import { describe, expect, it } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import type { CostPlan } from './types'

/**
 * Each risk follows the work priced and the floor measured. A decorator opens nothing up, so a repaint carries no
 * hidden damp behind stripped finishes: "Repaint the living room" on the house form (85 m²) listed a damp risk of about
 * £2,000 on a £548 job. It carries the defects its decorator finds preparing the room's surfaces instead.
 */
const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85 }))
const asTheHouseFormPricesIt = (description: string) => {
  const { scope, isKnown } = resolveScope({ description })
  return house({ description, scope, scopeKnown: isKnown })
}
const ids = (plan: CostPlan) => plan.risks.map((r) => r.id)
const impactOf = (plan: CostPlan, id: string) => plan.risks.find((r) => r.id === id)?.impactPence ?? 0

describe('the risk register follows the work priced', () => {
  it('a room repainted carries the defects found preparing its surfaces, not the house’s damp', () => {
    const plan = asTheHouseFormPricesIt('Repaint the living room')
    expect(plan.facts.baseType).toBe('cosmetic')
    expect(ids(plan)).not.toContain('damp')
    expect(ids(plan)).not.toContain('structure')
    // A quarter of the room's decorating (with on-costs and VAT): a small risk, well under the job itself.
    expect(impactOf(plan, 'surfaces')).toBeGreaterThan(50_00)
    expect(impactOf(plan, 'surfaces')).toBeLessThan(plan.totalIncVatPence / 2)
    // Scaled to the rooms decorated: two rooms carry more than one, the whole house more again.
    const twoRooms = asTheHouseFormPricesIt('Repaint the living room and hallway')
    const wholeHouse = asTheHouseFormPricesIt('Repaint the house')
    expect(impactOf(twoRooms, 'surfaces')).toBeGreaterThan(impactOf(plan, 'surfaces'))
    expect(impactOf(wholeHouse, 'surfaces')).toBeGreaterThan(impactOf(twoRooms, 'surfaces'))
  })

  it('the living room form’s repaint in fair condition: no damp or opening-up risk on a decorating job', () => {
    const livingRoom = estimatorFor(
      buildMidlandsCostInput({ projectType: 'living_room', sizeSqm: 18, condition: 'fair', scope: 'cosmetic' }),
    )
    const plan = livingRoom({ description: 'Repaint the living room' })
    expect(ids(plan)).not.toContain('damp')
    expect(ids(plan)).not.toContain('structure')
    expect(plan.risks.find((r) => r.id === 'surfaces')?.likelihood).toBe('medium')
  })

  it('work that opens up the house keeps its damp and defects risks', () => {
    const renovation = asTheHouseFormPricesIt('Full renovation')
    expect(ids(renovation)).toEqual(expect.arrayContaining(['damp', 'roof', 'asbestos', 'inflation']))
    expect(ids(renovation)).not.toContain('surfaces')
    const poor = house({ description: 'Full renovation', condition: 'poor', scope: 'extensive', scopeKnown: true })
    expect(ids(poor)).toEqual(expect.arrayContaining(['damp', 'structure']))
    // A rewire and a replaster: no damp question is open, nothing decorated on the surfaces as they are.
    expect(ids(asTheHouseFormPricesIt('Full rewire and replaster'))).toEqual(['asbestos', 'inflation'])
  })

  // An en-suite formed in a room listed only asbestos and price rises: nothing of the new runs it depends on.
  it('new soil and waste runs carry the risk of their route', () => {
    const formed = asTheHouseFormPricesIt('Fit an en-suite in the main bedroom')
    const runs = formed.lineItems.find((l) => l.rateId === 'layout_change')!
    expect(impactOf(formed, 'drainage')).toBeGreaterThan(runs.totalPence)
    expect(formed.risks.find((r) => r.id === 'drainage')?.mitigation).toMatch(/soil stack/)
    expect(ids(asTheHouseFormPricesIt('Refit the bathroom'))).not.toContain('drainage')
  })
})
