/**
 * Writes a sample professional report for people to look at:
 *   npx tsx scripts/render-sample-report.ts [out.pdf] [--large | --engine=kitchen|extension|loft|wholeHouse|hmo|multiUnit]
 * Default: the hand-built 3-bed Manchester fixture, written to /tmp/sample-report.pdf.
 * --large renders the oversized stress plan; --engine=… renders a real cost-engine plan.
 */
import { writeFile } from 'node:fs/promises'
import { buildReportData } from '../src/server/features/reports/report-data/build-report-data'
import {
  buildEngineReportInput,
  buildLargeCostPlan,
  buildSampleReportInput,
  ENGINE_SAMPLE_INPUTS,
} from '../tests/fixtures/sample-cost-plan'
import { renderReportPdf } from '../src/server/features/reports/render-report-pdf'

const args = process.argv.slice(2)
const out = args.find((a) => !a.startsWith('--')) ?? '/tmp/sample-report.pdf'
const engineKey = args.find((a) => a.startsWith('--engine='))?.slice('--engine='.length)
let input
if (engineKey) {
  const costInput = ENGINE_SAMPLE_INPUTS[engineKey]
  if (!costInput)
    throw new Error(`Unknown --engine=${engineKey}; try one of ${Object.keys(ENGINE_SAMPLE_INPUTS).join(', ')}`)
  input = buildEngineReportInput(costInput)
} else {
  input = buildSampleReportInput(args.includes('--large') ? buildLargeCostPlan() : undefined)
}
const started = performance.now()
// Dated by the report's own issue time, so the same input always writes the same bytes (cmp before and after a change).
const pdf = await renderReportPdf(buildReportData(input), { createdAt: input.report.generatedAt })
await writeFile(out, pdf)
console.log(`Wrote ${out} (${Math.round(pdf.length / 1024)} KB) in ${Math.round(performance.now() - started)} ms`)
