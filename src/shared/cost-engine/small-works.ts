import { INTERNAL_DOORS } from './stated-counts'
import { FLAT_HOME } from '../text/the-flat'
import { REPLACED_AFTER, saidAfter } from './said-after'
import { ROOFLIGHTS_FITTED } from './roof-repairs'

/**
 * Small works a brief can name on its own, each priced as named by the `small_works` recipe (decision 065): a front
 * door, French doors, a roof lantern, rooflights into the pitched roof, an electric shower, the roofline's fascias and gutters, an exterior repaint, a log
 * burner, a kitchen's facelift on its own units (new worktops, the doors resprayed), the internal doors replaced,
 * radiators added, cavity wall or loft insulation, a chimney breast taken out, an EV charger, a bathroom's WC or basin
 * swapped (decision 066), a flat roof re-covered, a stud wall put up, a cellar tanked (decision 073), fire doors, smoke
 * and heat alarms and emergency lighting (decision 065, later), a bathroom's walls retiled, a room's own door hung
 * (decision 074), the skirtings or the doors painted alone (decision 074, later). Their words are read before the other keywords and then set aside, so "a roof lantern over the
 * kitchen" does not also read as
 * rooflights, "an electric shower" as a bathroom, "replace the kitchen worktops" as a new kitchen, "the flat roof on the
 * back extension" as a new extension, nor "damp in the cellar" as the house's damp or a renovation.
 */
export const SMALL_WORK_IDS = [
  'front_door',
  'french_doors',
  'roof_lantern',
  'rooflights_fitted',
  'electric_shower',
  'fascias',
  'exterior_paint',
  'log_burner',
  'worktops_replaced',
  'kitchen_respray',
  'internal_doors',
  'radiators_added',
  'cavity_insulation',
  'loft_insulation_topup',
  'chimney_breast_removed',
  'ev_charger',
  'wc_replaced',
  'basin_replaced',
  'flat_roof_recovered',
  'stud_wall_added',
  'cellar_tanked',
  'skirting_renewed',
  'doorway_blocked',
  'cylinder_replaced',
  'fire_doors',
  'fire_alarms',
  'emergency_lights',
  'walls_retiled',
  'room_door',
  'skirting_painted',
  'doors_painted',
] as const
export type SmallWorkId = (typeof SMALL_WORK_IDS)[number]
/**
 * The small works whose words read as nothing else: a front door, French doors, a roof lantern, the roofline. A
 * rooflight's words are a new space's rooflights too (a loft conversion's, an extension's). The fire-safety works' words
 * are an HMO's compliance works too (its compliance pack prices them).
 */
const READ_WITH_THE_REST: readonly SmallWorkId[] = [
  'front_door',
  'french_doors',
  'roof_lantern',
  'rooflights_fitted',
  'fascias',
  'internal_doors',
  'cavity_insulation',
  'skirting_renewed',
  'doorway_blocked',
  'cylinder_replaced',
  'fire_doors',
  'fire_alarms',
  'emergency_lights',
]
/** The fire-safety works: on a house, small works; an HMO's compliance pack prices them as its own. */
export const FIRE_SAFETY_WORKS: readonly SmallWorkId[] = ['fire_doors', 'fire_alarms', 'emergency_lights']
/** "Fire safety" said of the fire-safety works ("upgrade the fire safety: fire doors, ..."): no more work than they are. */
export const FIRE_SAFETY_SAID = /\bfire safety(?: (?:works?|upgrades?|measures|improvements))?\b/g
/**
 * The other small works, whose words would misread as other work (a bathroom, a loft conversion, decorating, a new
 * extension): set aside before the other keywords are read.
 */
