import { describe, expect, test } from 'vitest'
import { analyzeDescription } from './analyze-description'
import { decideQuestions, generateFollowupQuestions } from './followup-questions'
import { MAX_ROUNDS } from './schemas'

const ids = (qs: { id: string }[]) => qs.map((q) => q.id)

describe('generateFollowupQuestions', () => {
  const base = { currentAnswers: {}, projectDescription: '', round: 1, projectType: 'whole_house_renovation' }

  test.each([
    ['damp', 'yes', ['property_age', 'roof_work']],
    ['rewiring', 'unsure', ['property_age']],
    ['heating', 'heat_pump', ['windows', 'property_age']],
    ['structural_walls', 'yes', ['layout_change', 'listed_status', 'living_in']],
    ['property_age', 'pre_1919', ['damp', 'listed_status', 'rewiring']],
    ['living_in', 'no', ['empty_two_years']],
    ['rooms_count', '5', ['bathrooms_count']],
  ])('%s = %s → %j', (questionId, answer, expected) => {
    expect(ids(generateFollowupQuestions({ ...base, questionId, answer }).questions)).toEqual(expected)
  })

  test.each([
    ['an unknown id', 'budget_band', 'Under £10k'],
    ['an LLM free-text id', 'notes', 'anything'],
    ['a known id with nothing to follow', 'access', 'good'],
  ])('%s gets no follow-ups', (_, questionId, answer) => {
    expect(generateFollowupQuestions({ ...base, questionId, answer })).toEqual({ success: true, questions: [] })
  })

  test('never repeats an answered, shown or description-settled question', () => {
    const r = generateFollowupQuestions({
      ...base,
      questionId: 'property_age',
      answer: 'pre_1919',
      currentAnswers: { damp: 'no' },
      existingQuestions: ['listed_status'],
      projectDescription: 'needs a full rewire, new carpets and redecorating',
    })
    expect(ids(r.questions)).toEqual(['windows', 'roof_work'])
  })

  test('follow-ups stay relevant to the project type', () => {
    expect(
      ids(
        generateFollowupQuestions({
          ...base,
          projectType: 'bathroom_renovation',
          questionId: 'property_age',
          answer: 'pre_1919',
        }).questions,
      ),
    ).toEqual([])
    expect(
      ids(
        generateFollowupQuestions({
          ...base,
          projectType: 'loft_conversion',
          questionId: 'loft_type',
          answer: 'dormer',
        }).questions,
      ),
    ).toEqual(['listed_status', 'bathrooms_count'])
  })

  test('without a type, the description or the answered ids say which project it is', () => {
    const r = generateFollowupQuestions({
      questionId: 'loft_type',
      answer: 'mansard',
      currentAnswers: {},
      projectDescription: '',
      round: 1,
    })
    expect(ids(r.questions)).toEqual(['listed_status', 'access'])
  })

  test('no follow-ups after the last round', () => {
    expect(
      generateFollowupQuestions({ ...base, questionId: 'damp', answer: 'yes', round: MAX_ROUNDS + 1 }).questions,
    ).toEqual([])
  })

  test('follow-ups are optional', () => {
    expect(
      generateFollowupQuestions({ ...base, questionId: 'damp', answer: 'yes' }).questions.every((q) => !q.required),
    ).toBe(true)
  })
})

describe('decideQuestions', () => {
  const wholeHouse = {
    projectType: 'whole_house_renovation',
    projectDescription: 'Full renovation',
    enhancedDescription: '',
  }

  test('asks more while high-impact drivers are open and unasked', () => {
    const r = decideQuestions({
      ...wholeHouse,
      currentAnswers: { rewiring: 'yes', heating: 'none' },
      existingQuestions: ['rewiring', 'heating', 'structural_walls'],
      round: 1,
    })
    expect(r.needsMoreQuestions).toBe(true)
    expect(ids(r.questions)).toEqual(['damp', 'roof_work', 'windows', 'bathrooms_count'])
  })

  test('never re-asks an existing question, even unanswered', () => {
    const existing = ['damp', 'roof_work', 'windows', 'bathrooms_count', 'fittings_quality', 'structural_walls']
    const r = decideQuestions({
      ...wholeHouse,
      currentAnswers: { rewiring: 'yes', heating: 'none' },
      existingQuestions: existing,
      round: 2,
    })
    for (const id of existing) expect(ids(r.questions)).not.toContain(id)
  })

  test('stops when only low-impact drivers remain', () => {
    const answered = {
      rewiring: 'yes',
      heating: 'none',
      structural_walls: 'no',
      roof_work: 'none',
      bathrooms_count: '1',
      damp: 'no',
      windows: 'none',
      fittings_quality: 'standard',
      empty_two_years: 'no',
      rooms_count: '3',
    }
    expect(
      decideQuestions({ ...wholeHouse, currentAnswers: answered, existingQuestions: Object.keys(answered), round: 1 }),
    ).toEqual({
      needsMoreQuestions: false,
      questions: [],
    })
  })

  test.each([3, 4, 10])('round %i never asks more', (round) => {
    expect(decideQuestions({ ...wholeHouse, currentAnswers: {}, existingQuestions: [], round })).toEqual({
      needsMoreQuestions: false,
      questions: [],
    })
  })

  test('reads answers from the enhanced description’s Additional Details lines', () => {
    const enhancedDescription =
      'Full renovation\n\nAdditional Details:\ndamp: yes\nroof_work: none\nwindows: all\nnotes: roof: was fine'
    const r = decideQuestions({
      ...wholeHouse,
      enhancedDescription,
      currentAnswers: {},
      existingQuestions: ['rewiring', 'heating'],
      round: 1,
    })
    for (const id of ['damp', 'roof_work', 'windows']) expect(ids(r.questions)).not.toContain(id)
  })

  test('at most three rounds end to end, without repeats', () => {
    const asked: string[] = []
    const first = analyzeDescription({
      description: 'Renovate the whole house',
      selectedProjectType: 'whole_house_renovation',
    })
    asked.push(...ids(first.intelligentQuestions))
    let round = 1
    let rounds = 1
    for (;;) {
      const r = decideQuestions({ ...wholeHouse, currentAnswers: {}, existingQuestions: asked, round })
      if (!r.needsMoreQuestions) break
      for (const q of r.questions) expect(asked).not.toContain(q.id)
      asked.push(...ids(r.questions))
      round += 1
      rounds += 1
    }
    expect(rounds).toBeLessThanOrEqual(MAX_ROUNDS)
  })
})
