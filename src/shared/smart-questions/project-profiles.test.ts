import { describe, expect, test } from 'vitest'
import { DEFAULT_RATES } from '../cost-engine/default-rates'
import { estimateCost } from '../cost-engine/estimate-cost'
import { FORM_PROJECT_TYPES, type ProjectType } from '../cost-engine/types'
import { PROFILES, profileFor } from './project-profiles'
import { QUESTION_CATALOGUE } from './question-catalogue'

/**
 * Decision 047: only questions that matter for this job type. Every question a project type's profile asks
 * has an answer that moves the estimate (its total or its contingency) at some scope: a question whose answer changes
 * nothing is not asked.
 */
describe('the questions a project type is asked', () => {
  const priceOf = (projectType: ProjectType, scope: 'light' | 'full', answers: Record<string, string>) => {
    const plan = estimateCost(
      {
        projectType,
        sizeSqm: 90,
        region: 'midlands',
        condition: 'average',
        scope,
        quality: 'standard',
        description: '',
        answers,
        priceDate: '2026-11-01',
      },
      DEFAULT_RATES,
    )
    return `${plan.totalIncVatPence}/${plan.contingency.pence}`
  }

  test.each(FORM_PROJECT_TYPES)('%s: each asked question has an answer that moves the price', (projectType) => {
    const asked = QUESTION_CATALOGUE.filter((q) => q.id in PROFILES[profileFor(projectType)])
    expect(asked.length).toBeGreaterThan(0)
    const idle = asked.filter((q) =>
      (['light', 'full'] as const).every(
        (scope) => new Set(q.options.map((o) => priceOf(projectType, scope, { [q.id]: o.value }))).size === 1,
      ),
    )
    expect(idle.map((q) => q.id)).toEqual([])
  })

  test('a single trade is asked about its own work, not a refurbishment’s walls, damp or fittings', () => {
    expect(Object.keys(PROFILES[profileFor('rewiring')])).toEqual([
      'rooms_count',
      'property_age',
      'living_in',
      'access',
    ])
    for (const trade of ['rewiring', 'central_heating', 'windows', 'roof_replacement', 'replastering'] as const)
      expect(Object.keys(PROFILES[profileFor(trade)])).not.toContain('structural_walls')
  })
})
