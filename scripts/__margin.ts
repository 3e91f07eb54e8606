import { readFileSync } from 'node:fs'
import { runAccuracy } from '../src/shared/cost-engine/accuracy'
import { DEFAULT_RATES } from '../src/shared/cost-engine/default-rates'
const r = runAccuracy(readFileSync('/work/shared/data/uk-cost-calibration.csv', 'utf8'), DEFAULT_RATES, '2025-06-30')
for (const x of r.rows) if (x.inRange) { const m = Math.min(x.enginePence / x.lowPence! - 1, 1 - x.enginePence / x.highPence!); if (m < 0.05) console.log(x.rowId, (m * 100).toFixed(1) + '%', x.subtype.slice(0, 40)) }
console.log(r.medianAbsErrorPct, r.rangeHitPct, r.rowsPriced)