export const SET_ASIDE: readonly SmallWorkId[] = SMALL_WORK_IDS.filter((id) => !READ_WITH_THE_REST.includes(id))
/** Words that may describe a bathroom fitting swapped ("the old cracked basin"): not a new room's ("downstairs"). */
const FITTING_WORDS = String.raw`(?:(?:old|existing|bathroom|close[- ]coupled|back[- ]to[- ]wall|wall[- ]hung|white|cracked|broken|leaking|dated|new) )*`
const SKIRTING = String.raw`(?:skirting(?: boards?)?|architraves?)(?! (?:paint|gloss|painting|painted)\b)`
/** A room's name before the skirtings ("the kitchen skirting"): one room's, not the house's. */
const ROOM_WORD = String.raw`(?:kitchen|bathroom|bedroom|lounge|living|dining|hall|landing|en-?suite|garage|study)\b`
/** A room of the house, not the house ("in the living room", not "in the house" or "throughout"). */
export const ONE_ROOM = String.raw`(?!(?:the |our |my |a |an )?(?:house|home|property|whole|entire|${FLAT_HOME})\b)(?:the |our |my |a |an )?[a-z]+`
const WC = String.raw`(?:toilet|wc|loo)s?`
/** A basin, not its taps ("replace the bathroom sink tap" is the tap swapped: work we don't price, decision 069). */
const BASIN = String.raw`(?:(?:wash ?)?basin|vanity(?: unit)?(?: (?:and|with) (?:a )?(?:wash ?)?basin)?|bathroom sink)s?(?! (?:mixer )?taps?\b)`
/** The other fitting beside it ("the toilet and the basin"). */
const AND_THE = String.raw`(?:,| and| &) (?:the |a |an )?${FITTING_WORDS}`
/** The room a fitting is in, said after it ("in the bathroom"): part of the fitting's words, not a bathroom named. */
const IN_THE_BATHROOM = String.raw`(?: (?:in|of) (?:the |our )?(?:main |family |upstairs )?(?:bathroom|en-?suite|shower room))?`
/**
 * Taps said before the fitting, under the same work word ("replace the basin taps and the toilet"): their own swap, work
 * we don't price (fittings-alone.ts), so the word still swaps the fitting after them (decision 069, later). Where the
 * taps' words are blanked out to be listed (`withoutListedFittings`, the blank then closed up), the "and" left there.
 */
const TAPS_AND_THE = String.raw`(?:(?:(?:basin|bath|mixer|bathroom sink) )?(?:mixer )?taps?${AND_THE}|and (?:the |a |an )?)`
/**
 * A bathroom fitting swapped: replaced, new or changed before it, the other fitting (or the taps) with it ("replace the
 * toilet and basin"), or "needs replacing" after it.
 */
const fitting = (noun: string, other: string) =>
  new RegExp(
    String.raw`\b(?:(?:new|replace(?:ment)?|replacing|change|changing|swap(?:ping)?|upgrad(?:e|ing)) (?:the |our |a |an )?${FITTING_WORDS}(?:${TAPS_AND_THE})?(?:${other}${AND_THE})?${noun}(?:${AND_THE}${other})?|${noun}${REPLACED_AFTER})${IN_THE_BATHROOM}\b`,
    'g',
  )

/**
 * What a flat roof covers, said after it ("on the back extension", "over the garage"): part of the roof's words. An
 * outbuilding's, a porch's, a bay's or a dormer's roof is work we don't price (unpriced-works.ts).
 */
const ROOF_OVER = String.raw`(?: (?:on|of|over|to|above) (?:the |our |my )?(?:[a-z'-]+ ){0,2}(?:garage|extension|kitchen|outrigger|annexe?))?`

/**
 * A cellar or basement as it stands, its size said or not ("the 20 m2 cellar"): not a basement flat, nor one converted
 * (a basement conversion tanks its own).
 */
const CELLAR = String.raw`(?:the |our |my |a |an |this )?(?:(?:damp|wet|leaking|leaky|old|existing|whole|small|front|back|victorian|\d{1,3}(?:\.\d)? ?(?:m2|m²|sq ?m|square met(?:re|er)s?)) ){0,3}(?:cellar|basement)s?(?! (?:flat|apartment|maisonette|conver\w*))(?: (?:walls?|floors?)(?: and (?:the )?(?:walls?|floors?))?)?`
/**
 * Its walls and floor waterproofed: tanked (cementitious or a membrane), a cavity drain membrane, damp-proofed; "tank"
 * alone is a verb only before the cellar ("tank the cellar"), never a water or oil tank in it.
 */
