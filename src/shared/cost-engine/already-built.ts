/**
 * The words before a space's name that make it one already built, where the work is or what it is done to ("the flat
 * roof on the back extension", "move the boiler to the loft", "repaint the kitchen extension"); "in the new extension"
 * is new (decision 073). A "porch extension" is a porch, work we don't price (decision 069), not a new extension.
 */
export const ALREADY_BUILT_BEFORE = String.raw`(?:(?:on|in|of|to|into|onto|above|over|under|from|inside|behind|off|through|up|via|(?:re-?)?paint\w*|(?:re-?)?decorat\w*|plaster\w*|skim\w*|carpet\w*|tile|tiling|clean\w*|re-?wir\w*|insulat\w*|refurb\w*|renovat\w*|moderni[sz]\w*|re-?roof\w*) (?:the|our|my|this|that|their) (?:(?!new\b|an?\b|and\b|with\b)[a-z-]+ ){0,3}|(?:existing|old|current|original) (?:[a-z-]+ ){0,3}|porch )`
/** A space's name as work to it ("a loft conversion"), not as one already built where other work goes. */
// The name is matched first and the words before it checked after, so the look-behind runs only where the name is.
export const asWork = (name: string) => String.raw`${name}(?<!\b${ALREADY_BUILT_BEFORE}${name})`
/** Converting, not a heating system switched over ("convert to a heat pump", "converting from gas to electric"). */
export const CONVERT = String.raw`conver(?:t|ts|ting|sion)(?! (?:(?:the |our )?(?:boiler|heating(?: system)?) )?(?:over )?(?:to|from) (?:an? )?(?:combi|heat pump|air[- ]source|ground[- ]source|gas|electric|oil|lpg)\b)`
/** The loft as work to it: not its hatch, ladder, boarding or insulation (small works, or work we do not price). */
export const LOFT_AS_WORK = asWork(String.raw`loft(?! (?:hatch(?:es)?|ladders?|boarding|insulation|insulated)\b)`)
/**
 * An extension's name as one asked for ("rear extension with a conservatory"), not one the house has ("our extension
 * with a conservatory"): where the words after it are what it is to have.
 */
export const A_NEW_EXTENSION = String.raw`(?<!\b(?:the|our|my|this|that|its|existing|old|current|has|have|had|got) (?:[a-z0-9-]+ ){0,2})extensions?`
