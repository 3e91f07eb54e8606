import { describe, expect, test } from 'vitest'
import { analyzeDescription, standingOf } from './analyze-description'

describe('standingOf: complexity and the accuracy still to gain follow the answers', () => {
  const complexityOf = (input: Parameters<typeof standingOf>[0], answers: Record<string, string>) =>
    standingOf(input, answers).complexity
  const loft = {
    description: 'Mansard loft conversion on a terrace',
    selectedProjectType: 'loft_conversion',
    sizeSqm: 30,
  }
  test("with no answers it is the first round's figure", () => {
    const { complexity, estimatedAccuracyImprovement } = analyzeDescription(loft)
    expect(standingOf(loft, {})).toEqual({ complexity, estimatedAccuracyImprovement })
    expect(complexityOf(loft, {})).toBe('Medium')
  })
  test('an answer that adds structure raises it', () => {
    expect(complexityOf(loft, { structural_walls: 'yes', access: 'restricted' })).toBe('High')
  })
  test('correcting a picked-up fact lowers it: the mansard was a rooflight conversion', () => {
    expect(complexityOf(loft, { loft_type: 'rooflight' })).toBe('Medium')
    expect(complexityOf(loft, { loft_type: 'rooflight', structural_walls: 'yes', access: 'restricted' })).toBe('Medium')
    expect(complexityOf(loft, { loft_type: 'mansard', structural_walls: 'yes', access: 'restricted' })).toBe('High')
  })
  test('each answer leaves less accuracy to gain', () => {
    const answers = { structural_walls: 'no', access: 'good', fittings_quality: 'standard', bathrooms_count: '1' }
    expect(standingOf(loft, {}).estimatedAccuracyImprovement).toBe('25-40%')
    expect(standingOf(loft, answers).estimatedAccuracyImprovement).not.toBe('25-40%')
  })
  test('answering decorating only makes it a decorating job', () => {
    const house = { description: 'Refresh the house', selectedProjectType: 'whole_house_renovation', sizeSqm: 90 }
    expect(complexityOf(house, { renovation_scope: 'cosmetic' })).toBe('Low')
  })
})
