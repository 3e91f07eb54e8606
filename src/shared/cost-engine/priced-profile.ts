import { normaliseDescription } from '../text/normalise-description'
import { asksForOtherWork, blankOut, blankSpans, PROPERTY_FACTS, scanDescription } from './description'
import type { KeywordHits, KeywordId } from './keyword-ids'
import { asksBeyondTheGarage, GARAGE_FROM } from './garage-own'
import { extensionBuiltOnly, newSpaceOf, splitBrief } from './new-space'
import {
  namesBathroom,
  namesKitchen,
  renewsARoom,
  roomChangedIn,
  roomRefurbishedIn,
  ROOMS_CHANGED,
  ROOMS_REFURBISHED,
  ROOMS_RENEWED,
  ROOMS_THE_HOUSE_HAS,
  SOLE_TRADES,
  THE_HOUSE_DESCRIBED,
  THE_HOUSE_HELD,
} from './works-named'
import type { ProjectProfile, RateTable } from './rate-table'
import { FIRE_SAFETY_SAID, FIRE_SAFETY_WORKS, SMALL_WORK_PATTERNS } from './small-works'
import type { CostInput } from './types'
import { withoutListedFittings, withoutListedWorks } from './works-listed-beside'
import { FLAT_HOME } from '../text/the-flat'

/** Answers about the site and the house, not the work: they leave a one-trade brief one trade's job. */
const NOT_WORK_ANSWERS = new Set([
  'living_in',
  'access',
  'property_age',
  'listed_status',
  'empty_two_years',
  'rooms_count',
  'bathrooms_count',
  'fittings_quality',
])
/** Answers that ask for no work ("no rewire", "no heating work", "keep the existing windows"). */
const NO_WORK = new Set(['no', 'none', 'neither'])
/** Answers that leave the work open: they ask for nothing more. */
const OPEN = new Set(['unsure', ''])

/**
 * Whether an answer asks for work (not a fact, not "no", not open), other than those in `own` (the questions of the
 * job the brief is priced as: a trade's own question, a kitchen's worktops).
 */
export const answersAskForWork = (answers: CostInput['answers'] | undefined, own?: ReadonlySet<string>): boolean =>
  Object.entries(answers ?? {}).some(
    ([id, value]) => !own?.has(id) && !NOT_WORK_ANSWERS.has(id) && !NO_WORK.has(value) && !OPEN.has(value),
  )

/**
 * Words that ask for more than one trade's work: fittings, surfaces, building, a renovation or a conversion, a garage
 * converted among them ("garage conversion with a steel beam" is the garage's job, the beam its part: never the beam's).
 */
const MORE_THAN_A_TRADE = [
  'kitchen_named',
  'bathroom_named',
  'surface_works',
  'structural',
  'layout_change',
  'underpin',
  'conversion',
  'hmo',
  'compliance_works',
  'new_build',
  'renovation',
  'garage_conversion',
] as const satisfies readonly (keyof KeywordHits)[]

/** Words a garage conversion's own brief uses: its own words, its WC, its decorating and flooring. */
const PART_OF_A_GARAGE: ReadonlySet<string> = new Set([
  'garage_conversion',
  'conversion',
  'bathroom_named',
  'surface_works',
])
/**
 * A house names a single trade's job; a room, a kitchen, a bathroom, a loft or another trade's type may be small works
 * (decisions 065, 066: "add two radiators" on the heating type, a front door on the windows type).
 */
const SOLE_TRADE_BASES: ReadonlySet<string> = new Set([
  'house',
  'room',
  'kitchen',
  'bathroom',
  'cosmetic',
  'loft',
  'trade',
])

/**
 * The jobs a room's, a kitchen's, a loft's or another trade's type may be priced as (small works, flooring and the
 * electrician's small job), each measured on the property of the type chosen (a kitchen's worktops, a bedroom's
 * carpet), not a house's. "New sockets in the kitchen" on the kitchen's form was the kitchen refitted (£16,980, 12 m²,
 * North); the sockets are counted, as said or a pair.
 */
const ON_THE_CHOSEN_PROPERTY: ReadonlySet<string> = new Set(['small_works', 'flooring', 'electrical_works'])
/**
 * A room's own recipes (a kitchen's, a bathroom's, a bedroom's or living room's; not a garage converted): the room a
 * trade works in on its form (decision 074).
 */
