import type { ScheduledRoom } from './room-schedule'
/**
 * The cost engine's public types. Money is integer pence everywhere here; sizes are m².
 * The engine is pure: `estimateCost(input, rates)` with no clock, randomness, I/O or env.
 */

/** How the table's base-date prices were brought to the price date (tender price index). */
export interface PriceAdjustment {
  baseDate: string
  baseIndex: number
  priceDate: string
  currentIndex: number
  factor: number
  source: string
}

/** Single-trade jobs and decorating: offered on the first form (and so in the API) beside the whole projects. */
export const TRADE_PROJECT_TYPES = [
  'decorating',
  'rewiring',
  'central_heating',
  'windows',
  'roof_replacement',
  'replastering',
  'damp_proofing',
] as const

/** The first form's project types as docs/product/data.md lists them (the published-figures benchmark scores these). */
export const DOCUMENTED_FIRST_FORM_PROJECT_TYPES = [
  'buy_to_let_preparation',
  'property_flipping',
  'airbnb_property_setup',
  'whole_house_renovation',
  'house_conversion',
  'student_accommodation',
  'barn_conversion',
  'office_to_residential',
  'retail_space_renovation',
  'commercial_property_renovation',
  'multi_unit_development',
  'period_property_restoration',
  'kitchen_renovation',
  'bathroom_renovation',
  'loft_conversion',
  'basement_conversion',
] as const

/** First form (docs/product/data.md) plus `extension`, decorating and the single trades; and the professional form's types. */
export const FIRST_FORM_PROJECT_TYPES = [
  ...DOCUMENTED_FIRST_FORM_PROJECT_TYPES,
  'extension',
  ...TRADE_PROJECT_TYPES,
] as const

export const PROFESSIONAL_PROJECT_TYPES = [
  'whole_house_renovation',
  'kitchen',
  'bathroom',
  'bedroom',
  'living_room',
  'extension',
  'loft_conversion',
  'house_to_flats_conversion',
  'house_to_hmo_conversion',
  'cosmetic_only',
  'single_room',
] as const

/** The types either public form offers (the API enumerations): first form plus professional form. */
export type FormProjectType = (typeof FIRST_FORM_PROJECT_TYPES)[number] | (typeof PROFESSIONAL_PROJECT_TYPES)[number]
export const FORM_PROJECT_TYPES = [
  ...new Set([...FIRST_FORM_PROJECT_TYPES, ...PROFESSIONAL_PROJECT_TYPES]),
] as FormProjectType[]

/** Every type the engine prices. */
export type ProjectType = FormProjectType
export const PROJECT_TYPES = FORM_PROJECT_TYPES as ProjectType[]

/** First form regions (docs/product/data.md). */
export const FIRST_FORM_REGIONS = [
  'london',
  'southeast',
  'southwest',
  'eastanglia',
  'midlands',
  'wales',
  'north',
  'scotland',
  'ni',
] as const
/** Professional form locations (docs/product/data.md). */
export const PROFESSIONAL_LOCATIONS = [
  'London',
  'South East',
  'South West',
  'West Midlands',
  'East Midlands',
  'East of England',
  'Yorkshire',
  'North West',
  'North East',
  'Scotland',
  'Wales',
  'Northern Ireland',
] as const
export type FirstFormRegion = (typeof FIRST_FORM_REGIONS)[number]
export type ProfessionalLocation = (typeof PROFESSIONAL_LOCATIONS)[number]

export type Condition = 'excellent' | 'good' | 'average' | 'fair' | 'poor'
export type Scope = 'cosmetic' | 'light' | 'medium' | 'extensive' | 'full'
export type Quality = 'budget' | 'standard' | 'premium' | 'luxury'
export type VatRatePercent = 0 | 5 | 20

export interface CostInput {
  projectType: ProjectType
  sizeSqm: number
  /** Either form's region or location value; the engine maps both onto one set of location factors. */
  region: FirstFormRegion | ProfessionalLocation
  condition: Condition
  scope: Scope
  /**
   * Whether the user stated the scope (form, answer or an unambiguous description). When false the engine prices
   * `scope` as the typical job and widens the range across the plausible scopes (docs/product/decisions.md#scope-of-work).
   * Absent means stated.
   */
  scopeKnown?: boolean
  quality: Quality
  description: string
  /** Answers to the smart questions, keyed by catalogue question id (see smart-questions/question-catalogue). */
  answers: Record<string, string>
  /** ISO date the prices are brought to (the service passes today's date; the engine reads no clock). */
  priceDate: string
}

