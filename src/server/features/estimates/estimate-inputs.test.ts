import { describe, expect, test } from 'vitest'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import { ProfessionalEstimateRequestSchema } from '#shared/schemas/estimates'
import { professionalRequest } from './estimate-inputs'

const professional = (scope: string, description: string) =>
  professionalRequest(
    ProfessionalEstimateRequestSchema.parse({
      email: 'pro@example.com',
      propertyAddress: '1 High Street, Anytown',
      projectType: 'living_room',
      sizeSqm: 18,
      sizeUnit: 'sqm',
      condition: 'fair',
      scope,
      quality: 'standard',
      location: 'North West',
      description,
    }),
  )

describe('the professional form read as one brief', () => {
  test('a scope repeating the description word for word is read once', () => {
    const brief = 'Fit a log burner and repaint'
    expect(professional(brief, brief).input.description).toBe(brief)
    expect(professional('Decorating', brief).input.description).toBe(`Decorating\n\n${brief}`)
  })

  test('a log burner and the room repainted are both priced on the living room’s form (decision 074)', () => {
    // It was the room decorated alone (£558 in the North West), the stove dropped; the text said twice, a refurbishment.
    const { input } = professional('Fit a log burner and repaint', 'Fit a log burner and repaint')
    const plan = estimateCost({ ...input, priceDate: '2026-11-29' })
    expect(plan.lineItems.map((l) => l.rateId).sort()).toEqual(['decoration', 'log_burner'])
    expect(plan.lineItems.find((l) => l.rateId === 'decoration')!.quantity).toBeLessThan(70)
  })
})
