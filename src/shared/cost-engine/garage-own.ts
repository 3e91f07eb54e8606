import { normaliseDescription } from '../text/normalise-description'
import type { KeywordHits } from './keyword-ids'
import { SOLE_TRADES } from './works-named'

/** The types a garage conversion brief may arrive on. */
export const GARAGE_FROM: ReadonlySet<string> = new Set([
  'whole_house_renovation',
  'house_conversion',
  'extension',
  'bedroom',
  'living_room',
])

/**
 * The words of a single trade's work a garage conversion's recipe prices as its own: its window, its floor (its
 * underfloor heating in place of its radiator), its sockets, its WC and basin, its fire door through to the house.
 */
const GARAGE_OWN_TRADE_WORDS = [
  'windows',
  'floor_covering',
  'floor_retiled',
  'hard_floor',
  'carpet',
  'ufh',
  'sockets_added',
  'wc_replaced',
  'basin_replaced',
  'fire_doors',
] as const satisfies readonly (keyof KeywordHits)[]

/** A bathroom, shower room or en-suite: a garage's recipe fits a WC alone. */
const A_BATHROOM = /\b(?:bathrooms?|shower ?rooms?|wet ?rooms?|en-?suites?)\b/

/**
 * Whether a garage conversion's brief asks for work its recipe does not price: another trade ("garage conversion and a
 * full rewire", "and a new boiler") or a bathroom ("with an en-suite"). Then the garage does not take the brief whole,
 * and that work is priced beside it, not dropped (decision 074, later uk-rates-2026.101).
 */
export function asksBeyondTheGarage(description: string, keywords: KeywordHits): boolean {
  const beyond = { ...keywords, ...Object.fromEntries(GARAGE_OWN_TRADE_WORDS.map((k) => [k, undefined])) }
  return SOLE_TRADES.some((t) => t.said(beyond)) || A_BATHROOM.test(normaliseDescription(description))
}

/** Words that make a bathroom the one there now: its refit, or the existing one ("and refit the bathroom"). */
const THE_ONE_THERE_NOW =
  /\b(?:refit\w*|renovat\w*|refurb\w*|moderni[sz]\w*|upgrad\w*|updat\w*|replac\w*|re-?do\w*|rip(?:ping)? out|gut\w*|overhaul\w*|remodel\w*|existing|old|current|(?:the|our|my) (?:bathroom|shower ?room|en-?suite))\b/

/**
 * Whether the bathroom said in the clause [from, to) of the normalised brief `text`, beside a garage converted, is formed
 * in it where there was none: an en-suite (a bedroom's, the garage made one: "convert the garage into a bedroom with
 * en-suite"), or any bathroom said with it ("garage conversion with a shower room"). It has no suite to strip out, and
 * its partitions, door and new runs are its forming work, as "add an en-suite" alone prices (decision 072). One said
 * beside it ("and a new bathroom") or renewed ("and refit the en-suite") is the house's, refitted.
 */
export function formedInTheGarage(text: string, [from, to]: readonly [number, number]): boolean {
  const clause = text.slice(from, to)
  if (THE_ONE_THERE_NOW.test(clause)) return false
  return /\ben-?suites?\b/.test(clause) || /\bwith\s*$/.test(text.slice(0, from))
}
