import type { KeywordHits } from './description'
import type { FlagId, HeatingMode, ProjectProfile, Recipe } from './rate-table'
import type { Condition, CostInput, Driver, Quality, Scope } from './types'

export const SCOPE_LEVEL: Record<Scope, number> = { cosmetic: 0, light: 1, medium: 2, extensive: 3, full: 4 }
export const CONDITION_LEVEL: Record<Condition, number> = { excellent: 0, good: 1, average: 2, fair: 3, poor: 4 }
export const QUALITIES: readonly Quality[] = ['budget', 'standard', 'premium', 'luxury']

const DESCRIPTION_ONLY = [
  ['ufh', 'Underfloor heating'],
  ['bifold', 'Bi-fold / sliding doors'],
  ['underpin', 'Underpinning / floor lowering'],
  ['loft_l_shaped', 'L-shaped (main roof and outrigger) dormer'],
] as const
const usesCache = new WeakMap<Recipe, Set<FlagId>>()
/** Flags a recipe's lines depend on (cached per recipe). */
function recipeUses(recipe: Recipe, flag: FlagId): boolean {
  let set = usesCache.get(recipe)
  if (!set) {
    set = new Set(recipe.lines.flatMap((l) => l.when ?? []))
    usesCache.set(recipe, set)
  }
  return set.has(flag)
}

/** How each cost driver was settled: answered, read from the description, or assumed. */
export type Settled = 'answer' | 'description' | 'default'

export interface ResolvedDrivers {
  flags: Partial<Record<FlagId, boolean>>
  heating: HeatingMode
  /** Which driver (question id) settled how; drivers missing here were not relevant. */
  settledBy: Record<string, Settled>
  fittingsQuality: Quality
  bathroomsAnswer: number | null
  bedroomsAnswer: number | null
  ensuiteFromDescription: boolean
  livingIn: boolean
  restrictedAccess: boolean
  emptyTwoYears: boolean
  isListed: boolean
  isConservation: boolean
  isPeriod: boolean
  propertyAge: string | null
  drivers: Driver[]
}

function answer(input: CostInput, id: string): string | null {
  const v = input.answers?.[id]
  if (typeof v !== 'string') return null
  const t = v.trim()
  return t === '' || t === 'unsure' ? null : t
}

function defaultOn(recipe: Recipe, flag: FlagId, scopeLevel: number, conditionLevel: number): boolean {
  const d = recipe.flagDefaults[flag]
  if (!d) return false
  if (d.always) return true
  return (
    (d.fromScope !== undefined && scopeLevel >= d.fromScope) ||
    (d.fromCondition !== undefined && conditionLevel >= d.fromCondition)
  )
}

const relevantCache = new WeakMap<Recipe, Set<string>>()
function relevantDrivers(recipe: Recipe): Set<string> {
  let set = relevantCache.get(recipe)
  if (!set) {
    set = new Set(recipe.drivers)
    relevantCache.set(recipe, set)
  }
  return set
}

interface YesNoContext {
  input: CostInput
  recipe: Recipe
  scopeLevel: number
  conditionLevel: number
  flags: Partial<Record<FlagId, boolean>>
  settledBy: Record<string, Settled>
  drivers: Driver[]
  relevant: Set<string>
}

/** A yes/no driver that switches one flag: answer > description keyword > the recipe default. */
function yesNo(c: YesNoContext, id: string, flag: FlagId, keyword: boolean, label: string): void {
  const a = answer(c.input, id)
  if (a === 'yes' || a === 'no') {
    c.flags[flag] = a === 'yes'
    c.settledBy[id] = 'answer'
  } else if (keyword) {
    c.flags[flag] = true
    c.settledBy[id] = 'description'
    c.drivers.push({
      source: 'description',
      key: id,
      label,
      effect: `Your description mentions it, so it is included.`,
    })
  } else {
    c.flags[flag] = defaultOn(c.recipe, flag, c.scopeLevel, c.conditionLevel)
    if (c.relevant.has(id)) c.settledBy[id] = 'default'
  }
}

