import { describe, expect, it } from 'vitest'
import { buildQuestion } from '#tests/factories/question'
import type { AssessmentQuestion } from '#shared/smart-questions/schemas'
import {
  appendNewQuestions,
  buildEnhancedDescription,
  buildSmartAnswers,
  clipDescription,
  countResponses,
  formatAdditionalDetails,
  isKnownAnswer,
  joinParagraphs,
  listMissingRequired,
  nonBlankAnswers,
} from './assessment-logic'

function question(id: string, overrides: Partial<AssessmentQuestion> = {}): AssessmentQuestion {
  return buildQuestion({ id, question: `Question ${id}?`, required: false, category: 'other', why: '', ...overrides })
}

describe('countResponses', () => {
  it.each([
    [{}, 0],
    [{ damp: 'yes' }, 1],
    [{ damp: 'yes', rewiring: '' }, 1],
    [{ damp: 'yes', rewiring: '   ', notes: 'north-facing' }, 2],
  ])('%j counts %i non-blank answers', (answers, expected) => {
    expect(countResponses(answers)).toBe(expected)
  })
})

describe('buildEnhancedDescription', () => {
  it('appends one "id: answer" line per non-blank answer under Additional Details', () => {
    expect(buildEnhancedDescription('Kitchen refit', { damp: 'yes', rewiring: 'no' })).toBe(
      'Kitchen refit\n\nAdditional Details:\ndamp: yes\nrewiring: no',
    )
  })

  it('leaves blank and whitespace-only answers out', () => {
    expect(buildEnhancedDescription('Loft', { damp: '', access: '  ', notes: ' dormer to rear ' })).toBe(
      'Loft\n\nAdditional Details:\nnotes: dormer to rear',
    )
  })

  it('returns the original description when nothing was answered', () => {
    expect(buildEnhancedDescription('Bathroom', { damp: ' ' })).toBe('Bathroom')
    expect(formatAdditionalDetails({})).toBe('')
  })
})

describe('buildSmartAnswers', () => {
  it('keeps catalogue ids with one of their option values only', () => {
    expect(
      buildSmartAnswers({ damp: 'yes', rewiring: 'maybe', llm_notes: 'old lead pipes', heating: '', access: 'good' }),
    ).toEqual({ damp: 'yes', access: 'good' })
  })
})

describe('nonBlankAnswers', () => {
  it('drops blank answers and trims the rest', () => {
    expect(nonBlankAnswers({ a: ' x ', b: '' })).toEqual({ a: 'x' })
  })
})

describe('isKnownAnswer', () => {
  it('is true for a catalogue id with a valid value', () => {
    expect(isKnownAnswer('damp', 'yes')).toBe(true)
    expect(isKnownAnswer('damp', 'Yes')).toBe(false)
    expect(isKnownAnswer('llm_question', 'yes')).toBe(false)
  })
})

describe('listMissingRequired', () => {
  it('lists required questions without a non-blank answer, in order', () => {
    const qs = [question('a', { required: true }), question('b'), question('c', { required: true })]
    expect(listMissingRequired(qs, { a: ' ', b: '' }).map((q) => q.id)).toEqual(['a', 'c'])
    expect(listMissingRequired(qs, { a: 'yes', c: 'no' })).toEqual([])
  })
})

describe('appendNewQuestions', () => {
  it('appends only unseen ids, once each', () => {
    const existing = [question('a'), question('b')]
    const next = appendNewQuestions(existing, [question('b'), question('c'), question('c')])
    expect(next.map((q) => q.id)).toEqual(['a', 'b', 'c'])
  })

  it('returns the same array when nothing is new', () => {
    const existing = [question('a')]
    expect(appendNewQuestions(existing, [question('a')])).toBe(existing)
  })
})

describe('text helpers', () => {
  it('clips long descriptions and joins non-blank paragraphs', () => {
    expect(clipDescription('abcdef', 3)).toBe('abc')
    expect(joinParagraphs(' scope ', '', undefined, 'more')).toBe('scope\n\nmore')
  })
})
