import { Validator } from '@seriousme/openapi-schema-validator'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EstimateRequestSchema, ProfessionalEstimateRequestSchema } from '#shared/schemas/estimates'
import { QuoteCheckRequestSchema } from '#shared/quotes/check/requests'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { AppraisalRequestSchema } from '#shared/schemas/appraisals'
import { EXAMPLE_APPRAISAL, EXAMPLE_ESTIMATE, EXAMPLE_PROFESSIONAL, EXAMPLE_QUOTE_CHECK } from './v1-docs'

type Operation = { summary?: string; description?: string; security?: unknown[]; responses?: Record<string, unknown> }

describe('the Business API’s OpenAPI document and docs', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  test('/api/v1/openapi.json is valid OpenAPI 3.1 and documents every /api/v1 route, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>>; components: unknown }
    const result = await new Validator().validate(doc)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.openapi).toBe('3.1.0')

    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(documented.sort()).toEqual(
      [
        'GET /api/v1/estimates/{id}',
        'GET /api/v1/project-types',
        'GET /api/v1/projects',
        'GET /api/v1/projects/{id}',
        'GET /api/v1/regions',
        'POST /api/v1/appraisals',
        'POST /api/v1/estimates',
        'POST /api/v1/estimates/professional',
        'POST /api/v1/reports',
        'GET /api/v1/reports/{reportId}/pdf',
        'POST /api/v1/quote-checks',
      ].sort(),
    )
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) {
        expect(op.security, `${method} ${path}`).toEqual([{ apiKey: [] }])
        expect(op.description, `${method} ${path}`).toContain(`curl`)
        expect(op.description, `${method} ${path}`).toContain('Authorization: Bearer $RCE_API_KEY')
      }
    expect(doc.components).toMatchObject({ securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } })
  })

  test('the examples in the docs are valid requests', () => {
    expect(EstimateRequestSchema.safeParse(EXAMPLE_ESTIMATE).success).toBe(true)
    expect(ProfessionalEstimateRequestSchema.safeParse(EXAMPLE_PROFESSIONAL).success).toBe(true)
    expect(QuoteCheckRequestSchema.safeParse(EXAMPLE_QUOTE_CHECK).success).toBe(true)
    expect(AppraisalRequestSchema.safeParse(EXAMPLE_APPRAISAL).success).toBe(true)
  })

  test('/api/docs serves the browsable docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('swagger-ui')
  })
})
