import { blankOut, scanDescription } from './description'
import type { KeywordHits } from './keyword-ids'
import { A_BEDROOM, ITS_WORDS, LIVED_IN, WITH_ITS_OWN } from './rooms-formed'
import { SMALL_WORK_IDS } from './small-works'
import { FLAT_HOME } from '../text/the-flat'

/*
 * What a brief's keywords (description.ts) say it names: fittings, one trade's work, a list of works. The engine reads
 * the job from these (which recipe, which scope, which single trade).
 */

/** A kitchen or one of its fittings named, its facelift too (whose words are set aside: small-works.ts). */
export const namesKitchen = (kw: KeywordHits): boolean =>
  !!kw.kitchen_named || !!kw.worktops_replaced || !!kw.kitchen_respray
/**
 * A bathroom or one of its fittings named, a WC or basin swapped too (whose words are set aside: small-works.ts). In a
 * bigger job a named WC or basin is the bathroom's.
 */
export const namesBathroom = (kw: KeywordHits): boolean =>
  !!kw.bathroom_named || !!kw.wc_replaced || !!kw.basin_replaced
/** A kitchen, a bathroom or one of their fittings named. */
export const namesFittings = (kw: KeywordHits): boolean => namesKitchen(kw) || namesBathroom(kw)
/**
 * One or more of the small works named (small-works.ts), a bi-fold or sliding door set, or an opening formed in a wall
 * ("knock through", "remove a load-bearing wall": a beam, the engineer and building control). A front or back door
 * listed with the windows is the windows trade's (openings.ts); smoke alarms with a rewire are the rewire's.
 */
const smallWorksSaid = (kw: KeywordHits): boolean =>
  SMALL_WORK_IDS.some(
    (id) => kw[id] && !(id === 'front_door' && kw.openings) && !(id === 'fire_alarms' && kw.rewire),
  ) ||
  !!kw.bifold ||
  !!kw.structural

/**
 * The single trades a house brief can name on its own, each priced as that trade's job (the engine's single-trade
 * project types). Damp-proofing carries its own renovating plaster, so "damp proofing and replaster" is one trade. A
 * floor covering, a floor retiled, or floorboards sanded, without decorating is the floor fitter's (decision 068).
 */
export const SOLE_TRADES: readonly { projectType: string; said: (kw: KeywordHits) => boolean }[] = [
  { projectType: 'rewiring', said: (kw) => !!kw.rewire },
  // A consumer unit or sockets without a rewire: the electrician's small job (with other small works, theirs).
  {
    projectType: 'electrical_works',
    said: (kw) => !kw.rewire && !!(kw.consumer_unit || kw.sockets_added) && !smallWorksSaid(kw),
  },
  { projectType: 'small_works', said: smallWorksSaid },
  {
    projectType: 'flooring',
    said: (kw) => !!(kw.floor_covering || kw.floor_retiled || kw.floor_sanding || kw.ufh) && !kw.decorating_named,
  },
  { projectType: 'repointing', said: (kw) => !!kw.repointing },
  { projectType: 'central_heating', said: (kw) => !!(kw.heat_system || kw.heat_boiler || kw.heat_pump) },
  // The windows, and the outside doors listed with them ("new windows and doors": openings.ts).
  { projectType: 'windows', said: (kw) => !!(kw.windows || kw.openings) },
  { projectType: 'roof_replacement', said: (kw) => !!kw.roof_recover },
  { projectType: 'damp_proofing', said: (kw) => !!kw.damp },
  { projectType: 'replastering', said: (kw) => !!kw.replaster && !kw.damp },
]

/** A trade's work named: one of the single trades' above, or roof repairs. */
const namesTradeWork = (kw: KeywordHits): boolean => !!kw.roof_repairs || SOLE_TRADES.some((t) => t.said(kw))

/** The brief names works: fittings, surfaces (decorating, floors), furnishing or a trade's. */
export const namesWorks = (kw: KeywordHits): boolean =>
  namesFittings(kw) || !!kw.surface_works || !!kw.furnishing || namesTradeWork(kw)

