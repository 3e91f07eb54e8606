import { NUM, parseCount } from '../smart-questions/driver-text'
import { normaliseDescription } from '../text/normalise-description'
import { alarmsInRooms, type AlarmsInRooms } from './fire-safety-take-off'
import { extDoorsIn } from './openings'
import { A_BEDROOM, EN_SUITE_NAMED_AS_WHAT_IT_IS } from './rooms-formed'
import { flooredAt, paperedAt } from './rooms-papered'
import { A_FLAT_HOME, FLAT_HOME } from '../text/the-flat'

/** A count, then only words that describe the things counted: `thing` is the describing words and the noun. */
const counted = (thing: string, num = NUM) => new RegExp(String.raw`\b${num} ${thing}\b`)
/** A count that may be "a" or "an" ("an outside socket" is one). */
const NUM_OR_A = NUM.replace(/\)$/, '|an?)')
const WINDOWS_COUNT = counted(
  String.raw`(?:(?:new|replacement|upvc|pvc|double[- ]glazed|triple[- ]glazed|timber|wooden|sash|casement|aluminium|old|existing|front|rear|back|upstairs|downstairs) )*windows?`,
)
/**
 * The windows of one side of the house said ("the front windows", "the windows at the back"), not both sides ("the
 * front and back windows") nor a roof's or a bay's.
 */
const ONE_SIDES_WINDOWS =
  /\b(?<!\b(?:front|back|rear) and )(?:front|back|rear)(?: (?:upvc|pvc|timber|wooden|sash|casement|bedroom|elevation))? windows\b|\bwindows (?:at|on|to|in) the (?:front|back|rear)\b(?! and)/
/** One rooflight said ("a new velux window", "lantern roof"; not "with velux", the kind of loft), and the plural. */
const ONE_ROOFLIGHT =
  /\b(?:(?:a|an|one|the|new|another) (?:(?:new|large|small|opening|electric) )?(?:roof ?light|velux(?: window)?|roof window|sky ?light)|roof lantern|lantern roof)\b(?!s| (?:loft|conversion|style|type))/
const MORE_ROOFLIGHTS =
  /\b(?:roof ?lights|veluxe?s|velux windows|roof windows|sky ?lights|roof lanterns|lantern roofs)\b/
/** A window said in the singular: not a roof window or a window's board, sill or frame. */
const ONE_WINDOW =
  /(?<!\b(?:roof|velux) )\bwindow\b(?! ?(?:boards?|sills?|frames?|cleaning|blinds?|seats?|restrictors?|locks?)\b)/
// "A roof lantern" (or "a lantern roof") is one; "a rooflight conversion" is the kind of loft, not a count.
const ROOFLIGHTS_COUNT = counted(
  String.raw`(?:(?:new|extra|additional|large|flat|pitched|opening|electric|conservation|front|rear|back) )*(?:roof ?lights?|velux(?: windows?)?|roof windows?|sky ?lights?|roof lanterns?|lantern roofs?)(?! (?:loft|conversion|style|type))`,
  NUM_OR_A,
)
const UNITS_COUNT = counted(
  String.raw`(?:x )?(?:(?:(?:one|two|three|four|1|2|3|4)[- ]bed(?:room)?(?:ed)?|self[- ]contained|new|new[- ]build|existing|separate|studio|terraced|semi[- ]detached|detached|town) )*(?:flats|apartments|dwellings|maisonettes|houses|homes)`,
)
// "Both bedrooms" are two; "two bathrooms", "both en-suites" (decision 070, later uk-rates-2026.99).
const ROOMS_COUNT = counted(
  String.raw`(?:(?:of the|small|large|back|front|spare|upstairs|downstairs) )*(?:(?:bed|living |reception |sitting |bath|shower ?|wet ?)?rooms|en-?suites)`,
  NUM.replace(/\)$/, '|both)'),
)
/**
 * Rooms of one kind said in the plural with no count ("redecorate the bedrooms", "repaint the reception rooms", "refit
 * the bathrooms"; "refurbish both spare bedrooms" is counted): the house's, as many as its take-off counts (decision
 * 070).
 */
const UNCOUNTED: readonly [RoomKind, RegExp][] = [
  ['bedroom', /\bbedrooms\b/],
  ['living_room', /\b(?:reception|living|sitting) rooms\b|\blounges\b/],
  ['bathroom', /\b(?:bath|shower ?|wet ?)rooms\b|\ben-?suites\b/],
]
// "An outside socket" is one: sockets are counted from "a" up.
const SOCKETS_COUNT = counted(String.raw`(?:(?:new|extra|additional|double|outside|external|plug) )*sockets?`, NUM_OR_A)
/**
 * Internal doors said as such, with the words that describe them ("oak internal doors", "the doors inside"): not a
 * front or back door.
 */
