import { NUM, parseCount } from '../smart-questions/driver-text'
import { normaliseDescription } from '../text/normalise-description'

/** A count, then only words that describe the things counted: `thing` is the describing words and the noun. */
const counted = (thing: string, num = NUM) => new RegExp(String.raw`\b${num} ${thing}\b`)
/** A count that may be "a" or "an" ("an outside socket" is one). */
const NUM_OR_A = NUM.replace(/\)$/, '|an?)')
const WINDOWS_COUNT = counted(
  String.raw`(?:(?:new|replacement|upvc|pvc|double[- ]glazed|triple[- ]glazed|timber|wooden|sash|casement|aluminium|old|existing|front|rear|back|upstairs|downstairs) )*windows?`,
)
// "A roof lantern" is one; "a rooflight conversion" is the kind of loft, not a count.
const ROOFLIGHTS_COUNT = counted(
  String.raw`(?:(?:new|extra|additional|large|flat|pitched|opening|electric|conservation|front|rear|back) )*(?:roof ?lights?|velux(?: windows?)?|roof windows?|sky ?lights?|roof lanterns?)(?! (?:loft|conversion|style|type))`,
  NUM_OR_A,
)
const UNITS_COUNT = counted(
  String.raw`(?:x )?(?:(?:(?:one|two|three|four|1|2|3|4)[- ]bed(?:room)?(?:ed)?|self[- ]contained|new|new[- ]build|existing|separate|studio|terraced|semi[- ]detached|detached|town) )*(?:flats|apartments|dwellings|maisonettes|houses|homes)`,
)
// "An outside socket" is one: sockets are counted from "a" up.
const ROOMS_COUNT = counted(
  String.raw`(?:(?:of the|small|large|back|front|spare|upstairs|downstairs) )*(?:bed|living |reception |sitting )?rooms`,
)
const SOCKETS_COUNT = counted(String.raw`(?:(?:new|extra|additional|double|outside|external|plug) )*sockets?`, NUM_OR_A)
/** Internal doors said as such, with the words that describe them ("oak internal doors"): not a front or back door. */
export const INTERNAL_DOORS = String.raw`(?:(?:new|replacement|oak|white|solid|panel(?:led)?|glazed|pine|wooden|shaker) )*(?:internal|interior) (?:(?:glazed|oak|white|panel(?:led)?|shaker) )?doors?`
// "Replace all 8 internal doors".
const DOORS_COUNT = counted(INTERNAL_DOORS)
const RADIATORS_COUNT = counted(
  String.raw`(?:(?:new|extra|additional|more|double|single|column|designer|vertical|towel) )*radiators?`,
  NUM_OR_A,
)
const ENSUITES_COUNT = counted(
  String.raw`(?:of the (?:letting |bed)?rooms (?:to have|will have|with|get|getting) )?(?:new )?en[- ]?suites?`,
)

const COUNTED = [
  ['windows', WINDOWS_COUNT],
  ['rooflights', ROOFLIGHTS_COUNT],
  ['ensuites', ENSUITES_COUNT],
  ['sockets', SOCKETS_COUNT],
  ['doors', DOORS_COUNT],
  ['radiators', RADIATORS_COUNT],
  ['rooms', ROOMS_COUNT],
  ['units', UNITS_COUNT],
] as const
export type StatedCounts = Partial<
  Record<(typeof COUNTED)[number][0] | 'namedRooms' | 'flatRoofSqm' | 'cellarSqm', number>
>

/** The floor or roof area a text states: "20 m2", "16 sq m", or its plan dimensions ("4m x 5m", "3 by 4 metres"). */
export function statedSqm(text: string): number | undefined {
  const stated = /\b(\d{1,3}(?:\.\d)?) ?(?:m2|m²|sq ?m|square met(?:re|er)s?)\b/i.exec(text)
  if (stated) return Math.max(1, Number(stated[1]))
  const sides =
    /\b(\d{1,2}(?:\.\d{1,2})?) ?(?:m|metres?|meters?)? ?(?:x|by) ?(\d{1,2}(?:\.\d{1,2})?) ?(?:m|metres?|meters?)\b/i.exec(
      text,
    )
  return sides ? Math.max(1, Math.round(Number(sides[1]) * Number(sides[2]) * 10) / 10) : undefined
}

