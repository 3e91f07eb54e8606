import type { Summary } from '../../shared/cost-engine/accuracy-summary'
// By name, so the bundle keeps these keys and leaves out the scored rows (outOfSampleRows).
import { dispersionFloor, inSample, outOfSample, priceDate } from '../../shared/cost-engine/data/accuracy-results.json'

/**
 * The engine's measured accuracy (`npm run accuracy -- --write`; a test keeps the file fresh). Every page that
 * states an accuracy figure reads it from here, so no claim can drift from the measurement.
 */

export const MEASURED_ACCURACY = { priceDate, outOfSample, inSample, dispersionFloor } as unknown as {
  priceDate: string
  outOfSample: { overall: Summary; byType: Record<string, Summary> }
  inSample: { overall: Summary; byType: Record<string, Summary> }
  /** Median gap left after removing each type's mean error (scripts/accuracy: `dispersionFloor`). */
  dispersionFloor: { inSample: number; outOfSample: number }
}

/** Targets from issue 9: out-of-sample median error at most 15%, the engine's own range holding at least 75%. */
export const MEDIAN_TARGET = 0.15
export const RANGE_TARGET = 0.75

/** 0.226 → "22.6%" (one decimal, so 74.7% never reads as a met 75% target); null (a failed row) → "–". */
export function percent(fraction: number | null): string {
  return fraction === null ? '–' : `${(Math.round(fraction * 1000) / 10).toFixed(1)}%`
}

/** A signed log error on the same scale as the gaps: 0.098 → "+9.8%", −0.2 → "−20.0%". */
export function signedPercent(logError: number): string {
  const p = (Math.round(Math.abs(logError) * 1000) / 10).toFixed(1)
  return `${logError >= 0 ? '+' : '−'}${p}%`
}
