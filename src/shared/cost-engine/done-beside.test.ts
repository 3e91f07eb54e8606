import { describe, expect, test } from 'vitest'
import { buildMidlandsCostInput, estimatorFor } from '#tests/factories/cost-input'
import type { CostPlan } from './types'

/**
 * Work one part of a job does is not priced again by another part beside it (decisions 072, 074). On the house form
 * (85 m², North, scope not stated) "Full rewire and replaster" priced the rewire's making good of its chases (about
 * £330) beside the plasterer replastering every wall; "Renovate the house and convert the loft" topped up the house's
 * loft insulation (its energy upgrades, about £830 with on-costs) under a loft insulated at its rafters.
 */
const house = estimatorFor(buildMidlandsCostInput({ sizeSqm: 85, scopeKnown: false }))
const chases = (p: CostPlan) => p.lineItems.filter((l) => l.description.startsWith('Make good chases'))
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId)

describe('work one part does, not priced again beside it', () => {
  test.each(['Full rewire and replaster', 'Replaster the house and a full rewire'])(
    '%j: the walls replastered throughout make good the rewire’s chases',
    (description) => {
      const plan = house({ description })
      expect(rateIds(plan)).toEqual(expect.arrayContaining(['rewire', 'skim_walls', 'plaster_walls']))
      expect(chases(plan)).toEqual([])
      const rewire = house({ description: 'Full rewire' })
      const replaster = house({ description: 'Replaster the whole house' })
      expect(plan.totalExcVatPence).toBeLessThan(rewire.totalExcVatPence + replaster.totalExcVatPence)
    },
  )

  test.each([
    // Only the kitchen's walls are replastered: the chases elsewhere are still the rewire's.
    'Rewire and a new consumer unit, and replaster the kitchen',
    // Ceilings alone leave every wall's chases.
    'Full rewire and skim the ceilings',
  ])('%j keeps the rewire’s making good of its chases', (description) => {
    expect(chases(house({ description }))).toHaveLength(1)
  })

  test.each(['Full renovation of the house and a loft conversion', 'Renovate the house and convert the loft'])(
    '%j: the converted loft is insulated at its rafters, so the house tops up no loft insulation',
    (description) => {
      const plan = house({ description })
      const renovation = house({ description: 'Full renovation of the house' })
      expect(rateIds(plan)).not.toContain('insulation_upgrade')
      const upgrade = renovation.lineItems.find((l) => l.rateId === 'insulation_upgrade')!
      const floor = plan.lineItems.find((l) => l.rateId === 'floor_insulation')!
      // The suspended floor is still insulated: the line keeps its floor part (UR-130, half the floor) and only that.
      expect(floor.quantity).toBe(upgrade.quantity)
      expect(floor.totalPence / upgrade.totalPence).toBeCloseTo(12.15 / 20.1, 2)
      expect(floor.description).toContain('insulated at its rafters')
      // The loft's own insulation is its conversion's: its floor, dormer and slopes.
      expect(rateIds(plan)).toEqual(expect.arrayContaining(['loft_floor', 'drylining']))
    },
  )

  test('a house renovated with no loft converted still tops up its loft insulation', () => {
    const plan = house({ description: 'Full renovation of the house and a rear extension' })
    expect(rateIds(plan)).toContain('insulation_upgrade')
    expect(rateIds(plan)).not.toContain('floor_insulation')
  })
})
