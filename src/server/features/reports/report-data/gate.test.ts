import { describe, expect, test } from 'vitest'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import { ISSUE26_PRICE_DATE } from '#tests/fixtures/issue26-jobs'
import { buildEngineReportInput } from '#tests/fixtures/sample-cost-plan'
import { buildReportData } from './build-report-data'
import { checkReport } from './gate'
import type { BuildReportDataInput } from './types'

const base = { region: 'North West', condition: 'poor', scope: 'full', priceDate: ISSUE26_PRICE_DATE } as const
/** The four reports of the QS review that led to the gate (decision 027). */
const JOBS: CostInput[] = [
  {
    ...base,
    projectType: 'whole_house_renovation',
    sizeSqm: 95,
    quality: 'standard',
    description: 'Full refurbishment of a 1930s semi: rewire, new heating, kitchen, bathroom, porcelain floor tiles.',
    answers: { rewiring: 'yes', heating: 'new_system', damp: 'yes', property_age: '1919_1965', windows: 'all' },
  },
  {
    ...base,
    projectType: 'kitchen_renovation',
    sizeSqm: 18,
    region: 'London',
    quality: 'luxury',
    description: 'Luxury kitchen in a Victorian terrace: island with hob, knock through with a steel beam.',
    answers: { fittings_quality: 'luxury', layout_change: 'yes', structural_walls: 'yes' },
  },
  {
    ...base,
    projectType: 'house_to_hmo_conversion',
    sizeSqm: 140,
    quality: 'standard',
    description: 'Convert a four-bed house into a 6-bed HMO with four shower rooms and one communal kitchen.',
    answers: { bathrooms_count: '4', rooms_count: '6' },
  },
  {
    ...base,
    projectType: 'period_property_restoration',
    sizeSqm: 120,
    quality: 'premium',
    description: 'Victorian villa restoration with porcelain floor tiles in the hall and kitchen.',
    answers: { damp: 'yes' },
  },
  {
    ...base,
    projectType: 'loft_conversion',
    sizeSqm: 30,
    condition: 'good',
    quality: 'standard',
    description: 'Rear dormer loft conversion with a shower room.',
    answers: { loft_type: 'dormer' },
  },
]

const gate = (input: BuildReportDataInput) => checkReport(input, buildReportData(input), DEFAULT_RATES)
const withPlan = (input: BuildReportDataInput, change: (plan: CostPlan) => CostPlan): BuildReportDataInput => ({
  ...input,
  plan: change(structuredClone(input.plan)),
})

/** A driver counted twice: the first £ amount in the effect of the driver `find` picks is doubled. */
const doubleDriver = (find: (driver: CostPlan['drivers'][number]) => boolean) => (p: CostPlan) => {
  const d = p.drivers.find(find)!
  d.effect = d.effect.replace(
    /£([\d,]+)/,
    (_, n: string) => `£${(2 * Number(n.replace(/,/g, ''))).toLocaleString('en-GB')}`,
  )
  return p
}

describe('the consistency gate', () => {
  const reports = JOBS.map((job) => buildEngineReportInput(job))

  test.each(reports.map((r) => [r.plan.input.projectType, r]))('%s from the QS review passes', (_, input) => {
    expect(gate(input)).toEqual([])
  })

  // Briefs priced as one small trade, as small works or as a closed list of works (decisions 063-065) make reports
  // that pass too.
  test.each([
    'Just a new consumer unit and EICR.',
    'Repoint the front and back elevations in lime mortar. Scaffolding needed.',
    'New kitchen and a rewire, nothing else.',
    'Replaster two rooms, walls only, ceilings are fine.',
    // Small works (decision 065).
    'Replace all fascias, soffits and guttering with white uPVC. No other work.',
    'Exterior repaint only: rendered walls in masonry paint.',
    'Fit a roof lantern into the flat roof over the kitchen, and a new front door.',
  ])('%j on a house, scope unstated, passes', (description) => {
    const input = buildEngineReportInput({
      ...base,
      projectType: 'whole_house_renovation',
      sizeSqm: 85,
      quality: 'standard',
      scopeKnown: false,
      description,
      answers: {},
    })
    expect(gate(input)).toEqual([])
  })

  const [semi, kitchen, hmo, period, loft] = reports as [BuildReportDataInput, ...BuildReportDataInput[]]
  test.each([
    [
      'an element whose High equals its Likely',
      'range',
      loft!,
      (p: CostPlan) => {
        p.elements[0]!.highPence = p.elements[0]!.totalPence
        return p
      },
    ],
    [
      'ceilings over the floor area',
      'quantities',
      semi,
      (p: CostPlan) => {
        p.lineItems.find((l) => l.rateId === 'ceiling')!.quantity = 142.5
        return p
      },
    ],
    [
      'a saving on the VAT-inclusive basis',
      'savings',
      semi,
      (p: CostPlan) => {
        const s = p.savings.find((x) => x.id === 'decorate_yourself')!
        s.savingPence = Math.round(s.savingPence * 1.2)
        return p
      },
    ],
    [
      'fire doors on top of the doors they hang in',
      'duplicates',
      hmo!,
      (p: CostPlan) => {
        p.lineItems.find((l) => l.rateId === 'door_internal')!.quantity += 12
        return p
      },
    ],
    ['a driver counted twice', 'drivers', semi, doubleDriver((x) => /Includes about/.test(x.effect))],
    [
      "a period property's repairs counted twice (every driver that prices lines is checked)",
      'drivers',
      period!,
      doubleDriver((x) => x.key === 'property_age' && /about £/.test(x.effect)),
    ],
    [
      'an internal name in customer text',
      'internal_names',
      loft!,
      (p: CostPlan) => {
        p.lineItems[0]!.description = 'Roof and cheeks are dormer_sqm'
        return p
      },
    ],
    [
      'a fittings saving larger than the gap to standard',
      'savings',
      kitchen!,
      (p: CostPlan) => {
        p.savings.find((x) => x.id === 'standard_fittings')!.savingPence = p.totalExcVatPence
        return p
      },
    ],
  ] as const)('fails %s', (_, check, input, change) => {
    expect(gate(withPlan(input, change)).map((f) => f.check)).toContain(check)
  })

  test('the customer’s own words pass as they typed them, underscores and all', () => {
    const typed: BuildReportDataInput = {
      ...semi,
      estimate: {
        ...semi.estimate,
        propertyAddress: 'flat_2, 14 oak_lane, Leeds',
        description: `${semi.estimate.description} Keep the loft_hatch where it is.`,
      },
    }
    expect(gate(typed)).toEqual([])
    // The same word in the engine's own text is still caught.
    const leaked = withPlan(typed, (p) => {
      p.lineItems[0]!.description = 'Strip out, see heat_system'
      return p
    })
    expect(gate(leaked).map((f) => f.check)).toContain('internal_names')
  })
})
