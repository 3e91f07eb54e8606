import { describe, expect, it, test } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { onlyUnpricedWorks, unpricedRefusal } from './unpriced-works'
import type { CostPlan, ProjectType } from './types'

/**
 * Fire-safety work named on its own is small works priced on the property (decision 065, later): fire doors in the
 * doorways of the rooms onto the escape route, mains-wired interlinked smoke and heat alarms in those rooms, the hall
 * and each landing, emergency lighting where said. Each was priced as the house's renovation: on the house form (85 m²,
 * North, mid quality, scope not stated, inc VAT) "Fit fire doors and mains smoke alarms throughout" was £100,448 (new
 * windows, partitions, replastering...). Figures in the comments are the form's, before → after.
 */
const onItsForm = (projectType: ProjectType, sizeSqm: number, description: string, region = 'north') =>
  estimatorFor(buildCostInput({ projectType, sizeSqm, region: region as never, scopeKnown: false }))({ description })
const house = (description: string) => onItsForm('whole_house_renovation', 85, description)
const lines = (p: CostPlan) => p.lineItems.map((l) => `${l.rateId} ${l.quantity}`).sort()
const rateIds = (p: CostPlan) => p.lineItems.map((l) => l.rateId).sort()
const soleTrade = (p: CostPlan) => p.drivers.find((d) => d.key === 'sole_trade')?.label

describe('fire-safety work named alone', () => {
  // An 85 m² house has 3 bedrooms, 2 reception rooms and a kitchen (6 doors onto the escape route of its 7), a hall
  // and a landing: 8 alarms.
  test.each([
    // £100,448 → £4,604.
    ['whole_house_renovation', 85, 'Fit fire doors and mains smoke alarms throughout', ['door_fire 6', 'fire_alarm 8']],
    // £100,448 → £4,604.
    ['whole_house_renovation', 85, 'Fire doors and a new fire alarm', ['door_fire 6', 'fire_alarm 8']],
    // £100,448 → £4,915.
    [
      'whole_house_renovation',
      85,
      'Upgrade the fire safety: fire doors, interlinked alarms and emergency lighting',
      ['door_fire 6', 'emergency_lighting 25.5', 'fire_alarm 8'],
    ],
    // £100,448 → £1,758: as many as it counts.
    ['whole_house_renovation', 85, 'Fit 3 fire doors', ['door_fire 3']],
    // £100,448 → £1,089.
    ['whole_house_renovation', 85, 'New mains-wired interlinked smoke alarms', ['fire_alarm 8']],
    // £33,358 (the house's light refresh with a kitchen) → £136.
    ['whole_house_renovation', 85, 'Install a heat alarm in the kitchen', ['fire_alarm 1']],
    // Refused as new lighting (decision 069) → £311: a third of the floor, as the HMO recipe's escape route.
    ['whole_house_renovation', 85, 'Emergency lighting to the stairs', ['emergency_lighting 25.5']],
    // £101,300 → £4,687: the doors counted are hung as fire doors, not as internal doors beside them.
    ['whole_house_renovation', 85, 'Replace all 8 internal doors with fire doors', ['door_fire 8']],
    // £110,493 → £1,675: one fire door said is one.
    ['whole_house_renovation', 85, 'Fire door to the kitchen and new smoke alarms', ['door_fire 1', 'fire_alarm 8']],
    // A flat on the house form, 60 m²: £80,690 → £3,160 (2 bedrooms, a reception room and the kitchen) → £3,024: a
    // flat has its hall and no landing, so 5 alarms, not 6.
    [
      'whole_house_renovation',
      60,
      'Fire doors throughout my flat and mains smoke alarms',
      ['door_fire 4', 'fire_alarm 5'],
    ],
    // The buy-to-let form, 70 m²: £15,827 (its light letting refresh) → £3,160.
    ['buy_to_let_preparation', 70, 'Fit fire doors and mains smoke alarms throughout', ['door_fire 4', 'fire_alarm 6']],
    // The flip form: £63,983 → £4,604.
    ['property_flipping', 85, 'Fit fire doors and mains smoke alarms throughout', ['door_fire 6', 'fire_alarm 8']],
    // The bedroom's form: £4,161 (the room's refurbishment) → £586, its door.
    ['bedroom', 12, 'Fit a fire door to the bedroom', ['door_fire 1']],
  ] as const)('%s, %i m²: %j prices %j and nothing else', (projectType, sizeSqm, description, expected) => {
    const plan = onItsForm(projectType, sizeSqm, description)
    expect(lines(plan)).toEqual([...expected])
    expect(soleTrade(plan)).toBe("Priced as one trade's job: Small works (priced as named)")
    expect(plan.totalIncVatPence).toBeLessThan(600_000)
  })

  it('counts the doors and alarms from the rooms, and says how', () => {
    const plan = house('Fit fire doors and mains smoke alarms throughout')
    const working = (rateId: string) => plan.lineItems.find((l) => l.rateId === rateId)?.working
    expect(working('door_fire')).toContain('3 bedrooms + 2 reception + 1 kitchen = 6 of the 7 doors the house has')
    expect(working('fire_alarm')).toContain('one in 2 hall/landing = 8 alarms')
    // A few thousand pounds, as a builder and an electrician would price it.
    expect(plan.totalIncVatPence).toBeGreaterThan(300_000)
    expect(plan.totalIncVatPence).toBeLessThan(600_000)
  })
})

