import { describe, expect, test } from 'vitest'
import {
  engineCases,
  engineData,
  engineReport,
  largeSampleData,
  pence,
  sampleData,
  sampleReport,
} from '#tests/helpers/report-data'
import type { CostInput, CostPlan } from '#shared/cost-engine/types'
import { formatGbp } from '#shared/format'
import { PAGE_TITLES, REPORT_TOTAL_PAGES } from './types'
import { buildSampleCostPlan, ENGINE_SAMPLE_INPUTS } from '#tests/fixtures/sample-cost-plan'
import { ISSUE26_KITCHEN_NO_FEES, ISSUE26_PRICE_DATE } from '#tests/fixtures/issue26-jobs'

describe('buildReportData: cover, basis and closing pages', () => {
  test('picks the top three risks and savings by £', () => {
    const { plan, data } = sampleData()
    const risks = [...plan.risks].sort((a, b) => b.impactPence - a.impactPence).slice(0, 3)
    expect(data.cover.topRisks.map((r) => r.impact)).toEqual(
      risks.map((r) => formatGbp(r.impactPence, { wholePounds: true })),
    )
    const savings = [...plan.savings].sort((a, b) => b.savingPence - a.savingPence).slice(0, 3)
    expect(data.cover.topSavings.map((s) => s.title)).toEqual(savings.map((s) => s.title))
    expect(data.closing.savings[0]!.title).toBe(savings[0]!.title)
  })

  test('shows confidence, duration, £/m², VAT rate and the price date with its validity', () => {
    const { plan, data } = sampleData()
    expect(data.cover.keyFigures).toEqual([
      {
        label: 'Cost per m²',
        value: `${formatGbp(Math.round(plan.totalExcVatPence / plan.input.sizeSqm), { wholePounds: true })} exc VAT`,
        note: `${formatGbp(Math.round(plan.totalIncVatPence / plan.input.sizeSqm), { wholePounds: true })} inc VAT`,
      },
      // The figure is the share of published costs inside such a range, not this range's narrowness.
      { label: 'Range hit rate', value: '74%', note: 'of published costs of this kind fell in such a range' },
      expect.objectContaining({ label: 'Programme' }),
      { label: 'VAT rate', value: '20% (standard rate)' },
    ])
    expect(data.priceDateLabel).toBe('1 March 2025')
    expect(data.cover.details).toContainEqual({ label: 'Price date', value: '1 March 2025 (valid until 1 June 2025)' })
    expect(data.cover.keyFigures[2]!.value).toBe(`${data.programme.totalWeeks} weeks`)
    expect(data.closing.validity).toContain('valid for 3 months, until 1 June 2025')
  })

  test('reads an engine confidence given as a percentage', () => {
    const data = engineData(ENGINE_SAMPLE_INPUTS.hmo!)
    expect(data.cover.keyFigures[1]!.value).toMatch(/^\d{1,2}%$/)
  })

  test('shows the brief, every answer given, the property facts, method, location factor, sources and unknowns', () => {
    const { input, data } = sampleReport()
    expect(data.basis.brief).toContain('Victorian mid-terrace')
    expect(data.basis.answers).toEqual(input.estimate.answers)
    expect(data.basis.facts).toContainEqual({ label: 'Gross internal floor area', value: '95 m²' })
    expect(data.basis.method.map((m) => m.step)).toEqual([
      'Measured works',
      'Location',
      'Price date',
      'Preliminaries',
      'Overheads and profit',
      'Fees',
      'Contingency',
      'VAT',
      'Accuracy',
    ])
    expect(data.basis.method.at(-1)!.detail).toMatch(/AACE class 5: -\d+% to \+\d+%.*Not seen: drawings/)
    expect(data.basis.locationFactor.value).toBe('0.94')
    expect(data.basis.sources.join(' ')).toMatch(/NRM1/)
    expect(data.basis.unknowns.items).toEqual(input.plan.unknowns)
  })

  test('prints the scope by its ladder label, and says when it was not stated', () => {
    const plan = buildSampleCostPlan()
    const scopeFact = (p: CostPlan) => sampleData(p).data.basis.facts.find((f) => f.label === 'Scope of works')?.value
    expect(scopeFact({ ...plan, input: { ...plan.input, scope: 'extensive' } })).toBe('Extensive')
    expect(scopeFact({ ...plan, input: { ...plan.input, scope: 'cosmetic', scopeKnown: true } })).toBe(
      'Decorating only',
    )
    expect(scopeFact({ ...plan, input: { ...plan.input, scope: 'medium', scopeKnown: false } })).toBe(
      'Refurbishment (typical job; not stated)',
    )
    // Not stated, the report names the job the engine priced (the type's typical one), not the request's placeholder.
    expect(
      scopeFact({
        ...plan,
        input: { ...plan.input, scope: 'medium', scopeKnown: false },
        facts: { ...plan.facts, scope: 'extensive', scopeStated: false },
      }),
    ).toBe('Extensive (typical job; not stated)')
  })

  test('states the VAT rate with its reason and reference', () => {
    const { plan, data } = sampleData()
    expect(data.onCosts.vat).toMatchObject({
      rate: '20% (standard rate)',
      amount: formatGbp(plan.vat.pence),
      reason: plan.vat.reason,
      reference: plan.vat.reference,
    })
    expect(data.basis.method.find((m) => m.step === 'VAT')!.detail).toContain(plan.vat.reason)
  })

  test('closes with savings, questions for builders, assumptions, exclusions, validity and the disclaimer', () => {
    const { plan, data } = sampleData()
    expect(data.closing.questions.length).toBeGreaterThanOrEqual(6)
    expect(data.closing.questions.join(' ')).toContain('provisional sum')
    expect(data.closing.assumptions.items).toEqual(plan.assumptions)
    expect(data.closing.exclusions.items).toEqual(plan.exclusions)
    expect(data.closing.disclaimer).toMatch(/estimate, not a quotation/)
    expect(data.closing.disclaimer).toMatch(/not RICS-regulated advice/)
  })

  test('a job with no saving to price says so in place of an empty savings table', () => {
    const rewire = engineData(ENGINE_SAMPLE_INPUTS.kitchen!, { projectType: 'rewiring', sizeSqm: 85, description: '' })
    expect(rewire.closing.savings).toEqual([])
    expect(rewire.closing.savingsNote).toMatch(/^No saving is listed for this job/)
    expect(sampleData().data.closing.savingsNote).toMatch(/excluding VAT and are not all additive/)
  })

  test('shortens long lists to fit the page and says how many were left out', () => {
    const { plan, data } = largeSampleData()
    expect(data.closing.assumptions.items.length + data.closing.assumptions.hiddenCount).toBe(plan.assumptions.length)
    expect(data.basis.unknowns.items.length + data.basis.unknowns.hiddenCount).toBe(plan.unknowns.length)
  })
})

