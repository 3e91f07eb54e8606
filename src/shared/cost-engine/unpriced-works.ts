import { normaliseDescription } from '../text/normalise-description'
import { asksForOtherWork, blankOut, PROPERTY_FACTS } from './description'
import type { KeywordId } from './keyword-ids'
import { FITTINGS_ALONE, PLUMBING_BUT_THE_WC, PLUMBING_RENEWED, WC_REPAIR, WHERE_IT_LEAKS } from './fittings-alone'
import { SMALL_JOBS_REFUSED } from './small-jobs-refused'
import { STAIRCASE_REPLACED } from './staircase-built'
import { A_CONSERVATORY } from './a-conservatory'
import { withinAClause } from './within-a-clause'
import { ROOM_IT_LEAKS_IN } from './where-it-leaks'
import { ROOF_REPAIR } from './roof-repairs'

/**
 * Work a brief can name that our rate data does not price (decision 069): a service or a certificate, solar panels,
 * garden works, a fitting or a finish on its own. A brief that names only these is refused, with who to ask, rather
 * than priced as the typical job of the type chosen ("gas safety certificate" on the house form was a £112,000
 * renovation). Beside work we do price, the ones a refit does not carry are listed as not priced.
 */
/** The windows the glass is in ("in 3 windows"): part of the glass's words, not the windows replaced. */
const IN_WINDOWS = String.raw`(?: (?:in|on|to|for|of) (?:the |our |all (?:the )?|two |three |four |five |six |\d{1,2} )?(?:windows?|frames?))?`

export interface UnpricedWork {
  /** What it is, as a sentence starts ("A boiler service"). */
  name: string
  /** Who quotes it ("a Gas Safe registered engineer"). */
  ask: string
  /** Part of a bigger job we price (a bathroom refit's extractor fan, a kitchen's sink): not listed as excluded there. */
  partOfARefit?: boolean
  /**
   * The rates whose lines carry it (a kitchen's or a bathroom's plumbing carries its sink's taps): beside work that
   * prices none of them (a rewire, decorating) it is listed as not priced. Without it, a refit's own is never listed.
   */
  carriedBy?: readonly string[]
  /** The words of it those lines carry ("new staircase", a new space's own); others said are listed (decision 069). */
  carries?: RegExp
  /** A repair the work priced cures: said in the assumptions where a line in `carriedBy` is priced (decision 069). */
  curedBy?: string
  pattern: RegExp
}