export const INTERNAL_DOORS = String.raw`(?:(?:(?:new|replacement|oak|white|solid|panel(?:led)?|glazed|pine|wooden|shaker) )*(?:internal|interior) (?:(?:glazed|oak|white|panel(?:led)?|shaker) )?doors?|doors? inside(?: the (?:house|home|flat))?)`
// "Replace all 8 internal doors".
const DOORS_COUNT = counted(INTERNAL_DOORS)
// "Fit 3 fire doors", "a fire door to the kitchen", "replace all 8 internal doors with fire doors".
const FIRE_DOORS_COUNT = counted(
  String.raw`(?:(?:(?:new|replacement|fd[36]0s?|self[- ]closing|oak|white|glazed) )*(?:fire[- ]?(?:rated )?doors?|fd[36]0s? doors?)|${INTERNAL_DOORS} (?:with|as|for|to) (?:new )?(?:fd[36]0s? )?fire[- ]?(?:rated )?doors)`,
  NUM_OR_A,
)
const RADIATORS_COUNT = counted(
  String.raw`(?:(?:new|extra|additional|more|double|single|column|designer|vertical|towel) )*radiators?`,
  NUM_OR_A,
)
/** One internal door said ("a new internal door", "the internal door to the kitchen"), not a door's parts. */
const ONE_INTERNAL_DOOR =
  /\b(?:internal|interior) (?:(?:glazed|oak|white|panel(?:led)?|shaker) )?door\b(?! (?:handles?|knobs?|hinges?|frames?|linings?|stops?|closers?)\b)/
const MORE_INTERNAL_DOORS = /\b(?:internal|interior) (?:[a-z]+ )?doors\b|\bdoors inside\b/
/** One fire door said ("fire door to the kitchen"), not the kind of a job ("fire door upgrades"). */
const ONE_FIRE_DOOR =
  /\bfire[- ]?(?:rated )?door\b(?! (?:sets|upgrades?|installation|replacements?|works|surveys?|inspections?|checks?)\b)/
const MORE_FIRE_DOORS = /\b(?:fire[- ]?(?:rated )?doors|fd[36]0s? doors)\b/
// "Three smoke alarms", "a heat alarm in the kitchen"; not "a new fire alarm" (a system).
const ALARMS_COUNT = counted(
  String.raw`(?:(?:new|extra|additional|mains|mains[- ]wired|hard[- ]?wired|interlinked|optical) )*(?:smoke|heat)(?: and (?:smoke|heat))? (?:alarms?|detectors?)(?! systems?\b)`,
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
  ['fireDoors', FIRE_DOORS_COUNT],
  ['alarms', ALARMS_COUNT],
  ['radiators', RADIATORS_COUNT],
  ['rooms', ROOMS_COUNT],
  ['units', UNITS_COUNT],
] as const
/**
 * The kind of a room a brief names or counts: a kitchen, a bathroom (an en-suite, a cloakroom, a shower room), a
 * bedroom, a living room (a lounge, a sitting, front or reception room), the hall, stairs or landing, or another room.
 */
export type RoomKind = 'kitchen' | 'bathroom' | 'bedroom' | 'living_room' | 'hall' | 'room'
/** A room named one by one: its kind, the noun its working calls it by, and its floor where the brief states it. */
export interface RoomNamed {
  kind: RoomKind
  noun: string
  sqm?: number
  /** Its clause papers it ("wallpaper the lounge"; rooms-papered.ts): where others are painted, its walls are papered. */
  papered?: true
  /**
   * Its clause lays its floor ("new stair carpet", "carpet the stairs"; rooms-papered.ts) wherever it is named: where
   * other rooms are decorated, its floor alone is laid and theirs is not.
   */
  floored?: true
}
export type StatedCounts = Partial<
  Record<(typeof COUNTED)[number][0] | 'extDoors' | 'flatRoofSqm' | 'cellarSqm', number>