/**
 * A two-way fact about the site or the property that adds no driver line: true for the `on` answer, false for the
 * `off` one, else true when the description mentions it, else `fallback`. Records what settled it.
 */
function siteFact(
  c: YesNoContext,
  id: string,
  [on, off]: readonly [on: string, off: string],
  mentioned: boolean,
  fallback: boolean,
): boolean {
  const a = answer(c.input, id)
  if (a === on || a === off) {
    c.settledBy[id] = 'answer'
    return a === on
  }
  if (mentioned) {
    c.settledBy[id] = 'description'
    return true
  }
  if (c.relevant.has(id)) c.settledBy[id] = 'default'
  return fallback
}

/** A count answer (bathrooms, bedrooms), capped; null when unanswered or unreadable. */
function countAnswer(input: CostInput, settledBy: Record<string, Settled>, id: string, max: number): number | null {
  const a = answer(input, id)
  if (a === null) return null
  const n = Number.parseInt(a, 10)
  if (!Number.isFinite(n) || n < 0) return null
  settledBy[id] = 'answer'
  return Math.min(n, max)
}

/**
 * Settles every cost driver in priority order: a smart-question answer beats a description keyword, which beats
 * the recipe's default for this scope and condition. Unknown answer ids are ignored; 'unsure' keeps it unknown.
 */