const TANKED = String.raw`(?:re-?)?tank(?:ed|ing)|waterproof(?:ed|ing)?|damp[- ]?proof(?:ed|ing)?|cavity drain(?:age)? membranes?`
/** Damp said of it ("rising damp", "water coming in", "floods"). */
const DAMP = String.raw`(?:(?:rising|penetrating|lateral|bad|serious|some) )?(?:damp(?:ness)?|mou?ld|water (?:ingress|penetration|coming in|getting in|seeping in)|flooding|leaks?|seepage)`
/**
 * Up to eight words between the cellar and its tanking ("the cellar is about 4m x 5m and needs tanking"), none of them a
 * conversion, a dig-out or another room tanked (a wet room's tanking is the bathroom's).
 */
const SAID_OF_IT = String.raw`(?: (?!conver|dig|excavat|underpin|lower|into\b|bath|shower|wet ?room|en-?suite|kitchen)[a-z0-9'-]+){0,8}?`

/** A bathroom's names ("the main bathroom", "the en-suite", "the shower"). */
// A bathroom said in the plural ("retile the bathrooms") is the house's bathrooms (decision 070, later uk-rates-2026.99).
const WET_ROOM = String.raw`(?:the |our |my |both )?(?:(?:main|family|upstairs|downstairs) )?(?:bathroom|en-?suite|shower ?room|wet ?room|shower|cloakroom)s?`
const RETILE = String.raw`re-?til(?:e|ed|ing)`
/** A room's name before its door ("the kitchen door", "the back bedroom door"). */
/** A door's parts named after it ("the internal door handles"): its ironmongery, not the door hung (decision 069). */
const DOOR_PARTS = String.raw`(?:handles?|knobs?|hinges?|furniture|ironmongery|locks?|latch(?:es)?)`
const DOOR_OF = String.raw`(?:kitchen|bathroom|en-?suite|shower ?room|cloakroom|toilet|(?:[a-z]+ )?bedroom|lounge|(?:living|sitting|dining|front|utility) room|study)`

/** Woodwork painted: its verb, and the woodwork listed after it ("the skirting boards and doors"). */
const WOODWORK_VERB = String.raw`(?:re-?paint(?:ed|ing)?|paint(?:ed|ing)?|re-?gloss(?:ed|ing)?|gloss(?:ed|ing)?|undercoat(?:ed|ing)?|varnish(?:ed|ing)?)`
/**
 * Whose woodwork it is: "the", "our", or a room's possessive ("the hallway's", "the living room's"), which names the
 * room as "in the hallway" does (decision 074, later uk-rates-2026.103).
 */
const WOODWORK_OWNER = String.raw`(?:the |all the |all |our |my )?(?:[a-z]+(?: [a-z]+)?'s? )?(?:internal )?`
/** A room's door in the singular ("the skirting and door in the living room") is its one door. */
const WOODWORK_ITEM = String.raw`${WOODWORK_OWNER}(?:skirting(?: boards?)?|skirtings|architraves?|(?:door )?frames|doors?|woodwork)`
const WOODWORK_AND = String.raw`(?:,| and| &|, and)`
/** Other decorating in the brief ("repaint the bedroom and gloss the skirting"): the woodwork is the decorator's room's. */
const DECORATING_WORD = String.raw`\b(?:re-?paint|paint|re-?decorat|decorat|wallpaper|emulsion)\w*`
/**
 * Woodwork painted alone ("gloss the skirting boards and doors", "paint the internal doors"), `part` among what is
 * listed: not the walls or ceilings listed after it ("paint the skirting and walls"), nor beside other decorating: the
 * decorator's room, whose rate has its woodwork.
 */
