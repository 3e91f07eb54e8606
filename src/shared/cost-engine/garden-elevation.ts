/**
 * The openings of a rear extension that grow with its width: the glazed doors across its garden elevation and the
 * opening formed into the house across its back wall. The extension's footprint is taken as square (as its new walls
 * are, quantities.ts), so its width is √footprint. Each is at least the 3 m the rates are quoted for (a 3 m door set,
 * a beam over a 3 m opening): a 12 m² side return has that; a 50 m² extension, about 7 m wide, has 6 m of glazed doors
 * and a 7 m opening.
 */

/** The width the glazed door set and the beam are priced for (rate items `bifold` and `steel_beam`): 3 m. */
const RATED_WIDTH_M = 3
/** The piers and returns either side of the glazing on the garden elevation (our assumption). */
const PIERS_M = 1

export interface GardenElevation {
  /** Glazed doors across the garden elevation (m): its width less the piers, at least 3 m. */
  gardenGlazingM: number
  /** The opening formed into the house across the extension's width (m), at least 3 m. */
  breakThroughM: number
}

const n1 = (v: number) => String(Math.round(v * 10) / 10)
const atLeastRated = (v: number) =>
  v >= RATED_WIDTH_M ? `${n1(v)} m` : `${n1(v)} m, so the ${RATED_WIDTH_M} m the rate is for`

export function gardenElevationTakeOff(footprintSqm: number): {
  quantities: GardenElevation
  working: Record<keyof GardenElevation, string>
} {
  const width = Math.sqrt(footprintSqm)
  const glazed = width - PIERS_M
  return {
    quantities: {
      gardenGlazingM: Math.max(RATED_WIDTH_M, glazed),
      breakThroughM: Math.max(RATED_WIDTH_M, width),
    },
    working: {
      gardenGlazingM: `garden elevation √${n1(footprintSqm)} m² = ${n1(width)} m, less ${PIERS_M} m of piers = ${atLeastRated(glazed)}`,
      breakThroughM: `opening into the house across the extension's width, √${n1(footprintSqm)} m² = ${atLeastRated(width)}`,
    },
  }
}