describe('buildReportData: every page has its content', () => {
  test.each([
    ['fixture', null as CostInput | null],
    ...engineCases.map((c) => [c.name, c.input] as [string, CostInput]),
  ])('%s plan', (_name, input) => {
    const data = input ? engineData(input) : sampleData().data
    expect(data.totalPages).toBe(REPORT_TOTAL_PAGES)
    expect(data.pageTitles).toEqual([...PAGE_TITLES])
    expect(data.cover.summaryRows).toHaveLength(3)
    expect(data.basis.method.length).toBeGreaterThan(0)
    expect(data.elemental.rows.length).toBeGreaterThan(0)
    expect(data.schedule.pages[0].length).toBeGreaterThan(0)
    expect(data.benchmarking.regional.some((r) => r.isSubject)).toBe(true)
    expect(data.benchmarking.regional.some((r) => r.isUkAverage)).toBe(true)
    expect(data.onCosts.buildUp.length).toBeGreaterThan(5)
    expect(data.risks.rows.length).toBeGreaterThan(0)
    expect(data.programme.phases.length).toBeGreaterThan(0)
    expect(data.programme.stagePayments.length).toBeGreaterThanOrEqual(3)
    expect(data.closing.questions.length).toBeGreaterThan(0)
    // Nothing the font cannot print.
    expect(JSON.stringify(data)).not.toMatch(/[≤≥→←✓✗]/)
  })

  test('is deterministic', () => {
    expect(sampleData().data).toEqual(sampleData().data)
  })
})

