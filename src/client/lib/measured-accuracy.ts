import type { AccuracyResults } from '#shared/accuracy-results'
import results from '#shared/cost-engine/data/accuracy-results.json'

/**
 * The engine's measured accuracy on both published sets (`npm run accuracy -- --write`; a test keeps the file fresh).
 * Every page that states an accuracy figure reads it from here, so no claim can drift from the measurement.
 */
// JSON infers one literal type per set; scripts/accuracy/accuracy.test.ts checks the file is a typed fresh run.
export const MEASURED_ACCURACY = results as unknown as AccuracyResults

/** The headline: the first set, the independent check set. */
export const HEADLINE_SET = MEASURED_ACCURACY.sets[0]!

/** "26 November 2026": the day measured, the same in every time zone (the landing page is prerendered). */
export const MEASURED_ON = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(MEASURED_ACCURACY.measuredOn))

/** Targets from decision 009: median error at most 15%, the engine's own range holding at least 75%. */
export const MEDIAN_TARGET = 0.15
export const RANGE_TARGET = 0.75

/** 0.226 → "22.6%" (one decimal, so 74.7% never reads as a met 75% target). */
export function percent(fraction: number): string {
  return `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`
}

/** A signed ratio: 0.098 → "+9.8%", −0.2 → "−20.0%", null (nothing priced) → "–". */
export function signedPercent(fraction: number | null): string {
  if (fraction === null) return '–'
  const p = (Math.round(Math.abs(fraction) * 1000) / 10).toFixed(1)
  return `${fraction >= 0 ? '+' : '−'}${p}%`
}
