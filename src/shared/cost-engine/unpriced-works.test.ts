import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { EstimateRequestSchema, ProfessionalEstimateRequestSchema } from '#shared/schemas/estimates'
import { buildProfessionalEstimateRequest } from '#tests/factories/estimate'
import { onlyUnpricedWorks, UNPRICED_WORKS, unpricedRefusal, unpricedWorksNamed } from './unpriced-works'

/**
 * Work our rates don't price (decision 069). Named alone on the house form, each was priced as the typical extensive
 * renovation of the house: a gas safety certificate £111,877, a boiler service £123,064, an EICR £110,774, a loft ladder
 * and 4 kW of solar panels £123,064 each; a sink and tap on the kitchen form a £16,374 kitchen, an extractor fan on the
 * bathroom form a £7,052 bathroom.
 */
const names = (brief: string) => onlyUnpricedWorks(brief).map((w) => w.name)

describe('a brief naming only work we do not price', () => {
  it.each([
    ['Gas safety certificate for my rental', 'A gas safety check or certificate'],
    ['Annual boiler service', 'A boiler service or repair'],
    ['EICR for the flat', 'An electrical inspection (EICR) or PAT testing'],
    ['4 kW solar panels with a battery', 'Solar panels or battery storage'],
    ['New patio and fencing', 'Garden and outside works (a patio, driveway, fencing, decking or a shed)'],
    ['Fit a loft ladder', 'A loft ladder, hatch or boarding'],
    ['Replace the kitchen sink and tap only', 'A sink or taps swapped'],
    ['Replace the extractor fan only', 'An extractor fan'],
    ['New shower screen and tray in the en-suite', 'A shower screen, tray or enclosure'],
    ['Replace misted double glazed units in 3 windows', 'Misted or failed double-glazed units'],
    ['Victorian terrace, we are living in it: boiler service', 'A boiler service or repair'],
    // A room named only as where the work is, which was the house's light refresh (£22,440 to £34,208).
    ['Rewire the kitchen', 'A part rewire (one room or floor)'],
    ['New lighting in the kitchen', 'New lighting'],
    ['Replace the radiator in the bathroom', 'A radiator or towel rail swapped or moved'],
    ['Tile the bathroom floor', 'Tiling on its own'],
    // Each was the extensive renovation of the house (£123,064), a porch on the extension form £27,484 for 4 m².
    ['New staircase', 'A staircase replaced'],
    ['Replace the garage door', 'A garage door'],
    ['Front porch', 'A porch'],
    // "Porch extension" read as a new 25 m² extension (£52,609, 85 m² house, North).
    ['Porch extension at the front', 'A porch'],
    ['Take out a non-load-bearing stud wall', 'A stud or partition wall taken out'],
    // The house's extensive renovation (£167,874 on 90 m², London): four words after "replace" were one too many, and
    // "with a conservatory" read as the house's. Now refused, as "Replace the lean-to with a conservatory" was.
    ['Replace the old lean-to with a conservatory', 'A conservatory or orangery'],
    ['Build a garden room', 'A garden room, summer house or outbuilding'],
    ['Install air conditioning', 'Air conditioning'],
    ['Gut and refit the utility room', 'A utility room or boot room fitted'],
    ['Build a 12 m2 lean-to conservatory', 'A conservatory or orangery'],
    // Asked for with no verb, each was the house's extensive renovation (£167,874 on 90 m², London), or on the kitchen
    // form a kitchen (£24,103) and on the extension form an extension (£66,851).
    ['A conservatory', 'A conservatory or orangery'],
    ['We want a conservatory', 'A conservatory or orangery'],
    ['Conservatory', 'A conservatory or orangery'],
    ['An orangery', 'A conservatory or orangery'],
    ['A new conservatory on the back', 'A conservatory or orangery'],
    ['Soundproof the bedroom wall', 'Soundproofing'],
    [
      'Replace the conservatory roof',
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ],
    ['External wall insulation', 'Wall insulation (external, internal or solid walls)'],
    ['Install a stairlift', 'A stairlift or adaptations for access'],
    ['Render the outside of the house', 'Rendering the outside walls'],
    ['Power flush', 'A power flush'],
    [
      'Fix the leaking roof',
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ],
    // With what replaces it said, a conservatory's roof was the house's extensive renovation (£110,493).
    [
      'Replace the conservatory roof with a solid roof',
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ],
    // A flat roof re-covered on a garage or an extension is priced (small works); a dormer's is not.
    [
      'Replace the flat roof on the dormer',
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ],
    ['Repair the ceiling after a leak', 'A ceiling or wall repair'],
    // It was the house's extensive renovation (£110,493 on 85 m²).
    ['Open up the fireplace in the living room', 'A fireplace opened up or reinstated'],
    // Each was the house's extensive renovation (£110,493 and £103,460 on 85 m²).
    [
      'Replace the lead valley and some slates',
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ],
    ['Sash window restoration, 6 windows', 'Sash window repair or restoration'],
    // Each was the house's extensive renovation (£117,222 and £110,493 on 85 m²).
    ['Porcelain tiles in the hallway', 'Tiling on its own'],
    [
      'Replace the slipped tiles on the roof',
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ],
    // On the kitchen form a whole kitchen (£17,669, or £3,933 of worktops for the doors); the bathroom's a refit (£7,052).
    ['Appliances only', 'Kitchen doors and drawer fronts, or appliances, on their own'],
    ['New kitchen doors only', 'Kitchen doors and drawer fronts, or appliances, on their own'],
    ['Replace the bath', 'A bath swapped'],
    ['Retile the shower', 'Tiling on its own'],
    // On their forms a whole kitchen (£17,669) and a bathroom's refit (£7,052).
    ['New cabinet doors and handles', 'Kitchen doors and drawer fronts, or appliances, on their own'],
    // Each was the house's extensive renovation (£110,493 on 85 m²), or on the house form a kitchen (£17,669).
    ['Fit a new oven and hob', 'Kitchen doors and drawer fronts, or appliances, on their own'],
    ['Move the radiator in the bedroom', 'A radiator or towel rail swapped or moved'],
    ['Insulate the walls', 'Wall insulation (external, internal or solid walls)'],
    ['Replace the downstairs floorboards', 'Floorboards or floor joists replaced or repaired'],
    // Each was the house's extensive renovation (£110,493 on 85 m²): the party wall read as a beam's, the rest as
    // nothing at all.
    ['Soundproof the party wall', 'Soundproofing'],
    ['Replace the rotten floor joists in the front room', 'Floorboards or floor joists replaced or repaired'],
    ['Asbestos removal', 'Asbestos testing or removal'],
    ['Fix the subsidence crack', 'Subsidence or structural movement repairs (underpinning, crack stitching)'],
    ['Underpinning needed at the back', 'Subsidence or structural movement repairs (underpinning, crack stitching)'],
    ['Treat woodworm in the loft', 'Woodworm, dry rot or wet rot treatment'],
    ['Dry rot under the stairs', 'Woodworm, dry rot or wet rot treatment'],
    ['New CCTV and burglar alarm', 'A burglar alarm, CCTV or security system'],
    ['Move the boiler to the loft', 'A boiler moved'],
    ['Replace the gas fire with an electric fire', 'A gas or electric fire'],
    ['Electric radiators throughout', 'Electric heating (storage heaters or electric radiators)'],
    ['Replace the lintel above the back door', 'A lintel replaced'],
    ['Lay a new concrete floor in the garage', 'A concrete floor or screed laid on its own'],
    ['Repair the render', 'Rendering the outside walls'],
    [
      'Repair the roof',
      'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
    ],
    ['Chimney removal', 'A chimney stack taken down'],
    [
      'Tidy up the garden and paint the fence',
      'Garden and outside works (a patio, driveway, fencing, decking or a shed)',
    ],
    [
      'Replace the skirting in the living room',
      "Coving, cornices, window boards, or one room's skirting boards or architraves",
    ],
    ['New coving in the lounge', "Coving, cornices, window boards, or one room's skirting boards or architraves"],
    ['Lift and relay the garden path', 'Garden and outside works (a patio, driveway, fencing, decking or a shed)'],
    ['Regrout and reseal the shower', 'Regrouting or resealing'],
    // Everyday repairs, each the house's extensive renovation (£110,493 on 85 m², North), or the room refitted where it
    // names one: "the leak under the bath" and, on the bathroom form, "fix the leaking shower" a bathroom (£7,052), "the
    // cracked ceiling in the kitchen" a kitchen (£33,358). "The leak under the bath" was a roofer's too.
    ['Fix a leaking radiator', 'A leak or plumbing repair, or a cold water tank replaced'],
    ['Fix the leaking shower', 'A leak or plumbing repair, or a cold water tank replaced'],
    ['Fix the leak under the bath', 'A leak or plumbing repair, or a cold water tank replaced'],
    ['Replace the cold water tank in the loft', 'A leak or plumbing repair, or a cold water tank replaced'],
    // A kitchen refitted (£16,980 on 60 m², North): "under the sink" was left outside the repair's words (decision 069,
    // later).
    ['Fix the leaking pipe under the sink', 'A leak or plumbing repair, or a cold water tank replaced'],
    // The WC's own leak is the WC's: a new one cures it (decision 069, later uk-rates-2026.100).
    ['Fix the leaking cistern', 'A toilet or cistern repair'],
    ['Fix the running toilet', 'A toilet or cistern repair'],
    ['Unblock the drains', 'A blocked or broken drain'],
    ['Fix the sagging ceiling in the front bedroom', 'A ceiling or wall repair'],
    ['Fix the cracked ceiling in the kitchen', 'A ceiling or wall repair'],
    ['Replace the bannister', 'A banister, balustrade or handrail replaced'],
    ['New banister and spindles', 'A banister, balustrade or handrail replaced'],
    // Everyday small jobs (85 m² house, North, inc VAT, the scope as the route resolves it from the brief), each priced
    // as the house's job before: £110,493 (the extensive renovation) for doors rehung, £21,590 (a light refresh with
    // a bathroom) for pipes boxed in, £2,816 (the whole house repainted) for one door, £2,966 (new fascias and
    // gutters) for a gutter clean, £3,306 (54 m² of the house's repointing) for a chimney stack.
    ['Rehang the internal doors', 'Doors rehung, eased or adjusted'],
    ['Box in the pipes in the bathroom', 'Pipes boxed in'],
    ['Repaint the front door', 'An outside door painted on its own'],
    ['Clear the gutters', 'Gutters cleared or unblocked'],
    ['Repoint the chimney', 'A chimney stack repointed or repaired'],
  ])('%j is refused as %j', (brief, name) => {
    expect(names(brief)).toEqual([name])
  })

  it.each([
    'New kitchen with a belfast sink',
    'Bathroom refit with a new extractor fan',
    'Full rewire and EICR',
    'Fire doors, interlinked alarms and a gas safety certificate for the HMO licence',
    'Replace the patio doors with bi-folds',
    'Annual boiler service, and replace the kitchen worktops with quartz',
    'Full refurbishment of a 3 bed semi',
    'Full rewire and new lighting',
    'New bathroom with a heated towel rail',
    'New kitchen with integrated appliances',
    'Re-roof the house',
    'Replace the roof tiles',
    'New uPVC windows and front door',
    'Replace the bath with a walk-in shower',
    // A refit said as such is the room's job (on the bathroom form it was refused as regrouting).
    'Full refit, regrout everything',
    'New kitchen with a new oven and hob',
    'Sand and varnish the floorboards',
    // A basement dug out is underpinned by its own work; a fire alarm is an HMO's compliance.
    'Dig out the cellar and underpin the walls',
    'Fire doors and a new fire alarm system',
    'Full renovation, there may be asbestos in the artex',
    // The storage heaters go; a breast taken out is small works.
    'Replace the old night storage heaters with a new gas central heating system',
    'Remove the chimney breast',
    // A combi's swap takes the tanks out; a leaking shower replaced is the bathroom's new one.
    'Replace the boiler with a combi and remove the water tanks',
    'Replace the leaking shower with a walk-in shower',
    // The roofline renewed is small works; a door painted with a room is the decorator's; a chimney with the house's
    // walls is their repointing.
    'Replace the gutters',
    'Clear the gutters and replace the fascias',
    'Repaint the hall and the front door',
    'Repoint the house and the chimney',
    // The conservatory is where the radiator goes: it was refused as a conservatory built.
    'Add a radiator in the conservatory',
  ])('%j names work we price: priced', (brief) => {
    expect(names(brief)).toEqual([])
  })

  it('says what is not priced, who to ask and what we do price', () => {
    expect(unpricedRefusal(onlyUnpricedWorks('Gas safety certificate and an EICR'))).toBe(
      "Our rate data doesn't cover a gas safety check or certificate and an electrical inspection (EICR) or PAT testing, so we can't price them: ask a Gas Safe registered engineer or a registered electrician to quote. Describe the building work you want priced (for example a new kitchen, a rewire or redecorating) to get an estimate.",
    )
  })

  it('is refused by both forms on the brief, unless a scope is chosen or an answer asks for work', () => {
    const first = { projectType: 'whole_house_renovation', sizeSqm: 90, region: 'north' }
    const refused = EstimateRequestSchema.safeParse({ ...first, description: 'Annual boiler service' })
    expect(refused.error?.issues.map((i) => i.path.join('.'))).toEqual(['description'])
    expect(EstimateRequestSchema.safeParse({ ...first, customRequirements: 'boiler service' }).success).toBe(false)
    expect(
      EstimateRequestSchema.safeParse({ ...first, description: 'Annual boiler service', renovationScope: 'light' })
        .success,
    ).toBe(true)
    const answered = { description: 'Annual boiler service', smartAnswers: { rewiring: 'yes' } }
    expect(EstimateRequestSchema.safeParse({ ...first, ...answered }).success).toBe(true)
    const facts = { description: 'Annual boiler service', smartAnswers: { living_in: 'yes', rewiring: 'no' } }
    expect(EstimateRequestSchema.safeParse({ ...first, ...facts }).success).toBe(false)
    const pro = ProfessionalEstimateRequestSchema.safeParse(
      buildProfessionalEstimateRequest({ scope: 'EICR and PAT testing' }),
    )
    expect(pro.error?.issues.map((i) => i.path.join('.'))).toEqual(['scope'])
  })
})

