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

/** What the brief says of the extension's plan (stated-counts.ts). */
interface PlanSaid {
  widthM?: number
  depthM?: number
  sidesM?: readonly [number, number]
  sideExtension?: true
}

/** A width, a depth or two sides said of the plan: the extension's sides are then not a square's. */
export const planSaid = (said: PlanSaid | undefined) =>
  said?.widthM !== undefined || said?.depthM !== undefined || said?.sidesM !== undefined

/**
 * Which of two sides said ("8m by 5m") is the width (decision 075, later uk-rates-2026.99). A rear extension's depth is
 * what planning limits (permitted development lets one project 3-4 m, or 6-8 m with prior approval) while a house is
 * 5-10 m wide, so its longer side runs across the house; a side return's width is the side passage, so its shorter
 * side is the width and its longer runs along the house. An extension whose kind is not said is taken as a rear one.
 */
function widthOfSides([a, b]: readonly [number, number], atTheSide: boolean): { width: number; how: string } {
  const width = atTheSide ? Math.min(a, b) : Math.max(a, b)
  const plan = `${n1(a)} m × ${n1(b)} m`
  const which = atTheSide ? 'the shorter side of' : 'the longer side of'
  const where = atTheSide ? 'the side passage' : 'across the house'
  return { width, how: a === b ? `${n1(width)} m wide (${plan})` : `${n1(width)} m wide (${which} ${plan}, ${where})` }
}

/**
 * The width of the extension: as said ("6m wide"), or its footprint over the depth said, or one of the two sides said
 * ("8m by 5m"), else a square's.
 */
function widthOf(footprintSqm: number, said: PlanSaid): { width: number; how: string } {
  // A side between 1 m and 20 m whose other side, over the footprint, is too: else not this extension's.
  const sensible = (m: number | undefined) =>
    m !== undefined && m >= 1 && m <= 20 && footprintSqm / m >= 1 && footprintSqm / m <= 20
  if (sensible(said.widthM)) return { width: said.widthM!, how: `${n1(said.widthM!)} m wide, as the description says` }
  if (sensible(said.depthM)) {
    const width = footprintSqm / said.depthM!
    return {
      width,
      how: `${n1(footprintSqm)} m² ÷ ${n1(said.depthM!)} m deep (as the description says) = ${n1(width)} m`,
    }
  }
  const sides = said.sidesM && widthOfSides(said.sidesM, !!said.sideExtension)
  if (sides && sensible(sides.width)) return sides
  const width = Math.sqrt(footprintSqm)
  return { width, how: `√${n1(footprintSqm)} m² = ${n1(width)} m` }
}

export function gardenElevationTakeOff(
  footprintSqm: number,
  said: PlanSaid & { glazingM?: number } = {},
): {
  /** The extension's width (m): its garden elevation; its depth is the footprint over it. */
  width: number
  quantities: GardenElevation
  working: Record<keyof GardenElevation, string>
} {
  // Glazed doors of a width said are that wide; wider than the elevation taken, the extension is at least as wide.
  const doorsSaid = said.glazingM !== undefined && said.glazingM >= 1 && said.glazingM <= 20 ? said.glazingM : undefined
  const taken = widthOf(footprintSqm, said)
  const { width, how } =
    doorsSaid !== undefined && doorsSaid > taken.width
      ? { width: doorsSaid, how: `at least the ${n1(doorsSaid)} m of glazed doors the description says` }
      : taken
  const glazed = doorsSaid ?? width - PIERS_M
  return {
    width,
    quantities: {
      gardenGlazingM: doorsSaid ?? Math.max(RATED_WIDTH_M, glazed),
      breakThroughM: Math.max(RATED_WIDTH_M, width),
    },
    working: {
      gardenGlazingM:
        doorsSaid !== undefined
          ? `${n1(doorsSaid)} m of glazed doors, as the description says`
          : `garden elevation ${how}, less ${PIERS_M} m of piers = ${atLeastRated(glazed)}`,
      breakThroughM: `opening into the house across the extension's width, ${how}${width < RATED_WIDTH_M ? `, so the ${RATED_WIDTH_M} m the rate is for` : ''}`,
    },
  }
}
