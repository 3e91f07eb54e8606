import { it } from 'vitest'
import { createTestApp } from '../../../../tests/helpers/create-test-app.js'
import { createIntent, insertPricedEstimate, renderStubPdf, SUCCESS_CARD } from '../../../../tests/helpers/report-purchase.js'
import { buildReportData } from '../reports/build-report-data.js'

it('debug', async () => {
  const t0 = Date.now()
  const t = await createTestApp({ LINK_SIGNING_SECRET: 'x'.repeat(40) }, { renderReportPdf: async (d) => { return renderStubPdf(d) } })
  process.stdout.write(`app ${Date.now() - t0}ms\n`)
  const e = await insertPricedEstimate(t.database)
  const i = await createIntent(t.app, e.id)
  await t.app.inject({ method: 'POST', url: '/api/test-payments/confirm', payload: { clientSecret: i.clientSecret, ...SUCCESS_CARD } })
  try {
    const { createReportsRepository } = await import('../reports/reports.repository.js')
    const repo = createReportsRepository(t.database.db)
    const r = await repo.insertPendingIfMissing({ reportId: 'QSR-00000000000000000000', paymentIntentId: 'pi_x12345678', totalCostPence: 1, totalCostIncVatPence: 1, expiresAt: new Date() })
    process.stdout.write(JSON.stringify(r) + '\n')
  } catch (err) { process.stdout.write('ERR ' + String(err).slice(0, 500) + '\n') }
  await t.close()
})
