import { describedAnswers } from '#shared/smart-questions/analyze-description'
import { scanDescription } from '../description'
import type { KeywordHits } from '../keyword-ids'
import { listsItsWorks } from '../works-named'
import { onTheChosenProperty, ROOM_JOB_TYPES, resolveProfile } from '../priced-profile'
import { priceAdjustment, type PriceAdjustment } from '../price-index'
import { takeOffWithWorking, type Quantities, type TakeOff } from '../quantities'
import { staircase, withStairwell, type RoomMeasured, type StairsCarpeted } from '../rooms-measured'
import { bathroomsSaidOf, hallFloorSqm, houseRooms } from '../house-rooms'
import type { ProjectProfile, RateTable, Recipe } from '../rate-table'
import { normaliseRegion, type NormalisedRegion } from '../regions'
import {
  STAIRS_NOUN,
  statedCounts,
  statedSqm,
  type RoomKind,
  type RoomNamed,
  type StatedCounts,
} from '../stated-counts'
import { CONDITION_LEVEL, SCOPE_LEVEL, resolveDrivers, type ResolvedDrivers } from '../resolve-drivers'
import { woodworkPaintedAlone } from '../small-works'
import type { Condition, CostInput, Scope } from '../types'

const DECORATING_RECIPE_ID = 'cosmetic'
/** The plasterer's and the floor fitter's trades: like a decorator's, their work is the rooms a brief names. */
const SURFACE_TRADES: ReadonlySet<string> = new Set(['replaster', 'flooring'])

/** What the rest of the pipeline needs to know about the job: the request read, the recipe chosen, the quantities. */
export interface Job {
  /** The request as given (kept on the plan). */
  input: CostInput
  /** The request with size, condition and scope made safe (the scope is the typical job's when not stated). */
  normalised: CostInput
  rates: RateTable
  /**
   * The floor measured: the rooms a trade's or a decorator's work is in, the room or new space the brief is priced as,
   * else the size asked (`facts.measuredSqm` where it differs).
   */
  sizeSqm: number
  condition: Condition
  scopeLevel: number
  scopeStated: boolean
  /** Not stated, and priced below the typical job because the description calls for less (a refresh at most). */
  scopeFromDescription: boolean
  /**
   * The project type chosen, when its brief is priced as another job: one trade's work or small works alone, or a
   * garage conversion (decision 065).
   */
  chosenInsteadOf?: string
  profile: ProjectProfile
  recipe: Recipe
  keywords: KeywordHits
  drivers: ResolvedDrivers
  isNewBuild: boolean
  region: NormalisedRegion
  price: PriceAdjustment
  /** Location factor × price-date factor: what every rate and indexed fee is multiplied by. */
  unitFactor: number
  quantities: Quantities
  /** The working behind each quantity (shown on the measured lines). */
  working: TakeOff['working']
  /** The room schedule the quantities come from. */
  rooms: TakeOff['rooms']
  /** What the description counts (windows, rooflights, dwellings): taken instead of the rules of thumb. */
  stated: StatedCounts
  /** The rooms measured one by one (`roomsMeasured`), where the job measures rooms: the walls papered follow them. */
  roomsMeasured?: readonly RoomMeasured[]
}

/**
 * The floor of a room a house's brief is priced as (a garage converted, decision 065; a kitchen or bathroom, decision
 * 070): the area its brief states ("the single garage (about 16 m2)"), else the size given where it can be that room's,
 * else `typical`: a whole house's floor area is not its garage's or its kitchen's.
 */
export function roomSqm(description: string, asked: number, typical: number): number {
  return statedSqm(description) ?? (asked <= ROOM_MAX_SQM ? asked : typical)
}
/** The garage's typical floor: a single garage, about 3 m x 5 m, or a double where said (our assumption). */
const garageTypicalSqm = (description: string) => (/\bdouble garage\b/i.test(description) ? 2 : 1) * 15
const ROOM_MAX_SQM = 40

/** The floor area measured: the size asked, or the room's where the brief is priced as a room of the house. */
function measuredSqm(profile: ProjectProfile, chosenInsteadOf: string | undefined, description: string, asked: number) {
  if (profile.id === 'garage_conversion') return roomSqm(description, asked, garageTypicalSqm(description))
  return chosenInsteadOf && ROOM_JOB_TYPES.has(profile.id) ? roomSqm(description, asked, profile.typicalSizeSqm) : asked
}

