import type { FastifyRequest } from 'fastify'
import type { ZodApp } from '#server/feature'
import { z } from 'zod'
import { ReportStatusResponseSchema } from '#shared/schemas/reports'
import type { ReportLibrary } from './report-library'
import type { ReportPaperwork } from './report-paperwork'
import { receiptFilenameOf } from './report-receipt'
import { PdfQuerySchema, ReportParamsSchema, sendPdf, ViewQuerySchema } from './reports.routes'
import { scheduleCsv, scheduleWorkbook } from './schedule-export'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * A bought report's papers beside its PDF (docs/decisions/028-paperwork.md): its status (the success page polls it),
 * its VAT receipt and its schedule of works as .xlsx and CSV. The PDF's access rules: the owner, or the emailed
 * link's token.
 */
export function registerReportPaperworkRoutes(
  app: ZodApp,
  paperwork: ReportPaperwork,
  access: { library: ReportLibrary },
) {
  const fileOptions = async (request: FastifyRequest, token: string | undefined) => {
    const viewer = await request.workspace()
    return {
      canRead: (report: Parameters<ReportLibrary['canRead']>[0]) => access.library.canRead(report, viewer, token),
    }
  }

  app.get(
    '/api/reports/:reportId/status',
    {
      schema: {
        params: ReportParamsSchema,
        querystring: ViewQuerySchema,
        response: { 200: ReportStatusResponseSchema },
      },
    },
    async (request, reply) => {
      const { canRead } = await fileOptions(request, request.query.token)
      const status = await paperwork.getReportStatus(request.params.reportId, canRead)
      return reply.header('cache-control', 'no-store').send(status)
    },
  )

  app.get(
    '/api/reports/:reportId/schedule.:format',
    {
      schema: { params: ReportParamsSchema.extend({ format: z.enum(['xlsx', 'csv']) }), querystring: ViewQuerySchema },
    },
    async (request, reply) => {
      const { canRead } = await fileOptions(request, request.query.token)
      const source = await paperwork.getScheduleSource(request.params.reportId, canRead)
      const filename = `Schedule-of-Works-${source.reportId}.${request.params.format}`
      const body =
        request.params.format === 'csv' ? Buffer.from(scheduleCsv(source), 'utf8') : await scheduleWorkbook(source)
      return reply
        .header('content-type', request.params.format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-cache')
        .send(body)
    },
  )

  app.get(
    '/api/reports/:reportId/receipt',
    { schema: { params: ReportParamsSchema, querystring: PdfQuerySchema } },
    async (request, reply) => {
      const { canRead } = await fileOptions(request, request.query.token)
      const { reportId, pdf } = await paperwork.getReceiptFile(request.params.reportId, canRead)
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline'
      return sendPdf(reply, pdf, disposition, receiptFilenameOf(reportId))
    },
  )
}
