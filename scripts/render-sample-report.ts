/**
 * Writes a sample professional report for people to look at:
 *   npx tsx scripts/render-sample-report.ts [/tmp/sample-report.pdf] [--large]
 * Uses the real cost engine when it exists, else the hand-built fixture plan.
 */
import { writeFile } from 'node:fs/promises'
import { buildReportData } from '../src/server/features/reports/build-report-data.js'
import { buildLargeCostPlan, buildSampleCostPlan, buildSampleReportInput } from '../src/server/features/reports/fixtures/sample-cost-plan.js'
import { renderReportPdf } from '../src/server/features/reports/render-report-pdf.js'

const args = process.argv.slice(2)
const out = args.find((a) => !a.startsWith('--')) ?? '/tmp/sample-report.pdf'
const plan = args.includes('--large') ? buildLargeCostPlan() : buildSampleCostPlan()
const input = buildSampleReportInput(plan)
const started = performance.now()
const pdf = await renderReportPdf(buildReportData(input))
await writeFile(out, pdf)
console.log(`Wrote ${out} (${Math.round(pdf.length / 1024)} KB) in ${Math.round(performance.now() - started)} ms`)