> & {
  /** The rooms named one by one, in the brief's order ("the bathroom and the back bedroom"). */
  namedRooms?: readonly RoomNamed[]
  /** The stairs are said where no room is named one by one ("new carpets throughout, including the stairs"). */
  stairsNamed?: true
  /** The work is said of one storey ("new carpets upstairs", "repaint downstairs"), no room named. */
  oneStorey?: true
  /** The kind of the rooms counted ("the three bedrooms": bedroom; "two rooms": room). */
  roomsKind?: RoomKind
  /** The clause counting the rooms papers them ("wallpaper the two bedrooms"; rooms-papered.ts), as a room named's. */
  roomsPapered?: true
  /**
   * The kinds of room said in the plural, not counted ("the bedrooms", "the reception rooms"): as many of each as the
   * house's take-off counts.
   */
  uncounted?: readonly RoomKind[]
  /** The kinds said in the plural whose clause papers them ("wallpaper the bedrooms and paint the lounge"). */
  uncountedPapered?: readonly RoomKind[]
  /** The outside doors are said without a number or side ("new windows and doors"): a pair is our assumption. */
  extDoorsPair?: boolean
  /** The windows of one side said, uncounted ("replace the front windows"): about half the house's. */
  windowsOneSide?: true
  /** The smoke and heat alarms said in the rooms the brief counts or names ("in the 3 bedrooms", "in each bedroom"). */
  alarmsInRooms?: AlarmsInRooms
  /** The home is a flat ("my flat", "a 2-bed apartment"): one storey, a hall and no landing. */
  aFlat?: true
  /** An extension's width said ("6m wide"), or its depth ("4 m deep", "projecting 3 m"), in metres (garden-elevation.ts). */
  widthM?: number
  depthM?: number
  /**
   * The two sides of a plan said ("8m by 5m", "6m x 4m", "4 x 3 metres"), in metres as said: an extension's width and
   * depth, which is which by its kind (garden-elevation.ts).
   */
  sidesM?: readonly [number, number]
  /** The extension is said to be at the side ("side return", "a two storey side extension"), not at the rear. */
  sideExtension?: true
  /**
   * The side extension is a side return infill ("side return", "side infill"): built in the passage beside the back
   * addition, so the house's own walls already enclose two of its sides (quantities.ts).
   */
  sideReturn?: true
  /** The glazed doors' width said ("a 4m wide bi-fold", "4 metre sliding doors"), in metres. */
  glazingM?: number
}

/** An area said in m² ("20 m2", "16 sq m"), or plan dimensions ("4m x 5m", "3 by 4 metres"). */
const SQM = String.raw`\b(\d{1,3}(?:\.\d)?) ?(?:m2|m²|sq ?m|square met(?:re|er)s?)\b`
const SIDES = String.raw`\b(\d{1,2}(?:\.\d{1,2})?) ?(?:m|metres?|meters?)? ?(?:x|by) ?(\d{1,2}(?:\.\d{1,2})?) ?(?:m|metres?|meters?)\b`
const SQM_SAID = new RegExp(SQM, 'i')
const SIDES_SAID = new RegExp(SIDES, 'i')

/** The floor or roof area a text states: "20 m2", "16 sq m", or its plan dimensions ("4m x 5m", "3 by 4 metres"). */
export function statedSqm(text: string): number | undefined {
  const stated = SQM_SAID.exec(text)
  if (stated) return Math.max(1, Number(stated[1]))
  const sides = SIDES_SAID.exec(text)
  return sides ? Math.max(1, Math.round(Number(sides[1]) * Number(sides[2]) * 10) / 10) : undefined
}

/** The area the sentence naming `thing` states ("the 15 m2 flat roof", "the cellar is about 4m x 5m"). */
function sqmSaidOf(text: string, thing: RegExp): number | undefined {
  const sentence = text.split(/[.;!?]/).find((s) => thing.test(s))
  return sentence === undefined ? undefined : statedSqm(sentence)
}

/**
 * A room named as one ("the living room", "the back bedroom", "hall, stairs and landing", the stairs of "a new stair
 * carpet"); not a house's bedrooms ("a 3 bedroom semi") nor a room said in the plural ("the bedrooms", whose number is
 * not said). An en-suite named with what it is ("the en-suite shower room") is one room.
 */
