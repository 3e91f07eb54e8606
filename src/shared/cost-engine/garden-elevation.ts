/**
 * The openings of an extension that grow with its plan: the glazed doors across its garden elevation and the opening
 * formed into the house. A rear extension's footprint is taken as square (as its new walls are, quantities.ts), so its
 * width is √footprint and it opens across its back wall; a side return is long and narrow (sideReturnPlan) and opens
 * along the back addition's flank. Each is at least the 3 m the rates are quoted for (a 3 m door set, a beam over a
 * 3 m opening): a 12 m² side return's garden end has the one set; a 50 m² extension, about 7 m wide, has 6 m of glazed
 * doors and a 7 m opening.
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
  sideReturn?: true
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

/**
 * A side return's passage width where the brief says none: 2 m. The passage beside a terrace's or a semi's back
 * addition is typically 1-2 m wide (Hampstead Renovations, "Victorian Terrace Side Return Extensions", 2024; Draw Plans,
 * "Side return extensions", 2022, about 1-1.5 m); we take the wider end, as a passage built over for a room is rarely
 * narrower (our assumption).
 */
const SIDE_PASSAGE_M = 2
/**
 * The longest side return taken before it is read as wider than a passage: 8 m, a two-room back addition's flank (our
 * assumption). A bigger footprint is a wider one, not a longer one.
 */
const SIDE_RETURN_LONGEST_M = 8

/**
 * A side return infill's plan (decision 075, later uk-rates-2026.101): long and narrow, not square. Its width is the
 * side passage's (the garden end: glazed doors between piers) and its length runs along the back addition's flank (the
 * wall taken down onto a steel beam, and the boundary wall built opposite it). A width said ("2m wide"), a length said
 * as its depth ("6m deep") or two sides said ("6m x 2m": the shorter the width) win; else the passage's 2 m, wider only
 * where the footprint would make it longer than 8 m, and a square where it is smaller than 2 m × 2 m.
 */
export function sideReturnPlan(
  footprintSqm: number,
  said: PlanSaid = {},
): { width: number; length: number; how: string; lengthHow?: string } {
  const stated = planSaid(said) ? widthOf(footprintSqm, { ...said, sideExtension: true }) : undefined
  if (stated) {
    const length = footprintSqm / stated.width
    // Its depth said ("6m deep") is its length along the house.
    const deepSaid = said.widthM === undefined && said.depthM !== undefined && Math.abs(length - said.depthM) < 1e-9
    const lengthHow = deepSaid ? `${n1(length)} m long (its depth, as the description says)` : undefined
    return { width: stated.width, length, how: stated.how, ...(lengthHow ? { lengthHow } : {}) }
  }
  const square = Math.sqrt(footprintSqm)
  const width = Math.min(square, Math.max(SIDE_PASSAGE_M, footprintSqm / SIDE_RETURN_LONGEST_M))
  const how =
    width === SIDE_PASSAGE_M
      ? `${n1(width)} m wide (a side passage, typically 1-2 m)`
      : width === square
        ? `√${n1(footprintSqm)} m² = ${n1(width)} m wide`
        : `${n1(footprintSqm)} m² ÷ ${SIDE_RETURN_LONGEST_M} m along the house = ${n1(width)} m wide`
  return { width, length: footprintSqm / width, how }
}

export function gardenElevationTakeOff(
  footprintSqm: number,
  said: PlanSaid & { glazingM?: number } = {},
): {
  /** The extension's width (m): its garden elevation. */
  width: number
  /** Its depth (m), the footprint over its width: a side return's length along the back addition's flank. */
  length: number
  quantities: GardenElevation
  working: Record<keyof GardenElevation, string>
} {
  // Glazed doors of a width said are that wide; wider than the elevation taken, a rear extension is at least as wide.
  const doorsSaid = said.glazingM !== undefined && said.glazingM >= 1 && said.glazingM <= 20 ? said.glazingM : undefined
  // A side return opens into the house along the back addition's flank, its length; a rear extension across its width.
  const plan = said.sideReturn ? sideReturnPlan(footprintSqm, said) : undefined
  const taken = plan ?? widthOf(footprintSqm, said)
  // (Not a side return's: a passage is not widened by its doors, which may run on across the back addition's end.)
  const widened = !plan && doorsSaid !== undefined && doorsSaid > taken.width
  const { width, how } = widened
    ? { width: doorsSaid, how: `at least the ${n1(doorsSaid)} m of glazed doors the description says` }
    : taken
  const length = footprintSqm / width
  const lengthHow = plan?.lengthHow ?? `${n1(footprintSqm)} m² ÷ ${n1(width)} m wide = ${n1(length)} m`
  const glazed = doorsSaid ?? width - PIERS_M
  const opening = plan ? length : width
  const rated = opening < RATED_WIDTH_M ? `, so the ${RATED_WIDTH_M} m the rate is for` : ''
  return {
    width,
    length,
    quantities: {
      gardenGlazingM: doorsSaid ?? Math.max(RATED_WIDTH_M, glazed),
      breakThroughM: Math.max(RATED_WIDTH_M, opening),
    },
    working: {
      gardenGlazingM:
        doorsSaid !== undefined
          ? `${n1(doorsSaid)} m of glazed doors, as the description says`
          : `garden elevation ${how}, less ${PIERS_M} m of piers = ${atLeastRated(glazed)}`,
      breakThroughM: plan
        ? `opening into the house along the back addition's flank, the side return's length: ${lengthHow}${rated}`
        : `opening into the house across the extension's width, ${how}${rated}`,
    },
  }
}

/**
 * The new external walls of an extension (their length, m; the foundations follow them): `recipeSides` sides of a
 * square footprint, or, where its plan is said, its width and flanks of its depth. A side return infill's passage is
 * enclosed by the main house's rear wall and the back addition's flank, so only its garden end (its width) and its
 * boundary flank (its length) are built (decision 075, later uk-rates-2026.100 and .101): a QS counts the walls built.
 */
export function newExternalWalls(
  footprintSqm: number,
  recipeSides: number,
  garden: { width: number; length: number },
  said: PlanSaid | undefined,
): { lm: number; working: string } {
  const sideReturn = recipeSides > 0 && !!said?.sideReturn
  const sides = sideReturn ? recipeSides - 1 : recipeSides
  const enclosedBy = sideReturn
    ? " (a side return: the house's rear wall and the back addition's flank are the other two)"
    : ''
  if (sideReturn) {
    const lm = garden.width + garden.length
    const working = `${n1(garden.width)} m wide garden end + ${n1(garden.length)} m long boundary flank = ${n1(lm)} m`
    return { lm, working: working + enclosedBy }
  }
  if (recipeSides > 0 && planSaid(said)) {
    const lm = garden.width + (sides - 1) * garden.length
    const flanks = `${sides - 1} side${sides === 2 ? '' : 's'}`
    return { lm, working: `${n1(garden.width)} m wide + ${flanks} × ${n1(garden.length)} m deep = ${n1(lm)} m` }
  }
  const lm = sides * Math.sqrt(footprintSqm)
  return { lm, working: `${sides} sides × √${n1(footprintSqm)} m² footprint = ${n1(lm)} m` }
}
