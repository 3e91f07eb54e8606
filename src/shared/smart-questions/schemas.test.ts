import { describe, expect, test } from 'vitest'
import { AnalyzeDescriptionRequestSchema, DecideRequestSchema, FollowupRequestSchema } from './schemas'

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => i.path.join('.')) ?? []

describe('request schemas', () => {
  test('blank and null form fields count as not given', () => {
    expect(
      AnalyzeDescriptionRequestSchema.parse({
        description: null,
        selectedProjectType: '',
        sizeSqm: '',
        location: null,
      }),
    ).toEqual({ description: '' })
  })

  test('accepts 20,000 characters of description and refuses more', () => {
    expect(AnalyzeDescriptionRequestSchema.safeParse({ description: 'a'.repeat(20000) }).success).toBe(true)
    const r = AnalyzeDescriptionRequestSchema.safeParse({ description: 'a'.repeat(20001) })
    expect(r.error?.issues[0]?.message).toBe('Description must be at most 20000 characters')
  })

  test.each([
    [{ selectedProjectType: 'castle' }, 'selectedProjectType'],
    [{ sizeSqm: 0 }, 'sizeSqm'],
    [{ sizeSqm: 'big' }, 'sizeSqm'],
    [{ description: 42 }, 'description'],
  ])('analyse: %j names %s', (body, path) => {
    expect(paths(AnalyzeDescriptionRequestSchema.safeParse(body))).toEqual([path])
  })

  test('follow-up: an answer outside a known question’s options names the answer field', () => {
    const r = FollowupRequestSchema.safeParse({ questionId: 'heating', answer: 'Replace the boiler only' })
    expect(paths(r)).toEqual(['answer'])
    expect(r.error?.issues[0]?.message).toContain('replace_boiler')
  })

  test('follow-up: an unknown id accepts any answer; round defaults to 1', () => {
    expect(FollowupRequestSchema.parse({ questionId: 'notes', answer: 'free text' })).toMatchObject({
      round: 1,
      currentAnswers: {},
      existingQuestions: [],
    })
  })

  test.each([
    [{ round: 11 }, 'round'],
    [{ round: 1.5 }, 'round'],
    [{ currentAnswers: { damp: 'perhaps' } }, 'currentAnswers.damp'],
    [{ currentAnswers: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`q${i}`, 'x'])) }, 'currentAnswers'],
    [{ existingQuestions: [42] }, 'existingQuestions.0'],
  ])('decide: %j names %s', (body, path) => {
    expect(paths(DecideRequestSchema.safeParse(body))).toEqual([path])
  })

  test('decide: existing questions may be ids or question objects', () => {
    expect(
      DecideRequestSchema.parse({ existingQuestions: ['damp', { id: 'rewiring', question: 'Rewire?' }] })
        .existingQuestions,
    ).toEqual(['damp', 'rewiring'])
  })
})
