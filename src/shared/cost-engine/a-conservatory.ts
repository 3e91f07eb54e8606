import { A_NEW_EXTENSION } from './already-built'
import type { UnpricedWork } from './unpriced-works'

/**
 * A glazed room on a dwarf wall is a conservatory installer's price, not an extension's ("Build a 12 m2 conservatory"
 * on the extension form was an extension, £37,303), asked for with no verb too ("we want a conservatory" was the
 * house's extensive renovation, £167,874), or "with" a room or an extension asked for ("new kitchen with a
 * conservatory", "rear extension with ..."); not the room where other work is ("a radiator in the conservatory"), its
 * roof, or the house's ("our extension with a conservatory"; uk-rates-2026.103).
 */
export const A_CONSERVATORY: UnpricedWork = {
  name: 'A conservatory or orangery',
  ask: 'a conservatory installer',
  pattern: new RegExp(
    String.raw`\b(?:(?:new|build(?:ing)?|add(?:ing)?|erect(?:ing)?|install(?:ing)?|replac(?:e|ing)) (?:a |an |the |our )?(?:(?!(?:in|into|to|from|through|of|off|for|at|by|inside|beside|next)\b)[a-z0-9-]+ ){0,3}(?:conservatory|orangery)(?![- ](?:styled?|type)\b)|(?:conservatory|orangery) (?:extension|build|replacement)|(?<=\b(?:(?:new|build(?:ing)?|add(?:ing)?|erect(?:ing)?|install(?:ing)?|replac(?:e|ing)|refit\w*|renovat\w*|refurb\w*|re-?do(?:ing)?|moderni[sz]\w*|gut(?:ting)?|extend(?:ing)?|convert(?:ing)?) (?:a |an |the |our |my )?(?:(?!(?:in|into|to|from|through|of|off|for|at|by|inside|beside|next|houses?|homes?|semis?|terraces?|terraced|flats?|bungalows?|cottages?|property|properties|detached|maisonettes?|apartments?|townhouses?|buildings?|dwellings?|gardens?)\b)[a-z0-9-]+ ){1,3}|${A_NEW_EXTENSION},? )with (?:an? |the )?)(?:conservatory|orangery)(?![- ](?:styled?|type|roofs?|floors?|flooring|ceilings?|walls?|doors?|windows?|blinds?|radiators?|heat\w*|light\w*|base|tiles?|glass|glazing|furniture)\b)|(?<!\b(?:the|our|my|this|that|its|in|into|to|from|through|of|off|onto|inside|has|have|had|got|with|existing|old|current) (?:an? )?)(?:conservatory|orangery)(?![- ](?:styled?|type|roofs?|floors?|flooring|ceilings?|walls?|doors?|windows?|blinds?|radiators?|heat\w*|light\w*|base|tiles?|glass|glazing|furniture)\b))\b(?! roof)`,
    'g',
  ),
}
