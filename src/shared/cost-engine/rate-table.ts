import type { FlagId } from './flag-id'
import type { QuantityBasis } from './quantity-basis'
import type { RangeResiduals } from './range'
import type { Scope } from './types'
/**
 * Shape of the rate table the engine prices from. Everything that is a number someone could dispute (a rate, a
 * factor, a percentage) lives in `data/` and carries `source` and `date`; `rates.test.ts` enforces that.
 */

export interface Sourced {
  /** Where the figure comes from: cited rows, a named publication, or an assumption labelled as ours with what it rests on. */
  source: string
  /** Date of the figure or its price base, e.g. '2024-Q4'. */
  date: string
}

/**
 * How a rate moves with the specification (see `qualityFactors`); every sensitivity moves, none is flat:
 * 'fixed' = labour-dominated operations (move with the trade day-rate spread), 'structure' = shell and structural
 * work, 'finish' = finishes, 'fitting' = kitchen, sanitaryware and furnishing (priced at the fittings quality).
 */
export type QualitySensitivity = 'fixed' | 'structure' | 'finish' | 'fitting'

/**
 * What a rate's published figure already carries (PRICE-BUILD-UP.md §4). `trade`: a trade's or firm's price for the
 * work, its own overheads and margin included (consumer-guide "supply and fit" prices, installed rates, quotes).
 * `net`: labour and materials at cost, before any firm's overheads and profit (build-ups from self-employed day rates
 * and supply prices, QS price-book rates). Only net lines take a contractor's overheads and profit.
 */
export type RateBasis = 'net' | 'trade'

export interface RateItem extends Sourced {
  id: string
  basis: RateBasis
  elementCode: string
  trade: string
  description: string
  unit: string
  /**
   * The rate on its `basis`, UK average, standard specification, at the item's own price base
   * `date` (a quarter, 'YYYY-Qn'). The engine brings it to the table's base quarter by the tender price index
   * (`tpi`, or `historicTpi` for a source older than the TPI), then to the price date like every other rate.
   */
  ratePence: number
  labourShare: number
  materialsShare: number
  plantShare: number
  quality: QualitySensitivity
  isProvisionalSum?: boolean
  /** The one specification a line names at each quality, where the item covers alternatives (a floor finish). */
  specification?: Partial<Record<'budget' | 'standard' | 'premium' | 'luxury', string>>
  /** The programme phase when it is not its element's (decoration: NRM1 3.1 wall finishes, done last). */
  phase?: PhaseId
}

export interface ElementDef {
  code: string
  name: string
  phase: PhaseId
}

export type PhaseId = 'strip_out' | 'structure' | 'first_fix' | 'plastering' | 'second_fix' | 'finishes'

export interface RegionFactor extends Sourced {
  key: string
  label: string
  factor: number
  /** Region values of either form (and calibration-data keys) that map to this factor. */
  aliases: string[]
}

export interface TpiPoint extends Sourced {
  quarter: string
  index: number
  forecast: boolean
}

export interface FactorSet<K extends string = string> extends Sourced {
  values: Record<K, number>
}

export interface PercentRate extends Sourced {
  percent: number
}

export interface FeeRule extends Sourced {
  id: FeeId
  label: string
  /** Percentage of the construction cost (measured works + prelims + OH&P), or a fixed sum. */
  percent?: number
  fixedPence?: number
  /** Fixed professional fees move with location and price date; statutory fees do not. */
  indexed: boolean
  /** Professional services stay standard-rated even where the building works are at 5% or 0%. */
  vatable: boolean
  /**
   * A licence needed only from this many letting rooms (one occupant a room), except in the regions listed, where
   * every HMO is licensed.
   */
  fromLettingRooms?: { rooms: number; exceptRegions: string[] }
}

export type FeeId =
  | 'design'
  | 'structural_engineer'
  | 'building_control'
  | 'planning'
  | 'party_wall'
  | 'heritage'
  | 'hmo_licence'
  | 'fire_risk_assessment'

export interface VatRule extends Sourced {
  id: string
  ratePercent: 0 | 5 | 20
  reason: string
  reference: string
}