/** The form that prices each kind of room alone: a room named is measured as that form's typical room. */
const ROOM_FORMS: Partial<Record<RoomKind, string>> = {
  kitchen: 'kitchen_renovation',
  bathroom: 'bathroom_renovation',
  bedroom: 'bedroom',
  living_room: 'living_room',
}

/**
 * The recipes of a room renewed whose rooms counted or said in the plural are measured: a room lived in (a bedroom, a
 * living room, a single room), and a bathroom ("refit the bathrooms", decision 070, later uk-rates-2026.99).
 */
const ROOM_RECIPE_IDS: ReadonlySet<string> = new Set(['room', 'bathroom'])

/** The floor fitter's job, and the decorator's with its floor (decision 057): each carpets a staircase by the staircase. */
const CARPETS_STAIRS: ReadonlySet<string> = new Set(['flooring', DECORATING_RECIPE_ID])
/**
 * The staircases a floor fitter carpets (decision 068, later uk-rates-2026.98): a stair carpet is cut, gripped and bent
 * round each tread and riser, so each is priced by the staircase, not as its 5.4 m² of floor. They are the stairs named
 * among the rooms measured ("new stair carpet", "carpet on the stairs and landing"), or named beside a carpet laid
 * through the house ("new carpets throughout, including the stairs": one staircase out of the house's floor). A hard
 * floor named beside the carpet ("carpet on the stairs, LVT in the hall") is one covering over the floor, as before.
 */
function stairsCarpeted(j: {
  recipe: Recipe
  carpet: boolean
  stated: StatedCounts
  rooms: RoomMeasured[] | undefined
  rates: RateTable
  geometry: Recipe['geometry']
}): StairsCarpeted | undefined {
  if (!CARPETS_STAIRS.has(j.recipe.id) || !j.carpet) return undefined
  const named = (j.rooms ?? []).filter((r) => r.noun === STAIRS_NOUN)
  if (named.length > 0) return { count: named.length, sqm: named[0]!.sqm }
  return !j.rooms && j.stated.stairsNamed ? { count: 1, sqm: hallFloorSqm(j.rates, j.geometry) } : undefined
}

/**
 * The rooms a trade's or a decorator's job measures instead of the property (decisions 061, 067, 068), or a room's
 * job renews (decision 070):
 * - the rooms the brief counts ("paint the 3 bedrooms", "refurbish two bedrooms") or says in the plural ("the
 *   bedrooms", "the reception rooms": the house's, as its take-off counts them on the floor `asked`);
 * - with the rooms it names one by one beside them ("repaint the bathroom"; a decorator's, a plasterer's or a floor
 *   fitter's, or small works painting the woodwork alone: "gloss the skirting in the hall"). A room named of the kind
 *   counted is one of them, and every room named is one of rooms counted with no kind ("two rooms - the …").
 * Each is the size said beside its name ("the 4m x 3m bedroom"), else its kind's typical room: the one its own form
 * prices (a kitchen 12 m², a bathroom 5 m², a bedroom 12 m², a living room 18 m²), any other room the take-off's room
 * (14 m²). The hall, stairs and landing are long and narrow: each is the typical house's hall or landing in its room
 * schedule (5.4 m²) for every trade, floor, walls and ceiling alike (decision 068, later uk-rates-2026.99); the stairs
 * are their stairwell (`staircase`) wherever measured, and the decorator's hall and landing take the stairwell between
 * them (`withStairwell`). A feature wall decorated with no room named is one wall of the take-off's room. A room's job renewing one
 * room measures its floor.
 */
