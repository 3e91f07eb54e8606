import type { Geometry } from './rate-table'

/** The share of a dwelling's floor that is its hall and landings (the room schedule's). */
export const HALL_SHARE = 0.12

const n1 = (v: number) => String(Math.round(v * 10) / 10)
const round2 = (v: number) => Math.round(v * 100) / 100

/** The bedrooms a floor of `sqm` has at the geometry's bedroom per `bedroomSqm` (none where it counts none). */
export const bedroomsFromArea = (g: Pick<Geometry, 'bedroomSqm' | 'minBedrooms'>, sqm: number): number =>
  g.bedroomSqm > 0 ? Math.max(g.minBedrooms, Math.round(sqm / g.bedroomSqm)) : 0

/** The bathrooms a floor of `sqm` has at the geometry's bathroom per `bathroomSqm` (none answered or said). */
export const bathroomsFromArea = (g: Pick<Geometry, 'bathroomSqm' | 'minBathrooms'>, sqm: number): number =>
  Math.max(g.minBathrooms, g.bathroomSqm > 0 ? Math.round(sqm / g.bathroomSqm) : 0)

/**
 * The rooms of a dwelling from its bedrooms, bathrooms, kitchens and storeys: what a builder counts sockets, lighting
 * points and radiators from. Reception rooms: one, two from three bedrooms up; a hall (and a landing per upper
 * storey: none in a bungalow or a flat, which are one storey). Electrical points (UR-004 prices a point: a socket, or a
 * light with its switch): double sockets 4 in a bedroom, 6 in a reception room, 8 in a kitchen, 1 in a hall or landing;
 * one lighting point in each room, hall and landing (bathrooms included). Radiators: one in each room, a towel rail in
 * each bathroom, one in the hall (the DESNZ 3-bed build-up in rate-items.ts: 8 radiators, 8 TRVs). A building of
 * several dwellings has each one's reception rooms and hall.
 */
export function roomSchedule(r: {
  bedrooms: number
  bathrooms: number
  kitchens: number
  storeys: number
  dwellings?: number
}) {
  const dwellings = r.dwellings ?? 1
  const receptions = dwellings * (r.bedrooms / dwellings >= 3 ? 2 : 1)
  const halls = Math.max(1, r.storeys, dwellings)
  // One storey of one dwelling (a bungalow, a flat) has its hall and no landing.
  const hall = r.storeys <= 1 && dwellings === 1 ? 'hall' : 'hall/landing'
  const sockets = r.bedrooms * 4 + receptions * 6 + r.kitchens * 8 + halls
  const lights = r.bedrooms + receptions + r.kitchens + r.bathrooms + halls
  return {
    receptions,
    halls,
    sockets,
    lights,
    points: sockets + lights,
    radiators: r.bedrooms + receptions + r.kitchens + r.bathrooms + dwellings,
    socketsWorking: `${r.bedrooms} bedrooms × 4 + ${receptions} reception × 6 + kitchen ${r.kitchens} × 8 + ${hall} ${halls} × 1 = ${sockets} double sockets`,
    lightsWorking: `one per room: ${r.bedrooms} bedrooms + ${receptions} reception + ${r.kitchens} kitchen + ${r.bathrooms} bathroom + ${halls} ${hall} = ${lights} lighting points`,
    radiatorsWorking: `${r.bedrooms} bedrooms + ${receptions} reception + ${r.kitchens} kitchen + ${r.bathrooms} towel rail + ${dwellings} hall = ${r.bedrooms + receptions + r.kitchens + r.bathrooms + dwellings} radiators`,
  }
}

/** One room of the schedule: its areas (m²) and the counts a builder prices from. */
export interface ScheduledRoom {
  name: string
  floorSqm: number
  wallSqm: number
  ceilingSqm: number
  sockets: number
  lightingPoints: number
  radiators: number
}

/** A room's perimeter on its floor (a square room's). */
export const perimeterOf = (floorSqm: number) => 4 * Math.sqrt(Math.max(0, floorSqm))
export const sumOf = <T>(xs: readonly T[], of: (x: T) => number) => xs.reduce((s, x) => s + of(x), 0)