const NAMED_ROOM = new RegExp(
  String.raw`(?<!\b(?:\d{1,2}|one|two|three|four|five|six)[- ])\b(?:${EN_SUITE_NAMED_AS_WHAT_IT_IS}|(?:living|sitting|front|reception|dining|family|spare|box|utility|play|shower|wet) ?room|lounge|snug|(?:master |main |spare |back |front |rear |small |large |second |third |guest |child'?s |kids'? )?bedroom|nursery|study|home office|hallway|hall|landing|stairs|staircase|stair(?= (?:carpets?|runners?)\b)|kitchen|bathroom|en-?suite|cloakroom|(?:downstairs |upstairs )?(?:toilet|wc|loo)|conservatory|garage)(?!s\b|-)\b`,
  'g',
)
/** The first room the text names as one ("the bathroom" in "retile the bathroom walls"), if any. */
export const roomNamedIn = (text: string): string | undefined => new RegExp(NAMED_ROOM.source).exec(text)?.[0]
/** The noun a staircase named is called by ("the stairs", "a stair carpet"): a floor fitter carpets it by the staircase. */
export const STAIRS_NOUN = 'staircase'
/** The stairs said ("the stairs", "the staircase", "a stair runner"), not a storey ("upstairs"). */
const STAIRS_SAID = /\b(?:stairs|staircases?|stair(?= (?:carpets?|runners?)\b))\b/
/** Each kind of room, and the noun its working calls it by (the hall, stairs and landing by their own). */
const ROOM_KINDS: readonly [RoomKind, RegExp, string?][] = [
  ['kitchen', /kitchen/],
  ['bathroom', /bathroom|en-?suite|cloakroom|shower ?room|wet ?room|toilet|wc|loo/],
  ['bedroom', A_BEDROOM],
  ['living_room', /living|sitting|front ?room|reception|lounge/, 'living room'],
  ['hall', /stair/, STAIRS_NOUN],
  ['hall', /landing/, 'landing'],
  ['hall', /hall/, 'hall'],
  ['room', /garage/, 'garage'],
]
const kindOf = (name: string): { kind: RoomKind; noun: string } => {
  const [kind, , noun] = ROOM_KINDS.find(([, pattern]) => pattern.test(name)) ?? ['room', /./]
  return { kind, noun: noun ?? kind }
}
/** A size said just before a room's name ("the 4m x 3m bedroom") or just after it ("the lounge (5m x 4m)"). */
const SIZE_BEFORE = new RegExp(String.raw`(?:${SQM}|${SIDES}) (?:[a-z]+ )?$`)
const SIZE_AFTER = new RegExp(
  String.raw`^(?:,| -|:| \(| is| of| at| measuring| which is| that is| about| approx(?:imately|\.)?| roughly| around)* ?(?:${SQM}|${SIDES})`,
)
/** The house (or flat) named as what the work is to: every room, whatever rooms are also named. */
const THE_HOME = new RegExp(
  String.raw`\b(?:the|our|my|this) (?:house|${FLAT_HOME}|home|property|bungalow|maisonette|cottage)\b`,
)

/**
 * The rooms a brief names one by one ("the living room and hallway": 2), each with its kind and the size said beside
 * its name; undefined where it names none. A room named again is the same room: "paint the bedroom, then carpet the
 * bedroom" is one, and so is a professional brief whose scope and description both name it.
 */
function namedRooms(text: string): RoomNamed[] | undefined {
  if (THE_HOME.test(text)) return undefined
  const rooms = new Map<string, RoomNamed>()
  for (const m of text.matchAll(NAMED_ROOM)) {
    const end = m.index + m[0].length
    const size =
      SIZE_BEFORE.exec(text.slice(Math.max(0, m.index - 40), m.index))?.[0] ??
      SIZE_AFTER.exec(text.slice(end, end + 50))?.[0]
    const sqm = size === undefined ? undefined : statedSqm(size)
    const seen = rooms.get(m[0])
    const { floored, ...named } = seen ?? { ...kindOf(m[0]) }
    const room = named.papered || !paperedAt(text, m.index) ? named : { ...named, papered: true as const }
    // The stairs said as their carpet ("a stair runner") are floored by the name; a room named again is floored alone
    // only if floored each time.
    const flooredHere = (!seen || !!floored) && (m[0] === 'stair' || flooredAt(text, m.index))
    const sized = sqm === undefined || room.sqm !== undefined ? room : { ...room, sqm }
    rooms.set(m[0], flooredHere ? { ...sized, floored: true } : sized)
  }
  return rooms.size > 0 ? [...rooms.values()] : undefined
}

function countIn(text: string, pattern: RegExp): number | undefined {
  const m = pattern.exec(text)
  const n = m ? (m[1] === 'both' ? 2 : parseCount(m[1]!)) : undefined
  return n !== undefined && n > 0 ? n : undefined
}

