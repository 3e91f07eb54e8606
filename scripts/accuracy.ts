/**
 * Engine accuracy against published UK costs, by the rules of research/bench/score-published.py
 * (docs/product/decisions.md#measuring-accuracy; scripts/accuracy/published-rules.ts).
 * Usage: npm run accuracy -- [--csv PATH] [--write] [--rows]
 *
 * Without --csv it scores both published sets (research/data, PUBLISHED_SETS), the independent check set first, and
 * the last line is that set's. With --csv it scores that CSV alone. The last line is the contract of
 * docs/product/contracts.md:
 * `median_abs_error=F p80_abs_error=F range_contains=F n=N failed=N`.
 *
 * --write (both sets only) stores the figures /methodology and the landing page show in
 * src/shared/cost-engine/data/accuracy-results.json; a test fails while they are stale. It never touches the
 * engine's range bands (data/range-residuals.json): measuring those on the rows scored here would flatter the score.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AccuracySummary } from '../src/shared/accuracy-results'
import { DEFAULT_RATES } from '../src/shared/cost-engine/default-rates'
import { PUBLISHED_SETS, sharedDir, toResults } from './accuracy/published-sets'
import { accuracyLine, scoreCsv, type SetScore } from './accuracy/score'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const csvArg = args.indexOf('--csv')
const csvPath = csvArg >= 0 ? args[csvArg + 1] : undefined
if (csvArg >= 0 && !csvPath) throw new Error('--csv needs a path')
if (csvPath && args.includes('--write')) throw new Error('--write stores both published sets: run it without --csv')

/** Today (UTC): the date the server prices at. */
const priceDate = new Date().toISOString().slice(0, 10)

const pct = (n: number | null) => (n === null ? '-' : `${(n * 100).toFixed(1)}%`)
const signed = (n: number | null) => (n === null ? '-' : `${n >= 0 ? '+' : ''}${(n * 100).toFixed(1)}%`)
const line = (label: string, s: AccuracySummary) =>
  `${label.padEnd(34)} ${String(s.n).padStart(4)} ${String(s.failed).padStart(6)} ${pct(s.medianAbsError).padStart(8)} ${pct(s.p80AbsError).padStart(8)} ${pct(s.rangeContains).padStart(7)} ${signed(s.bias).padStart(8)} ${pct(s.naiveMedianAbsError).padStart(8)}`

function print(file: string, s: SetScore) {
  if (args.includes('--rows')) {
    const money = (n: number | null) => (n === null ? '-' : Math.round(n).toLocaleString('en-GB'))
    for (const r of s.rows)
      console.log(
        `${r.rowId.padEnd(9)} ${r.projectType.padEnd(30)} ${r.basis === 'rate_per_sqm' ? '£/m2 ' : 'total'} vat ${r.vat.slice(0, 7).padEnd(7)} published ${money(r.published).padStart(9)} engine ${money(r.engine).padStart(9)} [${money(r.low)}-${money(r.high)}] ${r.logError === null ? `FAILED ${r.failure}` : `${signed(Math.exp(r.logError) - 1)} ${r.contains ? 'in' : 'OUT'}`} naive ${money(r.naive)}`,
      )
  }
  console.log(
    `\n${file}: ${s.csvRows} rows, ${s.all.n} scored (${s.all.failed} failed); left out ${JSON.stringify(s.skipped)}`,
  )
  console.log(`${''.padEnd(34)} ${'n'.padStart(4)} failed   median      p80   range     bias    naive`)
  console.log(line('ALL', s.all))
  if (s.sized) console.log(line('sized rows (own size given)', s.sized))
  for (const [type, t] of Object.entries(s.byType).sort((a, b) => b[1].n - a[1].n)) console.log(line(`  ${type}`, t))
  console.log(`median range high/low ${s.rangeWidth === null ? '-' : s.rangeWidth.toFixed(2)}`)
}

console.log(
  `Priced at ${priceDate}, deflated to each row's year. Error |ln(engine / published)| shown as exp(median) - 1; bias the signed median (+ = engine high); range = share inside the engine's own range; a failed call is a miss (ln 2, outside).`,
)
console.log(
  'naive: each row predicted by the median of the other published figures of its project type and basis (leave one out; none = a miss).',
)
if (csvPath) {
  const score = scoreCsv(readFileSync(path.resolve(csvPath), 'utf8'), DEFAULT_RATES, priceDate)
  print(csvPath, score)
  console.log(accuracyLine(score.all))
} else {
  const shared = sharedDir(repoRoot)
  if (!shared) throw new Error('No research/data in the repository: pass --csv PATH or set SHARED_DIR')
  const scores = PUBLISHED_SETS.map((set) => {
    const score = scoreCsv(readFileSync(path.join(shared, 'data', set.file), 'utf8'), DEFAULT_RATES, priceDate)
    print(set.file, score)
    return score
  })
  if (args.includes('--write')) {
    const out = path.resolve(repoRoot, 'src/shared/cost-engine/data/accuracy-results.json')
    writeFileSync(out, JSON.stringify(toResults(scores, priceDate, DEFAULT_RATES.version), null, 2) + '\n')
    console.log(`\nWrote ${path.relative(repoRoot, out)}`)
  }
  console.log(`\nLast line: ${PUBLISHED_SETS[0].file}, the independent check set (the headline).`)
  console.log(accuracyLine(scores[0]!.all))
}
