/**
 * The engine's measured accuracy as `npm run accuracy -- --write` stores it
 * (src/shared/cost-engine/data/accuracy-results.json) for /methodology and the landing page. Rules: docs/product/decisions.md
 * "Measuring accuracy" (research/bench/score-published.py).
 */

/** One group of scored rows (a whole set, its sized rows, or one project type). Fractions throughout. */
export interface AccuracySummary {
  n: number
  /** Calls the app refused: each counts as a miss (error ln 2, outside the range). */
  failed: number
  /** exp(median |ln(engine / published)|) - 1. */
  medianAbsError: number
  /** The same at the 80th percentile (nearest rank). */
  p80AbsError: number
  /** Share of published figures inside the engine's own shipped range. */
  rangeContains: number
  /** exp(median signed ln(engine / published)) - 1 over the priced rows: + means the engine is high; null if none. */
  bias: number | null
  /**
   * The naive baseline scored the same way: each row predicted by the median of the other published figures of its
   * project type and basis (leave one out); a row with no other such figure counts as a miss.
   */
  naiveMedianAbsError: number
  /** Rows the naive baseline had no other figure for. */
  naiveMissing: number
}

export interface AccuracySet {
  /** The CSV's file name, e.g. uk-cost-calibration-v2.csv. */
  file: string
  title: string
  /** How the set relates to the engine (e.g. independent of its rate sources). */
  note: string
  csvRows: number
  /** Rows the rules leave out, by reason. */
  skipped: Record<string, number>
  all: AccuracySummary
  /** Rows whose own size the engine was given (size_basis stated or derived, and readable); null when none. */
  sized: AccuracySummary | null
  byType: Record<string, AccuracySummary>
  /** Median high / low of the engine's range over the priced rows. */
  rangeWidth: number | null
}

export interface AccuracyResults {
  /** The day measured: the engine priced at this date, its figures deflated to each row's year. */
  measuredOn: string
  engineVersion: string
  rateTableVersion: string
  /** First the headline set. */
  sets: AccuracySet[]
}
