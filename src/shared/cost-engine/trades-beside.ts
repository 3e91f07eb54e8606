import { blankedOut, clausesOf, type SpaceNamed } from './brief-clauses'
import { blankOut, scanDescription } from './description'
import type { KeywordHits } from './keyword-ids'
import { formedInTheGarage } from './garage-own'
import { itemListed, itemSaysTheTrade, objectShared, roomListed } from './list-items'
import { openingsListed } from './openings'
import { ROOM_FORMED } from './rooms-formed'
import { renewsARoom, roomLivedInSaid, ROOMS_THE_HOUSE_HAS, SOLE_TRADES } from './works-named'

/**
 * A kitchen's and a bathroom's names, each the room a house's brief may renew beside the other (decision 072). The
 * bathrooms in the plural too ("new kitchen and refit the bathrooms", "two new bathrooms"): the bathroom's job measured
 * as that many (decision 070, later uk-rates-2026.99), as one bathroom is its own. An en-suite refitted is a bathroom
 * ("new kitchen and refit the en-suites"; decision 072, later uk-rates-2026.100), and so is one formed where there was
 * none, in its clause ("rewire and fit an en-suite"; later uk-rates-2026.101): the bathroom's job, as it alone is.
 */
const ROOMS: readonly { projectType: string; said: RegExp }[] = [
  { projectType: 'kitchen_renovation', said: /\bkitchen\b/ },
  { projectType: 'bathroom_renovation', said: /\b(?:bathrooms?|shower ?rooms?|wet ?rooms?|en-?suites?)\b/ },
]

/**
 * The normalised `text` with each en-suite formed where there was none blanked ("fit an en-suite", "into a bedroom with
 * en-suite"): where a bathroom renewed is looked for beside it, so that each is a bathroom of its own (`roomsNamed`).
 */
const withoutEnSuitesFormed = (text: string): string =>
  text.replace(ROOM_FORMED, (w) => (/\ben-?suite/.test(w) ? ' '.repeat(w.length) : w))

/**
 * A kitchen and a bathroom the normalised brief `text` names in clauses of their own ("new kitchen and bathroom"):
 * each with its clause, in the brief's order. One room alone, or two in one clause, is none (decision 070 prices one
 * room). An en-suite formed where there was none ("new kitchen and add an en-suite") is a bathroom of its own, beside a
 * kitchen or a bathroom renewed ("new bathroom and add an en-suite"): its job is the bathroom's, as the en-suite formed
 * alone is, with the forming work its recipe prices (decision 072, later uk-rates-2026.101).
 */
export function roomsNamed(text: string): SpaceNamed[] {
  const clauses = clausesOf(text)
  // A room said as what the house has ("the house has two bathrooms") is not one renewed.
  const asked = blankOut(text, [ROOMS_THE_HOUSE_HAS])
  const renewed = withoutEnSuitesFormed(asked)
  const formed = [...asked.matchAll(ROOM_FORMED)].find((m) => /\ben-?suite/.test(m[0]))
  const ats = [
    ...ROOMS.map((r) => ({ projectType: r.projectType, at: renewed.search(r.said) })),
    ...(formed ? [{ projectType: 'bathroom_renovation', at: formed.index }] : []),
  ]
  const found = ats.flatMap(({ projectType, at }) => {
    const clause = clauses.find(([, end]) => end > at)
    return at < 0 || !clause ? [] : [{ projectType, at, clause: ' '.repeat(clause[0]) + text.slice(...clause) }]
  })
  // Each in a clause of its own: a kitchen, a bathroom renewed, an en-suite formed ("new kitchen, new bathroom and add an
  // en-suite"), two or all three.
  const apart = new Set(found.map((f) => f.clause)).size === found.length
  return found.length >= 2 && apart ? found.sort((a, b) => a.at - b.at) : []
}

/**
 * The most rooms a house's brief renews one by one with a kitchen or bathroom among them; more are most of the house,
 * its renovation (decision 070). Rooms lived in alone are those rooms however many: nobody asked for the kitchen,
 * bathroom, rewire and heating a house's renovation prices.
 */
const MOST_ROOMS_APART = 3

/**
 * Two or more rooms the normalised brief `text` renews, each in clauses of its own and the brief nothing else, at
 * least one of them lived in ("refurbish the bedroom and the lounge", "refurbish two bedrooms and the lounge", "new
 * kitchen and refurbish the lounge"): each room's clause, in the brief's order, a room listed after another's work word
 * read with it (decision 070). Rooms in the plural are one room's job measured as that many. A kitchen or bathroom
 * renewed is its own job's (decision 072); other work, or four rooms with a kitchen or bathroom, are none: the house.
 */
