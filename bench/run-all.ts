// npm run bench: every benchmark in turn, each printing its own figures.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const benches = [
  'bench/engine.bench.ts',
  'bench/api.bench.ts',
  'bench/question-flow.bench.ts',
  'bench/report.bench.ts',
  'bench/report-delivery.bench.ts',
  'bench/pay.bench.ts',
  'bench/lighthouse.bench.ts',
]
for (const file of benches) {
  if (!existsSync(file)) continue
  console.log(`\n=== ${file} ===`)
  execFileSync('npx', ['tsx', file], { stdio: 'inherit' })
}
