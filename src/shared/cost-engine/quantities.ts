import type { Geometry, QuantityBasis } from './rate-table'

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
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/**
 * Take-off quantities from the floor area. Rules of thumb a QS uses at feasibility stage: rooms of `roomSqm`,
 * wall area = room perimeters × storey height less 15% openings, roof = footprint × 1.25 for pitch, one window
 * per `windowsSqm`, bathrooms and bedrooms from area unless answered. New external walls (and their foundations) run
 * on `extWallSides` sides of a square footprint, so they grow with the square root of the area, not the area.
 */
export function takeOff(q: QuantityInputs): Quantities {
  const a = q.sizeSqm
  const g = q.geometry
  const storeys = q.doubleStorey && g.extWallSides > 0 ? 2 : g.storeys
  const rooms = g.singleSpace ? 1 : Math.max(1, a / g.roomSqm)
  const perimeterAllRooms = 4 * Math.sqrt(a * rooms)
  const wallArea = perimeterAllRooms * g.ceilingHeightM * 0.85
  const footprint = a / storeys
  // New external wall on `extWallSides` sides of a square-ish footprint (length in m); foundations follow it.
  const extWallLm = g.extWallSides * Math.sqrt(footprint)
  const units = g.unitSqm > 0 ? Math.max(g.minUnits, Math.round(a / g.unitSqm)) : 1
  const bedrooms = q.bedroomsAnswer ?? (g.bedroomSqm > 0 ? Math.max(g.minBedrooms, Math.round(a / g.bedroomSqm)) : 0)
  let bathrooms: number
  if (q.bathroomsAnswer !== null) bathrooms = q.bathroomsAnswer
  else {
    if (g.bathroomsPerBedroom) bathrooms = Math.max(g.minBathrooms, Math.ceil(bedrooms * g.bathroomsPerBedroom))
    else if (g.bathroomSqm > 0) bathrooms = Math.max(g.minBathrooms, Math.round(a / g.bathroomSqm))
    else bathrooms = q.noDefaultBathroom ? 0 : g.minBathrooms
    if (g.unitSqm > 0) bathrooms = Math.max(bathrooms, units)
    bathrooms += q.extraBathrooms
  }
  const shared = g.sharedKitchen
  const kitchens = shared
    ? 1
    : g.kitchensPerBedroom
      ? Math.max(1, Math.ceil(bedrooms * g.kitchensPerBedroom))
      : units * g.kitchensPerUnit
  const runPerKitchen = shared
    ? shared.baseRunLm + shared.runPerSharerLm * bedrooms
    : g.kitchenRunFromArea
      ? clamp(1.5 + 0.3 * a, 3, 14)
      : g.kitchenRunLm
  const areaPerBathroom = bathrooms > 0 ? a / bathrooms : 0
  const sanitaryUnits = g.sanitaryScalesWithArea ? bathrooms * clamp(areaPerBathroom / 5, 0.4, 1.6) : bathrooms
  return {
    each: 1,
    floorArea: a,
    wallArea,
    ceilingArea: a,
    decorArea: wallArea + a,
    skirtingLm: perimeterAllRooms,
    groundPerimeterLm: 6 * Math.sqrt(footprint),
    roofArea: footprint * 1.25,
    footprintArea: footprint,
    extWallArea: extWallLm * 2.5 * storeys * 0.8,
    extWallLm,
    kitchens,
    kitchenRunLm: kitchens * runPerKitchen,
    applianceSets: shared ? Math.max(1, Math.ceil(bedrooms / shared.sharersPerSet)) : kitchens,
    bathrooms,
    sanitaryUnits,
    bathroomTileArea: bathrooms * 11,
    bathroomFloorArea: bathrooms * 4.5,
    bedrooms,
    doors: g.singleSpace ? 1 : Math.max(1, Math.round(a / g.doorsSqm)),
    windows: Math.max(1, Math.round(a / g.windowsSqm)),
    units,
  }
}
