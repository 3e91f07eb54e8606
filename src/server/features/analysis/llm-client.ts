import type { FastifyBaseLogger } from 'fastify'
import {
  acceptLlmAnalysis,
  acceptLlmDecision,
  buildAnalysisMessages,
  buildDecideMessages,
  type ChatMessage,
  type LlmAnalysisInput,
  type LlmDecideInput,
} from '#shared/smart-questions/llm-questions'
import type { Analysis, AssessmentQuestion } from '#shared/smart-questions/schemas'
import type { Env } from '#server/env'

export const LLM_TIMEOUT_MS = 8000
const DEFAULT_MODEL = 'gpt-4o-mini'
/** An answer larger than this is not a question list; refuse it rather than parse it. */
const MAX_RESPONSE_CHARS = 200_000

export type LlmLogger = Pick<FastifyBaseLogger, 'warn'>

export interface LlmClientOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is appended. */
  baseUrl: string
  apiKey?: string | undefined
  model?: string | undefined
  timeoutMs?: number
  logger: LlmLogger
}

/**
 * The optional LLM behind an OpenAI-compatible `POST /chat/completions`. Every method answers `undefined`
 * instead of throwing (timeout, non-200, bad JSON, schema mismatch, no usable questions) and logs a
 * warning, so the caller falls back to the built-in engine and the request never fails because of the LLM.
 */
export function createLlmClient(options: LlmClientOptions) {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS

  async function completeJson(messages: ChatMessage[]): Promise<unknown> {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: options.model ?? DEFAULT_MODEL,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body = await res.text()
    if (!res.ok) throw new Error(`LLM answered HTTP ${res.status}`)
    if (body.length > MAX_RESPONSE_CHARS) throw new Error('LLM answer too large')
    const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message
      ?.content
    if (typeof content !== 'string') throw new Error('LLM answer has no message content')
    // Some models wrap JSON in a Markdown fence despite response_format.
    return JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''))
  }

  async function attempt<T>(kind: string, run: () => Promise<T>): Promise<T | undefined> {
    const started = performance.now()
    try {
      return await run()
    } catch (err) {
      const reason =
        err instanceof Error
          ? err.name === 'TimeoutError'
            ? `timed out after ${timeoutMs} ms`
            : err.message
          : String(err)
      options.logger.warn(
        { kind, reason, ms: Math.round(performance.now() - started) },
        'LLM unavailable; using the built-in question engine',
      )
      return undefined
    }
  }

  return {
    /** The LLM's first-round analysis, checked against the built-in one (`exclude`: ids never to ask). */
    analyze(input: LlmAnalysisInput, builtIn: Analysis, exclude: ReadonlySet<string>): Promise<Analysis | undefined> {
      return attempt('analyze_description', async () =>
        acceptLlmAnalysis(await completeJson(buildAnalysisMessages(input, builtIn)), builtIn, exclude),
      )
    },
    decide(
      input: LlmDecideInput,
      exclude: ReadonlySet<string>,
    ): Promise<{ needsMoreQuestions: boolean; questions: AssessmentQuestion[] } | undefined> {
      return attempt('decide_questions', async () =>
        acceptLlmDecision(await completeJson(buildDecideMessages(input)), input.projectType, exclude),
      )
    },
  }
}
export type LlmClient = ReturnType<typeof createLlmClient>

/** The LLM when LLM_BASE_URL is set; otherwise undefined and only the built-in engine runs. */
export function createLlmClientFromEnv(
  env: Pick<Env, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>,
  logger: LlmLogger,
): LlmClient | undefined {
  if (!env.LLM_BASE_URL) return undefined
  return createLlmClient({ baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, logger })
}