/**
 * The brief is a list of works ("new kitchen, rewire, redecorate throughout") and names nothing beyond them: no
 * refurbishment or renovation as such, no new space, structure, layout or compliance works (decision 050).
 */
export const listsItsWorks = (kw: KeywordHits): boolean => namesWorks(kw) && !kw.building_works && !kw.compliance_works

/** A kitchen's or a bathroom's name (not its fittings). */
const ROOM_NAME = String.raw`(?:kitchens?|bathrooms?|(?:shower|wet) ?rooms?|en-?suites?|cloakrooms?)`
const ROOM_NAMES = new RegExp(String.raw`\b${ROOM_NAME}\b`, 'g')
/** Up to two words before the room ("new shaker kitchen", "a new 20 m2 kitchen"), none of them where it is ("in"). */
const TWO_WORDS = String.raw`(?:(?!(?:in|into|to|for|of|at|on|the|and|with)\b)[a-z0-9-]+ ){0,2}`
/**
 * Not the room's fabric renewed where a trade reads it ("replace the kitchen ceiling", "new kitchen flooring", "new
 * kitchen floor", "the bathroom window", "new bathroom wall tiles"), nor the room's own door in the singular ("new
 * kitchen door", an internal door hung): that trade's work in the room, not its refit. The kitchen's doors ("new kitchen
 * doors") are its units', and its floor units its base units.
 */
const NOT_ITS_FABRIC = String.raw`(?! (?:ceilings?|flooring|floors?(?! units?\b)|plaster(?:work)?|windows?|wall til(?:es|ing)|door(?! (?:handles?|fronts?|knobs?|hinges?)\b))\b)`
/**
 * A room of the house made another ("convert the dining room into a downstairs bedroom", "turn the study into an
 * office"): the room's change of use, not a conversion of the house (decision 070). The words of the room changed
 * ("convert the dining room") and the room it becomes are captured. A garage, a loft, a basement or the house converted
 * is not a room's (decisions 065, 071).
 */
const ROOM_CHANGED_SOURCE = String.raw`\b((?:conver(?:t|ting)|turn(?:ing)?|chang(?:e|ing)|mak(?:e|ing)|repurpos(?:e|ing)) (?:the |our |my |a |an )?${ITS_WORDS}${LIVED_IN}) (?:in)?to (?:a |an |the |our |my )?${ITS_WORDS}(${LIVED_IN})\b`
const ROOM_CHANGED = new RegExp(ROOM_CHANGED_SOURCE)
/** Every room's change of use in a brief: blanked, what is left is what else the brief asks for. */
export const ROOMS_CHANGED = new RegExp(ROOM_CHANGED_SOURCE, 'g')
/** The room a room's change of use makes: its job's type, the place of its words, and the words. */
export interface RoomChanged {
  projectType: 'bedroom' | 'living_room' | 'single_room'
  at: number
  /** The change of use said ("convert the 14 m2 dining room into a bedroom"). */
  words: string
  /** The words of the room changed ("convert the 14 m2 dining room"), before the room it becomes. */
  room: string
}
/** The room form that prices a room lived in: a bedroom's, a living room's, else a single room's. */
const roomFormOf = (room: string): RoomChanged['projectType'] =>
  A_BEDROOM.test(room) ? 'bedroom' : /living|sitting|lounge|family|reception/.test(room) ? 'living_room' : 'single_room'

/** The first room of the house the normalised brief `text` makes another, if any. */
export function roomChangedIn(text: string): RoomChanged | undefined {
  const m = ROOM_CHANGED.exec(text)
  if (!m) return undefined
  return { projectType: roomFormOf(m[2]!), at: m.index, words: m[0], room: m[1]! }
}

