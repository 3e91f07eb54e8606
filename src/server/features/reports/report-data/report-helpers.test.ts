import { describe, expect, test } from 'vitest'
import { engineData, engineReport, pence, sampleData, sampleReport } from '#tests/helpers/report-data'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostInput } from '#shared/cost-engine/types'
import { formatGbp } from '#shared/format'
import { buildBenchmarkInputs } from './benchmark-inputs'
import { formatPriceBase, toPdfText } from './format'
import { allocatePence } from './programme'
import { estimateLines, fitBrief, fitBriefContinuation } from './text-fit'
import { type ReportData } from './types'
import { ENGINE_SAMPLE_INPUTS, ISSUE_10_KITCHEN_DESCRIPTION } from '#tests/fixtures/sample-cost-plan'
import { testMapping } from '#tests/helpers/mapping-table'
import { buildMidlandsCostInput } from '#tests/factories/cost-input'

describe('buildBenchmarkInputs', () => {
  test('re-runs the engine for budget, standard and premium and for each UK region', () => {
    const calls: CostInput[] = []
    const engine = (input: CostInput, rates: typeof DEFAULT_RATES) => {
      calls.push(input)
      return estimateCost(input, rates)
    }
    const input = ENGINE_SAMPLE_INPUTS.wholeHouse!
    const b = buildBenchmarkInputs(input, DEFAULT_RATES, engine)
    expect(b.qualityComparison.map((q) => q.quality)).toEqual(['budget', 'standard', 'premium'])
    const budget = b.qualityComparison[0]!
    const premium = b.qualityComparison[2]!
    expect(budget.totalExcVatPence).toBeLessThan(premium.totalExcVatPence)
    const subject = estimateCost(input, DEFAULT_RATES)
    // Page 6 compares costs per m² excluding VAT (decision 012: the figure including VAT was once charted there).
    const subjectExcPerSqm = Math.round(subject.totalExcVatPence / input.sizeSqm)
    expect(b.qualityComparison[1]).toEqual({
      quality: 'standard',
      totalExcVatPence: subject.totalExcVatPence,
      totalIncVatPence: subject.totalIncVatPence,
      perSqmPence: subjectExcPerSqm,
    })
    expect(b.regionalComparison.filter((r) => r.isSubject)).toEqual([
      { label: subject.facts.regionLabel, perSqmPence: subjectExcPerSqm, isSubject: true },
    ])
    expect(b.regionalComparison).toHaveLength(12)
    expect(new Set(b.regionalComparison.map((r) => r.label)).size).toBe(12)
    const london = b.regionalComparison.find((r) => r.label === 'London')!
    expect(london.perSqmPence).toBeGreaterThan(subjectExcPerSqm)
    expect(b.ukAveragePerSqmPence).toBe(Math.round(subjectExcPerSqm / subject.facts.locationFactor))
    expect(calls.length).toBeLessThanOrEqual(1 + 2 + 12)
  })

  test('adds luxury when that was the chosen specification', () => {
    const b = buildBenchmarkInputs({ ...ENGINE_SAMPLE_INPUTS.kitchen!, quality: 'luxury' }, DEFAULT_RATES, estimateCost)
    expect(b.qualityComparison.map((q) => q.quality)).toEqual(['budget', 'standard', 'premium', 'luxury'])
  })

  test('without benchmarks, page 6 still compares the region with the UK average', () => {
    const { data } = sampleReport((input) => {
      delete input.benchmarks
    })
    expect(data.benchmarking.regional).toHaveLength(2)
    expect(data.benchmarking.quality).toHaveLength(1)
    expect(data.benchmarking.differenceText).toBe('6% below the UK average')
  })
})

describe('helpers', () => {
  test.each([
    [1000, [1, 1, 1]],
    [100, [0.2, 0.3, 0.5]],
    [7, [1, 0, 0, 1]],
    [99_999, [3.3, 1.1, 0.7, 9]],
  ])('allocatePence(%i) splits exactly', (total, weights) => {
    const parts = allocatePence(total, weights)
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
    expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true)
  })

  testMapping(
    formatPriceBase,
    [
      ['2024-Q4', 'Q4 2024'],
      ['2025-06-01', '1 June 2025'],
      ['sometime', 'sometime'],
    ],
    'formatPriceBase(%s) → %s',
  )

  test('maps characters the embedded font lacks', () => {
    expect(toPdfText('≤ 10% → done ✓')).toBe('<= 10% -> done Yes')
    expect(toPdfText('£1,000 – 25 m² · “ok”…')).toBe('£1,000 – 25 m² · “ok”…')
    expect(toPdfText('漢字')).toBe('??')
  })

  test('estimateLines wraps on words', () => {
    expect(estimateLines('short', 10)).toBe(1)
    expect(estimateLines('aaaa bbbb cccc', 10)).toBe(2)
    expect(estimateLines('x'.repeat(25), 10)).toBe(3)
  })
})

