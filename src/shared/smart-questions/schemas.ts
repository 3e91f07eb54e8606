import { z } from 'zod'
import { FORM_PROJECT_TYPES } from '../cost-engine/types'
import { blankToUndefined, renovationScopeField } from '../schemas/fields'
import { text } from '../schemas/text'
import { findCatalogueQuestion, SmartAnswersSchema } from './question-catalogue'

/** How much description the engine reads; longer text is accepted but only its start is analysed. */
export { ANALYSED_DESCRIPTION_CHARS } from '../text/normalise-description'
/** Longest description accepted over the wire (the enhanced description adds 'Additional Details' lines). */
export const DESCRIPTION_MAX_CHARS = 20000
/** Assessment rounds in total, counting the first analysis as round 1 (docs/product/flows.md: at most 3). */
export const MAX_ROUNDS = 3
/** Questions in the first round; later rounds and follow-ups ask fewer. */
export const MAX_FIRST_ROUND_QUESTIONS = 6
export const MAX_LATER_ROUND_QUESTIONS = 4
export const MAX_FOLLOWUP_QUESTIONS = 3

export const QUESTION_CATEGORIES = [
  'services',
  'structure',
  'condition',
  'planning',
  'site',
  'vat',
  'layout',
  'specification',
  'other',
] as const

/**
 * One assessment question as the API sends it (docs/product/data.md 'Assessment question').
 *
 * - `type: 'select'`: `options` are the display labels (the spec's `options: string[]`) and `optionValues` the
 *   values at the same positions. The client shows `options[i]` and sends back `optionValues[i]` as the
 *   answer (in `currentAnswers`, follow-up `answer` and the estimate's `smartAnswers`).
 * - `type: 'text'`: a free-text question (only an LLM asks these); `options` and `optionValues` are empty
 *   and the answer is the typed text (at most 500 characters).
 */
export const AssessmentQuestionSchema = z
  .object({
    id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z][a-z0-9_]*$/, 'Question ids are lower-case snake_case'),
    question: z.string().trim().min(1).max(300),
    type: z.enum(['select', 'text']),
    options: z.array(z.string().trim().min(1).max(120)).max(12),
    optionValues: z.array(z.string().trim().min(1).max(64)).max(12),
    required: z.boolean(),
    category: z.enum(QUESTION_CATEGORIES),
    why: z.string().trim().max(300),
  })
  .refine((q) => q.options.length === q.optionValues.length, {
    message: 'options and optionValues must have the same length',
    path: ['optionValues'],
  })
  .refine((q) => (q.type === 'select' ? q.options.length >= 2 : q.options.length === 0), {
    message: 'A select question has at least 2 options; a text question has none',
    path: ['options'],
  })
export type AssessmentQuestion = z.infer<typeof AssessmentQuestionSchema>

export const ComplexitySchema = z.enum(['Low', 'Medium', 'High'])
export type Complexity = z.infer<typeof ComplexitySchema>

export const DetectedDriverSchema = z.object({
  /** Catalogue question id. */
  id: z.string().max(64),
  /** The option value the description gives; absent when the driver is mentioned but left open. */
  answer: z.string().max(64).optional(),
  /** The words in the description that showed it. */
  evidence: z.string().max(200),
})
export type DetectedDriver = z.infer<typeof DetectedDriverSchema>

/** docs/product/data.md 'Analysis', plus what the description already answered (`detected`) and who answered (`source`). */
export const AnalysisSchema = z.object({
  /** The selected project type key, or the one inferred from the description, or 'unknown'. */
  projectType: z.string().max(64),
  complexity: ComplexitySchema,
  /** e.g. '25-40%': how much answering the open questions narrows the estimate's range. */
  estimatedAccuracyImprovement: z.string().regex(/^\d{1,2}-\d{1,3}%$/),
  intelligentQuestions: z.array(AssessmentQuestionSchema).max(MAX_FIRST_ROUND_QUESTIONS),
  detected: z.array(DetectedDriverSchema).max(40).default([]),
})
export type Analysis = z.infer<typeof AnalysisSchema>

export const AnalysisResponseSchema = z.object({
  analysis: AnalysisSchema.extend({ source: z.enum(['built_in', 'llm']) }),
})
export type AnalysisResponse = z.infer<typeof AnalysisResponseSchema>

// ---------------------------------------------------------------------------------------------------------
// Requests. Blank strings and null from a half-filled form count as "not given".

const descriptionField = (label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    text({ message: `${label} must be text` })
      .trim()
      .max(DESCRIPTION_MAX_CHARS, `${label} must be at most ${DESCRIPTION_MAX_CHARS} characters`),
  )

const projectTypeField = z.preprocess(
  blankToUndefined,
  z.enum(FORM_PROJECT_TYPES as [string, ...string[]], { message: 'Choose a project type from the list' }).optional(),
)

