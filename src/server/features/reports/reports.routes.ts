import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ZodApp } from '#server/feature'
import { z } from 'zod'
import { ReportAccessResponseSchema, ResendLinkRequestSchema, ResendLinkResponseSchema } from '#shared/schemas/reports'
import { text } from '#shared/schemas/text'
import { clientOf } from '#server/limits/rate-limits'
import { ReportLibrarySchema } from '#shared/schemas/projects'
import { IncludedReportRequestSchema, IncludedReportResponseSchema } from '#shared/schemas/reports'
import { signInRequired } from '#server/errors'
import { PDF_CONTENT_SECURITY_POLICY } from '#server/http/pdf-policy'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import type { IncludedReports } from './included-reports'
import type { ReportLibrary } from './report-library'
import type { ReportsService } from './reports.service'

export { PDF_CONTENT_SECURITY_POLICY }

export const ReportParamsSchema = z.object({ reportId: text().max(100) })
export const PdfQuerySchema = z.object({
  download: z.enum(['true', 'false']).optional(),
  /** the spec's cache-buster (`t=timestamp`); ignored. */
  t: text().max(40).optional(),
  /** `success`: the payment success page's download, which the spec names Professional-Report-{id}.pdf. */
  source: z.enum(['success', 'page', 'email']).optional(),
  /** The emailed link's signed token: opens a report saved to an account without signing in. */
  token: text().max(1000).optional(),
})
export const ViewQuerySchema = z.object({ token: text().max(1000).optional() })
const AccessQuerySchema = z.object({ token: text().min(1, 'The link has no token').max(1000) })

export function sendPdf(reply: FastifyReply, pdf: Buffer, disposition: 'inline' | 'attachment', filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${disposition}; filename="${filename}"`)
    .header('content-length', pdf.length)
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', PDF_CONTENT_SECURITY_POLICY)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(pdf)
}

export function registerReportsRoutes(
  app: ZodApp,
  reports: ReportsService,
  access: { library: ReportLibrary; included: IncludedReports },
) {
  const fileOptions = async (request: FastifyRequest, token: string | undefined) => {
    const viewer = await request.workspace()
    return {
      countAccess: request.method === 'GET',
      canRead: (report: Parameters<ReportLibrary['canRead']>[0]) => access.library.canRead(report, viewer, token),
    }
  }

  /** The report file the request names, if the viewer (or the emailed link's token) may read it. */
  const reportFileFor = async (request: FastifyRequest & { params: { reportId: string }; query: { token?: string } }) =>
    reports.getReportFile(request.params.reportId, await fileOptions(request, request.query.token))

  // GET and (automatically) HEAD: the success page reads content-length from HEAD to show the size.
  app.get(
    '/api/reports/:reportId/view',
    { schema: { params: ReportParamsSchema, querystring: ViewQuerySchema } },
    async (request, reply) => {
      const { reportId, pdf } = await reportFileFor(request)
      return sendPdf(reply, pdf, 'inline', `Professional-QS-Report-${reportId}.pdf`)
    },
  )

  app.get('/api/reports', { schema: { response: { 200: ReportLibrarySchema } } }, async (request, reply) => {
    const viewer = await request.workspace()
    if (!viewer) throw signInRequired()
    return reply.headers(PRIVATE_NO_STORE).send(await access.library.listForAccount(viewer))
  })

  // A Pro or Business account's report, without the payment (402 on the free plan).
  app.post(
    '/api/reports',
    { schema: { body: IncludedReportRequestSchema, response: { 200: IncludedReportResponseSchema } } },
    async (request, reply) =>
      reply
        .headers({ 'cache-control': 'no-store' })
        .send(await access.included.issue(request.body.estimateId, await request.workspace())),
  )

  app.get(
    '/api/reports/:reportId/pdf',
    { schema: { params: ReportParamsSchema, querystring: PdfQuerySchema } },
    async (request, reply) => {
      const { reportId, pdf } = await reportFileFor(request)
      const filename =
        request.query.source === 'success'
          ? `Professional-Report-${reportId}.pdf`
          : `Professional-QS-Report-${reportId}.pdf`
      return sendPdf(reply, pdf, request.query.download === 'false' ? 'inline' : 'attachment', filename)
    },
  )

  app.get(
    '/api/report-access',
    { schema: { querystring: AccessQuerySchema, response: { 200: ReportAccessResponseSchema } } },
    async (request, reply) => {
      const access = await reports.resolveAccessLink(request.query.token)
      return reply.header('cache-control', 'no-store').send(access)
    },
  )

  app.post(
    '/api/report-access/resend',
    { schema: { body: ResendLinkRequestSchema, response: { 202: ResendLinkResponseSchema } } },
    async (request, reply) => {
      await reports.resendAccessLink(request.body.token, clientOf(request))
      return reply.code(202).send({ sent: true as const })
    },
  )
}