const ROOMS_WORKED_IN: ReadonlySet<string> = new Set(['kitchen', 'bathroom', 'room'])
/**
 * Whether the job `jobType` (a profile's id) is priced on the property of the form chosen, whose recipe is
 * `chosenRecipe`: small works, flooring and the electrician's small job on any form, and on a room's form the plasterer's work in that room too
 * ("replaster the kitchen", "skim the bathroom ceiling", "replaster and paint the bedroom"), not the room refitted or
 * refurbished around it.
 */
export const onTheChosenProperty = (jobType: string, chosenRecipe: string): boolean =>
  ON_THE_CHOSEN_PROPERTY.has(jobType) || (ROOMS_WORKED_IN.has(chosenRecipe) && jobType === 'replastering')

const chosenProfile = (projectType: string, rates: RateTable): ProjectProfile => {
  const p = rates.profiles[projectType] ?? rates.profiles.whole_house_renovation
  if (!p) throw new Error('Rate table has no whole_house_renovation profile')
  return p
}

/**
 * The single trade's (or small works') profile a brief names and nothing else ("full rewire", "replace the front
 * door"), when the chosen type may be priced as that trade's job and the scope is not stated (decision 050).
 */
function soleTradeOf(projectType: string, description: string, rates: RateTable): ProjectProfile | undefined {
  const chosenRecipe = chosenProfile(projectType, rates).recipeId
  const baseType = rates.recipes[chosenRecipe]?.baseType ?? ''
  // A fitting we don't price said beside the trade ("replace the bathroom sink tap and a full rewire") is listed as
  // not priced beside it (decision 069), not a bathroom asked for.
  const text = withoutListedFittings(normaliseDescription(description))
  const scanned = scanDescription(text)
  // On a loft's form its rooflights are the kind of loft (a rooflight conversion), not rooflights into a roof.
  const keywords = baseType === 'loft' ? { ...scanned, rooflights_fitted: undefined } : scanned
  // Floor coverings alone are surfaces a fitter lays: the flooring trade's, unless decorating is named too. A kitchen
  // or bathroom named only as where the trade works ("skim the kitchen ceiling") is not its refit (decision 070).
  // On a kitchen's or bathroom's own form its name is the room the trade works in ("new flooring in the kitchen").
  const ownRoom = baseType === 'house' || baseType === 'kitchen' || baseType === 'bathroom'
  const roomRenewed = ownRoom && renewsARoom(text)
  const said = SOLE_TRADES.filter((t) => t.said(keywords))
  // An opening formed in a house's wall, alone or with other small works, is small works (decision 071).
  const anOpening = baseType === 'house' && said.length === 1 && said[0]!.projectType === 'small_works'
  const more = MORE_THAN_A_TRADE.some(
    (k) =>
      keywords[k] &&
      (k !== 'surface_works' || keywords.decorating_named) &&
      (k !== 'compliance_works' || !fireSafetyAlone(text, keywords)) &&
      (k !== 'structural' || !anOpening) &&
      (!ownRoom || (k !== 'kitchen_named' && k !== 'bathroom_named') || roomRenewed),
  )
  if (!(SOLE_TRADE_BASES.has(baseType) || (baseType === 'extension' && extensionBuiltOnly(text))) || more)
    return undefined
  if (said.length !== 1 || (baseType !== 'house' && !onTheChosenProperty(said[0]!.projectType, chosenRecipe)))
    return undefined
  return rates.profiles[said[0]!.projectType]
}

/**
 * The fire-safety small works, the fire-safety words around them, and a gas safety check beside them (a certificate we
 * do not price, listed as excluded: decision 069).
 */
const FIRE_SAFETY_WORDS = [
  FIRE_SAFETY_SAID,
  /\bgas safety\b/g,
  ...FIRE_SAFETY_WORKS.map((id) => SMALL_WORK_PATTERNS[id]),
]
/**
 * The compliance works a brief names are its fire-safety small works alone (fire doors, alarms, emergency lighting):
 * small works on a house, not an HMO's licensing (decision 065, later).
 */
const fireSafetyAlone = (text: string, keywords: KeywordHits): boolean =>
  FIRE_SAFETY_WORKS.some((id) => keywords[id]) && !scanDescription(blankOut(text, FIRE_SAFETY_WORDS)).compliance_works

