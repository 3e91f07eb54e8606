import { describe, expect, it } from 'vitest'
import { PROFESSIONAL_EMPTY_FORM_MESSAGES } from '#tests/fixtures/spec-copy'
import {
  convertSize,
  describeConvertedSize,
  EMPTY_PROFESSIONAL,
  sizeInSqm,
  validateProfessional,
  type ProfessionalValues,
} from './professional-form'

const valid: ProfessionalValues = {
  ...EMPTY_PROFESSIONAL,
  email: 'dev@example.co.uk',
  propertyAddress: '12 Mill Lane, Leeds',
  projectType: 'house_to_hmo_conversion',
  sizeSqm: '140',
  scope: 'Convert to a 5-bed HMO with en-suites',
  location: 'Yorkshire',
}

describe('validateProfessional', () => {
  it('shows docs/product/validation.md messages for an empty form', () => {
    const result = validateProfessional(EMPTY_PROFESSIONAL)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toEqual(PROFESSIONAL_EMPTY_FORM_MESSAGES)
  })

  it('rejects sizes over 10000 with "Maximum area exceeded"', () => {
    const result = validateProfessional({ ...valid, sizeSqm: '10001' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.sizeSqm).toBe('Maximum area exceeded')
  })

  it('accepts a complete form in square feet', () => {
    const result = validateProfessional({ ...valid, sizeSqm: '1500', sizeUnit: 'sqft' })
    expect(result).toEqual({ ok: true, data: expect.objectContaining({ sizeSqm: 1500, sizeUnit: 'sqft' }) })
  })
})

describe('the scope select', () => {
  it('sends nothing for "Not sure yet" (the default) and the rung otherwise', () => {
    const unsure = validateProfessional(valid)
    expect(unsure.ok && unsure.data.renovationScope).toBeUndefined()
    const chosen = validateProfessional({ ...valid, renovationScope: 'extensive' })
    expect(chosen.ok && chosen.data.renovationScope).toBe('extensive')
  })
})

describe('size conversion', () => {
  it('starts empty, so no size is priced that the user did not give', () => {
    expect(EMPTY_PROFESSIONAL.sizeSqm).toBe('')
    const result = validateProfessional({ ...valid, sizeSqm: '' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors.sizeSqm).toBe('Size must be at least 1')
  })

  it('converts the figure when the unit is switched, so the size priced is the size shown', () => {
    expect(convertSize('100', 'sqm', 'sqft')).toBe('1076')
    expect(convertSize('1076', 'sqft', 'sqm')).toBe('100')
    expect(convertSize('1000', 'sqft', 'sqm')).toBe('92.9')
    expect(convertSize('', 'sqm', 'sqft')).toBe('')
    expect(convertSize('abc', 'sqm', 'sqft')).toBe('abc')
    expect(convertSize('50', 'sqm', 'sqm')).toBe('50')
    const switched = validateProfessional({ ...valid, sizeSqm: convertSize('100', 'sqm', 'sqft'), sizeUnit: 'sqft' })
    expect(switched.ok && sizeInSqm(switched.data.sizeSqm, switched.data.sizeUnit)).toBeCloseTo(100, 0)
  })

  it('describes the size in the other unit', () => {
    expect(describeConvertedSize('100', 'sqm')).toBe('≈ 1,076.4 sq ft')
    expect(describeConvertedSize('1000', 'sqft')).toBe('≈ 92.9 m²')
    expect(describeConvertedSize('', 'sqft')).toBeUndefined()
    expect(sizeInSqm(1076.39, 'sqft')).toBe(100)
    expect(sizeInSqm(50, 'sqm')).toBe(50)
  })
})
