import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { RateTable } from '#shared/cost-engine/rate-table'
import { projectTypeOption } from '#shared/cost-engine/typical-range'
import { PROJECT_TYPES } from '#shared/cost-engine/types'
import type { AppraisalResult } from '#shared/appraisal/result'
import type { AppraisalInput } from '#shared/appraisal/schema'
import { AppraisalAnswerSchema, AppraisalRequestSchema } from '#shared/schemas/appraisals'
import { appraise } from '#shared/appraisal/appraise'
import { ProjectTypeListSchema, RegionListSchema } from '#shared/schemas/business-api'
import {
  EstimateEnvelopeSchema,
  EstimateRequestSchema,
  ProfessionalEstimateRequestSchema,
  type EstimateRequest,
  type EstimateResponse,
  type ProfessionalEstimateRequest,
} from '#shared/schemas/estimates'
import { ProjectDetailSchema, ProjectListSchema, type Project, type ProjectDetail } from '#shared/schemas/projects'
import { IncludedReportRequestSchema, IncludedReportResponseSchema } from '#shared/schemas/reports'
import { text } from '#shared/schemas/text'
import {
  QuoteCheckRequestSchema,
  QuoteCheckResponseSchema,
  type QuoteCheckRequest,
  type QuoteCheckResponse,
} from '#shared/quotes/check/requests'
import type { ZodApp } from '#server/feature'
import { IdParamsSchema } from '#server/http/id-params'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import { clientOf } from '#server/limits/rate-limits'
import type { ViewerRef } from '#server/http/viewer'
import type { ApiCaller, BusinessApiService } from './business-api.service'
import { EXAMPLE_APPRAISAL, EXAMPLE_ESTIMATE, EXAMPLE_PROFESSIONAL, EXAMPLE_QUOTE_CHECK, docsFor } from './v1-docs'

/** What /api/v1 needs from the estimates and projects features (wired in compose.ts), acting as the key's owner. */
export interface V1Ports {
  estimates: {
    create(body: EstimateRequest, viewer: ViewerRef): Promise<EstimateResponse>
    createProfessional(body: ProfessionalEstimateRequest, viewer: ViewerRef): Promise<EstimateResponse>
    get(id: string, viewer: ViewerRef): Promise<EstimateResponse>
    appraisalFor(
      id: string,
      input: AppraisalInput,
      viewer: ViewerRef,
    ): Promise<{ input: AppraisalInput; result: AppraisalResult }>
  }
  projects: {
    list(viewer: ViewerRef): Promise<Project[]>
    get(viewer: ViewerRef, id: string): Promise<ProjectDetail>
  }
  /** Checks a builder's quote against an estimate or a job (decision 030): the web's check, never kept. */
  quoteChecks: {
    check(body: QuoteCheckRequest, viewer: ViewerRef): Promise<QuoteCheckResponse>
  }
  /** Business includes reports: issued without payment (one per estimate) and downloaded as PDF. */
  reports: {
    issue(estimateId: string, viewer: { id: string }): Promise<{ reportId: string }>
    pdf(reportId: string, viewer: { id: string }): Promise<{ reportId: string; pdf: Buffer }>
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller?: ApiCaller
  }
}

type Doc = ReturnType<typeof docsFor>

/** Per-IP write limits are for browsers; API calls are limited per key and metered per organisation instead. */
const METERED = { rateLimit: false } as const
/** The organisation's owner: API calls act as the account that holds the Business plan. */
const owner = (request: FastifyRequest): ViewerRef => ({ id: request.apiCaller!.ownerUserId })

/**
 * The Business API under /api/v1 (docs/product/contracts.md ("Business API")): every call authenticates its bearer key, counts
 * against the key's burst limit and the organisation's month, and answers RateLimit-Limit/Remaining/Reset; then
 * the same services as the web answer as the organisation's owner.
 */
