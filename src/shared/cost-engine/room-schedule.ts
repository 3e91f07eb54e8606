import type { Geometry } from './rate-table'

/** The share of a dwelling's floor that is its hall and landings (the room schedule's). */
export const HALL_SHARE = 0.12

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