export function roomsLivedInNamed(text: string): SpaceNamed[] {
  const found: SpaceNamed[] = []
  let work: string | undefined
  for (const [from, to] of clausesOf(text)) {
    const clause = text.slice(from, to)
    if (clause.trim() === '') continue
    // An en-suite formed is a bathroom's job in its clause ("add an en-suite and refurbish the lounge").
    const fitted = ROOMS.find((r) => r.said.test(clause) && renewsARoom(clause))
    const lived = fitted ? undefined : roomLivedInSaid(clause, work)
    if (!fitted && !lived) return []
    const listed = lived && !lived.work ? work : undefined
    work = lived ? (lived.work ?? listed) : undefined
    found.push({
      projectType: fitted?.projectType ?? lived!.projectType,
      at: from,
      clause: ' '.repeat(from) + clause,
      ...(listed ? { lead: listed } : {}),
    })
  }
  const fitted = found.filter((r) => ROOMS.some((f) => f.projectType === r.projectType)).length
  const apart = fitted === 0 || found.length <= MOST_ROOMS_APART
  return fitted < found.length && found.length >= 2 && apart ? found : []
}

/** The most trades a house's brief names that are priced beside each other, not as the house's job. */
const MOST_TRADES_BESIDE = 3

/** The decorator's work, a trade beside the others ("rewire and redecorate"), never the main job: a house's scope. */
const DECORATING = {
  projectType: 'decorating',
  // Decorating the owner does is named but not the builder's surface work ("we will decorate ourselves").
  said: (kw: KeywordHits) => !!(kw.decorating_named && kw.surface_works),
}

/** The trades a brief may name beside each other: the single trades and the decorator. */
const TRADES = [...SOLE_TRADES, DECORATING]

/** A job priced beside the others, known by `key`: a room's, one for each room in a clause of its own; a trade's, its type. */
interface JobBeside {
  key: string
  projectType: string
  said: (kw: KeywordHits, clause: string, i: number) => boolean
}

/**
 * A kitchen or bathroom renewed in a clause of its own, or an en-suite formed ("rewire and fit an en-suite"): that
 * room's job, beside one or two trades.
 */
const ROOMS_BESIDE: readonly JobBeside[] = ROOMS.map((r) => ({
  key: r.projectType,
  projectType: r.projectType,
  said: (_kw: KeywordHits, clause: string) => r.said.test(clause) && renewsARoom(clause),
}))

/**
 * A garage made a room (decision 065), in a clause of its own: its job, beside a trade its recipe does not price ("garage
 * conversion with a steel beam": the beam over the old door opening, or the wall taken out into the house). Where the
 * garage's job takes the brief whole ("garage conversion with a new window"), the brief is that job's alone and is not
 * split (`splitNamed`).
 */
const GARAGE_BESIDE: JobBeside = {
  key: 'garage_conversion',
  projectType: 'garage_conversion',
  said: (kw) => !!kw.garage_conversion,
}

/**
 * A bathroom, shower room or en-suite said beside a garage converted, in a clause of its own ("garage conversion with an
 * en-suite", "and a new bathroom"): more than the WC the garage's recipe fits, the bathroom's job beside it (decision
 * 074, later uk-rates-2026.101). It was dropped: the garage's job took the brief whole.
 */
const BATHROOM_BESIDE_A_GARAGE: JobBeside = {
  key: 'bathroom_renovation',
  projectType: 'bathroom_renovation',
  said: (kw, clause) => !kw.garage_conversion && ROOMS[1]!.said.test(clause),
}

/** Whether the brief converts a garage and says a bathroom, shower room or en-suite in a clause of its own beside it. */
const bathroomBesideAGarage = (text: string, clauses: readonly [number, number][], whole: KeywordHits): boolean =>
  !!whole.garage_conversion &&
  clauses.some(([from, to], i) =>
    BATHROOM_BESIDE_A_GARAGE.said(scanDescription(text.slice(from, to)), text.slice(from, to), i),
  )

/** The rooms beside the trades, with the bathroom beside a garage where it is not one of them already. */
const withBathroomBeside = (rooms: JobBeside[], beside: boolean): JobBeside[] =>
  beside && !rooms.some((r) => r.projectType === 'bathroom_renovation') ? [...rooms, BATHROOM_BESIDE_A_GARAGE] : rooms

/**
 * The rooms renewed in clauses of their own ("new kitchen and bathroom"), each its clause's job ("new bathroom | and add
 * an en-suite": the bathroom refitted and the en-suite formed), else one renewed in a clause of its own.
 */
function roomsBeside(
  text: string,
  clauses: readonly [number, number][],
  whole: KeywordHits,
  roomsApart: readonly SpaceNamed[],
): JobBeside[] {
  if (roomsApart.length === 0)
    return ROOMS_BESIDE.filter((r) => clauses.some(([from, to], i) => r.said(whole, text.slice(from, to), i)))
  return roomsApart.map((r, n) => {
    const own = clauses.findIndex(([, to]) => to > r.at)
    return { key: `${r.projectType}#${n}`, projectType: r.projectType, said: (_kw, _clause, i) => i === own }
  })
}

/**
 * The single trades a house's brief names, each in clauses of its own and nothing else a room's, two or more ("full
 * rewire and replaster", "new boiler and radiators, and a full rewire"), or one or two beside a kitchen or bathroom
 * renewed in its own clause ("new kitchen and a full rewire"): each job's clauses, in the brief's order (decision 074).
 * A clause naming two of them, or a trade named across another's clauses, is none: the house's.
 */