/**
 * A room lived in, or rooms of one kind, counted or not ("the spare bedroom", "two bedrooms", "the bedrooms"): the
 * rooms a room's job measures (stages/measure.ts `roomsMeasured`; decision 070). Not the house's ("the 3 bedroom house").
 */
const LIVED_IN_SAID = String.raw`${ITS_WORDS}${LIVED_IN}s?(?! (?:house|home|semi|terrace\w*|detached|bungalow|cottage|${FLAT_HOME}|property)\b)`
/**
 * A room lived in renewed as such ("refurbish the spare bedroom", "renovate the lounge", "dining room makeover",
 * "refurbish two bedrooms"): the room's job on a house's form (decision 070). Not the house.
 */
const ROOM_REFURBISHED_SOURCE = String.raw`\b(?:(?:refurb\w*|renovat\w*|re-?do(?:ing)?|moderni[sz]\w*|updat\w*|revamp\w*|overhaul\w*|do(?:ing)? up) (?:the |our |my )?(${LIVED_IN_SAID})|(${LIVED_IN_SAID}) (?:refurb\w*|renovation|makeover|revamp|overhaul))\b`
const ROOM_REFURBISHED = new RegExp(ROOM_REFURBISHED_SOURCE)
/** Every room lived in renewed as such in a brief: blanked, what is left is what else the brief asks for. */
export const ROOMS_REFURBISHED = new RegExp(ROOM_REFURBISHED_SOURCE, 'g')
/** The room form that prices the first room lived in the normalised brief `text` renews as such, if any. */
export function roomRefurbishedIn(text: string): RoomChanged['projectType'] | undefined {
  const m = ROOM_REFURBISHED.exec(text)
  return m ? roomFormOf(m[1] ?? m[2]!) : undefined
}

/** A room lived in named alone: an item of a list read with its work word ("refurbish … | the lounge"). */
const ROOM_LISTED = new RegExp(String.raw`^\s*(?:the |our |my )?(${LIVED_IN_SAID})\s*$`)
/** A clause that renews a room lived in as such and says nothing else. */
const ROOM_REFURBISHED_ALONE = new RegExp(String.raw`^\s*${ROOM_REFURBISHED_SOURCE}\s*$`)
/** A room lived in a clause renews and nothing else: its form, and the work word a list's next room reads with. */
export interface RoomLivedInSaid {
  projectType: RoomChanged['projectType']
  /** "refurbish" in "refurbish the bedroom", or none ("bedroom makeover", a room listed after another). */
  work?: string
}
/**
 * The room lived in a clause of a normalised brief renews as such and nothing else ("refurbish the spare bedroom",
 * "dining room makeover"), else one it names alone, read with the work word `listed` of the clause before it ("| the
 * lounge"). Rooms in the plural ("two bedrooms", "the bedrooms") are one room's job measured as that many rooms.
 */
export function roomLivedInSaid(clause: string, listed?: string): RoomLivedInSaid | undefined {
  const m = ROOM_REFURBISHED_ALONE.exec(clause)
  if (m) {
    const work = m[1]
      ? m[0]
          .trim()
          .slice(0, -m[1].length)
          .trim()
          .replace(/\s*\b(?:the|our|my)$/, '')
      : undefined
    return { projectType: roomFormOf(m[1] ?? m[2]!), ...(work ? { work } : {}) }
  }
  const item = listed ? ROOM_LISTED.exec(clause) : null
  return item ? { projectType: roomFormOf(item[1]!) } : undefined
}

/**
 * The room renewed ("new kitchen", "refit the main bathroom", "kitchen renovation"), fitted where there was none ("fit
 * an en-suite", "add a shower room", a room made "into a bedroom with en-suite"), or moved to another room; "the
 * bathroom refitted" too (later uk-rates-2026.101).
 */
