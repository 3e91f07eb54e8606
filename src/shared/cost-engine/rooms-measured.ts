import { STAIRS_NOUN } from './stated-counts'

/** A room a job measures on its own (decisions 067, 068): the noun its working calls it by and its floor (m²). */
export interface RoomMeasured {
  noun: string
  sqm: number
  /** Its own clause papers it, a room named or counted ("paint the 2 bedrooms and wallpaper the lounge"). */
  papered?: true
  /**
   * The work said of it alone where some rooms named are floored and others decorated ("new stair carpet and repaint
   * the hall"): its floor laid (the stairs), or its walls and ceiling decorated (the hall).
   */
  only?: 'floor' | 'decorating'
  /** Its walls rise this many storeys: a staircase's stairwell, two (the storeys it joins). */
  storeysHigh?: number
}

/** A room's walls measured one by one: its perimeter on `sqm` of floor, the storeys its walls rise. */
export const wallRunM = (room: RoomMeasured, sqm = room.sqm) => 4 * Math.sqrt(sqm) * (room.storeysHigh ?? 1)

const n1 = (v: number) => String(Math.round(v * 10) / 10)

/** The rooms measured, alike ones together: "2 rooms of 14 m²", "1 bathroom × 5 m² + 1 bedroom × 12 m²". */
export function roomsListed(rooms: readonly RoomMeasured[], by: string): string {
  const alike = new Map<string, { room: RoomMeasured; n: number }>()
  for (const room of rooms) {
    const key = `${room.noun}|${room.sqm}`
    alike.set(key, { room, n: (alike.get(key)?.n ?? 0) + 1 })
  }
  return [...alike.values()]
    .map(({ room, n }) => `${n} ${room.noun}${n === 1 ? '' : 's'}${by}${n1(room.sqm)} m²`)
    .join(' + ')
}

/**
 * Staircases carpeted step by step (decision 068, later uk-rates-2026.98): `count` of them, each standing on `sqm` of
 * the floor measured.
 */
export interface StairsCarpeted {
  count: number
  sqm: number
}

/**
 * The floor a carpet is laid over by the m² once the staircases carpeted by the staircase are out of it, and the
 * working of each: "1 staircase, as the description says".
 */
export function stairsTakeOff(
  stairs: StairsCarpeted | undefined,
  floorSqm: number,
  floorWorking: string,
): { staircases: number; floorArea: number; working: { staircases?: string; floorArea: string } } {
  if (!stairs || stairs.count <= 0) return { staircases: 0, floorArea: floorSqm, working: { floorArea: floorWorking } }
  const out = Math.min(floorSqm, stairs.count * stairs.sqm)
  const noun = `${stairs.count} staircase${stairs.count === 1 ? '' : 's'}`
  return {
    staircases: stairs.count,
    floorArea: floorSqm - out,
    working: {
      staircases: `${noun}, as the description says: carpeted step by step, priced by the staircase`,
      floorArea: `${floorWorking}; less ${noun} × ${n1(stairs.sqm)} m² (carpeted by the staircase) = ${n1(floorSqm - out)} m²`,
    },
  }
}

/**
 * The surfaces of the rooms measured one by one, each scaled to the floor asked where they add up to more: the floor
 * of those floored and the walls and ceilings of those decorated (the rooms said of one work alone, `only`), each
 * room's walls round its own perimeter, a stairwell's rising its storeys (stages/measure.ts `staircase`; quantities.ts).
 */
export function measuredSurfaces(measured: readonly RoomMeasured[] | undefined, a: number, roomsSqm: number) {
  if (!measured) return undefined
  const sqm = (r: RoomMeasured) => (r.sqm * a) / roomsSqm
  const sum = (rooms: readonly RoomMeasured[], of: (r: RoomMeasured) => number) => rooms.reduce((s, r) => s + of(r), 0)
  const decorated = measured.filter((r) => r.only !== 'floor')
  const stairwells = decorated.filter((r) => (r.storeysHigh ?? 1) > 1)
  const stairwellPerimeter = sum(stairwells, (r) => 4 * Math.sqrt(sqm(r)))
  return {
    perimeterM: sum(decorated, (r) => 4 * Math.sqrt(sqm(r))),
    wallRunM: sum(decorated, (r) => wallRunM(r, sqm(r))),
    ceilingSqm: sum(decorated, sqm),
    floorSqm: sum(
      measured.filter((r) => r.only !== 'decorating'),
      sqm,
    ),
    stairwell:
      stairwells.length > 0
        ? ` (the stairwell's ${n1(stairwellPerimeter)} m × ${stairwells[0]!.storeysHigh}: it rises two storeys)`
        : '',
  }
}

/**
 * A staircase wherever it is measured (decision 068, later uk-rates-2026.98): its floor the typical house's hall or
 * landing (5.4 m², as the floor fitter lays or carpets it), and its walls the stairwell's, rising the two storeys the
 * stairs join (a decorator's or a plasterer's: the flight's walls run from the hall floor to the landing's ceiling).
 */
export const staircase = (sqm: number) => ({ sqm, storeysHigh: 2 })

/**
 * The decorator's hall and landing with the stairwell between them (decision 068, later uk-rates-2026.99): the
 * stairwell's walls run from the hall floor to the landing's ceiling, so a decorator painting the hall and the landing
 * paints them too, as a QS measures "hall, stairs and landing" as one space. Where the stairs decorated are named
 * beside them they are that stairwell, measured once (named and only carpeted, they are decorated too); where they are
 * not named, it is decorated with the hall and landing: its walls and ceiling alone, its floor the flight's, not laid.
 */
export function withStairwell(rooms: RoomMeasured[], hallFloor: number): RoomMeasured[] {
  const decorated = rooms.filter((r) => r.only !== 'floor')
  const has = (noun: string) => decorated.some((r) => r.noun === noun)
  if (!has('hall') || !has('landing') || has(STAIRS_NOUN)) return rooms
  // The stairs named and only carpeted ("carpet the stairs and paint the hall and landing") are that stairwell.
  const stairs = rooms.findIndex((r) => r.noun === STAIRS_NOUN)
  if (stairs >= 0) return rooms.map((r, i) => (i === stairs ? { noun: r.noun, ...staircase(r.sqm) } : r))
  return [...rooms, { noun: STAIRWELL_NOUN, ...staircase(hallFloor), only: 'decorating' }]
}
const STAIRWELL_NOUN = 'stairwell'
