import { DEFAULT_RATES } from '../src/shared/cost-engine/default-rates'
import { estimateCost } from '../src/shared/cost-engine/estimate-cost'
// @ts-ignore
import { DEFAULT_RATES as OR } from '/tmp/cost-engine-orig/default-rates'
// @ts-ignore
import { estimateCost as oe } from '/tmp/cost-engine-orig/estimate-cost'
import { FIRST_FORM_REGIONS, PROJECT_TYPES, type CostInput } from '../src/shared/cost-engine/types'
const conditions = ['excellent', 'good', 'average', 'fair', 'poor'] as const
const scopes = ['cosmetic', 'light', 'medium', 'extensive', 'full'] as const
const qualities = ['budget', 'standard', 'premium', 'luxury'] as const
const descriptions = ['', 'Victorian terrace, full rewire, damp in the back room, knock through to make an open plan kitchen with bi-fold doors.', 'Rear dormer loft conversion with en-suite shower room and two velux windows. We will be living in the house.', 'Single storey extension with underfloor heating, roof lantern and a new boiler.']
const answerSets: Record<string, string>[] = [{}, { rewiring: 'yes', damp: 'no' }, { bathrooms_count: '2', living_in: 'yes', heating: 'heat_pump' }]
const inputs: CostInput[] = []
for (let i = 0; i < 500; i++) inputs.push({ projectType: PROJECT_TYPES[i % PROJECT_TYPES.length]!, sizeSqm: 5 + ((i * 37) % 400), region: FIRST_FORM_REGIONS[i % FIRST_FORM_REGIONS.length]!, condition: conditions[i % 5]!, scope: scopes[(i >> 1) % 5]!, quality: qualities[(i >> 2) % 4]!, description: descriptions[i % descriptions.length]!, answers: answerSets[i % answerSets.length]!, priceDate: '2025-06-30' })
let sink = 0
function run(f: any, r: any, ms: number) { const c0 = process.cpuUsage(); let n = 0; const t0 = performance.now(); while (performance.now() - t0 < ms) { for (let j = 0; j < 100; j++) sink += f(inputs[(n + j) % 500], r).totalIncVatPence; n += 100 } const c = process.cpuUsage(c0); return n / ((c.user + c.system) / 1e6) }
run(estimateCost, DEFAULT_RATES, 500); run(oe, OR, 500)
const a: number[] = [], b: number[] = []
for (let k = 0; k < 5; k++) { a.push(run(oe, OR, 400)); b.push(run(estimateCost, DEFAULT_RATES, 400)) }
const med = (x: number[]) => x.sort((p, q) => p - q)[2]!
console.log(`orig ${Math.round(med(a))}/cpu-s  new ${Math.round(med(b))}/cpu-s  ratio ${(med(b) / med(a)).toFixed(2)}  ${sink % 7}`)