const TABLE: readonly UnpricedWork[] = [
  {
    name: 'A gas safety check or certificate',
    ask: 'a Gas Safe registered engineer',
    pattern:
      /\b(?:(?:landlord'?s? )?gas safe(?:ty)? (?:certificates?|checks?|inspections?|records?|tests?|certs?)|cp12)\b/g,
  },
  {
    name: 'A boiler service or repair',
    ask: 'a Gas Safe registered engineer',
    pattern:
      /\b(?:(?:annual )?boiler (?:servic(?:e|es|ing)|repairs?|breakdown)|(?:servic(?:e|ing)|repair(?:ing)?|fix(?:ing)?) (?:the |our |my |a )?boiler)\b/g,
  },
  // Each was the house's extensive renovation (£110,493 on 85 m²).
  {
    name: 'A lintel replaced',
    ask: 'a builder',
    // An opening formed carries its own lintel or beam.
    partOfARefit: true,
    pattern:
      /\b(?:(?:replac(?:e|ing)|new|renew(?:ing)?|repair(?:ing)?) (?:the |a |an |our )?(?:[a-z]+ )?lintels?|lintels? (?:replaced|replacement|cracked|needs? replacing))\b/g,
  },
  {
    name: 'A concrete floor or screed laid on its own',
    ask: 'a builder or screeding contractor',
    // New space lays its own slab and screed.
    partOfARefit: true,
    pattern:
      /\b(?:(?:new |lay(?:ing)? (?:a |the )?(?:new )?)(?:concrete (?:floor|slab|base)|screed(?:ed)? floor)|(?:re-?screed|screed)(?:ing)? (?:the )?(?:[a-z]+ )?floor)\b/g,
  },
  // A gas or electric fire replaced ("replace the gas fire with an electric fire" was the house's extensive renovation,
  // £110,493 on 85 m²); a log burner is priced (small works).
  {
    name: 'A gas or electric fire',
    ask: 'a Gas Safe registered engineer or fireplace installer',
    pattern:
      /\b(?:gas|electric|living[- ]flame|inset|wall[- ]mounted) fires?(?: (?:with|for) (?:an? )?(?:gas|electric|new) fires?)?\b/g,
  },
  // Each was the house's extensive renovation (£110,493 on 85 m²): electric heating is an electrician's system, not
  // the wet central heating we price, and a chimney stack comes down from a scaffold (a breast taken out is priced).
  {
    name: 'Electric heating (storage heaters or electric radiators)',
    ask: 'an electrician or heating installer',
    partOfARefit: true,
    pattern:
      /\b(?:electric (?:radiators?|heaters?|panel heaters?|heating)|(?:night )?storage heaters?|infra-?red (?:panels?|heaters?|heating))\b/g,
  },
  {
    name: 'A chimney stack taken down',
    ask: 'a builder or roofer',
    pattern:
      /\b(?:chimney (?:stack )?(?:removal|removed|taken down)|(?:remov(?:e|ing)|tak(?:e|ing) down|demolish(?:ing)?) (?:the |our |a )?chimney(?: stack)?s?(?! breasts?))\b/g,
  },
  // "Move the boiler to the loft" was the house's extensive renovation (£110,493 on 85 m²); a new boiler is priced.
  {
    name: 'A boiler moved',
    ask: 'a Gas Safe registered engineer',
    partOfARefit: true,
    pattern: /\b(?:mov(?:e|ing)|relocat(?:e|ing)) (?:the |our |my )?(?:old |existing |combi |gas )?boiler\b/g,
  },
  {
    name: 'An electrical inspection (EICR) or PAT testing',
    ask: 'a registered electrician',
    pattern:
      /\b(?:eicr|electrical (?:safety )?(?:certificates?|inspections?|checks?)|electrical installation condition reports?|pat test(?:s|ing)?)\b/g,
  },
  {
    name: 'An energy performance certificate (EPC)',
    ask: 'a domestic energy assessor',
    pattern: /\b(?:epc|energy performance certificate)s?\b/g,
  },
  {
    name: 'A survey of the property',
    ask: 'a RICS surveyor',
    pattern: /\b(?:homebuyers?|building|structural|condition|level [23]|rics|party wall) (?:survey|report)s?\b/g,
  },
  {
    name: 'Solar panels or battery storage',
    ask: 'an MCS-certified installer',
    pattern:
      /\b(?:solar (?:pv|panels?|photovoltaics?|arrays?|thermal|systems?)|pv (?:panels?|arrays?|systems?)|(?:home |house |solar )?batter(?:y|ies) storage)\b/g,
  },
  {
    name: 'Garden and outside works (a patio, driveway, fencing, decking or a shed)',
    ask: 'a landscaper',
    pattern:
      /\b(?:patios?(?! doors?)|driveways?|(?:(?:re-?)?paint(?:ing)? (?:the )?)?(?:fenc(?:e|es|ing)|decking)|(?:tidy(?:ing)? up|clear(?:ing)?) (?:the )?(?:front |back |rear )?gardens?|garden (?:tidy(?:[- ]up)?|clearance)|garden sheds?|sheds?(?: bases?)?|(?:block )?paving|landscaping|turf(?:ing)?|garden walls?|(?:garden|front|back|side) paths?)\b/g,
  },
  {
    name: 'A loft ladder, hatch or boarding',
    ask: 'a carpenter or loft boarding installer',
    pattern: /\b(?:loft (?:ladders?|hatch(?:es)?|boarding)|board(?:ing)? (?:out )?(?:the )?loft)\b/g,
  },
  STAIRCASE_REPLACED,
  // The stairs' balustrade on its own ("replace the bannister" was the house's extensive renovation, £110,493 on 85 m²).
  {
    name: 'A banister, balustrade or handrail replaced',
    ask: 'a joiner',
    pattern:
      /\b(?:(?:new|replac(?:e|ed|ing|ement)|renew(?:ed|ing)?|fit(?:ting)?|install(?:ing)?) (?:the |our |a |an )?(?:[a-z]+ )?(?:ban+isters?|balustrad(?:e|es|ing)|hand ?rails?|spindles?|newel posts?)(?:(?:,| and| &) (?:the |new )?(?:ban+isters?|balustrad(?:e|es|ing)|hand ?rails?|spindles?|newel posts?))*|(?:ban+isters?|balustrade|hand ?rails?|spindles) (?:replaced|replacement|need(?:s)? replacing))(?: (?:on|to|for) the stairs)?\b/g,
  },
  { name: 'A garage door', ask: 'a garage door installer', pattern: /\bgarage doors?\b/g },
  // A fireplace opened up or put back ("open up the fireplace in the living room" was the house's extensive renovation,
  // £110,493); a stove into the chimney is the log burner we price.
  {
    name: 'A fireplace opened up or reinstated',
    ask: 'a builder or fireplace installer',
    pattern:
      /\b(?:(?:open(?:ing)? up|unblock(?:ing)?|reinstat(?:e|ing)|restor(?:e|ing)|re-?open(?:ing)?) (?:the |our |a |an )?(?:old |original |existing |victorian |period |living room |front room )?(?:fire ?places?|chimney breasts?|hearths?)|(?:fire ?place|chimney breast) (?:opened up|reinstated|restored))\b/g,
  },
  {
    name: 'Rendering the outside walls',
    ask: 'a plasterer or renderer',
    pattern:
      /\b(?:re-?render(?:ing)?|render(?:ing)? (?:the )?(?:outside|exterior|external|front|rear|back|side|walls?|house)\w*|(?:repair|patch|fix)(?:ing)? (?:the |our )?(?:cracked |blown |damaged )?render(?:ing)?)\b/g,
  },
  // Sash windows repaired or restored ("sash window restoration, 6 windows" was the house's extensive renovation,
  // £103,460): a specialist's work; our window rates replace windows.
  // Floorboards replaced or repaired ("replace the downstairs floorboards" was the house's extensive renovation,
  // £110,493): a carpenter's; sanding and sealing them is the floor trade's.
  {
    name: 'Floorboards or floor joists replaced or repaired',
    ask: 'a carpenter',
    pattern:
      /\b(?:(?:replac(?:e|ing)|repair(?:ing)?|renew(?:ing)?|fix(?:ing)?|new) (?:the |our |some |a few |all the )?(?:[a-z]+ ){0,2}(?:floor ?boards|joists)|(?:floor ?boards|(?:floor )?joists) (?:replaced|repaired|need(?:s)? replacing))\b/g,
  },
  {
    name: 'Sash window repair or restoration',
    ask: 'a sash window specialist',
    pattern:
      /\b(?:sash(?: window)?s? (?:restor\w*|repair\w*|refurb\w*|overhaul\w*|draught[- ]?proof\w*|re-?cord\w*)|(?:restor\w*|repair\w*|refurbish\w*|overhaul\w*|draught[- ]?proof\w*|re-?cord\w*) (?:the |our |all )?(?:\w+ )?sash(?: window)?s?)(?:,? (?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|twelve) (?:sash )?windows)?\b/g,
  },
  {
    name: 'A power flush',
    ask: 'a Gas Safe registered heating engineer',
    pattern: /\b(?:power ?flush(?:ing)?|(?:magnetic )?system (?:filter|flush))\b/g,
  },
  ROOF_REPAIR,
  // A ceiling repaired where it is said ("fix the sagging ceiling in the front bedroom" was the house's extensive
  // renovation, £110,493 on 85 m², North; "in the kitchen" the kitchen refitted, £33,358).
  {
    name: 'A ceiling or wall repair',
    ask: 'a plasterer',
    pattern:
      /\b(?:(?:(?:repair|patch|fix)(?:ing)? (?:the |a )?(?:cracks? in the |crack(?:ed)? |sagging |bowed |bowing |damaged |water[- ]damaged |collapsed |fallen )?|(?:sagging|bowed|bowing|collapsed|water[- ]damaged) )(?:ceilings?|plaster|walls?)|(?:ceiling|plaster|wall) (?:repairs?|cracks?))(?: after (?:a|the) leak)?(?: (?:in|of) (?:the |our |my )?(?:[a-z]+ )?(?:room|bedroom|kitchen|bathroom|hall(?:way)?|landing|lounge|loft|study|utility|extension|conservatory))?\b/g,
  },
  // Repairs to the water and waste a plumber makes ("fix a leaking radiator", "the leak under the bath", "replace the
  // cold water tank in the loft"): each was the house's extensive renovation (£110,493 on 85 m², North) or, said of a
  // room's fitting, the room refitted ("fix the leaking shower" on the bathroom form, £7,052). A refit renews them; a
  // WC swapped renews only its own cistern and pan connector, so a repair elsewhere beside it ("replace the toilet and
  // fix the leaking pipe under the sink", a dripping tap, a radiator valve) is listed (decision 069, later).
  {
    name: 'A leak or plumbing repair, or a cold water tank replaced',
    ask: 'a plumber',
    partOfARefit: true,
    carriedBy: PLUMBING_RENEWED.filter((id) => id !== 'wc_swap'),
    curedBy:
      'The leak or plumbing repair you mention is taken as cured by the new pipework and fittings priced, which replace what leaks; if it is elsewhere, ask a plumber to quote it.',
    pattern: new RegExp(
      String.raw`\b(?:(?:leak(?:ing|y)|dripping) (?:[a-z]+ )?${PLUMBING_BUT_THE_WC}${WHERE_IT_LEAKS}|(?:fix|repair|stop|mend|seal|sort(?: out)?)(?:ing)? (?:the |a |an |our |my |some )?(?:(?:leak(?:s|ing|y)?|drip(?:s|ping)?) (?:under|from|behind|in|on|at|round|around) (?:the |a |our |my )?(?:[a-z]+ )?${PLUMBING_BUT_THE_WC}|(?:leak(?:ing|y) |dripping |broken |faulty |running )?(?:[a-z]+ )?${PLUMBING_BUT_THE_WC}(?! ?(?:rooms?|screens?|trays?|enclosures?)\b)${WHERE_IT_LEAKS})|(?:(?:replac\w*|new|renew\w*) (?:the |a |our |my )?(?:old )?|leaking )?(?:cold water|header|feed and expansion|f ?& ?e|(?:cold )?water storage) tanks?(?: (?:replaced|replacement))?(?: in the loft)?)${ROOM_IT_LEAKS_IN}\b`,
      'g',
    ),
  },
  WC_REPAIR,
  // Unblocking or repairing the drains ("unblock the drains" was the house's extensive renovation, £110,493).
  {
    name: 'A blocked or broken drain',
    ask: 'a drainage engineer or plumber',
    pattern:
      /\b(?:(?:un-?block(?:ing)?|clear(?:ing)?|jet(?:ting)?|rod(?:ding)?) (?:the |a |our |my )?(?:blocked )?(?:drains?|sewers?|gull(?:y|ies)|soakaways?|manholes?|sinks?|toilets?|loos?)|(?:fix(?:ing)?|repair(?:ing)?) (?:the |a |our |my )?(?:blocked |broken |collapsed |cracked )?(?:drains?|sewers?|gull(?:y|ies)|soakaways?|manholes?)|blocked (?:drains?|sinks?|toilets?|loos?|wcs?|sewers?|gull(?:y|ies))(?: outside)?|drains? (?:blocked|unblocking|collapsed|cracked|repairs?)|drain(?:age)? (?:cctv )?surveys?)\b/g,
  },
  {
    name: 'Kitchen doors and drawer fronts, or appliances, on their own',
    ask: 'a kitchen fitter or retailer',
    partOfARefit: true,
    pattern:
      /\b(?:(?:new|replace(?:ment)?|replacing) (?:the )?(?:kitchen |cupboard |unit |cabinet )(?:doors|drawer fronts)(?:,? (?:and |plus )?(?:new )?(?:drawer fronts|doors|handles|hinges))*|(?:new )?(?:kitchen )?appliances|(?:(?:fit|replace|install|new|swap)\w* )?(?:an? |the )?(?:new )?(?:ovens?|hobs?|cookers?|cooker hoods?|extractor hoods?|dishwashers?|fridge(?: freezer)?s?)(?: and (?:an? |the )?(?:new )?(?:ovens?|hobs?|cookers?|cooker hoods?|extractor hoods?|dishwashers?|fridge(?: freezer)?s?))*)(?: only)?\b/g,
  },
  {
    name: 'A bath swapped',
    ask: 'a plumber or bathroom fitter',
    partOfARefit: true,
    pattern:
      /\b(?:(?:replace|replacing|new|swap(?:ping)?|change|changing) (?:the |our |a |an )?(?:old |cracked |chipped )?bath(?:tub)?|bath(?:tub)? (?:replaced|swap))(?: only)?\b/g,
  },
  { name: 'A porch', ask: 'a builder', pattern: /\bporch(?:es)?(?: extensions?)?\b/g },
  {
    name: 'A garden room, summer house or outbuilding',
    ask: 'a garden room builder',
    pattern: /\b(?:garden (?:rooms?|offices?|studios?|buildings?)|summer ?houses?|outbuildings?|log cabins?)\b/g,
  },
  {
    // A utility's units and plumbing are a kitchen fitter's, but no rate of ours is a utility room's ("Gut and refit
    // the utility room" on the house form was the house's extensive renovation, £123,064).
    name: 'A utility room or boot room fitted',
    ask: 'a kitchen fitter',
    pattern:
      /\b(?:(?:gut(?:ting)?|strip(?:ping)? out|refit\w*|re-?do(?:ing)?|renovat\w*|refurb\w*|moderni[sz]\w*|new|fit(?:ting)?|install\w*)(?: and (?:refit\w*|renovat\w*|refurb\w*))? (?:the |our |my |a |an )?(?:new )?)?(?:utility|boot) rooms?(?: (?:refit|renovation|refurb\w*|units))?\b/g,
  },
  A_CONSERVATORY,
  {
    name: 'Air conditioning',
    ask: 'an F-gas registered air conditioning installer',
    pattern: /\b(?:air[- ]con(?:ditioning)?|aircon|a\/c units?)\b/g,
  },
  // The wall, floor or ceiling soundproofed is part of its words ("soundproof the party wall" was the house's extensive
  // renovation, £110,493: the party wall read as a beam's).
  {
    name: 'Soundproofing',
    ask: 'a soundproofing installer',
    pattern:
      /\b(?:sound ?proof\w*(?: (?:the |our |a )?(?:[a-z]+ )?(?:party |shared |adjoining |separating )?(?:walls?|floors?|ceilings?))?|acoustic insulation)\b/g,
  },
  // Each was the house's extensive renovation (£110,493 on 85 m²): asbestos, subsidence, timber decay and a security
  // system are specialists' work, and "underpinning needed at the back" no basement's dig-out.
  {
    name: 'Asbestos testing or removal',
    ask: 'a licensed asbestos removal contractor',
    pattern: /\basbestos(?: (?:removal|survey|testing|tests?|sheets?|roof|ceiling|garage))*\b/g,
  },
  {
    name: 'Subsidence or structural movement repairs (underpinning, crack stitching)',
    ask: 'a structural engineer',
    pattern:
      /\b(?:subsidence(?: cracks?| damage| repairs?)?|(?:structural|settlement) (?:cracks?|movement)|crack stitching|helical (?:bars?|ties?)|underpin\w* (?:needed |required )?(?:at |to |under |of )?(?:the |our )?(?:house|foundations?|back|front|rear|side|bay))\b/g,
  },
  {
    name: 'Woodworm, dry rot or wet rot treatment',
    ask: 'a timber treatment specialist',
    pattern:
      /\b(?:wood ?worm|dry rot|wet rot|death ?watch beetles?|timber (?:treatment|decay)|(?:treat|spray)(?:ing)? (?:the )?(?:timbers|joists|rafters))\b/g,
  },
  {
    name: 'A burglar alarm, CCTV or security system',
    ask: 'a security systems installer',
    pattern:
      /\b(?:(?:burglar|intruder) alarms?(?: systems?)?|cctv(?: cameras?| systems?)?|security (?:alarms?|systems?|cameras?|lights?|lighting)|(?:video|smart) doorbells?)\b/g,
  },
  // "Fit a carbon monoxide alarm" was the house's typical renovation (£110,493 on 85 m²): our fire alarm rate is a
  // mains smoke or heat alarm's, not a CO alarm's. Where it goes is part of its words ("in the boiler cupboard"); one
  // listed with the smoke and heat alarms ("smoke, heat and CO alarms") is theirs (small works, decision 065).
  {
    name: 'A carbon monoxide alarm',
    ask: 'an electrician or Gas Safe registered engineer',
    pattern:
      /(?<!\b(?:smoke|heat|fire)(?:,| and| &|\/) ?)\b(?:carbon monoxide|co) (?:alarms?|detectors?|sensors?|monitors?)(?: (?:in|by|near|next to|above|beside|for) (?:the |our |my |each |every )?(?:boiler(?: cupboard| room)?|gas (?:fire|hob|cooker)|kitchen|hall(?:way)?|landing|bedrooms?|living room|lounge|loft|utility(?: room)?))?\b/g,
  },
  {
    name: 'Wall insulation (external, internal or solid walls)',
    ask: 'a registered external wall insulation installer',
    pattern:
      /\b(?:(?:external|internal|solid) wall insulation|ewi|insulat(?:e|ing) (?:the |our )?(?:external |internal |solid )?walls)\b/g,
  },
  {
    name: 'A stairlift or adaptations for access',
    ask: 'a mobility adaptations specialist',
    pattern:
      /\b(?:stair ?lifts?|through[- ]floor lifts?|wheelchair\w*|disabled (?:access|adaptations?)|level access|grab rails?|(?:make|making) (?:it|the house|the home) accessible)\b/g,
  },
  {
    name: 'A stud or partition wall taken out',
    ask: 'a builder',
    pattern:
      /\b(?:(?:(?:take|taking) out|remov(?:e|ing)|knock(?:ing)? down) (?:a |the )?(?:non[- ]load[- ]bearing |stud |partition |timber )+walls?|non[- ]load[- ]bearing (?:stud |partition )?walls?)\b/g,
  },
  // "Replace the internal door handles" was 7 internal doors hung (£4,436 on 85 m², North). The rates have the
  // ironmongery only inside a door hung (UR-078: £30-40 a door, supply only), no fitting of it alone; a door hung
  // carries its own.
  {
    name: 'Door handles or ironmongery on their own',
    ask: 'a joiner or handyman',
    partOfARefit: true,
    pattern:
      /\b(?:(?:(?:internal|interior|front|back|old|existing|new|all|the|our|my) )*door (?:handles?|knobs?|furniture|ironmongery|hinges?)(?: and (?:handles?|knobs?|hinges?|locks?|latch(?:es)?))*|(?:door )?ironmongery)\b/g,
  },
  {
    name: 'Fitted wardrobes or built-in furniture',
    ask: 'a joiner',
    pattern: /\b(?:fitted|built[- ]in) (?:wardrobes?|cupboards?|shelving|furniture|storage)\b/g,
  },
  {
    name: 'Misted or failed double-glazed units',
    ask: 'a glazier',
    partOfARefit: true,
    pattern: new RegExp(
      String.raw`\b(?:(?:misted|blown|failed|steamed[- ]up|cloudy) (?:double[- ]glaz(?:ed|ing) )?(?:units?|glass|glazing|panes?|windows?)|(?:sealed|glass|glazed|double[- ]glazed) units?)${IN_WINDOWS}\b`,
      'g',
    ),
  },
  ...FITTINGS_ALONE,
  ...SMALL_JOBS_REFUSED,
]

/** The table, each work's words within one clause. */
export const UNPRICED_WORKS: readonly UnpricedWork[] = TABLE.map((w) => ({ ...w, pattern: withinAClause(w.pattern) }))

/** Keywords that are facts about the property or the occupants, or what stays: they ask for no work. */
const NOT_WORK: ReadonlySet<KeywordId> = new Set<KeywordId>([
  ...PROPERTY_FACTS,
  'single_storey',
  'double_storey',
  'existing_dwellings',
  'nothing_else',
  'floors_kept',
  'doors_kept',
  'ceilings_kept',
  'walls_kept',
  'kitchen_kept',
  'bathroom_kept',
  'hvac_kept',
  'appliances_kept',
  'units_kept',
  'owner_tiles',
  'living_space',
  'service_room',
  'pitched_roof',
])

/** A refit said as such: the job of the room or type chosen. */
const REFIT = /\b(?:full |complete )?refit(?:ted|ting)?\b/

/** The unpriced works a brief names, in table order. */
export function unpricedWorksNamed(description: string): UnpricedWork[] {
  const text = normaliseDescription(description)
  return UNPRICED_WORKS.filter((w) => text.search(w.pattern) >= 0)
}

/**
 * The unpriced works a brief names when it names nothing else we price (its words blanked out, nothing it says asks
 * for work); empty when it names work we price, or none of these.
 */
export function onlyUnpricedWorks(description: string): UnpricedWork[] {
  const named = unpricedWorksNamed(description)
  if (named.length === 0) return []
  const theirs = named.map((w) => w.pattern)
  const text = normaliseDescription(description)
  // A refit said as such ("full refit, regrout everything") asks for the room's job, unless it is the unpriced work's
  // own ("gut and refit the utility room").
  return asksForOtherWork(text, theirs, NOT_WORK) || REFIT.test(blankOut(text, theirs)) ? [] : named
}

/** The refusal of a brief naming only unpriced works: what is not priced, who to ask, and what we can price. */
export function unpricedRefusal(named: readonly UnpricedWork[]): string {
  const what = named.map((w) => w.name.charAt(0).toLowerCase() + w.name.slice(1)).join(' and ')
  const asks = [...new Set(named.map((w) => w.ask))].join(' or ')
  return `Our rate data doesn't cover ${what}, so we can't price ${named.length > 1 ? 'them' : 'it'}: ask ${asks} to quote. Describe the building work you want priced (for example a new kitchen, a rewire or redecorating) to get an estimate.`
}
