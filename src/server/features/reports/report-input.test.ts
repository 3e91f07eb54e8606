import { describe, expect, test } from 'vitest'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import { buildReportData } from './report-data/build-report-data'
import { ENGINE_SAMPLE_INPUTS } from '#tests/fixtures/sample-cost-plan'
import { answersOf, buildReportInput, type EstimateForReport } from './report-input'

describe('answersOf (the report’s list of smart answers)', () => {
  test('prints catalogue answers by label, and the scope answer by its ladder label alone', () => {
    expect(answersOf({ aiInsights: { answers: { renovation_scope: 'full', damp: 'yes', notes: ' ' } } })).toEqual([
      { id: 'renovation_scope', question: 'How much work is this?', answer: 'Full / back to brick' },
      { id: 'damp', question: 'Is there damp that needs treating?', answer: 'Yes' },
    ])
  })

  test('never prints an id or a raw option value (decision 012)', () => {
    expect(
      answersOf({ aiInsights: { answers: { property_age: '1919_1965', kitchen_island_size: 'extra_large' } } }),
    ).toEqual([
      { id: 'property_age', question: 'When was the property built?', answer: '1919 to 1965' },
      { id: 'kitchen_island_size', question: 'Kitchen island size', answer: 'Extra large' },
    ])
  })
})

describe('buildReportInput', () => {
  const input = ENGINE_SAMPLE_INPUTS.issue10Kitchen!
  const estimate = {
    id: '3f6c2a10-7d4e-4b8a-9c1e-2a5b7c9d0e11',
    projectType: input.projectType,
    region: input.region,
    propertyAddress: '12 Elm Grove, Reading RG1 2AB',
    description: input.description,
    sizeSqm: String(input.sizeSqm),
    createdAt: new Date('2026-11-01T10:00:00Z'),
    costBreakdown: estimateCost(input, DEFAULT_RATES),
    aiInsights: { answers: input.answers },
    email: 'buyer@example.com',
  } as unknown as EstimateForReport
  const generatedAt = new Date('2026-11-01T10:05:00Z')

  test('the report is prepared for the buyer’s email when the report row has none', () => {
    const data = buildReportData(
      buildReportInput({ reportId: 'QSR-7K2F9M4XQ8', clientEmail: null }, estimate, generatedAt),
    )
    expect(data.cover.details.find((d) => d.label === 'Prepared for')!.value).toBe('buyer@example.com')
  })

  test('the brief and answers read as plain English (decision 012)', () => {
    const data = buildReportData(
      buildReportInput({ reportId: 'QSR-7K2F9M4XQ8', clientEmail: 'paid@example.com' }, estimate, generatedAt),
    )
    expect(data.cover.details.find((d) => d.label === 'Prepared for')!.value).toBe('paid@example.com')
    expect(data.basis.brief).not.toMatch(/Additional Details|fittings_quality|1919_1965/)
    expect(data.basis.answers).toContainEqual({ question: 'When was the property built?', answer: '1919 to 1965' })
  })

  // "Prepared for" is the buyer's name where given; the email only when no name was.
  const preparedFor = (report: Parameters<typeof buildReportInput>[0], owner?: string) =>
    buildReportData(
      buildReportInput(report, { ...estimate, ownerName: owner ?? null }, generatedAt),
    ).cover.details.find((d) => d.label === 'Prepared for')
  test('the name given at payment is printed, without the email', () => {
    const row = { reportId: 'QSR-7K2F9M4XQ8', clientEmail: 'paid@example.com', clientName: 'Jane Smith' }
    expect(preparedFor(row)).toEqual({ label: 'Prepared for', value: 'Jane Smith' })
  })
  test('the name given at payment wins over the account name; the account name over the email', () => {
    const row = { reportId: 'QSR-7K2F9M4XQ8', clientEmail: 'paid@example.com' }
    expect(preparedFor({ ...row, clientName: 'Jane Smith' }, 'J Smith Ltd')!.value).toBe('Jane Smith')
    expect(preparedFor({ ...row, clientName: null }, 'J Smith Ltd')!.value).toBe('J Smith Ltd')
    expect(preparedFor({ ...row, clientName: '  ' })!.value).toBe('paid@example.com')
  })
})
