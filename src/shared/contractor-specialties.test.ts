import { describe, expect, test } from 'vitest'
import { CONTRACTOR_SPECIALTIES, specialtyForProjectType, specialtyLabel } from './contractor-specialties'
import { PROJECT_TYPES } from './cost-engine/types'

describe('contractor specialties', () => {
  test('every project type the engine prices belongs to exactly one specialty', () => {
    const covered = CONTRACTOR_SPECIALTIES.flatMap((s) => s.projectTypes as readonly string[])
    expect([...covered].sort()).toEqual([...PROJECT_TYPES].sort())
    expect(new Set(covered).size).toBe(covered.length)
  })

  test('a project type leads to its trade, and values read as labels', () => {
    expect(specialtyForProjectType('kitchen_renovation')).toBe('kitchens')
    expect(specialtyForProjectType('rewiring')).toBe('electrical')
    expect(specialtyLabel('loft_conversions')).toBe('Loft conversions')
  })
})
