import { fireSafetyTakeOff } from './fire-safety-take-off'
import { gardenElevationTakeOff, newExternalWalls } from './garden-elevation'
import {
  bathroomsFromArea,
  bedroomsFromArea,
  perimeterOf,
  roomSchedule,
  roomsScheduled,
  scheduleFloors,
  scheduleRooms,
  SMALLEST_HOME_SQM,
  sumOf,
  type ScheduledRoom,
} from './room-schedule'
import { measuredSurfaces, roomsListed, stairsTakeOff, type RoomMeasured, type StairsCarpeted } from './rooms-measured'
import type { StatedCounts } from './stated-counts'
import type { QuantityBasis } from './quantity-basis'
import type { Geometry } from './rate-table'

export type Quantities = Record<QuantityBasis, number>

export interface QuantityInputs {
  sizeSqm: number
  geometry: Geometry
  bedroomsAnswer: number | null
  bathroomsAnswer: number | null
  extraBathrooms: number
  doubleStorey: boolean
  /** Assume no bathroom unless answered (overrides the geometry minimum). */
  noDefaultBathroom?: boolean
  /** Every bedroom (letting room) gets its own en-suite shower room (HMO with en-suites said). */
  ensuitePerRoom?: boolean
  /**
   * What the description counts (`statedCounts`, stated-counts.ts): the windows ("replace all 14 windows") instead of one per
   * `windowsSqm`, the rooflights ("3 Velux windows") instead of a pair or one per 7 m² of a rooflight loft, and the
   * dwellings ("into two flats") instead of one per `unitSqm` (multi-unit recipes).
   */
  stated?: StatedCounts
  /**
   * The dwellings exist already (a refurbishment of flats, decision 060): each has a kitchen and a bathroom to strip.
   * Otherwise a building divided into dwellings has the one kitchen and the bathrooms of the house it was.
   */
  dwellingsExist?: boolean
  /**
   * The rooms a trade's or a decorator's job measures, each of its own floor (stages/measure.ts `roomsMeasured`): the
   * rooms the description counts ("replaster two rooms") or names ("repaint the bathroom"), not the property's.
   */
  rooms?: readonly RoomMeasured[]
  /** The staircases a floor fitter carpets step by step (stages/measure.ts `stairsCarpeted`): priced by the staircase. */
  stairsCarpeted?: StairsCarpeted
  /** The house is a bungalow: one storey, so its footprint (roof, ground floor) is its floor area. `doubleStorey` is the
   * brief's "two storey" (an extension, or a whole building). */
  bungalow?: boolean
}

/** The take-off and the working behind each counted or measured quantity (a short text a builder can check). */
export interface TakeOff {
  quantities: Quantities
  working: Partial<Record<QuantityBasis, string>>
  /** Room by room: floors add up to the floor area, walls to the wall area, counts to the priced counts. */
  rooms: ScheduledRoom[]
}

/** A rooflight loft conversion's rooflights: about one per 7 m² of the new floor (our assumption). */
const ROOFLIGHT_SQM = 7
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))
const n1 = (v: number) => String(Math.round(v * 10) / 10)

/** A flat roof re-covered with no size said: a single garage's, about 3 m × 5 m (our assumption). */
const FLAT_ROOF_TYPICAL_SQM = 15
/** A cellar tanked with no size said: one under a front room, about 4 m × 4 m, 2.1 m high (our assumption). */
const CELLAR_TYPICAL_SQM = 16
const CELLAR_HEIGHT_M = 2.1
/** A cellar's walls (four sides of a square floor, its full height) and its floor: the surfaces tanked. */
const cellarSurfaces = (floorSqm: number) => floorSqm + 4 * Math.sqrt(floorSqm) * CELLAR_HEIGHT_M

