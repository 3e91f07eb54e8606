import type { QuestionId } from './question-catalogue'
import { SMALL_WORK_PATTERNS } from '../cost-engine/small-works'
import { NUM, parseCount, type Rule } from './driver-text'
import { A_FLAT_HOME, FLAT_HOME } from '../text/the-flat'

/**
 * The phrases that settle (or only mention) each catalogue question: a data table read by detectDrivers. Each
 * pattern is a plain alternation over the normalised text (no nested quantifiers), so hostile input stays linear.
 */

const ageFromYear = (year: number): string =>
  year < 1919 ? 'pre_1919' : year <= 1965 ? '1919_1965' : year <= 1999 ? '1966_1999' : '2000_plus'

const monthsFrom = (count: number, unit: string) =>
  unit.startsWith('year') || unit.startsWith('yr') ? count * 12 : count

/** Its own copy: the keyword scan leaves the shared pattern's lastIndex where it stopped. */
const CELLAR_TANKED = new RegExp(SMALL_WORK_PATTERNS.cellar_tanked.source, 'g')
/**
 * Damp or tanking the brief says of a cellar tanked (small-works.ts, decision 073): inside the cellar's words ("damp in
 * the cellar"), or tanking or waterproofing where a cellar is tanked ("damp in the cellar, tanking needed"). The
 * cellar's waterproofing prices it; the house's walls are not said to be damp.
 */
function theCellars(m: RegExpExecArray): boolean {
  const cellar = [...m.input.matchAll(CELLAR_TANKED)]
  return (
    cellar.length > 0 &&
    (/\b(?:tanking|waterproofing)\b/.test(m[0]) ||
      cellar.some((c) => c.index <= m.index && m.index < c.index + c[0].length))
  )
}

