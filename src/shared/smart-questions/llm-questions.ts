import { FORM_PROJECT_TYPES } from '../cost-engine/types'
import { toAssessmentQuestion } from './analyze-description'
import { PROFILES, profileFor } from './project-profiles'
import { findCatalogueQuestion, QUESTION_CATALOGUE, SCOPE_QUESTION_ID, type QuestionId } from './question-catalogue'
import {
  ANALYSED_DESCRIPTION_CHARS,
  AnalysisSchema,
  DecideResponseSchema,
  MAX_FIRST_ROUND_QUESTIONS,
  MAX_LATER_ROUND_QUESTIONS,
  type Analysis,
  type AssessmentQuestion,
} from './schemas'

/**
 * The pure half of the optional LLM adapter: the prompts, and the checks an LLM answer must pass before it
 * replaces the built-in engine's. The LLM is validated against the same zod schemas as the API responses,
 * and its questions are kept only when they are catalogue questions with the catalogue's options (then
 * sent in the catalogue's exact wording) or free-text questions (type 'text').
 */

export interface ChatMessage {
  role: 'system' | 'user'
  content: string
}

const QUESTION_SHAPE = `{"id": string, "question": string, "type": "select" | "text", "options": string[] (labels), "optionValues": string[] (values, same order), "required": boolean, "category": one of services|structure|condition|planning|site|vat|layout|specification|other, "why": string}`

function catalogueText(): string {
  return QUESTION_CATALOGUE.map(
    (q) =>
      `- ${q.id} (${q.category}): ${q.question} Options: ${q.options.map((o) => `${o.value}="${o.label}"`).join(', ')}`,
  ).join('\n')
}

function systemPrompt(task: string, outputShape: string): string {
  return [
    'You help a UK renovation cost estimator decide which questions to ask a homeowner.',
    'Ask only about cost drivers that change the estimate for this kind of project, biggest cost first.',
    'Never ask something the description or the answers already settle. Never ask a question id listed as already shown.',
    'Use these catalogue questions, with exactly their ids, options (labels) and optionValues (values):',
    catalogueText(),
    `Never ask ${SCOPE_QUESTION_ID}: the app asks the scope itself, first, when it is not known.`,
    'Only if a vital cost driver is missing from the catalogue, you may ask a free-text question: type "text", a new snake_case id, options [] and optionValues [], category "other".',
    task,
    `Reply with one JSON object only, no prose, shaped as: ${outputShape}`,
    `Each question is: ${QUESTION_SHAPE}`,
  ].join('\n')
}

export interface LlmAnalysisInput {
  description: string
  projectType: string
  sizeSqm?: number | undefined
  location?: string | undefined
  /** The scope as the form gave it, if it did. */
  renovationScope?: string | undefined
}

export function buildAnalysisMessages(input: LlmAnalysisInput, builtIn: Analysis): ChatMessage[] {
  return [
    {
      role: 'system',
      content: systemPrompt(
        `Analyse the project and ask at most ${MAX_FIRST_ROUND_QUESTIONS} questions; mark the top one or two cost drivers required.`,
        `{"projectType": string, "complexity": "Low" | "Medium" | "High", "estimatedAccuracyImprovement": string like "25-40%", "intelligentQuestions": Question[]}`,
      ),
    },
    {
      role: 'user',
      content: JSON.stringify({
        projectType: input.projectType,
        sizeSqm: input.sizeSqm ?? null,
        location: input.location ?? null,
        scope: input.renovationScope ?? null,
        description: input.description.slice(0, ANALYSED_DESCRIPTION_CHARS),
        alreadySettledByDescription: Object.fromEntries(
          builtIn.detected.filter((d) => d.answer).map((d) => [d.id, d.answer]),
        ),
      }),
    },
  ]
}

export interface LlmDecideInput {
  projectType: string
  description: string
  currentAnswers: Record<string, string>
  existingQuestions: readonly string[]
  round: number
}

export function buildDecideMessages(input: LlmDecideInput): ChatMessage[] {
  return [
    {
      role: 'system',
      content: systemPrompt(
        `Decide whether more questions would change the estimate. If so, ask at most ${MAX_LATER_ROUND_QUESTIONS} new ones; otherwise needsMoreQuestions is false and questions is [].`,
        `{"needsMoreQuestions": boolean, "questions": Question[]}`,
      ),
    },
    {
      role: 'user',
      content: JSON.stringify({
        projectType: input.projectType,
        description: input.description.slice(0, ANALYSED_DESCRIPTION_CHARS),
        answers: input.currentAnswers,
        alreadyShown: input.existingQuestions,
        round: input.round,
      }),
    },
  ]
}

