import { normaliseDescription } from '../text/normalise-description'
import { ALREADY_BUILT_BEFORE } from './already-built'
import { asksForOtherWork, blankSpans, PROPERTY_FACTS, scanDescription } from './description'
import type { KeywordId } from './keyword-ids'
import { FIRE_SAFETY_WORKS, SMALL_WORK_PATTERNS } from './small-works'
import { blankedOut, clausesOf, withObjectShared, type SpaceNamed } from './brief-clauses'
import { roomsLivedInNamed, roomsNamed, tradesNamed } from './trades-beside'
import { namesBathroom, namesKitchen, renewsARoom, renovationsGlossed, roomChangedIn } from './works-named'

/**
 * New space a house's brief can name on its own (decision 071): a loft conversion, an extension or a basement. On the
 * whole-house form "Convert the loft into a bedroom with a dormer" and "Single storey rear extension 4m x 5m" were
 * each the extensive renovation of the house (£123,064); they are that job, as a garage conversion is (decision 065).
 */
interface NewSpace {
  projectType: string
  /** The job said ("convert the loft", "a rear extension"): its words are the job's. */
  said: RegExp
}

const NEW_SPACES: readonly NewSpace[] = [
  {
    projectType: 'loft_conversion',
    said: /\b(?:(?:loft|attic) conver\w*|conver\w* (?:the |our |my |an? )?(?:loft|attic)(?: space)?|(?:rear |l[- ]shaped |flat[- ]roof(?:ed)? )?dormers?(?: loft)?|mansards?|hip[- ]to[- ]gable|(?:velux|roof ?light) conver\w*)\b/g,
  },
  {
    projectType: 'basement_conversion',
    said: /\b(?:(?:basement|cellar) conver\w*|conver\w* (?:the |our |my |an? )?(?:(?:damp|old|existing|unused|disused|empty) )?(?:basement|cellar)|dig(?:ging)? (?:out )?(?:a |the )?(?:basement|cellar)|new basement)\b/g,
  },
  {
    // A house divided into flats: the house conversion, measured on the house (not a room of it).
    projectType: 'house_conversion',
    said: /\b(?:conver\w* (?:the |our |my |a |this )?(?:house|property|building|home) (?:in)?to (?:\d|two|three|four|five|six) (?:self[- ]contained )?(?:flats|apartments|units)|(?:split|divid\w*) (?:the |our |my |a |this )?(?:house|property|building) (?:in)?to (?:\d|two|three|four|five|six) (?:self[- ]contained )?(?:flats|apartments|units))\b/g,
  },
  {
    projectType: 'extension',
    said: /\b(?:(?:(?:single|double|two|one)[- ]stor(?:e)?y |rear |side |back |wrap[- ]?around |kitchen |side[- ]return |ground[- ]floor |(?:flat|pitched)[- ]roof(?:ed)? |lean[- ]to )*extension|extend(?:ing)? (?:the |our |my )?(?:kitchen|house|back|rear|ground floor)|side[- ]return)\b/g,
  },
]

/**
 * The words before a space's name that make it one already built, where the work is or what it is done to ("replace
 * the flat roof on the back extension", "bi-folds into the existing extension", "repaint the kitchen extension"): not
 * a new space. "In the new extension" is new.
 */
const ALREADY_BUILT = new RegExp(String.raw`\b${ALREADY_BUILT_BEFORE}$`)

/** Where the brief first names `space` as new work, or -1 (a space named only as one already built is not). */
function newSpaceAt(text: string, space: NewSpace): number {
  for (const m of text.matchAll(space.said))
    if (!ALREADY_BUILT.test(text.slice(Math.max(0, m.index - 60), m.index))) return m.index
  return -1
}

/**
 * The brief names an extension only as one already built ("replace the bifold doors on the extension", "a roof lantern
 * in the existing extension") and none as new work: on the extension's form, work to it (decision 073).
 */
export function extensionBuiltOnly(description: string): boolean {
  const text = normaliseDescription(description)
  const extension = NEW_SPACES.find((s) => s.projectType === 'extension')!
  return /\bextension\b/.test(text) && newSpaceAt(text, extension) < 0
}

