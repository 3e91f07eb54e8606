/** UK standard-rate VAT on what we sell (the £6.99 report and the plans are standard-rated, prices include VAT). */
export const STANDARD_VAT_RATE = 0.2

export interface VatSplit {
  netPence: number
  vatPence: number
  grossPence: number
}

/**
 * A VAT-inclusive price split into net and VAT (the VAT fraction: rate / (1 + rate), 1/6 at 20%), VAT rounded to
 * the nearest penny as HMRC allows, net the rest so the three always add up. £6.99 → £5.82 + £1.17.
 */
export function splitGross(grossPence: number, rate: number = STANDARD_VAT_RATE): VatSplit {
  if (!Number.isInteger(grossPence)) throw new RangeError(`splitGross expects whole pence, got ${grossPence}`)
  const vatPence = Math.round((grossPence * rate) / (1 + rate))
  return { netPence: grossPence - vatPence, vatPence, grossPence }
}
