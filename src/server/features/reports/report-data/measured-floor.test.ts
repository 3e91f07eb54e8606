import { describe, expect, it } from 'vitest'
import { buildEngineReportInput } from '#tests/fixtures/sample-cost-plan'
import type { CostInput } from '#shared/cost-engine/types'
import { buildReportData } from './build-report-data'

/** The report of a brief on the whole-house form, at the scope given. */
function reportOf(description: string, sizeSqm: number, scope: Pick<CostInput, 'scope' | 'scopeKnown'>) {
  const input = buildEngineReportInput({
    projectType: 'whole_house_renovation',
    sizeSqm,
    region: 'South West',
    condition: 'average',
    quality: 'standard',
    description,
    answers: {},
    priceDate: '2026-11-01',
    ...scope,
  })
  return { plan: input.plan, data: buildReportData(input) }
}

/**
 * A brief priced as a room of the house (decision 070: "Refit the bathroom" on the whole-house form, 90 m²) is
 * measured on the room: the report's cost per m² is over the 5 m² priced, as the API's and the web result's are, and
 * says so, not over the 90 m² given.
 */
describe('the report of a brief priced as a room of the house', () => {
  const { plan, data } = reportOf('Refit the bathroom', 90, { scope: 'medium', scopeKnown: false })

  it('gives cost per m² over the room measured, and says which floor it is', () => {
    expect(plan.facts.measuredSqm).toBe(5)
    const excVatPerSqm = Math.round(plan.totalExcVatPence / 5 / 100)
    expect(data.benchmarking.subjectPerSqm).toContain(excVatPerSqm.toLocaleString('en-GB'))
    expect(data.elemental.note).toContain('£/m² is on 5 m² measured for the job priced (not the 90 m² given)')
  })
})

/**
 * A room decorated on the house form is measured on that room too ("Repaint the living room": 18 m², the living-room
 * form's typical room): the cover and the elemental note say the floor, in words that read right for a room.
 */
describe('the report of a room decorated on the house form', () => {
  const { plan, data } = reportOf('Repaint the living room', 85, { scope: 'cosmetic', scopeKnown: true })

  it('gives cost per m² over the room and says so', () => {
    expect(plan.facts.measuredSqm).toBe(18)
    expect(data.cover.keyFigures[0]!.note).toMatch(/ inc VAT, over 18 m² priced$/)
    expect(data.elemental.note).toContain('£/m² is on 18 m² measured for the job priced (not the 85 m² given)')
  })
})