const ROOM_RENEWED_SOURCE = String.raw`\b(?:(?:new|refit\w*|renovat\w*|refurb\w*|moderni[sz]\w*|upgrad\w*|updat\w*|replac\w*|re-?do(?:ing)?|rip(?:ping)? out|gut(?:ting)?|overhaul\w*|remodel\w*|install\w*|fit(?:ting)?|add(?:ing)?|put(?:ting)? in|build(?:ing)?|creat(?:e|ing)|form(?:ing)?|mov(?:e|ing)|relocat\w*) (?:the |our |my |a |an )?${TWO_WORDS}${ROOM_NAME}${NOT_ITS_FABRIC}|${ROOM_NAME} (?:refit(?:ted)?|renovat(?:ion|ed)|refurb\w*|makeover|upgraded?|replace(?:ment|d)|overhaul(?:ed)?|remodel\w*|redone)|${WITH_ITS_OWN}${ROOM_NAME})\b`
const ROOM_RENEWED = new RegExp(ROOM_RENEWED_SOURCE)
/** Every room renewed in a brief: its words are the room's job ("kitchen renovation" renovates the kitchen alone). */
export const ROOMS_RENEWED = new RegExp(ROOM_RENEWED_SOURCE, 'g')

/**
 * A renovation glossed by what it is: the generic word, then the gloss in brackets or after a dash or colon, to the
 * sentence's end ("renovation (kitchen remodel)", "refurbishment - new bathroom", "renovation: kitchen or bathroom").
 */
const RENOVATION_GLOSSED =
  /\b(?:renovation|refurbishment|refurb|remodel|makeover|project|works)\s*(?:\(([^()]*)\)|(?:\s-|:)\s*([^.;()]*))/g

/** A renovation's generic word, as [start, end) in the normalised brief, and the gloss that says what it is. */
export interface RenovationGlossed {
  word: [number, number]
  gloss: string
}

/** Each renovation a normalised brief glosses (RENOVATION_GLOSSED): the words in the gloss say what the work is. */
export function renovationsGlossed(text: string): RenovationGlossed[] {
  return [...text.matchAll(RENOVATION_GLOSSED)].map((m) => {
    const word = /^\S+/.exec(m[0])![0]
    return { word: [m.index, m.index + word.length], gloss: m[1] ?? m[2]! }
  })
}

/**
 * Rooms said as what the house has ("the house has two bathrooms", "we have one bathroom", "there are 2 bathrooms",
 * "3 bed 2 bath"): a fact, no work asked for (decision 072, later uk-rates-2026.99). Rooms the house has for the work
 * ("there are two bathrooms to refit") are the work's.
 */
export const ROOMS_THE_HOUSE_HAS = new RegExp(
  String.raw`\b(?:(?:(?:the|our|my|this) (?:house|home|property|${FLAT_HOME})|it|we|i) (?:also |only |just )?(?:has|have|'ve)(?: got)?|we've(?: got)?|there (?:are|is|'s)) (?:only |just )?(?:a|an|one|two|three|four|both|\d+) (?:[a-z]+ )?(?:bathrooms?|shower rooms?|wet rooms?|en-?suites?|cloakrooms?|kitchens?)\b(?![^.,;]{0,20}\b(?:to|need\w*|want\w*)\b)|(?<=\b\d[- ]?bed(?:room)?s?,? (?:and )?)\d[- ]?bath(?:room)?s?\b`,
  'g',
)

