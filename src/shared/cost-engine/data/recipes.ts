import type { FlagId } from '../flag-id'
import type { FeeId, Geometry, ProjectProfile, Recipe, RecipeLine, ScopeShares } from '../rate-table'

/**
 * Per-type take-off recipes: which work items a project of each kind needs, and how each quantity follows from the
 * floor area (geometry), the scope (share of each item done: cosmetic, light, medium, extensive, full), the
 * condition and the cost-driver flags. Shares and quantity rules are our estimating assumptions: a QS's feasibility
 * take-off rules of thumb (quantities.ts), not figures fitted to published project totals.
 */

const DATE = '2025'
const TAKEOFF = 'Our take-off rules of thumb from the floor area (NRM1 order-of-cost practice: quantities from the gross internal floor area): rooms of about 14 m2, wall area = room perimeters x 2.4 m storey height less 15% openings (about 2.2 m2 of wall per m2 of floor in a house), roof = footprint x 1.25 for pitch, one window per 9 m2 and one bathroom per 80 m2 unless answered; scope shares are our assumption of the share of each item done at each scope'

const s = (a: number, b: number, c: number, d: number, e: number): ScopeShares => [a, b, c, d, e]
const ALL: ScopeShares = [1, 1, 1, 1, 1]
function L(rateId: string, basis: RecipeLine['basis'], opts: Omit<RecipeLine, 'rateId' | 'basis'> = {}): RecipeLine {
  return { rateId, basis, ...opts }
}
const when = (...flags: FlagId[]) => ({ when: flags })

/**
 * A domestic builder's overheads and profit on what it buys at cost (net-rate lines and its preliminaries; trade
 * prices carry their own): PRICE-BUILD-UP.md §3, checkthequote "Overheads and profit (O&P): typically 15–25%", and
 * self-build.co.uk (Build It) "add the builder's profit (say around 20%)" on its net brick-and-block rate: 20%.
 */
const OHP_DOMESTIC = 20
/**
 * Preliminaries on new work (extensions, lofts, basements), where site set-up, plant, skips and access are not in any
 * line: PRICE-BUILD-UP.md §1, the costestimator.co.uk worked example (preliminaries and supervision 9.3% plus plant,
 * skips and access 5.3% of cost) and §2 bridgestation (15% under £250,000): 15%. Refurbishment recipes price their
 * skips in the strip-out lines and carry less.
 */
const PRELIMS_NEW_WORK = 15

const HOUSE_GEOMETRY: Geometry = {
  storeys: 2, roomSqm: 14, ceilingHeightM: 2.4, bedroomSqm: 30, minBedrooms: 1, bathroomSqm: 80, minBathrooms: 1,
  unitSqm: 0, minUnits: 1, kitchensPerUnit: 1, kitchenRunLm: 6, windowsSqm: 9, doorsSqm: 12, singleSpace: false, extWallSides: 0,
}
const ROOM_GEOMETRY: Geometry = {
  ...HOUSE_GEOMETRY, storeys: 1, singleSpace: true, bedroomSqm: 0, minBedrooms: 0, bathroomSqm: 0, minBathrooms: 0,
  kitchensPerUnit: 0, windowsSqm: 10, doorsSqm: 1000,
}

const RESIDENTIAL_DRIVERS = ['living_in', 'access', 'property_age', 'listed_status', 'empty_two_years']

/** The heating work at every scope: none (any boiler or radiators are flag-driven lines), or a new system throughout. */
const NO_HEATING: Recipe['heatingByScope'] = ['none', 'none', 'none', 'none', 'none']
const NEW_HEATING: Recipe['heatingByScope'] = ['new_system', 'new_system', 'new_system', 'new_system', 'new_system']
/**
 * A new system around an air-source heat pump, for a building off the gas grid that becomes a dwelling (a barn: no gas
 * main to connect a boiler to, and a new dwelling's energy standard to meet under Part L).
 */
const HEAT_PUMP_SYSTEM: Recipe['heatingByScope'] = ['heat_pump', 'heat_pump', 'heat_pump', 'heat_pump', 'heat_pump']

/** Period repairs and heritage works, on the `period` and `listed` flags; `per`: the share of the floor repaired. */
const PERIOD_AND_LISTED = (period: Pick<RecipeLine, 'per'> = {}): RecipeLine[] => [
  L('period_repairs', 'floorArea', { ...period, conditionScaled: true, when: ['period'] }),
  L('heritage_works', 'floorArea', { conditionScaled: true, when: ['listed'] }),
]

/**
 * The boiler: a combi serves up to two showers; three or more need a system boiler and an unvented cylinder
 * (quantities.ts combiBoilers / systemBoilers). A boiler swap power-flushes the existing pipework; a new system
 * (new pipework and radiators) needs no power-flush.
 */
/**
 * Small works, priced as named whether the brief names only these or a bigger job with them (decision 065).
 */
// As many doors as the brief names ("the front and back doors": two).
const FRONT_DOOR = L('ext_door', 'extDoors', { when: ['front_door'], label: 'Replace the external door and frame, supplied and fitted' })
const ROOFLINE = L('fascias_gutters', 'eavesLm', when('fascias'))
/** Three elevations of a semi (front, rear and gable). */
const EXTERIOR_PAINT = L('exterior_paint', 'facadeArea', { per: 0.75, when: ['exterior_paint'], label: 'Masonry paint to the front, rear and gable elevations: wash down, fill, two coats' })
const LOG_BURNER = L('log_burner', 'each', when('log_burner'))
const EV_CHARGER = L('ev_charger', 'each', when('ev_charger'))
const CAVITY_INSULATION = L('cavity_insulation', 'facadeArea', when('cavity_insulation'))
const CHIMNEY_BREAST_REMOVED = L('chimney_breast_removal', 'each', when('chimney_breast_removed'))
const FLAT_ROOF = L('flat_roof_recover', 'flatRoofArea', when('flat_roof_recovered'))
/** A cellar tanked on its own (decision 073): the basement's tanking, over the cellar's walls and floor. */
const CELLAR_TANKED = L('basement_tanking', 'cellarTankedArea', { when: ['cellar_tanked'], label: 'Tank the cellar to BS 8102: cavity drain membrane or tanking to its walls and floor, drainage, sump and pump (finishes over it not included)' })

const KITCHEN_RESPRAY = L('kitchen_respray', 'kitchenRunLm', when('kitchen_respray'))

const BOILER_LINES: RecipeLine[] = [
  L('boiler', 'combiBoilers', { when: ['heat_boiler'], label: 'Replace boiler: condensing combi, flue and controls, power-flush of the existing system' }),
  L('boiler', 'systemBoilers', { when: ['heat_boiler'], label: 'Replace boiler: condensing system boiler (three or more showers), flue and controls, power-flush of the existing system' }),
  L('boiler', 'combiBoilers', { when: ['heat_system'], label: 'New condensing combi boiler, flue and controls (new pipework: no power-flush)' }),
  L('boiler', 'systemBoilers', { when: ['heat_system'], label: 'New condensing system boiler, flue and controls (three or more showers; new pipework: no power-flush)' }),
  L('cylinder', 'systemBoilers', when('heat_system', 'heat_boiler')),
]

/** Heating, electrics, damp, structure, roof and windows: shared by the refurbishment recipes. */
const SERVICES_AND_FABRIC: RecipeLine[] = [
  L('damp_treatment', 'groundPerimeterLm', when('damp')),
  L('steel_beam', 'each', when('structural')),
  L('roof_recover', 'roofArea', when('roof_recover')),
  L('scaffold', 'each', { per: 3, when: ['roof_recover'], label: 'Scaffold to three elevations (front, rear and gable of a semi) for the re-roof' }),
  L('roof_repairs', 'roofArea', when('roof_repairs')),
  L('window', 'windows', when('windows_all')),
  L('window', 'windows', { per: 0.4, when: ['windows_some'], label: 'Replace some windows (about 40%)' }),
  L('ext_door', 'each', when('windows_all')),
  L('layout_change', 'each', when('layout_change')),
  ...BOILER_LINES,
  L('heating_distribution', 'radiators', when('heat_system', 'heat_pump')),
  L('heat_pump', 'each', when('heat_pump')),
  L('ufh', 'floorArea', { per: 0.35, when: ['ufh'] }),
  L('rewire', 'electricalPoints', when('rewire')),
  L('bifold', 'each', when('bifold')),
  L('french_doors', 'each', when('french_doors')),
  L('rooflight', 'rooflights', when('rooflights')),
  // Small works a bigger job names too (decision 065); the door is in the windows line where every window and door is replaced.
  { ...FRONT_DOOR, unless: ['windows_all'] },
  ROOFLINE,
  EXTERIOR_PAINT,
  LOG_BURNER,
  EV_CHARGER,
  CAVITY_INSULATION,
  CHIMNEY_BREAST_REMOVED,
  FLAT_ROOF,
  CELLAR_TANKED,
  ...PERIOD_AND_LISTED(),
]

/** `services`: the plumbing and electrical lines' shares, where they differ from the fittings' (default the same). */
/**
 * A kitchen: strip-out, units, worktops, appliances, services and splashback; units the customer supplies are fitted
 * only. Where the units stay ("units stay": new worktops or a sink on the old carcasses), nothing is stripped and no
 * units, appliances or new circuits are priced; the worktops, the sink's plumbing and the splashback are.
 */
