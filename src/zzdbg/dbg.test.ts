import { test } from 'vitest'
import { DEFAULT_RATES } from '../../src/shared/cost-engine/default-rates'
import { estimateCost } from '../../src/shared/cost-engine/estimate-cost'
const inputs = JSON.parse(process.env.DBG!)
test('d', () => {
  for (const input of [].concat(inputs)) {
    const p = estimateCost(input, DEFAULT_RATES)
    const f = process.env.FILTER ? new RegExp(process.env.FILTER) : null
    for (const l of p.lineItems) if (!f || f.test(l.rateId + ' ' + l.description)) console.log(l.elementCode, l.rateId, '|', l.description, '|', l.quantity, l.unit, '|', l.working)
    if (process.env.SHOW) console.log(JSON.stringify(eval(process.env.SHOW), null, 1))
  }
})
