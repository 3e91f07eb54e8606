import { describe, expect, test } from 'vitest'
import { estimateCost } from '../cost-engine/estimate-cost'
import type { CostInput } from '../cost-engine/types'
import { analyzeDescription } from './analyze-description'
import { generateFollowupQuestions } from './followup-questions'

const ask = (description: string, selectedProjectType = 'whole_house_renovation') =>
  analyzeDescription({ description, selectedProjectType })
const ids = (qs: readonly { id: string }[]) => qs.map((q) => q.id)

/**
 * A brief the engine prices as one trade's job or small works while its scope is open (cost-engine/priced-profile.ts)
 * is asked that job's questions: never the scope, which would price the house the type names.
 */
describe('a brief priced as one trade or small works', () => {
  test.each([
    ['New composite front door with frame and fitting', 'whole_house_renovation'],
    ['Add two extra radiators in the bedrooms', 'whole_house_renovation'],
    ['Replace the consumer unit and add 4 sockets', 'whole_house_renovation'],
    ['Replace the kitchen worktops with quartz', 'kitchen_renovation'],
    ['add two radiators', 'central_heating'],
  ])('%j on %s asks nothing', (description, type) => {
    expect(ids(ask(description, type).intelligentQuestions)).toEqual([])
  })

  test("a rewire is asked the rewire's questions and shows the rewire as picked up, to correct", () => {
    const a = ask('Needs a full rewire')
    expect(ids(a.intelligentQuestions)).toEqual(['rooms_count', 'property_age', 'living_in', 'access'])
    expect(a.detected).toEqual([expect.objectContaining({ id: 'rewiring', answer: 'yes' })])
    expect(a.complexity).toBe('Low')
  })

  test('rising damp is asked what damp work depends on; its follow-ups stay within it', () => {
    expect(ids(ask('Rising damp in the front room').intelligentQuestions)).toEqual(['property_age', 'access'])
    const followups = generateFollowupQuestions({
      questionId: 'property_age',
      answer: 'pre_1919',
      currentAnswers: {},
      projectDescription: 'Rising damp in the front room',
      round: 1,
      projectType: 'whole_house_renovation',
    })
    for (const q of followups.questions) expect(['property_age', 'access', 'damp']).toContain(q.id)
  })

  test.each([
    ['Needs a full rewire, new carpets and redecorating'],
    ['Full renovation of a 3 bed semi with a new front door'],
  ])('%j is more than one job: the scope question leads', (description) => {
    expect(ask(description).intelligentQuestions[0]?.id).toBe('renovation_scope')
  })

  test("answering every question asked keeps the trade's price", () => {
    const input: Omit<CostInput, 'answers'> = {
      projectType: 'whole_house_renovation',
      sizeSqm: 90,
      region: 'southeast',
      condition: 'average',
      quality: 'standard',
      scope: 'medium',
      scopeKnown: false,
      description: 'Needs a full rewire',
      priceDate: '2026-11-28',
    }
    const unanswered = estimateCost({ ...input, answers: {} }).totalIncVatPence
    const answers = { rooms_count: '3', property_age: '1919_1965', living_in: 'no', access: 'good' }
    expect(ids(ask(input.description).intelligentQuestions)).toEqual(Object.keys(answers))
    const answered = estimateCost({ ...input, answers }).totalIncVatPence
    expect(answered).toBeLessThan(15_000_00)
    expect(unanswered).toBeLessThan(15_000_00)
  })
})
