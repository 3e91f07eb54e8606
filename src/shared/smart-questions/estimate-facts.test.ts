import { describe, expect, test } from 'vitest'
import { listEstimateFacts } from './estimate-facts'

describe('the facts an estimate was priced on (what the result page lets the user correct)', () => {
  const input = {
    projectType: 'whole_house_renovation' as const,
    region: 'midlands' as const,
    priceDate: '2025-06-01',
    scope: 'extensive' as const,
    scopeKnown: true,
  }

  test('lists what the description settles and what was answered, the answer winning', () => {
    const facts = listEstimateFacts({
      ...input,
      description: '1930s 6-bed semi, new combi boiler and radiators, move the sink, quartz worktops',
      answers: { heating: 'replace_boiler', damp: 'no' },
    })
    expect(facts).toEqual(
      expect.arrayContaining([
        { id: 'renovation_scope', value: 'extensive', source: 'form' },
        { id: 'heating', value: 'replace_boiler', source: 'answer' },
        { id: 'damp', value: 'no', source: 'answer' },
        { id: 'property_age', value: '1919_1965', source: 'description' },
        { id: 'rooms_count', value: '6', source: 'description' },
        { id: 'layout_change', value: 'yes', source: 'description' },
        { id: 'worktops', value: 'stone', source: 'description' },
      ]),
    )
  })

  test('leaves out a scope that was not stated and answers that are not options', () => {
    const facts = listEstimateFacts({ ...input, scopeKnown: false, description: '', answers: { damp: 'maybe' } })
    expect(facts).toEqual([])
  })
})
