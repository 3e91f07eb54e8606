/**
 * Measures the engine's range bands (src/shared/cost-engine/data/range-residuals.json): for each family of project
 * types and scope state, quantiles 0.1-0.9 of ln(published / likely) over both published sets, each side at least the
 * family's median absolute residual, with the share of rows each band contains (the confidence an estimate states).
 * Usage: npm run range-bands. Run it after an engine change, then `npm run accuracy -- --write`.
 *
 * The bands are measured here and only here (decision 020): `npm run accuracy` scores with the bands as shipped and
 * never re-measures them. Both sets are in sample for the bands; the sealed set scored by score-published.py is not.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_RATES } from '../src/shared/cost-engine/default-rates'
import { measureResiduals, type Residual } from '../src/shared/cost-engine/range'
import { PUBLISHED_SETS, sharedDir } from './accuracy/published-sets'
import { scoreCsv } from './accuracy/score'

export const BAND_QUANTILES = { lowQuantile: 0.1, highQuantile: 0.9, minRows: 6 } as const

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const shared = sharedDir(repoRoot)
if (!shared) throw new Error('No research/data in the repository: set SHARED_DIR')
const priceDate = new Date().toISOString().slice(0, 10)

const residuals: Residual[] = PUBLISHED_SETS.flatMap((set) =>
  scoreCsv(readFileSync(path.join(shared, 'data', set.file), 'utf8'), DEFAULT_RATES, priceDate).rows.flatMap((r) =>
    r.logError === null || r.band === null
      ? []
      : [{ family: r.band.family, scopeKnown: r.band.scopeKnown, logResidual: -r.logError }],
  ),
)
const bands = measureResiduals(residuals, {
  ...BAND_QUANTILES,
  source: `Measured by npm run range-bands: quantiles ${BAND_QUANTILES.lowQuantile}-${BAND_QUANTILES.highQuantile} of ln(published / likely) over both published sets (${PUBLISHED_SETS.map((s) => s.file).join(', ')}), by family and scope state, each side at least the family's median absolute residual; coverage is the share of its rows a band contains`,
  date: priceDate,
})
const out = path.resolve(repoRoot, 'src/shared/cost-engine/data/range-residuals.json')
writeFileSync(out, JSON.stringify(bands, null, 2) + '\n')
for (const [family, b] of Object.entries(bands.families))
  for (const state of ['known', 'unknown'] as const)
    if (b[state].n > 0)
      console.log(
        `${family.padEnd(12)} ${state.padEnd(8)} n=${String(b[state].n).padStart(3)} low ${b[state].lowLog.toFixed(3)} high ${b[state].highLog.toFixed(3)} coverage ${(b[state].coverage * 100).toFixed(0)}%`,
      )
console.log(`Wrote ${path.relative(repoRoot, out)} from ${residuals.length} rows`)
