import { SAID_AS_FLAGS, WORK_DRIVERS } from './brief-flags'
import { DESCRIPTION_ONLY } from './description-drivers'
import type { KeywordHits } from './keyword-ids'
import { listsItsWorks, namesBathroom, namesFittings, namesKitchen, namesWorks } from './works-named'
import {
  countAnswer,
  defaultOn,
  describedValue,
  firstSaid,
  levelDriver,
  oneOf,
  relevantDrivers,
  settle,
  siteFact,
  yesNo,
  answer,
  type DriverContext,
  type Settled,
} from './driver-settling'
import type { FlagId } from './flag-id'
import type { HeatingMode, ProjectProfile, Recipe } from './rate-table'
import { SWAPS, type SwapWhen } from './swaps'
import type { Condition, CostInput, Driver, Quality, Scope } from './types'

export const SCOPE_LEVEL: Record<Scope, number> = { cosmetic: 0, light: 1, medium: 2, extensive: 3, full: 4 }
export const CONDITION_LEVEL: Record<Condition, number> = { excellent: 0, good: 1, average: 2, fair: 3, poor: 4 }
export const QUALITIES: readonly Quality[] = ['budget', 'standard', 'premium', 'luxury']
const usesCache = new WeakMap<Recipe, Set<SwapWhen>>()
/** Flags a recipe's lines depend on, switching them on or off or swapping their item (cached per recipe). */
function recipeUses(recipe: Recipe, flag: FlagId): boolean {
  let set = usesCache.get(recipe)
  if (!set) {
    set = new Set(
      recipe.lines.flatMap((l) => [
        ...(l.when ?? []),
        ...(l.unless ?? []),
        ...(SWAPS[l.rateId] ?? []).map((s) => s.when),
      ]),
    )
    usesCache.set(recipe, set)
  }
  return set.has(flag)
}