/**
 * Take-off quantities from the floor area. Rules of thumb a QS uses at feasibility stage: rooms of `roomSqm`,
 * wall area = room perimeters × storey height less 15% openings, roof = footprint × 1.25 for pitch, one window
 * per `windowsSqm`, bathrooms and bedrooms from area unless answered; sockets, lighting points and radiators counted
 * from the room schedule (roomSchedule). New external walls (and their foundations) run on `extWallSides` sides of a
 * square footprint, so they grow with the square root of the area, not the area.
 */
// eslint-disable-next-line max-lines-per-function -- one quantity per line, each with its working
export function takeOffWithWorking(q: QuantityInputs): TakeOff {
  const g = q.geometry
  // The rooms measured one by one: their floors, each room's walls round its own perimeter (scaled to the floor asked
  // where they add up to more). A room's job measures several where the brief renews more than one ("two bedrooms").
  const measured = g.singleSpace && (q.rooms?.length ?? 0) < 2 ? undefined : q.rooms
  const oneSpace = g.singleSpace && !measured
  const roomsSqm = Math.round((measured?.reduce((s, r) => s + r.sqm, 0) ?? 0) * 10) / 10
  const a = measured ? Math.min(q.sizeSqm, roomsSqm) : q.sizeSqm
  // An extension, or a whole building, said to be two storeys has two; a bungalow has one, and so has a flat (one
  // dwelling: not a maisonette, nor flats a building is divided into). (A loft or a room is one storey whatever the
  // house around it has.)
  const wholeBuilding = g.extWallSides === 0 && g.storeys >= 2
  const oneStoreyHome = !!q.bungalow || (!!q.stated?.aFlat && g.unitSqm === 0)
  const storeys =
    q.doubleStorey && (g.extWallSides > 0 || wholeBuilding) ? 2 : oneStoreyHome && wholeBuilding ? 1 : g.storeys
  const surfaces = measuredSurfaces(measured, a, roomsSqm)
  const ceilingSqm = surfaces?.ceilingSqm ?? a
  const footprint = a / storeys
  // An area said beside the cellar but bigger than the house's footprint is the house's ("our 90 m2 terrace's cellar").
  const cellarSaid =
    q.stated?.cellarSqm !== undefined && q.stated.cellarSqm <= footprint ? q.stated.cellarSqm : undefined
  const cellarFloor = cellarSaid ?? CELLAR_TYPICAL_SQM
  // New external wall on `extWallSides` sides of a square-ish footprint (length in m), or on a plan said or a side
  // return's (garden-elevation.ts); foundations follow it. It rises a storey: the room's height plus the floor or roof
  // zone above it (joists and deck, about 0.3 m).
  const garden = gardenElevationTakeOff(footprint, q.stated)
  const walls = newExternalWalls(footprint, g.extWallSides, garden, q.stated)
  const extWallLm = walls.lm
  const extWallHeightM = g.ceilingHeightM + 0.3
  const units = g.unitSqm > 0 ? (q.stated?.units ?? Math.max(g.minUnits, Math.round(a / g.unitSqm))) : 1
  // Every dwelling has a bedroom ("8 one-bed flats" reads one bedroom a flat, not one in the building).
  const bedrooms = Math.max(q.bedroomsAnswer ?? bedroomsFromArea(g, a), g.unitSqm > 0 ? units : 0)
  // The bathrooms the building has now (from its floor area): what a strip-out removes.
  const existingInHouse = g.bathroomSqm > 0 ? Math.max(1, Math.round(a / g.bathroomSqm)) : g.minBathrooms
  // En-suites to letting rooms where said: the count the description gives, else every room.
  const ensuites = q.ensuitePerRoom ? Math.min(bedrooms, q.stated?.ensuites ?? bedrooms) : 0
  let bathrooms: number
  if (q.bathroomsAnswer !== null) bathrooms = q.bathroomsAnswer
  else {
    // The amenity standards count the sharers: a letting room with its own en-suite shares no bathroom, so with an
    // en-suite to every room the house keeps one bathroom (its existing one, refitted), not one per five rooms.
    const sharers = q.ensuitePerRoom ? bedrooms - ensuites : bedrooms
    if (g.bathroomsPerBedroom) bathrooms = Math.max(g.minBathrooms, Math.ceil(sharers * g.bathroomsPerBedroom))
    else if (g.bathroomSqm > 0) bathrooms = bathroomsFromArea(g, a)
    else bathrooms = q.noDefaultBathroom ? 0 : g.minBathrooms
    bathrooms += q.extraBathrooms
  }
  // Every dwelling has its own bathroom, whatever count was read ("the existing house has one bathroom" is the house
  // before it is divided).
  if (g.unitSqm > 0) bathrooms = Math.max(bathrooms, units)
  const existingBathrooms = q.dwellingsExist ? bathrooms : Math.min(existingInHouse, bathrooms)
  const shared = g.sharedKitchen
  const kitchens = shared
    ? 1
    : g.kitchensPerBedroom
      ? Math.max(1, Math.ceil(bedrooms * g.kitchensPerBedroom))
      : units * g.kitchensPerUnit
  const dividedHouse = g.unitSqm > 0 && !q.dwellingsExist
  const existingKitchens = dividedHouse ? Math.min(1, kitchens) : kitchens
  const runPerKitchen = shared
    ? shared.baseRunLm + shared.runPerSharerLm * bedrooms
    : g.kitchenRunFromArea
      ? clamp(1.5 + 0.3 * a, 3, 14)
      : g.kitchenRunLm
  const areaPerBathroom = bathrooms > 0 ? a / bathrooms : 0
  const sanitaryUnits = g.sanitaryScalesWithArea ? bathrooms * clamp(areaPerBathroom / 5, 0.4, 1.6) : bathrooms
  const doorsByArea = g.singleSpace ? (measured?.length ?? 1) : Math.max(1, Math.round(a / g.doorsSqm))
  const doors = q.stated?.doors ?? doorsByArea
  const windows = q.stated?.windows ?? Math.max(1, Math.round(a / g.windowsSqm / (q.stated?.windowsOneSide ? 2 : 1)))
  const rooflights = q.stated?.rooflights ?? 2
  // The elevations: four sides of a square footprint, 2.6 m a storey (floor zone included), less 20% openings.
  const facadeSqm = 4 * Math.sqrt(footprint) * 2.6 * storeys * 0.8
  const rooflightsByArea = q.stated?.rooflights ?? Math.max(1, Math.round(a / ROOFLIGHT_SQM))
  const statedRooflights =
    q.stated?.rooflights === undefined
      ? undefined
      : `${rooflights} rooflight${rooflights === 1 ? '' : 's'}, as the description says`
  const applianceSets = shared ? Math.max(1, Math.ceil(bedrooms / shared.sharersPerSet)) : kitchens
  // Showers the hot water serves: the bathrooms plus an en-suite per letting room where said. Three or more need a
  // system boiler and a cylinder (a combi cannot feed three showers at once).
  const showers = bathrooms + ensuites
  // Flats each have their own boiler (a combi: one bathroom each); a single dwelling has one boiler.
  const perDwelling = g.unitSqm > 0
  const systemBoiler = !perDwelling && showers >= 3 ? 1 : 0
  const fireDoors = bedrooms + 2
  const schedule = roomSchedule({
    bedrooms,
    bathrooms,
    kitchens: Math.max(kitchens, g.singleSpace ? 0 : 1),
    storeys,
    dwellings: units,
  })
  // The walls: round each room measured, else round each room of the dwelling's schedule (its bedrooms, reception
  // rooms, kitchen, bathrooms, hall and landings), else round rooms of `roomSqm` (a building of open floors, or a floor
  // too small to be a dwelling's rooms).
  const aDwelling = !g.singleSpace && !measured && g.bedroomSqm > 0 && a / units >= SMALLEST_HOME_SQM
  const floors = aDwelling
    ? scheduleFloors({ a, bedrooms, bathrooms, kitchens: Math.max(kitchens, 1), schedule })
    : undefined
  const roomCount = oneSpace ? 1 : (measured?.length ?? floors?.length ?? Math.max(1, a / g.roomSqm))
  const perimeterAllRooms =
    surfaces?.perimeterM ?? (floors ? sumOf(floors, (r) => perimeterOf(r.floorSqm)) : 4 * Math.sqrt(a * roomCount))
  const wallRun = surfaces?.wallRunM ?? perimeterAllRooms
  const wallArea = wallRun * g.ceilingHeightM * 0.85
  const fire = fireSafetyTakeOff(
    { ...schedule, bedrooms, kitchens, doors, singleSpace: g.singleSpace, dwellings: units },
    q.stated,
  )
  const singleRadiators = measured
    ? measured.reduce((n, r) => n + Math.max(1, Math.round((r.sqm * a) / roomsSqm / 15)), 0)
    : Math.max(1, Math.round(a / 15))
  const radiators = g.singleSpace ? singleRadiators : schedule.radiators
  const electricalPoints = g.singleSpace ? Math.max(2, Math.round(a * 0.4)) : schedule.points
  const roomsText = oneSpace
    ? 'one room'
    : measured
      ? `${roomsListed(measured, ' of ')}, as the description says`
      : floors
        ? `${roomsScheduled(floors)} (the room schedule)`
        : `${n1(a)} m² ÷ ${g.roomSqm} m² rooms = ${n1(roomCount)} rooms`
  const floored = measured?.filter((r) => r.only !== 'decorating')
  const flooredSqm = floored ? Math.round(floored.reduce((s, r) => s + r.sqm, 0) * 10) / 10 : a
  const stairs = stairsTakeOff(
    q.stairsCarpeted,
    surfaces?.floorSqm ?? a,
    floored
      ? `${roomsListed(floored, ' × ')} = ${n1(flooredSqm)} m² floor, as the description says${a < roomsSqm ? `; ${n1(a)} m² as given` : ''}`
      : `${n1(a)} m² floor area`,
  )
  const quantities: Quantities = {
    each: 1,
    floorArea: stairs.floorArea,
    staircases: stairs.staircases,
    wallArea,
    ceilingArea: ceilingSqm,
    decorArea: wallArea + ceilingSqm,
    skirtingLm: perimeterAllRooms,
    groundPerimeterLm: 6 * Math.sqrt(footprint),
    roofArea: footprint * 1.25,
    footprintArea: footprint,
    extWallArea: extWallLm * extWallHeightM * storeys * 0.8,
    extWallLm,
    kitchens,
    kitchenRunLm: kitchens * runPerKitchen,
    applianceSets,
    bathrooms,
    existingBathrooms,
    existingKitchens,
    sanitaryUnits,
    bathroomTileArea: bathrooms * 11,
    bathroomFloorArea: bathrooms * 4.5,
    bedrooms,
    doors,
    doorsBesideFireDoors: Math.max(0, doors - fireDoors),
    ...fire.quantities,
    ...garden.quantities,
    windows,
    extDoors: q.stated?.extDoors ?? 1,
    rooflights,
    rooflightsByArea,
    ensuites,
    sockets: q.stated?.sockets ?? 2,
    radiatorsAdded: q.stated?.radiators ?? 1,
    facadeArea: facadeSqm,
    eavesLm: 4 * Math.sqrt(footprint),
    flatRoofArea: q.stated?.flatRoofSqm ?? FLAT_ROOF_TYPICAL_SQM,
    cellarTankedArea: cellarSurfaces(cellarFloor),
    units,
    combiBoilers: perDwelling ? units : 1 - systemBoiler,
    systemBoilers: systemBoiler,
    radiators,
    electricalPoints,
  }
  const working: TakeOff['working'] = {
    ...stairs.working,
    wallArea: `${roomsText}; perimeters ${n1(wallRun)} m${surfaces?.stairwell ?? ''} × ${g.ceilingHeightM} m high × 0.85 (less openings) = ${n1(wallArea)} m²`,
    ceilingArea: `ceilings = floor area ${n1(ceilingSqm)} m²`,
    decorArea: `walls ${n1(wallArea)} m² + ceilings ${n1(ceilingSqm)} m² = ${n1(wallArea + ceilingSqm)} m²`,
    skirtingLm: `room perimeters ${n1(perimeterAllRooms)} m`,
    groundPerimeterLm: `ground-floor walls: 6 × √${n1(footprint)} m² footprint = ${n1(6 * Math.sqrt(footprint))} m`,
    roofArea: `footprint ${n1(footprint)} m² × 1.25 pitch = ${n1(footprint * 1.25)} m²`,
    footprintArea: `${n1(a)} m² ÷ ${storeys} storeys = ${n1(footprint)} m²`,
    kitchenRunLm: shared
      ? `${shared.baseRunLm} m + ${shared.runPerSharerLm} m × ${bedrooms} sharers = ${n1(runPerKitchen)} m in one communal kitchen`
      : `${kitchens} kitchen × ${n1(runPerKitchen)} m run`,
    applianceSets: shared
      ? `one set per ${shared.sharersPerSet} sharers in the one communal kitchen: ${bedrooms} sharers → ${applianceSets}`
      : `${kitchens} kitchen`,
    bathrooms: `${bathrooms} bathroom${bathrooms === 1 ? '' : 's'}`,
    sanitaryUnits: g.sanitaryScalesWithArea
      ? `${bathrooms} bathroom of ${n1(areaPerBathroom)} m² ÷ 5 m² a full suite = ${n1(sanitaryUnits)} suite`
      : `${bathrooms} bathroom${bathrooms === 1 ? '' : 's'} × 1 suite`,
    bathroomTileArea: `${bathrooms} bathroom${bathrooms === 1 ? '' : 's'} × 11 m² of wall tiling`,
    bathroomFloorArea: `${bathrooms} bathroom${bathrooms === 1 ? '' : 's'} × 4.5 m² of floor`,
    kitchens: shared ? 'one communal kitchen' : `${kitchens} kitchen${kitchens === 1 ? '' : 's'}`,
    units: `${units} dwelling${units === 1 ? '' : 's'}${g.unitSqm > 0 && q.stated?.units !== undefined ? ', as the description says' : ''}`,
    extWallLm: walls.working,
    extWallArea: `${n1(extWallLm)} m × ${n1(extWallHeightM)} m storey × ${storeys} storey${storeys === 1 ? '' : 's'} × 0.8 (less openings) = ${n1(extWallLm * extWallHeightM * storeys * 0.8)} m²`,
    existingBathrooms: `existing bathrooms removed: ${existingBathrooms}`,
    existingKitchens: dividedHouse
      ? 'the one kitchen of the building before it is divided'
      : `${kitchens} kitchen${kitchens === 1 ? '' : 's'}`,
    bedrooms: `${bedrooms} bedroom${bedrooms === 1 ? '' : 's'}`,
    doors:
      q.stated?.doors !== undefined
        ? `${doors} door${doors === 1 ? '' : 's'}, as the description says`
        : g.singleSpace
          ? measured
            ? `${roomsListed(measured, ' of ')}: a door each`
            : 'one door'
          : `${n1(a)} m² ÷ ${g.doorsSqm} m² per door = ${doors} doors`,
    ...fire.working,
    ...garden.working,
    radiatorsAdded:
      q.stated?.radiators !== undefined
        ? `${q.stated.radiators} radiator${q.stated.radiators === 1 ? '' : 's'}, as the description says`
        : 'one (the description gives no count)',
    doorsBesideFireDoors: `${doors} doors less ${fireDoors} fire doors (${bedrooms} letting rooms + kitchen + escape route) = ${Math.max(0, doors - fireDoors)}`,
    windows:
      q.stated?.windows !== undefined
        ? `${windows} window${windows === 1 ? '' : 's'}, as the description says`
        : `${n1(a)} m² ÷ ${g.windowsSqm} m² per window${q.stated?.windowsOneSide ? ' ÷ 2 (one side said)' : ''} = ${windows} windows`,
    extDoors: q.stated?.extDoorsPair
      ? 'a pair, the front and the back (the description names doors, not how many)'
      : q.stated?.extDoors !== undefined
        ? `${q.stated.extDoors} outside door${q.stated.extDoors === 1 ? '' : 's'}, as the description names them`
        : 'one (the description gives no count)',
    ensuites:
      q.stated?.ensuites !== undefined && ensuites < bedrooms
        ? `${ensuites} en-suite${ensuites === 1 ? '' : 's'}, as the description says`
        : `${bedrooms} letting rooms, an en-suite each`,
    sockets:
      q.stated?.sockets !== undefined
        ? `${q.stated.sockets} socket${q.stated.sockets === 1 ? '' : 's'}, as the description says`
        : 'a pair (the description gives no count)',
    facadeArea: `4 sides × √${n1(footprint)} m² footprint × 2.6 m × ${storeys} storey${storeys === 1 ? '' : 's'} × 0.8 (less openings) = ${n1(facadeSqm)} m²`,
    eavesLm: `4 sides × √${n1(footprint)} m² footprint = ${n1(4 * Math.sqrt(footprint))} m`,
    flatRoofArea:
      q.stated?.flatRoofSqm !== undefined
        ? `${n1(q.stated.flatRoofSqm)} m² of flat roof, as the description says`
        : `${FLAT_ROOF_TYPICAL_SQM} m²: a single garage's or a small rear extension's flat roof (the description gives no size)`,
    cellarTankedArea: `floor ${n1(cellarFloor)} m² (${cellarSaid !== undefined ? 'as the description says' : 'a cellar under one room, about 4 m × 4 m: the description gives no size'}) + walls 4 × √${n1(cellarFloor)} m × ${CELLAR_HEIGHT_M} m high = ${n1(cellarSurfaces(cellarFloor))} m² of wall and floor`,
    rooflights: statedRooflights ?? 'a pair (the description gives no count)',
    rooflightsByArea: statedRooflights ?? `${n1(a)} m² ÷ ${ROOFLIGHT_SQM} m² per rooflight = ${rooflightsByArea}`,
    combiBoilers: perDwelling
      ? `${units} dwelling${units === 1 ? '' : 's'}, a combi boiler each`
      : `${showers} shower${showers === 1 ? '' : 's'}/bath${showers === 1 ? '' : 's'}: a combi serves up to two`,
    systemBoilers: perDwelling
      ? 'none: each dwelling has its own combi boiler'
      : `${showers} showers/baths: three or more need a system boiler and cylinder`,
    radiators: !g.singleSpace
      ? schedule.radiatorsWorking
      : measured
        ? `${roomsListed(measured, ' of ')}: one radiator per 15 m² of each = ${singleRadiators}`
        : `${n1(a)} m² ÷ 15 m² per radiator = ${singleRadiators}`,
    electricalPoints: g.singleSpace
      ? `${n1(a)} m² × 0.4 points per m² = ${electricalPoints} points`
      : `${schedule.socketsWorking} + ${schedule.lightsWorking} = ${electricalPoints} points`,
  }
  const rooms = g.singleSpace
    ? [
        {
          name: 'The room',
          floorSqm: round2(a),
          wallSqm: round2(wallArea),
          ceilingSqm: round2(a),
          sockets: Math.round(electricalPoints * 0.6),
          lightingPoints: electricalPoints - Math.round(electricalPoints * 0.6),
          radiators,
        },
      ]
    : scheduleRooms(
        floors ?? scheduleFloors({ a, bedrooms, bathrooms, kitchens: Math.max(kitchens, 1), schedule }),
        wallArea,
      )
  return { quantities, working, rooms }
}

const round2 = (v: number) => Math.round(v * 100) / 100
