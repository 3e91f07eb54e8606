import { namesFittings } from '../works-named'
import { rangeFamily, residualBand } from '../range'
import { SCOPE_VALUES } from '#shared/scope'
import type { Scope } from '../types'
import type { Job } from './measure'

/**
 * New work (an extension, a loft, a basement, a new build) is defined by its type and size; the scope ladder moves only
 * its works to the existing house, so an unstated scope leaves nothing material unknown. Decorating is its own rung.
 */
const SCOPE_FREE_BASE_TYPES = new Set(['cosmetic', 'extension', 'loft', 'basement', 'new_build'])
/**
 * The least spread either side of the likely figure (±10%, ln 1.1): a family whose published costs all fell below the
 * engine's figure still has risks above it (a quote is never certain), so High > Likely > Low for the total and for
 * every element (the report's consistency gate); our assumption, the narrowest band a feasibility estimate claims.
 */
const MIN_SPREAD_LOG = Math.log(1.1)

/** Which measured band a job's range uses: its family, and whether its scope is known for the range's purpose. */
export function bandKey(baseType: string, scopeStated: boolean): { family: string; scopeKnown: boolean } {
  return { family: rangeFamily(baseType), scopeKnown: scopeStated || SCOPE_FREE_BASE_TYPES.has(baseType) }
}

/** The range before VAT; the VAT stage carries it to VAT-inclusive figures. */
export interface ExcVatRange {
  likelyExcVatPence: number
  /** Low and high as measured (not yet clamped to the likely figure). */
  lowExcVatPence: number
  highExcVatPence: number
  scopeKnown: boolean
  /** The measured coverage of the band used, in % (clamped 40-95): how often published costs fell inside it. */
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
  // A closed list of works ("... nothing else") settles the job as surely as a stated scope (decision 064).
  const { family, scopeKnown } = bandKey(recipe.baseType, job.scopeStated || !!job.drivers.flags.named_only)
  const known = residualBand(rates.range.residuals, family, true)
  // Not knowing the scope never narrows the range: the wider of the two measured bands.
  const bands = scopeKnown ? [known] : [known, residualBand(rates.range.residuals, family, false)]
  const lowLog = Math.min(-MIN_SPREAD_LOG, ...bands.map((b) => b.lowLog))
  const highLog = Math.max(MIN_SPREAD_LOG, ...bands.map((b) => b.highLog))
  let lowExcVatPence = Math.round(likelyExcVatPence * Math.exp(lowLog))
  let highExcVatPence = Math.round(likelyExcVatPence * Math.exp(highLog))
  if (!scopeKnown) {
    const rungs = rates.range.unknownScopeRungs
    // A brief that names fittings (a kitchen, a bathroom) is never decorating only: the range goes no lower than a
    // refresh, which prices them.
    const lowest = namesFittings(job.keywords) ? SCOPE_VALUES.indexOf('light') : 0
    const at = (level: number) => likelyAt(SCOPE_VALUES[Math.min(4, Math.max(0, level))]!)
    const spread = (pence: number, log: number) => Math.round(pence * Math.exp(log))
    lowExcVatPence = Math.min(
      lowExcVatPence,
      spread(at(Math.max(lowest, job.scopeLevel - rungs)), Math.min(-MIN_SPREAD_LOG, known.lowLog)),
    )
    highExcVatPence = Math.max(
      highExcVatPence,
      spread(at(job.scopeLevel + rungs), Math.max(MIN_SPREAD_LOG, known.highLog)),
    )
  }
  const used = scopeKnown ? known : bands[1]!
  const confidence = Math.min(95, Math.max(40, Math.round(used.coverage * 100)))
  return { likelyExcVatPence, lowExcVatPence, highExcVatPence, scopeKnown, confidence }
}