export type { Settled }

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
  described: Readonly<Record<string, string>> = {},
): ResolvedDrivers {
  const scopeLevel = SCOPE_LEVEL[input.scope] ?? 2
  const conditionLevel = CONDITION_LEVEL[input.condition] ?? 2
  const flags: Partial<Record<FlagId, boolean>> = {}
  const settledBy: Record<string, Settled> = {}
  const drivers: Driver[] = []
  const relevant = relevantDrivers(recipe)
  const ctx: DriverContext = {
    input,
    described,
    recipe,
    scopeLevel,
    conditionLevel,
    flags,
    settledBy,
    drivers,
    relevant,
  }

  yesNo(ctx, 'rewiring', 'rewire', !!kw.rewire, 'Full rewire')
  yesNo(ctx, 'damp', 'damp', !!kw.damp, 'Damp treatment')
  yesNo(ctx, 'structural_walls', 'structural', !!kw.structural, 'Load-bearing wall opened up')
  // A bathroom formed where there was none ("fit an en-suite in the main bedroom") runs new soil and water to it.
  yesNo(ctx, 'layout_change', 'layout_change', !!(kw.layout_change || kw.room_formed), 'Kitchen or bathroom moved')
  flags.layout_kept =
    !flags.layout_change && (settledBy.layout_change === 'answer' || settledBy.layout_change === 'description')

  // Heating: answer > keyword (heat pump > new system > boiler) > scope default; a trade's job ignores a "none" answer.
  const heating = settle<HeatingMode>(ctx, 'heating', {
    fromAnswer: oneOf(
      recipe.baseType === 'trade'
        ? ['new_system', 'replace_boiler', 'heat_pump']
        : ['new_system', 'replace_boiler', 'heat_pump', 'none'],
    ),
    fromDescription: () =>
      firstSaid(kw, { heat_pump: 'heat_pump', heat_system: 'new_system', heat_boiler: 'replace_boiler' }),
    line: (mode) =>
      mode === 'none'
        ? undefined
        : { label: 'Heating', effect: `Your description mentions ${mode.replace('_', ' ')}, so it is included.` },
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
      fromDescription: () => (kw.windows || kw.openings ? 'all' : undefined),
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
    line: (status) =>
      status.isListed || status.isConservation
        ? {
            label: status.isListed ? 'Listed building' : 'Conservation area',
            effect: 'Your description says so: specialist works, consent and a larger contingency are included.',
          }
        : undefined,
    fallback: () => ({ isListed: false, isConservation: false }),
  })
  flags.listed = isListed

  const age = answer(input, 'property_age') ?? describedValue(ctx, 'property_age')
  // A pre-1919 house carries a larger contingency (older fabric hides more); period repairs (sash overhaul, lime
  // plaster, joinery) are priced for a restoration or where listing or a conservation area requires repair rather
  // than replacement, never for the age alone ("Victorian" with "not listed" answered).
  const isPeriod = settle(ctx, 'property_age', {
    fromAnswer: (a) => a === 'pre_1919' || profile.period,
    fromDescription: () => (kw.period ? true : undefined),
    line: (period) =>
      period
        ? {
            label: 'Period property',
            effect: 'Your description suggests a pre-1919 property: a larger contingency is included.',
          }
        : undefined,
    fallback: () => profile.period,
  })
  flags.period = isPeriod && (profile.period || isListed || isConservation)

  // Site: living in, access; VAT: empty for two years.
  const livingIn = siteFact(ctx, 'living_in', ['yes', 'no'], !!kw.living_in, recipe.livingInDefault)
  const restrictedAccess = siteFact(ctx, 'access', ['restricted', 'good'], !!kw.restricted_access, false)
  const emptyTwoYears = siteFact(ctx, 'empty_two_years', ['yes', 'no'], !!kw.empty_two_years, false)

  // Counts and specification.
  const bathroomsAnswer = countAnswer(ctx, 'bathrooms_count', 20)
  const bedroomsAnswer = countAnswer(ctx, 'rooms_count', 50)
  if (bathroomsAnswer === null && relevant.has('bathrooms_count'))
    settledBy.bathrooms_count = kw.ensuite ? 'description' : 'default'
  if (bedroomsAnswer === null && relevant.has('rooms_count')) settledBy.rooms_count = 'default'

  const fittingsQuality = settle<Quality>(ctx, 'fittings_quality', {
    fromAnswer: oneOf(QUALITIES),
    fromDescription: () => undefined,
    fallback: () => (QUALITIES.includes(input.quality) ? input.quality : 'standard'),
  })
  // The form's specification is the fittings' quality: stated, so never listed as still unknown beside it.
  if (settledBy.fittings_quality === 'default' && QUALITIES.includes(input.quality))
    settledBy.fittings_quality = 'answer'

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

  // Whether a basement is dug out (floor lowered, walls underpinned) or converted as the cellar stands.
  const basementWork = settle<'cellar' | 'dig_out'>(ctx, 'basement_work', {
    fromAnswer: oneOf(['cellar', 'dig_out']),
    fromDescription: () => (kw.underpin ? 'dig_out' : undefined),
    line: (work) =>
      relevant.has('basement_work')
        ? {
            label: 'Digging out',
            effect:
              work === 'dig_out'
                ? 'Your description says the floor is lowered or dug out, so underpinning and floor lowering are priced.'
                : 'Your description says the cellar already has the headroom, so no floor lowering is priced.',
          }
        : undefined,
    fallback: () => (defaultOn(recipe, 'underpin', scopeLevel, conditionLevel) ? 'dig_out' : 'cellar'),
  })
  flags.underpin = basementWork === 'dig_out'

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

  // Worktops: a standard kitchen package's laminate unless answered or described as stone (quartz, granite...).
  const worktops = settle<'laminate' | 'stone'>(ctx, 'worktops', {
    fromAnswer: oneOf(['laminate', 'stone']),
    fromDescription: () => undefined,
    line: (material) =>
      material === 'stone'
        ? { label: 'Worktops', effect: 'Your description says stone or quartz worktops, so they are priced.' }
        : undefined,
    fallback: () => 'laminate',
  })
  flags.worktop_stone = worktops === 'stone'

  // Description-only features.
  flags.ufh = !!kw.ufh
  flags.bifold = !!kw.bifold
  // Rooflights in a loft said to be a rooflight conversion are that conversion's; anywhere else they are extra.
  flags.rooflights = !!kw.rooflights && !(flags.loft_rooflight && relevant.has('loft_type'))
  // The compliance works said to be the job ("... only"), or named with nothing else (no fittings, surfaces or building).
  flags.compliance_only =
    !!kw.compliance_only ||
    (!!(kw.compliance_works || kw.eicr) && !namesFittings(kw) && !kw.surface_works && !kw.refurbishment)
  // An HMO that exists already holds its compliance pack and licence, unless the brief names that work (decision 060).
  flags.compliance_held = !!kw.existing_dwellings && !kw.compliance_works && !flags.compliance_only
  flags.ensuite = !!kw.ensuite_rooms
  // A bathroom project whose room is an en-suite ("a new en-suite") is a shower room unless a bath is named.
  const showerRoomSaid = !!kw.shower_rooms || (recipe.baseType === 'bathroom' && !!kw.ensuite_rooms)
  flags.shower_rooms = (showerRoomSaid && !kw.bath) || !!kw.bath_replaced
  flags.cloakroom = !!kw.cloakroom && !kw.bath && !kw.shower_rooms && !kw.bath_replaced
  flags.island = !!kw.island
  flags.tiled_floor = !!kw.tiled_floor
  flags.carpet = !!kw.carpet && !kw.hard_floor && !kw.tiled_floor
  flags.floor_covering = !!kw.floor_covering && !kw.tiled_floor
  flags.pitched_roof = !!kw.pitched_roof
  for (const said of SAID_AS_FLAGS) flags[said] = !!kw[said]
  // Nothing to move where the brief keeps the kitchen and the bathrooms (the scope's default layout change).
  if (flags.kitchen_kept && flags.bathroom_kept && settledBy.layout_change === 'default') flags.layout_change = false
  // A kitchen facelift (worktops, a respray) keeps its units; a respray alone, the worktops too (decision 066).
  const facelift = !!(kw.worktops_replaced || kw.kitchen_respray) && !kw.new_kitchen
  flags.units_kept = flags.units_kept || facelift
  flags.worktops_kept = facelift && !kw.worktops_replaced
  // French doors to the garden are the door set there, unless a bi-fold or sliding set is named too.
  flags.french_doors = !!kw.french_doors && !kw.bifold
  flags.kitchen_not_fitted = !kw.new_kitchen
  flags.shower_room_said = !!kw.ensuite
  // At a refresh at most: a letting refresh called "cosmetic" replaces no kitchen or bathroom (surfaces only:
  // decoration, floors, repairs); any refresh whose description names its works replaces only the kitchen or bathroom
  // it names ("paint throughout, new carpets" neither; "new kitchen and a rewire" the kitchen). (A house's "cosmetic
  // refresh" is published with kitchen and bathroom face-lifts, so the word alone does not take them out of a house.)
  flags.cosmetic = !!kw.cosmetic && scopeLevel <= 1
  const refreshNamingWorks = namesWorks(kw) && scopeLevel <= 1
  flags.kitchen_unnamed = refreshNamingWorks && !namesKitchen(kw)
  flags.bathroom_unnamed = refreshNamingWorks && !namesBathroom(kw)
  // A refresh whose brief names a new kitchen or bathroom replaces it in full (a letting refresh otherwise renews a
  // share of its fittings at the light rung: "new kitchen, new bathroom" was 0.6 m of units and no plumbing).
  flags.kitchen_said = refreshNamingWorks && namesKitchen(kw)
  flags.bathroom_said = refreshNamingWorks && namesBathroom(kw)
  // "New kitchen and a rewire, nothing else": the works listed and no refresh around them (decision 064).
  const namedOnly = !!kw.nothing_else && listsItsWorks(kw)
  const floorNamed = !!(kw.carpet || kw.hard_floor || kw.floor_covering)
  flags.named_only = namedOnly
  flags.unnamed_decoration = namedOnly && !kw.decorating_named
  flags.unnamed_plaster = namedOnly && !kw.replaster
  flags.unnamed_floor = namedOnly && !floorNamed
  flags.replaster_said = refreshNamingWorks && !!kw.replaster
  flags.floor_said = refreshNamingWorks && floorNamed
  flags.service_extension = !!kw.service_room && !kw.living_space && !flags.bifold
  for (const { flag, label, effect, everyLine } of DESCRIPTION_ONLY) {
    if (flags[flag] && (everyLine || recipeUses(recipe, flag)))
      drivers.push({
        source: 'description',
        key: flag,
        label,
        effect: effect ?? 'Your description mentions it, so it is priced.',
      })
  }
  for (const f of profile.flagsOn ?? []) flags[f] = true

  // "... nothing else" settles the work the brief does not list: none of it (not still unknown).
  if (flags.named_only) for (const id of WORK_DRIVERS) if (settledBy[id] === 'default') settledBy[id] = 'description'

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
