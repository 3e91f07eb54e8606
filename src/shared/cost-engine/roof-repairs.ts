import { A_NEW_EXTENSION } from './already-built'
import { REPLACED_AFTER, saidAfter } from './said-after'
import type { UnpricedWork } from './unpriced-works'

/**
 * A roof's repair, its leak and its rooflights' leak (decision 069, later uk-rates-2026.103): the roofer's, work no rate
 * of ours prices on its own. A rooflight said leaking is that leak, not new rooflights, unless replacing it is said. A
 * conservatory-style roof said "with" a new extension ("side return extension with a conservatory roof") is the
 * extension's own roof (new-space.ts ITS_OWN), not a conservatory's repaired.
 */

/** A rooflight's names ("roof lights", "Velux windows", "a roof window", "skylights"), the whole of them. */
export const ROOFLIGHT = String.raw`(?:roof ?lights?|velux(?: windows?)?|roof windows?|sky ?lights?)\b(?! windows?\b)`

/** Replacing said after what is replaced ("need replacing", "to be renewed"). */
const REPLACED = String.raw`(?:${REPLACED_AFTER}|${saidAfter('renew')})`

/**
 * Leaking said after it ("the roof lights are leaking", "the Velux windows leak", "which let in water"), replacing not
 * said after the leak ("are leaking and need replacing").
 */
const LEAKING_AFTER = String.raw`(?: (?:that|which))?(?: (?:is|are|keeps?|has|have))?(?: (?:been|started|begun|still|always|all|both|badly|now))? (?:leak(?:s|ing|ed)?|letting (?:in )?water|lets? (?:in )?water)\b(?! and (?:needs?|to be|must be|should be)\b)`

/** Leaking said before it ("the leaking Velux windows"), no renewal before the leak ("replace the leaking ..."). */
const LEAKING_BEFORE = String.raw`(?<!\b(?:new|replac\w*|renew\w*|chang\w*|swap\w*) (?:the |our |my |all (?:the )?|both |two |three |\d )?)leak(?:ing|y) (?:old )?`

/** A rooflight said leaking, replacing it not said: a roof leak (the roofer's), not rooflights fitted. */
export const ROOFLIGHT_LEAKING = String.raw`${LEAKING_BEFORE}${ROOFLIGHT}(?!${REPLACED})|${ROOFLIGHT}${LEAKING_AFTER}`

/**
 * The rooflight `words` (a whole name, as `ROOFLIGHT`) said as rooflights wanted: each said, but one said leaking whose
 * replacing is not said ("the roof lights are leaking"); "the leaking Velux windows need replacing" is new ones.
 */
export const unlessLeaking = (words: string): string =>
  String.raw`(?<!${LEAKING_BEFORE})${words}(?!${LEAKING_AFTER})|(?<=${LEAKING_BEFORE})${words}(?=${REPLACED})`

/** Rooflights fitted: a rooflight said, not said leaking. */
export const ROOFLIGHTS_FITTED = unlessLeaking(ROOFLIGHT)

/** The roof repaired, said as a noun or after the roof ("roof repairs", "the roof needs repairing", "needs some repairs"). */
const ROOF_REPAIRED = String.raw`roof repairs?|roofs?(?:${saidAfter('repair')}|(?: (?:that|which))? (?:needs?|requires?) (?:some |a few |minor )?repairs?)`

/**
 * The house's roof repaired, as the house's roof repairs line prices it where its job prices one (a refurbishment's
 * "roof repairs"): not listed there. A leak, tiles, flashings or another building's roof are listed still.
 */
const THE_ROOF_REPAIRED = new RegExp(String.raw`^(?:${ROOF_REPAIRED}|(?:fix|repair)(?:ing)? (?:the |a |our )?roof)$`)

/** The roofer's repair: a leak (a rooflight's too), tiles or flashings, the roof repaired, another building's roof. */
export const ROOF_REPAIR: UnpricedWork = {
  name: 'A roof leak, tile or flashing repair, or an outbuilding, porch, bay, dormer or conservatory roof',
  ask: 'a roofer',
  carriedBy: ['roof_repairs', 'roof_recover'],
  carries: THE_ROOF_REPAIRED,
  pattern: new RegExp(
    String.raw`\b(?:${ROOFLIGHT_LEAKING}|${ROOF_REPAIRED}|` +
      /(?:fix(?:ing)?|repair(?:ing)?|stop(?:ping)?) (?:the |a |our )?(?:leak(?:ing|y)? (?:in the )?roof|roof leaks?|leaks?(?! (?:under|from|behind|round|around|in|on|at) (?:the |a |an |our |my )?(?:[a-z]+ )?(?:pipes?|radiators?|showers?|taps?|toilets?|wcs?|sinks?|basins?|baths?|valves?|boilers?|cylinders?|tanks?)\b)|roof(?! (?:lights?|lanterns?|windows?))\b)|leak(?:ing|y)? roof|(?:flat[- ])?roofs?(?! (?:lights?|lanterns?|windows?)\b)(?: (?:on|over|of) (?:the |our |my )?(?:[a-z'-]+ ){0,2}?[a-z]+)?(?: (?:that|which))?(?: (?:is|are|has been|keeps))? (?:leak(?:s|ing|ed)?|letting (?:in )?water)(?! and (?:needs?|to be)\b)|(?:replace|fix|repair)\w* (?:the )?(?:some|a few|missing|broken|slipped|cracked)(?: (?:missing|broken|slipped|cracked))* (?:roof )?(?:tiles|slates)(?: (?:on|of) (?:the |our )?roof)?|(?:lead )?flashing|lead (?:valleys?|work)|valley gutters?|(?:and|plus|,) (?:some|a few) (?:missing |broken |slipped |cracked )*(?:roof )?(?:tiles|slates)/
        .source +
      String.raw`|(?:shed|outbuilding|porch|bay|dormer|(?<!\b${A_NEW_EXTENSION},? with (?:an? |the )?(?:[a-z-]+ ){0,2})conservatory) (?:flat )?roofs?(?: (?:with|for|to) (?:a |an )?(?:[a-z-]+ ){0,2}roof)?|garage roofs?|flat roofs? (?:on|over) (?:the |our )?(?:shed|outbuilding|porch|bay|dormer))\b`,
    'g',
  ),
}
