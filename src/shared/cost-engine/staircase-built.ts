import type { UnpricedWork } from './unpriced-works'

/**
 * The lines that build a staircase: a loft's or a basement's stair (and a second storey's, priced at the same rate),
 * and a new build's frame, one staircase a dwelling.
 */
const STAIRCASE_BUILT: readonly string[] = ['loft_stairs', 'new_build_frame']

/**
 * A staircase replaced: a joiner's price, no rate of ours, on its own or beside other work. A new space's new staircase
 * ("loft conversion with a new staircase") is the one its line builds: not listed as not priced where that line is
 * (decision 069, later uk-rates-2026.101); the house's staircase replaced beside it is.
 */
export const STAIRCASE_REPLACED: UnpricedWork = {
  name: 'A staircase replaced',
  ask: 'a joiner',
  carriedBy: STAIRCASE_BUILT,
  carries: /^new\b/,
  pattern:
    /\b(?:(?:new|replace(?:ment)?|replacing) (?:the |our |a )?(?:oak |timber |wooden |glass )?(?:stair ?case|stairs)|stair ?case (?:replaced|replacement))\b/g,
}
