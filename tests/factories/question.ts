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
