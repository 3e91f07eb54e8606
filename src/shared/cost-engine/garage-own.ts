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