export interface SanitiseOptions {
  /** Ids never to ask: answered, settled by the description, or already shown. */
  exclude: ReadonlySet<string>
  /** The project type; catalogue questions irrelevant to it are dropped. */
  projectType: string
  max: number
}

/**
 * Keeps catalogue questions whose options are the catalogue's (matched by label or value) in the catalogue's
 * own wording, and free-text questions with new ids; drops everything else, repeats and excluded ids.
 */
export function sanitiseLlmQuestions(raw: readonly AssessmentQuestion[], opts: SanitiseOptions): AssessmentQuestion[] {
  const relevant = PROFILES[profileFor(opts.projectType)]
  const kept: AssessmentQuestion[] = []
  const seen = new Set<string>()
  for (const q of raw) {
    if (seen.has(q.id) || opts.exclude.has(q.id)) continue
    const catalogue = findCatalogueQuestion(q.id)
    if (catalogue) {
      if (q.type !== 'select' || !(q.id in relevant)) continue
      const known = (s: string) =>
        catalogue.options.some((o) => o.value === s || o.label.toLowerCase() === s.toLowerCase())
      if (![...q.options, ...q.optionValues].every(known)) continue
      kept.push(toAssessmentQuestion(catalogue.id as QuestionId, q.required))
    } else {
      if (q.type !== 'text') continue
      kept.push({ ...q, options: [], optionValues: [], required: false })
    }
    seen.add(q.id)
    if (kept.length >= opts.max) break
  }
  return kept
}

/** Reasons an LLM answer is refused; the caller logs it and uses the built-in engine instead. */
export class LlmAnswerRejected extends Error {}

/**
 * The LLM's analysis if it passes the schema and keeps at least one usable question (or asks none). The scope
 * question is the app's, not the LLM's: it leads whenever the built-in analysis asks it, and never otherwise.
 */
export function acceptLlmAnalysis(json: unknown, builtIn: Analysis, exclude: ReadonlySet<string>): Analysis {
  const parsed = AnalysisSchema.safeParse(json)
  if (!parsed.success) throw new LlmAnswerRejected(`schema mismatch: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  const projectType =
    builtIn.projectType === 'unknown' && (FORM_PROJECT_TYPES as string[]).includes(parsed.data.projectType)
      ? parsed.data.projectType
      : builtIn.projectType
  const scopeQuestion = builtIn.intelligentQuestions.find((q) => q.id === SCOPE_QUESTION_ID)
  const fromLlm = parsed.data.intelligentQuestions.filter((q) => q.id !== SCOPE_QUESTION_ID)
  const questions = sanitiseLlmQuestions(fromLlm, {
    exclude,
    projectType,
    max: MAX_FIRST_ROUND_QUESTIONS - (scopeQuestion ? 1 : 0),
  })
  if (fromLlm.length > 0 && questions.length === 0) throw new LlmAnswerRejected('no usable questions')
  return {
    ...parsed.data,
    projectType,
    intelligentQuestions: scopeQuestion ? [scopeQuestion, ...questions] : questions,
    detected: builtIn.detected,
  }
}

export function acceptLlmDecision(
  json: unknown,
  projectType: string,
  exclude: ReadonlySet<string>,
): { needsMoreQuestions: boolean; questions: AssessmentQuestion[] } {
  const parsed = DecideResponseSchema.safeParse(json)
  if (!parsed.success) throw new LlmAnswerRejected(`schema mismatch: ${parsed.error.issues[0]?.message ?? 'invalid'}`)
  if (!parsed.data.needsMoreQuestions) return { needsMoreQuestions: false, questions: [] }
  const questions = sanitiseLlmQuestions(parsed.data.questions, {
    exclude,
    projectType,
    max: MAX_LATER_ROUND_QUESTIONS,
  }).map((q) => ({
    ...q,
    required: false,
  }))
  if (parsed.data.questions.length > 0 && questions.length === 0) throw new LlmAnswerRejected('no usable questions')
  return { needsMoreQuestions: questions.length > 0, questions }
}
