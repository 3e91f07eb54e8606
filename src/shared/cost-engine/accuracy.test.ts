import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAccuracy } from './accuracy'
import { ACCURACY_PRICE_DATE } from './accuracy-config'
import { parseCsv } from './csv'
import { DEFAULT_RATES } from './default-rates'
import stored from './data/accuracy-results.json'

const csvPath =
  process.env.CALIBRATION_CSV ?? path.resolve(__dirname, '../../../../shared/data/uk-cost-calibration.csv')

describe('csv parser', () => {
  it('handles quotes, commas, escaped quotes and newlines in quotes', () => {
    expect(parseCsv('a,b,c\r\n"x, y","say ""hi""","line1\nline2"\n1,,3')).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'line1\nline2'],
      ['1', '', '3'],
    ])
  })
})

describe.skipIf(!existsSync(csvPath))('accuracy against uk-cost-calibration.csv', () => {
  const result = runAccuracy(readFileSync(csvPath, 'utf8'), DEFAULT_RATES, ACCURACY_PRICE_DATE)
  it('prices most rows', () => {
    expect(result.rowsPriced).toBeGreaterThan(70)
  })
  it('median absolute error is within 15%', () => {
    expect(result.medianAbsErrorPct).toBeLessThanOrEqual(15)
  })
  it('the likely figure falls in at least 80% of published ranges', () => {
    expect(result.rangeHitPct).toBeGreaterThanOrEqual(80)
  })
  it('stored accuracy-results.json matches a fresh computation (run `npx tsx scripts/accuracy.ts --write`)', () => {
    expect(stored.medianAbsErrorPct).toBe(result.medianAbsErrorPct)
    expect(stored.rangeHitPct).toBe(result.rangeHitPct)
    expect(stored.rows).toEqual(result.rows)
    expect(stored.rateTableVersion).toBe(DEFAULT_RATES.version)
  })
})
