import { describe, expect, it } from 'vitest'
import { buildEngineReportInput } from '#tests/fixtures/sample-cost-plan'
import { buildReportData } from './build-report-data'

/**
 * A brief priced as a room of the house (decision 070: "Refit the bathroom" on the whole-house form, 90 m²) is
 * measured on the room: the report's cost per m² is over the 5 m² priced, as the API's and the web result's are, and
 * says so, not over the 90 m² given.
 */
describe('the report of a brief priced as a room of the house', () => {
  const input = buildEngineReportInput({
    projectType: 'whole_house_renovation',
    sizeSqm: 90,
    region: 'South West',
    condition: 'average',
    scope: 'medium',
    scopeKnown: false,
    quality: 'standard',
    description: 'Refit the bathroom',
    answers: {},
    priceDate: '2026-11-01',
  })
  const data = buildReportData(input)

  it('gives cost per m² over the room measured, and says which floor it is', () => {
    expect(input.plan.facts.measuredSqm).toBe(5)
    const excVatPerSqm = Math.round(input.plan.totalExcVatPence / 5 / 100)
    expect(data.benchmarking.subjectPerSqm).toContain(excVatPerSqm.toLocaleString('en-GB'))
    expect(data.elemental.note).toContain('£/m² is on 5 m² measured for the job priced (not the 90 m² given)')
  })
})

/**
 * A room decorated on the house form is measured on that room too ("Repaint the living room": 18 m², the living-room
 * form's typical room): the cover and the elemental note say the floor, in words that read right for a room.
 */
describe('the report of a room decorated on the house form', () => {
  const input = buildEngineReportInput({
    projectType: 'whole_house_renovation',
    sizeSqm: 85,
    region: 'north',
    condition: 'average',
    scope: 'cosmetic',
    scopeKnown: true,
    quality: 'standard',
    description: 'Repaint the living room',
    answers: {},
    priceDate: '2026-11-01',
  })
  const data = buildReportData(input)

  it('gives cost per m² over the room and says so', () => {
    expect(input.plan.facts.measuredSqm).toBe(18)
    expect(data.cover.keyFigures[0]!.note).toMatch(/ inc VAT, over 18 m² priced$/)
    expect(data.elemental.note).toContain('£/m² is on 18 m² measured for the job priced (not the 85 m² given)')
  })
})