/**
 * What a description counts, each undefined when no count is said:
 * - `windows`: "replace all 14 windows", "one window and a back door", one where a window is said in the singular ("the
 *   front window"); not roof windows or rooflights ("3 Velux windows") nor a room's ("the 2 kitchen windows");
 * - `rooflights`: "with 3 Velux windows", "two rooflights", one where one is said in the singular ("a velux window");
 * - `ensuites`: "two of the bedrooms to have en-suites", "3 en-suites" (an HMO's, where fewer than its rooms);
 * - `sockets`: "3 new double sockets" (an electrician's small job);
 * - `doors`: "replace all 8 internal doors", one where one is said in the singular ("a new internal door"); `radiators`:
 *   "add two extra radiators" (small works);
 * - `fireDoors`: "fit 3 fire doors", "all 8 internal doors with fire doors", one where one is said ("fire door to the
 *   kitchen"); `alarms`: "two smoke alarms", "a heat alarm"; `alarmsInRooms`: the alarms said in rooms ("smoke alarms
 *   in the 3 bedrooms", "in the hall and landing"; fire-safety-take-off.ts); `aFlat`: the home is a flat (no landing);
 * - `extDoors`: the outside doors named, "the front and back doors" (2), "new external doors" (a pair) (openings.ts);
 * - `rooms`: "replaster two rooms", "paint the 3 bedrooms", "both bedrooms" (a trade's or a decorator's job, or a room's
 *   renewed, measures those rooms), unless the brief says its work is throughout; `roomsKind` is their kind (bedrooms
 *   there); `uncounted`: "the bedrooms", "the reception rooms", "the bathrooms", no count said (the house's, as its take-off counts them);
 * - `namedRooms`: the rooms named one by one, "repaint the living room and hallway", "skim the back bedroom ceiling" (a
 *   decorator's, a plasterer's or a floor fitter's job measures those rooms), unless the work is throughout or to the
 *   house, each with its kind and the size said beside its name ("the 4m x 3m bedroom"); `stairsNamed`: the stairs said
 *   where no room is named ("new carpets throughout, including the stairs");
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
  // One window or rooflight said ("replace the front window", "new velux window"), none in the plural: one.
  if (counts.windows === undefined && ONE_WINDOW.test(text) && !/\bwindows\b/.test(text)) counts.windows = 1
  if (counts.windows === undefined && ONE_SIDES_WINDOWS.test(text)) counts.windowsOneSide = true
  if (counts.rooflights === undefined && ONE_ROOFLIGHT.test(text) && !MORE_ROOFLIGHTS.test(text)) counts.rooflights = 1
  if (counts.fireDoors === undefined && ONE_FIRE_DOOR.test(text) && !MORE_FIRE_DOORS.test(text)) counts.fireDoors = 1
  if (counts.doors === undefined && ONE_INTERNAL_DOOR.test(text) && !MORE_INTERNAL_DOORS.test(text)) counts.doors = 1
  const extDoors = extDoorsIn(text)
  if (extDoors !== undefined) counts.extDoors = extDoors.count
  if (extDoors?.pair) counts.extDoorsPair = true
  // Rooms counted, or said in the plural, are papered where their clause papers them, as a room named is.
  const roomsSaid = ROOMS_COUNT.exec(text)
  if (counts.rooms !== undefined && roomsSaid) {
    counts.roomsKind = kindOf(roomsSaid[0]).kind
    if (paperedAt(text, roomsSaid.index)) counts.roomsPapered = true
  }
  // Work said to be throughout measures every room: a count of rooms is then one item's ("repaint all rooms, replace
  // the carpet in 2 bedrooms" repaints them all).
  const named = namedRooms(text)
  if (named !== undefined) counts.namedRooms = named
  const uncounted = UNCOUNTED.map(([kind, said]) => ({ kind, at: said.exec(text)?.index })).filter(
    (u) => u.at !== undefined,
  )
  if (counts.rooms === undefined && !THE_HOME.test(text) && uncounted.length > 0) {
    counts.uncounted = uncounted.map((u) => u.kind)
    const papered = uncounted.filter((u) => paperedAt(text, u.at!)).map((u) => u.kind)
    if (papered.length > 0) counts.uncountedPapered = papered
  }
  const roofSqm = sqmSaidOf(text, /\bflat[- ]roof/)
  if (roofSqm !== undefined) counts.flatRoofSqm = roofSqm
  const cellarSqm = sqmSaidOf(text, /\b(?:cellar|basement)/)
  if (cellarSqm !== undefined) counts.cellarSqm = cellarSqm
  if (named === undefined && ONE_STOREY.test(text)) counts.oneStorey = true
  if (A_FLAT_HOME.test(text) && !TWO_STOREYS.test(text)) counts.aFlat = true
  const width = metresSaid(text, WIDE)
  if (width !== undefined) counts.widthM = width
  const depth = metresSaid(text, DEEP)
  if (depth !== undefined) counts.depthM = depth
  const sides = SIDES_SAID.exec(text)
  if (sides) counts.sidesM = [Number(sides[1]), Number(sides[2])]
  if ((SIDE_EXTENSION.test(text) || SIDE_RETURN.test(text)) && !REAR_TOO.test(text)) counts.sideExtension = true
  if (SIDE_RETURN.test(text) && !REAR_TOO.test(text)) counts.sideReturn = true
  const glazing = metresSaid(text, GLAZED_DOORS_WIDE)
  if (glazing !== undefined) counts.glazingM = glazing
  const alarms = alarmsInRooms(text)
  if (alarms !== undefined && !THROUGHOUT.test(text)) counts.alarmsInRooms = alarms
  if (THROUGHOUT.test(text)) {
    delete counts.oneStorey
    delete counts.rooms
    delete counts.roomsKind
    delete counts.roomsPapered
    delete counts.namedRooms
    delete counts.uncounted
    delete counts.uncountedPapered
  }
  if (counts.namedRooms === undefined && STAIRS_SAID.test(text)) counts.stairsNamed = true
  return counts
}

/**
 * A home said to be a flat or an apartment (`A_FLAT_HOME`, the-flat.ts) is one storey unless it is a maisonette or
 * duplex (two storeys).
 */