/** The room jobs a house's brief may be priced as, each when the brief names that room's fittings alone (decision 070). */
const ROOM_JOBS: readonly {
  projectType: string
  said: (kw: KeywordHits) => boolean
  carries?: RegExp
  where: RegExp
  /** The room's own names ("the en-suite"): the room itself, not building work beside it. */
  names: RegExp
  /**
   * The room said in the plural ("refit the bathrooms", "two en-suites"): several of the room, each its job's, not the
   * house (decision 070, later uk-rates-2026.99; measured as the house's count, or the count said).
   */
  several?: RegExp
}[] = [
  // A kitchen's job carries the opening knocked through into it (its recipe prices the beam, engineer and approval),
  // and the room it opens into is where the opening goes, not that room's work.
  {
    projectType: 'kitchen_renovation',
    said: (kw) => namesKitchen(kw) && !namesBathroom(kw),
    carries:
      /\b(?:knock(?:ing)?[- ]?through|knock(?:ing)? down (?:a |the )?walls?|load[- ]bearing(?: walls?)?|steel beams?|rsj|remov(?:e|ing) (?:a |the )?walls?)\b/g,
    where:
      /\b(?:between|into|to|through to|through|from) (?:the |our |my )?(?:kitchen and (?:the )?)?(?:dining|living|family|sitting|breakfast|back|front) ?room\b/g,
    names: /\bkitchens?\b/g,
  },
  // A bathroom fitted in or off a bedroom ("an en-suite in the main bedroom"): the bedroom is where it goes.
  {
    projectType: 'bathroom_renovation',
    said: (kw) => namesBathroom(kw) && !namesKitchen(kw),
    where: /\b(?:in|into|to|off|for|from|within|beside) (?:the |our |my |a )?(?:[a-z]+ ){0,2}bedroom\b/g,
    names: /\b(?:bathrooms?|shower ?rooms?|wet ?rooms?|en-?suites?|cloakrooms?)\b/g,
    several: /\b(?:bath|shower ?|wet ?)rooms\b|\ben-?suites\b/g,
  },
]
/**
 * The room jobs' and new spaces' types, and the rooms a change of use makes: measured as that room or space, not the
 * house (decisions 070, 071).
 */
export const ROOM_JOB_TYPES: ReadonlySet<string> = new Set([
  ...ROOM_JOBS.map((r) => r.projectType),
  'bedroom',
  'living_room',
  'single_room',
  'loft_conversion',
  'extension',
  'basement_conversion',
])
/** The house as a whole, its other rooms, or more than one kitchen or bathroom: the brief is the house's. */
const BEYOND_THE_ROOM = new RegExp(
  String.raw`\b(?:(?:the|our|my|this|a|\d[- ]?bed(?:room)?(?:ed)?) (?:house|${FLAT_HOME}|home|property|bungalow|maisonette|cottage|semi|terrace)|throughout|whole|entire|every room|all (?:the )?rooms|(?:bath|shower|wet) ?rooms|kitchens|en-?suites|(?:living|sitting|dining|family|spare|box|utility) ?rooms?|lounge|bedrooms?|hallway|landing)\b`,
)
/** The room's own floor, said with it ("new kitchen with LVT flooring"): its recipe lays one. */
const ITS_OWN_FLOOR =
  /\bwith (?:a |an |new )?(?:[a-z-]+ ){0,2}(?:flooring|floors?|lvt|vinyl|laminate|floor tiles|tiled floor)\b/g
/** The room's own underfloor heating, said with it ("new bathroom with underfloor heating"): part of its job. */
const ITS_OWN_UFH = /\bwith (?:[a-z-]+ ){0,2}(?:under[- ]?floor heating|ufh)\b/g
/** The room's own rooflight ("new kitchen with a rooflight"): its recipe prices it, not small works beside it. */
const ITS_OWN_ROOFLIGHTS = SMALL_WORK_PATTERNS.rooflights_fitted
/** Other work beside the room's fittings: what is more than a trade's but the rooms, furnishing, new space. */
const BESIDE_THE_ROOM: readonly (keyof KeywordHits)[] = [
  ...MORE_THAN_A_TRADE.filter((k) => k !== 'kitchen_named' && k !== 'bathroom_named'),
  'furnishing',
  'building_works',
]

/**
 * A whole house's brief that names one room's fittings and nothing else ("new kitchen", "refit the bathroom"), the
 * scope not stated: that room's job (decision 070). It was the house's light refresh with the room, every floor and
 * wall of the house renewed with it.
 */