export interface DriverDef extends Sourced {
  /** Smart question id (catalogue) or an engine-only driver. */
  id: string
  label: string
}

export type ScopeShares = [number, number, number, number, number]

/** One work item of a recipe: rate × quantity (basis × per × scope share × condition factor). */
export interface RecipeLine {
  rateId: string
  basis: QuantityBasis
  per?: number
  /** Share of the quantity done at each scope (cosmetic, light, medium, extensive, full). Default: all 1. */
  scope?: ScopeShares
  conditionScaled?: boolean
  /** Priced only when any of these flags is on. */
  when?: FlagId[]
  /** Not priced when any of these flags is on. */
  unless?: FlagId[]
  /** Done in full (share 1) at any scope when any of these flags is on: the brief names this work. */
  fullWhen?: FlagId[]
  label?: string
}

/** When a flag is on by default (nothing answered, nothing in the description). */
export interface FlagDefault {
  fromScope?: number
  fromCondition?: number
  always?: boolean
}

export interface Geometry {
  storeys: number
  roomSqm: number
  ceilingHeightM: number
  /** Bedrooms (or lettable rooms) per m², with a minimum; 0 for spaces without bedrooms. */
  bedroomSqm: number
  minBedrooms: number
  bathroomSqm: number
  minBathrooms: number
  /** For HMOs: bathrooms per bedroom instead of per m². */
  bathroomsPerBedroom?: number
  /** Dwellings: one per `unitSqm` (0: a single dwelling / space). */
  unitSqm: number
  minUnits: number
  kitchensPerUnit: number
  /** Commercial: kitchens per bedroom instead. */
  kitchensPerBedroom?: number
  /**
   * HMO: one shared kitchen sized for its sharers (the amenity standards councils apply: a set of cooking, sink and
   * storage facilities per five sharers), its run `baseRunLm` plus `runPerSharerLm` for each letting room.
   */
  sharedKitchen?: { baseRunLm: number; runPerSharerLm: number; sharersPerSet: number }
  kitchenRunLm: number
  /** Single-room projects size the kitchen run from the room area. */
  kitchenRunFromArea?: boolean
  /** Bathroom projects scale the suites with the area per bathroom, 5 m² a suite (priced counts round to whole ones). */
  sanitaryScalesWithArea?: boolean
  windowsSqm: number
  doorsSqm: number
  singleSpace: boolean
  /** New space (extension, loft, basement): external walls on three sides. */
  extWallSides: number
}

export interface ProgrammeDef {
  crewSize: number
  minWeeks: number
  maxWeeks: number
}

export interface ProjectProfile extends Sourced {
  id: string
  label: string
  recipeId: string
  /** Recipe used instead when the description says it is a new build. */
  newBuildRecipeId?: string
  /** The recipe when the description says the house becomes (or is) a house in multiple occupation. */
  hmoRecipeId?: string
  typicalSizeSqm: number
  vatCategory:
    'standard' | 'dwelling_conversion' | 'hmo_conversion' | 'non_residential_conversion' | 'student' | 'multi_unit'
  isResidential: boolean
  period: boolean
  /** Flags always on for this type (e.g. furnishing for a short-let setup). */
  flagsOn?: FlagId[]
  /** The job this type usually means when the user has not said (docs/product/decisions.md: "the likely figure is a typical job"). */
  typicalScope?: Scope
}

export interface Recipe extends Sourced {
  id: string
  baseType: string
  geometry: Geometry
  lines: RecipeLine[]
  flagDefaults: Partial<Record<FlagId, FlagDefault>>
  /** Heating default by scope level when not answered: index 0..4. */
  heatingByScope: [HeatingMode, HeatingMode, HeatingMode, HeatingMode, HeatingMode]
  /** A single trade's recipe: the driver (question) whose work the whole job is ("rewiring" for a rewire). */
  tradeDriver?: string
  /** Smart questions that matter for this recipe (open ones add to the contingency). */
  drivers: string[]
  preliminariesPercent: number
  overheadsProfitPercent: number
  contingencyBasePercent: number
  /** Fees this recipe always needs; others are triggered by flags. */
  fees: FeeId[]
  designFeePercent: number
  livingInDefault: boolean
  programme: ProgrammeDef
  /**
   * No bathroom is assumed (unless answered or the description mentions an en-suite) when any of these flags is on,
   * e.g. a rooflight loft conversion keeps the existing roof line and rarely has the headroom for a shower room.
   */
  noDefaultBathroomWhen?: FlagId[]
  /** Statements the plan's assumptions always carry for this recipe (e.g. how a single-trade job is certified). */
  assumptions?: string[]
}

