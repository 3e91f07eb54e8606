import { blankOut } from './description'
import { UNPRICED_WORKS } from './unpriced-works'

/**
 * `text` (normalised) with the words of the unpriced works that are listed where nothing carries them blanked out:
 * "replace the bathroom sink tap and a full rewire" is read as the rewire, the tap listed beside it, not as a bathroom.
 */
export const withoutListedFittings = (text: string): string => blankOut(text, LISTED_WHERE_NOT_CARRIED)
const LISTED_WHERE_NOT_CARRIED = UNPRICED_WORKS.filter((w) => w.carriedBy && w.partOfARefit).map((w) => w.pattern)

/**
 * `text` (normalised) with the words of every unpriced work listed beside priced work blanked out too, those no refit
 * carries ("refit the bathroom and fix the sagging ceiling in the lounge"): what the rest of the brief asks for is the
 * job, the repair listed beside it (decision 069, later uk-rates-2026.101).
 */
export const withoutListedWorks = (text: string): string => blankOut(text, LISTED_BESIDE)
const LISTED_BESIDE = UNPRICED_WORKS.filter((w) => w.carriedBy || !w.partOfARefit).map((w) => w.pattern)