/**
 * What the new space's own brief may name beside it: its rooms, storeys, roof and openings, its en-suite or kitchen,
 * the steels to open into it, the underpinning a basement needs, facts about the house.
 */
const PART_OF_NEW_SPACE: ReadonlySet<KeywordId> = new Set<KeywordId>([
  ...PROPERTY_FACTS,
  'dormer',
  'mansard',
  'hip_to_gable',
  'l_shaped',
  'single_storey',
  'double_storey',
  'pitched_roof',
  'rooflights',
  'rooflights_fitted',
  'bifold',
  'french_doors',
  'ensuite',
  'ensuite_rooms',
  'shower_rooms',
  'room_formed',
  'bathroom_named',
  'bath',
  'cloakroom',
  'kitchen_named',
  'new_kitchen',
  'island',
  'living_space',
  'service_room',
  'structural',
  'underpin',
  'ufh',
  'party_wall',
  'floor_covering',
  'hard_floor',
  'carpet',
  'tiled_floor',
  'owner_tiles',
  'appliances_kept',
  'units_supplied',
])

/**
 * The new space's own bathroom and rooflights ("with an en-suite", "two Velux windows", "a lantern roof"), read by the
 * refurbishment words as new work in the house, and its fire doors and alarms (a loft's escape route: its recipe's).
 */
const ITS_OWN = [
  /\b(?:en[- ]?suites?|shower rooms?)\b/g,
  ...(['rooflights_fitted', 'roof_lantern', ...FIRE_SAFETY_WORKS] as const).map((id) => SMALL_WORK_PATTERNS[id]),
  // Its roof said of it ("with a flat roof", "an orangery-style roof"): the space's own, not the house's re-roofed.
  /\b(?:with (?:an? )?(?:(?:flat|pitched|sloping|hipped|glass|glazed|tiled|slate|lean[- ]to|(?:orangery|conservatory)(?:[- ]style)?) )*|(?:an? )?(?:orangery|conservatory)[- ]style )roof\b(?! (?:lanterns?|lights?|windows?)\b)/g,
]

/** The house forms: their brief may be one room's or new space's job (decisions 070, 071). */
const HOUSE_FORMS: ReadonlySet<string> = new Set([
  'whole_house_renovation',
  'property_flipping',
  'period_property_restoration',
])

/**
 * The forms whose brief may name trades beside each other (decision 074): a house's, and a room's or the decorator's,
 * where the trades work on the room or home chosen ("fit a log burner and repaint" on the living room's form).
 */
const TRADES_FORMS: ReadonlySet<string> = new Set([
  ...HOUSE_FORMS,
  'buy_to_let_preparation',
  'decorating',
  'bedroom',
  'living_room',
  'single_room',
  'cosmetic_only',
])
/**
 * A kitchen's or bathroom's own form: trades beside each other where its brief names the room only as where they work
 * ("replaster and paint the kitchen", "retile the bathroom walls and paint the ceiling"), never beside its refit.
 */
const FITTED_ROOM_FORMS: ReadonlySet<string> = new Set([
  'kitchen_renovation',
  'kitchen',
  'bathroom_renovation',
  'bathroom',
])
/** A kitchen is an extension's or a basement's own room ("a kitchen extension with an island"); a loft's, never. */
const KITCHEN_WORDS: readonly KeywordId[] = [
  'kitchen_named',
  'new_kitchen',
  'island',
  'appliances_kept',
  'units_supplied',
]
const HOLDS_A_KITCHEN: ReadonlySet<string> = new Set(['extension', 'basement_conversion'])
/** A basement's own tanking, said of the cellar it converts ("the cellar is damp and needs tanking"). */
const BASEMENT_PARTS: ReadonlySet<KeywordId> = new Set<KeywordId>([...PART_OF_NEW_SPACE, 'cellar_tanked'])
const WITHOUT_A_KITCHEN: ReadonlySet<KeywordId> = new Set(
  [...PART_OF_NEW_SPACE].filter((k) => !KITCHEN_WORDS.includes(k)),
)
const partOf = (projectType: string): ReadonlySet<KeywordId> =>
  projectType === 'basement_conversion'
    ? BASEMENT_PARTS
    : HOLDS_A_KITCHEN.has(projectType)
      ? PART_OF_NEW_SPACE
      : WITHOUT_A_KITCHEN