export function tradesNamed(text: string, roomsApart: readonly SpaceNamed[]): SpaceNamed[] {
  const whole = scanDescription(text)
  const clauses = clausesOf(text)
  // A garage converted with a bathroom beside it is two jobs, with or without a trade (decision 074, later).
  const bathroomBeside = bathroomBesideAGarage(text, clauses, whole)
  // A list's items borrow the work word of a trade said in it: with no trade said, there are none to price beside.
  if (!TRADES.some((t) => t.said(whole)) && !bathroomBeside) return []
  const rooms = withBathroomBeside(roomsBeside(text, clauses, whole, roomsApart), bathroomBeside)
  // A list of windows and doors is the windows trade's, its doors with it (openings.ts), whatever its clauses say alone.
  const lists = whole.openings ? openingsListed(text) : []
  const windowsOwn = clauses.map(([from, to]): string[] =>
    lists.some(([start, end]) => from < end && to > start) ? ['windows'] : [],
  )
  // Said in the brief, or by an item of a list read with its work word ("new internal doors | and windows").
  const trades = TRADES.filter((t) => t.said(whole) || itemListed(text, clauses, windowsOwn, t.said) !== undefined)
  // A garage converted is a room's job beside the trades (decision 074, later uk-rates-2026.101).
  const spaces = [...rooms, ...(whole.garage_conversion ? [GARAGE_BESIDE] : [])]
  const jobs: JobBeside[] = [...spaces, ...trades.map((t) => ({ key: t.projectType, ...t }))]
  // A kitchen or bathroom named only as where a trade works ("replaster the kitchen") is not its refit. Four jobs or
  // more (services, fabric and structure) are a renovation's list: the house's (decision 050). A bathroom refitted
  // and an en-suite formed are the bathroom's job, two bathrooms, as the bathrooms in the plural are one.
  const kinds = new Set(jobs.map((j) => j.projectType)).size
  if ((trades.length === 0 && !bathroomBeside) || jobs.length < 2 || kinds > MOST_TRADES_BESIDE) return []
  if (rooms.length === 0 && renewsARoom(text)) return []
  const owners = clauses.map(([from, to], i) => {
    const clause = text.slice(from, to)
    const kw = scanDescription(clause)
    return windowsOwn[i]!.length > 0 ? windowsOwn[i]! : jobs.filter((t) => t.said(kw, clause, i)).map((t) => t.key)
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
  // A room named alone after a trade's clause naming one is that trade's too ("paint the kitchen | and hallway"), and so
  // is an item that, read with the list's work word, is more of that trade's work, with the room it is done in ("rewire,
  // and paint the skirting boards | and doors in the hallway": the woodwork's, the hallway its room, not the rewire's).
  for (let i = 1; i < clauses.length; i++) {
    const trade = trades.find((t) => t.projectType === owners[i - 1]![0])
    if (
      owners[i]!.length === 0 &&
      trade &&
      (roomListed(text, clauses, i) || itemSaysTheTrade(text, clauses, i, trade.said))
    )
      owners[i] = owners[i - 1]!
  }
  // A kitchen or bathroom named in a clause no job owns ("new kitchen and bathroom, rewire") is the house's list.
  const unowned = clauses.filter((_, i) => owners[i]!.length === 0).map(([from, to]) => text.slice(from, to))
  if (rooms.length > 0 && unowned.some((clause) => ROOMS.some((r) => r.said.test(clause)))) return []
  const named: SpaceNamed[] = []
  for (const job of jobs) {
    const { key, projectType } = job
    const first = owners.findIndex((o) => o[0] === key)
    const last = owners.findLastIndex((o) => o[0] === key)
    if (first < 0 || owners.slice(first, last).some((o) => o.length > 0 && o[0] !== key)) return []
    const [start] = clauses[first]!
    const end = clauses[last]![1]
    const lead = leads.get(first)
    // What its work is done to, where its list says it with another item ("replaster | and paint the kitchen").
    const object = objectShared(text, clauses, [first, last])
    const clause = ' '.repeat(start) + text.slice(start, end)
    // A bathroom beside a garage converted may be formed in it ("with an en-suite"), not the house's refitted.
    const formed = job === BATHROOM_BESIDE_A_GARAGE && formedInTheGarage(text, [start, end])
    named.push(
      spaces.some((r) => r.key === key)
        ? { projectType, at: start, clause, ...(formed ? { formed: true as const } : {}) }
        : {
            projectType,
            at: start,
            clause,
            onTheProperty: true,
            ...(lead ? { lead } : {}),
            ...(object ? { object } : {}),
          },
    )
  }
  // Another room renewed in a trade's clauses ("rewire for a new en-suite") keeps the house.
  if (
    rooms.length > 0 &&
    renewsARoom(
      blankedOut(
        text,
        named.filter((n) => !n.onTheProperty),
      ),
    )
  )
    return []
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
