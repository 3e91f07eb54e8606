import type { KeywordHits, KeywordId } from './description'
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

interface DriverContext {
  input: CostInput
  recipe: Recipe
  scopeLevel: number
  conditionLevel: number
  flags: Partial<Record<FlagId, boolean>>
  settledBy: Record<string, Settled>
  drivers: Driver[]
  relevant: Set<string>
}

/** What a driver's rule reads: its answer, what the description says, and its default. */
interface DriverRule<T> {
  /** The answer's value, or undefined when the answer is not one this driver takes. */
  fromAnswer: (answer: string) => T | undefined
  /** What the description says, or undefined when it says nothing. */
  fromDescription: () => T | undefined
  /** The driver line for a value read from the description, or undefined for none. */
  line?: (value: T) => { label: string; effect: string } | undefined
  fallback: () => T
}

/**
 * Settles one driver: its answer > what the description says (with a driver line saying so) > its default.
 * Records what settled it (a default only where the driver is relevant).
 */
function settle<T>(c: DriverContext, id: string, rule: DriverRule<T>): T {
  const a = answer(c.input, id)
  const answered = a === null ? undefined : rule.fromAnswer(a)
  if (answered !== undefined) {
    c.settledBy[id] = 'answer'
    return answered
  }
  const described = rule.fromDescription()
  if (described !== undefined) {
    c.settledBy[id] = 'description'
    const line = rule.line?.(described)
    if (line) c.drivers.push({ source: 'description', key: id, ...line })
    return described
  }
  if (c.relevant.has(id)) c.settledBy[id] = 'default'
  return rule.fallback()
}

/** The value of an answer that is one of `values`, else undefined. */
function oneOf<V extends string>(values: readonly V[]): (answer: string) => V | undefined {
  return (a) => ((values as readonly string[]).includes(a) ? (a as V) : undefined)
}

/** The value of the first keyword (listed in priority order) the description hits; undefined when it hits none. */
function firstSaid<V>(kw: KeywordHits, byPriority: Partial<Record<KeywordId, V>>): V | undefined {
  const hit = (Object.keys(byPriority) as KeywordId[]).find((keyword) => kw[keyword])
  return hit && byPriority[hit]
}

/**
 * A driver with levels above 'none' (roof: recover, repairs; windows: all, some), each switching its own flag:
 * answer > what the description says > the first level (in the order given) the recipe turns on by default for this
 * scope and condition > none.
 */
function levelDriver<L extends string>(
  c: DriverContext,
  id: string,
  levels: Record<L, FlagId>,
  said: Pick<DriverRule<NoInfer<L> | 'none'>, 'fromDescription' | 'line'>,
): void {
  const byPriority = Object.entries(levels) as [L, FlagId][]
  const level = settle<L | 'none'>(c, id, {
    fromAnswer: oneOf([...byPriority.map(([value]) => value), 'none']),
    ...said,
    fallback: () =>
      byPriority.find(([, flag]) => defaultOn(c.recipe, flag, c.scopeLevel, c.conditionLevel))?.[0] ?? 'none',
  })
  for (const [value, flag] of byPriority) c.flags[flag] = level === value
}

/** A yes/no driver that switches one flag: answer > description keyword > the recipe default. */
function yesNo(c: DriverContext, id: string, flag: FlagId, keyword: boolean, label: string): void {
  c.flags[flag] = settle(c, id, {
    fromAnswer: (a) => (a === 'yes' || a === 'no' ? a === 'yes' : undefined),
    fromDescription: () => (keyword ? true : undefined),
    line: () => ({ label, effect: `Your description mentions it, so it is included.` }),
    fallback: () => defaultOn(c.recipe, flag, c.scopeLevel, c.conditionLevel),
  })
}

/**
 * A two-way fact about the site or the property that adds no driver line: true for the `on` answer, false for the
 * `off` one, else true when the description mentions it, else `fallback`. Records what settled it.
 */