const TWO_STOREYS = /\b(?:maisonettes?|duplex)\b/

/** Metres, "6m", "4.5 metres", "3 meters". */
const METRES = String.raw`(\d{1,2}(?:\.\d{1,2})?) ?(?:m|metres?|meters?)`
/** A width said of the building work ("6m wide"), not of a door set or a window in it ("a 4m wide bi-fold"). */
const WIDE = new RegExp(
  String.raw`\b${METRES} wide\b(?! (?:(?:aluminium|glazed|sliding|folding|bi-?fold(?:ing)?|patio|french) )*(?:bi-?folds?|doors?|openings?|windows?|lanterns?|rooflights?|glazing|sets?)\b)`,
)
/** The width of glazed doors said ("a 4m wide bi-fold", "4 metre sliding doors", "5m of bifolds"). */
const GLAZED_DOORS_WIDE = new RegExp(
  String.raw`\b${METRES}(?: wide| of)? (?:(?:aluminium|glazed|sliding|folding|bi-?fold(?:ing)?|patio) )*(?:bi-?folds?|bi-?fold(?:ing)? doors?|sliding doors?|patio doors?|glazed doors?)\b`,
)
/** A depth said ("4m deep", "a 3 metre projection", "projecting 3m", "3m out into the garden"). */
const DEEP = new RegExp(
  String.raw`\b${METRES} (?:deep|projection|out(?: into the garden)?)\b|\bproject(?:s|ing)? (?:out )?${METRES}\b`,
)
/** An extension at the side: a side return, or a side extension ("a single storey side kitchen extension"). */
const SIDE_EXTENSION = /\bside[- ]return\b|\bside (?:[a-z-]+ ){0,2}extension\b/
/** A side return infill: the passage between the back addition and the boundary built over. */
const SIDE_RETURN = /\bside[- ]return\b|\bside infill\b/
/** One that is at the rear too: a wrap-around, an L-shaped one, "rear and side". */
const REAR_TOO = /\b(?:wrap[- ]?around|l[- ]shaped|(?:rear|back) and side|side and (?:rear|back))\b/
const metresSaid = (text: string, pattern: RegExp): number | undefined => {
  const m = pattern.exec(text)
  const said = m?.slice(1).find((g) => g !== undefined)
  return said === undefined ? undefined : Number(said)
}

/** One storey said as where the work is: not a room's ("the downstairs toilet") nor a storey added. */
const ONE_STOREY = new RegExp(
  String.raw`\b(?:upstairs|downstairs|(?:ground|first|top|upper|lower)[- ]floor)\b(?! (?:toilet|wc|loo|cloakroom|bathroom|shower|bedroom|room|extension|${FLAT_HOME}|rear|side)\b)`,
)
const THROUGHOUT = new RegExp(
  String.raw`\b(?:throughout|all (?:the |of the )?rooms|every room|(?:the )?whole (?:house|${FLAT_HOME}|property|home))\b`,
)