export async function registerV1Routes(
  app: ZodApp,
  service: BusinessApiService,
  ports: V1Ports,
  { rates, publicUrl, now }: { rates: RateTable; publicUrl: string; now: () => Date },
) {
  const doc = docsFor(publicUrl)
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', async (request, reply) => {
        const caller = await service.authenticate(request.headers.authorization, clientOf(request))
        const { metered, error } = await service.meter(caller)
        reply.headers({
          'ratelimit-limit': String(metered.limit),
          'ratelimit-remaining': String(metered.remaining),
          'ratelimit-reset': String(metered.resetSeconds),
          ...PRIVATE_NO_STORE,
        })
        if (error) throw error
        request.apiCaller = caller
      })
      registerEstimateRoutes(v1, ports, doc)
      registerAppraisalRoutes(v1, ports, doc, now)
      registerCatalogueRoutes(v1, rates, doc)
      registerProjectRoutes(v1, ports, doc)
      registerReportRoutes(v1, ports, doc)
      registerQuoteCheckRoutes(v1, ports, doc)
    },
    { prefix: '/api/v1' },
  )
}

/** A metered POST that prices an estimate and saves it to the organisation, answering 201 with it. */
function postEstimate<Body extends z.ZodType>(
  v1: ZodApp,
  doc: Doc,
  route: { path: string; summary: string; description: string; example: object; body: Body },
  create: (body: z.infer<Body>, viewer: ViewerRef) => Promise<EstimateResponse>,
) {
  v1.post(
    route.path,
    {
      config: METERED,
      schema: {
        ...doc(route.summary, route.description, 'POST', route.path, route.example),
        body: route.body,
        response: { 201: EstimateEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ estimate: await create(request.body as z.infer<Body>, owner(request)) }),
  )
}

function registerEstimateRoutes(v1: ZodApp, ports: V1Ports, doc: Doc) {
  postEstimate(
    v1,
    doc,
    {
      path: '/estimates',
      summary: 'Create an estimate',
      description:
        'Prices a project with the same engine and inputs as the web wizard, and saves it to the organisation.',
      example: EXAMPLE_ESTIMATE,
      body: EstimateRequestSchema,
    },
    (body, viewer) => ports.estimates.create(body, viewer),
  )
  postEstimate(
    v1,
    doc,
    {
      path: '/estimates/professional',
      summary: 'Create a professional estimate',
      description: 'Prices a project with the professional form’s inputs: the brief, quality tier and location.',
      example: EXAMPLE_PROFESSIONAL,
      body: ProfessionalEstimateRequestSchema,
    },
    (body, viewer) => ports.estimates.createProfessional(body, viewer),
  )
  v1.get(
    '/estimates/:id',
    {
      schema: {
        ...doc(
          'Read an estimate',
          'One of the organisation’s estimates, with its cost plan.',
          'GET',
          '/estimates/{id}',
        ),
        params: IdParamsSchema,
        response: { 200: EstimateEnvelopeSchema },
      },
    },
    async (request) => ({ estimate: await ports.estimates.get(request.params.id, owner(request)) }),
  )
}

function registerCatalogueRoutes(v1: ZodApp, rates: RateTable, doc: Doc) {
  const projectTypes = {
    projectTypes: PROJECT_TYPES.map((type) => projectTypeOption(type, rates)),
  }
  const regions = {
    regions: rates.regions.map((region) => ({ key: region.key, label: region.label, locationFactor: region.factor })),
  }
  v1.get(
    '/project-types',
    {
      schema: {
        ...doc(
          'List project types',
          'Every project type the engine prices, with its typical cost and size.',
          'GET',
          '/project-types',
        ),
        response: { 200: ProjectTypeListSchema },
      },
    },
    async () => projectTypes,
  )
  v1.get(
    '/regions',
    {
      schema: {
        ...doc(
          'List regions',
          'The regions the engine prices, with their location factor (UK average = 1).',
          'GET',
          '/regions',
        ),
        response: { 200: RegionListSchema },
      },
    },
    async () => regions,
  )
}

function registerProjectRoutes(v1: ZodApp, ports: V1Ports, doc: Doc) {
  v1.get(
    '/projects',
    {
      schema: {
        ...doc('List projects', 'The organisation’s projects, newest first.', 'GET', '/projects'),
        response: { 200: ProjectListSchema },
      },
    },
    async (request) => ({ projects: await ports.projects.list(owner(request)) }),
  )
  v1.get(
    '/projects/:id',
    {
      schema: {
        ...doc(
          'Read a project',
          'One of the organisation’s projects, with its estimates and reports.',
          'GET',
          '/projects/{id}',
        ),
        params: IdParamsSchema,
        response: { 200: ProjectDetailSchema },
      },
    },
    async (request) => ports.projects.get(owner(request), request.params.id),
  )
}

function registerReportRoutes(v1: ZodApp, ports: V1Ports, doc: Doc) {
  v1.post(
    '/reports',
    {
      config: METERED,
      schema: {
        ...doc(
          'Generate a report',
          'The professional PDF report for one of the organisation’s estimates, included in Business (no payment). An estimate has one report: asking again answers the same id. The PDF may take a few seconds to be ready.',
          'POST',
          '/reports',
          { estimateId: '6f1c3a52-58a4-4c1e-9d0f-2b7a1e0c9d11' },
        ),
        body: IncludedReportRequestSchema,
        response: { 200: IncludedReportResponseSchema },
      },
    },
    async (request) => ports.reports.issue(request.body.estimateId, owner(request)!),
  )
  v1.get(
    '/reports/:reportId/pdf',
    {
      schema: {
        ...doc('Download a report', 'The report as a PDF file (application/pdf).', 'GET', '/reports/{reportId}/pdf'),
        params: z.object({ reportId: text().max(100) }),
        response: { 200: z.any().describe('The PDF file (application/pdf)') },
      },
    },
    async (request, reply) => {
      const { reportId, pdf } = await ports.reports.pdf(request.params.reportId, owner(request)!)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Professional-QS-Report-${reportId}.pdf"`)
        .send(pdf)
    },
  )
}

function registerQuoteCheckRoutes(v1: ZodApp, ports: V1Ports, doc: Doc) {
  v1.post(
    '/quote-checks',
    {
      config: METERED,
      bodyLimit: 512 * 1024,
      schema: {
        ...doc(
          'Check a builder’s quote',
          'Checks a builder’s quote against one of the organisation’s estimates (`estimateId`) or a new estimate of the job (`job`: project type, size, region). Send the quote once: as `text` (read like a pasted quote), as typed `lines` (pence), or as a read `quote`. The answer holds the same findings as the web page: each line within, above or below the estimate’s range for the work it maps to (with the reason for each mapping), items left out, the total, VAT against the rate the job qualifies for, payment-term red flags, provisional sums, and a verdict with questions to ask the builder. Money in pence.',
          'POST',
          '/quote-checks',
          EXAMPLE_QUOTE_CHECK,
        ),
        body: QuoteCheckRequestSchema,
        response: { 200: QuoteCheckResponseSchema },
      },
    },
    async (request) => ports.quoteChecks.check(request.body, owner(request)),
  )
}

/** POST /api/v1/appraisals: the investor appraisal (decision 029) with the same module as the estimate page. */
function registerAppraisalRoutes(v1: ZodApp, ports: V1Ports, doc: Doc, now: () => Date) {
  v1.post(
    '/appraisals',
    {
      config: METERED,
      schema: {
        ...doc(
          'Appraise a deal',
          'The investor appraisal (yield, profit, BRRR money left in, the lender’s ICR test, sensitivity) with the same module as the estimate page: on one of the organisation’s estimates (`estimateId`: its cost range and programme), or on a works cost given in `context`. Money is integer pence, percentages plain numbers. Nothing is saved. Not financial advice.',
          'POST',
          '/appraisals',
          EXAMPLE_APPRAISAL,
        ),
        body: AppraisalRequestSchema,
        response: { 200: AppraisalAnswerSchema },
      },
    },
    async (request) => {
      const { estimateId, input, context } = request.body
      if (estimateId !== undefined)
        return { appraisal: await ports.estimates.appraisalFor(estimateId, input, owner(request)) }
      // The works as given, spent evenly over the months; the purchase date defaults to today (the app's clock).
      const today = now().toISOString().slice(0, 10)
      return { appraisal: { input, result: appraise(input, { ...context!, priceDate: context!.priceDate ?? today }) } }
    },
  )
}