describe("an unpriced work's words stop at a clause break", () => {
  // "New kitchen and a conservatory" was refused as a conservatory: its "new" ran on across "kitchen and a". A work's
  // words never swallow another clause's work (decision 069, later uk-rates-2026.101).
  it.each([
    ['New kitchen and a conservatory', ['A conservatory or orangery']],
    ['New kitchen plus an orangery', ['A conservatory or orangery']],
    ['New kitchen, then a conservatory on the back', ['A conservatory or orangery']],
    // It was refused as floorboards replaced (£24,103 once read as the kitchen, 90 m², London).
    ['Replace the kitchen and floorboards', []],
    // "With" brings in another thing, not a word of the thing a verb is said of: each was refused as the conservatory
    // or the floorboards ("new" run on across "kitchen with a"); now the kitchen, £24,103 (90 m², London, mid), the
    // conservatory listed as not priced, as "New kitchen and a conservatory".
    ['New kitchen with a conservatory', ['A conservatory or orangery']],
    ['New kitchen with conservatory', ['A conservatory or orangery']],
    ['New kitchen with an orangery', ['A conservatory or orangery']],
    ['Refit the bathroom with a conservatory', ['A conservatory or orangery']],
    ['New kitchen with floorboards', []],
  ])('%j is the room asked for, with %j named beside it', (brief, named) => {
    expect(onlyUnpricedWorks(brief)).toEqual([])
    expect(unpricedWorksNamed(brief).map((w) => w.name)).toEqual(named)
  })

  // The table: "<verb> kitchen and a <X>" for each unpriced work's words, under every verb the works start with.
  const verbs = ['new', 'replace the', 'fix the', 'repair the', 'renew the', 'remove the', 'build a', 'add a']
  const works = [
    'conservatory',
    'orangery',
    'lintel',
    'concrete floor',
    'gas fire',
    'chimney stack',
    'boiler',
    'staircase',
    'banister',
    'fireplace',
    'render',
    'floorboards',
    'joists',
    'sash windows',
    'roof',
    'ceiling',
    'leaking pipe',
    'dripping tap',
    'cold water tank',
    'drains',
    'kitchen doors',
    'oven',
    'bath',
    'utility room',
    'soundproofing',
    'stud wall',
    'door handles',
    'misted units',
    'extractor fan',
    'sink',
    'taps',
    'shower screen',
    'radiator',
    'coving',
    'skirting boards',
    'toilet',
    'cistern',
    'doors',
    'pipes',
    'front door',
    'gutters',
  ]
  const briefs = verbs.flatMap((v) =>
    works.flatMap((x) => ['and a', 'and', 'plus the', 'with a', 'with'].map((j) => `${v} kitchen ${j} ${x}`)),
  )
  it.each(UNPRICED_WORKS.map((w) => [w.name, w.pattern] as const))(
    '%s: never runs across "and" or "with"',
    (_, pattern) => {
      const across = briefs.flatMap((brief) =>
        [...brief.matchAll(new RegExp(pattern.source, 'g'))]
          .filter((m) => m.index < brief.indexOf(' kitchen ') + 1 && m.index + m[0].length > brief.indexOf(' kitchen '))
          .map((m) => m[0]),
      )
      expect(across).toEqual([])
    },
  )

  it('keeps a conservatory the house has, or one where other work is, out of the works named', () => {
    for (const brief of [
      'Full refurbishment of a 3 bed semi with a conservatory',
      'Full renovation, the house has a conservatory',
      'Add a radiator in the conservatory',
      'Paint the conservatory walls',
      'Decorate the conservatory',
      // "With" after the house, or after work said of the house, is one it has.
      'Renovate the house with a conservatory',
      'Renovate the 3 bed semi with a conservatory',
      'New kitchen in a semi with a conservatory',
      'Victorian terrace with a conservatory, new kitchen',
      // A room's own part after "with" stays the room's: priced, nothing listed.
      'New kitchen with an island',
    ])
      expect(unpricedWorksNamed(brief).map((w) => w.name)).toEqual([])
  })

  it('refuses a conservatory alone, and prices the kitchen beside one, on each form it can be typed on', () => {
    const first = (projectType: string, sizeSqm: number, description: string) =>
      EstimateRequestSchema.safeParse({ projectType, sizeSqm, region: 'london', description })
    const pro = (projectType: string, scope: string) =>
      ProfessionalEstimateRequestSchema.safeParse(buildProfessionalEstimateRequest({ projectType, scope }))
    const message = unpricedRefusal(onlyUnpricedWorks('A conservatory'))
    expect(message).toMatch(/^Our rate data doesn't cover a conservatory or orangery, so we can't price it/)
    // Each was priced: the house's extensive renovation (£167,874), a kitchen (£24,103), an extension (£66,851 on the
    // first form, £66,400 on the professional one).
    expect(first('whole_house_renovation', 90, 'A conservatory').error?.issues.map((i) => i.message)).toEqual([message])
    expect(first('kitchen_renovation', 12, 'A conservatory').success).toBe(false)
    expect(first('extension', 20, 'A conservatory').success).toBe(false)
    expect(pro('extension', 'A conservatory on the back').error?.issues.map((i) => i.path.join('.'))).toEqual(['scope'])
    // Each was refused as the conservatory (its "new" ran across "kitchen and a", or "kitchen with a").
    for (const brief of ['New kitchen and a conservatory', 'New kitchen with a conservatory']) {
      expect(first('whole_house_renovation', 90, brief).success).toBe(true)
      expect(first('kitchen_renovation', 12, brief).success).toBe(true)
      expect(pro('whole_house_renovation', brief).success).toBe(true)
      expect(pro('kitchen', brief).success).toBe(true)
    }
    // A conservatory built on the extension form is still refused: a conservatory installer's price, not ours.
    expect(pro('extension', 'Build a 12 m2 conservatory').success).toBe(false)
  })
})

