import { negatedAfter } from '../text/negation'
import { asWork, CONVERT, LOFT_AS_WORK } from './already-built'
import { normaliseDescription } from '../text/normalise-description'
import { ROOM_FORMED } from './rooms-formed'
import { OPENINGS } from './openings'
import { KEYWORD_IDS, type KeywordHits, type KeywordId } from './keyword-ids'
import { SET_ASIDE, SMALL_WORK_IDS, SMALL_WORK_PATTERNS } from './small-works'
import { FLAT_HOME } from '../text/the-flat'
import { REPLACED_AFTER, saidAfter } from './said-after'
import { unlessLeaking } from './roof-repairs'

/**
 * Reads cost-driver keywords from the free-text description. Case-insensitive whole-word matching with a simple
 * negation check ("no rewire needed", "not living in", "shower room not needed"), and surface works the owner does
 * ("we will decorate") left out. Regexes are compiled once at module load; the text is read
 * through the same normaliser as the question engine's (capped, markup and typographic quotes normalised).
 */

/**
 * Not a room said as where other work is ("a roof lantern over the kitchen", "an electric shower over the bath",
 * "nothing else in the bathroom"); "into the kitchen" and "in the bathroom" may be the work itself.
 */
const AT = String.raw`(?<!\b(?:over|above|off|beside|outside|near|next to|nothing else in|nothing more in|no other work in) (?:the |our |my |a |an )?)`

/** A floor renewed ("new", "replace the", "relay the"), its room's name next ("new kitchen floor"). */
const FLOOR_RENEWED = String.raw`(?:new|replac(?:e|ing)|renew(?:ing)?|re-?lay(?:ing)?) (?:the |our |my |a )?`
/** A bathroom's names: its floor is tiled. */
const WET_ROOM = String.raw`(?:bathroom|en-?suite|shower ?room|wet ?room|cloakroom)`
/** A floor retiled ("retile the bathroom floor"). */
const FLOOR_RETILED = String.raw`re-?til(?:e|ed|ing) (?:the |our |my |a )?(?:[a-z-]+ )?floors?`

/** Said of a room that stays as it is: fine, staying, in good order, already done. */
const STAYS = String.raw`(?:fine|staying|ok|okay|in good (?:condition|order)|already (?:done|new|fitted|refitted|replaced|renovated|sorted))`
/** "No need for a new ...", "no need to touch the ...". */
const NO_NEED = String.raw`no need (?:for|to (?:touch|replace|change|do)) (?:a |the )?(?:new )?`
/**
 * A renovation's works named, then a room excepted ("everything except the kitchen", "full renovation of a 4 bed
 * detached except the kitchen"); not a house in good condition "apart from" the room that needs the work.
 */
const EXCEPT = String.raw`(?:everything|throughout|renovat\w*|refurb\w*|moderni[sz]\w*|works?)\b[^.;]{0,60}?\b(?:except|apart from|but not|excluding|other than)(?: for)? (?:the )?`

/** Not the paper stripped ("strip the old wallpaper", "steam off the wallpaper"): preparation, not papering. */
const NOT_STRIPPED = String.raw`(?<!\b(?:strip|stripp\w*|remov\w*|steam\w*|scrap\w*)(?: off)? (?:(?:the|all|all the|any|old|existing|off) )*)`
/** One wall named after the papering ("a feature wall", "on one wall"). */
const ONE_WALL = String.raw` (?:(?:on|to) )?(?:the |a |an |one |our |my )?(?:(?:feature|accent) wall|one wall|(?<=(?:on|to) (?:the |a |an |one )?)wall\b(?!s))`

/** What the owner may supply for a labour-only job: the paint or the materials. */
const MATERIALS = String.raw`(?:the |all the |all |our own |my own )?(?:paint|materials)`
/** Who supplies them, when it is not the builder. */
const OWNER = String.raw`(?:the )?(?:client|customer|owner|homeowner)`
const SUPPLIED_BY = String.raw`(?:supplied|provided|bought) by (?:me|us|${OWNER})|${OWNER}[- ]supplied`