// eslint-disable-next-line max-lines-per-function -- one block per cost driver, in priority order (answer, keyword, default)
export function resolveDrivers(
  input: CostInput,
  profile: ProjectProfile,
  recipe: Recipe,
  kw: KeywordHits,
): ResolvedDrivers {
  const scopeLevel = SCOPE_LEVEL[input.scope] ?? 2
  const conditionLevel = CONDITION_LEVEL[input.condition] ?? 2
  const flags: Partial<Record<FlagId, boolean>> = {}
  const settledBy: Record<string, Settled> = {}
  const drivers: Driver[] = []
  const relevant = relevantDrivers(recipe)
  const ctx: YesNoContext = { input, recipe, scopeLevel, conditionLevel, flags, settledBy, drivers, relevant }

  yesNo(ctx, 'rewiring', 'rewire', !!kw.rewire, 'Full rewire')
  yesNo(ctx, 'damp', 'damp', !!kw.damp, 'Damp treatment')
  yesNo(ctx, 'structural_walls', 'structural', !!kw.structural, 'Load-bearing wall opened up')
  yesNo(ctx, 'layout_change', 'layout_change', !!kw.layout_change, 'Kitchen or bathroom moved')

  // Heating: answer > keyword (heat pump > new system > boiler) > default for the scope.
  let heating: HeatingMode = recipe.heatingByScope[scopeLevel] ?? 'none'
  const ha = answer(input, 'heating')
  if (ha === 'new_system' || ha === 'replace_boiler' || ha === 'heat_pump' || ha === 'none') {
    heating = ha
    settledBy.heating = 'answer'
  } else if (kw.heat_pump || kw.heat_system || kw.heat_boiler) {
    heating = kw.heat_pump ? 'heat_pump' : kw.heat_system ? 'new_system' : 'replace_boiler'
    settledBy.heating = 'description'
    drivers.push({
      source: 'description',
      key: 'heating',
      label: 'Heating',
      effect: `Your description mentions ${heating.replace('_', ' ')}, so it is included.`,
    })
  } else if (relevant.has('heating')) settledBy.heating = 'default'
  flags.heat_system = heating === 'new_system'
  flags.heat_boiler = heating === 'replace_boiler'
  flags.heat_pump = heating === 'heat_pump'

  // Roof.
  const ra = answer(input, 'roof_work')
  if (ra === 'none' || ra === 'repairs' || ra === 'recover') {
    flags.roof_recover = ra === 'recover'
    flags.roof_repairs = ra === 'repairs'
    settledBy.roof_work = 'answer'
  } else if (kw.roof_recover || kw.roof_repairs) {
    flags.roof_recover = !!kw.roof_recover
    flags.roof_repairs = !kw.roof_recover
    settledBy.roof_work = 'description'
    drivers.push({
      source: 'description',
      key: 'roof_work',
      label: 'Roof work',
      effect: `Your description mentions ${kw.roof_recover ? 're-roofing' : 'roof repairs'}, so it is included.`,
    })
  } else {
    flags.roof_recover = defaultOn(recipe, 'roof_recover', scopeLevel, conditionLevel)
    flags.roof_repairs = !flags.roof_recover && defaultOn(recipe, 'roof_repairs', scopeLevel, conditionLevel)
    if (relevant.has('roof_work')) settledBy.roof_work = 'default'
  }

  // Windows.
  const wa = answer(input, 'windows')
  if (wa === 'all' || wa === 'some' || wa === 'none') {
    flags.windows_all = wa === 'all'
    flags.windows_some = wa === 'some'
    settledBy.windows = 'answer'
  } else if (kw.windows) {
    flags.windows_all = true
    flags.windows_some = false
    settledBy.windows = 'description'
    drivers.push({
      source: 'description',
      key: 'windows',
      label: 'Windows',
      effect: 'Your description mentions new windows, so all windows are priced.',
    })
  } else {
    flags.windows_all = defaultOn(recipe, 'windows_all', scopeLevel, conditionLevel)
    flags.windows_some = !flags.windows_all && defaultOn(recipe, 'windows_some', scopeLevel, conditionLevel)
    if (relevant.has('windows')) settledBy.windows = 'default'
  }

  // Listed status / conservation area / period.
  const la = answer(input, 'listed_status')
  let isListed = false
  let isConservation = false
  if (la === 'listed' || la === 'conservation_area' || la === 'neither') {
    isListed = la === 'listed'
    isConservation = la === 'conservation_area'
    settledBy.listed_status = 'answer'
  } else if (kw.listed || kw.conservation) {
    isListed = !!kw.listed
    isConservation = !!kw.conservation
    settledBy.listed_status = 'description'
    drivers.push({
      source: 'description',
      key: 'listed_status',
      label: isListed ? 'Listed building' : 'Conservation area',
      effect: 'Your description says so: specialist works, consent and a larger contingency are included.',
    })
  } else if (relevant.has('listed_status')) settledBy.listed_status = 'default'
  flags.listed = isListed

  const age = answer(input, 'property_age')
  let isPeriod = profile.period
  if (age) {
    isPeriod = age === 'pre_1919' || profile.period
    settledBy.property_age = 'answer'
  } else if (kw.period) {
    isPeriod = true
    settledBy.property_age = 'description'
    drivers.push({
      source: 'description',
      key: 'property_age',
      label: 'Period property',
      effect: 'Your description suggests a period property: period repairs and a larger contingency are included.',
    })
  } else if (relevant.has('property_age')) settledBy.property_age = 'default'
  flags.period = isPeriod

  // Site: living in, access; VAT: empty for two years.
  const livingIn = siteFact(ctx, 'living_in', ['yes', 'no'], !!kw.living_in, recipe.livingInDefault)
  const restrictedAccess = siteFact(ctx, 'access', ['restricted', 'good'], !!kw.restricted_access, false)
  const emptyTwoYears = siteFact(ctx, 'empty_two_years', ['yes', 'no'], !!kw.empty_two_years, false)

  // Counts and specification.
  const bathroomsAnswer = countAnswer(input, settledBy, 'bathrooms_count', 20)
  const bedroomsAnswer = countAnswer(input, settledBy, 'rooms_count', 50)
  if (bathroomsAnswer === null && relevant.has('bathrooms_count'))
    settledBy.bathrooms_count = kw.ensuite ? 'description' : 'default'
  if (bedroomsAnswer === null && relevant.has('rooms_count')) settledBy.rooms_count = 'default'

  let fittingsQuality: Quality = QUALITIES.includes(input.quality) ? input.quality : 'standard'
  const fq = answer(input, 'fittings_quality')
  if (fq && (QUALITIES as readonly string[]).includes(fq)) {
    fittingsQuality = fq as Quality
    settledBy.fittings_quality = 'answer'
  } else if (relevant.has('fittings_quality')) settledBy.fittings_quality = 'default'

  // Loft type and extension storeys.
  const lt = answer(input, 'loft_type')
  let loft: 'rooflight' | 'dormer' | 'hip_to_gable' | 'mansard' = 'dormer'
  if (lt === 'rooflight' || lt === 'dormer' || lt === 'hip_to_gable' || lt === 'mansard') {
    loft = lt
    settledBy.loft_type = 'answer'
  } else if (kw.mansard || kw.hip_to_gable || kw.dormer || kw.rooflights) {
    loft = kw.mansard ? 'mansard' : kw.hip_to_gable ? 'hip_to_gable' : kw.dormer ? 'dormer' : 'rooflight'
    settledBy.loft_type = 'description'
    if (relevant.has('loft_type'))
      drivers.push({
        source: 'description',
        key: 'loft_type',
        label: 'Loft type',
        effect: `Your description says ${loft.replace(/_/g, ' ')}, so that conversion is priced${loft === 'rooflight' ? ' (no en-suite unless you mention one: the roof line usually leaves too little headroom)' : ''}.`,
      })
  } else if (relevant.has('loft_type')) settledBy.loft_type = 'default'
  flags.loft_rooflight = loft === 'rooflight'
  flags.loft_dormer = loft === 'dormer'
  flags.loft_hip_to_gable = loft === 'hip_to_gable'
  flags.loft_mansard = loft === 'mansard'
  // An L-shaped dormer (main roof plus rear outrigger) is a second dormer on top of the first.
  flags.loft_l_shaped = !!kw.l_shaped && (loft === 'dormer' || loft === 'hip_to_gable')

  const es = answer(input, 'extension_storeys')
  let double = false
  if (es === 'single' || es === 'double') {
    double = es === 'double'
    settledBy.extension_storeys = 'answer'
  } else if (kw.double_storey || kw.single_storey) {
    double = !!kw.double_storey
    settledBy.extension_storeys = 'description'
    if (relevant.has('extension_storeys'))
      drivers.push({
        source: 'description',
        key: 'extension_storeys',
        label: 'Storeys',
        effect: `Your description says ${double ? 'double' : 'single'} storey.`,
      })
  } else if (relevant.has('extension_storeys')) settledBy.extension_storeys = 'default'
  flags.double_storey = double
  flags.single_storey = !double

  // Description-only features.
  flags.ufh = !!kw.ufh
  flags.bifold = !!kw.bifold
  flags.rooflights = !!kw.rooflights && !flags.loft_rooflight
  flags.underpin = !!kw.underpin
  for (const [f, label] of DESCRIPTION_ONLY) {
    if (flags[f] && recipeUses(recipe, f))
      drivers.push({ source: 'description', key: f, label, effect: 'Your description mentions it, so it is priced.' })
  }
  for (const f of profile.flagsOn ?? []) flags[f] = true

  // Only relevant drivers count as settled/open.
  const settledRelevant: Record<string, Settled> = {}
  for (const id of recipe.drivers) {
    const how = settledBy[id]
    if (how) settledRelevant[id] = how
  }

  return {
    flags,
    heating,
    settledBy: settledRelevant,
    fittingsQuality,
    bathroomsAnswer,
    bedroomsAnswer,
    ensuiteFromDescription: !!kw.ensuite,
    livingIn,
    restrictedAccess,
    emptyTwoYears,
    isListed,
    isConservation,
    isPeriod,
    propertyAge: age,
    drivers,
  }
}
