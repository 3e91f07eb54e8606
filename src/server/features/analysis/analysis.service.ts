import type { FastifyBaseLogger } from 'fastify'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'
import { decideQuestions, decisionContext, generateFollowupQuestions } from '#shared/smart-questions/followup-questions'
import {
  MAX_ROUNDS,
  type AnalysisResponse,
  type AnalyzeDescriptionRequest,
  type DecideRequest,
  type DecideResponse,
  type FollowupRequest,
  type FollowupResponse,
} from '#shared/smart-questions/schemas'
import type { AnalysisRepository, NewAiAnalysis } from './analysis.repository'
import type { LlmClient } from './llm-client'

type Source = 'built_in' | 'llm'

/**
 * The smart-question calls (docs/product/calls.md). The LLM, when configured, answers first for the analysis and the
 * decision; the built-in engine answers otherwise and whenever the LLM fails. Follow-ups are always
 * built-in: docs/product/validation.md fixes them to known ids and option lists, and they fire on every answer.
 * Each call is recorded in `ai_analyses`; a failed record is logged and never fails the call.
 */
// eslint-disable-next-line max-lines-per-function -- factory closing over its dependencies; each method is short
export function createAnalysisService(deps: {
  repo: AnalysisRepository
  llm?: LlmClient | undefined
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>
  now?: () => Date
}) {
  const now = deps.now ?? (() => new Date())

  async function record(analysisType: string, inputData: unknown, aiResponse: unknown, started: number) {
    const row: NewAiAnalysis = {
      analysisType,
      inputData,
      aiResponse,
      processingTimeMs: Math.round(performance.now() - started),
      estimateId: null,
    }
    try {
      await deps.repo.insert(row)
    } catch (err) {
      deps.logger.error({ err, analysisType }, 'could not record the analysis call')
    }
  }

  return {
    async analyzeDescription(input: AnalyzeDescriptionRequest): Promise<AnalysisResponse> {
      const started = performance.now()
      const builtIn = analyzeDescription({ ...input, currentYear: now().getFullYear() })
      let analysis: AnalysisResponse['analysis'] = { ...builtIn, source: 'built_in' }
      if (deps.llm) {
        const settled = new Set(builtIn.detected.filter((d) => d.answer !== undefined).map((d) => d.id))
        const fromLlm = await deps.llm.analyze(
          {
            description: input.description,
            projectType: builtIn.projectType,
            sizeSqm: input.sizeSqm,
            location: input.location,
            renovationScope: input.renovationScope,
          },
          builtIn,
          settled,
        )
        if (fromLlm) analysis = { ...fromLlm, source: 'llm' }
      }
      // The address is personal data the analysis does not need; keep only whether one was given.
      const { propertyAddress, ...rest } = input
      await record(
        'analyze_description',
        { ...rest, hasPropertyAddress: propertyAddress !== undefined },
        analysis,
        started,
      )
      return { analysis }
    },

    async generateFollowupQuestions(input: FollowupRequest): Promise<FollowupResponse> {
      const started = performance.now()
      const result = generateFollowupQuestions({ ...input, currentYear: now().getFullYear() })
      await record('followup_questions', input, { ...result, source: 'built_in' satisfies Source }, started)
      return result
    },

    async decideQuestions(input: DecideRequest): Promise<DecideResponse> {
      const started = performance.now()
      const currentYear = now().getFullYear()
      let result: DecideResponse = decideQuestions({ ...input, currentYear })
      let source: Source = 'built_in'
      if (deps.llm && input.round < MAX_ROUNDS) {
        const d = decisionContext({ ...input, currentYear })
        const fromLlm = await deps.llm.decide(
          {
            projectType: d.projectType,
            description: d.text,
            currentAnswers: input.currentAnswers,
            existingQuestions: input.existingQuestions,
            round: input.round,
          },
          d.closedIds,
        )
        if (fromLlm) {
          result = fromLlm
          source = 'llm'
        }
      }
      await record('decide_questions', input, { ...result, source }, started)
      return result
    },
  }
}
export type AnalysisService = ReturnType<typeof createAnalysisService>
