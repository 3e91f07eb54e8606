import { partWords, type SpaceNamed } from '../brief-clauses'
import { addsFloor, splitBrief, type Alternative } from '../new-space'
import type { FlagId } from '../flag-id'
import type { FeeId, RateTable } from '../rate-table'
import type { CostInput, Driver, ProjectType } from '../types'
import { statedCounts } from '../stated-counts'
import { measure, roomSqm, type Job } from './measure'
import { addOnCosts, type OnCosts } from './on-costs'
import { PHASES, phaseOfLine, priceLines, round2, type Works } from './price-lines'

/** A new space priced beside the main job, on its own take-off. */
export interface AddedSpace {
  projectType: string
  label: string
  sizeSqm: number
  /** The size is the brief's ("a 20 m2 rear extension"), not the type's typical floor. */
  sizeStated: boolean
  /** A trade's work on the whole property, at the size asked: no floor of its own (decision 074). */
  onTheProperty: boolean
  /** The main job's floor formed inside this part's room (an en-suite in the bedroom): its room is that much larger. */
  holdsSqm: number
  /** The second or third part of its kind ("Single room 2"), where the brief names more than one. */
  nth?: number
  job: Job
}

/** The main job and the new spaces priced beside it. */
export interface SplitJob {
  job: Job
  added: AddedSpace[]
  /** The floor the works measure: the main job's, and each part's (cost per m² is over it). */
  floorSqm: number
  /** Jobs the brief names as alternatives to the one priced ("new kitchen or bathroom"): not priced. */
  alternatives: Alternative[]
}

/**
 * Measures the main job and each part the brief names beside it (decision 072, `splitBrief`): the main job on the
 * brief without the added parts' clauses (their words are theirs: a dormer, bi-folds, an en-suite).
 */
export function measureWithAddedSpaces(input: CostInput, rates: RateTable): SplitJob {
  const measured = new Map<string, Job>()
  const measureOn = (brief: string) => {
    const job = measured.get(brief) ?? measure({ input: { ...input, description: brief }, rates })
    measured.set(brief, job)
    return job
  }
  const split = splitBrief(input.projectType, input.description, (brief) => measureOn(brief).profile.id)
  const main = { ...measureOn(split.brief), input }
  // A room the main job is formed in (decision 070) is what is left of its floor once the main job takes its share.
  const parts = split.added.map((s) => measureAdded(input, rates, s, s.holdsTheJob ? main.sizeSqm : 0))
  const jobs = [main, ...parts.map((a) => a.job)]
  const job = withWorkDoneBeside(main, jobs)
  // Two parts of one kind (a bedroom beside the bedroom, two single rooms) are numbered: their lines and drivers apart.
  const added = parts.map((a, i) => {
    const nth = parts.slice(0, i).filter((p) => p.projectType === a.projectType).length + 1
    return { ...a, ...(nth > 1 ? { label: `${a.label} ${nth}`, nth } : {}), job: withWorkDoneBeside(a.job, jobs) }
  })
  // Where the main job or a trade beside it works on the whole property (a rewire, decision 074), the floor is the
  // property's, with only new space added to it: a room renewed or decorated beside it is inside it. Otherwise the
  // rooms measured add up (a kitchen and the lounge decorated beside it).
  // Small works beside it (a steel beam beside a garage converted) are items in one place, no floor of their own: the
  // floor stays the main job's (decision 074, later uk-rates-2026.101).
  const items = (a: AddedSpace) => a.onTheProperty && a.projectType === 'small_works'
  const whole = [job, ...added.filter((a) => a.onTheProperty && !items(a)).map((a) => a.job)].some(
    (j) => j.sizeSqm >= input.sizeSqm,
  )
  const mainSqm = whole ? Math.max(job.sizeSqm, input.sizeSqm) : job.sizeSqm
  const floorOf = (a: AddedSpace) => (items(a) ? 0 : a.onTheProperty ? a.job.sizeSqm : a.sizeSqm)
  // Work in rooms already measured measures them once ("replaster and paint the kitchen": the kitchen's 12 m², not 24).
  // A room lived in renewed beside another is a room of its own ("the bedroom and the spare bedroom": two bedrooms).
  const measuredRooms = new Set(roomNouns(job))
  const again = (a: AddedSpace) => {
    const nouns = roomNouns(a.job)
    const seen = nouns.length > 0 && nouns.every((n) => measuredRooms.has(n))
    for (const n of nouns) measuredRooms.add(n)
    return seen && !addsFloor(a.projectType) && a.job.recipe.baseType !== 'room'
  }
  const floorSqm = added.reduce(
    (sqm, a) => sqm + ((whole && !addsFloor(a.projectType)) || again(a) ? 0 : floorOf(a)),
    mainSqm,
  )
  return { job, added, floorSqm, alternatives: split.alternatives ?? [] }
}

