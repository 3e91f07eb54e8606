import type { Contingency } from '../contingency'
import type { Job } from '../measure'
import type { OnCosts } from '../on-costs'
import type { Works } from '../price-lines'
import type { ExcVatRange } from '../range'
import type { Vat } from '../vat'

/** Everything the priced stages produced: what the narrative explains. */
export interface PricedJob {
  job: Job
  works: Works
  onCosts: OnCosts
  contingency: Contingency
  range: ExcVatRange
  vat: Vat
  /** The floor the estimate measures, where parts priced beside the main job add to its (added-spaces.ts). */
  floorSqm?: number
}

/** What £1 of measured works costs the owner once on-costs, fees, contingency and VAT are added. */
export function homeownerMultiplier(p: PricedJob): number {
  return p.works.measuredPence > 0 ? p.vat.totalIncVatPence / p.works.measuredPence : 1
}

/** What £1 of measured works costs once on-costs (preliminaries, OH&P) and fees are added, excluding VAT. */
export function excVatMultiplier(p: PricedJob): number {
  return p.works.measuredPence > 0 ? p.range.likelyExcVatPence / p.works.measuredPence : 1
}

/** £ with thousands separators (toLocaleString is far too slow for the hot path). */
export function gbp(pence: number): string {
  const digits = String(Math.abs(Math.round(pence / 100)))
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ','
    out += digits[i]
  }
  return `${pence < 0 ? '-' : ''}£${out}`
}

/** The fittings (items priced by the fittings specification) each rate stands for, in the order they are named. */
const FITTING_WORDS: [rateIds: string[], words: string][] = [
  [['kitchen_units'], 'kitchen units'],
  [['worktop', 'worktop_stone'], 'worktops'],
  [['bathroom_suite', 'ensuite_suite', 'cloakroom_suite'], 'sanitaryware'],
  [['appliances'], 'appliances'],
  [['furnishing'], 'furniture'],
  [['shopfitting', 'commercial_fitout_joinery'], 'fitted joinery'],
]

/**
 * The fittings this job prices, in words ("Kitchen units, worktops and appliances"): what the fittings specification
 * moves here, never a kitchen's words in a loft. Null when the job prices no fittings.
 */
export function fittingsPriced(works: Works): string | null {
  const ids = new Set(works.lines.map((l) => l.rateId))
  const words = FITTING_WORDS.filter(([rateIds]) => rateIds.some((id) => ids.has(id))).map(([, w]) => w)
  if (words.length === 0) return null
  const text = words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
  return text.charAt(0).toUpperCase() + text.slice(1)
}
