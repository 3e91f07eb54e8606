import { describe, expect, test } from 'vitest'
import { withIssue10Details } from '#tests/fixtures/sample-cost-plan'
import { answerLabel, readableDescription, readableDriverLabel } from './readable-answers'

const ENHANCED = withIssue10Details('New kitchen in a three-bed semi.')

describe('readable answers (decision 012: people see labels, the engine keeps ids)', () => {
  test('answerLabel gives the option label, and never a snake_case value', () => {
    expect(answerLabel('property_age', '1919_1965')).toBe('1919 to 1965')
    expect(answerLabel('access', 'good')).toBe('Good: driveway or easy parking')
    expect(answerLabel('llm_question', 'open_plan_island')).toBe('Open plan island')
    expect(answerLabel('llm_question', 'About 3 metres')).toBe('About 3 metres')
  })

  test("readableDescription turns 'Additional Details' id lines into questions and answers", () => {
    expect(readableDescription(ENHANCED)).toBe(
      'New kitchen in a three-bed semi.\n\nAdditional details: What quality of fittings and finishes do you want? Standard. ' +
        'Will the kitchen or bathroom move to a new position? No. When was the property built? 1919 to 1965. ' +
        'What are access and parking like for builders? Good: driveway or easy parking.',
    )
  })

  test('readableDescription leaves out answers shown elsewhere, and the user’s own words alone', () => {
    expect(
      readableDescription(ENHANCED, { omitIds: ['fittings_quality', 'layout_change', 'property_age', 'access'] }),
    ).toBe('New kitchen in a three-bed semi.')
    expect(readableDescription('Budget: about £30k\nNote: keep the range')).toBe(
      'Budget: about £30k\nNote: keep the range',
    )
  })

  test('readableDriverLabel rewrites a stored label that ends in the raw value', () => {
    const answers = { property_age: '1919_1965' }
    expect(
      readableDriverLabel({ source: 'answer', key: 'property_age', label: 'Age of the property: 1919_1965' }, answers),
    ).toBe('Age of the property: 1919 to 1965')
    expect(readableDriverLabel({ source: 'input', key: 'region', label: 'Location: London' }, answers)).toBe(
      'Location: London',
    )
  })
})