const PATTERNS: Record<KeywordId, RegExp> = {
  ...SMALL_WORK_PATTERNS,
  // A full rewire; a part one ("rewire the ground floor", "partial rewire") is updated electrics, not this.
  rewire:
    /\b(?<!(?:partial|part|partly|partially) )re-?wir(?:e|es|ed|ing)\b(?! (?:of )?(?:the )?(?:ground floor|first floor|upstairs|downstairs|top floor|kitchen|bathroom|loft|extension|garage|one room|(?:living|dining|bed) ?room)\b)/g,
  damp: /\b(?:damp|mould|mold|condensation)\b/g,
  structural:
    /\b(?:(?:make|making|create|creating|turn|turning|convert|converting|opening up)\b[^.,;]{0,25}\bopen[- ]plan|knock(?:ing)?[- ]?through|knock(?:ing)? down (?:a |the )?walls?|knock(?:ing)? (?:the |our )?(?:[a-z-]+ ){1,5}into one|(?<!non[- ])load[- ]bearing|steel beams?|rsj|remov(?:e|ing) (?:a |the )?walls?|structural)\b/g,
  heat_pump: /\b(?:heat[- ]pumps?|ashp|gshp|air[- ]source|ground[- ]source)\b/g,
  heat_system:
    /\b(?:central heating|new heating|new (?:radiators|rads)|(?:replac(?:e|ing)|renew(?:ing)?) (?:all )?(?:the |our )?(?:\d+ |old |existing )?(?:radiators|rads)|heating system)\b/g,
  heat_boiler:
    /\b(?:new (?:combi|condensing )?boiler|new combi|replace(?:ment)? (?:the )?boiler|boiler (?:replacement|swap|upgrade)|combi boiler|(?:conver|switch|chang|upgrad)\w* (?:[a-z]+ ){0,3}to (?:an? )?combi)\b/g,
  ufh: /\b(?:under[- ]?floor heating|ufh)\b/g,
  bifold: /\b(?:bi-?folds?|bi-?folding|sliding doors?|crittall|patio doors?)\b/g,
  // Not one said leaking, a roof leak (roof-repairs.ts).
  rooflights: new RegExp(
    String.raw`\b(?:${unlessLeaking(String.raw`(?:roof ?lights?|velux(?: windows?)?|sky ?lights?)\b(?! windows?\b)`)}|roof lanterns?|lantern roofs?)\b`,
    'g',
  ),
  ensuite: /\b(?:en[- ]?suites?|shower rooms?)\b/g,
  listed: /\b(?:listed building|grade (?:i|ii|2|1)\*? listed|listed|grade ii)\b/g,
  conservation: /\bconservation area\b/g,
  dormer: /\bdormers?\b/g,
  mansard: /\bmansards?\b/g,
  hip_to_gable: /\bhip[- ]to[- ]gable\b/g,
  double_storey: /\b(?:double|two|2)[- ]stor(?:ey|y|eys|ies)\b/g,
  single_storey: /\b(?:single|one|1)[- ]stor(?:ey|y)\b/g,
  new_build: /\b(?:new[- ]?builds?|newly built|build(?:ing)? new (?:homes|houses|flats|dwellings|units))\b/g,
  // The house's roof renewed, said before it or after ("the roof needs replacing"; not a flat roof's, small works).
  roof_recover: new RegExp(
    String.raw`\b(?:re-?roof(?:ing)?|new roof|roof replacement|(?:replac(?:e|ing)|renew(?:ing)?) (?:the |our |my )?(?:whole |entire |main )?roof|(?:the|our|my|whole|entire|main|house'?s|pitched|tiled|slate|slated) roof(?:${REPLACED_AFTER}|${saidAfter('renew')}))\b(?! ?(?:lanterns?|lights?|windows?))`,
    'g',
  ),
  roof_repairs:
    /\b(?:roof repairs?|repair (?:the )?(?:(?:slate|slated|tiled|pitched|flat|main|front|rear|back) )?roof)\b/g,
  // Sash windows said as windows to fit; those to overhaul ("restore the original sash windows") are kept, and their
  // repair is the period repairs line.
  windows:
    /\b(?:new (?:(?:upvc|pvc|double[- ]glazed|triple[- ]glazed|timber|wooden|aluminium|casement|a-rated) )*windows|replace(?:ment)? (?:the )?(?:(?:upvc|pvc|timber|wooden|aluminium|old|single[- ]glazed) )*windows|replac(?:e|ing) all (?:of )?(?:the )?(?:\d{1,2} )?windows|(?:new|replac(?:e|ing)|fit(?:ting)?|install(?:ing)?) (?:the |a |an |our )?(?:(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|some|few|couple of|several) )?(?:(?:front|back|rear|side|upstairs|downstairs) (?:and|&) )?(?:(?:front|back|rear|side|bay|landing|bedroom|lounge|kitchen|bathroom|hall|upvc|pvc|timber|wooden|aluminium|casement|double[- ]glazed|single[- ]glazed|old|broken|rotten|cracked) )*windows?|double glazing|(?<!\b(?:overhaul|repair|restor|refurbish|renovat|draught[- ]?proof|eas|re-?cord|re-?glaz|strip|paint|decorat|keep|retain)\w*(?: (?:and \w+|\([^)]{0,30}\)|the|our|all|original|existing|old|timber|\d{1,2}))* )sash windows)\b/g,
  // Windows and outside doors listed together: the windows trade's, the doors with them (openings.ts).
  openings: OPENINGS,
  layout_change:
    /\b(?:mov(?:e|ing) (?:the )?(?:kitchen|bathroom)|relocat(?:e|ing) (?:the )?(?:kitchen|bathroom)|new layout|reconfigur\w*)\b/g,
  period: /\b(?:victorian|edwardian|georgian|period (?:property|house|home)|pre[- ]1919|1[6-8]\d0s)\b/g,
  underpin: /\b(?:underpin\w*|floor lowering|lower(?:ing)? the floor|dig(?:ging)? out|excavat\w*)\b/g,
  living_in: /\b(?:living in|live in|stay(?:ing)? in) (?:the |our |my )?(?:property|house|home|flat)\b/g,
  restricted_access:
    /\b(?:no parking|permit parking|narrow access|restricted access|parking permits?|no vehicle access)\b/g,
  empty_two_years:
    /\b(?:empty|vacant|unoccupied) (?:for )?(?:over |more than |nearly )?(?:2|two|3|three|4|four|5|five|\d{2}|several|many) years\b/g,
  conversion: new RegExp(String.raw`\b(?:hmo|house in multiple occupation|cluster flats?|${CONVERT})\b`, 'g'),
  hmo: /\b(?:hmos?|house in multiple occupation|multi[- ]let|bedsits?|letting rooms)\b/g,
  // The act of converting (an existing HMO being refurbished is not a conversion for VAT); "converted" only as work
  // still to do ("to be converted"), not a building converted before ("our converted Edwardian house").
  converting: new RegExp(
    String.raw`\b(?:${CONVERT}|(?:be|being|get|getting) converted|turn(?:ing)? (?:it |the house |a house )?into)\b`,
    'g',
  ),
  // The dwellings already exist and their number does not change ("refurbish the three existing flats", "no change to
  // the number of flats", "an existing licensed 5-bed HMO", "it is already an HMO"): not a conversion, whatever the
  // project type (decision 060).
  existing_dwellings:
    /\b(?:(?:the |our |an |my |all (?:the )?|\d{1,3} |one |two |three |four |five |six |seven |eight |nine |ten |twelve )existing (?:[\w-]+ )?(?:block of )?(?:\d{1,3} |two |three |four |five |six |seven |eight |nine |ten |twelve )?(?:(?:one|two|three|four|five|six|seven|eight|\d{1,2})[- ]bed(?:room)?(?:ed)? )?(?:flats|apartments|dwellings|units|lets|bedsits|hmos?)|(?:is|it's|it is|we have|we own|currently) (?:already |currently )?(?:an? )?(?:licensed |existing |working |fully let )?hmo\b|(?:is|it's) already (?:let|used|licensed) as an hmo|no change (?:to|in) (?:the )?(?:layout or (?:the )?)?number of (?:flats|apartments|dwellings|units|rooms|bedrooms|letting rooms))\b/g,
  l_shaped: /\b(?:l[- ]shaped|wrap[- ]?around) dormers?\b|\b(?:outrigger|double) dormers?\b/g,
  // Work on a wall shared with a neighbour (a beam bearing on it, a chimney breast in it): the Party Wall etc. Act.
  party_wall:
    /\b(?:party wall|shared wall|neighbou?r'?s? wall|adjoining wall|chimney breasts?|beams? (?:into|on|bearing on) the party)\b/g,
  // The job is the compliance works alone ("compliance works and licensing only", "fire safety upgrades only").
  compliance_only:
    /\b(?:(?:compliance|licen[cs]ing|fire safety)(?: (?:works?|upgrades?))?(?: (?:and|&) (?:compliance|licen[cs]ing|fire (?:and electrical )?safety)(?: (?:works?|upgrades?))?)? only|only (?:the )?(?:compliance|licen[cs]ing) (?:works?|upgrades?))\b/g,
  // A kitchen island (its hob or sink needs services run under the floor, and extraction over it).
  island: /\b(?:kitchen )?islands?\b/g,
  // Tiled floors (the brief's "large format porcelain tiles" is porcelain floor tiling, not carpet or LVT).
  // The work is called cosmetic ("compliance and cosmetic", "cosmetic upgrade"): a refresh, not a refurbishment.
  cosmetic: /\bcosmetic\b/g,
  // A kitchen to fit ("new kitchen with an island", "kitchen units"), not a "kitchen extension" alone (the space).
  new_kitchen:
    /\b(?:new|fitted|replacement|bespoke|shaker|handleless) kitchen\b(?! extension)|\bkitchen (?:units|cabinets|island)\b|\bkitchen with an? island\b|\bnew (?:kitchen )?units\b/g,
  // The floors stay ("keep the existing flooring", "carpets are fine"); the owner tiles ("we will do the tiling ourselves").
  floors_kept:
    /\bkeep(?:ing)? (?:the |our )?(?:existing |current )?(?:floor(?:ing|s)?|carpets?|lvt|laminate|floor tiles)\b|\b(?:floor(?:ing|s)?|carpets?) (?:is |are )?(?:fine|staying|stays?|remains?|to stay)\b|\bno new (?:floor(?:ing|s)?|carpets?)\b/g,
  // The brief's list of works is the whole job ("new kitchen and a rewire, nothing else").
  // A property said to be in good order already ("a flat already in decent shape") needs no works beyond those named;
  // "no building work", "so no works" close the list too.
  nothing_else: new RegExp(
    String.raw`\b(?:nothing else|nothing more|no other work|no (?:other |building |structural )?works?\b(?! (?:to|on|in|at|for)\b)|that'?s (?:all|it|the only (?:job|work))|(?:the|my|our) only (?:job|work)|(?:property|${FLAT_HOME}|house|home|apartment|it|everything)(?: is|'s)?(?: already)? in (?:decent|good|great|nice|excellent|fine|reasonable) (?:shape|condition|order|nick)|already in (?:decent|good|great|nice|excellent|fine|reasonable) (?:shape|condition|order|nick))\b`,
    'g',
  ),
  // Furnishing as the work ("furnishing and staging", "furnish it for letting", "a furniture pack"); not a flat
  // described as furnished.
  furnishing: /\b(?:furnish(?:ing)?|(?:new |loose )?furniture(?: packs?)?|staging|soft furnishings)\b/g,
  // Decorating named as such (painting, decorating): the surfaces a list of works asks for.
  decorating_named: /\b(?:re-?paint\w*|paint(?:ing|ed)?|re-?decorat\w*|decorat\w*)\b/g,
  // The internal doors stay ("keep the existing internal doors", "doors are fine").
  doors_kept:
    /\bkeep(?:ing)? (?:the |all the |our )?(?:existing |current |original )?(?:internal )?doors\b|\b(?:internal )?doors (?:are |is )?(?:fine|staying|to stay|in good (?:condition|order))\b/g,
  // The ceilings stay ("walls only", "ceilings are fine", "ceilings and woodwork excluded").
  ceilings_kept:
    /\b(?:walls only|just the walls|ceilings? (?:is |are )?(?:fine|ok|okay|sound|staying|to stay)|leave the ceilings?|not the ceilings?|no ceilings?|ceilings?(?:,? (?:and )?woodwork)? (?:are |is )?(?:excluded|not included)|excluding (?:the )?ceilings?)\b/g,
  // One wall decorated alone ("wallpaper the feature wall in the bedroom", "paint one wall"): the wall, not the room's
  // walls and ceiling; not beside other decorating ("repaint the bedroom and paper a feature wall" is the room).
  feature_wall:
    /\b(?=(?:re-?paint(?:ing)?|paint(?:ing)?|(?:wall)?paper(?:ing)?|decorat(?:e|ing)) (?:the |a |an |one )?(?:(?:feature|accent) wall|one wall)\b)(?<!\b(?:re-?paint|paint|re-?decorat|decorat|wallpaper|paper|emulsion)\w*\b[\s\S]*)\w+ (?:the |a |an |one )?(?:(?:feature|accent) wall|one wall)\b(?![\s\S]*\b(?:re-?paint|paint|re-?decorat|decorat|wallpaper|paper|emulsion)\w*)/g,
  // Papering said as work: "wallpaper the living room", "paper the walls", "re-paper the hall", "hang lining paper".
  // Not wallpaper stripped alone ("strip the old wallpaper and repaint": preparation before painting, in the
  // decorating rate), nor wallpaper as the finish there is ("the wallpaper is peeling"), nor a feature wall's (below).
  walls_papered: new RegExp(
    String.raw`${NOT_STRIPPED}\b(?:re-?(?:wall ?)?paper(?:ing|ed)?\b(?!${ONE_WALL})|(?:wall ?)?paper(?:ing)? (?:the |all the |our |my |all |every |both |each )(?!(?:feature|accent|one) wall)|wall ?paper(?:ing\b|(?:ed)? (?:throughout|everywhere))(?!${ONE_WALL})|(?:hang(?:ing|s)?|put(?:ting)? up|new|fresh) (?:new |some |the )?(?:wall ?paper|lining paper)\b(?!${ONE_WALL}))`,
    'g',
  ),
  // A feature wall papered ("wallpaper a feature wall", "hang wallpaper on one wall", "a wallpapered feature wall").
  feature_papered: new RegExp(
    String.raw`${NOT_STRIPPED}\b(?:(?:re-?)?(?:wall ?)?paper(?:ing|ed)?${ONE_WALL}|(?:wall ?paper(?:ed)?|papered) (?:feature|accent) wall)\b`,
    'g',
  ),
  // The walls stay: said ("ceilings only"), or only a ceiling plastered ("skim the living room ceiling", no wall said).
  walls_kept:
    /\b(?:ceilings? only|(?:just|only) the ceilings?|walls? (?:is |are )?(?:fine|ok|okay|sound|staying|to stay)|leave the walls|not the walls)\b|(?<!\bwalls?\b[\s\S]*)\b(?:skim(?:med|ming)?|re-?plaster(?:ed|ing)?|plaster(?:ed|ing)?|plasterboard(?:ed|ing)?|over-?board(?:ed|ing)?|replac(?:e|ed|ing)|tak(?:e|ing) down|re-?board(?:ed|ing)?|remov(?:e|ed|ing)) (?:the |a |our |my )?(?:[a-z']+ ){0,3}ceilings?\b(?![\s\S]*\bwalls?\b)/g,
  // Existing floorboards sanded and sealed ("sand and varnish the floorboards", "floor sanding"): no new covering.
  floor_sanding:
    /\b(?:sand(?:ing|ed)?(?: and (?:re-?)?(?:varnish|seal|oil|lacquer)\w*)? (?:the |our |my |all the )?(?:[a-z]+ ){0,2}(?:floor ?boards|floors?|parquet)|floor ?sanding|(?:floor ?boards|floors?|parquet) (?:sanded|re-?sanded))\b/g,
  owner_tiles:
    /\b(?:we|i)(?:'ll|'re| will| are| am| shall| plan to| intend to| are going to)? (?:be )?(?:do(?:ing)? )?(?:the |all the |our own |my own )?til(?:ing|e)\b|\btiling (?:ourselves|myself)\b/g,
  // Small electrical jobs: a new consumer unit (fuse box), sockets added.
  consumer_unit: /\b(?:consumer units?|fuse ?box(?:es)?)\b/g,
  sockets_added:
    /\b(?:new|extra|additional|more|add(?:ing)?(?: an?)?|fit(?:ting)?(?: an?)?|install(?:ing)?(?: an?)?)(?: \d{1,2}| two| three| four| five| six| some| a few| a couple(?: of)?)?(?: new| extra| double| outside| external| plug)* sockets?\b/g,
  // Brickwork repointed.
  repointing: /\b(?:re-?point(?:ing|ed)?|pointing)\b/g,
  // The kitchen or the bathrooms stay as they are ("no new kitchen or bathrooms", "kitchen and bathroom are fine", "the
  // kitchen was recently refitted", "kitchen already done", "no need for a new kitchen"; a bathroom "was refitted in
  // 1990" is old, only "recently" done is kept), or a renovation excepts them ("everything except the kitchen").
  kitchen_kept: new RegExp(
    String.raw`\b(?:kitchen (?:was|has been) (?:recently |newly |only |just )(?:re-?fitted|fitted|replaced|renovated|refurbished|done)|no (?:new )?kitchen|${NO_NEED}kitchen|kitchen (?:and (?:the )?bathrooms? )?(?:(?:is|are) )?${STAYS}|keep(?:ing)? (?:the )?(?:existing |current )?kitchen(?! units| cabinets| cupboards| carcass)|kitchen (?:stays|remains|is staying)|${EXCEPT}kitchen)\b`,
    'g',
  ),
  bathroom_kept: new RegExp(
    String.raw`\b(?:bathroom (?:was|has been) (?:recently |newly |only |just )(?:re-?fitted|fitted|replaced|renovated|refurbished|done)|no (?:new )?(?:kitchen (?:or|and|nor) (?:new )?)?bathrooms?|${NO_NEED}(?:kitchen (?:or|and|nor) (?:a |the )?(?:new )?)?bathrooms?|(?:kitchen and (?:the )?)?bathrooms? (?:(?:is|are) )?${STAYS}|keep(?:ing)? (?:the )?(?:existing |current )?bathrooms?|bathrooms? (?:stays?|remains?|is staying|are staying)|${EXCEPT}(?:kitchen,? and (?:the )?)?bathrooms?)\b`,
    'g',
  ),
  // The air conditioning or ventilation stays ("air conditioning is staying", "keep the existing HVAC").
  hvac_kept:
    /\b(?:air[- ]?con(?:ditioning)?|a\/c|hvac|ventilation)(?: system| units?)? (?:is |are |will be |can )?(?:staying|stays|stay|remains?|remaining|retained|kept|to stay|to remain|fine)\b|\bkeep(?:ing)? (?:the )?(?:existing )?(?:air[- ]?con(?:ditioning)?|hvac)\b/g,
  // A one-storey house.
  bungalow: /\bbungalows?\b/g,
  // En-suites said as such ("each room en-suite"): "four shower rooms" are the bathrooms, not one per letting room.
  ensuite_rooms: /\ben[- ]?suites?\b/g,
  // Shower rooms said as such ("four shower rooms", "a shower room"): a shower, WC and basin, no bath.
  shower_rooms: /\b(?:(?:shower|wet) ?rooms?|walk[- ]in showers?)\b/g,
  // A cloakroom said as such ("a downstairs WC", "the cloakroom"): a WC and a basin, no bath or shower.
  cloakroom: /\b(?:cloakrooms?|(?:downstairs|ground[- ]floor|guest|separate) (?:toilets?|wcs?|loos?)|powder rooms?)\b/g,
  // A bath or a bathroom named beside them keeps the bath suite.
  bath: /\b(?:baths?|bathrooms?|bath tubs?|bathtubs?)\b/g,
  // The bath is taken out for a shower ("walk-in shower instead of the bath", "replace the bath with a shower").
  // "Take out the old bath and replace it with a walk in shower", "bath to shower conversion".
  bath_replaced:
    /\b(?:(?:instead of|rather than|no) (?:a |the )?(?:bath|bathtub)|(?:replac(?:e|ing)|swap(?:ping)?) (?:the |a |our )?(?:old )?(?:bath|bathtub) (?:with|for)(?: a| an)?(?: walk[- ]in)? (?:shower|wet ?room)|(?:take|taking|rip|ripping|pull|pulling|remove|removing) (?:out )?(?:the |our )?(?:old )?(?:bath|bathtub)\b[^.;]{0,30}?\b(?:walk[- ]in shower|shower (?:tray|enclosure)|wet ?room)|(?:bath|bathtub) (?:to|into) (?:a )?(?:walk[- ]in )?(?:shower|wet ?room))\b/g,
  // Compliance works named ("fire doors, interlinked alarms, emergency lighting"); with nothing else named (below), the
  // job is those works alone.
  compliance_works:
    /\b(?:fire doors?|fd30s?|(?:interlinked|mains[- ]wired|fire) (?:smoke |heat )?alarms?|fire (?:alarm|detection) system|emergency lighting|fire safety|hmo licen[cs](?:e|ing)|licen[cs]ing (?:works|requirements|standards)|gas safety)\b/g,
  // An electrical inspection (EICR): compliance where a letting needs one, and an electrician's visit on its own.
  eicr: /\b(?:eicr|electrical (?:safety )?certificates?|electrical installation condition report)\b/g,
  // Building work beyond compliance and surfaces: refurbishment, services, fabric or new space.
  refurbishment: new RegExp(
    String.raw`\b(?:refurb\w*|renovat\w*(?!\w)(?! plaster)|moderni[sz]\w*|re-?wir\w*|re-?plaster\w*|${asWork('extension')}|extend\w*|${LOFT_AS_WORK}|${CONVERT}|damp|boiler|heating|radiators|windows|roof|structural|knock\w*|${asWork('en[- ]?suites?')}|partitions?|layout)\b`,
    'g',
  ),
  // The existing appliances stay ("keep the existing appliances", "reusing our appliances", "no new appliances").
  appliances_kept:
    /\b(?:(?:keep(?:ing)?|reus(?:e|ing)|re-use|re-using|retain(?:ing)?) (?:the |our |my |all (?:the |our )?)?(?:existing |current |old |same )?(?:appliances|ovens?|cookers?|fridge(?: freezer)?s?|hobs?)|appliances (?:are |being )?(?:kept|reused|retained|staying)|no new appliances|(?:customer|client|owner)[- ]supplied (?:\w+ )?(?:appliances|ovens?|cookers?)|(?:appliances|ovens?|cookers?) (?:\()?(?:customer|client|owner)[- ]supplied|(?:we|i) (?:have )?(?:bought|supplied|sourced|purchased|are supplying)(?: (?:the|our|all the))?(?: kitchen)?(?: units and)? appliances)\b/g,
  // The kitchen units stay ("units stay", "keep the existing cabinets"): new worktops or a sink on the old carcasses.
  // Not dwellings that stay occupied ("the units stay tenanted during the works").
  units_kept:
    /\b(?:(?:keep(?:ing)?|retain(?:ing)?|reus(?:e|ing)|re-use|re-using) (?:the |our |my |all (?:the |our )?)?(?:existing |current |old |same )?(?:kitchen )?(?:units|carcass(?:es)?|carcases|cabinets|cupboards)|(?:kitchen )?(?:units|carcass(?:es)?|carcases|cabinets|cupboards) (?:stay|staying|remain|remaining|are staying|are kept|are fine|can stay)|(?:(?:new |kitchen )?(?:worktops?|(?:cupboard |kitchen |unit )doors)(?: and (?:new )?(?:(?:cupboard |kitchen |unit )?doors|worktops?))?) only)\b(?! (?:occupied|tenanted|let|lived in|in use|open|empty|vacant)\b)/g,
  // The customer supplies the kitchen units for the builder to fit ("we have bought the kitchen from Howdens", "fit
  // only", "customer-supplied units").
  units_supplied:
    /\b(?:(?:customer|client|owner)[- ](?:supplied|bought) (?:kitchen|units|cabinets)|(?:kitchen|units|cabinets) (?:\()?(?:customer|client|owner)[- ]supplied|(?:we|i)(?:'ve| have| are| will)? (?:already )?(?:bought|purchased|sourced|ordered|supplying|supply) (?:the |our |my |a )?(?:new )?(?:[a-z]+ )?(?:kitchen|units|cabinets)\b(?! (?:fitter|fitted|company|installer))|(?:kitchen )?fit(?:ting)?[- ]only|(?:supply(?:ing)?|provid(?:e|ing)) (?:the |our |my )?own (?:kitchen|units|cabinets))\b/g,
  // A room for services, not living ("an extension for a utility room and downstairs toilet"): no garden door set.
  service_room:
    /\b(?:utility(?: room)?|boot ?room|downstairs (?:toilet|wc|loo|shower room)|cloakroom|store ?room|storage|garage|workshop|plant room)\b/g,
  // A room to live in, where an extension's garden opening is the glazed door set.
  living_space:
    /\b(?:kitchens?|diner|dining|living|lounge|family room|sitting room|snug|garden room|sun ?room|orangery|open[- ]plan|playroom|office|bedrooms?)\b/g,
  // Surface works: decorating and floor coverings. With no fitting named (below), a refresh is these alone.
  surface_works: /\b(?:re-?paint\w*|paint(?:ing|ed)?|re-?decorat\w*|decorat\w*|carpets?|carpeting|flooring)\b/g,
  // A kitchen or one of its fittings named: the job replaces it, not only surfaces ("a kitchen starter pack" is
  // kitchenware; the room alone where the work is, "over the kitchen", is not).
  kitchen_named: new RegExp(
    String.raw`\b(?:${AT}kitchens?(?! (?:starter|packs?|essentials|utensils|equipment|linen)\b)|units|worktops?|sinks?|ovens?|hobs?|cookers?|appliances)\b`,
    'g',
  ),
  // A garage made into a room ("garage conversion", "convert our integral garage into a home office").
  garage_conversion:
    /\b(?:garage conversion|convert(?:ing)? (?:the |our |my |an? )?(?:integral |attached |single |double |existing )?garage|garage (?:in)?to (?:an? )?(?:[a-z]+ )?(?:room|office|bedroom|study|gym|utility|snug|playroom|kitchen|annexe))\b/g,
  // A bathroom, cloakroom or one of their fittings named; the room alone where the work is ("in the bathroom") is not.
  bathroom_named: new RegExp(
    String.raw`\b(?:${AT}(?:bathrooms?|shower rooms?|wet rooms?|en[- ]?suites?|cloakrooms?)|${AT}baths?|bathtubs?|showers?|suites?|toilets?|wcs?|basins?)\b`,
    'g',
  ),
  // Building work beyond a list of fittings, surfaces and trades: a refurbishment named as such, new space, structure,
  // layout or en-suites.
  building_works: new RegExp(
    String.raw`\b(?:refurb\w*|renovat\w*(?!\w)(?! plaster)|moderni[sz]\w*|overhaul\w*|${asWork('extension')}|extend\w*|${LOFT_AS_WORK}|${CONVERT}|structural|knock\w*|${asWork('en[- ]?suites?')}|partitions?|layout)\b`,
    'g',
  ),
  tiled_floor:
    /\b(?:porcelain|ceramic|stone|slate|limestone|marble|quarry)(?: floor)? tiles?\b|\b(?:tiled floor(?:s|ing)?|floor tiles?|floor tiling)\b/g,
  // A floor retiled ("retile the kitchen floor"), or a bathroom's renewed with no covering named ("new bathroom floor"):
  // the floor fitter tiles it, as the bathroom's own job does (a covering named beside it is laid instead: swaps.ts).
  floor_retiled: new RegExp(String.raw`\b(?:${FLOOR_RENEWED}${WET_ROOM} floors?|${FLOOR_RETILED})\b`, 'g'),
  // Plastering named as the work ("replaster the house", "skim the walls").
  replaster:
    /\b(?:re-?plaster\w*|plaster(?:ing|ed)?|skim(?:ming)?|dry ?lining|(?:replac(?:e|ing)|tak(?:e|ing) down|overboard(?:ing)?|re-?board(?:ing)?|plasterboard(?:ing)?) (?:the |all (?:the )?)?(?:[a-z]+ )?ceilings?|(?:remov(?:e|ing)|scrap(?:e|ing)|cover(?:ing)?) (?:the |all (?:the )?)?artex)\b/g,
  // A renovation named as such, or new space: more than one trade's work.
  renovation: new RegExp(
    String.raw`\b(?:refurb\w*|renovat\w*(?!\w)(?! plaster)|moderni[sz]\w*|overhaul\w*|makeover|do(?:ing)? up|gut(?:ted|ting)?|needs? everything|everything needs (?:doing|replacing|updating)|${asWork('extension')}|extend\w*|${LOFT_AS_WORK}|${asWork('basement')}|${asWork('cellar')}|conversion)\b`,
    'g',
  ),
  // Carpets said as such ("new carpets throughout"); with a hard floor named beside them the finish is mixed.
  // A stair runner is the stairs' carpet.
  carpet: /\b(?:carpets?|carpeted|carpeting|stair runners?)\b/g,
  hard_floor: /\b(?:lvt|vinyl|laminate|engineered (?:oak|wood)|oak floor\w*|wood(?:en)? floor\w*|floorboards)\b/g,
  // A pitched roof named for new space ("single storey extension with a pitched roof", "a lean-to").
  pitched_roof: /\b(?:(?:pitched|lean[- ]to|apex|mono[- ]?pitch(?:ed)?|tiled|slate) roofs?|lean[- ]to)\b/g,
  // A new floor covering laid over the floor (carpet, vinyl, laminate, LVT, engineered boards): a fitter's job beside
  // the decorating, not a refurbishment. Sanding or repairing floorboards is not one.
  floor_covering: new RegExp(
    String.raw`\b(?:carpets?|carpeted|carpeting|stair runners?|flooring|laminate|vinyl|lvt|engineered (?:oak|wood)(?: floor\w*)?|new floors?|${FLOOR_RENEWED}(?:kitchen|utility(?: room)?|hall(?:way)?) floors?(?! units?\b))\b`,
    'g',
  ),
  room_formed: ROOM_FORMED,
  // The owner supplies the materials: "labour only", "(labour, paint extra)", "materials not included", "we'll buy the
  // paint", "materials supplied by the client", "customer supplies materials". Not "labour and materials", nor "supply
  // and fit", nor paint said as more work ("paint extra coats").
  labour_only: new RegExp(
    String.raw`\b(?:labou?r[- ]only|${MATERIALS}(?: (?:is|are|will be))? (?:extra|not included|excluded|${SUPPLIED_BY})(?! (?:coats?|rooms?|walls?|bedrooms?|doors?|areas?|layers?|work)\b)|(?:we|i)(?:'ll|'ve| will| shall| have| are going to| am going to| are| am)? (?:supply|supplying|buy|buying|bought|provide|providing|source|sourcing|sourced) ${MATERIALS}|${OWNER}[- ]?(?:supplies|supplied|provides|provided|buys) ${MATERIALS})\b`,
    'g',
  ),
}

const COMPILED = KEYWORD_IDS.map((id) => [id, PATTERNS[id]] as const)
/** Read on the whole text: the small works and a garage conversion, whose words are then set aside for the rest. */
const READ_WHOLE: ReadonlySet<KeywordId> = new Set([...SMALL_WORK_IDS, 'garage_conversion'])
const SET_ASIDE_PATTERNS = [...SET_ASIDE.map((id) => PATTERNS[id]), PATTERNS.garage_conversion]
const NEGATION =
  /\b(?:no|not|without|instead of|rather than|don'?t|doesn'?t|isn'?t|won'?t|never|avoid|nor|minimal|minimum|little)\b[^.,;]{0,20}$/
/** Work done before, not this job's ("the flat was fully refurbished last year", "a recently renovated kitchen"). */
const DONE_BEFORE = /\b(?:was|were|been|recently|newly)(?: (?:fully|completely|totally|just|all))?\s*$/

/** Surface works the owner does ("we will decorate", "the painting ourselves"): not the builder's to price. */
const SURFACE_KEYWORDS: ReadonlySet<KeywordId> = new Set([
  'surface_works',
  'carpet',
  'hard_floor',
  'floor_covering',
  'cosmetic',
  'walls_papered',
  'feature_papered',
])
const OWNER_BEFORE =
  /\b(?:we|i)(?:'ll|'re| will| shall| are| am| can| plan to| intend to| are going to| am going to)(?: be)?(?: do(?:ing)?)?(?: (?:the|all the|any|our own|my own))?\s*$/
const OWNER_AFTER = /^[^.,;]{0,12}?\b(?:ourselves|myself|diy)\b/

const EMPTY: KeywordHits = Object.freeze({})
/** Recent scans: the same description is re-priced as each smart question is answered. Bounded; results frozen. */
const scanCache = new Map<string, KeywordHits>()
const SCAN_CACHE_MAX = 256

/** Keyword hits for a description (read-only; memoised because the scan is pure). */
export function scanDescription(text: string): KeywordHits {
  if (typeof text !== 'string' || text.length === 0) return EMPTY
  const cached = scanCache.get(text)
  if (cached) return cached
  const hits = Object.freeze(scan(text))
  if (scanCache.size >= SCAN_CACHE_MAX) scanCache.clear()
  scanCache.set(text, hits)
  return hits
}

/** `text` with every match of `patterns` (global) replaced by spaces, keeping every offset. */
export function blankOut(text: string, patterns: readonly RegExp[]): string {
  return patterns.reduce((t, re) => t.replace(re, (w) => ' '.repeat(w.length)), text)
}

/** `text` with each [from, to) span replaced by spaces, keeping every offset. */
export function blankSpans(text: string, spans: readonly (readonly [number, number])[]): string {
  return spans.reduce((t, [from, to]) => t.slice(0, from) + ' '.repeat(to - from) + t.slice(to), text)
}

/** Facts about the property, the people in it and who supplies the materials: they ask for no work. */
export const PROPERTY_FACTS: readonly KeywordId[] = [
  'labour_only',
  'listed',
  'conservation',
  'period',
  'bungalow',
  'living_in',
  'restricted_access',
  'empty_two_years',
]

/**
 * Whether a brief, once the words of the job it is read as are blanked out (`theirs`), still asks for other work: a
 * keyword hit that is not in `allowed`.
 */
export function asksForOtherWork(text: string, theirs: readonly RegExp[], allowed: ReadonlySet<KeywordId>): boolean {
  const hits = scanDescription(blankOut(text, theirs))
  return KEYWORD_IDS.some((id) => hits[id] && !allowed.has(id))
}

function scan(text: string): KeywordHits {
  const hits: KeywordHits = {}
  const whole = normaliseDescription(text)
  if (whole.length === 0) return hits
  // The words of the small works set aside are theirs alone ("an electric shower" is not a bathroom): blanked out,
  // keeping every offset, for the other keywords.
  const rest = blankOut(whole, SET_ASIDE_PATTERNS)
  for (const [id, re] of COMPILED) {
    const t = READ_WHOLE.has(id) ? whole : rest
    re.lastIndex = 0
    let m: RegExpExecArray | null
    while ((m = re.exec(t)) !== null) {
      const before = t.slice(Math.max(0, m.index - 30), m.index)
      const end = m.index + m[0].length
      const ownerDoes =
        SURFACE_KEYWORDS.has(id) && (OWNER_BEFORE.test(before) || OWNER_AFTER.test(t.slice(end, end + 40)))
      if (!NEGATION.test(before) && !DONE_BEFORE.test(before) && !negatedAfter(t, end) && !ownerDoes) {
        hits[id] = true
        break
      }
    }
  }
  return hits
}