const woodworkPainted = (part: string) =>
  new RegExp(
    String.raw`\b(?=${WOODWORK_VERB} )(?<!${DECORATING_WORD}[\s\S]*)${WOODWORK_VERB} (?=(?:${WOODWORK_ITEM}${WOODWORK_AND} )*${WOODWORK_OWNER}${part})${WOODWORK_ITEM}(?:${WOODWORK_AND} ${WOODWORK_ITEM})*\b(?!${WOODWORK_AND} (?:the )?(?:walls?|ceilings?|rooms?)\b)(?![\s\S]*${DECORATING_WORD})`,
    'g',
  )

const WOODWORK_PAINTED: readonly SmallWorkId[] = ['skirting_painted', 'doors_painted']
/**
 * The small works a brief names are the woodwork painted alone ("gloss the skirting and door in the living room",
 * decision 074, later uk-rates-2026.99): measured in the rooms it names, as the decorator's other work is. Beside another
 * small work (loft insulation topped up) the job stays the property's, so that work is not measured on the rooms.
 */
export const woodworkPaintedAlone = (hits: Partial<Record<SmallWorkId, boolean>>) =>
  WOODWORK_PAINTED.some((id) => hits[id]) && SMALL_WORK_IDS.every((id) => WOODWORK_PAINTED.includes(id) || !hits[id])

/** A number of internal doors said ("all 8", "twelve"). */
const DOORS_NUMBER = String.raw`(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`
/** How an alarm is powered and linked ("mains-wired interlinked", "hard-wired", "Grade D"), each word with its comma. */
const ALARM_KIND = String.raw`(?:(?:new|mains|mains[- ](?:wired|powered)|hard[- ]?wired|wired[- ]in|interlinked|inter-linked|linked|radio[- ]linked|wireless|battery|optical|grade d\d?|ld[123]),? (?:and )?)*`
/** The alarms' kinds: smoke, heat or fire, and a carbon monoxide alarm beside them ("smoke, heat and CO alarms"). */
const ALARM_SENSES = String.raw`(?:smoke|heat|fire)(?:(?:,| and| &|\/) ?(?:smoke|heat|fire|co|carbon monoxide))*`
/** A worktop's material or finish said before it ("new quartz worktops"). */
const WORKTOP_MATERIAL = String.raw`(?:laminate|quartz|granite|marble|composite|corian|silestone|stone|solid (?:wood|oak)|oak|wooden|wood) `

