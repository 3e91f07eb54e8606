/**
 * Engine accuracy against published UK costs. Usage: npm run accuracy -- [--csv PATH] [--write] [--rows]
 * CSV: --csv, else $CALIBRATION_CSV, else ../shared/data/uk-cost-calibration-tagged.csv beside the repo (any CSV with
 * its columns). --write stores the result in src/shared/cost-engine/data/accuracy-results.json (the /methodology
 * page) and the measured residual bands in data/range-residuals.json (the engine's ranges); a test keeps both fresh.
 * The last line printed is machine-readable (PRODUCT.md contract).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { accuracyLine, dispersionFloor, runAccuracy, type Summary } from './accuracy/accuracy'
import { ACCURACY_PRICE_DATE } from './accuracy/config'
import { DEFAULT_RATES } from '../src/shared/cost-engine/default-rates'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const csvArg = args.indexOf('--csv')
const csvPath =
  csvArg >= 0 && args[csvArg + 1]
    ? path.resolve(args[csvArg + 1]!)
    : (process.env.CALIBRATION_CSV ?? path.resolve(repoRoot, '../shared/data/uk-cost-calibration-tagged.csv'))
const report = runAccuracy(readFileSync(csvPath, 'utf8'), DEFAULT_RATES, ACCURACY_PRICE_DATE)

const pct = (n: number | null) => (n === null ? 'inf' : `${(n * 100).toFixed(1)}%`)
const signed = (n: number) => `${n >= 0 ? '+' : ''}${(n * 100).toFixed(1)}%`
const row = (label: string, s: Summary) =>
  `${label.padEnd(32)} ${String(s.n).padStart(3)} ${String(s.failed).padStart(6)} ${pct(s.medianAbsError).padStart(8)} ${pct(s.p80AbsError).padStart(8)} ${pct(s.rangeContains).padStart(8)} ${signed(s.bias).padStart(8)} ${pct(s.naiveMedianAbsError).padStart(8)}`
const header = `${'project type'.padEnd(32)}   n failed   median      p80    range     bias    naive`

if (args.includes('--rows')) {
  for (const r of report.outOfSample.rows) {
    const money = (n: number | null) => (n === null ? '-' : Math.round(n).toLocaleString('en-GB'))
    console.log(
      `${r.rowId.padEnd(8)} ${r.projectType.padEnd(30)} ${r.basis === 'rate_per_sqm' ? '£/m2' : '£   '} ${(r.scope ?? '?').padEnd(9)} ${r.vat.padEnd(7)} pub ${money(r.publishedPounds).padStart(9)} engine ${money(r.likelyPounds).padStart(9)} [${money(r.lowPounds)}-${money(r.highPounds)}] ${r.logError === null ? r.failure : signed(r.logError)} ${r.contains ? 'IN' : 'out'}  naive ${money(r.naivePounds)}`,
    )
  }
  console.log('')
}
console.log(`Scored ${csvPath} (${report.csvRows} rows; skipped ${JSON.stringify(report.skipped)})`)
console.log('Errors are |ln(engine / published)|; bias is the mean signed ln (+ = engine high).\n')
console.log('Out of sample (leave-one-source-out):')
console.log(header)
for (const [type, s] of Object.entries(report.outOfSample.byType)) console.log(row(type, s))
console.log(row('ALL', report.outOfSample.overall))
console.log('\nIn sample:')
console.log(row('ALL', report.inSample.overall))
const floor = dispersionFloor(report.outOfSample.rows)
console.log(
  `\nDispersion floor (median left after removing each type's mean error): ${pct(floor.outOfSample)} out of sample, ${pct(floor.inSample)} in sample (an oracle fitted to these rows)`,
)

if (args.includes('--write')) {
  const data = path.resolve(repoRoot, 'src/shared/cost-engine/data')
  const { rows, ...outOfSample } = report.outOfSample
  writeFileSync(
    path.join(data, 'accuracy-results.json'),
    JSON.stringify(
      {
        priceDate: report.priceDate,
        csvFile: path.basename(csvPath),
        rateTableVersion: DEFAULT_RATES.version,
        csvRows: report.csvRows,
        skipped: report.skipped,
        outOfSample,
        inSample: { overall: report.inSample.overall, byType: report.inSample.byType },
        dispersionFloor: floor,
        // A key of its own, so the browser's bundle, which imports the others by name, leaves the rows out.
        outOfSampleRows: rows,
      },
      null,
      2,
    ) + '\n',
  )
  writeFileSync(path.join(data, 'range-residuals.json'), JSON.stringify(report.residuals, null, 2) + '\n')
  console.log('\nWrote src/shared/cost-engine/data/accuracy-results.json and range-residuals.json')
}
console.log(accuracyLine(report))