const KITCHEN_FITOUT = (sh: ScopeShares, services: ScopeShares = sh): RecipeLine[] => leftOutWhen(['kitchen_kept'], [
  // The kitchens removed are those the building has now (one in a house being divided), not the number fitted.
  L('strip_kitchen', 'existingKitchens', { scope: sh, unless: ['units_kept'] }),
  L('kitchen_units', 'kitchenRunLm', { scope: sh, unless: ['units_kept', 'units_supplied'] }),
  L('kitchen_fit', 'kitchenRunLm', { scope: sh, when: ['units_supplied'], unless: ['units_kept'] }),
  L('worktop', 'kitchenRunLm', { scope: sh, unless: ['worktop_stone', 'worktops_kept'] }),
  L('worktop_stone', 'kitchenRunLm', { scope: sh, when: ['worktop_stone'], unless: ['worktops_kept'] }),
  L('appliances', 'applianceSets', { scope: sh, unless: ['appliances_kept', 'units_kept'] }),
  L('kitchen_plumbing', 'kitchens', { scope: services, unless: ['worktops_kept'] }),
  L('kitchen_electrics', 'kitchens', { scope: services, unless: ['units_kept'] }),
  L('tiling_walls', 'kitchenRunLm', { per: 0.6, scope: sh, unless: ['worktops_kept'], label: 'Kitchen splashback tiling' }),
  // The units kept and their doors resprayed (decision 066).
  KITCHEN_RESPRAY,
])
const BATHROOM_FITOUT = (sh: ScopeShares, services: ScopeShares = sh): RecipeLine[] => leftOutWhen(['bathroom_kept'], [
  // The suites removed are those the building has now, not the number fitted.
  L('strip_bathroom', 'existingBathrooms', { scope: sh }),
  L('bathroom_suite', 'sanitaryUnits', { scope: sh, unless: ['shower_rooms'] }),
  L('ensuite_suite', 'sanitaryUnits', { scope: sh, when: ['shower_rooms'], label: 'Shower room suite (shower enclosure and tray, WC, basin), supplied and fitted' }),
  L('bathroom_plumbing', 'sanitaryUnits', { scope: services }),
  L('bathroom_electrics', 'bathrooms', { scope: services }),
  L('tiling_walls', 'bathroomTileArea', { scope: sh, label: 'Bathroom wall tiling' }),
  L('floor_tiling', 'bathroomFloorArea', { scope: sh }),
])
/** The lines without those priced at the given rates (a building that has none of what they remove or repair). */
const omit = (lines: RecipeLine[], rateIds: string[]) => lines.filter((l) => !rateIds.includes(l.rateId))
/**
 * The lines left out when any of `flags` is on. A letting refresh the description calls cosmetic replaces none of the
 * kitchen or bathroom fittings (the `cosmetic` flag, light scopes only): surfaces, floors and repairs. (A whole-house
 * renovation's light rung replaces the kitchen and bathroom whatever it is called: contractors' light tiers describe
 * it so.)
 */
const leftOutWhen = (flags: FlagId[], lines: RecipeLine[]): RecipeLine[] =>
  lines.map((l) => ({ ...l, unless: [...(l.unless ?? []), ...flags] }))
/** The lines done in full, whatever the rung, when any of `flags` is on (the brief names the work). */
const fullWhen = (flags: FlagId[], lines: RecipeLine[]): RecipeLine[] =>
  lines.map((l) => ({ ...l, fullWhen: [...(l.fullWhen ?? []), ...flags] }))
/** Finishes to a whole dwelling; the shares by scope differ between a renovation and a letting refresh. */
interface FinishShares { strip: ScopeShares; makingGood: ScopeShares; partitions: ScopeShares; doors: ScopeShares; plaster: ScopeShares; ceiling: ScopeShares; floor: ScopeShares; electrics: ScopeShares; pipework: ScopeShares; external: ScopeShares }
// "... nothing else" (`named_only`): the refresh around a list of works is left out, and of the surfaces only those the
// brief names are done, in full (decision 064).
const DWELLING_FINISHES = (f: FinishShares): RecipeLine[] => [
  ...leftOutWhen(['named_only'], [
    L('strip_general', 'floorArea', { scope: f.strip, conditionScaled: true }),
    L('making_good', 'floorArea', { scope: f.makingGood, conditionScaled: true }),
    L('stud_partition', 'floorArea', { per: 0.1, scope: f.partitions, unless: ['layout_kept'], label: 'New partitions (layout alterations)' }),
    L('door_internal', 'doors', { scope: f.doors }),
    L('skirting', 'skirtingLm', { scope: f.doors }),
  ]),
  ...fullWhen(['replaster_said'], leftOutWhen(['unnamed_plaster'], [
    L('plaster_walls', 'wallArea', { scope: f.plaster, conditionScaled: true }),
    L('ceiling', 'ceilingArea', { scope: f.ceiling, conditionScaled: true }),
  ])),
  L('floor_finish', 'floorArea', { scope: f.floor, unless: ['unnamed_floor'], fullWhen: ['floor_said'] }),
  L('decoration', 'decorArea', { scope: ALL, unless: ['unnamed_decoration'] }),
  ...leftOutWhen(['named_only'], [
    L('electrics_partial', 'floorArea', { scope: f.electrics, unless: ['rewire'] }),
    L('plumbing_new_space', 'floorArea', { scope: f.pipework, label: 'Renew hot/cold water and waste pipework' }),
    // A flat's outside is the freeholder's to repair (as its roof: the roof question reads a flat as no roof work).
    L('external_works', 'footprintArea', { scope: f.external, unless: ['a_flat'], label: 'External repairs and decoration, gutters, paths' }),
    // A flat has no loft of its own, and the rate's build-up is half a loft's insulation and half a ground floor's,
    // its draught-proofing with no figure of its own: the line is left out for a flat (decision 065, later).
    L('insulation_upgrade', 'floorArea', { scope: f.pipework, unless: ['a_flat'] }),
    L('joinery_refurb', 'floorArea', { scope: f.partitions }),
  ]),
]
/** A renovation: most elements are renewed from medium scope up (published whole-house rates assume this). */
const RENOVATION: FinishShares = {
  strip: s(0, 0.2, 0.6, 0.9, 1), makingGood: s(0.3, 0.5, 0.8, 1, 1), partitions: s(0, 0, 0.2, 0.6, 1), doors: s(0, 0.3, 0.8, 1, 1),
  plaster: s(0, 0.1, 0.4, 0.8, 1), ceiling: s(0, 0.05, 0.3, 0.7, 1), floor: s(0, 1, 1, 1, 1), electrics: s(0, 0.15, 0.6, 0.6, 0.6),
  pipework: s(0, 0, 0.4, 0.8, 1), external: s(0, 0.2, 0.5, 0.8, 1),
}
/**
 * A letting refresh: mostly decoration and floor coverings until the scope is extensive. At a light refresh the
 * ladder (src/shared/scope.ts: "decorating plus new flooring and a few new fittings; services and structure left
 * alone") rules out electrical alterations and replastering: small repairs are making good.
 */
const LETTING: FinishShares = {
  strip: s(0.05, 0.2, 0.4, 0.7, 1), makingGood: s(0.12, 0.3, 0.6, 0.8, 1), partitions: s(0, 0, 0, 0.2, 0.5), doors: s(0, 0.1, 0.3, 0.6, 1),
  plaster: s(0.02, 0, 0.2, 0.5, 1), ceiling: s(0, 0, 0.15, 0.4, 0.8), floor: s(0.25, 0.6, 0.8, 1, 1), electrics: s(0.05, 0, 0.4, 0.6, 0.6),
  pipework: s(0, 0, 0.1, 0.4, 0.8), external: s(0, 0.1, 0.2, 0.4, 0.8),
}
/** Conversions renew everything whatever the scope word. */
const CONVERSION: FinishShares = {
  strip: ALL, makingGood: s(0.6, 0.8, 1, 1, 1), partitions: ALL, doors: ALL, plaster: s(0.6, 0.7, 0.85, 1, 1), ceiling: s(0.6, 0.7, 0.85, 1, 1),
  floor: ALL, electrics: ALL, pipework: ALL, external: s(0.3, 0.5, 0.7, 0.9, 1),
}

const HOUSE_DRIVERS = ['rewiring', 'heating', 'damp', 'structural_walls', 'roof_work', 'windows', 'bathrooms_count', 'rooms_count', 'fittings_quality', 'layout_change', ...RESIDENTIAL_DRIVERS]

/**
 * What each rung of the scope ladder (src/shared/scope.ts) switches on in a dwelling, as the ladder describes it:
 * decorating only and a light refresh leave services and structure alone; a refurbishment renews the kitchen,
 * bathroom and fittings with some replastering and updated electrics or heating (a boiler swap, not a new system);
 * an extensive job renews most finishes and services (a rewire, a new heating system, all windows, layout changes);
 * full / back to brick adds structural work and damp treatment. Poor condition brings the repairs forward.
 */
const houseBase = {
  flagDefaults: {
    rewire: { fromScope: 3, fromCondition: 4 },
    damp: { fromScope: 4, fromCondition: 4 },
    structural: { fromScope: 4 },
    roof_repairs: { fromScope: 3, fromCondition: 3 },
    windows_all: { fromScope: 3, fromCondition: 4 },
    layout_change: { fromScope: 3 },
  },
  heatingByScope: ['none', 'none', 'replace_boiler', 'new_system', 'new_system'] as Recipe['heatingByScope'],
  preliminariesPercent: 12, overheadsProfitPercent: OHP_DOMESTIC, contingencyBasePercent: 10,
  livingInDefault: false,
}

function recipe(r: Omit<Recipe, 'source' | 'date'> & { source?: string }): Recipe {
  return { source: TAKEOFF, date: DATE, ...r }
}

/** A room done while the owner lives in (kitchen, bathroom, one room, decorating): no heating by scope, no fees. */
const ROOM_BASE = {
  heatingByScope: NO_HEATING,
  preliminariesPercent: 8, overheadsProfitPercent: OHP_DOMESTIC, contingencyBasePercent: 5,
  fees: [], designFeePercent: 0, livingInDefault: true,
}

/**
 * New work beside or under the house (extension, loft, basement), the owner living in: the structural engineer,
 * building control and a party wall award; no heating by scope (the new rooms' heating is a line).
 */
const NEW_WORK_BASE = {
  flagDefaults: {},
  heatingByScope: NO_HEATING,
  preliminariesPercent: PRELIMS_NEW_WORK, overheadsProfitPercent: OHP_DOMESTIC, contingencyBasePercent: 5,
  fees: ['structural_engineer', 'building_control', 'party_wall'] as FeeId[], livingInDefault: true,
}

/**
 * Single-trade jobs (rewire, re-roof, windows, central heating). The trade contracts directly with the owner: the
 * published rates the items come from are that trade's own prices, overheads and margin included, so there is no main
 * contractor's preliminaries or OH&P on top (a scaffold, where one is needed, is its own line). No design fees.
 */
const TRADE_BASE = {
  baseType: 'trade',
  geometry: HOUSE_GEOMETRY,
  flagDefaults: {},
  heatingByScope: NO_HEATING,
  preliminariesPercent: 0, overheadsProfitPercent: 0, contingencyBasePercent: 5,
  fees: [], designFeePercent: 0, livingInDefault: true,
}