export type RoomFloor = Omit<ScheduledRoom, 'wallSqm'>

/** "3 bedrooms of 11 m², 2 receptions of 15.4 m², …": the schedule's rooms, a kind at a time. */
export function roomsScheduled(floors: readonly RoomFloor[]): string {
  const kinds = new Map<string, RoomFloor[]>()
  for (const r of floors) {
    const kind = r.name.replace(/ \d+$/, '').replace(/^Landing$/, 'Hall')
    kinds.set(kind, [...(kinds.get(kind) ?? []), r])
  }
  return [...kinds.entries()]
    .map(
      ([kind, rs]) =>
        `${rs.length} ${kind === 'Hall' ? 'hall/landing' : kind.toLowerCase()}${rs.length === 1 ? '' : 's'} of ${n1(rs[0]!.floorSqm)} m²`,
    )
    .join(', ')
}

/**
 * The rooms of a dwelling and their floor areas from the floor area (bathrooms 4.5 m² each as the tiling take-off,
 * halls and landings 12%, kitchens 12%, the rest shared by bedrooms and reception rooms, a reception 1.4 × a bedroom):
 * the rooms the walls are measured round.
 */
export function scheduleFloors(r: {
  a: number
  bedrooms: number
  bathrooms: number
  kitchens: number
  schedule: ReturnType<typeof roomSchedule>
}): RoomFloor[] {
  const { a, schedule } = r
  const fixed = { bath: 4.5 * r.bathrooms, hall: HALL_SHARE * a, kitchen: 0.12 * a }
  const rest = Math.max(0, a - fixed.bath - fixed.hall - fixed.kitchen)
  const weights = r.bedrooms + 1.4 * schedule.receptions
  const scale = fixed.bath + fixed.hall + fixed.kitchen > a ? a / (fixed.bath + fixed.hall + fixed.kitchen) : 1
  const rooms: RoomFloor[] = []
  const add = (name: string, floor: number, sockets: number, radiators: number) =>
    rooms.push({ name, floorSqm: floor, ceilingSqm: floor, sockets, lightingPoints: 1, radiators })
  for (let i = 0; i < r.bedrooms; i++) add(`Bedroom ${i + 1}`, weights > 0 ? rest / weights : 0, 4, 1)
  for (let i = 0; i < schedule.receptions; i++)
    add(schedule.receptions > 1 ? `Reception ${i + 1}` : 'Reception', weights > 0 ? (1.4 * rest) / weights : 0, 6, 1)
  for (let i = 0; i < r.kitchens; i++)
    add(r.kitchens > 1 ? `Kitchen ${i + 1}` : 'Kitchen', (fixed.kitchen * scale) / r.kitchens, 8, 1)
  for (let i = 0; i < r.bathrooms; i++) add(r.bathrooms > 1 ? `Bathroom ${i + 1}` : 'Bathroom', 4.5 * scale, 0, 1)
  for (let i = 0; i < schedule.halls; i++)
    add(i === 0 ? 'Hall' : `Landing ${i}`, (fixed.hall * scale) / schedule.halls, 1, i === 0 ? 1 : 0)
  return rooms
}

/**
 * The nationally described space standard's smallest home (one bedroom, one person, a shower room: 37 m²): a floor
 * smaller than that a dwelling is not a dwelling's rooms but a room or two of one (a trade's job measured in a room).
 */
export const SMALLEST_HOME_SQM = 37

/** The schedule's rooms with the wall area priced shared by each room's perimeter, so they add up to the quantities. */
export function scheduleRooms(floors: readonly RoomFloor[], wallArea: number): ScheduledRoom[] {
  const total = sumOf(floors, (x) => perimeterOf(x.floorSqm))
  return floors.map((x) => ({
    ...x,
    floorSqm: round2(x.floorSqm),
    ceilingSqm: round2(x.ceilingSqm),
    wallSqm: round2(total > 0 ? (wallArea * perimeterOf(x.floorSqm)) / total : 0),
  }))
}
