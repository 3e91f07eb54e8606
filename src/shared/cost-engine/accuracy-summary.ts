/**
 * One project type's (or all types') accuracy against published UK costs, as scripts/accuracy measures it and
 * data/accuracy-results.json stores it for /methodology and the landing page.
 */
export interface Summary {
  n: number
  failed: number
  /**
   * Fractions: median and 80th percentile of |ln(engine / published)|. Failed rows count as infinitely wrong; null
   * when the percentile falls on one (JSON has no Infinity).
   */
  medianAbsError: number | null
  p80AbsError: number | null
  rangeContains: number
  /** Mean signed ln(engine / published) of priced rows: + means the engine is high. */
  bias: number
  naiveMedianAbsError: number | null
}
