import { NUM, parseCount } from '../smart-questions/driver-text'

/*
 * The house's openings: its windows and its outside doors, named together in one list. In UK usage "windows and doors"
 * are the openings a windows and doors company replaces, so the doors listed with the windows are the windows trade's
 * (decision 074, later): "replace all windows and external doors", "new windows and doors throughout", "new front and
 * back doors and windows", "replace the windows and the back door", "uPVC windows and composite front door". Internal
 * doors ("internal doors", "interior doors", "doors inside") are a joiner's, never these (small-works.ts).
 */

/** A product named, which says the item is new ("uPVC windows", "a composite front door"). */
const PRODUCT = String.raw`(?:upvc|pvc|composite|double[- ]glazed|triple[- ]glazed|aluminium|a-rated)`
/** Words that describe windows or doors in a list ("all the", "new", "timber"), none of them another kind of door. */
const DESCRIBED = String.raw`(?:(?:the|a|an|our|all|of|new|replacement|\d{1,2}|${PRODUCT}|timber|wooden|oak|hardwood|steel|security|insulated|casement) )*`
const WINDOWS = String.raw`(?:${DESCRIBED}windows|double glazing)`
/** An outside door's side, several said once ("front and back doors"). */
const SIDE = String.raw`(?:front|back|rear|side|external|exterior|outside|entrance)`
const SIDES = String.raw`${SIDE}(?:(?:,| and| &) ${SIDE})*`
/** Another kind of door, said before "doors": not an outside one ("internal doors", "French doors"). */
const OTHER_KIND = String.raw`(?<!\b(?:internal|interior|fire|french|patio|sliding|folding|fold|garage|cupboard|kitchen|wardrobe|cabinet|unit|shower|pocket) )`
/** The doors listed: outside ones, or doors said bare beside the windows; not the doors inside the house. */
const DOORS = String.raw`${OTHER_KIND}${DESCRIBED}(?:${SIDES} )?doors?(?! inside| in the house)`
const JOIN = String.raw`(?:,? (?:and|&|plus)|,) `
/** A replacing word, or a product named. */
const WORK_WORD = String.raw`(?:new|replac\w*|renew\w*|fit|fitting|install\w*|upgrad\w*|chang(?:e|ing)|swap\w*|${PRODUCT}|double glazing)`
/** The work said, in the list or just before it (no comma between). */
const WORK = String.raw`(?<=\b${WORK_WORD}\b[^.,;:]{0,60})`
/** Not a list the brief keeps ("keep the windows and doors") or says is fine ("windows and doors are fine"). */
const KEPT_BEFORE = String.raw`(?<!\b(?:keep\w*|retain\w*)(?: (?:the|our|all|existing|original|current))* )`
const FINE_AFTER = String.raw`(?! (?:are|is|were) (?:all )?(?:fine|ok|okay|good|new|staying|in good|recent))`

/**
 * Windows and outside doors listed together as work, in either order ("new windows and doors", "the front and back
 * doors and windows"): the windows trade's, the doors with the windows.
 */
export const OPENINGS = new RegExp(
  String.raw`${KEPT_BEFORE}\b(?:${WINDOWS}${JOIN}${DOORS}|${DOORS}${JOIN}${WINDOWS})\b${WORK}${FINE_AFTER}`,
  'g',
)

/** The lists again, for reading here: the keyword scan leaves its own pattern's `lastIndex` where it stopped. */
const LISTED = new RegExp(OPENINGS.source, 'g')

/** Where the normalised brief `text` lists windows and outside doors together, as [start, end) offsets. */
export const openingsListed = (text: string): [number, number][] =>
  [...text.matchAll(LISTED)].map((m) => [m.index, m.index + m[0].length])
/** The work said just before a door (no comma between): "replace the front door", not "paint the back door". */
const AS_WORK = String.raw`(?<=\b${WORK_WORD}\b[^.,;:]{0,40})`
/** An outside door named by its side as work ("the back door", "front and rear doors"), each side once. */
const SIDED_DOOR = new RegExp(
  String.raw`\b((?:front|back|rear|side)(?:(?:,| and| &) (?:front|back|rear|side))*) doors?\b${AS_WORK}`,
  'g',
)
/** Outside doors said in the plural without a side ("new external doors"), or a number of them ("3 external doors"). */
const OUTSIDE_DOORS = new RegExp(String.raw`\b(?:${NUM} (?:new )?)?(?:external|exterior|outside) doors\b${AS_WORK}`)
/** A number of doors in a list with the windows ("8 windows and 3 doors"). */
const DOORS_COUNTED = new RegExp(String.raw`\b${NUM} ${DESCRIBED}(?:${SIDES} )?doors\b`)

/**
 * The outside doors the normalised brief `text` names: a number said ("3 external doors"), else each side named once
 * ("the front and back doors": 2, "the back door": 1), else a pair (`pair`: the front and the back, our assumption)
 * where doors are said without a number or side ("external doors", "windows and doors"); undefined where it names none.
 */
export function extDoorsIn(text: string): { count: number; pair?: true } | undefined {
  // Every reading below names a door: a brief with none has none to count.
  if (!text.includes('door')) return undefined
  const listed = openingsListed(text).map(([from, to]) => text.slice(from, to))
  const outside = OUTSIDE_DOORS.exec(text)
  const number = outside?.[1] ?? listed.map((l) => DOORS_COUNTED.exec(l)?.[1]).find((n) => n !== undefined)
  const counted = number === undefined ? undefined : parseCount(number)
  if (counted !== undefined && counted > 0) return { count: counted }
  const sides = new Set(
    [...text.matchAll(SIDED_DOOR)].flatMap((m) =>
      m[1]!.split(/,| and| &/).map((s) => s.trim().replace('rear', 'back')),
    ),
  )
  const plural = !!outside || listed.some((l) => /\bdoors\b/.test(l) && !/\b(?:front|back|rear|side) doors?\b/.test(l))
  if (plural && sides.size < 2) return { count: 2, pair: true }
  const named = Math.max(sides.size, listed.length > 0 ? 1 : 0)
  return named > 0 ? { count: named } : undefined
}
