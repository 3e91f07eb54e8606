import { A_NEW_EXTENSION } from './already-built'
import type { UnpricedWork } from './unpriced-works'

/**
 * A roof repaired, or a roof on a building we don't price (an outbuilding, porch, bay, dormer or conservatory): a
 * roofer's. A conservatory-style roof said "with" a new extension ("side return extension with a conservatory roof")
 * is the extension's own roof (new-space.ts ITS_OWN, uk-rates-2026.103), not a conservatory's repaired.
 */
export const ROOF_WORK: UnpricedWork = {
  name: 'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
  ask: 'a roofer',
  pattern: new RegExp(
    String.raw`\b(?:(?:fix(?:ing)?|repair(?:ing)?|stop(?:ping)?) (?:the |a |our )?(?:leak(?:ing|y)? (?:in the )?roof|roof leaks?|leaks?(?! (?:under|from|behind|round|around|in|on|at) (?:the |a |an |our |my )?(?:[a-z]+ )?(?:pipes?|radiators?|showers?|taps?|toilets?|wcs?|sinks?|basins?|baths?|valves?|boilers?|cylinders?|tanks?)\b)|roof(?! (?:lights?|lanterns?|windows?))\b)|leak(?:ing|y)? roof|(?:flat[- ])?roofs?(?! (?:lights?|lanterns?|windows?)\b)(?: (?:on|over|of) (?:the |our |my )?(?:[a-z'-]+ ){0,2}?[a-z]+)?(?: (?:that|which))?(?: (?:is|are|has been|keeps))? (?:leak(?:s|ing|ed)?|letting (?:in )?water)(?! and (?:needs?|to be)\b)|(?:replace|fix|repair)\w* (?:the )?(?:some|a few|missing|broken|slipped|cracked)(?: (?:missing|broken|slipped|cracked))* (?:roof )?(?:tiles|slates)(?: (?:on|of) (?:the |our )?roof)?|(?:lead )?flashing|lead (?:valleys?|work)|valley gutters?|(?:and|plus|,) (?:some|a few) (?:missing |broken |slipped |cracked )*(?:roof )?(?:tiles|slates)|(?:shed|outbuilding|porch|bay|dormer|(?<!\b${A_NEW_EXTENSION},? with (?:an? |the )?(?:[a-z-]+ ){0,2})conservatory) (?:flat )?roofs?(?: (?:with|for|to) (?:a |an )?(?:[a-z-]+ ){0,2}roof)?|garage roofs?|flat roofs? (?:on|over) (?:the |our )?(?:shed|outbuilding|porch|bay|dormer))\b`,
    'g',
  ),
}

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
