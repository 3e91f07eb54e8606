import { normaliseDescription } from '../text/normalise-description'
import { ALREADY_BUILT_BEFORE } from './already-built'
import { asksForOtherWork, PROPERTY_FACTS, scanDescription, type KeywordHits, type KeywordId } from './description'
import { itemListed } from './list-items'
import { openingsListed } from './openings'
import { SMALL_WORK_PATTERNS } from './small-works'
import { renewsARoom, roomChangedIn, SOLE_TRADES } from './works-named'

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
 * The new space's own bathroom and rooflights ("with an en-suite", "two Velux windows"), read by the refurbishment words
 * as new work in the house.
 */
const ITS_OWN = [/\b(?:en[- ]?suites?|shower rooms?)\b/g, SMALL_WORK_PATTERNS.rooflights_fitted]

/** The house forms: their brief may be one room's or new space's job (decisions 070, 071). */
const HOUSE_FORMS: ReadonlySet<string> = new Set([
  'whole_house_renovation',
  'property_flipping',
  'period_property_restoration',
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

/** A new space a brief names: its type, and the words of the brief that are its own (its clause, offsets kept). */
export interface SpaceNamed {
  projectType: string
  /** Where its words start in the normalised brief: the spaces are listed in the brief's order. */
  at: number
  /** Its clause ("a loft conversion with a dormer", "a rear extension 4m x 5m"), read for its size and parts. */
  clause: string
  /** A trade's work on the whole property ("replaster"), measured on the size asked: it adds no floor (decision 074). */
  onTheProperty?: true
  /**
   * The work word of the list its clause is an item of, read with it ("new" for "internal doors" in "new windows and
   * internal doors"): its clause alone names no work.
   */
  lead?: string
}

/** Where the brief's clauses part: punctuation, and the words that join one job to the next. */
const CLAUSE_BREAK = /[,;.!?:()]|\b(?:and|plus|also|then|with|as well as)\b/g

/** The clauses of `text`, as [start, end) offsets. */
function clausesOf(text: string): [number, number][] {
  const out: [number, number][] = []
  let start = 0
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    out.push([start, m.index])
    start = m.index + m[0].length
  }
  out.push([start, text.length])
  return out
}

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

/** A kitchen's and a bathroom's names, each the room a house's brief may renew beside the other (decision 072). */
const ROOMS: readonly { projectType: string; said: RegExp }[] = [
  { projectType: 'kitchen_renovation', said: /\bkitchen\b/ },
  { projectType: 'bathroom_renovation', said: /\b(?:bathroom|shower ?room|wet ?room)\b/ },
]

/**
 * A kitchen and a bathroom the normalised brief `text` names in clauses of their own ("new kitchen and bathroom"):
 * each with its clause, in the brief's order. One room alone, or both in one clause, is none (decision 070 prices one
 * room).
 */
function roomsNamed(text: string): SpaceNamed[] {
  const clauses = clausesOf(text)
  const found = ROOMS.flatMap((r) => {
    const at = text.search(r.said)
    const clause = clauses.find(([, end]) => end > at)
    return at < 0 || !clause
      ? []
      : [{ projectType: r.projectType, at, clause: ' '.repeat(clause[0]) + text.slice(...clause) }]
  })
  return found.length === 2 && found[0]!.clause !== found[1]!.clause ? found.sort((a, b) => a.at - b.at) : []
}

/** The most trades a house's brief names that are priced beside each other, not as the house's job. */
const MOST_TRADES_BESIDE = 3

/** The decorator's work, a trade beside the others ("rewire and redecorate"), never the main job: a house's scope. */
const DECORATING = {
  projectType: 'decorating',
  // Decorating the owner does is named but not the builder's surface work ("we will decorate ourselves").
  said: (kw: KeywordHits) => !!(kw.decorating_named && kw.surface_works),
}

/**
 * The single trades a house's brief names, two or more, each in clauses of its own and nothing else a room's ("full
 * rewire and replaster", "new boiler and radiators, and a full rewire"): each trade's clauses, in the brief's order
 * (decision 074). A clause naming two of them, or a trade named across another's clauses, is none: the house's.
 */
function tradesNamed(text: string): SpaceNamed[] {
  const whole = scanDescription(text)
  const clauses = clausesOf(text)
  // A list of windows and doors is the windows trade's, its doors with it (openings.ts), whatever its clauses say alone.
  const lists = whole.openings ? openingsListed(text) : []
  const windowsOwn = clauses.map(([from, to]): string[] =>
    lists.some(([start, end]) => from < end && to > start) ? ['windows'] : [],
  )
  // Said in the brief, or by an item of a list read with its work word ("new internal doors | and windows").
  const trades = [...SOLE_TRADES, DECORATING].filter(
    (t) => t.said(whole) || itemListed(text, clauses, windowsOwn, t.said) !== undefined,
  )
  // A kitchen or bathroom named only as where a trade works ("replaster the kitchen") is not its refit. Four trades or
  // more (services, fabric and structure) are a renovation's list: the house's (decision 050).
  if (trades.length < 2 || trades.length > MOST_TRADES_BESIDE || renewsARoom(text)) return []
  const owners = clauses.map(([from, to], i) => {
    const kw = scanDescription(text.slice(from, to))
    return windowsOwn[i]!.length > 0 ? windowsOwn[i]! : trades.filter((t) => t.said(kw)).map((t) => t.projectType)
  })
  if (owners.some((o) => o.length > 1)) return []
  // A trade whose words run across clauses ("knock the kitchen | and dining room into one") owns the fewest clauses
  // together that say it, none of them another's; one listed after another's work word ("new windows | and internal
  // doors") owns its item, read with that word.
  const leads = new Map<number, string>()
  for (const t of trades) {
    if (owners.some((o) => o[0] === t.projectType)) continue
    const span = spanSaying(text, clauses, owners, t.said)
    const item = span ? undefined : itemListed(text, clauses, owners, t.said)
    if (item) leads.set(item.at, item.lead)
    const [from, to] = span ?? (item ? [item.at, item.at] : [])
    if (from === undefined || to === undefined) return []
    for (let i = from; i <= to; i++) owners[i] = [t.projectType]
  }
  const named: SpaceNamed[] = []
  for (const { projectType } of trades) {
    const first = owners.findIndex((o) => o[0] === projectType)
    const last = owners.findLastIndex((o) => o[0] === projectType)
    if (first < 0 || owners.slice(first, last).some((o) => o.length > 0 && o[0] !== projectType)) return []
    const [start] = clauses[first]!
    const end = clauses[last]![1]
    const lead = leads.get(first)
    const clause = ' '.repeat(start) + text.slice(start, end)
    named.push({ projectType, at: start, clause, onTheProperty: true, ...(lead ? { lead } : {}) })
  }
  return named.sort((a, b) => a.at - b.at)
}

/** The first run of two to four clauses no trade owns that together say a trade, as [first, last] clause indexes. */
function spanSaying(
  text: string,
  clauses: readonly [number, number][],
  owners: readonly string[][],
  said: (kw: KeywordHits) => boolean,
): [number, number] | undefined {
  for (let i = 0; i < clauses.length; i++)
    for (let j = i + 1; j < Math.min(clauses.length, i + 4) && owners[i]!.length + owners[j]!.length === 0; j++)
      if (said(scanDescription(text.slice(clauses[i]![0], clauses[j]![1])))) return [i, j]
  return undefined
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

/** The main job's brief, and the parts the brief names beside it. */
export interface SplitBrief {
  brief: string
  added: SpaceNamed[]
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
export function splitBrief(projectType: string, description: string, jobOf: (brief: string) => string): SplitBrief {
  const text = normaliseDescription(description)
  const spaces = TAKES_ADDED_SPACE.has(projectType)
    ? spacesNamed(text).filter((s) => PRICED_AS_A_PART.has(s.projectType))
    : []
  const rooms = HOUSE_FORMS.has(projectType) ? roomsNamed(text) : []
  // Trades beside each other only where the brief names nothing else as a part (decision 074).
  const trades = HOUSE_FORMS.has(projectType) && spaces.length + rooms.length === 0 ? tradesNamed(text) : []
  const parts = [...spaces, ...rooms, ...trades].sort((a, b) => a.at - b.at)
  const ownForm = parts.find((s) => s.projectType === projectType)
  for (const own of ownForm ? [ownForm] : parts) {
    const others = parts.filter((s) => s !== own)
    const brief = blankedOut(text, others)
    if (jobOf(brief) === own.projectType) return withRoomChanged(projectType, { brief, added: others }, jobOf)
  }
  const split =
    spaces.length > 0 ? { brief: blankedOut(text, spaces), added: spaces } : { brief: description, added: [] }
  return withRoomChanged(projectType, split, jobOf)
}

/** The jobs fitted in a room a brief makes another: an en-suite ("convert the dining room into a bedroom with en-suite"). */
const FITTED_IN_THE_ROOM: ReadonlySet<string> = new Set(['bathroom_renovation'])

/**
 * On a house's form, a room made another ("convert the dining room into a bedroom") with a job fitted in it (an
 * en-suite, decision 070): the room's job beside that job, at its own size and typical scope. The words of the room
 * changed ("convert the 14 m2 dining room") are its part's; the room it becomes, with the en-suite in it ("into a
 * bedroom with en-suite"), stays in the main job's brief as where the en-suite goes.
 */
function withRoomChanged(projectType: string, split: SplitBrief, jobOf: (brief: string) => string): SplitBrief {
  const text = normaliseDescription(split.brief)
  const changed = HOUSE_FORMS.has(projectType) ? roomChangedIn(text) : undefined
  if (!changed) return split
  const brief =
    text.slice(0, changed.at) + ' '.repeat(changed.room.length) + text.slice(changed.at + changed.room.length)
  if (!FITTED_IN_THE_ROOM.has(jobOf(brief))) return split
  const room = { projectType: changed.projectType, at: changed.at, clause: ' '.repeat(changed.at) + changed.words }
  return { brief, added: [...split.added, room].sort((a, b) => a.at - b.at) }
}

/** The normalised brief `text` with the clauses of `spaces` blanked (offsets kept). */
function blankedOut(text: string, spaces: readonly SpaceNamed[]): string {
  return spaces.reduce((t, s) => {
    const start = s.clause.length - s.clause.trimStart().length
    return t.slice(0, start) + ' '.repeat(s.clause.length - start) + t.slice(s.clause.length)
  }, text)
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
