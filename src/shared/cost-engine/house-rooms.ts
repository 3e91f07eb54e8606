import { bathroomsFromArea, bedroomsFromArea, HALL_SHARE, roomSchedule } from './room-schedule'
import type { RateTable, Recipe } from './rate-table'
import type { RoomKind, StatedCounts } from './stated-counts'

/**
 * The house's rooms of a kind on the floor `asked`, as its take-off counts them (quantities.ts): "the bedrooms", "the
 * reception rooms" or "the bathrooms" uncounted. Its bedrooms a bedroom per 30 m², its reception rooms as its room
 * schedule counts them from its bedrooms (two from three bedrooms up), its bathrooms a bathroom per 60 m² (decision 070,
 * later uk-rates-2026.99).
 */
export function houseRooms(rates: RateTable, asked: number, kind: RoomKind): number {
  const g = rates.recipes[rates.profiles.whole_house_renovation?.recipeId ?? '']?.geometry
  if (kind === 'bathroom') return (g && bathroomsFromArea(g, asked)) || 1
  const bedrooms = (g && bedroomsFromArea(g, asked)) || 1
  return kind === 'bedroom' ? bedrooms : roomSchedule({ bedrooms, bathrooms: 1, kitchens: 1, storeys: 1 }).receptions
}

/**
 * The typical house's hall or landing in its room schedule (`roomSchedule`: its halls' share of the floor over its hall
 * and landings, one a storey): 12% of 90 m² on two storeys, 5.4 m². A room named is its kind's typical room, as a
 * bedroom is 12 m² in any house, so the hall and landing are the typical house's, whatever the size asked.
 */
export function hallFloorSqm(rates: RateTable, g: Recipe['geometry']): number {
  const house = rates.profiles.whole_house_renovation?.typicalSizeSqm ?? 90
  const { halls } = roomSchedule({ bedrooms: 1, bathrooms: 1, kitchens: 1, storeys: g.storeys })
  return Math.round((HALL_SHARE * house * 10) / halls) / 10
}

/** Bathrooms said in the plural: the count said ("two bathrooms", "both en-suites"), else the house's ("the bathrooms"). */
export function bathroomsSaidOf(stated: StatedCounts, rates: RateTable, asked: number): number | null {
  if (stated.roomsKind === 'bathroom') return stated.rooms ?? null
  return stated.uncounted?.includes('bathroom') ? houseRooms(rates, asked, 'bathroom') : null
}
