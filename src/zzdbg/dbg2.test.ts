import { test } from 'vitest'
import { buildEngineReportInput } from '../../tests/fixtures/sample-cost-plan'
import { buildReportData } from '../server/features/reports/report-data/build-report-data'
test('d', () => {
  const input = JSON.parse(process.env.DBG!)
  const data = buildReportData(buildEngineReportInput(input))
  const re = new RegExp(process.env.GREP!, 'i')
  const walk = (v: unknown, path: string): void => {
    if (typeof v === 'string') { if (re.test(v)) console.log(path, '→', v) }
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`)
  }
  walk(data, '')
})