export const SMALL_WORK_PATTERNS: Record<SmallWorkId, RegExp> = {
  // An outside door replaced ("replace the front door with a composite one", "new back door", "new composite front
  // door"), or listed after a replacing verb ("replace the flat roof and the front door"; "repaint the hall and the
  // front door" paints it).
  front_door:
    /\b(?:(?:new|replace(?:ment)?|replacing|fit(?:ting)? an?|install(?:ing)? an?) (?:the |our |a )?(?:(?:composite|upvc|pvc|wooden|timber|oak|hardwood|aluminium|steel|security|insulated) )?(?:front|back|rear|side|external|composite) doors?|(?:front|back|rear|external) doors? (?:replaced|replacement)|(?:and|plus|&) (?:the |a |an |our )?(?:new )?(?:(?:composite|upvc|wooden|timber|oak|hardwood|aluminium) )?(?:front|back|rear) doors?(?<=\b(?:new|replac\w*|fit\w*|install\w*)\b[^.;]{0,80}))\b/g,
  // French doors (a glazed pair on hinges): a door set, not a bi-fold or sliding one.
  french_doors: /\bfrench (?:doors?|windows)\b/g,
  // A roof lantern in a flat roof, said either way round ("a lantern roof").
  roof_lantern: /\b(?:an? |one )?(?:roof lanterns?|lantern roofs?)\b/g,
  // Rooflights cut into the existing pitched roof ("two Velux windows in the loft", "a roof window in the bathroom");
  // not a roof lantern (a flat roof's) nor the kind of a loft conversion ("a Velux loft conversion").
  // A rooflight said leaking is a roof leak (roof-repairs.ts), unless replacing it is said.
  rooflights_fitted: new RegExp(String.raw`\b(?:${ROOFLIGHTS_FITTED})(?! (?:loft|conversion|style|type)\b)`, 'g'),
  // The roofline renewed: fascias, soffits, bargeboards, gutters and downpipes; not gutters cleared ("clear the
  // gutters", refused naming a gutter cleaner: unpriced-works.ts).
  fascias:
    /(?<!\b(?:clear|clean|unblock|empty|vac)\w*(?: out)? (?:the |our |my |all (?:the )?)?(?:blocked )?)\b(?:fascias?|soffits?|barge ?boards?|guttering|gutters|downpipes|rainwater goods|roofline)\b/g,
  // The outside walls painted ("exterior repaint", "masonry paint", "paint the render"), also said after the inside
  // ("paint the house inside and out", "repaint the interior and the exterior"): only "out" is this work's, so the
  // inside stays the decorator's, priced beside it (its clause, "out", reads with the list's work word: list-items.ts).
  exterior_paint:
    /\b(?:(?:exterior|external|outside) (?:re-?paint\w*|paint\w*|decorat\w*)|(?:re-?paint\w*|paint\w*|decorat\w*) (?:the )?(?:exterior|outside|out\b(?! of)|render(?:ing)?|external walls|pebble ?dash)|masonry paint\w*|(?<=\b(?:re-?paint|paint|decorat)\w*(?: (?:the|our|my|whole|entire|house|home|property|flat|it|both|throughout|all))* (?:inside|(?:the )?interior) and (?:the )?)(?:out(?:side)?|exterior))\b/g,
  // A stove into the chimney ("5kW multi-fuel log burner", "wood burning stove") and its chimney breast.
  log_burner:
    /\b(?:(?:log|wood|multi[- ]?fuel) ?burners?|(?:wood[- ]burning|multi[- ]?fuel|log[- ]burning) stoves?)\b(?:[^.,;]{0,40}\bchimney(?: breast)?\b)?/g,
  // An electric shower (its make or rating said: "Triton 9.5kW"), replaced on its circuit; not a bathroom refit.
  electric_shower:
    /\b(?:electric showers?|(?:triton|mira|aqualisa|redring|bristan|gainsborough) (?:[a-z0-9.]+ )?(?:electric )?showers?|\d{1,2}(?:\.\d)? ?kw (?:electric )?showers?)\b/g,
  // The worktops renewed on the existing units ("replace the kitchen worktops with quartz", "new worktops and sink"),
  // their sink and taps with them; a new kitchen's worktops are the kitchen's (the words stay part of it there: "new
  // kitchen with quartz worktops" names the kitchen, which keeps it a kitchen).
  worktops_replaced: new RegExp(
    String.raw`\b(?:(?:new|replace|replacing|replacement|change|changing|swap(?:ping)?|upgrad(?:e|ing)) (?:the |our |my |all the )?(?:kitchen )?(?:${WORKTOP_MATERIAL})?(?:worktops?|work ?surfaces?)|(?:kitchen )?(?:worktops?|work ?surfaces?)${REPLACED_AFTER})(?: (?:with|in|to) (?:a |new )?(?:${WORKTOP_MATERIAL})?)?(?:,? (?:and|plus|with) (?:a |the )?(?:new )?(?:sink(?: and taps)?|taps|sink and hob))?\b`,
    'g',
  ),
  // The kitchen's doors and drawer fronts resprayed or painted on the existing units ("respray the kitchen", "paint the
  // kitchen cabinets"), their handles with them; not the internal doors ("paint the doors") or a block's "units".
  kitchen_respray:
    /\b(?:(?:re-?spray(?:ed|ing)?|spray(?:ed|ing)?|(?:re-?|hand[- ])?paint(?:ed|ing)?) (?:the |our |my |all the )?(?:kitchen (?:cabinets|units|cupboards|doors)|cabinets|cupboards|(?:cupboard|unit) doors)(?: and drawer fronts)?|kitchen re-?spray(?:ing)?|re-?spray(?:ing)? (?:the |our |my )?kitchen)\b(?:,? (?:and|plus|with) (?:new |replace(?: the)? )?handles)?/g,
  // The internal doors replaced ("replace all 8 internal doors with oak doors", "the front door and 6 internal doors"),
  // or listed after a replacing verb ("new windows and internal doors"); not fire doors, nor internal doors replaced
  // with fire doors ("replace all 8 internal doors with fire doors": those are the fire doors, counted as such).
  internal_doors: new RegExp(
    String.raw`\b(?:(?:new|replace|replacing|replacement|fit(?:ting)?|hang(?:ing)?|chang(?:e|ing)|upgrad(?:e|ing)) (?:all )?(?:of )?(?:the |our )?(?:${DOORS_NUMBER} )?(?:new )?${INTERNAL_DOORS}|${INTERNAL_DOORS}${REPLACED_AFTER}|${DOORS_NUMBER} (?:new )?${INTERNAL_DOORS}|(?:and|plus|&) (?:all |an? )?(?:the |our )?(?:new )?${INTERNAL_DOORS}(?<=\b(?:new|replac\w*|fit\w*|hang\w*|chang\w*|upgrad\w*)\b[^.;]{0,80}))\b(?! (?:with|as|for|to) (?:new )?(?:fd[36]0s? )?fire)(?! ${DOOR_PARTS}\b)`,
    'g',
  ),
  // Radiators added to a working system ("add two extra radiators", "an extra radiator in the box room"); a new
  // heating system's radiators are the heating's.
  radiators_added:
    /\b(?:(?:add(?:ing)?|fit(?:ting)?|install(?:ing)?|put(?:ting)? in) (?:an? |one |two |three |four |\d )?(?:extra |additional |more |new |another )?(?:double |single |column |designer |vertical )?radiators?|(?:an? |one |two |three |four |\d )?(?:extra|additional|another) (?:double |single |column |designer |vertical )?radiators?)\b/g,
  // Cavity walls filled ("cavity wall insulation"); not a new wall's insulated cavity.
  cavity_insulation: /\bcavity (?:wall )?(?:insulation|fill(?:ed|ing)?|insulated)\b/g,
  // The loft's insulation topped up ("top up the loft insulation to 270mm"), not a loft conversion.
  loft_insulation_topup:
    /\b(?:(?:top(?:ping)?[- ]up|topped up|add(?:ing)?|more|extra|new|upgrad(?:e|ing)|improv(?:e|ing)) (?:the )?(?:loft|attic) insulation|(?:loft|attic) insulation(?: top[- ]up| to \d{3} ?mm)?|insulat(?:e|ing) (?:the |our )?(?:loft|attic)(?: floor)?)\b/g,
  // A chimney breast taken out ("remove the chimney breast in the living room"), its stack carried on gallows brackets.
  chimney_breast_removed:
    /\b(?:(?:remov(?:e|ing|al of)|tak(?:e|ing) out|knock(?:ing)? out) (?:the |a |our |both )?(?:ground[- ]floor |first[- ]floor |downstairs |upstairs )?chimney breasts?|chimney breasts? (?:removed|removal|to be removed|taken out))\b/g,
  // A car charger on the house ("install an EV charger on the side of the house", "7kW charge point").
  ev_charger:
    /\b(?:(?:ev|electric (?:car|vehicle)|car) charg(?:ers?|ing points?|e ?points?)|charge ?points?|wall ?box(?:es)?)\b/g,
  // A bathroom's WC or basin swapped on its existing supplies and waste ("replace the toilet and basin", "a new vanity
  // unit"), the room where it is with it; not a WC added (a downstairs toilet, a cloakroom) nor a kitchen sink.
  // A flat roof stripped and re-covered ("replace the flat roof on the garage", "re-felt the extension's flat roof",
  // "new EPDM roof on the garage"), with what it covers: not a new flat-roofed extension, nor a whole re-roof.
  flat_roof_recovered: new RegExp(
    String.raw`\b(?:(?:new|replace|replacing|replacement|re-?cover(?:ed|ing)?|re-?felt(?:ed|ing)?|re-?roof(?:ed|ing)?|renew(?:ed|ing)?|strip(?:ped|ping)? and re-?cover) (?:of )?(?:the |our |my |a |an )?(?:[a-z'-]+ ){0,2}(?:flat[- ]roof|(?:epdm|rubber|grp|fibreglass|felt) roof(?:ing)?)|flat[- ]roof${ROOF_OVER}(?: (?:replacement|re-?cover\w*|re-?felt\w*)|${REPLACED_AFTER}|${saidAfter('re-?cover')}|${saidAfter('re-?felt')}|${saidAfter('renew')})|(?:epdm|rubber|grp|fibreglass) (?:flat )?roof(?:ing)?)${ROOF_OVER}\b`,
    'g',
  ),
  // A stud wall put up ("build a stud wall to split the big bedroom into two", "partition off the landing"): a
  // partition and its door; not a layout's partitions in a refurbishment.
  stud_wall_added:
    /\b(?:(?:new|build(?:ing)?|put(?:ting)? up|add(?:ing)?|install(?:ing)?|erect(?:ing)?) (?:a |an |the )?(?:new )?(?:stud(?:work)? ?(?:wall|partition)|partition(?: wall)?)s?|(?:split(?:ting)?|divid(?:e|ing)|partition(?:ing)?) (?:the |our |my |a )?(?:[a-z]+ ){0,2}(?:bed)?room (?:in)?to (?:two|2)(?: (?:bed)?rooms)?)\b(?:,? (?:to|and) (?:split|divide) (?:the |our |my |a )?(?:[a-z]+ ){0,2}(?:bed)?room (?:in)?to (?:two|2)(?: (?:bed)?rooms)?)?/g,
  // A cellar's walls and floor tanked ("tank the cellar", "cellar tanking", "the cellar needs waterproofing"), or damp
  // said of a cellar ("damp in the cellar", "the cellar has rising damp", "a wet basement"): a waterproofing
  // specialist's job to BS 8102, not the house's damp-proof course, a renovation or a basement conversion.
  cellar_tanked: new RegExp(
    String.raw`\b(?:(?:${TANKED})(?: needed| required| works?)?(?: (?:of|to|in|for|on|throughout))? ${CELLAR}|(?:re-?)?tank ${CELLAR}|${CELLAR}${SAID_OF_IT} (?:${TANKED})|${DAMP}(?: problems?| issues?)? (?:in|into|of|through|on) ${CELLAR}|(?:damp|wet|leaking|leaky|flooded|flooding|mouldy) ${CELLAR}|${CELLAR} (?:is |are |has |have |gets |keeps |suffers from |with )?(?:(?:very|quite|a bit|really|always|a lot of) ){0,2}(?:${DAMP}|wet|flood(?:s|ed)?|leak(?:s|ing)?))\b`,
    'g',
  ),
  // The house's skirtings and architraves renewed ("new skirting boards and architraves throughout"): a joiner's; not
  // one room's (measured as the house's), nor coving or cornices, which we do not price (decision 069).
  skirting_renewed: new RegExp(
    String.raw`\b(?:(?:new|replac(?:e|ed|ing)|renew(?:ed|ing)?|fit(?:ting)?|chang(?:e|ing)|upgrad(?:e|ing)) (?:all )?(?:of )?(?:the |our )?(?:(?!${ROOM_WORD})[a-z]+ ){0,2}${SKIRTING}|${SKIRTING}(?:${REPLACED_AFTER}|${saidAfter('renew')}))\b(?:,? (?:and|&|plus) (?:the |new )?${SKIRTING})?(?!,? (?:in|of|to|for|on) ${ONE_ROOM})`,
    'g',
  ),
  // A doorway blocked up ("block up the doorway to the dining room"): a stud infill, boarded and skimmed both sides.
  doorway_blocked:
    /\b(?:block(?:ing)? (?:up|off) (?:a |an |the |one |the old |an old )?(?:door ?ways?|doors?|openings?)|(?:door ?ways?|openings?) (?:blocked|bricked|filled in) (?:up)?)\b/g,
  // The hot water cylinder replaced on its own ("hot water cylinder replacement", "new unvented cylinder").
  cylinder_replaced:
    /\b(?:(?:new|replac(?:e|ed|ing)|renew(?:ed|ing)?|upgrad(?:e|ing)|swap(?:ping)?|chang(?:e|ing)) (?:the |our |my |an? )?(?:old |existing )?(?:(?:hot water|unvented|vented|immersion|copper|megaflo) )*cylinders?|(?:(?:hot water|unvented|immersion|copper|megaflo) )+cylinders? (?:replacement|replaced|swap|upgrade|needs? replacing))\b/g,
  // Fire doors hung in the existing doorways ("fit fire doors throughout", "3 FD30S fire doors"): not a new space's,
  // which it prices itself.
  fire_doors: /\b(?:fd[36]0s? )?(?:fire[- ]?(?:rated |resisting |check )?doors?|fd[36]0s?(?: doors?)?)(?: sets?)?\b/g,
  // Smoke and heat alarms ("mains-wired interlinked smoke alarms", "a new fire alarm", "heat alarm in the kitchen"),
  // or alarms said to be mains-wired or interlinked ("interlinked alarms") or with fire doors ("fire doors and alarms");
  // not a burglar alarm (security, decision 069) nor a carbon monoxide alarm alone.
  fire_alarms: new RegExp(
    String.raw`\b${ALARM_KIND}(?:${ALARM_SENSES} (?:alarms?|detectors?|detection)(?: systems?)?|(?<=\b(?:mains|wired|powered|interlinked|inter-linked),? (?:and )?|\bfire doors?(?:,| and| &| with| plus)+ (?:new )?)alarms?(?: systems?)?)\b`,
    'g',
  ),
  // Emergency lighting along the escape route ("emergency lighting to the stairs").
  emergency_lights: /\bemergency (?:lighting|lights?|light fittings?|luminaires?)\b/g,
  // A bathroom's walls retiled ("retile the bathroom walls", "retile the walls in the en-suite", "new wall tiles in the
  // bathroom"): the old tiles hacked off and new tiles laid, a tiler's; not its floor ("retile the bathroom floor" is
  // floor tiling), nor walls retiled with no bathroom said (a kitchen's are its splashback).
  walls_retiled: new RegExp(
    String.raw`\b(?:${RETILE} ${WET_ROOM}(?: walls?)?(?! floors?\b)|(?:${RETILE}|(?:new|replac(?:e|ing)) (?:the )?wall til(?:es|ing)) (?:the |all the )?(?:walls? )?(?:in|of|to) ${WET_ROOM}|(?:new|replac(?:e|ing)) (?:the )?${WET_ROOM} wall til(?:es|ing)|${WET_ROOM} (?:walls? )?${RETILE})\b`,
    'g',
  ),
  // A room's own door in the singular hung ("new kitchen door", "replace the bathroom door"): the internal door into it,
  // one. Not the kitchen's doors (its units': "new kitchen doors" is the kitchen's job), nor a door's handles or fronts.
  room_door: new RegExp(
    String.raw`\b(?:(?:new|replace(?:ment)?|replacing|fit(?:ting)?|hang(?:ing)?|chang(?:e|ing)|upgrad(?:e|ing)) (?:the |our |my |a |an )?(?:new )?${DOOR_OF} door|${DOOR_OF} door${REPLACED_AFTER})\b(?! (?:handles?|fronts?|knobs?|hinges?)\b)`,
    'g',
  ),
  // The skirtings painted alone ("gloss the skirting boards"), or the woodwork ("paint the woodwork"): a decorator's
  // woodwork, not the walls and ceilings; the doors likewise ("paint the internal doors", "... and doors").
  skirting_painted: woodworkPainted(String.raw`(?:skirting|woodwork)`),
  doors_painted: woodworkPainted(String.raw`(?:doors?|woodwork)`),
  wc_replaced: fitting(WC, BASIN),
  basin_replaced: fitting(BASIN, WC),
}
