import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AccuracyResults, AccuracySet, AccuracySummary } from '#shared/accuracy-results'
import { ENGINE_VERSION } from '#shared/cost-engine/estimate-cost'
import type { SetScore } from './score'

/** The two published sets `npm run accuracy` scores by default, the headline first (research/data). */
export const PUBLISHED_SETS = [
  {
    file: 'uk-cost-calibration-v2.csv',
    title: 'Independent check set',
    note: 'Gathered as a check: no page in it is one the engine’s rates come from, and nothing was set from it.',
  },
  {
    file: 'uk-cost-calibration-tagged.csv',
    title: 'First calibration set',
    note: 'The engine was developed while measuring against this set, and its range bands were measured on it.',
  },
] as const

/**
 * The research folder (data/, bench/): $SHARED_DIR when set, else the copy inside the repository (research/).
 * Null when none holds the calibration data.
 */
export function sharedDir(repoRoot: string): string | null {
  const candidates = [process.env.SHARED_DIR, path.resolve(repoRoot, 'research')]
  return (
    candidates.find((dir): dir is string =>
      Boolean(dir && existsSync(path.join(dir, 'data', PUBLISHED_SETS[0].file))),
    ) ?? null
  )
}

const round = (n: number) => Math.round(n * 10_000) / 10_000

function rounded(s: AccuracySummary): AccuracySummary {
  return {
    ...s,
    medianAbsError: round(s.medianAbsError),
    p80AbsError: round(s.p80AbsError),
    rangeContains: round(s.rangeContains),
    bias: s.bias === null ? null : round(s.bias),
    naiveMedianAbsError: round(s.naiveMedianAbsError),
  }
}

/** What accuracy-results.json stores: the scores of PUBLISHED_SETS, in that order, rounded to 4 decimals. */
export function toResults(scores: readonly SetScore[], measuredOn: string, rateTableVersion: string): AccuracyResults {
  const sets: AccuracySet[] = scores.map((s, i) => ({
    ...PUBLISHED_SETS[i]!,
    csvRows: s.csvRows,
    skipped: s.skipped,
    all: rounded(s.all),
    sized: s.sized && rounded(s.sized),
    byType: Object.fromEntries(Object.entries(s.byType).map(([t, v]) => [t, rounded(v)])),
    rangeWidth: s.rangeWidth === null ? null : round(s.rangeWidth),
  }))
  return { measuredOn, engineVersion: ENGINE_VERSION, rateTableVersion, sets }
}