function roomOf(projectType: string, description: string, rates: RateTable): ProjectProfile | undefined {
  if (chosenProfile(projectType, rates).recipeId !== 'house') return undefined
  // New space named alone: a loft conversion, an extension or a basement (decision 071).
  const space = newSpaceOf(description)
  if (space) return rates.profiles[space]
  // A repair we list as not priced is not a room asked for: the sink a pipe leaks under is not a kitchen (decision 069).
  // Nor is a room said as what the house has ("new kitchen, the house has two bathrooms"), and the house said as what it
  // is ("new kitchen in a 3 bed semi") is where the room is, not the house's work.
  const described = blankOut(withoutListedWorks(normaliseDescription(description)), [ROOMS_THE_HOUSE_HAS])
  const undescribed = blankOut(described, [THE_HOUSE_DESCRIBED])
  const room = ROOM_JOBS.find((r) => r.said(scanDescription(undescribed)))
  if (!room) return changedRoomOf(undescribed, rates)
  // The house described ("in a 3 bed semi"), named where the room is ("new kitchen in the house") or held ("we live in
  // the flat", "the house needs") is a fact where its sentence asks for the room's job alone, a floor counted as the
  // house's: "new kitchen in the house, new floors" and "the house needs a new kitchen and new floors" keep the house's
  // floors beside the kitchen (later uk-rates-2026.101).
  const text = blankSpans(
    described,
    houseSaidSpans(described).filter(([from, to]) => {
      const start = described.slice(0, from).search(/[^.;!?]*$/)
      const end = to + described.slice(to).search(/[.;!?]|$/)
      return !asksBeyondTheRoom(blankSpans(described, [[from, to]]).slice(start, end), room, true)
    }),
  )
  if (!renewsARoom(text) || asksBeyondTheRoom(text, room, false)) return undefined
  return rates.profiles[room.projectType]
}

/** Each [from, to) the house is described or held in (`THE_HOUSE_DESCRIBED`, `THE_HOUSE_HELD`). */
const houseSaidSpans = (text: string): [number, number][] =>
  [...text.matchAll(THE_HOUSE_DESCRIBED), ...text.matchAll(THE_HOUSE_HELD)].map((m) => [m.index, m.index + m[0].length])

/**
 * Whether `text` asks for more than the room's job: the house or another room, or other work beside the room's
 * fittings; a floor laid is the room's own unless `floors` (then it is a trade's beside it).
 */
function asksBeyondTheRoom(text: string, room: (typeof ROOM_JOBS)[number], floors: boolean): boolean {
  const itself = [room.where, ...(room.several ? [room.several] : [])]
  if (BEYOND_THE_ROOM.test(blankOut(text, itself))) return true
  // The room's renewal is its job ("refurbish the bathroom"), and so are its own names ("tiles in the en-suite"); a
  // renovation said of anything else is the house's.
  const kw = scanDescription(
    blankOut(text, [
      ROOMS_RENEWED,
      room.names,
      floors ? ITS_OWN_UFH : ITS_OWN_FLOOR,
      ITS_OWN_ROOFLIGHTS,
      ...(room.carries ? [room.carries] : []),
    ]),
  )
  // The room's own underfloor heating is part of its job ("new bathroom with underfloor heating"), not the flooring
  // trade's beside it; other floors count as the trade's where `floors`.
  return (
    BESIDE_THE_ROOM.some((k) => kw[k]) ||
    SOLE_TRADES.some((t) => (floors || t.projectType !== 'flooring') && t.said(kw))
  )
}

/** What a room made another may name beside its change of use: facts, and its own decoration and floor. */
const ITS_OWN_FINISHES: ReadonlySet<KeywordId> = new Set<KeywordId>([
  ...PROPERTY_FACTS,
  'surface_works',
  'decorating_named',
  'floor_covering',
  'carpet',
  'hard_floor',
  'nothing_else',
])

/**
 * A room of the house made another and nothing else ("convert the dining room into a bedroom", "turn the study into an
 * office"): that room's job, as the room form prices it, not a conversion of the house (decision 070).
 */
function changedRoomOf(text: string, rates: RateTable): ProjectProfile | undefined {
  const changed = roomChangedIn(text)?.projectType
  // A room lived in renewed as such ("refurbish the spare bedroom", "renovate the lounge") is its job the same way.
  const room = changed ?? roomRefurbishedIn(text)
  if (!room) return undefined
  const rest = blankOut(text, [changed ? ROOMS_CHANGED : ROOMS_REFURBISHED])
  if (BEYOND_THE_ROOM.test(rest) || asksForOtherWork(rest, [], ITS_OWN_FINISHES)) return undefined
  return rates.profiles[room]
}