describe('fitBrief', () => {
  const answer = { question: 'Does the property need a full rewire?', answer: 'Yes' }

  test('a short brief prints whole at 8 pt', () => {
    expect(fitBrief('Replace the kitchen units.', [answer])).toEqual({
      brief: 'Replace the kitchen units.',
      briefFontSize: 8,
      rest: '',
    })
  })

  test('a long brief is set at 6.5 pt, whole while it fits, else split with no character lost', () => {
    const fits = 'word '.repeat(300).trim()
    expect(fitBrief(fits, [answer])).toEqual({ brief: fits, briefFontSize: 6.5, rest: '' })
    const tooLong = 'x'.repeat(5000)
    const { brief, rest } = fitBrief(tooLong, [answer])
    expect(brief.length).toBeLessThanOrEqual(18 * 120)
    expect(brief + rest).toBe(tooLong)
    const words = 'word '.repeat(1000).trim()
    const split = fitBrief(words, [answer])
    expect(`${split.brief} ${split.rest}`).toBe(words)
  })

  test('answers that wrap take room from the brief', () => {
    const long = 'word '.repeat(600).trim()
    const wrapping = Array.from({ length: 12 }, () => ({ question: 'q '.repeat(60), answer: 'a '.repeat(30) }))
    expect(fitBrief(long, wrapping).brief.length).toBeLessThan(fitBrief(long, [answer]).brief.length)
  })
})

describe('buildReportData: a brief longer than page 2 holds', () => {
  test('continues on page 10, in smaller type for a longer rest, taking lines from the lists', () => {
    const { input, data } = sampleReport((draft) => {
      draft.estimate.description = 'Strip out and refit the kitchen. '.repeat(120).trim()
    })
    expect(data.basis.briefContinues).toBe('… continued on page 10')
    expect(`${data.basis.brief} ${data.closing.briefContinuation!.text}`).toBe(input.estimate.description)
    expect(data.closing.briefContinuation!.title).toBe('Client brief (continued)')
    expect(sampleData().data.closing.briefContinuation).toBeNull()

    expect(fitBriefContinuation('')).toBeNull()
    const short = fitBriefContinuation('word '.repeat(50))!
    expect(short).toMatchObject({ fontSize: 6.5, listLines: 24 })
    const long = fitBriefContinuation('x'.repeat(6800))!
    expect(long.text).toBe('x'.repeat(6800))
    expect(long.fontSize).toBe(5)
    expect(long.listLines).toBeLessThan(24)
  })
})

// ---------------------------------------------------------------------------------------------------------------
// Decision 012: what the report says must be true and readable
// ---------------------------------------------------------------------------------------------------------------

