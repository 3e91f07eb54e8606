import { describe, expect, test } from 'vitest'
import { buildLlmAnalysis, buildQuestion } from '#tests/factories/question'
import { analyzeDescription, toAssessmentQuestion } from './analyze-description'
import {
  acceptLlmAnalysis,
  acceptLlmDecision,
  buildAnalysisMessages,
  LlmAnswerRejected,
  sanitiseLlmQuestions,
} from './llm-questions'

describe('sanitiseLlmQuestions', () => {
  const opts = { exclude: new Set(['rewiring']), projectType: 'whole_house_renovation', max: 6 }

  test.each([
    [
      'a catalogue question with catalogue options, in the catalogue’s wording',
      buildQuestion({}),
      toAssessmentQuestion('damp', true),
    ],
    [
      'a free-text question with a new id, never required',
      buildQuestion({ id: 'budget_notes', type: 'text', options: [], optionValues: [], category: 'other' }),
      {
        ...buildQuestion({ id: 'budget_notes', type: 'text', options: [], optionValues: [], category: 'other' }),
        required: false,
      },
    ],
  ])('keeps %s', (_, q, expected) => {
    expect(sanitiseLlmQuestions([q], opts)).toEqual([expected])
  })

  test.each([
    ['options outside the catalogue', buildQuestion({ options: ['Lots', 'None'], optionValues: ['lots', 'none'] })],
    ['a catalogue id asked as free text', buildQuestion({ type: 'text', options: [], optionValues: [] })],
    [
      'an unknown id with options',
      buildQuestion({ id: 'budget_band', options: ['Under £10k', '£50k+'], optionValues: ['a', 'b'] }),
    ],
    ['an excluded id', buildQuestion({ id: 'rewiring', options: ['Yes', 'No'], optionValues: ['yes', 'no'] })],
    [
      'a question irrelevant to the type',
      buildQuestion({ id: 'loft_type', options: ['Mansard', 'Rear dormer'], optionValues: ['mansard', 'dormer'] }),
    ],
  ])('drops %s', (_, q) => {
    expect(sanitiseLlmQuestions([q], opts)).toEqual([])
  })

  test('drops repeats and stops at max', () => {
    const qs = [
      buildQuestion({}),
      buildQuestion({}),
      buildQuestion({ id: 'windows', options: ['Replace all windows', 'None'], optionValues: ['all', 'none'] }),
    ]
    expect(sanitiseLlmQuestions(qs, { ...opts, max: 1 }).map((q) => q.id)).toEqual(['damp'])
  })
})

describe('accepting an LLM answer', () => {
  const builtIn = analyzeDescription({
    description: 'Needs a full rewire, new carpets and redecorating',
    selectedProjectType: 'whole_house_renovation',
  })

  test('a valid analysis keeps the selected type and the built-in detections', () => {
    const a = acceptLlmAnalysis(buildLlmAnalysis({ projectType: 'kitchen' }), builtIn, new Set(['rewiring']))
    expect(a).toMatchObject({ projectType: 'whole_house_renovation', complexity: 'High', detected: builtIn.detected })
    expect(a.intelligentQuestions.map((q) => q.id)).toEqual(['renovation_scope', 'damp'])
  })

  test('the scope question leads when the built-in asks it, and an LLM cannot ask it otherwise', () => {
    const llmScope = toAssessmentQuestion('renovation_scope', true)
    const json = buildLlmAnalysis({
      projectType: 'x',
      complexity: 'Low',
      intelligentQuestions: [buildQuestion({}), llmScope],
    })
    const asked = acceptLlmAnalysis(json, builtIn, new Set())
    expect(asked.intelligentQuestions.map((q) => q.id)).toEqual(['renovation_scope', 'damp'])
    expect(asked.intelligentQuestions[0]?.required).toBe(false)
    const settled = analyzeDescription({
      description: 'Needs a full rewire, new carpets and redecorating',
      selectedProjectType: 'whole_house_renovation',
      renovationScope: 'full',
    })
    expect(acceptLlmAnalysis(json, settled, new Set()).intelligentQuestions.map((q) => q.id)).toEqual(['damp'])
    const none = { ...json, intelligentQuestions: [] }
    expect(acceptLlmAnalysis(none, builtIn, new Set()).intelligentQuestions.map((q) => q.id)).toEqual([
      'renovation_scope',
    ])
  })

  test('the prompt carries the form scope and tells the LLM not to ask scope', () => {
    const messages = buildAnalysisMessages(
      { description: 'x', projectType: 'kitchen_renovation', renovationScope: 'light' },
      builtIn,
    )
    expect(messages[0]!.content).toContain('Never ask renovation_scope')
    expect(JSON.parse(messages[1]!.content)).toMatchObject({ scope: 'light' })
  })

  test.each([
    ['not an object', 'hello'],
    ['a bad complexity', buildLlmAnalysis({ projectType: 'x', complexity: 'Huge', intelligentQuestions: [] })],
    [
      'only unusable questions',
      buildLlmAnalysis({
        projectType: 'x',
        complexity: 'Low',
        intelligentQuestions: [buildQuestion({ id: 'rewiring' })],
      }),
    ],
  ])('refuses %s', (_, json) => {
    expect(() => acceptLlmAnalysis(json, builtIn, new Set(['rewiring']))).toThrow(LlmAnswerRejected)
  })

  test('a decision with no usable questions needs no more', () => {
    expect(acceptLlmDecision({ needsMoreQuestions: true, questions: [] }, 'whole_house_renovation', new Set())).toEqual(
      { needsMoreQuestions: false, questions: [] },
    )
    expect(
      acceptLlmDecision(
        { needsMoreQuestions: false, questions: [buildQuestion({})] },
        'whole_house_renovation',
        new Set(),
      ),
    ).toEqual({ needsMoreQuestions: false, questions: [] })
  })

  test('the prompt lists every catalogue id and what the description settled', () => {
    const [system, user] = buildAnalysisMessages(
      { description: 'Needs a full rewire, new carpets and redecorating', projectType: 'whole_house_renovation' },
      builtIn,
    )
    expect(system!.content).toContain('loft_type (structure)')
    expect(system!.content).toContain('new_system="New system (boiler, pipes and radiators)"')
    expect(JSON.parse(user!.content).alreadySettledByDescription).toEqual({ rewiring: 'yes' })
  })
})