/** The job a brief is priced as instead of the type chosen, and the question that asks for that job's own work. */
export interface PricedAs {
  projectType: string
  /** The trade's own question ("rewiring"): answering it "No" leaves no trade's job. */
  tradeDriver?: string
}

/**
 * The job a brief on `projectType` is priced as while its scope is open and nothing else is answered: one trade's or
 * small works' (decisions 050, 066), else undefined (the type chosen). The smart questions ask that job's questions,
 * never the scope (which would price the house).
 */
export function pricedAsOf(projectType: string, description: string, rates: RateTable): PricedAs | undefined {
  // Parts named beside the main job are priced beside it (decision 072): the questions are the main job's.
  const jobOf = (brief: string) => pricedInsteadOf(projectType, brief, rates)?.id ?? projectType
  const trade = pricedInsteadOf(projectType, splitBrief(projectType, description, jobOf).brief, rates)
  if (!trade) return undefined
  const tradeDriver = ownQuestionOf(trade, scanDescription(description), rates)
  return { projectType: trade.id, ...(tradeDriver ? { tradeDriver } : {}) }
}

/** One trade's job, small works, a room or new space a brief on `projectType` names alone (decisions 050, 070, 071). */
const pricedInsteadOf = (projectType: string, description: string, rates: RateTable): ProjectProfile | undefined =>
  soleTradeOf(projectType, description, rates) ?? roomOf(projectType, description, rates)

/**
 * The question that asks for the priced job's own work: a trade's ("rewiring"), or the structural walls where small
 * works form an opening (decision 071). Answering it "No" leaves no such job.
 */
function ownQuestionOf(trade: ProjectProfile, keywords: KeywordHits, rates: RateTable): string | undefined {
  const recipe = rates.recipes[trade.recipeId]
  return recipe?.tradeDriver ?? (recipe?.id === 'small_works' && keywords.structural ? 'structural_walls' : undefined)
}

/**
 * The project type's profile; with the scope not stated, a house whose brief names one trade's work and nothing else
 * ("full rewire", "replace all the windows"), and whose answers ask for nothing more, is priced as that trade's job
 * (decision 050); a garage conversion brief is priced as one (decision 065). `chosenInsteadOf` names the type the
 * user chose.
 */
export function resolveProfile(
  input: CostInput,
  rates: RateTable,
  keywords: KeywordHits,
): { profile: ProjectProfile; chosenInsteadOf?: string } {
  const p = chosenProfile(input.projectType, rates)
  // A garage made a room is that job, whichever of the house's types carried the brief, unless the brief asks for more
  // (a renovation of the house with its garage converted stays the renovation) (decision 065).
  const garage = rates.profiles.garage_conversion
  // Its fire door through to the house is its own (the recipe hangs one).
  const more = MORE_THAN_A_TRADE.some(
    (k) =>
      keywords[k] &&
      !PART_OF_A_GARAGE.has(k) &&
      (k !== 'compliance_works' || !fireSafetyAlone(normaliseDescription(input.description), keywords)),
  )
  // A trade or a bathroom its recipe does not price, said with it, is more (decision 074, later uk-rates-2026.101).
  const beyond = asksBeyondTheGarage(input.description, keywords)
  if (keywords.garage_conversion && garage && GARAGE_FROM.has(input.projectType) && !more && !beyond)
    return { profile: garage, chosenInsteadOf: p.label }
  const trade = input.scopeKnown === false ? pricedInsteadOf(input.projectType, input.description, rates) : undefined
  if (!trade) return { profile: p }
  // An answer about other work (a new kitchen, the heating on a rewire) asks for more than the one trade or room; an
  // answer that the trade's own work is not wanted (the picked-up "full rewire" corrected to "No") leaves no trade's job.
  const recipe = rates.recipes[trade.recipeId]
  const question = ownQuestionOf(trade, keywords, rates)
  const asksMore = answersAskForWork(
    input.answers,
    new Set([...(recipe?.drivers ?? []), ...(question ? [question] : [])]),
  )
  const tradeRefused = Object.entries(input.answers ?? {}).some(([id, value]) => id === question && NO_WORK.has(value))
  return asksMore || tradeRefused ? { profile: p } : { profile: trade, chosenInsteadOf: p.label }
}
