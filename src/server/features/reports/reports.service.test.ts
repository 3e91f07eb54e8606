import { describe, expect, test } from 'vitest'
import { answersOf } from './reports.service.js'

describe('answersOf (the report’s list of smart answers)', () => {
  test('prints catalogue answers by label, and the scope answer by its ladder label alone', () => {
    expect(answersOf({ aiInsights: { answers: { renovation_scope: 'full', damp: 'yes', notes: ' ' } } })).toEqual([
      { question: 'How much work is this?', answer: 'Full / back to brick' },
      { question: 'Is there damp that needs treating?', answer: 'Yes' },
    ])
  })
})
