import type { ZodApp } from '#server/feature'
import {
  AnalysisResponseSchema,
  AnalyzeDescriptionRequestSchema,
  DecideRequestSchema,
  DecideResponseSchema,
  FollowupRequestSchema,
  FollowupResponseSchema,
} from '#shared/smart-questions/schemas'
import type { AnalysisService } from './analysis.service'

/** The assessment step's three calls (docs/product/flows.md, docs/product/calls.md). Bad input is a 400 problem naming each field. */
export function registerAnalysisRoutes(app: ZodApp, analysis: AnalysisService) {
  app.post(
    '/api/analyze-description',
    { schema: { body: AnalyzeDescriptionRequestSchema, response: { 200: AnalysisResponseSchema } } },
    async (request) => analysis.analyzeDescription(request.body),
  )
  app.post(
    '/api/generate-followup-questions',
    { schema: { body: FollowupRequestSchema, response: { 200: FollowupResponseSchema } } },
    async (request) => analysis.generateFollowupQuestions(request.body),
  )
  app.post(
    '/api/ai-decide-questions',
    { schema: { body: DecideRequestSchema, response: { 200: DecideResponseSchema } } },
    async (request) => analysis.decideQuestions(request.body),
  )
}