describe('named beside work we price', () => {
  const house = estimatorFor(buildCostInput({ sizeSqm: 90, scopeKnown: false }))
  const kitchen = estimatorFor(buildCostInput({ projectType: 'kitchen_renovation', sizeSqm: 12, scopeKnown: false }))

  it('is listed as not priced, with who to ask', () => {
    const plan = house({ description: 'New kitchen and 4 kW solar panels on the roof' })
    expect(plan.exclusions).toContain(
      'Solar panels or battery storage: mentioned in your description but not priced in this estimate; ask an MCS-certified installer to quote it.',
    )
    expect(plan.lineItems.map((l) => l.rateId)).toContain('kitchen_units')
  })

  it('reads a repair under the sink beside a new bathroom as the repair, not a kitchen', () => {
    // It was £39,873 (North, inc VAT), the house's light refresh with a kitchen stripped out; it is the bathroom's job,
    // £7,052, as "New bathroom" (whose refit renews the plumbing the repair is carried by).
    const plan = house({ description: 'New bathroom and fix the leaking pipe under the sink', region: 'north' })
    expect(plan.facts.baseType).toBe('bathroom')
    expect(plan.totalIncVatPence).toBe(house({ description: 'New bathroom', region: 'north' }).totalIncVatPence)
  })

  // Each was refused (the conservatory's "new" ran across "kitchen and a", "kitchen with a"); now as "New kitchen",
  // £24,103 on 90 m² in London on the first form, as "Build a conservatory and a new kitchen" already was.
  it.each(['New kitchen and a conservatory', 'New kitchen with a conservatory'])(
    'prices the kitchen in %j, the conservatory listed',
    (description) => {
      const plan = house({ description, region: 'london' })
      expect(plan.facts.baseType).toBe('kitchen')
      expect(plan.totalIncVatPence).toBe(house({ description: 'New kitchen', region: 'london' }).totalIncVatPence)
      expect(plan.totalIncVatPence).toBe(
        house({ description: 'Build a conservatory and a new kitchen', region: 'london' }).totalIncVatPence,
      )
      expect(plan.exclusions).toContain(
        'A conservatory or orangery: mentioned in your description but not priced in this estimate; ask a conservatory installer to quote it.',
      )
    },
  )

  it("is not listed where it is a refit's own fitting (a kitchen's sink)", () => {
    const plan = kitchen({ description: 'New kitchen with a belfast sink' })
    expect(plan.exclusions.filter((e) => e.includes('not priced in this estimate'))).toEqual([])
  })
})
