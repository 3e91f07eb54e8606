import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostInput } from '#shared/cost-engine/types'
import { addDays, FREE_ESTIMATE_RETENTION_DAYS } from '#shared/retention'
import type { Database } from '#server/db/client'
import { createEstimatesRepository, type EstimateRow } from '#server/features/estimates/estimates.repository'
import { planColumns } from '#server/features/estimates/estimates.service'

export const BUYER_EMAIL = 'sam.buyer@example.com'

/** Stores a real priced estimate (full cost plan from the engine), as POST /api/estimates would. */
export async function insertPricedEstimate(
  database: Database,
  overrides: { email?: string | null; propertyAddress?: string; input?: Partial<CostInput> } = {},
): Promise<EstimateRow> {
  const input: CostInput = {
    projectType: 'kitchen_renovation',
    sizeSqm: 14,
    region: 'london',
    condition: 'average',
    scope: 'medium',
    quality: 'standard',
    description: 'New kitchen with an island, rewire the kitchen circuits and replaster two walls.',
    answers: { rewiring: 'yes' },
    priceDate: '2025-06-01',
    ...overrides.input,
  }
  const plan = estimateCost(input)
  return createEstimatesRepository(database.db).insert({
    projectType: input.projectType,
    sizeSqm: input.sizeSqm.toFixed(2),
    condition: input.condition,
    scope: input.scope,
    finishQuality: 'mid',
    region: String(input.region),
    propertyAddress: overrides.propertyAddress ?? '12 Elm Grove, London SE22 8PX',
    description: input.description,
    email: overrides.email === undefined ? BUYER_EMAIL : overrides.email,
    ...planColumns(plan),
    costBreakdown: plan,
    aiInsights: { answers: input.answers },
    retainUntil: addDays(new Date(), FREE_ESTIMATE_RETENTION_DAYS),
  })
}

/** The app, or one browser against it (tests/helpers/browser.ts): whoever makes the requests. */
type Client = { inject(options: InjectOptions): Promise<LightMyRequestResponse> }

export const SUCCESS_CARD = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' }

/** Creates a TEST MODE payment intent for an estimate through the API. */
export async function createIntent(app: Client, estimateId: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { amount: 6.99, estimateId },
  })
  if (res.statusCode !== 200) throw new Error(`create-payment-intent answered ${res.statusCode}: ${res.body}`)
  return res.json() as { clientSecret: string; paymentIntentId: string; provider: string; publishableKey?: string }
}

/** The whole TEST MODE purchase through the API: intent → confirm with 4242… → verify. */
export async function buyReport(
  app: Client,
  estimateId: string,
): Promise<{ paymentIntentId: string; reportId: string }> {
  const intent = await createIntent(app, estimateId)
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { clientSecret: intent.clientSecret, ...SUCCESS_CARD },
  })
  if (confirm.statusCode !== 200) throw new Error(`confirm answered ${confirm.statusCode}: ${confirm.body}`)
  const verify = await app.inject({
    method: 'POST',
    url: '/api/verify-payment-and-generate-report',
    payload: { paymentIntentId: intent.paymentIntentId, estimateId },
  })
  if (verify.statusCode !== 200) throw new Error(`verify answered ${verify.statusCode}: ${verify.body}`)
  return { paymentIntentId: intent.paymentIntentId, reportId: (verify.json() as { reportId: string }).reportId }
}

/**
 * A tiny but well-formed PDF standing in for the 10-page report in tests about payments and routes (the real
 * render takes 1-5 s). It names the report id so tests can tell files apart.
 */
export async function renderStubPdf(data: { reportId: string }): Promise<Buffer> {
  const text = `Report ${data.reportId}`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 30} >>\nstream\nBT /F1 18 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