const roundField = z.preprocess(
  (v) => (v === null || v === undefined ? 1 : v),
  z
    .number({ message: 'Round must be a whole number from 0 to 10' })
    .int('Round must be a whole number from 0 to 10')
    .min(0, 'Round must be a whole number from 0 to 10')
    .max(10, 'Round must be a whole number from 0 to 10'),
)

const currentAnswersField = z.preprocess((v) => (v === null || v === undefined ? {} : v), SmartAnswersSchema)

/** Questions already shown: their ids, or the question objects as the client holds them. */
const existingQuestionsField = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z
    .array(
      z.union([text().trim().min(1).max(64), z.object({ id: text().trim().min(1).max(64) }).loose()], {
        message: 'Each existing question must be a question id or an object with an id',
      }),
    )
    .max(100, 'At most 100 existing questions can be sent')
    .transform((list) => list.map((q) => (typeof q === 'string' ? q : q.id))),
)

/** POST /api/analyze-description (docs/product/calls.md). */
export const AnalyzeDescriptionRequestSchema = z.object({
  description: descriptionField('Description'),
  selectedProjectType: projectTypeField,
  sizeSqm: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'Size must be a number' })
      .refine(Number.isFinite, 'Size must be a number')
      .pipe(z.number().min(1, 'Size must be at least 1 square metre').max(10000, 'Maximum area exceeded'))
      .optional(),
  ),
  /** Either form's region or location ('london' or 'London'); free text is tolerated. */
  location: z.preprocess(
    blankToUndefined,
    text({ message: 'Location must be text' }).trim().max(100, 'Location must be at most 100 characters').optional(),
  ),
  propertyAddress: z.preprocess(
    blankToUndefined,
    text({ message: 'Property address must be text' })
      .trim()
      .max(300, 'Property address must be at most 300 characters')
      .optional(),
  ),
  /** The scope the form gave; when absent (and the description does not settle it) scope is asked first. */
  renovationScope: renovationScopeField,
})
export type AnalyzeDescriptionRequest = z.infer<typeof AnalyzeDescriptionRequestSchema>
export type AnalyzeDescriptionRequestInput = z.input<typeof AnalyzeDescriptionRequestSchema>

/** POST /api/generate-followup-questions (docs/product/calls.md), plus optional `projectType` and `existingQuestions`. */
export const FollowupRequestSchema = z
  .object({
    questionId: text({ message: 'Question id is required' })
      .trim()
      .min(1, 'Question id is required')
      .max(64, 'Question id must be at most 64 characters'),
    answer: text({ message: 'Answer must be text' }).max(500, 'Answer must be at most 500 characters'),
    currentAnswers: currentAnswersField,
    projectDescription: descriptionField('Project description'),
    round: roundField,
    /** Not in the spec's payload; sending it keeps follow-ups relevant to the project type. */
    projectType: projectTypeField,
    /** Not in the spec's payload; ids already shown are never asked again. */
    existingQuestions: existingQuestionsField,
    /** Not in the spec's payload: the form's scope, so a decorating job gets only decorating follow-ups. */
    renovationScope: renovationScopeField,
  })
  .superRefine((body, ctx) => {
    const q = findCatalogueQuestion(body.questionId)
    if (q && !q.options.some((o) => o.value === body.answer)) {
      ctx.addIssue({
        code: 'custom',
        path: ['answer'],
        message: `Choose one of: ${q.options.map((o) => `${o.value} (${o.label})`).join(', ')}`,
      })
    }
  })
export type FollowupRequest = z.infer<typeof FollowupRequestSchema>
export type FollowupRequestInput = z.input<typeof FollowupRequestSchema>

export const FollowupResponseSchema = z.object({
  success: z.literal(true),
  questions: z.array(AssessmentQuestionSchema).max(MAX_FOLLOWUP_QUESTIONS),
})
export type FollowupResponse = z.infer<typeof FollowupResponseSchema>

/** POST /api/ai-decide-questions (docs/product/calls.md), plus optional `projectType`. */
export const DecideRequestSchema = z.object({
  currentAnswers: currentAnswersField,
  projectDescription: descriptionField('Project description'),
  enhancedDescription: descriptionField('Enhanced description'),
  existingQuestions: existingQuestionsField,
  round: roundField,
  projectType: projectTypeField,
  /** Not in the spec's payload: the form's scope, so a decorating job gets only decorating questions. */
  renovationScope: renovationScopeField,
})
export type DecideRequest = z.infer<typeof DecideRequestSchema>
export type DecideRequestInput = z.input<typeof DecideRequestSchema>

export const DecideResponseSchema = z.object({
  needsMoreQuestions: z.boolean(),
  questions: z.array(AssessmentQuestionSchema).max(MAX_LATER_ROUND_QUESTIONS),
})
export type DecideResponse = z.infer<typeof DecideResponseSchema>