/** The rooms a job's brief names one by one ("the kitchen", "the 4m x 3m bedroom"), by what it calls them. */
const roomNouns = (job: Job): string[] => (job.stated.namedRooms ?? []).map((r) => r.noun)

/**
 * Work one part of the job does that another part's line would price again, a flag on that other part (a quantity
 * surveyor prices it once): the walls replastered throughout, where that part works, make good a rewire's chases
 * (decision 074); a loft converted is insulated at its rafters, so the house's energy upgrades leave out the loft's
 * top-up (decision 072); the house decorated throughout decorates a kitchen or bathroom renewed beside it.
 */
const DONE_BESIDE: readonly { flag: FlagId; doneBy: (other: Job, on: Job) => boolean }[] = [
  {
    flag: 'walls_replastered_beside',
    doneBy: (other, on) =>
      other.recipe.id === 'replaster' && !other.drivers.flags.walls_kept && other.sizeSqm >= on.sizeSqm,
  },
  { flag: 'loft_converted_beside', doneBy: (other) => other.recipe.id === 'loft' },
  // The decorator's job on the whole property (not the rooms it names) decorates a kitchen or bathroom renewed beside
  // it: their own decoration is left out ("new kitchen and paint the house").
  {
    flag: 'decorated_beside',
    doneBy: (other) => other.recipe.id === 'cosmetic' && other.sizeSqm >= other.input.sizeSqm,
  },
]

/** `job` with the flags of the work the other jobs of `all` do beside it (DONE_BESIDE). */
function withWorkDoneBeside(job: Job, all: readonly Job[]): Job {
  const done = DONE_BESIDE.filter((d) => all.some((other) => other !== job && d.doneBy(other, job)))
  if (done.length === 0) return job
  const flags = { ...job.drivers.flags, ...Object.fromEntries(done.map((d) => [d.flag, true])) }
  return { ...job, drivers: { ...job.drivers, flags } }
}

/** A part's words count rooms or say them in the plural ("refurbish two bedrooms", "| the bedrooms"). */
function roomsSaid(words: string): boolean {
  const counts = statedCounts(words)
  return (counts.rooms ?? 0) > 1 || (counts.uncounted?.length ?? 0) > 0
}

/**
 * An added part at its stated or typical size (a trade's on the whole property, at the size asked; a room less the
 * `holdsSqm` of the main job formed in it) and typical scope, on its own words: the house's answers are the house's.
 */
function measureAdded(input: CostInput, rates: RateTable, s: SpaceNamed, holdsSqm: number): AddedSpace {
  const profile = rates.profiles[s.projectType]!
  // An item of a list reads with the list's work word ("new" for "internal doors" in "new windows and internal doors")
  // and the object it shares ("replaster | and paint the kitchen": "replaster the kitchen").
  const words = partWords(s)
  const stated = s.onTheProperty ? 0 : roomSqm(s.clause, Number.POSITIVE_INFINITY, 0)
  // Rooms renewed in the plural ("two bedrooms", "the bedrooms") are measured one by one on the house's floor (the
  // house's bedrooms as its take-off counts them): their floor is what `measure` makes it.
  const rooms = !s.onTheProperty && stated === 0 && roomsSaid(words)
  const roomSize = stated || profile.typicalSizeSqm
  const sizeSqm = s.onTheProperty || rooms ? input.sizeSqm : Math.max(1, round2(roomSize - holdsSqm))
  const job = measure({
    input: {
      ...input,
      projectType: s.projectType as ProjectType,
      sizeSqm,
      description: words,
      scope: profile.typicalScope ?? 'medium',
      scopeKnown: true,
      answers: {},
    },
    rates,
  })
  return {
    projectType: s.projectType,
    label: profile.label,
    sizeSqm: rooms ? job.sizeSqm : sizeSqm,
    sizeStated: stated > 0,
    onTheProperty: !!s.onTheProperty,
    holdsSqm: s.onTheProperty || rooms ? 0 : round2(roomSize - sizeSqm),
    job,
  }
}

