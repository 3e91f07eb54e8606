import { estimateCost, DEFAULT_RATES } from '../src/shared/cost-engine/estimate-cost'
const p = estimateCost({ projectType: 'extension', sizeSqm: 25, region: 'uk_average', condition: 'average', scope: 'medium', quality: 'standard', description: 'single storey', answers: {}, priceDate: '2024-07-01' }, DEFAULT_RATES)
console.log(p.fees.map(f=>`${f.id} ${f.pence/100}`), p.contingency.reasons, p.preliminaries, p.overheadsProfit.pence/100)