describe('the kitchen, 24 m² in the South East (decision 012)', () => {
  const { input, data } = engineReport(ENGINE_SAMPLE_INPUTS.issue10Kitchen!)
  const plan = input.plan
  const exc = formatGbp(Math.round(plan.totalExcVatPence / 24), { wholePounds: true })
  const inc = formatGbp(Math.round(plan.totalIncVatPence / 24), { wholePounds: true })

  test('cost per m² is shown excluding and including VAT, each labelled, from the one definition', () => {
    expect(exc).not.toBe(inc)
    expect(data.cover.keyFigures[0]).toEqual({ label: 'Cost per m²', value: `${exc} exc VAT`, note: `${inc} inc VAT` })
    // Page 3's £/m² of the total excluding VAT is the same figure.
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total excluding VAT')!.perSqm).toBe(exc)
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total including VAT')!.perSqm).toBe(inc)
    // Page 6: the sentence, the key figure and the subject's bar are all excluding VAT.
    expect(data.benchmarking.subjectPerSqm).toBe(exc)
    expect(data.benchmarking.commentary[0]).toContain(`${exc}/m² excluding VAT (${inc}/m² including VAT)`)
    expect(data.benchmarking.regional.find((r) => r.isSubject)!.perSqm).toBe(exc)
    expect(data.benchmarking.quality.find((q) => q.isSelected)!.perSqm).toBe(exc)
  })

  test('the cover says the floor its cost per m² is over where the job measures another than the size given', () => {
    const both = engineReport({
      ...ENGINE_SAMPLE_INPUTS.issue10Kitchen!,
      projectType: 'whole_house_renovation',
      sizeSqm: 90,
      description: 'Full renovation and a loft conversion',
    })
    const incBoth = formatGbp(Math.round(both.input.plan.totalIncVatPence / 118), { wholePounds: true })
    expect(both.data.cover.keyFigures[0]!.note).toBe(`${incBoth} inc VAT, over 118 m² priced`)
  })

  test('answers read as plain English: no ids or option values in the brief, answers, drivers or facts', () => {
    const page2 = JSON.stringify(data.basis)
    expect(page2).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b/)
    expect(page2).not.toContain('Additional Details')
    // The answers are in the table beside the brief, so the brief keeps only the client's own words.
    expect(data.basis.brief).toBe(ISSUE_10_KITCHEN_DESCRIPTION.split('\n')[0])
    expect(data.basis.answers).toContainEqual({ question: 'When was the property built?', answer: '1919 to 1965' })
    expect(data.basis.facts.find((f) => f.label === 'VAT category')!.value).toBe(
      'Work to an existing home (standard rate)',
    )
  })

  test('facts agree with the description and the open questions', () => {
    const fact = (label: string) => data.basis.facts.find((f) => f.label === label)!.value
    // "three-bed semi", read the way the web result reads it.
    expect(fact('Bedrooms / bathrooms')).toMatch(/^3 bedrooms \//)
    expect(data.basis.unknowns.items).toContain('Listed building or conservation area')
    expect(fact('Listed / period')).toMatch(/^Listed status not known yet/)
    expect(data.cover.details.find((d) => d.label === 'Prepared for')!.value).toBe('client@example.com')
  })

  test('stage payments follow the value of each stage, less a stated 5% retention', () => {
    const stages = data.programme.stagePayments
    const works = stages.slice(0, -2).filter((s) => !/^Deposit/.test(s.stage))
    const biggest = works.reduce((a, b) => (pence(b.excVat) > pence(a.excVat) ? b : a))
    expect(biggest.stage).toMatch(/second fix/)
    expect(new Set(works.map((s) => s.excVat)).size).toBe(works.length)
    // Each stage pays 95% of the value of the line items in its phase, with on-costs pro rata.
    const construction = plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence
    const secondFix = plan.lineItems
      .filter((l) => ['2.8', '4', '5.1'].includes(l.elementCode))
      .reduce((a, l) => a + l.totalPence, 0)
    // Less the kitchen deposit paid at order (its own stage).
    const deposit = stages
      .filter((s) => /^Deposit on ordering the kitchen/.test(s.stage))
      .reduce((a, s) => a + pence(s.excVat), 0)
    const expected = ((secondFix / plan.measuredWorksPence) * construction * 0.95 - deposit) / 100
    expect(pence(biggest.excVat) / 100).toBeCloseTo(expected, -1)
    expect(stages.at(-2)!.stage).toMatch(/Practical completion: half the retention \(2.5%\)/)
    expect(stages.at(-1)!.stage).toMatch(/defects period: the rest of the retention \(2.5%\)/)
    expect(data.programme.stageNote).toMatch(/5% retention/)
  })

  test('purely internal structural work gets building control, not a party wall surveyor or an LDC', () => {
    expect(plan.fees.map((f) => f.id)).not.toContain('party_wall')
    const advice = JSON.stringify([data.onCosts.fees, data.risks.rows, data.closing, data.basis.method])
    expect(advice).not.toMatch(/party wall/i)
    expect(advice).not.toMatch(/lawful development/i)
    expect(data.onCosts.fees.map((f) => f.label).join(' ')).toMatch(/Building control/)
  })
})

describe('generated advice follows the scope', () => {
  const adviceOf = (data: ReportData) => JSON.stringify([data.onCosts.fees, data.risks.rows])

  test('a loft that may be permitted development: party wall notices and an LDC', () => {
    const data = engineData(ENGINE_SAMPLE_INPUTS.loft!)
    expect(adviceOf(data)).toMatch(/Party wall/i)
    expect(adviceOf(data)).toMatch(/lawful development certificate/)
  })

  test('a knock-through onto the party wall of a terrace does need a party wall award', () => {
    const data = engineData(ENGINE_SAMPLE_INPUTS.kitchen!, {
      description: 'Knock through to the dining room; the steel beam bears on the party wall.',
    })
    expect(adviceOf(data)).toMatch(/Party wall/)
    expect(adviceOf(data)).not.toMatch(/lawful development/)
  })

  test('a double-storey extension needing planning is not told to get an LDC', () => {
    const data = engineData(ENGINE_SAMPLE_INPUTS.kitchen!, {
      projectType: 'extension',
      sizeSqm: 30,
      description: 'Double storey rear extension',
    })
    expect(data.onCosts.fees.map((f) => f.label).join(' ')).toMatch(/Planning/)
    expect(adviceOf(data)).not.toMatch(/lawful development/)
  })
})

