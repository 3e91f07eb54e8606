/**
 * Engine accuracy against published UK cost data. Usage: npx tsx scripts/accuracy.ts [--write]
 * CSV: $CALIBRATION_CSV or ../shared/data/uk-cost-calibration.csv beside the repo. --write stores the result in
 * src/shared/cost-engine/data/accuracy-results.json (imported by the /methodology page; a test keeps it fresh).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ACCURACY_PRICE_DATE } from '../src/shared/cost-engine/accuracy-config'
import { runAccuracy } from '../src/shared/cost-engine/accuracy'
import { DEFAULT_RATES } from '../src/shared/cost-engine/default-rates'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const csvPath = process.env.CALIBRATION_CSV ?? path.resolve(repoRoot, '../shared/data/uk-cost-calibration.csv')
const result = runAccuracy(readFileSync(csvPath, 'utf8'), DEFAULT_RATES, ACCURACY_PRICE_DATE)

const pounds = (p: number | null) => (p === null ? '-' : `£${Math.round(p / 100).toLocaleString('en-GB')}`)
for (const r of result.rows) {
  const range =
    r.lowPence === null ? '' : ` range ${pounds(r.lowPence)}-${pounds(r.highPence)} ${r.inRange ? 'HIT' : 'miss'}`
  console.log(
    `${r.rowId.padEnd(8)} ${r.projectType.padEnd(30)} ${String(r.sizeSqm).padStart(6)}m2${r.sizeAssumed ? '*' : ' '} ${r.vatBasis} ref ${pounds(r.referencePence).padStart(11)} engine ${pounds(r.enginePence).padStart(11)} ${(r.errorPct >= 0 ? '+' : '') + r.errorPct}%${range}  ${r.subtype.slice(0, 40)}`,
  )
}
console.log('\nSkipped:', result.skipped)
console.log(`Rows priced ${result.rowsPriced}, skipped ${result.rowsSkipped}`)
console.log(`Median absolute error: ${result.medianAbsErrorPct}% (target <= 15%)`)
console.log(`Within 15%: ${result.withinFifteenPct}% of rows`)
console.log(`Published ranges hit: ${result.rangeHitPct}% of ${result.rangesCompared} (target >= 80%)`)
if (process.argv.includes('--write')) {
  const out = path.resolve(repoRoot, 'src/shared/cost-engine/data/accuracy-results.json')
  writeFileSync(
    out,
    JSON.stringify({ ...result, csvFile: path.basename(csvPath), rateTableVersion: DEFAULT_RATES.version }, null, 2) +
      '\n',
  )
  console.log(`Wrote ${path.relative(repoRoot, out)}`)
}
