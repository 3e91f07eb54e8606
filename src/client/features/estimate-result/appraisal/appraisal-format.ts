import type { Percent } from '#shared/appraisal/result'
import { formatGbp } from '#shared/format'

/** Money on the appraisal: to the penny where there are pence ('£1,234.56'), else whole pounds ('£1,234'). */
export function money(pence: number): string {
  return formatGbp(pence, { trimZeroPence: true })
}

/** Whole pounds, for headings, axes and columns. */
export function pounds(pence: number): string {
  return formatGbp(pence, { wholePounds: true })
}

/** A module percent (two decimals) as '6.25%', or a dash when it has no base (nothing left in, no loan). */
export function percent(value: Percent, whenNull = '—'): string {
  return value === null ? whenNull : `${value.toFixed(2)}%`
}

/** '6 months', '1 month'. */
export function months(n: number): string {
  return `${n} month${n === 1 ? '' : 's'}`
}