export interface LineItem {
  id: string
  /** NRM1 group element, e.g. '1' substructure, '2.6' windows, '7.1' strip-out and alterations … used for ordering. */
  elementCode: string
  elementName: string
  trade: string
  description: string
  quantity: number
  unit: string
  ratePence: number
  totalPence: number
  labourPence: number
  materialsPence: number
  plantPence: number
  isProvisionalSum: boolean
  /** Rate table key this line was priced from, for the audit trail. */
  rateId: string
  /** How the quantity was reached (the take-off's working), e.g. "3 bedrooms × 4 + 2 reception × 6 + …". */
  working?: string
}

export interface ElementSummary {
  code: string
  name: string
  totalPence: number
  lowPence: number
  highPence: number
}
export interface OnCost {
  label: string
  percent: number
  pence: number
  basis: string
}
export interface Fee {
  id: string
  label: string
  pence: number
  reason: string
}
export interface ProgrammePhase {
  name: string
  startWeek: number
  durationWeeks: number
}
export interface Saving {
  id: string
  title: string
  detail: string
  savingPence: number
}
export interface Risk {
  id: string
  description: string
  likelihood: 'low' | 'medium' | 'high'
  impactPence: number
  mitigation: string
}
export interface RiskAllowance {
  kind: 'design_development' | 'construction' | 'employer_change'
  label: string
  percent: number
  pence: number
  reasons: string[]
}
export interface Driver {
  source: 'description' | 'answer' | 'input'
  key: string
  label: string
  effect: string
}

export interface CostPlan {
  engineVersion: string
  rateTableVersion: string
  input: CostInput
  /** Normalised facts the engine used (region key, mapped types, derived counts). */
  facts: {
    regionKey: string
    regionLabel: string
    locationFactor: number
    baseType: string
    vatCategory: string
    bathrooms: number
    bedrooms: number
    isListed: boolean
    isPeriod: boolean
    /** The scope priced: the stated one, or the type's typical job when not stated (absent on older stored plans). */
    scope?: Scope
    scopeStated?: boolean
    /** Not stated, and lowered from the typical job because the description calls for less (absent on older plans). */
    scopeFromDescription?: boolean
    /** A single trade's job: the driver (question) whose work the whole job is ("rewiring" for a rewire). */
    tradeDriver?: string
    /**
     * The floor area measured, where it is not the size asked: a room of the house the brief is priced as (a garage,
     * a kitchen, a bathroom; decisions 065, 070), the rooms a trade's or a decorator's work is in ("repaint the living
     * room": 18 m²; decisions 067, 068), or a size beyond the engine's limits; with the floor of each part priced
     * beside the main job added (a loft conversion beside a house's renovation, decision 072). Cost per m² is over
     * this.
     */
    measuredSqm?: number
  }
  lineItems: LineItem[]
  /** Room by room: floor, wall and ceiling areas and the counts (sockets, lighting points, radiators) priced. */
  roomSchedule?: ScheduledRoom[]
  elements: ElementSummary[]
  measuredWorksPence: number
  /**
   * The percentage of measured works plus `items`, the preliminaries priced in their own right (the access scaffold,
   * NRM1 group 9). Plans stored before the scaffold was itemised have no `items` (their scaffold is a measured line).
   */
  preliminaries: OnCost & { items?: LineItem[] }
  overheadsProfit: OnCost
  fees: Fee[]
  feesPence: number
  /** The client's recommended risk allowance: beside the likely figure, never in it. */
  contingency: OnCost & {
    reasons: string[]
    /**
     * The contingency as NRM1's risk allowances (design development, construction, employer change), each with its
     * reasons; they add up to `percent` and `pence`. Absent on plans stored before they were split.
     */
    allowances?: RiskAllowance[]
  }
  /** Likely figure inc VAT plus the contingency (and its VAT): what to have available. */
  budgetIncludingContingencyPence: number
  priceAdjustment: PriceAdjustment
  totalExcVatPence: number
  vat: { ratePercent: VatRatePercent; pence: number; reason: string; reference: string }
  totalIncVatPence: number
  /** Including VAT (the spec's costPerSqm). Use `costPerSqm` (cost-per-sqm.ts) for the figure excluding VAT too. */
  costPerSqmPence: number
  range: { lowPence: number; likelyPence: number; highPence: number; lowExcVatPence: number; highExcVatPence: number }
  confidence: number
  /** Sums to totalExcVatPence: labour and materials (incl. plant) of the works; overhead = prelims + OH&P + fees. */
  breakdown: { labourPence: number; materialsPence: number; overheadPence: number }
  programme: { totalWeeks: number; phases: ProgrammePhase[] }
  assumptions: string[]
  exclusions: string[]
  savings: Saving[]
  risks: Risk[]
  drivers: Driver[]
  unknowns: string[]
}
