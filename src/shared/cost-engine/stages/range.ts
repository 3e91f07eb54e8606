import { rangeFamily, residualBand } from '../range'
import { SCOPE_VALUES } from '../../scope'
import type { Scope } from '../types'
import type { Job } from './measure'

/** The range before VAT; the VAT stage carries it to VAT-inclusive figures. */
export interface ExcVatRange {
  likelyExcVatPence: number
  /** Low and high as measured (not yet clamped to the likely figure). */
  lowExcVatPence: number
  highExcVatPence: number
  scopeKnown: boolean
  /** 100 − confidencePerWidth × range width in % of the likely figure, clamped 40–95. */
  confidence: number
}

/**
 * Stage 5, range: the measured spread of published costs around the engine's likely figure (../range.ts); with the
 * scope not stated, it also spans the likely figures of the plausible scopes either side of the typical job, each with
 * its own measured spread, so answering the scope always narrows it. `likelyAt` prices the same job at another scope.
 */
export function priceRange({
  job,
  likelyExcVatPence,
  likelyAt,
}: {
  job: Job
  likelyExcVatPence: number
  likelyAt: (scope: Scope) => number
}): ExcVatRange {
  const { rates, recipe } = job
  const scopeKnown = job.scopeStated || recipe.baseType === 'cosmetic'
  const family = rangeFamily(recipe.baseType)
  const known = residualBand(rates.range.residuals, family, true)
  // Not knowing the scope never narrows the range: the wider of the two measured bands.
  const bands = scopeKnown ? [known] : [known, residualBand(rates.range.residuals, family, false)]
  const lowLog = Math.min(0, ...bands.map((b) => b.lowLog))
  const highLog = Math.max(0, ...bands.map((b) => b.highLog))
  let lowExcVatPence = Math.round(likelyExcVatPence * Math.exp(lowLog))
  let highExcVatPence = Math.round(likelyExcVatPence * Math.exp(highLog))
  if (!scopeKnown) {
    const rungs = rates.range.unknownScopeRungs
    const at = (level: number) => likelyAt(SCOPE_VALUES[Math.min(4, Math.max(0, level))]!)
    const spread = (pence: number, log: number) => Math.round(pence * Math.exp(log))
    lowExcVatPence = Math.min(lowExcVatPence, spread(at(job.scopeLevel - rungs), Math.min(0, known.lowLog)))
    highExcVatPence = Math.max(highExcVatPence, spread(at(job.scopeLevel + rungs), Math.max(0, known.highLog)))
  }
  const widthPercent = likelyExcVatPence > 0 ? ((highExcVatPence - lowExcVatPence) / likelyExcVatPence) * 100 : 0
  const confidence = Math.min(95, Math.max(40, Math.round(100 - rates.range.confidencePerWidth * widthPercent)))
  return { likelyExcVatPence, lowExcVatPence, highExcVatPence, scopeKnown, confidence }
}