function roomsMeasured(j: {
  stated: StatedCounts
  recipe: Recipe
  geometry: Recipe['geometry']
  rates: RateTable
  keywords: KeywordHits
  asked: number
}): RoomMeasured[] | undefined {
  const { stated, recipe, geometry: g } = j
  const roomJob = ROOM_RECIPE_IDS.has(recipe.id)
  if (g.singleSpace && !roomJob) return undefined
  const hallFloor = hallFloorSqm(j.rates, g)
  const sqmOf = (kind: RoomKind) =>
    kind === 'hall' ? hallFloor : (j.rates.profiles[ROOM_FORMS[kind] ?? '']?.typicalSizeSqm ?? g.roomSqm)
  const counts = roomJob || recipe.baseType === 'trade' || recipe.baseType === 'cosmetic'
  const groups =
    stated.rooms !== undefined
      ? [{ kind: stated.roomsKind ?? 'room', n: stated.rooms, papered: !!stated.roomsPapered }]
      : (stated.uncounted ?? []).map((kind) => ({
          kind,
          n: houseRooms(j.rates, j.asked, kind),
          papered: !!stated.uncountedPapered?.includes(kind),
        }))
  // One room renewed is the room's own floor (the size asked or stated, `measuredSqm`): only several are measured here.
  const counted = counts && (!roomJob || groups.reduce((n, x) => n + x.n, 0) > 1) ? groups : []
  const rooms = counted.flatMap(({ kind, n, papered }) =>
    Array.from({ length: n }, () => ({ noun: kind.replace('_', ' '), sqm: sqmOf(kind), ...papering(papered) })),
  )
  const kinds = new Set<RoomKind>(counted.map((x) => x.kind))
  // Small works that are the woodwork painted alone are the decorator's woodwork (decision 074, later uk-rates-2026.99).
  const woodwork = recipe.id === 'small_works' && woodworkPaintedAlone(j.keywords)
  const namesRooms = recipe.baseType === 'cosmetic' || SURFACE_TRADES.has(recipe.id) || woodwork
  // Rooms counted with no kind ("two rooms - the living room and the back bedroom") are the rooms it names.
  const named = (namesRooms ? (stated.namedRooms ?? []) : []).filter(
    (r) => counted.length === 0 || (!kinds.has('room') && !kinds.has(r.kind)),
  )
  // Each room, counted or named, is papered where its own clause papers it (decision 067, later).
  const all = [
    ...rooms,
    ...named.map((r) => ({
      noun: r.noun,
      ...(r.noun === STAIRS_NOUN ? staircase(r.sqm ?? hallFloor) : { sqm: r.sqm ?? sqmOf(r.kind) }),
      ...papering(!!r.papered),
    })),
  ]
  if (all.length > 0) {
    const split = recipe.id === DECORATING_RECIPE_ID && counted.length === 0 ? worksSplit(all, named) : all
    return recipe.id === DECORATING_RECIPE_ID && g.storeys > 1 && !stated.aFlat
      ? withStairwell(split, hallFloor)
      : split
  }
  return recipe.baseType === 'cosmetic' && j.keywords.feature_wall ? [{ noun: 'room', sqm: g.roomSqm }] : undefined
}

/** A room measured papered where its clause papers it ("wallpaper the lounge", "wallpaper the two bedrooms"). */
const papering = (papered: boolean) => (papered ? { papered: true as const } : {})

/**
 * The decorator's rooms where the brief floors some named rooms and decorates the others ("new stair carpet and repaint
 * the hall"; `floored`, stated-counts.ts): the floored rooms' floor alone is laid, the others' walls and ceilings alone
 * decorated. Where every room (or none) is floored, each is floored and decorated alike, as before.
 */
function worksSplit(rooms: RoomMeasured[], named: readonly RoomNamed[]): RoomMeasured[] {
  const floored = named.filter((r) => r.floored).length
  if (floored === 0 || floored === named.length) return rooms
  return rooms.map((r, i) => ({ ...r, only: named[i]!.floored ? 'floor' : 'decorating' }))
}

const typicalScope = (profile: ProjectProfile): Scope => profile.typicalScope ?? 'medium'

/**
 * The scope priced when nobody stated it: the typical job, unless the description calls the work cosmetic, or (for a
 * house) is a list of works ("new kitchen and a rewire", "new bathroom, redecoration, carpets": fittings, surfaces and
 * trades, nothing named beyond them): a refresh at most, with the works it names priced whatever the rung. A kitchen's
 * or bathroom's brief naming its room is the typical job itself (decision 050).
 */
function unstatedScope(profile: ProjectProfile, rates: RateTable, keywords: KeywordHits): Scope {
  const typical = typicalScope(profile)
  const listOfWorks = rates.recipes[profile.recipeId]?.baseType === 'house' && listsItsWorks(keywords)
  return (keywords.cosmetic || listOfWorks) && SCOPE_LEVEL[typical] > SCOPE_LEVEL.light ? 'light' : typical
}