function siteFact(
  c: DriverContext,
  id: string,
  [on, off]: readonly [on: string, off: string],
  mentioned: boolean,
  fallback: boolean,
): boolean {
  return settle(c, id, {
    fromAnswer: (a) => (a === on || a === off ? a === on : undefined),
    fromDescription: () => (mentioned ? true : undefined),
    fallback: () => fallback,
  })
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
  const ctx: DriverContext = { input, recipe, scopeLevel, conditionLevel, flags, settledBy, drivers, relevant }

  yesNo(ctx, 'rewiring', 'rewire', !!kw.rewire, 'Full rewire')
  yesNo(ctx, 'damp', 'damp', !!kw.damp, 'Damp treatment')
  yesNo(ctx, 'structural_walls', 'structural', !!kw.structural, 'Load-bearing wall opened up')
  yesNo(ctx, 'layout_change', 'layout_change', !!kw.layout_change, 'Kitchen or bathroom moved')

  // Heating: answer > keyword (heat pump > new system > boiler) > default for the scope.
  const heating = settle<HeatingMode>(ctx, 'heating', {
    fromAnswer: oneOf(['new_system', 'replace_boiler', 'heat_pump', 'none']),
    fromDescription: () =>
      firstSaid(kw, { heat_pump: 'heat_pump', heat_system: 'new_system', heat_boiler: 'replace_boiler' }),
    line: (mode) => ({
      label: 'Heating',
      effect: `Your description mentions ${mode.replace('_', ' ')}, so it is included.`,
    }),
    fallback: () => recipe.heatingByScope[scopeLevel] ?? 'none',
  })
  flags.heat_system = heating === 'new_system'
  flags.heat_boiler = heating === 'replace_boiler'
  flags.heat_pump = heating === 'heat_pump'

  // Roof and windows: two levels above none (in priority order), each switching its own flag.
  levelDriver(
    ctx,
    'roof_work',
    { recover: 'roof_recover', repairs: 'roof_repairs' },
    {
      fromDescription: () => firstSaid(kw, { roof_recover: 'recover', roof_repairs: 'repairs' }),
      line: (work) => ({
        label: 'Roof work',
        effect: `Your description mentions ${work === 'recover' ? 're-roofing' : 'roof repairs'}, so it is included.`,
      }),
    },
  )
  levelDriver(
    ctx,
    'windows',
    { all: 'windows_all', some: 'windows_some' },
    {
      fromDescription: () => (kw.windows ? 'all' : undefined),
      line: () => ({ label: 'Windows', effect: 'Your description mentions new windows, so all windows are priced.' }),
    },
  )

  // Listed status / conservation area / period (a description may say both).
  const { isListed, isConservation } = settle(ctx, 'listed_status', {
    fromAnswer: (a) =>
      a === 'listed' || a === 'conservation_area' || a === 'neither'
        ? { isListed: a === 'listed', isConservation: a === 'conservation_area' }
        : undefined,
    fromDescription: () =>
      kw.listed || kw.conservation ? { isListed: !!kw.listed, isConservation: !!kw.conservation } : undefined,
    line: (status) => ({
      label: status.isListed ? 'Listed building' : 'Conservation area',
      effect: 'Your description says so: specialist works, consent and a larger contingency are included.',
    }),
    fallback: () => ({ isListed: false, isConservation: false }),
  })
  flags.listed = isListed

  const age = answer(input, 'property_age')
  const isPeriod = settle(ctx, 'property_age', {
    fromAnswer: (a) => a === 'pre_1919' || profile.period,
    fromDescription: () => (kw.period ? true : undefined),
    line: () => ({
      label: 'Period property',
      effect: 'Your description suggests a period property: period repairs and a larger contingency are included.',
    }),
    fallback: () => profile.period,
  })
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

  const fittingsQuality = settle<Quality>(ctx, 'fittings_quality', {
    fromAnswer: oneOf(QUALITIES),
    fromDescription: () => undefined,
    fallback: () => (QUALITIES.includes(input.quality) ? input.quality : 'standard'),
  })

  // Loft type and extension storeys (their driver lines only where the recipe asks about them).
  const loft = settle<'rooflight' | 'dormer' | 'hip_to_gable' | 'mansard'>(ctx, 'loft_type', {
    fromAnswer: oneOf(['rooflight', 'dormer', 'hip_to_gable', 'mansard']),
    fromDescription: () =>
      firstSaid(kw, { mansard: 'mansard', hip_to_gable: 'hip_to_gable', dormer: 'dormer', rooflights: 'rooflight' }),
    line: (type) =>
      relevant.has('loft_type')
        ? {
            label: 'Loft type',
            effect: `Your description says ${type.replace(/_/g, ' ')}, so that conversion is priced${type === 'rooflight' ? ' (no en-suite unless you mention one: the roof line usually leaves too little headroom)' : ''}.`,
          }
        : undefined,
    fallback: () => 'dormer',
  })
  flags.loft_rooflight = loft === 'rooflight'
  flags.loft_dormer = loft === 'dormer'
  flags.loft_hip_to_gable = loft === 'hip_to_gable'
  flags.loft_mansard = loft === 'mansard'
  // An L-shaped dormer (main roof plus rear outrigger) is a second dormer on top of the first.
  flags.loft_l_shaped = !!kw.l_shaped && (loft === 'dormer' || loft === 'hip_to_gable')

  const storeys = settle<'single' | 'double'>(ctx, 'extension_storeys', {
    fromAnswer: oneOf(['single', 'double']),
    fromDescription: () => firstSaid(kw, { double_storey: 'double', single_storey: 'single' }),
    line: (n) =>
      relevant.has('extension_storeys')
        ? { label: 'Storeys', effect: `Your description says ${n} storey.` }
        : undefined,
    fallback: () => 'single',
  })
  flags.double_storey = storeys === 'double'
  flags.single_storey = storeys === 'single'

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