/** The area the sentence naming `thing` states ("the 15 m2 flat roof", "the cellar is about 4m x 5m"). */
function sqmSaidOf(text: string, thing: RegExp): number | undefined {
  const sentence = text.split(/[.;!?]/).find((s) => thing.test(s))
  return sentence === undefined ? undefined : statedSqm(sentence)
}

/**
 * A room named as one ("the living room", "the back bedroom", "hall, stairs and landing"); not a house's bedrooms ("a 3
 * bedroom semi") nor a room said in the plural ("the bedrooms", whose number is not said).
 */
const NAMED_ROOM =
  /(?<!\b(?:\d{1,2}|one|two|three|four|five|six)[- ])\b(?:(?:living|sitting|front|reception|dining|family|spare|box|utility|play) ?room|lounge|snug|(?:master |main |spare |back |front |rear |small |large |second |third |guest |child'?s |kids'? )?bedroom|nursery|study|home office|hallway|hall|landing|stairs|staircase|kitchen|bathroom|en-?suite|cloakroom|conservatory)(?!s\b|-)\b/g
/** The house (or flat) named as what the work is to: every room, whatever rooms are also named. */
const THE_HOME = /\b(?:the|our|my|this) (?:house|flat|home|property|bungalow|maisonette|cottage)\b/

/**
 * How many rooms a brief names one by one ("the living room and hallway": 2), undefined where it names none. A room
 * named again is the same room: "paint the bedroom, then carpet the bedroom" is one, and so is a professional brief
 * whose scope and description both name it.
 */
function namedRooms(text: string): number | undefined {
  if (THE_HOME.test(text)) return undefined
  const n = new Set(text.match(NAMED_ROOM)).size
  return n > 0 ? n : undefined
}

function countIn(text: string, pattern: RegExp): number | undefined {
  const m = pattern.exec(text)
  const n = m ? parseCount(m[1]!) : undefined
  return n !== undefined && n > 0 ? n : undefined
}

/**
 * What a description counts, each undefined when no count is said:
 * - `windows`: "replace all 14 windows", "one window and a back door"; not roof windows or rooflights ("3 Velux
 *   windows") nor a room's ("the 2 kitchen windows");
 * - `rooflights`: "with 3 Velux windows", "two rooflights";
 * - `ensuites`: "two of the bedrooms to have en-suites", "3 en-suites" (an HMO's, where fewer than its rooms);
 * - `sockets`: "3 new double sockets" (an electrician's small job);
 * - `doors`: "replace all 8 internal doors"; `radiators`: "add two extra radiators" (small works);
 * - `rooms`: "replaster two rooms", "paint the 3 bedrooms" (a trade's or a decorator's job measures those rooms), unless
 *   the brief says its work is throughout;
 * - `namedRooms`: the rooms named one by one, "repaint the living room and hallway", "skim the back bedroom ceiling" (a
 *   decorator's or a plasterer's job measures those rooms), unless the work is throughout or to the house;
 * - `flatRoofSqm`: the area of a flat roof re-covered, where its sentence states one ("the 15 m2 flat roof");
 * - `cellarSqm`: the floor of a cellar tanked, where its sentence states one ("tank the 20 m2 cellar");
 * - `units`: the dwellings, "convert the house into two flats", "a block of 12 two-bed flats", "4 x 3-bed houses" (read
 *   by a multi-unit recipe only).
 */
export function statedCounts(description: string): StatedCounts {
  const text = normaliseDescription(description)
  const counts: StatedCounts = {}
  for (const [thing, pattern] of COUNTED) {
    const n = countIn(text, pattern)
    if (n !== undefined) counts[thing] = n
  }
  // Work said to be throughout measures every room: a count of rooms is then one item's ("repaint all rooms, replace
  // the carpet in 2 bedrooms" repaints them all).
  const named = namedRooms(text)
  if (named !== undefined) counts.namedRooms = named
  const roofSqm = sqmSaidOf(text, /\bflat[- ]roof/)
  if (roofSqm !== undefined) counts.flatRoofSqm = roofSqm
  const cellarSqm = sqmSaidOf(text, /\b(?:cellar|basement)/)
  if (cellarSqm !== undefined) counts.cellarSqm = cellarSqm
  if (THROUGHOUT.test(text)) {
    delete counts.rooms
    delete counts.namedRooms
  }
  return counts
}

const THROUGHOUT =
  /\b(?:throughout|all (?:the |of the )?rooms|every room|(?:the )?whole (?:house|flat|property|home))\b/
