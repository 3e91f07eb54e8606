import {
  adjustWeights,
  buildContext,
  HIGH_IMPACT_WEIGHT,
  rankOpen,
  splitEnhancedDescription,
  toAssessmentQuestion,
  type Context,
} from './analyze-description'
import { PROFILES } from './project-profiles'
import { findCatalogueQuestion, type QuestionId } from './question-catalogue'
import { MAX_FOLLOWUP_QUESTIONS, MAX_LATER_ROUND_QUESTIONS, MAX_ROUNDS, type AssessmentQuestion } from './schemas'

/**
 * Later rounds of the question engine: follow-ups that a known answer opens (docs/product/flows.md) and the decision whether
 * another round is worth asking. Reads the same context as the first round (analyze-description.ts).
 */

/** Which catalogue questions an answer opens up ('*' for any answer), in the order they are worth asking. */
const FOLLOWUPS: Partial<Record<QuestionId, Record<string, QuestionId[]>>> = {
  rewiring: { yes: ['property_age', 'living_in'], unsure: ['property_age'] },
  heating: {
    new_system: ['rooms_count', 'bathrooms_count', 'property_age'],
    replace_boiler: ['bathrooms_count'],
    heat_pump: ['windows', 'property_age'],
    unsure: ['property_age'],
  },
  damp: { yes: ['property_age', 'roof_work'], unsure: ['property_age'] },
  structural_walls: { yes: ['layout_change', 'listed_status', 'living_in'], unsure: ['property_age'] },
  roof_work: { recover: ['listed_status', 'access'], repairs: ['access'], unsure: ['property_age'] },
  windows: { all: ['listed_status', 'property_age'], some: ['listed_status'] },
  listed_status: {
    listed: ['windows', 'roof_work', 'property_age'],
    conservation_area: ['windows', 'roof_work'],
    unsure: ['property_age'],
  },
  living_in: { no: ['empty_two_years'] },
  empty_two_years: { yes: ['damp', 'roof_work', 'rewiring', 'heating'], unsure: ['damp'] },
  bathrooms_count: {
    '2': ['layout_change', 'heating'],
    '3': ['layout_change', 'heating'],
    '4': ['layout_change', 'heating'],
  },
  rooms_count: { '*': ['bathrooms_count'] },
  fittings_quality: { premium: ['layout_change'], luxury: ['layout_change'] },
  property_age: {
    pre_1919: ['damp', 'listed_status', 'rewiring', 'windows', 'roof_work'],
    '1919_1965': ['rewiring', 'damp'],
    unsure: ['damp'],
  },
  loft_type: {
    dormer: ['listed_status', 'bathrooms_count'],
    mansard: ['listed_status', 'access'],
    hip_to_gable: ['listed_status', 'bathrooms_count'],
    rooflight: ['bathrooms_count'],
    unsure: ['listed_status'],
  },
  basement_work: {
    dig_out: ['access', 'listed_status'],
    cellar: ['damp'],
    unsure: ['access'],
  },
  extension_storeys: {
    double: ['listed_status', 'access'],
    single: ['structural_walls', 'layout_change'],
    unsure: ['access'],
  },
  layout_change: { yes: ['structural_walls'] },
}

export interface FollowupInput {
  questionId: string
  /** An option value of `questionId` (the request schema rejects anything else for a catalogue id). */
  answer: string
  currentAnswers?: Record<string, string>
  projectDescription?: string
  round?: number
  projectType?: string | undefined
  existingQuestions?: readonly string[]
  currentYear?: number | undefined
  /** The scope the form stated, if any: decorating only is asked only decorating questions. */
  renovationScope?: string | undefined
}

/**
 * Follow-ups to one answer (POST /api/generate-followup-questions): catalogue questions the answer makes
 * worth asking, relevant to the project, not yet answered (by the user or the description) nor shown.
 * An id outside the catalogue gets none; so does a round past MAX_ROUNDS.
 */