/**
 * Each new space the normalised brief `text` names, once, in its order, with its clause: the one its words stand in,
 * and the clauses after it that name only its parts ("a loft conversion with a dormer and an en-suite"), up to the
 * next space or other work.
 */
function spacesNamed(text: string): SpaceNamed[] {
  const clauses = clausesOf(text)
  const found = NEW_SPACES.flatMap((s) => {
    const at = newSpaceAt(text, s)
    return at < 0 ? [] : [{ space: s, at }]
  }).sort((a, b) => a.at - b.at)
  return found.map(({ space, at }, i) => {
    const next = found[i + 1]?.at ?? text.length
    const first = clauses.findIndex(([, end]) => end > at)
    let end = clauses[first]![1]
    for (const [from, to] of clauses.slice(first + 1)) {
      if (from >= next || asksForOtherWork(text.slice(from, to), ITS_OWN, partOf(space.projectType))) break
      end = to
    }
    const start = clauses[first]![0]
    return { projectType: space.projectType, at, clause: ' '.repeat(start) + text.slice(start, end) }
  })
}

/**
 * The forms whose brief can add a part to the job (decision 072): a house's, and a new space's own. A loft conversion
 * and a rear extension named on one brief are two parts of one builder's price, as a quantity surveyor prices them.
 */
const TAKES_ADDED_SPACE: ReadonlySet<string> = new Set([
  ...HOUSE_FORMS,
  'loft_conversion',
  'extension',
  'basement_conversion',
])
/** A house divided into flats is a whole building's job, never a part beside another. */
const PRICED_AS_A_PART: ReadonlySet<string> = new Set(['loft_conversion', 'extension', 'basement_conversion'])
/** A part that adds floor to the property (a new space), not one inside it (a room renewed, a trade's work). */
export const addsFloor = (projectType: string): boolean => PRICED_AS_A_PART.has(projectType)

/** The main job's brief, and the parts the brief names beside it. */
export interface SplitBrief {
  brief: string
  added: SpaceNamed[]
  /** Jobs named as alternatives to the one priced ("new kitchen or bathroom"): not priced (`alternativesIn`). */
  alternatives?: Alternative[]
}

/** A job named as the alternative to another ("new kitchen | or bathroom"): the first is priced, this one not. */
export interface Alternative {
  /** The job priced, as the brief names it ("new kitchen"). */
  first: string
  /** The job not priced, as the brief names it ("bathroom"). */
  other: string
  /** Where "or" and the other's words are in the normalised brief, [start, end). */
  span: [number, number]
}

/** A new space's type, else a kitchen's or bathroom's job, that `words` name: the jobs a brief can offer as a choice. */
function jobNamedIn(words: string): string | undefined {
  const space = NEW_SPACES.find((s) => newSpaceAt(words, s) >= 0)
  if (space) return space.projectType
  const kw = scanDescription(words)
  if (namesKitchen(kw) === namesBathroom(kw)) return undefined
  return namesKitchen(kw) ? 'kitchen_renovation' : 'bathroom_renovation'
}

/**
 * Two jobs of different kinds joined by "or" in one clause ("new kitchen or bathroom", "loft conversion or rear
 * extension", "kitchen or bathroom remodel"): the client has not chosen, so the first is priced, as if named alone, and
 * the other not. The other's words are the fewest after "or" that name its job ("bathroom" of "bathroom remodel": the
 * work word after it is the first's too). Words joined by "or" inside one job ("carpet or laminate", "oak or walnut
 * worktops") name no room or new space, and stay.
 */
function alternativesIn(text: string): Alternative[] {
  const out: Alternative[] = []
  for (const [start, end] of clausesOf(text))
    for (const m of text.slice(start, end).matchAll(/\bor\b/g)) {
      const at = start + m.index
      const before = text.slice(start, at)
      const after = text.slice(at + 2, end)
      const first = jobNamedIn(before)
      const other = jobNamedIn(after)
      if (!first || !other || first === other) continue
      const ends = [...after.matchAll(/\S+/g)].map((w) => w.index + w[0].length)
      const said = ends.map((e) => after.slice(0, e)).find((words) => jobNamedIn(words) === other) ?? after
      out.push({ first: before.trim(), other: said.trim(), span: [at, at + 2 + said.length] })
    }
  return out
}

