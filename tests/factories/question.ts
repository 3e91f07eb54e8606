import type { AssessmentQuestion } from '#shared/smart-questions/schemas'

/** A required yes/no select question; override what a test cares about. */
export const buildQuestion = (overrides: Partial<AssessmentQuestion> = {}): AssessmentQuestion => ({
  id: 'damp',
  question: 'Any damp?',
  type: 'select',
  options: ['Yes', 'No'],
  optionValues: ['yes', 'no'],
  required: true,
  category: 'condition',
  why: 'Because',
  ...overrides,
})

/**
 * An LLM's raw analysis answer, before the app checks it (so `complexity` may be any string): a whole-house job, one
 * question. Override what a test cares about.
 */
export const buildLlmAnalysis = (
  overrides: Partial<{
    projectType: string
    complexity: string
    estimatedAccuracyImprovement: string
    intelligentQuestions: AssessmentQuestion[]
  }> = {},
) => ({
  projectType: 'whole_house_renovation',
  complexity: 'High',
  estimatedAccuracyImprovement: '20-30%',
  intelligentQuestions: [buildQuestion()],
  ...overrides,
})