/** The main job's works with each added space's lines (labelled with its name), in element order. */
function withAddedWorks(works: Works, added: readonly { label: string; works: Works }[], rates: RateTable): Works {
  if (added.length === 0) return works
  const order = new Map(rates.elements.map((e, i) => [e.code, i]))
  const labelled = (a: { label: string; works: Works }, lines: Works['lines']) =>
    lines.map((l) => ({
      ...l,
      id: `${a.label.toLowerCase().replace(/\W+/g, '_')}-${l.id}`,
      description: `${a.label}: ${l.description}`,
    }))
  const all = [works, ...added.map((a) => a.works)]
  const sum = (f: (w: Works) => number) => all.reduce((s, w) => s + f(w), 0)
  return {
    ...works,
    lines: [...works.lines, ...added.flatMap((a) => labelled(a, a.works.lines))]
      .map((l, i) => ({ l, i }))
      .sort((a, b) => (order.get(a.l.elementCode) ?? 99) - (order.get(b.l.elementCode) ?? 99) || a.i - b.i)
      .map(({ l }) => l),
    preliminaryLines: [...works.preliminaryLines, ...added.flatMap((a) => labelled(a, a.works.preliminaryLines))],
    measuredPence: sum((w) => w.measuredPence),
    partsMeasuredPence: sum((w) => w.measuredPence) - works.measuredPence,
    preliminaryPence: sum((w) => w.preliminaryPence),
    netPence: sum((w) => w.netPence),
    labourPence: sum((w) => w.labourPence),
    materialsPence: sum((w) => w.materialsPence),
    premiumOverStandard: sum((w) => w.premiumOverStandard),
    labourByPhase: works.labourByPhase.map((v, i) => v + all.slice(1).reduce((s, w) => s + w.labourByPhase[i]!, 0)),
  }
}

/** `works` with its new internal doors `count` fewer (they are hung as `by`'s fire doors), every total moved with it. */
function fewerDoors(works: Works, count: number, by: string, rates: RateTable): Works {
  const at = works.lines.findIndex((l) => l.rateId === 'door_internal')
  const line = works.lines[at]
  if (count === 0 || !line) return works
  const quantity = Math.max(0, line.quantity - count)
  const totalPence = Math.round(line.ratePence * quantity)
  const share = line.totalPence > 0 ? totalPence / line.totalPence : 0
  const labourPence = Math.round(line.labourPence * share)
  const plantPence = Math.round(line.plantPence * share)
  const less = { total: line.totalPence - totalPence, labour: line.labourPence - labourPence }
  const phase = PHASES.findIndex((p) => p.id === phaseOfLine(line, rates))
  const lines = [...works.lines]
  // Every door the main job hangs is a fire door now: its line goes.
  lines.splice(
    at,
    1,
    ...(quantity > 0
      ? [
          {
            ...line,
            quantity,
            totalPence,
            labourPence,
            plantPence,
            materialsPence: totalPence - labourPence - plantPence,
            working: `${line.working ?? `${line.quantity} doors`}; less ${line.quantity - quantity} hung as fire doors (${by})`,
          },
        ]
      : []),
  )
  return {
    ...works,
    lines,
    measuredPence: works.measuredPence - less.total,
    netPence: works.netPence - (rates.items[line.rateId]?.basis === 'net' ? less.total : 0),
    labourPence: works.labourPence - less.labour,
    materialsPence: works.materialsPence - (less.total - less.labour),
    labourByPhase: works.labourByPhase.map((v, i) => (i === phase ? v - less.labour : v)),
  }
}

/**
 * One builder's on-costs over the main job and the added spaces: each part's preliminaries and OH&P at its own
 * percentages (new work's set-up is not a refresh's), the percentages shown blended over the whole; one set of fees,
 * each appointment once (the largest part's engineer, building control and party wall award serve the whole), the
 * designer's percentage fee on each part's construction.
 */
function withAddedOnCosts(main: OnCosts, added: readonly OnCosts[], works: Works, rates: RateTable): OnCosts {
  if (added.length === 0) return main
  const all = [main, ...added]
  const sum = (f: (o: OnCosts) => number) => all.reduce((s, o) => s + f(o), 0)
  const prelimsPence = sum((o) => o.prelimsPence)
  const ohpPence = sum((o) => o.ohpPence)
  const constructionPence = sum((o) => o.constructionPence)
  const percentPence = prelimsPence - works.preliminaryPence
  const fees = new Map<string, OnCosts['fees'][number]>()
  for (const fee of all.flatMap((o) => o.fees)) {
    const seen = fees.get(fee.id)
    if (!seen) fees.set(fee.id, fee)
    else if (fee.id === 'design') fees.set(fee.id, { ...seen, pence: seen.pence + fee.pence })
    else if (fee.pence > seen.pence) fees.set(fee.id, fee)
  }
  const design = fees.get('design')
  if (design)
    fees.set('design', {
      ...design,
      label: `${rates.fees.design.label} (${round2((design.pence * 100) / constructionPence)}%)`,
    })
  const list = [...fees.values()]
  const vatable = new Set(list.filter((f) => f.id === 'design' || rates.fees[f.id as FeeId]?.vatable).map((f) => f.id))
  return {
    prelimsPercent: works.measuredPence > 0 ? round2((percentPence * 100) / works.measuredPence) : 0,
    prelimsPence,
    ohpPercent: works.netPence + percentPence > 0 ? round2((ohpPence * 100) / (works.netPence + percentPence)) : 0,
    ohpPence,
    constructionPence,
    fees: list,
    feesPence: list.reduce((s, f) => s + f.pence, 0),
    vatableFeesPence: list.filter((f) => vatable.has(f.id)).reduce((s, f) => s + f.pence, 0),
  }
}

