/**
 * The one money formatter (en-GB, GBP). Money is integer pence everywhere else; format only at the UI edge.
 */

export interface FormatGbpOptions {
  /** Round to whole pounds and show no pence: 850000 → "£8,500". */
  wholePounds?: boolean
  /** Drop ".00" when the amount is whole pounds, keep pence otherwise: 0 → "£0", 999 → "£9.99". */
  trimZeroPence?: boolean
}

const withPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

const withoutPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

/**
 * Formats an amount in pence as pounds sterling: formatGbp(699) → "£6.99", formatGbp(1234567) → "£12,345.67".
 * Fractional pence are rounded to the nearest penny. Throws RangeError for NaN or infinite input.
 */
export function formatGbp(pence: number, opts: FormatGbpOptions = {}): string {
  if (!Number.isFinite(pence)) throw new RangeError(`formatGbp expects a finite number of pence, got ${pence}`)
  const wholePence = Math.round(pence)
  if (opts.wholePounds) return withoutPence.format(normaliseZero(Math.round(wholePence / 100)))
  if (opts.trimZeroPence && wholePence % 100 === 0) return withoutPence.format(normaliseZero(wholePence / 100))
  return withPence.format(normaliseZero(wholePence / 100))
}

// Avoid "-£0.00" when rounding a tiny negative amount.
function normaliseZero(value: number): number {
  return Object.is(value, -0) ? 0 : value
}

const weeksNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })
/** A length of time in weeks, singular for one: formatWeeks(1) → "1 week", formatWeeks(25.5) → "25.5 weeks". */
export const formatWeeks = (weeks: number) => `${weeksNumber.format(weeks)} week${weeks === 1 ? '' : 's'}`