/** The normalised brief `text` with each alternative's "or" and words blanked (offsets kept). */
const withoutAlternatives = (text: string, alternatives: readonly Alternative[]): string =>
  blankSpans(
    text,
    alternatives.map((a) => a.span),
  )

/**
 * Splits a brief as `splitNamed` does, a choice of jobs read as its first (`alternativesIn`): where the brief without
 * the alternatives is priced with the first as its main job or a part beside it, that is the split, the alternatives
 * said as not priced. Otherwise (the house renovated, which prices its kitchen and bathroom anyway) the brief is split
 * as written.
 */
export function splitBrief(projectType: string, description: string, jobOf: (brief: string) => string): SplitBrief {
  const text = withGlossesRead(projectType, normaliseDescription(description), jobOf)
  const alternatives = alternativesIn(text)
  if (alternatives.length > 0) {
    const split = splitNamed(projectType, withoutAlternatives(text, alternatives), jobOf)
    const priced = new Set([jobOf(split.brief), ...split.added.map((s) => s.projectType)])
    if (alternatives.every((a) => priced.has(jobNamedIn(a.first)!))) return { ...split, alternatives }
  }
  return splitNamed(projectType, text, jobOf)
}

/** The jobs a renovation's gloss can say it is: a kitchen's or bathroom's, or a new space. */
const GLOSSED_JOBS: ReadonlySet<string> = new Set([
  'kitchen_renovation',
  'bathroom_renovation',
  ...NEW_SPACES.map((s) => s.projectType),
])

/**
 * The normalised brief `text` with the generic word of each renovation glossed by one room's or new space's job blanked
 * ("London renovation (kitchen or bathroom remodel)" is the kitchen's job, the bathroom its alternative): the gloss
 * says what the renovation is, the word names no work of its own. The gloss is read as a brief of its own, as written:
 * one that details a house's job ("full renovation (rewire, new kitchen, new bathroom)") is no one room's, and stays.
 */
function withGlossesRead(projectType: string, text: string, jobOf: (brief: string) => string): string {
  const isAJob = (gloss: string) => {
    const split = splitBrief(projectType, gloss, jobOf)
    return split.added.length === 0 && GLOSSED_JOBS.has(jobOf(split.brief))
  }
  return blankSpans(
    text,
    renovationsGlossed(text)
      .filter((g) => isAJob(g.gloss))
      .map((g) => g.word),
  )
}

/**
 * Splits a brief into the main job's and the parts priced beside it (decision 072). The parts: each new space named,
 * and, on a house's form, a kitchen and a bathroom renewed in clauses of their own, or else two or more single trades
 * (decision 074). The main job is the part the form
 * is for, else the first named, when `jobOf` (the job a brief is priced as) says the brief without the other parts is
 * that part's (each part tried in the brief's order: "kitchen and bathroom refit" is the bathroom's refit with a
 * kitchen beside it); else the house, with every new space beside it (its rooms stay the house's). A room made another
 * beside a job fitted in it is a part too (`withRoomChanged`).
 */