/** What kind of house it is: its bedrooms, its age or style, how it stands ("3 bed", "1930s", "victorian", "semi"). */
const HOUSE_KIND = String.raw`(?:(?:\d+|one|two|three|four|five|six)[- ]?bed(?:room)?(?:ed)?|\d{4}s|victorian|edwardian|georgian|period|(?:semi-?)?detached|semi|terraced?|(?:mid|end)[- ](?:of[- ])?terrace|ex-?council|new-?build|small|large)`
/** The house as a kind of home ("semi", "terrace", "flat"; not "a flat roof": `FLAT_HOME`): what a brief may say it is. */
const HOUSE_NOUN = String.raw`(?:house|${FLAT_HOME}|home|property|bungalow|maisonette|cottage|semi|terrace|apartment)`
/** A kitchen or bathroom said, and what is done to it ("new kitchen", "bathroom suite fitted"), up to where it is. */
const THE_ROOM_SAID = String.raw`\b${ROOM_NAME}(?: (?:suites?|units|fitted|installed|refit|renovation|refurb\w*|makeover|remodel\w*|upgrade|replacement|overhaul|done|needed|required|wanted)){0,2} `
/**
 * The house said as where the work is: a fact about the property, no work to it (decision 070). Its kind said (a bed
 * count, an age, a form: "new kitchen in a 3 bed semi", "in our 1930s terraced house", "for a two-bed flat"), or the
 * house named where a kitchen or bathroom is ("new kitchen in the house", "refit the en-suite in the flat", "new
 * bathroom at the property": later uk-rates-2026.101). Work said to the house ("renovate the house", "decorate the
 * flat", "refurbishment of the semi", "new windows throughout the house") is not "in" it; a trade's work "in the house"
 * ("new floors in the house", "replace the boiler in the house") is the house's; and the house's parts ("in the flat
 * roof", "in the house's loft", "in the whole house") are where work is. Blanked in `roomOf` where its sentence asks
 * for the room's job alone, a floor said in it the house's ("new kitchen in the house, new floors": later uk-rates-2026.101).
 */
export const THE_HOUSE_DESCRIBED = new RegExp(
  String.raw`\b(?:in|for|at) (?:a|an|our|my|the|this) (?:${HOUSE_KIND} ){0,3}(?:(?<=${HOUSE_KIND} |${THE_ROOM_SAID}(?:in|for|at) (?:a|an|our|my|the|this) )${HOUSE_NOUN}|semi|terrace|bungalow|maisonette|cottage)\b(?!'s|-| (?:roof|office|gym|extension|cinema)\b)`,
  'g',
)
/** The house said ("the flat", "our 1930s terrace", "a 3 bed semi"), not a part of it ("the flat roof"). */
const THE_HOUSE = String.raw`(?:a|an|our|my|the|this) (?:${HOUSE_KIND} ){0,3}${HOUSE_NOUN}\b(?!'s|-| (?:roof|office|gym|extension|cinema)\b)`
/**
 * The house held: the home the people live in, own or have ("we live in the flat", "we own a 3 bed semi", "I have a
 * victorian terrace", "we're living in the house"), the house that needs the work ("our flat needs", "the house
 * needs"), or the house where a room said with its own fittings is ("new kitchen with an island in the house"). A fact
 * about the house and the people in it, not work to it, where its sentence asks for one room's job alone (`roomOf`,
 * decision 070, later uk-rates-2026.101); "the house needs a full renovation" stays the house's.
 */
export const THE_HOUSE_HELD = new RegExp(
  String.raw`\b(?:(?:we|i)(?:(?:'re| are|'m| am) (?:(?:currently|already|also|still|now) )?(?:living|staying|renting)|(?: (?:currently|already|also|both|still|now))? (?:live|stay|own|have(?: got)?|bought|rent)|'ve (?:got|bought))(?: in| at)? ${THE_HOUSE}|(?:our|my|the|this) (?:${HOUSE_KIND} ){0,3}${HOUSE_NOUN} (?:(?:really|also|now|just|urgently|badly) )?(?:needs|requires)\b|(?<=${THE_ROOM_SAID}with [^.,;]{1,40}? )(?:in|for|at) ${THE_HOUSE})`,
  'g',
)

/**
 * The brief renews a kitchen or bathroom or names their fittings ("new kitchen", "refit the bathroom", "a walk-in
 * shower"), not only a room's name where a trade works ("skim the kitchen ceiling", "new sockets in the kitchen").
 * `text` is normalised (normaliseDescription).
 */
export function renewsARoom(text: string): boolean {
  if (ROOM_RENEWED.test(text)) return true
  return namesFittings(scanDescription(blankOut(text, [ROOM_NAMES])))
}
