import type { ReferenceItem } from './reference'

/**
 * The kinds of work a quote line and an estimate item can share. A quote line names its work in a builder's words
 * ("Board & skim ceiling", "1st fix plumbing"); an estimate item has a trade, an NRM element code and a description.
 * A topic matches a quote line by its words, and an estimate item by its trade and element (and words where one trade
 * spans several topics). A line maps to the items that share its most specific topics.
 */
export interface Topic {
  id: string
  /** How the reason reads: "wall tiling". */
  label: string
  words: RegExp
  /** Matches an estimate item (by trade, element code, and description). */
  item: (i: ReferenceItem) => boolean
  /** More specific topics win over general ones (0 general … 2 specific). */
  weight: number
}

const trade = (...names: string[]) => {
  const set = new Set(names.map((n) => n.toLowerCase()))
  return (i: ReferenceItem) => set.has(i.trade.toLowerCase())
}
const desc = (re: RegExp) => (i: ReferenceItem) => re.test(i.description)
const and =
  (...ps: ((i: ReferenceItem) => boolean)[]) =>
  (i: ReferenceItem) =>
    ps.every((p) => p(i))

export const TOPICS: readonly Topic[] = [
  {
    id: 'strip_out',
    label: 'strip-out and disposal',
    weight: 1,
    words:
      /\b(?:strip(?:ping)?[- ]?out|strip\b|rip[- ]?out|demoli\w*|remove existing|removal of existing|take out|clear(?:ance)?\b|dispos\w*|skips?\b|muck away)/i,
    item: trade('Demolition'),
  },
  {
    id: 'wall_tiling',
    label: 'wall tiling',
    weight: 2,
    words: /\b(?:wall til\w*|tiling to walls?|splash ?back|tile walls?|walls? tiled|tiling,? walls?)\b/i,
    item: and(trade('Tiling'), (i) => i.elementCode === '3.1'),
  },
  {
    id: 'floor_tiling',
    label: 'floor tiling',
    weight: 2,
    words: /\b(?:floor til\w*|tiling to floors?|tile (?:the )?floor|floors? tiled|tiling,? floor)\b/i,
    item: and(trade('Tiling'), (i) => i.elementCode === '3.2'),
  },
  { id: 'tiling', label: 'tiling', weight: 1, words: /\btil(?:e|es|ing)\b(?!.*\broof)/i, item: trade('Tiling') },
  {
    id: 'plastering',
    label: 'plastering',
    weight: 1,
    words:
      /\b(?:plaster\w*|skim\w*|re-?skim|board(?:ing)? and skim|render\w*|make good (?:walls|ceiling)|replaster\w*|dry ?lin\w*)\b/i,
    item: trade('Plastering'),
  },
  {
    id: 'ceiling',
    label: 'ceilings',
    weight: 2,
    words: /\bceilings?\b/i,
    item: (i) => i.elementCode === '3.3' || (trade('Decorating')(i) && /ceiling/i.test(i.description)),
  },
  {
    id: 'decorating',
    label: 'decorating',
    weight: 1,
    words: /\b(?:decorat\w*|paint\w*|emulsion|gloss|mist coat)\b/i,
    item: trade('Decorating'),
  },
  {
    id: 'sanitary',
    label: 'the bathroom suite',
    weight: 2,
    words: /\b(?:sanitary ?ware|sanitary|suite|bath(?:tub)?\b|basin|wc\b|toilet|shower(?! screen tiling)|vanity)/i,
    item: (i) => i.elementCode === '5.1',
  },
  {
    id: 'plumbing',
    label: 'plumbing',
    weight: 1,
    words:
      /\b(?:plumb\w*|pipe ?work|pipes?\b|wastes?\b|water supply|hot and cold|soil (?:stack|pipe)|first fix|1st fix|second fix|2nd fix)/i,
    item: trade('Plumbing'),
  },
  {
    id: 'heating',
    label: 'heating',
    weight: 2,
    words: /\b(?:heating|radiators?|rads?\b|boiler|combi|underfloor heating|ufh|towel rail|heat pump|powerflush)\b/i,
    item: trade('Heating'),
  },
  {
    id: 'electrics',
    label: 'electrics',
    weight: 1,
    words:
      /\b(?:electric\w*|rewir\w*|sockets?|lighting|lights?\b|consumer unit|fuse ?board|eicr|spurs?|downlights?|extract(?:or)? fan|shaver point|circuits?)\b/i,
    item: trade('Electrical'),
  },
  {
    id: 'rewire',
    label: 'rewiring',
    weight: 2,
    words: /\b(?:rewir\w*|consumer unit|fuse ?board|eicr)\b/i,
    item: and(trade('Electrical'), desc(/rewire|consumer unit/i)),
  },
  {
    id: 'kitchen_units',
    label: 'kitchen units',
    weight: 2,
    words:
      /\b(?:kitchen (?:units?|supply|fit\w*|install\w*|cabinets?)|units?\b|cabinets?|carcass\w*|supply and fit kitchen|fit kitchen|new kitchen|kitchen$)/i,
    item: and(trade('Kitchen fitting'), desc(/units/i)),
  },
  {
    id: 'worktops',
    label: 'worktops',
    weight: 2,
    words: /\b(?:worktops?|work surfaces?|quartz|granite|upstands?)\b/i,
    item: and(trade('Kitchen fitting'), desc(/worktop/i)),
  },
  {
    id: 'appliances',
    label: 'appliances',
    weight: 2,
    words: /\b(?:appliances?|oven|hob|cooker hood|extractor hood|integrated fridge|dishwasher|washing machine)\b/i,
    item: and(trade('Kitchen fitting'), desc(/appliance/i)),
  },
  {
    id: 'flooring',
    label: 'flooring',
    weight: 1,
    words: /\b(?:floor(?:ing)?\b|carpet\w*|lvt|laminate|vinyl|engineered (?:oak|board|wood)|floorboards?|underlay)/i,
    item: (i) => trade('Flooring')(i) || (i.elementCode === '3.2' && !trade('Tiling')(i)),
  },
  { id: 'screed', label: 'screed', weight: 2, words: /\bscreed\w*\b/i, item: desc(/screed/i) },
  {
    id: 'structural',
    label: 'structural work',
    weight: 2,
    words:
      /\b(?:steels?|rsjs?|beams?|padstones?|load[- ]bearing|knock[- ]?through|structural|propping|lintels?|engineer'?s? calc\w*)\b/i,
    item: trade('Structural'),
  },
  {
    id: 'roofing',
    label: 'roofing',
    weight: 2,
    words:
      /\b(?:roof\w*|re-?roof|slates?|ridge|felt|membrane|battens?|lead ?work|flashings?|fascias?|soffits?|gutter\w*|dormer|rooflights?|velux|epdm|grp|flat roof)\b/i,
    item: trade('Roofing'),
  },
  { id: 'dormer', label: 'the dormer', weight: 3, words: /\bdormers?\b/i, item: desc(/dormer/i) },
  {
    id: 'rooflights',
    label: 'rooflights',
    weight: 3,
    words: /\b(?:rooflights?|velux|roof windows?|skylights?)\b/i,
    item: desc(/rooflight/i),
  },
  { id: 'scaffolding', label: 'scaffolding', weight: 3, words: /\bscaffold\w*\b/i, item: trade('Scaffolding') },
  {
    id: 'insulation',
    label: 'insulation',
    weight: 1,
    words: /\b(?:insulat\w*|celotex|kingspan|rockwool|mineral wool|draught[- ]proof\w*)\b/i,
    item: trade('Insulation'),
  },
  {
    id: 'glazing',
    label: 'windows and external doors',
    weight: 2,
    words:
      /\b(?:windows?|glaz\w*|bi-?folds?|sliding doors?|french doors?|patio doors?|upvc|double glaz\w*|external doors?)\b/i,
    item: trade('Glazing'),
  },
  {
    id: 'joinery',
    label: 'joinery and internal doors',
    weight: 1,
    words:
      /\b(?:internal doors?|doors?\b|skirting\w*|architraves?|joinery|carpentry|stairs?\b|staircase|boxing|shelving|built[- ]in|wardrobes?)/i,
    item: (i) => trade('Joinery', 'Carpentry')(i),
  },
  { id: 'staircase', label: 'the staircase', weight: 3, words: /\b(?:stairs?|staircase)\b/i, item: desc(/stair/i) },
  {
    id: 'floor_structure',
    label: 'the floor structure',
    weight: 2,
    words: /\b(?:joists?|floor structure|boarding (?:out )?the loft|chipboard|loft floor)\b/i,
    item: and(trade('Carpentry'), desc(/joist/i)),
  },
  {
    id: 'foundations',
    label: 'foundations and groundworks',
    weight: 2,
    words:
      /\b(?:foundations?|footings?|excavat\w*|trench\w*|groundworks?|ground[- ]bearing|slab|concrete|hardcore|dpm|oversite)\b/i,
    item: (i) => trade('Groundworks')(i) && i.elementCode === '1',
  },
  {
    id: 'drainage',
    label: 'drainage',
    weight: 2,
    words: /\b(?:drain\w*|sewer|manholes?|inspection chambers?|soakaway)\b/i,
    item: desc(/drainage|sewer/i),
  },
  {
    id: 'external',
    label: 'external works',
    weight: 1,
    words: /\b(?:paths?|patio|landscap\w*|garden|paving|external (?:works|repairs))\b/i,
    item: (i) => i.elementCode === '8',
  },
  {
    id: 'brickwork',
    label: 'brickwork and blockwork',
    weight: 2,
    words: /\b(?:brick\w*|block\w*|cavity walls?|external walls?|walls? up|build walls?)\b/i,
    item: trade('Bricklaying'),
  },
  {
    id: 'partitions',
    label: 'partitions',
    weight: 2,
    words: /\b(?:partitions?|stud walls?|studwork|new walls?)\b/i,
    item: trade('Drylining'),
  },
  {
    id: 'fire_safety',
    label: 'fire safety',
    weight: 2,
    words:
      /\b(?:fire (?:alarms?|detection|doors?|separation|board)|smoke (?:alarms?|detectors?)|heat detectors?|emergency light\w*|fd30s?|interlinked)\b/i,
    item: (i) => trade('Fire safety')(i) || desc(/fire/i)(i),
  },
  {
    id: 'damp',
    label: 'damp proofing',
    weight: 3,
    words: /\b(?:damp\w*|dpc|tanking|injection|chemical (?:dpc|damp)|membrane system)\b/i,
    item: trade('Damp proofing'),
  },
  {
    id: 'general',
    label: 'general building and making good',
    weight: 0,
    words: /\b(?:making good|make good|repairs?|general building|builder'?s? work|easing doors)\b/i,
    item: trade('General building'),
  },
  {
    id: 'building_control',
    label: 'building control',
    weight: 2,
    words: /\bbuilding (?:control|regs|regulations)\b/i,
    item: desc(/building control/i),
  },
]

/** The topics a piece of text names. */
export function topicsOfText(text: string): Topic[] {
  return TOPICS.filter((t) => t.words.test(text))
}