export const RULES: Record<QuestionId, Rule[]> = {
  // Scope is read from the whole text at once (a repaint is only a repaint when nothing heavier is named):
  // see detect-scope.ts.
  renovation_scope: [],
  rewiring: [
    {
      // A part rewire (a floor, a room, the kitchen circuits) is not a full rewire: the question asks about a full one.
      answer: 'no',
      patterns: [
        /\b(partial|part|partly|partially) re-?wir(e|ed|ing)\b/,
        /\bre-?wir(e|ing) (of )?(the )?(ground floor|first floor|upstairs|downstairs|top floor|kitchen|bathroom|loft|extension|garage|one room|(living|dining|bed) ?room)\b/,
      ],
    },
    {
      answer: 'no',
      patterns: [
        /\b(recently|already|fully|was|been|newly|completely) re-?wired\b/,
        /\bre-?wired (in|last|about|around|within|\d)/,
        /\b(electrics|wiring|electrical installation) (is |are |was |were )?(all )?(fine|good|ok|okay|modern|up to date|new|sound|recent|in good (order|condition))\b/,
        // Said with the heating ("heating and electrics are in good order", "electrics and boiler are fine").
        /\b(electrics|wiring)( and (the )?(heating|boiler|plumbing))? (are|were) (all )?(fine|good|ok|okay|modern|sound|in good (order|condition|repair))\b/,
        /\b(heating|boiler|plumbing) and (the )?(electrics|wiring) (are|were) (all )?(fine|good|ok|okay|modern|sound|in good (order|condition|repair))\b/,
        /\bnew consumer unit (was )?(fitted|installed)\b/,
      ],
    },
    {
      answer: 'yes',
      negatedAnswer: 'no',
      patterns: [
        /\b(full|complete|total|whole[- ]house) re-?wir(e|ing)\b/,
        /\b(needs?|requires?|need) (a )?(to be )?re-?wir(e|ed|ing)\b/,
        /\bre-?wir(e|ing)\b/,
        /\bnew (electrics|wiring|electrical installation)\b/,
        /\b(electrics|wiring) (needs?|requires?) (replacing|renewing|redoing|doing)\b/,
      ],
    },
    {
      answer: undefined,
      patterns: [
        /\b(partial re-?wire|old|dated|original|outdated|unsafe|dangerous|ancient) (electrics|wiring|fuse ?box)\b/,
        /\bfuse ?box\b/,
        /\bconsumer unit\b/,
      ],
    },
  ],
  heating: [
    {
      answer: 'none',
      patterns: [
        /\b(boiler|heating( system)?) (is |was )?(brand )?(new|fine|ok|okay|modern|recent|recently (replaced|fitted|installed))\b/,
        // Said with the electrics ("heating and electrics are in good order", "electrics and boiler are fine").
        /\b(boiler|heating)( and (the )?(electrics|wiring|plumbing))? (are|were) (all )?(fine|good|ok|okay|modern|sound|in good (order|condition|repair))\b/,
        /\b(electrics|wiring|plumbing) and (the )?(boiler|heating) (are|were) (all )?(fine|good|ok|okay|modern|sound|in good (order|condition|repair))\b/,
        /\bnew boiler (was )?(fitted|installed|put in) (in|last|\d)/,
        /\bno heating work\b/,
        /\bkeep(ing)? (the )?(existing |current )?(boiler|heating( system)?)\b(?! but)/,
      ],
    },
    {
      answer: 'heat_pump',
      negatedAnswer: undefined,
      patterns: [/\bheat pump\b/, /\b(air|ground)[- ]source\b/, /\b(ashp|gshp)\b/],
    },
    {
      answer: 'new_system',
      patterns: [
        /\bno (central )?heating\b/,
        /\b(new|full|complete|whole) (central )?heating( system)?\b/,
        // A boiler with radiators or pipework is the whole system, not a boiler swap ("new combi boiler and radiators").
        /\bboiler\b[^.;:]{0,30}(\b(and|plus|with)|&|,) (all )?(of )?(the )?(new )?(radiators|rads|pipework|pipes)\b/,
        /\b(central )?heating (system )?(needs?|requires?) (replacing|renewing|upgrading)\b/,
        /\b(new|replace( all)?( the)?|replacing( all)?( the)?)( \d+| old| existing)? (radiators|rads)\b/,
        // Storage heaters replaced (by a boiler and radiators) and a combi with radiators are a new wet system.
        /\b(replac\w*|remov\w*|swap\w*|chang\w*|get(ting)? rid of) (the |our |all the )?((old|existing|electric|night) )*storage heaters\b/,
        /\bcombi\b[^.;:]{0,30}(\b(and|plus|with)|&|,) (\d{1,2} |new )?(radiators|rads)\b/,
      ],
    },
    {
      answer: 'replace_boiler',
      negatedAnswer: 'none',
      patterns: [
        /\b(new|replace( the)?|replacing( the)?|upgrade( the)?|upgrading( the)?) (combi |gas |condensing )?boiler\b/,
        /\bboiler (replacement|swap|upgrade|needs replacing|is (old|dated|failing|broken))\b/,
        /\bcombi\b/,
      ],
    },
    { answer: undefined, patterns: [/\bboiler\b/, /\b(storage|night storage|electric) heaters\b/, /\bradiators?\b/] },
  ],
  damp: [
    {
      answer: 'no',
      patterns: [
        /\b(no|without any|free (of|from)|no signs? of|no evidence of|no issues with|no problems with) (any )?(rising |penetrating )?damp\b/,
        /\bdamp[- ]free\b/,
      ],
    },
    {
      answer: 'yes',
      negatedAnswer: 'no',
      // Damp said of a cellar, and tanking where a cellar is tanked, are the cellar's (a small work): not the house's.
      derive: (m) => (theCellars(m) ? undefined : 'yes'),
      patterns: [
        /\b(rising|penetrating|lateral|bad|serious) damp\b/,
        /\bdamp\b/,
        /\bwater ingress\b/,
        /\btanking\b/,
        /\bwaterproofing\b/,
      ],
    },
    { answer: undefined, patterns: [/\bmou?ld(y)?\b/, /\b(wet|dry) rot\b/, /\bcondensation\b/] },
  ],
  structural_walls: [
    {
      answer: 'no',
      patterns: [
        /\bnon[- ]?load[- ]?bearing\b/,
        /\bno (structural|walls? (coming|being|to be) (down|out|removed))\b/,
        // "Minimal structural work" in a brief is a job priced without structural alterations.
        /\b(minimal|minimum|little|no major) structural\b/,
        /\bkeep(ing)? the (existing |same |current )?layout\b/,
      ],
    },
    {
      answer: 'yes',
      negatedAnswer: 'no',
      patterns: [
        /\bload[- ]bearing\b/,
        /\brsj\b/,
        /\bsteel (beam|joist|goalpost|frame|work)s?\b/,
        /\bknock(ing|ed)? (through|down|out)\b/,
        // "Open plan" describes the room unless something makes it so ("make it open plan", "knock through into an open-plan…").
        /\b(make|making|made|create|creating|turn|turning|convert|converting|open(ing)? up)\b[^.,;]{0,25}\bopen[- ]plan\b/,
        // A chimney breast taken out is its own work (gallows brackets, building control: decision 066), not a wall's.
        /\b(remove|removing|removal of|take out|taking out|knock down) (a |the |an |some |two |both )?(internal |supporting |structural |dividing |back |rear |spine |kitchen )?(wall|walls)\b/,
        /\bstructural (opening|alteration|alterations|work|works|changes)\b/,
      ],
    },
  ],
  roof_work: [
    {
      answer: 'none',
      patterns: [
        /\broof (is |was )?(fine|sound|ok|okay|in good (condition|order|repair))\b/,
        /\broof (was |has been )?(recently )?(replaced|renewed|redone|re-?covered) (in|last|\d)/,
        /\bno roof work\b/,
      ],
    },
    {
      answer: 'recover',
      negatedAnswer: 'none',
      patterns: [
        /\bre-?roof(ing|ed)?\b/,
        /\bnew roof\b/,
        /\broof replacement\b/,
        /\breplac(e|ing) (the )?roof\b/,
        /\bstrip and re-?(cover|tile|slate)\b/,
        /\bre-?(cover|covering|tile|tiling|slate|slating) (of )?the roof\b/,
        /\broof (needs?|requires?) (replacing|renewing|redoing|re-?covering)\b/,
      ],
    },
    {
      answer: 'repairs',
      negatedAnswer: 'none',
      patterns: [
        /\broof (leak|leaks|leaking|repair|repairs)\b/,
        /\bleak(s|ing|y)? (in |from |through )?(the )?roof\b/,
        /\bslipped (tiles|slates)\b/,
        /\bmissing (roof )?(tiles|slates)\b/,
        /\brepair(s|ing)? (to )?(the )?((slate|slated|tiled|pitched|flat|main|front|rear|back) )?roof\b/,
      ],
    },
    { answer: undefined, patterns: [/\broof\b/] },
    {
      // A flat's roof is the freeholder's to repair, not the flat owner's: no roof work unless the brief asks for it
      // (the rules above). A top-floor flat is left to the question.
      answer: 'none',
      patterns: [/\b(apartment|maisonette)s?\b/, A_FLAT_HOME],
    },
  ],
  windows: [
    {
      answer: 'none',
      patterns: [
        /\b(already|existing|recently|newly) (double|triple)[- ]glaz(ed|ing)\b/,
        /\bwindows (are |were )?(all )?(fine|new|ok|okay|good|modern|recent|recently replaced)\b/,
        /\bwindows (are |were |have been )?(all )?already (done|replaced|new|fitted|sorted)\b/,
        /\bkeep(ing)? (the |all the )?(existing |original )?windows\b/,
        // Windows to overhaul, not replace ("restore and draught-proof the original sash windows"): the repair is the
        // period repairs line.
        /\b(overhaul|repair|restor|refurbish|renovat|draught[- ]?proof|re-?cord|re-?glaz)\w*( and \w+| \([^)]{0,30}\))? (the |our |all |all the )?(\d{1,2} )?((original|existing|old|timber|wooden|sash|box) )*windows\b/,
        /\bwindows (to be |need(ing)? |needs )?(overhaul|repair|restor|refurbish|draught[- ]?proof)(ed|ing)\b/,
        /\bwindows? (overhaul|repairs?|restoration|refurbishment|refurb|draught[- ]?proofing)\b/,
      ],
    },
    {
      answer: 'some',
      patterns: [
        /\breplac(e|ing) (some|a few|a couple of|one|two|three|\d) (of the )?windows\b/,
        /\b(some|a few|a couple of) (new|replacement) windows\b/,
      ],
    },
    {
      answer: 'all',
      negatedAnswer: 'none',
      patterns: [
        /\b(new|replacement|upvc|double[- ]glazed|triple[- ]glazed) ((sash|timber|wooden|casement|upvc) )?windows\b/,
        /\b(double|triple)[- ]glazing\b/,
        /\breplac(e|ing) (all )?(of )?(the )?windows\b/,
        /\breplac(e|ing) all (of )?(the )?\d{1,2} windows\b/,
        /\bwindows\b[^.;]{0,50}\b(must|need to|needs to|should|will|are to|to) be (replaced|renewed)\b/,
      ],
    },
    {
      answer: undefined,
      patterns: [/\bsingle[- ]glaz(ed|ing)\b/, /\bsash windows\b/, /\bwindows? (are|is) (rotten|old|dated|draughty)\b/],
    },
  ],
  listed_status: [
    {
      answer: 'neither',
      patterns: [
        /\bnot (listed|in a conservation area),? (or|and|nor) (in a conservation area|listed)\b/,
        /\bneither listed nor\b/,
      ],
    },
    {
      answer: 'listed',
      negatedAnswer: 'neither',
      patterns: [
        /\bgrade ?(i{1,3}|[12])\*? listed\b/,
        /\blisted (building|property|house|cottage|home|farmhouse|barn|status)\b/,
        /\b(is|it's|being|house is) listed\b/,
        /\bgrade (ii\*?|2\*?)\b/,
      ],
    },
    { answer: 'conservation_area', negatedAnswer: 'neither', patterns: [/\bconservation area\b/, /\barticle 4\b/] },
    { answer: 'neither', patterns: [/\b(not|isn't|aren't) listed\b/] },
  ],
  living_in: [
    {
      answer: 'no',
      patterns: [
        /\bmov(e|ing) out\b/,
        /\b(won't|will not|not) be (living|staying)\b/,
        new RegExp(String.raw`\b(vacant|empty|unoccupied|uninhabited) (property|house|home|${FLAT_HOME})\b`),
        new RegExp(String.raw`\b(property|house|home|${FLAT_HOME}) is (vacant|empty|unoccupied)\b`),
      ],
    },
    {
      answer: 'yes',
      negatedAnswer: 'no',
      patterns: [
        /\b(we're|we are|we will|we'll|i'm|i am|i will|i'll|will be|plan to|planning to|going to|family will) (be )?(living|live|stay|staying|remain|remaining) (in|at|there|on site|at home)\b/,
        new RegExp(
          String.raw`\bliving in (the house|the property|it|the home|the ${FLAT_HOME}) (during|while|throughout)\b`,
        ),
        new RegExp(String.raw`\bstay(ing)? in the (house|property|home|${FLAT_HOME})\b`),
        /\b(occupied|live in) (during|throughout) the (works|build|renovation)\b/,
      ],
    },
  ],
  access: [
    {
      answer: 'restricted',
      patterns: [
        /\b(no|limited|restricted|difficult|tricky|permit|residents'? only|on[- ]street|hard|street) parking\b/,
        /\b(restricted|limited|difficult|narrow|poor|no rear|no side|tight|awkward) access\b/,
        /\bcontrolled parking zone\b/,
        /\bcpz\b/,
        /\blondon terrace\b/,
        /\bparking (is )?(a nightmare|difficult|limited|restricted|tight|a problem)\b/,
        new RegExp(String.raw`\b(top|upper|\d+(st|nd|rd|th)) floor ${FLAT_HOME}\b`),
        /\bno lift\b/,
      ],
    },
    {
      answer: 'good',
      patterns: [
        /\b(off[- ]street|off[- ]road|plenty of|easy|ample|free|good) parking\b/,
        /\bdriveway\b/,
        /\b(good|easy|side) access\b/,
      ],
    },
    { answer: undefined, patterns: [/\bparking\b/, /\baccess\b/, /\bterrace(d)?\b/] },
  ],
  empty_two_years: [
    {
      answer: 'yes',
      patterns: [
        /\b(empty|vacant|unoccupied|uninhabited|derelict|abandoned)\b.{0,20}?\b(for|over|in|about) (over |more than |about |nearly |almost |under |less than |around )?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|eighteen) ?\+? ?(years?|yrs?|months?)\b/,
      ],
      derive: (m) => {
        const qualifier = (m[3] ?? '').trim()
        const count = m[4] === 'eighteen' ? 18 : parseCount(m[4] ?? '')
        if (count === undefined) return undefined
        const months =
          monthsFrom(count, m[5] ?? '') - (['nearly', 'almost', 'under', 'less than'].includes(qualifier) ? 1 : 0)
        return months >= 24 ? 'yes' : 'no'
      },
    },
    {
      answer: 'yes',
      patterns: [/\b(empty|vacant|unoccupied|uninhabited) since (19\d\d|20\d\d)\b/],
      derive: (m, ctx) => {
        if (!ctx.currentYear) return undefined
        const years = ctx.currentYear - Number(m[2])
        return years >= 3 ? 'yes' : years <= 1 ? 'no' : undefined
      },
    },
    {
      answer: undefined,
      patterns: [
        /\b(empty|vacant|unoccupied|derelict|abandoned|uninhabited) (for (years|a long time|some time|a while)|since)\b/,
        /\blong[- ]term empty\b/,
        /\b(derelict|abandoned|unoccupied|vacant)\b/,
      ],
    },
  ],
  bathrooms_count: [
    {
      // New space said to have no bathroom ("just a bedroom, no en-suite", "no need for a bathroom"): none fitted.
      answer: '0',
      patterns: [
        /\b(no|without( an?)?|no need for( an?)?|not (needing|wanting)( an?)?|don'?t need( an?)?) (new )?(en[- ]?suite|bathroom|shower ?room)s?\b/,
      ],
      derive: (_, ctx) => (['loft', 'extension', 'basement'].includes(ctx.profile) ? '0' : undefined),
    },
    {
      answer: '1',
      patterns: [new RegExp(String.raw`\b${NUM} (new )?(bathrooms?|shower rooms?|en[- ]?suites?|wet rooms?)\b`)],
      derive: (m) => {
        const n = parseCount(m[1] ?? '')
        return n === undefined || n < 1 ? undefined : String(Math.min(4, n))
      },
    },
    {
      answer: '2',
      patterns: [
        /\b(family |main |new )?bathroom (and|plus|with|&) (an? )?(new )?en[- ]?suite\b/,
        /\ben[- ]?suite (and|plus|&) (a |the )?(new )?(family |main )?bathroom\b/,
        /\b(bathroom|shower ?room) (and|plus|&) (an? |a second )?(new )?(bathroom|shower ?room)\b/,
      ],
    },
    {
      answer: '1',
      patterns: [/\ben[- ]?suite\b/],
      // In a loft, extension or basement the en-suite is the one bathroom being fitted; elsewhere it is only a hint.
      derive: (_, ctx) => (['loft', 'extension', 'basement'].includes(ctx.profile) ? '1' : undefined),
    },
    {
      // "a new bathroom", "the shower room": one, where the brief names no count and no second bathroom (above).
      answer: '1',
      patterns: [/\b(a|an|one|the|new) (new )?(family |main )?(bathroom|shower ?room|wet ?room)\b/],
    },
  ],
  rooms_count: [
    {
      // "a 4-bed into a 6-bed HMO", "into 5 lettable rooms": the count after "into"/"to" is what gets built.
      answer: '1',
      patterns: [
        new RegExp(
          String.raw`\b(?:into|to|as|create|creating) (?:an? )?${NUM}[- ]?(?:bed|bedroom|bedroomed|bedrooms|beds|room|rooms|lettable rooms|letting rooms|bedsits)\b`,
        ),
      ],
      derive: (m) => {
        const n = parseCount(m[1] ?? '')
        return n === undefined || n < 1 ? undefined : String(Math.min(6, n))
      },
    },
    {
      answer: '1',
      patterns: [
        new RegExp(String.raw`\b${NUM}[- ]?(bed|bedroom|bedroomed|bedrooms|beds)\b`),
        new RegExp(String.raw`\b${NUM} (lettable|letting|let|en[- ]?suite|hmo) (bed)?rooms\b`),
        new RegExp(String.raw`\b${NUM} bedsits\b`),
        new RegExp(String.raw`\b${NUM}[- ]room hmo\b`),
      ],
      derive: (m) => {
        const n = parseCount(m[1] ?? '')
        return n === undefined || n < 1 ? undefined : String(Math.min(6, n))
      },
    },
    {
      // "a small HMO (3-4 tenants)": one letting room a tenant, the larger figure of a range.
      answer: '1',
      patterns: [new RegExp(String.raw`\b(?:${NUM}[-–] ?)?${NUM} (?:tenants|sharers|occupants|lodgers)\b`)],
      derive: (m) => {
        const n = parseCount(m[2] ?? '')
        return n === undefined || n < 1 ? undefined : String(Math.min(6, n))
      },
    },
    { answer: '1', patterns: [new RegExp(String.raw`\bstudio (${FLAT_HOME}|apartment)\b`)] },
  ],
  fittings_quality: [
    {
      answer: 'luxury',
      patterns: [
        /\b(luxury|luxurious|top[- ]of[- ]the[- ]range|bespoke|5[- ]star|five[- ]star)\b/,
        // "Designer" settles it only as a specification ("designer kitchen"), not as a person ("designer's average").
        /\bdesigner (finish|finishes|fittings|kitchen|bathroom|spec|specification|interiors?|look)\b/,
      ],
    },
    {
      answer: 'premium',
      patterns: [
        /\b(high[- ]end|premium|high[- ]spec|high[- ]specification|high[- ]quality|quality finish|upmarket)\b/,
      ],
    },
    {
      answer: 'standard',
      patterns: [
        /\b(mid[- ]range|mid[- ]market|standard (spec|specification|finish|fittings|quality)|middle of the road)\b/,
      ],
    },
    {
      answer: 'budget',
      patterns: [
        /\b(on a|tight|strict|limited|small|modest) budget\b/,
        /\bbudget[- ](kitchen|bathroom|spec|finish|fittings|range|friendly|option|refurb|refit|renovation|units|suite)\b/,
        /\b(cheap|cheaply|low[- ]cost|cost[- ]effective|basic spec|basic finish|basic fittings)\b/,
      ],
    },
  ],
  property_age: [
    { answer: '2000_plus', patterns: [/\bnew[- ]build\b/, /\bnewly built\b/] },
    {
      answer: 'pre_1919',
      patterns: [
        /\b(victorian|edwardian|georgian|regency|tudor|medieval|pre[- ]?1919|pre[- ]?1900)\b/,
        /\bperiod (property|house|home|terrace|cottage)\b/,
      ],
    },
    {
      answer: '1919_1965',
      patterns: [/\b(inter[- ]?war|post[- ]?war|between the wars)\b/],
    },
    {
      answer: 'pre_1919',
      patterns: [
        /\b(built|dating from|dates from|constructed|erected)( in| around| circa| c\.?)?( the)? (1[6-9]\d0)'?s\b/,
        new RegExp(
          String.raw`\b(1[6-9]\d0)'?s (house|home|semi|terrace|terraced|build|property|bungalow|${FLAT_HOME}|detached|semi-detached|end of terrace|cottage|villa|era)\b`,
        ),
      ],
      derive: (m) => {
        const decade = Number(m.slice(1).find((g) => g !== undefined && /^\d{4}$/.test(g)))
        // Decades read as their start year, so '1960s' falls in 1919-1965 where most of its houses do.
        return Number.isFinite(decade) ? ageFromYear(decade) : undefined
      },
    },
    {
      answer: 'pre_1919',
      patterns: [
        /\b(built|dating from|dates from|constructed|erected)( in| around| circa| c\.?)? (1[6-9]\d\d|20[0-2]\d)\b/,
        /\b(1[6-9]\d\d) (house|home|semi|terrace|cottage|property|villa)\b/,
      ],
      derive: (m) => {
        const year = Number(m.slice(1).find((g) => g !== undefined && /^\d{4}$/.test(g)))
        return Number.isFinite(year) ? ageFromYear(year) : undefined
      },
    },
    {
      // A decade on its own ("The house is 1930s", "1930's semi-detached") dates the property too.
      answer: 'pre_1919',
      patterns: [/\b(1[6-9]\d0)'?s\b/],
      derive: (m) => ageFromYear(Number(m[1])),
    },
  ],
  loft_type: [
    { answer: 'mansard', patterns: [/\bmansard\b/] },
    { answer: 'hip_to_gable', patterns: [/\bhip[- ]to[- ]gable\b/] },
    { answer: 'dormer', patterns: [/\bdormer\b/] },
    { answer: 'rooflight', patterns: [/\b(velux|rooflights?|roof lights?|skylights?|roof windows?)\b/] },
  ],
  basement_work: [
    {
      answer: 'dig_out',
      patterns: [
        /\b(underpin\w*|floor lowering|lower(ing)? the (basement |cellar )?floor|dig(ging)?[- ]out|excavat\w*)\b/,
        /\bdig(ging)? (a )?new basement\b/,
      ],
    },
    {
      answer: 'cellar',
      patterns: [
        /\b(enough|adequate|good|full|sufficient|plenty of) (head ?room|ceiling height)\b/,
        /\b(head ?room|ceiling height) is (fine|ok|okay|good|enough|adequate|sufficient)\b/,
        /\bexisting (cellar|basement)\b/,
      ],
    },
  ],
  extension_storeys: [
    {
      answer: 'double',
      patterns: [
        /\b(double|two|2)[- ]stor(e)?y (rear |side |wrap[- ]?around |kitchen |home )?extension\b/,
        /\b(double|two|2)[- ]stor(e)?y\b(?! (house|home|property|terrace|terraced|semi|building|detached|cottage|victorian))/,
      ],
    },
    {
      answer: 'single',
      patterns: [
        /\b(single|one|1)[- ]stor(e)?y (rear |side |wrap[- ]?around |kitchen |home )?extension\b/,
        /\b(single|one|1)[- ]stor(e)?y\b(?! (house|home|property|building|cottage))/,
      ],
    },
    { answer: undefined, patterns: [/\bextension\b/] },
  ],
  worktops: [
    {
      answer: 'stone',
      patterns: [
        /\b(quartz|granite|marble|composite|corian|silestone|caesarstone|dekton|stone|sintered)( stone)? worktops?\b/,
        // "replace the worktops with quartz", "worktops in granite"
        /\bworktops? (with|in|to|for) (a |new )?(quartz|granite|marble|composite|corian|silestone|caesarstone|dekton|sintered stone|stone)\b/,
      ],
    },
    {
      answer: 'laminate',
      patterns: [/\blaminate worktops?\b/, /\bworktops? (with|in|to|for) (a |new )?laminate\b/],
    },
    { answer: undefined, patterns: [/\bworktops?\b/] },
  ],
  layout_change: [
    {
      answer: 'no',
      patterns: [
        /\b(same|existing|current) (layout|position|footprint)\b/,
        /\blike[- ]for[- ]like\b/,
        /\bkeep(ing)? (the )?(same |existing |current )?layout\b/,
        /\bno (change|changes|alterations?) (to|in) (the )?layout\b/,
        /\bno layout (change|changes|alterations?)\b/,
        /\blayout (stays|remains|is staying|is unchanged|unchanged|(will|does|is) not (change|changing)|won't change|doesn't change)\b/,
      ],
    },
    {
      answer: 'yes',
      negatedAnswer: 'no',
      patterns: [
        /\bmov(e|ing) (the )?(kitchen|bathroom|toilet|wc|sink|shower|bath|soil stack)\b/,
        /\brelocat(e|ing|ion of) (the )?(kitchen|bathroom|toilet|wc|sink|shower|bath)\b/,
        /\b(kitchen|bathroom) (will )?(move|moving|moves|be moved|be relocated|relocating) (to|into)\b/,
        /\bnew (layout|position)\b/,
        /\breconfigur(e|ing|ation)\b/,
      ],
    },
  ],
}