describe('fire safety beside other work', () => {
  test.each([
    // £6,184 (the rewire, its alarms dropped) → £7,273: wired in with the rewire.
    ['Rewire including smoke alarms', ['fire_alarm', 'plaster_walls', 'rewire']],
    // £110,493 → £10,788: the rewire and the fire doors and alarms beside it (decision 074).
    ['Full rewire, fire doors and smoke alarms', ['door_fire', 'fire_alarm', 'plaster_walls', 'rewire']],
    // £625 (the consumer unit, the alarms dropped) → £1,714.
    ['New consumer unit and smoke alarms', ['consumer_unit', 'fire_alarm']],
    // £2,816 on the form (decorating alone, the alarms dropped) → £3,905.
    ['Repaint throughout and new smoke alarms', ['decoration', 'fire_alarm']],
  ] as const)('%j prices %j', (description, expected) => {
    expect(rateIds(house(description))).toEqual([...expected])
  })

  it('prices a kitchen with the fire doors and alarms beside it (£110,493, the house’s renovation → £22,274)', () => {
    const plan = house('New kitchen, fire doors and interlinked alarms')
    expect(plan.facts.baseType).toBe('kitchen')
    expect(rateIds(plan)).toEqual(expect.arrayContaining(['kitchen_units', 'door_fire', 'fire_alarm']))
  })

  it('prices the alarms of a letting, naming its certificates as excluded (refused → £817)', () => {
    const brief = 'Prepare for letting: new smoke alarms, gas safety certificate and EICR'
    expect(onlyUnpricedWorks(brief)).toEqual([])
    const plan = onItsForm('buy_to_let_preparation', 70, brief)
    expect(lines(plan)).toEqual(['fire_alarm 6'])
    expect(plan.exclusions.join('\n')).toMatch(/gas safety check.*not priced/)
    expect(plan.exclusions.join('\n')).toMatch(/EICR.*not priced/)
  })

  it('leaves a new space’s and a garage conversion’s own fire doors to them', () => {
    // £143,951 (the house's renovation with the loft) → £45,960, the loft conversion alone.
    expect(house('Loft conversion with fire doors to the stairs').totalIncVatPence).toBe(
      house('Loft conversion').totalIncVatPence,
    )
    // £100,448 → £13,757, the garage made a room with its fire door through to the house.
    const garage = house('Convert the garage into a home office with a fire door to the house')
    expect(soleTrade(garage)).toBe('Priced as a garage conversion')
    expect(garage.totalIncVatPence).toBe(house('Convert the garage into a home office').totalIncVatPence)
  })
})

describe('what fire safety is not', () => {
  it('leaves an HMO’s compliance pack as it was (professional form, 120 m², North West: £9,074)', () => {
    const plan = onItsForm(
      'house_to_hmo_conversion',
      120,
      'Fire doors and a new fire alarm for our existing HMO',
      'north_west',
    )
    expect(plan.facts.baseType).toBe('hmo')
    expect(rateIds(plan)).toEqual(['door_fire', 'door_fire', 'emergency_lighting', 'fire_alarm', 'fire_alarm'])
    expect(plan.lineItems.map((l) => l.description)).toContain(
      'Interlinked fire detection in each letting room (LACORS grade D LD2)',
    )
  })

  it('still refuses a burglar alarm and CCTV (decision 069): a burglar alarm is not a fire alarm', () => {
    expect(onlyUnpricedWorks('New CCTV and burglar alarm').map((w) => w.name)).toEqual([
      'A burglar alarm, CCTV or security system',
    ])
    expect(rateIds(house('New CCTV and burglar alarm'))).not.toContain('fire_alarm')
  })

  it('reads a carbon monoxide alarm alone as no fire alarm (no rate of ours is one)', () => {
    expect(rateIds(house('Fit a carbon monoxide alarm'))).not.toContain('fire_alarm')
  })
})