/** An electrician's notifiable work (a rewire, a new consumer unit): self-certified, no building control fee. */
const PART_P =
  'Notifiable under Part P: the electrician self-certifies through a registered competent person scheme (NICEIC, NAPIT) and issues an Electrical Installation Certificate, so no building control fee is included.'

const TRADE_RECIPES: Recipe[] = [
  recipe({
    ...TRADE_BASE,
    id: 'rewire',
    tradeDriver: 'rewiring',
    lines: [
      // Whole dwelling by floor area; light scopes are part rewires (a floor, the kitchen circuits).
      L('rewire', 'electricalPoints', { scope: s(0.25, 0.5, 1, 1, 1) }),
      // Smoke and heat alarms said with the rewire ("rewire including smoke alarms") are wired in with it.
      L('fire_alarm', 'alarms', { when: ['fire_alarms'], label: 'Mains-wired interlinked smoke and heat alarms (grade D1, LD2), wired in with the rewire' }),
      // Walls replastered throughout beside the rewire make its chases good (decision 074).
      L('plaster_walls', 'wallArea', { per: 0.05, scope: s(0.25, 0.5, 1, 1.5, 2), unless: ['walls_replastered_beside'], label: 'Make good chases and plaster patching (about 5% of wall area)' }),
    ],
    drivers: ['living_in', 'access', 'property_age'],
    programme: { crewSize: 2, minWeeks: 0.5, maxWeeks: 6 },
    assumptions: [
      PART_P,
      'Redecorating after the rewire is not included: published rewire prices (e.g. uk-unit-rates.csv rewire rows) leave it to the owner; price it as a decorating job if you want it done.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'reroof',
    tradeDriver: 'roof_work',
    contingencyBasePercent: 10,
    lines: [
      L('scaffold', 'each', { per: 3, scope: s(0.5, 0.5, 1, 1, 1), label: 'Scaffold to three elevations (front, rear and gable of a semi)' }),
      L('roof_recover', 'roofArea', { scope: s(0.2, 0.5, 1, 1, 1) }),
      L('loft_insulation', 'footprintArea', { scope: s(0, 1, 1, 1, 1), label: 'Top up loft insulation (Part L: a re-roof renovates a thermal element)' }),
      L('roof_repairs', 'roofArea', { scope: s(0, 0, 0, 0.5, 1), label: 'Timber, fascia and gutter repairs found on stripping' }),
      L('bc_notice_reroof', 'each', { scope: s(0, 1, 1, 1, 1) }),
    ],
    drivers: ['access', 'property_age', 'listed_status'],
    programme: { crewSize: 3, minWeeks: 1, maxWeeks: 6 },
    assumptions: [
      'Re-covering more than 25% of a roof is a thermal-element renovation under the Building Regulations (Part L): the roofer notifies building control, or self-certifies through a competent person scheme; a council notice fee is included where more than a quarter of the roof is re-covered.',
      'Roof area is the footprint (half the floor area of a two-storey house) × 1.25 for the pitch.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'windows',
    tradeDriver: 'windows',
    lines: [
      // The windows counted, or all of them said, are each replaced whatever the scope (a share of two windows is no job).
      L('window', 'windows', { scope: s(0.2, 0.4, 1, 1, 1), fullWhen: ['windows_counted', 'windows_all'], unless: ['some_windows'] }),
      L('window', 'windows', { per: 0.4, when: ['some_windows'], label: 'Replace some windows (about 40%)' }),
      // The outside doors listed with the windows ("new windows and doors"), as many as named, at every scope; unnamed,
      // the back door from an extensive scope and the front door too at full scope, unless the windows are counted.
      L('ext_door', 'extDoors', { when: ['openings'], label: 'External doors named with the windows, supplied and fitted' }),
      L('ext_door', 'each', { scope: s(0, 0, 0, 1, 2), unless: ['openings', 'windows_counted'], label: 'External doors (back door, and front door at full scope)' }),
    ],
    drivers: ['access', 'property_age', 'listed_status'],
    programme: { crewSize: 2, minWeeks: 0.5, maxWeeks: 4 },
    assumptions: [
      'Replacement windows are notifiable building work: a FENSA (or Certass) registered installer self-certifies them, so no building control fee is included.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'replaster',
    lines: [
      // A skim on sound plaster for a light job; hacking off and replastering takes over as the scope widens.
      L('skim_walls', 'wallArea', { scope: s(0.5, 1, 0.6, 0.3, 0), conditionScaled: true, unless: ['walls_kept'], label: 'Skim coat to walls' }),
      L('plaster_walls', 'wallArea', { scope: s(0, 0, 0.4, 0.7, 1), conditionScaled: true, unless: ['walls_kept'] }),
      L('skim_walls', 'ceilingArea', { scope: s(0, 1, 0.7, 0.3, 0), conditionScaled: true, label: 'Skim coat to ceilings' }),
      L('ceiling', 'ceilingArea', { scope: s(0, 0, 0.3, 0.7, 1), conditionScaled: true }),
    ],
    drivers: ['living_in', 'access', 'property_age'],
    programme: { crewSize: 2, minWeeks: 0.5, maxWeeks: 8 },
    assumptions: [
      'Plastering only: redecorating afterwards is not included (published plastering prices leave it out); price it as a decorating job if you want it.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'damp',
    tradeDriver: 'damp',
    lines: [
      // One wall for a small job, the ground-floor walls from a refurbishment up.
      L('damp_treatment', 'groundPerimeterLm', { scope: s(0.15, 0.3, 0.6, 0.85, 1), conditionScaled: true }),
    ],
    drivers: ['access', 'property_age'],
    programme: { crewSize: 2, minWeeks: 0.5, maxWeeks: 4 },
    assumptions: [
      'Rising damp treated with an injected chemical damp-proof course and renovating plaster to 1 m; a survey first confirms the cause (condensation and leaks need other remedies).',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'electrics',
    lines: [
      // The electrician's small job: what the brief names, a consumer unit renewed and sockets added (one of them is
      // always named: the job is priced as this trade only then).
      L('consumer_unit', 'each', when('consumer_unit')),
      L('socket_added', 'sockets', when('sockets_added')),
    ],
    drivers: ['living_in', 'access', 'property_age'],
    programme: { crewSize: 1, minWeeks: 0.5, maxWeeks: 2 },
    assumptions: [
      PART_P,
      'An electrical installation condition report (EICR) is not in our rate data: it is not priced here; ask the electrician to quote it.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'flooring',
    lines: [
      // A floor covering named alone (carpet, laminate, vinyl, LVT), laid by a fitter over the rooms the brief names or
      // counts, else every floor of the property chosen; or the floorboards there sanded and sealed (decision 068). Tiles
      // named ("new floor tiles in the bathroom") are priced as floor tiling (swaps.ts); a floor retiled, or a
      // bathroom's renewed ("new bathroom floor"), is tiled unless a covering is named ("new vinyl bathroom floor").
      L('floor_finish', 'floorArea', { when: ['floor_covering', 'tiled_floor'], unless: ['floor_retiled'] }),
      L('floor_tiling', 'floorArea', when('floor_retiled')),
      L('floor_sanding', 'floorArea', when('floor_sanding')),
      // The stairs carpeted: a staircase each, fitted step by step (the floor above leaves their floor out).
      L('stair_carpet', 'staircases', when('carpet')),
      // Underfloor heating named alone ("underfloor heating in the kitchen"), laid under the floor of the rooms named.
      L('ufh', 'floorArea', when('ufh')),
    ],
    drivers: ['living_in', 'access', 'property_age'],
    programme: { crewSize: 1, minWeeks: 0.5, maxWeeks: 2 },
    assumptions: [
      'Floor coverings laid on sound floors, or sound floorboards sanded and sealed: lifting old coverings is the fitter\'s; floorboard repairs, levelling screed and redecorating are not included.',
      'Underfloor heating, where named, is laid with its controls; the floor finish over it is priced only where the description names one.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'small_works',
    lines: [
      // The small works the brief names, each as named (decision 065); an electrician's small job may come with them.
      FRONT_DOOR,
      L('french_doors', 'each', when('french_doors')),
      L('bifold', 'each', when('bifold')),
      // A door set in a widened opening, or a wall knocked through ("knock out the window, new lintel needed"): the opening formed.
      L('steel_beam', 'each', { when: ['structural'], unless: ['chimney_breast_removed'], label: 'Form the opening: lintel or beam with padstones, propping and making good' }),
      L('roof_lantern', 'each', when('roof_lantern')),
      // Rooflights into the existing pitched roof, as many as named (a pair unsaid): the rate is a roofer's, the window
      // supplied, the rafters trimmed, flashed, and its reveal lined and made good inside.
      L('rooflight', 'rooflights', { when: ['rooflights_fitted'], label: 'Rooflight (Velux type) cut into the existing pitched roof: rafters trimmed, fitted and flashed, the reveal lined and made good' }),
      ROOFLINE,
      EXTERIOR_PAINT,
      // The roofline's scaffold serves the painting where both are said.
      L('scaffold', 'each', { per: 3, when: ['exterior_paint'], unless: ['fascias'], label: 'Scaffold to three elevations for the painting' }),
      LOG_BURNER,
      L('electric_shower', 'each', when('electric_shower')),
      // A kitchen's facelift on its own units (decision 066): the worktops along the run, the sink and hob taken out and
      // reconnected; the doors resprayed.
      L('worktop', 'kitchenRunLm', { when: ['worktops_replaced'], unless: ['worktop_stone'] }),
      // Stone is asked of a kitchen's worktops alone (the worktops question), so it is said only with them.
      L('worktop_stone', 'kitchenRunLm', when('worktop_stone')),
      L('kitchen_plumbing', 'kitchens', { when: ['worktops_replaced'], label: 'Disconnect the sink and hob, reconnect them in the new worktop: supplies and wastes' }),
      KITCHEN_RESPRAY,
      L('door_internal', 'doors', when('internal_doors')),
      L('heating_distribution', 'radiatorsAdded', { when: ['radiators_added'], label: 'Radiator added to the existing system: radiator, TRV and valves, pipework from the nearest circuit' }),
      // Energy-saving works (zero-rated on their own: decision 066).
      CAVITY_INSULATION,
      L('loft_insulation', 'footprintArea', when('loft_insulation_topup')),
      CHIMNEY_BREAST_REMOVED,
      EV_CHARGER,
      FLAT_ROOF,
      CELLAR_TANKED,
      // A stud wall put up: about 3.5 m long and 2.4 m high, with a door in it.
      L('stud_partition', 'each', { per: 8.4, when: ['stud_wall_added'], label: 'New stud wall, about 3.5 m x 2.4 m: insulated, boarded and skimmed both sides' }),
      L('door_internal', 'each', { when: ['stud_wall_added'], label: 'Door in the new stud wall: lining, architraves and ironmongery, hung and decorated' }),
      L('skirting', 'skirtingLm', when('skirting_renewed')),
      // Woodwork painted alone (decision 074, later): the skirtings along every room, each door both sides with its frame.
      L('paint_skirting', 'skirtingLm', when('skirting_painted')),
      L('paint_door', 'doors', when('doors_painted')),
      L('cylinder', 'each', { when: ['cylinder_replaced'], label: 'Replace the hot water cylinder: unvented cylinder with expansion vessel, valves and discharge pipe' }),
      // A doorway of about 0.9 m x 2.1 m.
      L('stud_partition', 'each', { per: 1.9, when: ['doorway_blocked'], label: 'Block up the doorway: stud infill, insulated, boarded and skimmed both sides, skirting made good' }),
      // A bathroom's walls retiled (its 11 m² of wall tiling): the old tiles hacked off at the soft-strip rate over them.
      L('strip_general', 'bathroomTileArea', { when: ['walls_retiled'], label: 'Hack off the old wall tiles, dispose' }),
      L('tiling_walls', 'bathroomTileArea', { when: ['walls_retiled'], label: 'Bathroom wall tiling' }),
      // A room's own door, one, unless the internal doors are replaced with it.
      L('door_internal', 'each', { when: ['room_door'], unless: ['internal_doors'], label: "The room's door: internal door, lining, architraves and ironmongery, hung and decorated" }),
      // A bathroom's WC or basin swapped on its existing supplies and waste.
      L('wc_swap', 'each', when('wc_replaced')),
      L('basin_swap', 'each', when('basin_replaced')),
      L('consumer_unit', 'each', when('consumer_unit')),
      L('socket_added', 'sockets', when('sockets_added')),
      // Fire safety on a house (an HMO's compliance pack prices its own): fire doors hung in the doorways of the rooms
      // onto the escape route, mains-wired interlinked alarms, and emergency lighting along the route where said, over
      // a third of the floor as the HMO's.
      L('door_fire', 'escapeDoors', { when: ['fire_doors'], label: 'FD30S fire door set replacing the door: frame, intumescent and smoke seals, self-closer and ironmongery' }),
      L('fire_alarm', 'alarms', { when: ['fire_alarms'], label: 'Mains-wired interlinked smoke and heat alarms (grade D1, LD2), tested and certified' }),
      L('emergency_lighting', 'floorArea', { per: 0.3, when: ['emergency_lights'], label: 'Emergency lighting to the escape route (hall, stairs and landing)' }),
    ],
    drivers: ['living_in', 'access', 'property_age'],
    programme: { crewSize: 1, minWeeks: 0.5, maxWeeks: 2 },
    assumptions: [
      'Only the works the description names are priced, each by the trade that does it (their published prices carry their own overheads and profit): making good beyond the opening, decorating and anything found once work starts are not included.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'repointing',
    lines: [
      // Both main elevations of a terrace (front and back), a half of the four sides of the take-off; a scaffold each.
      L('repointing', 'facadeArea', { per: 0.5, conditionScaled: true }),
      L('scaffold', 'each', { per: 2, label: 'Scaffold to the front and rear elevations' }),
    ],
    drivers: ['access', 'property_age', 'listed_status'],
    programme: { crewSize: 2, minWeeks: 1, maxWeeks: 6 },
    assumptions: [
      'Repointing the front and rear elevations; cracked lintels, brick replacement and other repairs found when the scaffold is up are not priced.',
    ],
  }),
  recipe({
    ...TRADE_BASE,
    id: 'heating',
    tradeDriver: 'heating',
    // What the heating needs, said or answered (the heating question); unsaid, a boiler swap at the light scopes and a
    // new system from a refurbishment.
    heatingByScope: ['replace_boiler', 'replace_boiler', 'new_system', 'new_system', 'new_system'],
    lines: [
      // A boiler swap power-flushes the existing system (and at a light scope replaces a few radiators).
      L('boiler', 'combiBoilers', { when: ['heat_boiler'], label: 'Replace boiler: condensing combi, flue and controls, power-flush of the existing system' }),
      L('boiler', 'systemBoilers', { when: ['heat_boiler'], label: 'Replace boiler: condensing system boiler (three or more showers), flue and controls, power-flush of the existing system' }),
      L('heating_distribution', 'radiators', { when: ['heat_boiler'], scope: s(0, 0.3, 0, 0, 0), label: 'Replace some radiators, with TRVs and valves' }),
      L('boiler', 'combiBoilers', { when: ['heat_system'], label: 'New condensing combi boiler, flue and controls (new pipework: no power-flush)' }),
      L('boiler', 'systemBoilers', { when: ['heat_system'], label: 'New condensing system boiler, flue and controls (three or more showers; new pipework: no power-flush)' }),
      L('heat_pump', 'each', when('heat_pump')),
      L('cylinder', 'systemBoilers', { when: ['heat_boiler', 'heat_system'] }),
      L('heating_distribution', 'radiators', { when: ['heat_system', 'heat_pump'], label: 'Radiators with TRVs, valves and pipework' }),
      L('making_good', 'floorArea', { per: 0.1, when: ['heat_system', 'heat_pump'], scope: s(0, 0, 0, 1, 2), label: 'Lift and relay floorboards, make good after pipe runs' }),
    ],
    drivers: ['heating', 'living_in', 'access', 'property_age'],
    programme: { crewSize: 2, minWeeks: 0.5, maxWeeks: 4 },
    assumptions: [
      'A Gas Safe registered engineer notifies the installation to building control through the Gas Safe scheme, so no building control fee is included.',
    ],
  }),
]

/**
 * A shower room (or en-suite) the brief names in new space, an extension or a basement ("a fourth bedroom with
 * en-suite", "and a shower room"): one room of about 2.5 m2 with its partitions, suite, services and tiling.
 */
const NEW_SHOWER_ROOM: RecipeLine[] = [
  L('stud_partition', 'each', { per: 6, when: ['shower_room_said'], label: 'Partitions forming the shower room' }),
  L('ensuite_suite', 'each', { when: ['shower_room_said'] }),
  L('bathroom_plumbing', 'each', { when: ['shower_room_said'], label: 'Shower room first and second fix' }),
  L('bathroom_electrics', 'each', { when: ['shower_room_said'], label: 'Shower room extract and lighting' }),
  L('tiling_walls', 'each', { per: 6, when: ['shower_room_said'], label: 'Shower room wall tiling' }),
  L('floor_tiling', 'each', { per: 2.5, when: ['shower_room_said'], label: 'Shower room floor tiling' }),
]

/**
 * An HMO's refurbishment: a letting refresh by scope, the fire doors standing in for the doors they replace; one the
 * description calls cosmetic ("compliance and cosmetic") replaces no kitchen or bathroom, as a letting refresh.
 */
const HMO_REFURBISHMENT: RecipeLine[] = leftOutWhen(['compliance_only'], [
  ...DWELLING_FINISHES(LETTING).map((l) => (l.rateId === 'door_internal' ? { ...l, basis: 'doorsBesideFireDoors' as const, label: 'Internal doors other than the fire doors (cupboards, bathrooms), hung and decorated' } : l)),
  ...leftOutWhen(['cosmetic'], KITCHEN_FITOUT(s(0, 0.3, 1, 1, 1), s(0, 0, 1, 1, 1)).map((l) =>
    l.rateId === 'appliances' ? { ...l, label: 'Appliances for the one communal kitchen: a set (oven, hob, sink, fridge) per five sharers' } : l,
  )),
  ...leftOutWhen(['cosmetic'], BATHROOM_FITOUT(s(0, 0.3, 1, 1, 1), s(0, 0, 1, 1, 1))),
  ...SERVICES_AND_FABRIC,
])

export const RECIPES: Recipe[] = [
  ...TRADE_RECIPES,
  recipe({
    id: 'kitchen', baseType: 'kitchen',
    geometry: { ...ROOM_GEOMETRY, kitchensPerUnit: 1, kitchenRunFromArea: true },
    lines: [
      ...KITCHEN_FITOUT(s(0.35, 0.6, 1, 1, 1)),
      L('plaster_walls', 'wallArea', { scope: s(0, 0.15, 0.35, 0.7, 1), conditionScaled: true }),
      L('ceiling', 'ceilingArea', { scope: s(0, 0, 0.3, 0.6, 1), conditionScaled: true }),
      L('floor_finish', 'floorArea', { scope: s(0, 0.5, 1, 1, 1) }),
      // The house decorated beside the kitchen decorates its walls and ceiling (decision 074): priced once, there.
      L('decoration', 'decorArea', { unless: ['decorated_beside'] }),
      L('layout_change', 'each', when('layout_change')),
      // An island hob or sink: its supplies and waste run under the floor and its extraction ducted out (one island's
      // runs, each built up as half a kitchen's circuits or plumbing).
      L('island_electrics', 'each', when('island')),
      L('island_plumbing', 'each', when('island')),
      L('steel_beam', 'each', when('structural')),
      L('ufh', 'floorArea', when('ufh')),
      L('bifold', 'each', when('bifold')),
      L('french_doors', 'each', when('french_doors')),
      L('rooflight', 'rooflights', when('rooflights', 'rooflights_fitted')),
    ],
    ...ROOM_BASE,
    flagDefaults: { layout_change: { fromScope: 4 } },
    drivers: ['layout_change', 'structural_walls', 'fittings_quality', 'worktops', ...RESIDENTIAL_DRIVERS],
    programme: { crewSize: 2, minWeeks: 2, maxWeeks: 10 },
  }),
  recipe({
    id: 'bathroom', baseType: 'bathroom',
    geometry: { ...ROOM_GEOMETRY, minBathrooms: 1, sanitaryScalesWithArea: true },
    lines: [
      // An en-suite or bathroom formed where there was none (rooms-formed.ts) has no suite to strip out.
      L('strip_bathroom', 'sanitaryUnits', { scope: s(0.3, 0.6, 1, 1, 1), conditionScaled: true, unless: ['cloakroom', 'room_formed'] }),
      L('strip_bathroom', 'bathrooms', { scope: s(0.3, 0.6, 1, 1, 1), conditionScaled: true, when: ['cloakroom'], label: 'Remove the existing WC, basin and tiling, dispose' }),
      L('bathroom_suite', 'sanitaryUnits', { scope: s(0.15, 0.5, 1, 1, 1), unless: ['shower_rooms', 'cloakroom'] }),
      // A shower in place of the bath ("walk-in shower instead of the bath"): the shower-room suite.
      L('ensuite_suite', 'sanitaryUnits', { scope: s(0.15, 0.5, 1, 1, 1), when: ['shower_rooms'], unless: ['cloakroom'], label: 'Shower room suite (shower enclosure and tray, WC, basin), supplied and fitted' }),
      // A cloakroom (downstairs WC) is a WC and a basin: their own suite and a day's plumbing, not a bathroom's.
      L('cloakroom_suite', 'bathrooms', { scope: s(0.15, 0.5, 1, 1, 1), when: ['cloakroom'] }),
      L('bathroom_plumbing', 'sanitaryUnits', { scope: s(0.2, 0.5, 1, 1, 1), unless: ['cloakroom'] }),
      L('cloakroom_plumbing', 'bathrooms', { scope: s(0.2, 0.5, 1, 1, 1), when: ['cloakroom'] }),
      L('bathroom_electrics', 'bathrooms', { scope: s(0.2, 0.5, 1, 1, 1), unless: ['cloakroom'] }),
      L('bathroom_electrics', 'bathrooms', { scope: s(0.2, 0.5, 1, 1, 1), when: ['cloakroom'], label: 'Cloakroom electrics: extract fan and lighting' }),
      L('tiling_walls', 'wallArea', { per: 0.55, scope: s(0.1, 0.4, 0.8, 1, 1) }),
      L('floor_tiling', 'floorArea', { scope: s(0, 0.5, 1, 1, 1) }),
      L('plaster_walls', 'wallArea', { per: 0.45, scope: s(0, 0.2, 0.5, 0.8, 1), conditionScaled: true }),
      L('ceiling', 'ceilingArea', { scope: s(0, 0, 0.5, 1, 1), conditionScaled: true }),
      L('decoration', 'decorArea', { per: 0.5, unless: ['decorated_beside'] }),
      L('door_internal', 'each', { scope: s(0, 0, 0, 0.5, 1), unless: ['room_formed'] }),
      L('layout_change', 'each', when('layout_change')),
      // Formed where there was none: enclosed on two of its four sides by new partitions (the rest are the room's own
      // walls), with a door, and its WC and wastes need soil and water runs to a room that had none: the layout-change
      // item, as for a bathroom moved (a room formed settles that driver; bathroom_plumbing connects the fittings).
      L('stud_partition', 'wallArea', { per: 0.5, when: ['room_formed'], label: 'Stud partitions forming the room (two of its sides): insulated, boarded and skimmed both sides' }),
      L('door_internal', 'each', { when: ['room_formed'], label: 'Door into the new room: lining, architraves and ironmongery, hung and decorated' }),
      L('ufh', 'floorArea', when('ufh')),
      // A roof window over the bath or shower, said with the room ("new bathroom with a Velux window").
      L('rooflight', 'rooflights', when('rooflights_fitted')),
    ],
    ...ROOM_BASE,
    flagDefaults: { layout_change: { fromScope: 4 } },
    drivers: ['layout_change', 'fittings_quality', 'bathrooms_count', ...RESIDENTIAL_DRIVERS],
    programme: { crewSize: 1.5, minWeeks: 1.5, maxWeeks: 8 },
  }),
  recipe({
    id: 'room', baseType: 'room',
    geometry: ROOM_GEOMETRY,
    lines: [
      L('strip_general', 'floorArea', { scope: s(0.1, 0.3, 0.6, 0.9, 1), conditionScaled: true }),
      L('making_good', 'floorArea', { scope: s(0.3, 0.5, 0.8, 1, 1), conditionScaled: true }),
      L('plaster_walls', 'wallArea', { scope: s(0, 0.1, 0.35, 0.7, 1), conditionScaled: true }),
      L('ceiling', 'ceilingArea', { scope: s(0, 0.05, 0.25, 0.6, 1), conditionScaled: true }),
      L('skirting', 'skirtingLm', { scope: s(0, 0.1, 0.4, 0.8, 1) }),
      L('door_internal', 'doors', { scope: s(0, 0.3, 0.6, 1, 1) }),
      L('floor_finish', 'floorArea', { scope: s(0.5, 1, 1, 1, 1) }),
      L('decoration', 'decorArea'),
      L('electrics_partial', 'floorArea', { scope: s(0.1, 0.3, 0.6, 1, 1), unless: ['rewire'] }),
      L('rewire', 'electricalPoints', when('rewire')),
      L('heating_distribution', 'radiators', { when: ['heat_system'], label: 'New radiator and pipework' }),
      L('window', 'windows', when('windows_all', 'windows_some')),
      L('damp_treatment', 'groundPerimeterLm', { per: 0.4, when: ['damp'] }),
      L('steel_beam', 'each', when('structural')),
      ...PERIOD_AND_LISTED(),
    ],
    ...ROOM_BASE,
    flagDefaults: {},
    drivers: ['rewiring', 'damp', 'structural_walls', 'windows', 'heating', ...RESIDENTIAL_DRIVERS],
    programme: { crewSize: 1.5, minWeeks: 1, maxWeeks: 8 },
  }),
  recipe({
    // A garage made a room (decision 065): the door opening bricked up with a window, the floor, walls and ceiling
    // insulated and lined, power, light and a radiator, a fire door through to the house; a WC where the brief says.
    id: 'garage', baseType: 'room',
    geometry: ROOM_GEOMETRY,
    lines: [
      L('foundations_strip', 'each', { per: 2.4, label: 'Footing under the infill wall (the door opening, about 2.4 m)' }),
      L('ext_wall', 'each', { per: 5, label: 'Brick up the garage door opening: cavity wall, about 5 m2' }),
      L('window', 'each', { label: 'Window in the infill wall' }),
      L('ground_slab', 'floorArea', { label: 'Insulated floor over the garage slab: DPM, insulation and screed' }),
      L('drylining', 'wallArea', { label: 'Insulated lining and skim to the garage walls' }),
      L('ceiling', 'ceilingArea', { label: 'Insulated plasterboard ceiling and skim' }),
      L('door_fire', 'each', { label: 'Fire door through to the house' }),
      L('skirting', 'skirtingLm'),
      L('electrics_new_space', 'floorArea'),
      // Its underfloor heating where the brief says ("garage conversion with underfloor heating"), in place of its
      // radiator (decision 074, later uk-rates-2026.101), as an extension's is.
      L('heating_distribution', 'each', { label: "Radiator off the house's heating, with its pipework", unless: ['ufh'] }),
      L('ufh', 'floorArea', when('ufh')),
      L('decoration', 'decorArea'),
      L('floor_finish', 'floorArea'),
      L('cloakroom_suite', 'each', when('cloakroom')),
      L('cloakroom_plumbing', 'each', when('cloakroom')),
    ],
    ...ROOM_BASE,
    flagDefaults: {},
    preliminariesPercent: PRELIMS_NEW_WORK,
    fees: ['building_control'],
    drivers: ['living_in', 'access', 'property_age'],
    programme: { crewSize: 2, minWeeks: 2, maxWeeks: 8 },
  }),
  recipe({
    id: 'cosmetic', baseType: 'cosmetic',
    geometry: HOUSE_GEOMETRY,
    lines: [
      // A decorator's price includes ordinary preparation (UR-065: "incl paint, masking and covering"; filling and
      // sanding); repairs beyond it are building work, priced from a light refresh up.
      L('making_good', 'floorArea', { per: 0.5, scope: s(0, 0.5, 0.75, 1, 1), conditionScaled: true }),
      L('plaster_walls', 'wallArea', { scope: s(0, 0.03, 0.06, 0.1, 0.15), conditionScaled: true, label: 'Plaster patch repairs' }),
      // A new floor covering the brief names ("repaint and a new carpet") is laid throughout, at any rung: a fitter's
      // job beside the decorator's (decision 057).
      L('floor_finish', 'floorArea', { scope: s(0, 0.25, 0.5, 0.75, 1), unless: ['floor_covering'] }),
      L('floor_finish', 'floorArea', when('floor_covering')),
      // The stairs carpeted beside it, a staircase each as the floor fitter carpets them (decision 068, later).
      L('stair_carpet', 'staircases', when('carpet')),
      L('decoration', 'decorArea', { unless: ['feature_wall'] }),
      // One wall decorated alone (decision 074, later): the room's perimeter ÷ 4 × 2.4 m high, at the decorating rate
      // (no published wallpapering rate).
      L('decoration', 'skirtingLm', { per: 0.6, when: ['feature_wall'], label: 'Feature wall: one wall of the room (its perimeter ÷ 4 × 2.4 m high), prepared and decorated' }),
      L('damp_treatment', 'groundPerimeterLm', when('damp')),
    ],
    ...ROOM_BASE,
    flagDefaults: { damp: { fromCondition: 4 } },
    drivers: ['damp', 'living_in', 'access', 'property_age', 'empty_two_years'],
    preliminariesPercent: 5,
    programme: { crewSize: 2, minWeeks: 1, maxWeeks: 12 },
  }),
  recipe({
    id: 'house', baseType: 'house',
    // Even a light whole-house renovation replaces the kitchen and bathroom (contractors' 'light refresh' tiers
    // describe it so): the fit-outs are priced in full from a light refresh up, unless the brief lists surface works
    // alone.
    lines: [...DWELLING_FINISHES(RENOVATION), ...leftOutWhen(['kitchen_unnamed'], KITCHEN_FITOUT(s(0.9, 1, 1, 1, 1))), ...leftOutWhen(['bathroom_unnamed'], BATHROOM_FITOUT(s(0.9, 1, 1, 1, 1))), ...SERVICES_AND_FABRIC,
      L('furnishing', 'bedrooms', when('furnishing'))],
    ...houseBase,
    geometry: { ...HOUSE_GEOMETRY, bathroomSqm: 60, kitchenRunLm: 7 },
    drivers: HOUSE_DRIVERS,
    fees: [], designFeePercent: 10,
    programme: { crewSize: 3, minWeeks: 2, maxWeeks: 52 },
  }),
  recipe({
    id: 'letting_refresh', baseType: 'house',
    geometry: HOUSE_GEOMETRY,
    // A few new fittings at a light refresh, but no plumbing or electrical work with them (the ladder's light rung);
    // a kitchen or bathroom the brief names ("new kitchen, new bathroom") is replaced in full, with its services.
    lines: [...DWELLING_FINISHES(LETTING), ...leftOutWhen(['cosmetic', 'kitchen_unnamed'], fullWhen(['kitchen_said'], KITCHEN_FITOUT(s(0, 0.1, 0.35, 0.7, 1), s(0, 0, 0.35, 0.7, 1)))), ...leftOutWhen(['cosmetic', 'bathroom_unnamed'], fullWhen(['bathroom_said'], BATHROOM_FITOUT(s(0, 0.1, 0.35, 0.7, 1), s(0, 0, 0.35, 0.7, 1)))), ...SERVICES_AND_FABRIC,
      L('fire_alarm', 'bedrooms', { scope: s(0, 1, 1, 1, 1), label: 'Interlinked smoke and heat alarms (letting compliance)' }),
      L('furnishing', 'bedrooms', when('furnishing'))],
    ...houseBase,
    flagDefaults: { rewire: { fromScope: 4, fromCondition: 4 }, damp: { fromCondition: 4 }, roof_repairs: { fromScope: 4, fromCondition: 4 }, layout_change: { fromScope: 4 } },
    heatingByScope: ['none', 'none', 'none', 'replace_boiler', 'new_system'],
    preliminariesPercent: 8,
    drivers: HOUSE_DRIVERS,
    fees: [], designFeePercent: 3,
    programme: { crewSize: 3, minWeeks: 1, maxWeeks: 40 },
  }),
  recipe({
    id: 'extension', baseType: 'extension',
    // A rear extension builds three new walls (the rear and both flanks; the house is the fourth). One window per
    // 12 m2 besides the garden door (a rear extension's openings are mostly the door set).
    // One kitchen (6 m of units) where the brief names a new one.
    geometry: { ...ROOM_GEOMETRY, extWallSides: 3, doorsSqm: 1000, windowsSqm: 12, kitchensPerUnit: 1 },
    lines: [
      // Foundations follow the new wall (length grows with √area) and the slab the footprint: small extensions cost
      // more per m2, the economy of scale every extension cost guide reports.
      L('foundations_strip', 'extWallLm'),
      L('ground_slab', 'footprintArea'),
      L('ext_wall', 'extWallArea'),
      L('upper_floor', 'footprintArea', when('double_storey')),
      // Flat unless the brief names a pitched roof (a lean-to, a tiled roof) or it is two storeys.
      L('roof_flat', 'footprintArea', { unless: ['double_storey', 'pitched_roof'] }),
      L('roof_pitched', 'footprintArea', when('double_storey', 'pitched_roof')),
      // The opening into the house spans the extension's width (garden-elevation.ts).
      L('opening_beam_m', 'breakThroughM', when('structural')),
      L('window', 'windows'),
      // The garden opening of a rear extension is glazed doors across most of its width (the light and access to the
      // garden being why most are built): priced as sliding / bi-fold sets of about 3 m, the one such item in the table.
      L('glazed_doors_m', 'gardenGlazingM', { unless: ['service_extension', 'french_doors'], label: 'Glazed sliding or bi-fold doors across the garden elevation' }),
      L('french_doors', 'each', { when: ['french_doors'], unless: ['service_extension'] }),
      L('log_burner', 'each', when('log_burner')),
      // A utility room, WC or store opens to the garden by a door, not a glazed set.
      L('ext_door', 'each', { when: ['service_extension'], label: 'External door to the garden' }),
      // A fire door between it and the house where the brief says one ("with a fire door to the house"): a kitchen
      // extension off a three-storey house's escape route, or the owner's choice (decision 065, later).
      L('door_fire', 'escapeDoors', { when: ['fire_doors'], label: 'FD30S fire door set between the extension and the house: frame, seals, self-closer and ironmongery' }),
      L('rooflight_flat', 'rooflights', { when: ['rooflights'], unless: ['double_storey'] }),
      L('rooflight_in_works', 'rooflights', { when: ['rooflights'], unless: ['single_storey'], label: 'Rooflights in the new pitched roof' }),
      L('drylining', 'extWallArea'),
      L('screed', 'floorArea'),
      L('ceiling', 'ceilingArea'),
      L('floor_finish', 'floorArea'),
      L('decoration', 'decorArea'),
      // The new rooms' second-fix joinery: skirtings round them and architraves to their openings.
      L('skirting', 'skirtingLm'),
      L('electrics_new_space', 'floorArea'),
      L('heating_distribution', 'radiators', { unless: ['ufh'] }),
      L('ufh', 'floorArea', when('ufh')),
      // Only part of a typical extension carries water and waste (a sink or WC), so half the floor area.
      L('plumbing_new_space', 'floorArea', { per: 0.5 }),
      // Fixed parts: making good the room the extension opens into and the drainage connection do not grow with its
      // area (the break-through and the garden doors grow with its width, above).
      L('alterations_existing', 'each', { per: 20, scope: s(0.4, 0.6, 0.8, 1, 1.2), conditionScaled: true, label: 'Works to the existing house: break-through, making good and redecorating the adjoining room (about 20 m2)' }),
      // A double-storey extension opens into the house on both floors: the first-floor opening is a second structural
      // opening (lintel or beam) and a second adjoining room made good.
      L('steel_beam', 'each', { when: ['double_storey'], label: 'Form the first-floor opening into the house: beam or lintel with padstones, temporary propping' }),
      L('alterations_existing', 'each', { per: 20, scope: s(0.4, 0.6, 0.8, 1, 1.2), conditionScaled: true, when: ['double_storey'], label: 'Works to the existing house at first floor: break-through, making good and redecorating the adjoining room (about 20 m2)' }),
      // Drainage is its own line below, so external works here are paths and reinstating the garden only.
      L('external_works', 'footprintArea', { per: 0.5 }),
      L('drainage_connection', 'each'),
      L('scaffold', 'each', { per: 2, when: ['double_storey'], label: 'Scaffold to the new rear elevation and one return' }),
      L('layout_change', 'each', when('layout_change')),
      ...PERIOD_AND_LISTED({ per: 0.3 }),
      // A new kitchen fitted in the extension where the brief names one ("new kitchen with an island"); a "kitchen
      // extension" alone is the space (published extension prices leave the kitchen out).
      ...leftOutWhen(['kitchen_not_fitted'], KITCHEN_FITOUT(ALL)),
      ...NEW_SHOWER_ROOM,
    ],
    // Preliminaries at the low end of the 10-15% range (proqs.site): a domestic extension's set-up is skips, welfare and
    // hoarding; scaffold is priced as a line where needed.
    ...NEW_WORK_BASE,
    flagDefaults: { structural: { always: true } },
    drivers: ['extension_storeys', 'structural_walls', 'layout_change', 'fittings_quality', ...RESIDENTIAL_DRIVERS],
    designFeePercent: 5,
    programme: { crewSize: 2.5, minWeeks: 6, maxWeeks: 40 },
  }),
  recipe({
    id: 'loft', baseType: 'loft',
    geometry: { ...ROOM_GEOMETRY, bathroomSqm: 0, minBathrooms: 1, windowsSqm: 1000 },
    lines: [
      // Fixed parts (per conversion): the steels, a dormer's opening-up, frame, leadwork and window, a mansard's steep
      // faces, the hip-to-gable wall, the staircase, the front rooflights, the scaffold and the fire doors. Parts that
      // grow with the floor: joists and boarding, the dormer's roof and cheeks, a mansard's flat top and party walls,
      // linings, finishes and services. Cost per m2 therefore falls as the loft gets bigger, as published loft prices do.
      L('loft_floor', 'floorArea'),
      L('loft_steels', 'each'),
      L('dormer', 'each', when('loft_dormer', 'loft_hip_to_gable')),
      L('dormer_sqm', 'floorArea', when('loft_dormer', 'loft_hip_to_gable')),
      L('mansard', 'each', when('loft_mansard')),
      L('mansard_sqm', 'floorArea', when('loft_mansard')),
      L('hip_to_gable', 'each', when('loft_hip_to_gable')),
      L('dormer', 'each', { when: ['loft_l_shaped'], label: 'Second (outrigger) dormer of an L-shaped conversion' }),
      L('dormer_sqm', 'floorArea', { per: 0.4, when: ['loft_l_shaped'], label: 'Outrigger dormer roof and cheeks (about 40% of the floor)' }),
      // Rooflights go in while the roof is open, from the scaffold, lined with the slopes: the in-works rate.
      L('rooflight_in_works', 'rooflightsByArea', { when: ['loft_rooflight'], label: 'Rooflights' }),
      L('rooflight_in_works', 'rooflights', { unless: ['loft_rooflight'], label: 'Front rooflights' }),
      L('window', 'each', { when: ['loft_dormer', 'loft_hip_to_gable'], label: 'Second dormer window (the dormer item includes one)' }),
      L('window', 'each', { per: 2, when: ['loft_mansard'], label: 'Mansard windows' }),
      L('scaffold', 'each', { per: 2, label: 'Scaffold to the rear and front elevations' }),
      L('loft_stairs', 'each'),
      L('door_fire', 'each', { per: 2, label: 'Fire doors to the new escape route' }),
      L('drylining', 'floorArea', { per: 1.4, label: 'Insulated plasterboard to slopes, walls and ceilings' }),
      L('floor_finish', 'floorArea'),
      L('decoration', 'decorArea'),
      L('electrics_new_space', 'floorArea'),
      L('heating_distribution', 'radiators'),
      L('ensuite_suite', 'bathrooms', { scope: s(0, 0.5, 1, 1, 1) }),
      L('bathroom_plumbing', 'bathrooms', { scope: s(0, 0.5, 1, 1, 1) }),
      L('tiling_walls', 'bathroomTileArea', { scope: s(0, 0.5, 1, 1, 1), label: 'En-suite tiling' }),
      L('alterations_existing', 'each', { per: 10, scope: s(0.4, 0.6, 0.8, 1, 1.2), conditionScaled: true, label: 'Works to the floor below: stair opening, landing, making good and redecorating (about 10 m2)' }),
      ...PERIOD_AND_LISTED({ per: 0.3 }),
    ],
    ...NEW_WORK_BASE,
    drivers: ['loft_type', 'bathrooms_count', 'fittings_quality', ...RESIDENTIAL_DRIVERS],
    noDefaultBathroomWhen: ['loft_rooflight'],
    // Its scaffold is a line of its own (access is the 5.3% part of PRELIMS_NEW_WORK): 10%.
    preliminariesPercent: PRELIMS_NEW_WORK - 5,
    designFeePercent: 4,
    programme: { crewSize: 2.5, minWeeks: 5, maxWeeks: 20 },
  }),
  recipe({
    id: 'basement', baseType: 'basement',
    geometry: { ...ROOM_GEOMETRY, windowsSqm: 1000 },
    lines: [
      L('strip_general', 'floorArea', { conditionScaled: true }),
      L('basement_underpin', 'floorArea', when('underpin')),
      L('basement_tanking', 'decorArea'),
      L('lightwell', 'each'),
      L('steel_beam', 'each', when('structural')),
      L('screed', 'floorArea'),
      L('drylining', 'wallArea'),
      L('ceiling', 'ceilingArea'),
      L('floor_finish', 'floorArea'),
      L('decoration', 'decorArea'),
      L('electrics_new_space', 'floorArea'),
      L('heating_distribution', 'radiators'),
      L('plumbing_new_space', 'floorArea'),
      L('loft_stairs', 'each', { label: 'Staircase to basement' }),
      ...NEW_SHOWER_ROOM,
      L('alterations_existing', 'floorArea', { per: 0.5, scope: s(0.4, 0.6, 0.8, 1, 1.2), conditionScaled: true }),
    ],
    ...NEW_WORK_BASE,
    drivers: ['basement_work', 'structural_walls', 'damp', 'fittings_quality', ...RESIDENTIAL_DRIVERS],
    // Full scope is structural work, which in a basement is lowering the floor and underpinning (unless answered).
    flagDefaults: { underpin: { fromScope: 4 } },
    contingencyBasePercent: 10,
    designFeePercent: 7,
    programme: { crewSize: 3, minWeeks: 6, maxWeeks: 40 },
  }),
  recipe({
    id: 'flats_conversion', baseType: 'conversion',
    geometry: { ...HOUSE_GEOMETRY, unitSqm: 55, minUnits: 2, bedroomSqm: 35, kitchenRunLm: 4.5 },
    lines: [...DWELLING_FINISHES(CONVERSION), ...KITCHEN_FITOUT(s(0.6, 0.8, 1, 1, 1)), ...BATHROOM_FITOUT(s(0.6, 0.8, 1, 1, 1)), ...SERVICES_AND_FABRIC,
      // Forming the flats: none of it where they exist already and their number does not change (decision 060).
      ...leftOutWhen(['existing_dwellings'], [
        L('fire_separation', 'floorArea', { label: 'Fire and sound separation between flats' }),
        L('stud_partition', 'floorArea', { per: 0.15, label: 'New partitions forming the flats' }),
        L('door_fire', 'units', { label: 'FD30S flat entrance doors' }),
        L('utilities', 'units'),
        L('drainage_connection', 'units'),
      ]),
      L('fire_alarm', 'doors', { label: 'Fire detection in each flat and common parts' })],
    ...houseBase,
    flagDefaults: { ...houseBase.flagDefaults, rewire: { always: true }, layout_change: { always: true } },
    heatingByScope: NEW_HEATING,
    drivers: ['rewiring', 'heating', 'damp', 'structural_walls', 'roof_work', 'windows', 'bathrooms_count', 'rooms_count', 'fittings_quality', ...RESIDENTIAL_DRIVERS],
    preliminariesPercent: 12, overheadsProfitPercent: OHP_DOMESTIC,
    fees: ['building_control', 'planning'], designFeePercent: 7,
    programme: { crewSize: 4, minWeeks: 8, maxWeeks: 60 },
  }),
  recipe({
    id: 'hmo', baseType: 'hmo',
    // Sharers from the letting rooms (one letting room per 20 m2 unless answered): one shared kitchen with a set of
    // appliances per five sharers and a run of 3 m plus 0.5 m a sharer, one bathroom per five where rooms are not
    // en-suite (the national HMO amenity standards councils apply).
    geometry: { ...HOUSE_GEOMETRY, bedroomSqm: 20, minBedrooms: 3, bathroomsPerBedroom: 0.2, sharedKitchen: { baseRunLm: 3, runPerSharerLm: 0.5, sharersPerSet: 5 }, roomSqm: 13 },
    lines: [
      // The compliance pack every licensed HMO needs, whatever else is done: a fire door to each letting room, the
      // kitchen and the escape route; interlinked detection in each room plus the kitchen, hall and landing;
      // emergency lighting along the escape route; 30-minute separation of the escape route from refurbishment up.
      // An HMO that exists already has it, unless the brief names that work (decision 060, later).
      ...leftOutWhen(['compliance_held'], [
        L('door_fire', 'bedrooms', { label: 'FD30S fire doors with self-closers to each letting room (replacing its door)' }),
        L('door_fire', 'each', { per: 2, label: 'FD30S fire doors to the kitchen and the escape route (replacing their doors)' }),
        L('fire_alarm', 'bedrooms', { label: 'Interlinked fire detection in each letting room (LACORS grade D LD2)' }),
        L('fire_alarm', 'each', { per: 3, label: 'Interlinked detection to kitchen (heat), hall and landing' }),
        L('emergency_lighting', 'floorArea', { per: 0.3, label: 'Emergency lighting to the escape route' }),
        L('fire_separation', 'floorArea', { per: 0.3, scope: s(0, 0, 1, 1, 1), unless: ['compliance_only'], label: '30-minute fire separation to the escape route' }),
      ]),
      // The refurbishment follows the stated scope, as a letting refresh does, and is left out where the description
      // says the job is the compliance works only. The fire doors replace the doors they hang in (door_internal on the
      // other doors only).
      ...HMO_REFURBISHMENT,
      // En-suites only where the description says so, to the rooms it counts, else to each letting room (a shower room
      // of about 2.5 m2 each).
      L('stud_partition', 'ensuites', { per: 6, when: ['ensuite'], unless: ['compliance_only'], label: 'Partitions forming the en-suites' }),
      L('ensuite_suite', 'ensuites', { when: ['ensuite'], unless: ['compliance_only'], label: 'En-suite shower room suite (shower, WC, basin) per letting room' }),
      L('bathroom_plumbing', 'ensuites', { when: ['ensuite'], unless: ['compliance_only'], label: 'En-suite first and second fix per letting room' }),
      L('bathroom_electrics', 'ensuites', { when: ['ensuite'], unless: ['compliance_only'], label: 'En-suite extract and lighting per letting room' }),
      L('tiling_walls', 'ensuites', { per: 6, when: ['ensuite'], unless: ['compliance_only'], label: 'En-suite wall tiling' }),
      L('floor_tiling', 'ensuites', { per: 2.5, when: ['ensuite'], unless: ['compliance_only'], label: 'En-suite floor tiling' }),
      L('furnishing', 'bedrooms', when('furnishing')),
    ],
    ...houseBase,
    heatingByScope: ['none', 'none', 'none', 'new_system', 'new_system'],
    drivers: ['rewiring', 'heating', 'damp', 'structural_walls', 'roof_work', 'windows', 'bathrooms_count', 'rooms_count', 'fittings_quality', 'layout_change', ...RESIDENTIAL_DRIVERS],
    preliminariesPercent: 10, overheadsProfitPercent: OHP_DOMESTIC,
    fees: ['hmo_licence', 'fire_risk_assessment'], designFeePercent: 4,
    programme: { crewSize: 4, minWeeks: 2, maxWeeks: 60 },
  }),
  recipe({
    id: 'barn', baseType: 'conversion',
    geometry: { ...HOUSE_GEOMETRY, ceilingHeightM: 2.7, roomSqm: 18, windowsSqm: 8, extWallSides: 0 },
    // A barn has no domestic kitchen or bathroom to strip out, no house to make good, and no loft or suspended floor to
    // top up: the shell line insulates its walls and roof, and the new slab its floor.
    lines: [
      ...omit([...DWELLING_FINISHES(CONVERSION), ...KITCHEN_FITOUT(ALL), ...BATHROOM_FITOUT(ALL)], [
        'strip_kitchen', 'strip_bathroom', 'making_good', 'insulation_upgrade',
      ]),
      ...SERVICES_AND_FABRIC,
      L('barn_repairs', 'floorArea', { conditionScaled: true }),
      // A barn is a shell: its floor is broken out and relaid insulated with a screed, and the upper storey the
      // geometry counts (half the floor area on two storeys) is a new floor with a new staircase up to it.
      L('ground_slab', 'footprintArea', { label: 'New insulated ground floor slab (the barn floor broken out and relaid)' }),
      L('screed', 'footprintArea', { label: 'Screed to the new ground floor' }),
      L('upper_floor', 'footprintArea', { label: 'New first floor: joists, insulation and decking' }),
      L('loft_stairs', 'each', { label: 'New staircase to the first floor, supplied and installed' }),
      L('stud_partition', 'floorArea', { per: 0.3, label: 'New internal walls forming the rooms' }),
      L('utilities', 'each'),
      L('drainage_connection', 'each', { per: 2, label: 'New drainage runs and connection to the sewer' })],
    ...houseBase,
    flagDefaults: { rewire: { always: true }, windows_all: { always: true }, roof_recover: { always: true } },
    heatingByScope: HEAT_PUMP_SYSTEM,
    drivers: ['structural_walls', 'roof_work', 'windows', 'heating', 'bathrooms_count', 'rooms_count', 'fittings_quality', 'listed_status', 'access', 'property_age'],
    preliminariesPercent: 12, overheadsProfitPercent: OHP_DOMESTIC, fees: ['building_control', 'planning', 'structural_engineer'], designFeePercent: 7,
    programme: { crewSize: 4, minWeeks: 12, maxWeeks: 70 },
  }),
  recipe({
    id: 'office_resi', baseType: 'conversion',
    geometry: { ...HOUSE_GEOMETRY, storeys: 3, unitSqm: 50, minUnits: 1, bedroomSqm: 30, ceilingHeightM: 2.6, kitchenRunLm: 4.5 },
    lines: [
      // The office's fit-out (its tea points among it) is stripped by the first line; the flats' kitchens are new.
      L('strip_commercial', 'floorArea', { conditionScaled: true }),
      ...omit([...DWELLING_FINISHES(CONVERSION), ...KITCHEN_FITOUT(ALL)], ['strip_general', 'strip_kitchen']),
      ...BATHROOM_FITOUT(ALL), ...SERVICES_AND_FABRIC,
      L('stud_partition', 'floorArea', { per: 0.25, label: 'New partitions forming the flats' }),
      L('fire_separation', 'floorArea'),
      L('door_fire', 'units', { label: 'FD30S flat entrance doors' }),
      L('fire_alarm', 'doors'),
      L('utilities', 'units'),
    ],
    ...houseBase,
    flagDefaults: { rewire: { always: true }, windows_some: { always: true } },
    heatingByScope: NEW_HEATING,
    drivers: ['windows', 'heating', 'roof_work', 'structural_walls', 'fittings_quality', 'access'],
    preliminariesPercent: 12, overheadsProfitPercent: 10,
    fees: ['building_control', 'planning', 'fire_risk_assessment'], designFeePercent: 6,
    programme: { crewSize: 6, minWeeks: 12, maxWeeks: 80 },
  }),
  recipe({
    id: 'commercial', baseType: 'commercial',
    geometry: { ...HOUSE_GEOMETRY, storeys: 1, roomSqm: 60, ceilingHeightM: 2.7, bedroomSqm: 0, minBedrooms: 0, bathroomSqm: 250, minBathrooms: 1, kitchensPerUnit: 0, doorsSqm: 40 },
    lines: [
      L('strip_commercial', 'floorArea', { scope: s(0.1, 0.3, 0.8, 1, 1), conditionScaled: true }),
      L('stud_partition', 'floorArea', { per: 0.3, scope: s(0, 0.2, 0.7, 0.9, 1) }),
      L('door_internal', 'doors', { scope: s(0, 0.2, 0.6, 0.9, 1) }),
      L('suspended_ceiling', 'floorArea', { scope: s(0, 0.3, 0.8, 1, 1) }),
      L('floor_finish', 'floorArea', { scope: s(0.5, 0.8, 1, 1, 1) }),
      L('decoration', 'decorArea'),
      // The M&E and joinery rates are a whole category A / B fit-out's per m2: an extensive or full refurbishment renews
      // all of it (share 1), never more than the floor there is.
      L('commercial_mep', 'floorArea', { scope: s(0.1, 0.45, 0.8, 1, 1), unless: ['hvac_kept'] }),
      L('commercial_electrics', 'floorArea', { scope: s(0.15, 0.5, 0.85, 1, 1) }),
      L('commercial_fire', 'floorArea', { scope: s(0, 0.3, 0.7, 1, 1) }),
      // A shop's joinery is its display fittings and counter (the shopfitting line below, priced at the same fixtures
      // benchmark): an office's tea points and reception are not added on top.
      L('commercial_fitout_joinery', 'floorArea', { scope: s(0.2, 0.5, 1, 1, 1), unless: ['shopfitting'] }),
      L('bathroom_suite', 'bathrooms', { scope: s(0, 0.3, 0.7, 1, 1), label: 'WC / washroom fittings' }),
      L('bathroom_plumbing', 'bathrooms', { scope: s(0, 0.3, 0.7, 1, 1) }),
      L('shopfitting', 'floorArea', { scope: s(0.3, 0.5, 1, 1, 1), when: ['shopfitting'] }),
      L('shopfront', 'floorArea', { scope: s(0, 0.3, 1, 1, 1), when: ['shopfitting'] }),
      L('steel_beam', 'each', when('structural')),
      L('window', 'windows', when('windows_all')),
    ],
    flagDefaults: {},
    heatingByScope: NO_HEATING,
    drivers: ['structural_walls', 'windows', 'fittings_quality', 'access'],
    preliminariesPercent: 12, overheadsProfitPercent: 8, contingencyBasePercent: 6,
    fees: ['building_control'], designFeePercent: 6, livingInDefault: false,
    programme: { crewSize: 5, minWeeks: 2, maxWeeks: 60 },
  }),
  recipe({
    id: 'new_build', baseType: 'new_build',
    geometry: { ...HOUSE_GEOMETRY, storeys: 3, unitSqm: 70, minUnits: 2, bedroomSqm: 35, kitchenRunLm: 4.5 },
    lines: [
      L('foundations', 'footprintArea'),
      L('new_build_frame', 'floorArea'),
      L('new_build_roof', 'floorArea'),
      L('new_build_envelope', 'floorArea'),
      L('stud_partition', 'floorArea', { per: 0.5 }),
      L('door_internal', 'doors'),
      L('drylining', 'wallArea', { per: 0.5 }),
      L('ceiling', 'ceilingArea'),
      L('floor_finish', 'floorArea'),
      L('decoration', 'decorArea'),
      ...omit([...KITCHEN_FITOUT(ALL), ...BATHROOM_FITOUT(ALL)], ['strip_kitchen', 'strip_bathroom']),
      L('new_build_services', 'floorArea'),
      L('new_build_external', 'floorArea'),
      L('utilities', 'units'),
    ],
    flagDefaults: {},
    heatingByScope: NO_HEATING,
    drivers: ['fittings_quality', 'access', 'bathrooms_count', 'rooms_count'],
    preliminariesPercent: 13, overheadsProfitPercent: 8, contingencyBasePercent: 7,
    fees: ['building_control', 'planning', 'structural_engineer'], designFeePercent: 8, livingInDefault: false,
    programme: { crewSize: 8, minWeeks: 20, maxWeeks: 104 },
  }),
]

function profile(id: string, label: string, recipeId: string, typicalSizeSqm: number, vatCategory: ProjectProfile['vatCategory'], extra: Partial<ProjectProfile> = {}): ProjectProfile {
  return {
    id, label, recipeId, typicalSizeSqm, vatCategory, isResidential: true, period: false,
    source: 'Our mapping of the project type to a take-off recipe; typical sizes: our assumption of a common UK project (3-bed house about 90 m2, EHS 2021-22 median floor area); typical scope (when the user has not said): what the type\u2019s name means in UK cost guides (a "whole house renovation" renews most finishes and services; preparing a let is a refresh), else a refurbishment',
    date: DATE, ...extra,
  }
}

export const PROFILES: ProjectProfile[] = [
  profile('whole_house_renovation', 'Whole house renovation', 'house', 90, 'standard', { typicalScope: 'extensive', hmoRecipeId: 'hmo' }),
  profile('property_flipping', 'Property flipping', 'house', 85, 'standard', { hmoRecipeId: 'hmo' }),
  profile('period_property_restoration', 'Period property restoration', 'house', 120, 'standard', { period: true , typicalScope: 'extensive' }),
  profile('buy_to_let_preparation', 'Buy-to-let preparation', 'letting_refresh', 70, 'standard', { typicalScope: 'light', hmoRecipeId: 'hmo' }),
  profile('airbnb_property_setup', 'Airbnb property setup', 'letting_refresh', 65, 'standard', { flagsOn: ['furnishing'] , typicalScope: 'light' }),
  profile('kitchen_renovation', 'Kitchen renovation', 'kitchen', 12, 'standard'),
  profile('kitchen', 'Kitchen', 'kitchen', 12, 'standard'),
  profile('bathroom_renovation', 'Bathroom renovation', 'bathroom', 5, 'standard'),
  profile('bathroom', 'Bathroom', 'bathroom', 5, 'standard'),
  profile('bedroom', 'Bedroom', 'room', 12, 'standard'),
  profile('living_room', 'Living room', 'room', 18, 'standard'),
  profile('single_room', 'Single room', 'room', 15, 'standard'),
  profile('cosmetic_only', 'Cosmetic only', 'cosmetic', 90, 'standard', { typicalScope: 'cosmetic' }),
  profile('extension', 'Extension', 'extension', 25, 'standard'),
  profile('loft_conversion', 'Loft conversion', 'loft', 28, 'standard'),
  profile('basement_conversion', 'Basement conversion', 'basement', 40, 'standard'),
  profile('house_conversion', 'House conversion', 'flats_conversion', 120, 'dwelling_conversion', { hmoRecipeId: 'hmo' }),
  profile('house_to_flats_conversion', 'House to flats conversion', 'flats_conversion', 120, 'dwelling_conversion'),
  profile('house_to_hmo_conversion', 'House to HMO conversion', 'hmo', 130, 'hmo_conversion'),
  profile('student_accommodation', 'Student accommodation', 'hmo', 150, 'student', { newBuildRecipeId: 'new_build' }),
  profile('barn_conversion', 'Barn conversion', 'barn', 150, 'non_residential_conversion'),
  profile('office_to_residential', 'Office to residential', 'office_resi', 400, 'non_residential_conversion'),
  profile('retail_space_renovation', 'Retail space renovation', 'commercial', 150, 'standard', { isResidential: false, flagsOn: ['shopfitting'] }),
  profile('commercial_property_renovation', 'Commercial property renovation', 'commercial', 250, 'standard', { isResidential: false }),
  profile('multi_unit_development', 'Multi-unit development', 'flats_conversion', 300, 'multi_unit', { newBuildRecipeId: 'new_build' }),
  // Engine-only single-trade types (TRADE_PROJECT_TYPES): a 3-bed house of about 88 m2.
  profile('rewiring', 'Rewiring', 'rewire', 88, 'standard'),
  profile('roof_replacement', 'Roof replacement', 'reroof', 88, 'standard'),
  profile('windows', 'Replacement windows', 'windows', 88, 'standard'),
  profile('central_heating', 'Central heating', 'heating', 88, 'standard'),
  profile('replastering', 'Replastering', 'replaster', 88, 'standard'),
  profile('damp_proofing', 'Damp proofing', 'damp', 88, 'standard'),
  // Engine-only: a house brief naming only these is priced as the trade's job (decision 063), never a form type.
  profile('electrical_works', 'Electrical work (consumer unit, sockets)', 'electrics', 88, 'standard'),
  profile('repointing', 'Repointing', 'repointing', 88, 'standard'),
  profile('small_works', 'Small works (priced as named)', 'small_works', 88, 'standard'),
  profile('flooring', 'Flooring (carpet, laminate, vinyl, underfloor heating)', 'flooring', 88, 'standard'),
  profile('garage_conversion', 'Garage conversion', 'garage', 16, 'standard'),
  // Decorating by a decorator: the decorating rung whatever the scope word (a room measures as a room by its size).
  profile('decorating', 'Decorating', 'cosmetic', 80, 'standard', { typicalScope: 'cosmetic' }),
]