export function generateFollowupQuestions(input: FollowupInput): { success: true; questions: AssessmentQuestion[] } {
  const rules = FOLLOWUPS[input.questionId as QuestionId]
  if (!findCatalogueQuestion(input.questionId) || !rules || (input.round ?? 1) > MAX_ROUNDS)
    return { success: true, questions: [] }
  const { text, answers: lineAnswers } = splitEnhancedDescription(input.projectDescription ?? '')
  const shown = new Set([...(input.existingQuestions ?? []), input.questionId])
  const ctx = buildContext({
    text,
    projectType: input.projectType,
    answers: { ...lineAnswers, ...input.currentAnswers, [input.questionId]: input.answer },
    currentYear: input.currentYear,
    askedIds: [...shown, ...Object.keys(input.currentAnswers ?? {})],
    renovationScope: input.renovationScope,
  })
  const relevant = PROFILES[ctx.profile]
  const candidates = rules[input.answer] ?? rules['*'] ?? []
  const questions = [...new Set(candidates)]
    .filter((id) => id in relevant && !(id in ctx.known) && !shown.has(id))
    .slice(0, MAX_FOLLOWUP_QUESTIONS)
    .map((id) => toAssessmentQuestion(id, false))
  return { success: true, questions }
}

export interface DecideInput {
  currentAnswers?: Record<string, string>
  projectDescription?: string
  enhancedDescription?: string
  existingQuestions?: readonly string[]
  round?: number
  projectType?: string | undefined
  currentYear?: number | undefined
  /** The scope the form stated, if any. */
  renovationScope?: string | undefined
}

/**
 * Whether another round is worth it (POST /api/ai-decide-questions): only while high-impact drivers for
 * this project are neither answered nor already shown, and only before round MAX_ROUNDS (the first
 * analysis is round 1, so at most three rounds in all).
 */
export function decideQuestions(input: DecideInput): { needsMoreQuestions: boolean; questions: AssessmentQuestion[] } {
  if ((input.round ?? 1) >= MAX_ROUNDS) return { needsMoreQuestions: false, questions: [] }
  const d = decisionContext(input)
  const weights = adjustWeights(PROFILES[d.ctx.profile], d.ctx.known, d.ctx.mentioned, d.ctx.isLondon)
  const questions = rankOpen(weights, (id) => d.closedIds.has(id))
    .filter((q) => q.weight >= HIGH_IMPACT_WEIGHT)
    .slice(0, MAX_LATER_ROUND_QUESTIONS)
    .map(({ id }) => toAssessmentQuestion(id, false))
  return { needsMoreQuestions: questions.length > 0, questions }
}

/**
 * What a decision starts from: the project type (given or inferred), the text to read, and the ids that
 * must not be asked (answered by the user, in 'Additional Details' lines or by the description, or shown).
 */
export function decisionContext(input: DecideInput): {
  projectType: string
  text: string
  closedIds: Set<string>
  ctx: Context
} {
  const fromOriginal = splitEnhancedDescription(input.projectDescription ?? '')
  const fromEnhanced = splitEnhancedDescription(input.enhancedDescription ?? '')
  const existing = input.existingQuestions ?? []
  // The enhanced description normally starts with the original; read the text once either way.
  const text = fromEnhanced.text.includes(fromOriginal.text)
    ? fromEnhanced.text
    : `${fromOriginal.text}\n${fromEnhanced.text}`
  const ctx = buildContext({
    text,
    projectType: input.projectType,
    answers: { ...fromOriginal.answers, ...fromEnhanced.answers, ...input.currentAnswers },
    currentYear: input.currentYear,
    askedIds: [...existing, ...Object.keys(input.currentAnswers ?? {})],
    renovationScope: input.renovationScope,
  })
  const closedIds = new Set([...existing, ...Object.keys(ctx.known)])
  return { projectType: ctx.projectType, text, closedIds, ctx }
}
