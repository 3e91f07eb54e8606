import { describe, expect, it } from 'vitest'
import { EMPTY_PROJECT_DETAILS, validateProjectDetails, type ProjectDetailsValues } from './project-details'

const valid: ProjectDetailsValues = {
  ...EMPTY_PROJECT_DETAILS,
  projectType: 'kitchen_renovation',
  sizeSqm: '18',
  region: 'london',
  description: 'New kitchen',
}

describe('validateProjectDetails', () => {
  it('accepts a complete form and applies the docs/product/decisions.md defaults', () => {
    const result = validateProjectDetails(valid)
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        projectType: 'kitchen_renovation',
        sizeSqm: 18,
        region: 'london',
        condition: 'average',
        finishQuality: 'mid',
      }),
    })
    // Scope starts "Not sure yet" and is not sent: the wizard asks it first.
    expect(result.ok && result.data.renovationScope).toBeUndefined()
  })

  it('sends a chosen scope', () => {
    const result = validateProjectDetails({ ...valid, renovationScope: 'light' })
    expect(result.ok && result.data.renovationScope).toBe('light')
  })

  it('names every missing field of an empty form', () => {
    const result = validateProjectDetails(EMPTY_PROJECT_DETAILS)
    expect(result).toEqual({
      ok: false,
      errors: {
        projectType: 'Choose a project type',
        sizeSqm: 'Enter the size in square metres',
        region: 'Choose a region',
      },
    })
  })

  it.each([
    ['0', 'Size must be at least 1 square metre'],
    ['0.5', 'Size must be at least 1 square metre'],
    ['1001', 'Size must be at most 1000 square metres'],
    ['abc', 'Size must be a number'],
  ])('size %s reads "%s"', (sizeSqm, message) => {
    const result = validateProjectDetails({ ...valid, sizeSqm })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.sizeSqm).toBe(message)
  })

  it('accepts the bounds 1 and 1000', () => {
    expect(validateProjectDetails({ ...valid, sizeSqm: '1' }).ok).toBe(true)
    expect(validateProjectDetails({ ...valid, sizeSqm: '1000' }).ok).toBe(true)
  })
})