describe('nothing is labelled for money it does not hold', () => {
  const { input, data } = engineReport(ISSUE26_KITCHEN_NO_FEES)
  const plan = input.plan

  test('a job with no fees leaves "Fees" out of the cover\'s money bar rather than printing £0 (0.0%)', () => {
    expect(plan.feesPence).toBe(0)
    expect(data.cover.costSplit.map((p) => p.label)).not.toContain('Fees')
    for (const part of data.cover.costSplit) expect(part.amount).not.toBe('£0')
    expect(data.cover.costSplit.map((p) => p.label)).toContain('VAT')
  })

  test("the drawdown's pre-start row is named for the kitchen deposit it holds, not for fees", () => {
    const first = data.programme.cashFlow[0]!
    expect(first.workPence).toBe(0)
    expect(first.depositPence).toBeGreaterThan(0)
    expect(first.label).toBe('Pre-start (deposits)')
    expect(data.programme.cashFlowNote).not.toMatch(/fees fall/)
    expect(data.programme.cashFlowNote).toContain('supplier deposits due at order fall before the start')
  })

  test('a job with fees keeps its fees row and label', () => {
    const withFees = engineData(ENGINE_SAMPLE_INPUTS.wholeHouse!)
    expect(withFees.programme.cashFlow[0]!.label).toMatch(/^Pre-start \(fees/)
    expect(withFees.cover.costSplit.map((p) => p.label)).toContain('Fees')
  })
})

describe('one statement of the price index and its forecast', () => {
  const data = engineData(ENGINE_SAMPLE_INPUTS.wholeHouse!, { priceDate: ISSUE26_PRICE_DATE })
  const forecast = 'quarters after Q4 2024 use our forecast of +0.8% a quarter'

  test('page 7 states where the forecast takes over once, and the inflation note points to it', () => {
    const page7 = `${data.onCosts.priceAdjustment} ${data.onCosts.inflation}`
    expect(data.onCosts.priceAdjustment).toContain(forecast)
    expect(page7.split('forecast of').length - 1).toBe(1)
    expect(page7).not.toMatch(/2025 Q2|2024-Q4|\/quarter/)
    expect(data.onCosts.inflation).toContain('Index and forecast as under the price date above.')
  })

  test("page 2's sources say the same as page 7", () => {
    expect(data.basis.sources.find((x) => x.startsWith('Tender price index'))).toContain(forecast)
  })

  test('a price date before the forecast still says where the forecast takes over (tender and mid-construction use it)', () => {
    const early = engineData(ENGINE_SAMPLE_INPUTS.wholeHouse!, { priceDate: '2024-11-01' })
    expect(early.onCosts.priceAdjustment).toContain(forecast)
  })
})

describe('buildReportData: risks, programme, cash flow and stage payments', () => {
  test('the risk register weights each impact by likelihood and compares it with the contingency', () => {
    const { plan, data } = sampleData()
    expect(data.risks.rows[0]!.impactPence).toBe(Math.max(...plan.risks.map((r) => r.impactPence)))
    const weighted = plan.risks.reduce(
      (a, r) => a + Math.round(r.impactPence * { low: 0.15, medium: 0.4, high: 0.7 }[r.likelihood]),
      0,
    )
    expect(data.risks.weightedPence).toBe(weighted)
    expect(data.risks.totals.contingency).toBe(formatGbp(plan.contingency.pence, { wholePounds: true }))
    expect(data.risks.totals.coverage).toBe(`${Math.round((plan.contingency.pence / weighted) * 100)}%`)
  })

  test.each([
    ['fixture', null as CostInput | null],
    ...engineCases.map((c) => [c.name, c.input] as [string, CostInput]),
  ])('%s: cash flow sums to the total exc VAT and stage payments to the builder price', (_n, input) => {
    const report = input ? engineReport(input) : sampleReport()
    const plan = report.input.plan
    const p = report.data.programme
    expect(p.cashFlow.at(-1)!.cumulativePence).toBe(plan.totalExcVatPence)
    // Fees before the start, plus any supplier deposit paid at order before work starts.
    expect(p.cashFlow[0]!.workPence).toBe(plan.feesPence)
    expect(p.cashFlow[0]!.pence).toBe(plan.feesPence + p.cashFlow[0]!.depositPence)
    expect(p.cashFlow.every((f) => f.pence >= 0)).toBe(true)
    const construction = plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence
    expect(p.stagePayments.reduce((a, s) => a + pence(s.excVat), 0)).toBe(construction)
    expect(p.stagePayments.reduce((a, s) => a + pence(s.incVat), 0)).toBe(pence(p.stageTotals.incVat))
    // Deposits only where a supplier takes one (kitchens, windows); a 5% retention, half at practical completion
    // and half at the end of the defects period.
    const deposits = p.stagePayments.filter((s) => /^Deposit/.test(s.stage))
    const madeToOrder = plan.lineItems.some((l) =>
      ['kitchen_units', 'worktop', 'appliances', 'window', 'ext_door'].includes(l.rateId),
    )
    if (!madeToOrder) expect(deposits).toEqual([])
    const [completion, defects] = p.stagePayments.slice(-2)
    expect(completion!.stage).toMatch(/^Practical completion: half the retention/)
    expect(defects!.stage).toMatch(/^End of the 6-month defects period/)
    expect(Math.abs(pence(completion!.excVat) + pence(defects!.excVat) - construction * 0.05)).toBeLessThan(10)
  })

  test('design and approvals phases carry no construction spend or stage payment', () => {
    const data = engineData(ENGINE_SAMPLE_INPUTS.hmo!)
    const design = data.programme.phases.find((p) => /design/i.test(p.name))
    expect(design?.isPreConstruction).toBe(true)
    expect(data.programme.stagePayments.some((s) => /design/i.test(s.stage))).toBe(false)
    expect(data.programme.totalWeeksLabel).toMatch(/on site/)
  })

  test('HMO conversion shows the reduced 5% VAT rate with its reason', () => {
    const { input, data } = engineReport(ENGINE_SAMPLE_INPUTS.hmo!)
    expect(input.plan.vat.ratePercent).toBe(5)
    expect(data.onCosts.vat.rate).toBe('5% (reduced rate)')
    expect(data.onCosts.vat.reason.length).toBeGreaterThan(20)
    expect(data.onCosts.vat.notes.join(' ')).toMatch(/5% rate/)
    expect(data.programme.stageNote).toMatch(/5%/)
  })

  test("the contingency is NRM1's three risk allowances with their reasons, adding up to it to the penny", () => {
    const { input, data } = engineReport(ENGINE_SAMPLE_INPUTS.hmo!)
    const allowances = input.plan.contingency.allowances!
    expect(allowances.map((a) => a.kind)).toEqual(['design_development', 'construction', 'employer_change'])
    expect(allowances.reduce((a, x) => a + x.pence, 0)).toBe(input.plan.contingency.pence)
    expect(data.risks.contingencyReasons[0]).toMatch(/^Design development risk [\d.]+% \(£[\d,]+\): /)
  })

  test('inflation to tender and mid-construction reads the index at dates from the price date, not the clock', () => {
    const { data } = engineReport({ ...ENGINE_SAMPLE_INPUTS.hmo!, priceDate: '2026-01-15' })
    expect(data.onCosts.inflation).toMatch(/priced at 15 January 2026 \(index [\d.]+\)/)
    expect(data.onCosts.inflation).toMatch(/to tender \(\d+ \w+ 2026, index [\d.]+\): \+[\d.]+%, about £[\d,]+/)
    expect(data.onCosts.inflation).toMatch(/to mid-construction \(\d+ \w+ 20\d\d, index [\d.]+\): \+[\d.]+%/)
  })
})