export type HeatingMode = 'new_system' | 'replace_boiler' | 'heat_pump' | 'none'

export interface SavingDef extends Sourced {
  id: string
  title: string
  /** Rates whose lines the saving acts on. */
  rateIds: string[]
  /** Part of those lines that is saved: 'materials' | 'labour' | 'total'. */
  part: 'materials' | 'labour' | 'total'
  fraction: number
  detail: string
}

export interface RateTable {
  version: string
  baseDate: string
  baseQuarter: string
  currency: 'GBP'
  items: Record<string, RateItem>
  elements: ElementDef[]
  regions: RegionFactor[]
  tpi: TpiPoint[]
  /** Older index points (2000 = 100) for rates whose price base predates `tpi`; used only to rebase those rates. */
  historicTpi: TpiPoint[]
  qualityFactors: Record<QualitySensitivity, FactorSet<'budget' | 'standard' | 'premium' | 'luxury'>>
  conditionFactors: FactorSet<'excellent' | 'good' | 'average' | 'fair' | 'poor'>
  contingency: {
    condition: FactorSet<'excellent' | 'good' | 'average' | 'fair' | 'poor'>
    scopeFull: PercentRate
    period: PercentRate
    listed: PercentRate
    perUnknown: PercentRate
    maxUnknowns: number
    minPercent: number
    maxPercent: number
  }
  preliminaries: { livingIn: PercentRate; restrictedAccess: PercentRate }
  /** Share of the recipe's design fee percentage charged at each scope (cosmetic work needs no designer). */
  designFeeByScope: { values: ScopeShares } & Sourced
  /** Share of the recipe's preliminaries and OH&P charged at each scope (who runs the job). */
  mainContractorByScope: { values: ScopeShares } & Sourced
  programme: {
    labourDayPence: number
    sequencingFactor: number
    livingInUplift: number
    designWeeks: number
    planningWeeks: number
    /** The next site phase starts when this one is this far through (trades overlap). */
    phaseOverlap: number
    minPhaseWeeks: number
  } & Sourced
  range: {
    /** Measured residual quantiles by family and scope state (data/range-residuals.json, from scripts/accuracy.ts). */
    residuals: RangeResiduals
    /** With the scope not stated, the range also spans the likely figures this many rungs either side of the typical job. */
    unknownScopeRungs: number
  } & Sourced
  /** Input bounds and display thresholds. */
  limits: { maxSizeSqm: number; minSavingPence: number } & Sourced
  /** Each risk's cost if it happens, as a share of measured works (or weeks of preliminaries). */
  riskAllowances: {
    structure: number
    asbestos: number
    listed: number
    inflation: number
    /** Damp beyond the allowance, as a share of the damp work priced. */
    dampOverrun: number
    /** Defects a decorator finds preparing the surfaces (a job that opens nothing up), as a share of the decorating. */
    surfaceDefects: number
    /** New or moved soil and waste runs needing a longer route, as a share of the runs priced. */
    drainageOverrun: number
    approvalsDelayWeeks: number
  } & Sourced
  fees: Record<FeeId, FeeRule>
  vat: VatRule[]
  energySavingZeroRateUntil: string
  drivers: Record<string, DriverDef>
  savings: SavingDef[]
  recipes: Record<string, Recipe>
  profiles: Record<string, ProjectProfile>
}

/**
 * NRM1 group 9, main contractor's preliminaries: items priced as preliminaries in their own right (the access
 * scaffold), itemised beside the percentage and never in the measured works.
 */
export const PRELIMINARIES_ELEMENT = '9'