/**
 * Later (decision 065): what was left. Figures are the house form's (85 m², North, inc VAT, scope not stated) before →
 * after.
 */
describe('the alarms in the rooms a brief names', () => {
  test.each([
    // £1,089 (the house's 8 alarms) → £408.
    ['Smoke alarms in the 3 bedrooms', 3],
    // £1,089 → £408: one in each of the house's 3 bedrooms.
    ['Smoke alarms in each bedroom', 3],
    // £1,089 → £272.
    ['Smoke alarms in the hall and landing', 2],
    // £1,089 → £136.
    ['Smoke alarm in the kitchen', 1],
    // £136 (the first count said, "a heat alarm", alone) → £408: the stairs are the landing's.
    ['A heat alarm in the kitchen and smoke alarms in the hall, stairs and landing', 3],
    // The count said of the rooms named wins.
    ['Two smoke alarms in the hall and landing', 2],
  ] as const)('%j prices %i alarms', (description, alarms) => {
    const plan = house(description)
    expect(lines(plan)).toEqual([`fire_alarm ${alarms}`])
    expect(plan.lineItems[0]!.working).toMatch(/description names/)
  })

  it('leaves alarms throughout as the house’s', () => {
    expect(lines(house('Mains smoke alarms throughout'))).toEqual(['fire_alarm 8'])
  })
})

describe('a flat’s alarms', () => {
  // 60 m²: 2 bedrooms, a reception room, the kitchen and the hall. The house geometry gave it a landing too (6).
  test.each([
    // £817 → £681.
    ['whole_house_renovation', 'Mains smoke alarms in my flat'],
    // £817 → £681.
    ['buy_to_let_preparation', 'New smoke alarms in the flat'],
    ['whole_house_renovation', 'Interlinked smoke alarms for our 2-bed apartment'],
  ] as const)('%s: %j has no landing alarm', (projectType, description) => {
    const plan = onItsForm(projectType, 60, description)
    expect(lines(plan)).toEqual(['fire_alarm 5'])
    expect(plan.lineItems[0]!.working).toContain('a flat has no landing')
  })

  it('keeps a maisonette’s landing, and reads no flat in a flat roof', () => {
    expect(lines(onItsForm('whole_house_renovation', 60, 'Mains smoke alarms in my maisonette'))).toEqual([
      'fire_alarm 6',
    ])
    expect(lines(onItsForm('whole_house_renovation', 60, 'Smoke alarms, and the flat roof is fine'))).toEqual([
      'fire_alarm 6',
    ])
  })
})

describe('a carbon monoxide alarm', () => {
  // Each was £110,493, the house's typical renovation: our fire alarm rate is a mains smoke or heat alarm's (UR-145 to
  // UR-147), and no rate of ours is a CO alarm's. Refused, naming who to ask (decision 069).
  test.each(['Fit a carbon monoxide alarm', 'CO detector', 'carbon monoxide detector in the boiler cupboard'])(
    '%j is refused, naming an electrician or gas engineer',
    (brief) => {
      const named = onlyUnpricedWorks(brief)
      expect(named.map((w) => w.name)).toEqual(['A carbon monoxide alarm'])
      expect(unpricedRefusal(named)).toContain('ask an electrician or Gas Safe registered engineer to quote')
    },
  )

  it('leaves one listed with the smoke and heat alarms to them', () => {
    expect(onlyUnpricedWorks('New smoke, heat and CO alarms')).toEqual([])
    expect(lines(house('New smoke, heat and CO alarms'))).toEqual(['fire_alarm 8'])
  })
})

describe('a fire door said with a new extension', () => {
  it('hangs it between the extension and the house (£52,609, the door dropped → £53,350)', () => {
    const plan = house('Rear extension with a fire door to the house')
    expect(soleTrade(plan)).toBe('Priced as a extension')
    expect(lines(plan).filter((l) => l.startsWith('door_fire'))).toEqual(['door_fire 1'])
    const without = house('Rear extension').totalIncVatPence
    expect(plan.totalIncVatPence - without).toBeGreaterThan(50_000)
    expect(plan.totalIncVatPence - without).toBeLessThan(100_000)
  })
})
