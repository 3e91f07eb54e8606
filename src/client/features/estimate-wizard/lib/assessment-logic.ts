import type { AssessmentQuestion } from '#shared/smart-questions/schemas'
import { findCatalogueQuestion } from '#shared/smart-questions/question-catalogue'

/** Question id → answer text as the user gave it (select questions hold the option value, not the label). */
export type Answers = Record<string, string>

/** docs/product/flows.md: rounds start at 1 and there are at most 3. */
export const MAX_ASSESSMENT_ROUNDS = 3

/** Longest description POST /api/estimates accepts (EstimateRequestSchema). */
export const ESTIMATE_DESCRIPTION_MAX = 5000

function isAnswered(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** The answers with non-blank text, trimmed, in the order they were given. */
export function listAnswered(answers: Answers): [string, string][] {
  return Object.entries(answers)
    .filter(([, value]) => isAnswered(value))
    .map(([id, value]) => [id, value.trim()])
}

/** N in 'Continue with Assessment (N responses)': answers with non-blank text. */
export function countResponses(answers: Answers): number {
  return listAnswered(answers).length
}

/** The non-blank answers only, as `currentAnswers` for the question calls. */
export function nonBlankAnswers(answers: Answers): Answers {
  return Object.fromEntries(listAnswered(answers))
}

/** "Additional Details:\nid: answer\n…" for the non-blank answers, or '' when there are none. */
export function formatAdditionalDetails(answers: Answers): string {
  const lines = listAnswered(answers).map(([id, value]) => `${id}: ${value}`)
  return lines.length === 0 ? '' : `Additional Details:\n${lines.join('\n')}`
}

/**
 * docs/product/flows.md: the original description plus '\n\nAdditional Details:\n' and one 'id: answer' line per non-blank
 * answer. With no non-blank answers the original description is returned unchanged.
 */
export function buildEnhancedDescription(original: string, answers: Answers): string {
  const details = formatAdditionalDetails(answers)
  return details === '' ? original : `${original}\n\n${details}`
}

/**
 * `smartAnswers` for the estimate: catalogue question ids whose answer is one of that question's option values.
 * Free-text answers (questions an LLM asked) only travel in the enhanced description.
 */
export function buildSmartAnswers(answers: Answers): Answers {
  const result: Answers = {}
  for (const [id, value] of listAnswered(answers)) {
    const question = findCatalogueQuestion(id)
    if (question && question.options.some((option) => option.value === value)) result[id] = value
  }
  return result
}

/** Whether a follow-up call should be made for this answer: a catalogue id answered with one of its values. */
export function isKnownAnswer(questionId: string, answer: string): boolean {
  const question = findCatalogueQuestion(questionId)
  return question !== undefined && question.options.some((option) => option.value === answer)
}

/** Required questions that still have no non-blank answer, in display order. */
export function listMissingRequired(questions: readonly AssessmentQuestion[], answers: Answers): AssessmentQuestion[] {
  return questions.filter((q) => q.required && !isAnswered(answers[q.id]))
}

/** Appends the incoming questions whose ids are not shown yet; returns the same array when nothing is new. */
export function appendNewQuestions(
  existing: readonly AssessmentQuestion[],
  incoming: readonly AssessmentQuestion[],
): AssessmentQuestion[] {
  const seen = new Set(existing.map((q) => q.id))
  const fresh: AssessmentQuestion[] = []
  for (const q of incoming) {
    if (seen.has(q.id)) continue
    seen.add(q.id)
    fresh.push(q)
  }
  return fresh.length === 0 ? (existing as AssessmentQuestion[]) : [...existing, ...fresh]
}

/** Keeps a description within what the estimate endpoint accepts, cutting the end rather than failing. */
export function clipDescription(text: string, max = ESTIMATE_DESCRIPTION_MAX): string {
  return text.length <= max ? text : text.slice(0, max)
}

/** Joins the non-blank parts with a blank line, as the server joins description fields. */
export function joinParagraphs(...parts: (string | undefined | null)[]): string {
  return parts
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join('\n\n')
}