/** Prices the main job and its added spaces as one builder's works and on-costs. */
export function priceWithAddedSpaces({ job, added }: SplitJob): { works: Works; onCosts: OnCosts } {
  const parts = added.map((a) => {
    const works = priceLines(a.job)
    return { label: a.label, works, onCosts: addOnCosts({ job: a.job, works }) }
  })
  // A loft's fire doors hang in the house's doorways onto the stair: where the main job hangs new doors, that many fewer.
  const hangsFireDoors = parts.filter((p) => p.works.lines.some((l) => l.rateId === 'door_fire'))
  const fireDoors = hangsFireDoors.flatMap((p) => p.works.lines.filter((l) => l.rateId === 'door_fire'))
  const main = fewerDoors(
    priceLines(job),
    fireDoors.reduce((n, l) => n + l.quantity, 0),
    hangsFireDoors.map((p) => p.label).join(', '),
    job.rates,
  )
  const works = withAddedWorks(main, parts, job.rates)
  const onCosts = withAddedOnCosts(
    addOnCosts({ job, works: main }),
    parts.map((p) => p.onCosts),
    works,
    job.rates,
  )
  return { works, onCosts }
}

/** The room schedule: the main job's rooms, then each added space's, named with it (a trade's are the property's). */
export function roomsWithAddedSpaces({ job, added }: SplitJob): Job['rooms'] {
  const spaces = added.filter((a) => !a.onTheProperty)
  return [...job.rooms, ...spaces.flatMap((a) => a.job.rooms.map((r) => ({ ...r, name: `${a.label}: ${r.name}` })))]
}

/** What the estimate says of a new space priced beside the main job: on the drivers, the assumptions and the result. */
function addedSpaceDriver(a: AddedSpace): Driver {
  const size = a.sizeStated ? 'the size your description gives' : 'a typical size: give its size in the description'
  // The only job formed in a room priced beside it is an en-suite (new-space.ts FITTED_IN_THE_ROOM).
  const room =
    a.holdsSqm > 0 ? `the room's ${round2(a.sizeSqm + a.holdsSqm)} m² less the ${a.holdsSqm} m² en-suite in it; ` : ''
  // A trade's work is on the property as it is: where it works is its own words' (the rooms named, or throughout).
  const where = a.onTheProperty
    ? `on the property (${a.sizeSqm} m², as you gave it)`
    : `${a.sizeSqm} m² (${room}${size})`
  return {
    source: 'description',
    // One driver a space: the result page lists those whose key starts 'added_space:'.
    key: `added_space:${a.projectType}${a.nth ? `_${a.nth}` : ''}`,
    label: `Also priced: ${a.label.toLowerCase()}${a.onTheProperty ? '' : ` (${a.sizeSqm} m²)`}`,
    effect: `${a.label} priced as its own part of the works (its lines are marked "${a.label}:"): ${where}, at its typical specification.`,
  }
}

/** What the estimate says of a job named as the alternative to the one priced ("new kitchen or bathroom"). */
function alternativeAssumption(a: Alternative): string {
  const job = (words: string) => words.replace(/^(?:(?:the|a|an|our|my|new) )+/, '')
  return `Your description offers a choice ("${a.first} or ${a.other}"): the first named, the ${job(a.first)}, is priced; the ${job(a.other)} is not, and can be priced as its own estimate.`
}

/** What the estimate assumes of the brief's split: each part's size and where it came from, each alternative unpriced. */
export const assumptionsOfTheSplit = ({ added, alternatives }: SplitJob): string[] => [
  ...added.map((a) => addedSpaceDriver(a).effect),
  ...alternatives.map(alternativeAssumption),
]

/**
 * The drivers with each part's, and the job priced as one trade's said as the first of the trades named where other
 * trades are priced beside it (decision 074): "only this work" would be wrong.
 */
export function driversWithAddedSpaces(drivers: readonly Driver[], added: readonly AddedSpace[]): Driver[] {
  const trades = added.filter((a) => a.onTheProperty).map((a) => a.label.toLowerCase())
  const said = (d: Driver): Driver =>
    d.key === 'sole_trade' && trades.length > 0
      ? {
          ...d,
          label: d.label.replace("Priced as one trade's job", "Priced as the trades' jobs your description names"),
          effect: d.effect.replace('names only this work', `names only this work and ${trades.join(', ')}`),
        }
      : d
  return [...drivers.map(said), ...added.map(addedSpaceDriver)]
}