/**
 * The take-off for the job: the geometry's rules of thumb with what the drivers and the description settle (the
 * bedrooms and bathrooms answered, en-suites, storeys, the counts the brief states, flats that exist already).
 */
function takeOff(j: {
  sizeSqm: number
  geometry: Recipe['geometry']
  recipe: Recipe
  drivers: ResolvedDrivers
  keywords: KeywordHits
  stated: StatedCounts
  rooms: RoomMeasured[] | undefined
  stairs: StairsCarpeted | undefined
  bathroomsSaid: number | null
}): TakeOff {
  const { recipe, drivers } = j
  const ensuitePerRoom = recipe.baseType === 'hmo' && !!drivers.flags.ensuite
  // "With an en-suite" adds a bathroom to a house (whose bathrooms follow its floor area); an HMO's en-suites are one
  // per letting room, counted as such. A bathroom project's or a loft's own bathroom is the en-suite the brief names.
  const extraBathrooms =
    drivers.ensuiteFromDescription &&
    recipe.drivers.includes('bathrooms_count') &&
    recipe.geometry.bathroomSqm > 0 &&
    !ensuitePerRoom
      ? 1
      : 0
  const noDefaultBathroom =
    !drivers.ensuiteFromDescription && (recipe.noDefaultBathroomWhen ?? []).some((f) => drivers.flags[f])
  // An HMO brief's "2 en-suite shower rooms" is read by the bathrooms question too: that count is the en-suites, not
  // shared bathrooms beside them.
  const bathroomsAreTheEnsuites =
    ensuitePerRoom &&
    drivers.settledBy.bathrooms_count === 'description' &&
    drivers.bathroomsAnswer !== null &&
    drivers.bathroomsAnswer === j.stated.ensuites
  // Bathrooms said in the plural ("refit the bathrooms", "retile the bathrooms"): the count said, else the house's (a
  // home's: an HMO's en-suites and a building's flats are counted their own way).
  const bathroomsMeasured = recipe.baseType === 'bathroom' && (j.rooms?.length ?? 0) > 1 ? j.rooms!.length : null
  const aHome = recipe.baseType !== 'hmo' && j.geometry.unitSqm === 0
  const bathroomsSaid = aHome ? j.bathroomsSaid : null
  return takeOffWithWorking({
    sizeSqm: j.sizeSqm,
    geometry: j.geometry,
    bedroomsAnswer: drivers.bedroomsAnswer,
    bathroomsAnswer: bathroomsAreTheEnsuites ? null : (drivers.bathroomsAnswer ?? bathroomsMeasured ?? bathroomsSaid),
    extraBathrooms,
    doubleStorey: !!drivers.flags.double_storey,
    noDefaultBathroom,
    ensuitePerRoom,
    stated: j.stated,
    dwellingsExist: !!drivers.flags.existing_dwellings,
    bungalow: !!j.keywords.bungalow,
    ...(j.rooms ? { rooms: j.rooms } : {}),
    ...(j.stairs ? { stairsCarpeted: j.stairs } : {}),
  })
}

/**
 * The flags what the brief states sets: the windows it counts (each of them, not a share), and the home a flat (one
 * dwelling of a house's recipe: its outside and roof are the freeholder's).
 */
function statedFlags(flags: Job['drivers']['flags'], stated: StatedCounts, geometry: Recipe['geometry']) {
  const counted = stated.windows !== undefined || !!stated.windowsOneSide
  return {
    windows_counted: counted,
    some_windows: !!flags.windows_some && !counted,
    a_flat: !!stated.aFlat && geometry.unitSqm === 0,
  }
}

/**
 * Stage 1, measure: reads the request (size, condition, scope, description keywords, answers), picks the take-off
 * recipe, settles every cost driver and takes off the quantities from the floor area.
 */