describe('one VAT line per rate', () => {
  test('a 5% HMO conversion prints 5% on the building work and 20% on professional fees, adding up', () => {
    const { input, data } = engineReport(ENGINE_SAMPLE_INPUTS.hmo!)
    const { plan } = input
    const vatRows = data.elemental.onCostRows.filter((r) => r.label.startsWith('VAT'))
    expect(vatRows.map((r) => r.label)).toEqual(['VAT at 5% on building work', 'VAT at 20% on professional fees'])
    expect(vatRows.reduce((a, r) => a + pence(r.total), 0)).toBe(plan.vat.pence)
    expect(pence(vatRows[0]!.total)).toBe(Math.round((plan.totalExcVatPence - plan.feesPence) * 0.05))
    expect(data.onCosts.vat.lines.map((l) => l.label)).toEqual(vatRows.map((r) => r.label))
    expect(data.onCosts.buildUp.filter((r) => r.label.startsWith('VAT')).map((r) => r.basis)).toEqual([
      `5% of ${formatGbp(plan.totalExcVatPence - plan.feesPence)}`,
      expect.stringMatching(/^20% of £/),
    ])
  })

  test('a standard-rated job keeps one line, "VAT at 20%"', () => {
    const data = engineData(ENGINE_SAMPLE_INPUTS.kitchen!)
    expect(data.elemental.onCostRows.filter((r) => r.label.startsWith('VAT')).map((r) => r.label)).toEqual([
      'VAT at 20%',
    ])
  })
})

describe('the schedule is never cut', () => {
  const itemRows = (d: ReportData) => [...d.schedule.pages[0], ...d.schedule.pages[1]].filter((r) => r.kind === 'item')
  test('a long item description wraps whole onto as many lines as it needs', () => {
    const plan = estimateCost(ENGINE_SAMPLE_INPUTS.wholeHouse!, DEFAULT_RATES)
    const long =
      'Take down the existing chimney breast in the rear reception room, make good the floor, walls and ceiling, and cap the stack at roof level with a vented cowl'
    plan.lineItems[3] = { ...plan.lineItems[3]!, description: long }
    const data = sampleData(plan).data
    const rows = itemRows(data)
    expect(rows.map((r) => r.description)).toContain(long)
    for (const r of rows) expect(r.description).not.toMatch(/…/)
  })
})

describe('stored plans from before decision 012 read as plain English too', () => {
  test('an old driver label ending in the raw answer value is rewritten to the option label', () => {
    const plan = estimateCost(ENGINE_SAMPLE_INPUTS.issue10Kitchen!, DEFAULT_RATES)
    // Page 2 lists the first seven drivers: put the stored answer driver among them.
    const age = plan.drivers.find((d) => d.key === 'property_age')!
    plan.drivers = [{ ...age, label: 'Age of the property: 1919_1965' }, ...plan.drivers.filter((d) => d !== age)]
    plan.facts = { ...plan.facts, vatCategory: 'hmo_conversion' }
    const data = sampleData(plan).data
    expect(data.basis.drivers.map((d) => d.label)).toContain('Age of the property: 1919 to 1965')
    expect(data.basis.facts.find((f) => f.label === 'VAT category')!.value).toBe(
      'Conversion to a house in multiple occupation (reduced rate)',
    )
  })
})

describe('page 2 lists every part priced beside the main job', () => {
  test('a bedroom priced beside its en-suite is named among the drivers, even as the eighth', () => {
    const description = 'Convert the dining room into a downstairs bedroom with en-suite'
    const plan = estimateCost(buildMidlandsCostInput({ sizeSqm: 85, description, scopeKnown: false }), DEFAULT_RATES)
    expect(plan.drivers.length).toBeGreaterThan(7)
    const labels = sampleData(plan).data.basis.drivers.map((d) => d.label)
    // It was cut as the eighth driver: the page said "priced as a bathroom renovation (5 m²)" and nothing of the bedroom.
    expect(labels).toContainEqual(expect.stringMatching(/^Also priced: bedroom/))
    expect(labels).toHaveLength(7)
  })
})