function splitNamed(projectType: string, description: string, jobOf: (brief: string) => string): SplitBrief {
  const text = normaliseDescription(description)
  const spaces = TAKES_ADDED_SPACE.has(projectType)
    ? spacesNamed(text).filter((s) => PRICED_AS_A_PART.has(s.projectType))
    : []
  // Two or three rooms renewed one by one, one of them lived in, are each room's job (decision 070).
  const livedIn = HOUSE_FORMS.has(projectType) && spaces.length === 0 ? roomsLivedInNamed(text) : []
  // A room named in a new space's clause is that space's own ("a loft conversion with an en-suite"), not one renewed.
  const rooms = livedIn.length > 0 ? livedIn : HOUSE_FORMS.has(projectType) ? roomsNamed(blankedOut(text, spaces)) : []
  // Trades beside each other, or beside a room renewed, only where the brief names no new space (decision 074).
  const tradesForm = TRADES_FORMS.has(projectType) || (FITTED_ROOM_FORMS.has(projectType) && !renewsARoom(text))
  const named = tradesForm && spaces.length === 0 && livedIn.length === 0 ? tradesNamed(text, rooms) : []
  // A room's own work said beside it ("new kitchen with LVT flooring", "and knock through to the dining room") is the
  // room's job: a brief priced as one job already is not split.
  const trades = named.some((t) => !t.onTheProperty) && jobOf(text) !== projectType ? [] : named
  const parts = [...spaces, ...(trades.length > 0 ? trades : rooms)].sort((a, b) => a.at - b.at)
  const ownForm = parts.find((s) => s.projectType === projectType)
  for (const own of ownForm ? [ownForm] : spacesFirst(parts)) {
    const others = parts.filter((s) => s !== own)
    // An item of a list reads with the list's work word, not the word joining it ("paint the house inside | and out":
    // "paint out").
    const rest = withObjectShared(blankedOut(text, others), own)
    const brief = own.lead ? `${own.lead} ${rest.trim().replace(/^(?:and|plus)\b\s*/, '')}` : rest
    if (jobOf(brief) === own.projectType) return withRoomChanged(projectType, { brief, added: others }, jobOf)
  }
  const split =
    spaces.length > 0 ? { brief: blankedOut(text, spaces), added: spaces } : { brief: description, added: [] }
  return withRoomChanged(projectType, split, jobOf)
}

/**
 * The parts in the order they are tried as the main job: a space made (a garage converted) before the trades said
 * beside it, whatever the brief's order ("a steel beam and a garage conversion" is the garage's, the beam beside it, as
 * a new space named is the main job and the work said with it its own: decision 074, later uk-rates-2026.103); else
 * the brief's order.
 */
const spacesFirst = (parts: readonly SpaceNamed[]): SpaceNamed[] => [
  ...parts.filter((s) => SPACES_MADE.has(s.projectType)),
  ...parts.filter((s) => !SPACES_MADE.has(s.projectType)),
]
/** Spaces made a room's, each the main job beside the trades said with it. */
const SPACES_MADE: ReadonlySet<string> = new Set(['garage_conversion'])

/** The jobs fitted in a room a brief makes another: an en-suite ("convert the dining room into a bedroom with en-suite"). */
const FITTED_IN_THE_ROOM: ReadonlySet<string> = new Set(['bathroom_renovation'])

/**
 * On a house's form, a room made another ("convert the dining room into a bedroom") with a job fitted in it (an
 * en-suite, decision 070): the room's job beside that job, at its typical scope, on what is left of its floor once the
 * en-suite is formed in it. The words of the room changed ("convert the 14 m2 dining room") are its part's; the room
 * it becomes, with the en-suite in it ("into a bedroom with en-suite"), stays in the main job's brief as where the
 * en-suite goes.
 */
function withRoomChanged(projectType: string, split: SplitBrief, jobOf: (brief: string) => string): SplitBrief {
  const text = normaliseDescription(split.brief)
  const changed = HOUSE_FORMS.has(projectType) ? roomChangedIn(text) : undefined
  if (!changed) return split
  const brief = blankSpans(text, [[changed.at, changed.at + changed.room.length]])
  if (!FITTED_IN_THE_ROOM.has(jobOf(brief))) return split
  const room = {
    projectType: changed.projectType,
    at: changed.at,
    clause: ' '.repeat(changed.at) + changed.words,
    holdsTheJob: true as const,
  }
  return { brief, added: [...split.added, room].sort((a, b) => a.at - b.at) }
}

/**
 * The new space a brief names and nothing else, when it comes on a house's form: a loft conversion, a basement or an
 * extension (decision 071); with two ("a loft conversion and a rear extension"), the first, the others priced beside
 * it (decision 072). Every space's words are blanked, then anything left asking for other work (a rewire, a renovation
 * of the house, a new kitchen elsewhere) keeps the house.
 */
export function newSpaceOf(description: string): string | undefined {
  const text = normaliseDescription(description)
  const spaces = NEW_SPACES.filter((s) => newSpaceAt(text, s) >= 0)
  const first = spacesNamed(text)[0]
  if (!first) return undefined
  const others = asksForOtherWork(text, [...spaces.map((s) => s.said), ...ITS_OWN], partOf(first.projectType))
  return others ? undefined : first.projectType
}
