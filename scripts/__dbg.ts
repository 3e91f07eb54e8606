import { estimateCost, DEFAULT_RATES } from '../src/shared/cost-engine/estimate-cost'
const cases: any[] = JSON.parse(process.argv[2]!)
for (const c of cases) {
  const p = estimateCost({ region: 'uk_average', condition: 'average', scope: 'medium', quality: 'standard', description: '', answers: {}, priceDate: '2025-06-30', ...c }, DEFAULT_RATES)
  console.log(`\n== ${JSON.stringify(c)} exc £${Math.round(p.totalExcVatPence/100)} inc £${Math.round(p.totalIncVatPence/100)} measured £${Math.round(p.measuredWorksPence/100)} prelim ${p.preliminaries.percent}% ohp ${p.overheadsProfit.percent}% fees £${Math.round(p.feesPence/100)} cont ${p.contingency.percent}%`)
  if (process.env.LINES) for (const l of p.lineItems) console.log(`  ${l.rateId.padEnd(22)} ${String(l.quantity).padStart(8)} ${l.unit.padEnd(3)} @ ${(l.ratePence/100).toFixed(0).padStart(6)} = £${Math.round(l.totalPence/100)}`)
}
