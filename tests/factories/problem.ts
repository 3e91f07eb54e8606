import type { FieldError, Problem } from '#shared/problem'

/** The 400 validation_failed problem+json body the API answers with, carrying the given field errors. */
export const buildValidationProblem = (errors: FieldError[]): Problem => ({
  type: '/problems/validation_failed',
  title: 'Validation failed',
  status: 400,
  code: 'validation_failed',
  errors,
})