export function measure({ input, rates }: { input: CostInput; rates: RateTable }): Job {
  const asked = Number.isFinite(input.sizeSqm) ? Math.min(rates.limits.maxSizeSqm, Math.max(1, input.sizeSqm)) : 1
  const condition: Condition = CONDITION_LEVEL[input.condition] !== undefined ? input.condition : 'average'
  const keywords = scanDescription(input.description)
  const { profile, chosenInsteadOf } = resolveProfile(input, rates, keywords)
  // Scope not stated: price the job this type usually means (docs/product/decisions.md#scope-of-work).
  const scopeStated = input.scopeKnown !== false
  const statedScope = SCOPE_LEVEL[input.scope] === undefined ? 'medium' : input.scope
  const unstated = unstatedScope(profile, rates, keywords)
  const scope = scopeStated ? statedScope : unstated
  const scopeLevel = SCOPE_LEVEL[scope]!
  // Decorating only is priced as decorating whatever the project type (the ladder: "nothing is replaced"); a single
  // trade's smallest job stays that trade's.
  const decoratingOnly = scopeLevel === 0 && rates.recipes[profile.recipeId]?.baseType !== 'trade'
  const isNewBuild = !decoratingOnly && !!keywords.new_build && !!profile.newBuildRecipeId
  const isHmo = !decoratingOnly && !isNewBuild && !!keywords.hmo && !!profile.hmoRecipeId
  const recipe =
    rates.recipes[
      decoratingOnly
        ? DECORATING_RECIPE_ID
        : isNewBuild
          ? profile.newBuildRecipeId!
          : isHmo
            ? profile.hmoRecipeId!
            : profile.recipeId
    ]
  if (!recipe) throw new Error(`Rate table has no recipe ${profile.recipeId}`)
  // Decorating a room measures the room, not a house of the same floor area; small works measure the property of the
  // type chosen (a kitchen's worktops run along that kitchen, not a house's).
  const chosen = rates.profiles[input.projectType]
  const measured = onTheChosenProperty(profile.id, chosen?.recipeId ?? '')
    ? chosen
    : decoratingOnly
      ? profile
      : undefined
  const geometry = (measured && rates.recipes[measured.recipeId]?.geometry) ?? recipe.geometry
  const stated = statedCounts(input.description)
  // The floor measured: the rooms the work is in, the room the brief is priced as, else the size asked.
  const rooms = roomsMeasured({ stated, recipe, geometry, rates, keywords, asked })
  // A decorator's or a surface trade's work said of one storey ("new carpets upstairs") is that storey's floor.
  const oneStorey = stated.oneStorey && (recipe.baseType === 'cosmetic' || SURFACE_TRADES.has(recipe.id))
  const sizeSqm = rooms
    ? Math.min(asked, Math.round(rooms.reduce((sqm, r) => sqm + r.sqm, 0) * 10) / 10)
    : oneStorey && geometry.storeys > 1
      ? Math.round((asked / geometry.storeys) * 10) / 10
      : measuredSqm(profile, chosenInsteadOf, input.description, asked)
  const normalised: CostInput = { ...input, sizeSqm, condition, scope }
  // The description read once, as the smart questions read it: what it settles is priced as the wizard showed it.
  const described = describedAnswers({
    description: input.description,
    projectType: input.projectType,
    location: input.region,
    currentYear: Number(input.priceDate?.slice(0, 4)) || undefined,
  })
  const resolved = resolveDrivers(normalised, profile, recipe, keywords, described)
  const drivers = { ...resolved, flags: { ...resolved.flags, ...statedFlags(resolved.flags, stated, geometry) } }
  const region = normaliseRegion(input.region, rates)
  const price = priceAdjustment(input.priceDate, rates)
  const stairs = stairsCarpeted({ recipe, carpet: !!drivers.flags.carpet, stated, rooms, rates, geometry })
  const bathroomsSaid = bathroomsSaidOf(stated, rates, asked)
  const takenOff = takeOff({ sizeSqm, geometry, recipe, drivers, keywords, stated, rooms, stairs, bathroomsSaid })
  return {
    input,
    normalised,
    rates,
    sizeSqm,
    condition,
    scopeLevel,
    scopeStated,
    scopeFromDescription: !scopeStated && (!!chosenInsteadOf || unstated !== typicalScope(profile)),
    ...(chosenInsteadOf ? { chosenInsteadOf } : {}),
    profile,
    recipe,
    keywords,
    drivers,
    isNewBuild,
    region,
    price,
    unitFactor: region.factor * price.factor,
    quantities: takenOff.quantities,
    working: takenOff.working,
    rooms: takenOff.rooms,
    stated,
    ...(rooms ? { roomsMeasured: rooms } : {}),
  }
}
