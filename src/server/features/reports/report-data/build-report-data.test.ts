import { describe, expect, test } from 'vitest'
import { DEFAULT_RATES } from '../../../../shared/cost-engine/default-rates'
import { estimateCost } from '../../../../shared/cost-engine/estimate-cost'
import type { CostInput, CostPlan } from '../../../../shared/cost-engine/types'
import { formatGbp } from '../../../../shared/format'
import { buildBenchmarkInputs } from './benchmark-inputs'
import { buildReportData } from './build-report-data'
import { compareElementCodes } from './elemental'
import { formatPriceBase, toPdfText } from './format'
import { allocatePence } from './programme'
import { SCHEDULE_LAYOUT } from './schedule'
import { estimateLines, fitBrief, fitBriefContinuation } from './text-fit'
import { PAGE_TITLES, REPORT_TOTAL_PAGES, type ReportData } from './types'
import {
  buildEngineReportInput,
  buildLargeCostPlan,
  buildSampleCostPlan,
  buildSampleReportInput,
  ENGINE_SAMPLE_INPUTS,
  ISSUE_10_KITCHEN_DESCRIPTION,
} from '../../../../../tests/fixtures/sample-cost-plan'

/** '£1,234.56' → 123456; '-£5.00' → -500. */
function pence(text: string): number {
  const m = /^(-)?£([\d,]+)(?:\.(\d{2}))?$/.exec(text)
  if (!m) throw new Error(`not money: ${text}`)
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/,/g, '')) * 100 + Number(m[3] ?? 0))
}

function sampleData(plan: CostPlan = buildSampleCostPlan()): { plan: CostPlan; data: ReportData } {
  return { plan, data: buildReportData(buildSampleReportInput(plan)) }
}

const engineCases = Object.entries(ENGINE_SAMPLE_INPUTS).map(([name, input]) => ({ name, input }))

describe('the sample fixture plan', () => {
  test('adds up to the penny, like an engine plan must', () => {
    const plan = buildSampleCostPlan()
    expect(plan.lineItems.length).toBeGreaterThanOrEqual(25)
    expect(plan.lineItems.reduce((a, l) => a + l.totalPence, 0)).toBe(plan.measuredWorksPence)
    expect(plan.elements.reduce((a, e) => a + e.totalPence, 0)).toBe(plan.measuredWorksPence)
    for (const l of plan.lineItems) expect(l.labourPence + l.materialsPence + l.plantPence).toBe(l.totalPence)
    expect(
      plan.measuredWorksPence +
        plan.preliminaries.pence +
        plan.overheadsProfit.pence +
        plan.feesPence +
        plan.contingency.pence,
    ).toBe(plan.totalExcVatPence)
    expect(plan.totalExcVatPence + plan.vat.pence).toBe(plan.totalIncVatPence)
    expect(plan.breakdown.labourPence + plan.breakdown.materialsPence + plan.breakdown.overheadPence).toBe(
      plan.totalExcVatPence,
    )
  })
})

describe('buildReportData: totals', () => {
  test('prints the inc and exc VAT totals equal to the plan to the penny, wherever they appear', () => {
    const { plan, data } = sampleData()
    const inc = formatGbp(plan.totalIncVatPence)
    const exc = formatGbp(plan.totalExcVatPence)
    const likely = data.cover.summaryRows.find((r) => r.isLikely)!
    expect(likely).toMatchObject({ excVat: exc, incVat: inc, vat: formatGbp(plan.vat.pence) })
    expect(data.cover.headline).toContain(inc)
    expect(data.cover.headline).toContain(exc)
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total including VAT')!.total).toBe(inc)
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total excluding VAT')!.total).toBe(exc)
    expect(data.onCosts.buildUp.at(-1)).toMatchObject({ label: 'Total including VAT', amount: inc, kind: 'grand' })
    expect(data.onCosts.buildUp.find((r) => r.label === 'Total excluding VAT')!.amount).toBe(exc)
  })

  test('low / likely / high rows come from the plan range, inc and exc VAT', () => {
    const { plan, data } = sampleData()
    const [low, , high] = data.cover.summaryRows
    expect(low).toMatchObject({
      label: 'Low',
      excVat: formatGbp(plan.range.lowExcVatPence),
      incVat: formatGbp(plan.range.lowPence),
      vat: formatGbp(plan.range.lowPence - plan.range.lowExcVatPence),
    })
    expect(high).toMatchObject({
      label: 'High',
      excVat: formatGbp(plan.range.highExcVatPence),
      incVat: formatGbp(plan.range.highPence),
    })
  })

  test('the cost build-up rows add up to the total excluding VAT, then VAT to the total including VAT', () => {
    for (const plan of [buildSampleCostPlan(), ...engineCases.map((c) => estimateCost(c.input, DEFAULT_RATES))]) {
      const rows = buildReportData(buildSampleReportInput(plan)).onCosts.buildUp
      const items = rows
        .slice(
          0,
          rows.findIndex((r) => r.label === 'Total excluding VAT'),
        )
        .filter((r) => r.kind === 'item')
      expect(items.reduce((a, r) => a + pence(r.amount), 0)).toBe(plan.totalExcVatPence)
      const vat = rows.filter((r) => r.label.startsWith('VAT'))
      expect(vat.reduce((a, r) => a + pence(r.amount), 0) + plan.totalExcVatPence).toBe(plan.totalIncVatPence)
    }
  })

  test('adds a rounding line when a plan does not add up exactly, so the printed rows still do', () => {
    const plan = buildSampleCostPlan()
    plan.totalExcVatPence += 3
    plan.totalIncVatPence += 3
    const data = buildReportData(buildSampleReportInput(plan))
    expect(data.onCosts.buildUp.find((r) => r.label === 'Rounding')!.amount).toBe('£0.03')
    expect(data.elemental.onCostRows.find((r) => r.label === 'Rounding')!.total).toBe('£0.03')
  })
})

describe('buildReportData: elemental summary (page 3)', () => {
  test('lists elements in NRM1 order with £, £/m² and % of measured works', () => {
    const { plan, data } = sampleData()
    const size = plan.input.sizeSqm
    expect(data.elemental.rows.map((r) => r.code)).toEqual(
      [...plan.elements].map((e) => e.code).sort(compareElementCodes),
    )
    for (const row of data.elemental.rows) {
      const e = plan.elements.find((x) => x.code === row.code)!
      expect(row.total).toBe(formatGbp(e.totalPence))
      expect(row.perSqm).toBe(formatGbp(e.totalPence / size, { wholePounds: true }))
      expect(row.percent).toBe(`${((e.totalPence / plan.measuredWorksPence) * 100).toFixed(1)}%`)
      expect(row.low).toBe(formatGbp(e.lowPence, { wholePounds: true }))
      expect(row.high).toBe(formatGbp(e.highPence, { wholePounds: true }))
    }
    expect(data.elemental.rows.reduce((a, r) => a + pence(r.total), 0)).toBe(plan.measuredWorksPence)
    expect(data.elemental.measuredRow).toMatchObject({ total: formatGbp(plan.measuredWorksPence), percent: '100.0%' })
  })

  test('on-cost rows give £/m² and % of the total excluding VAT', () => {
    const { plan, data } = sampleData()
    const prelims = data.elemental.onCostRows[0]!
    expect(prelims.label).toBe('Preliminaries (12%)')
    expect(prelims.perSqm).toBe(formatGbp(plan.preliminaries.pence / plan.input.sizeSqm, { wholePounds: true }))
    expect(prelims.percent).toBe(`${((plan.preliminaries.pence / plan.totalExcVatPence) * 100).toFixed(1)}%`)
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total excluding VAT')!.percent).toBe('100.0%')
  })

  test.each([
    ['2.10', '2.9', 1],
    ['0', '1', -1],
    ['5.1', '5', 1],
    ['3.3', '3.10', -1],
  ])('orders element codes numerically: %s vs %s', (a, b, sign) => {
    expect(Math.sign(compareElementCodes(a, b))).toBe(sign)
  })
})

describe('buildReportData: schedule of works (pages 4-5)', () => {
  const itemRows = (d: ReportData) => [...d.schedule.pages[0], ...d.schedule.pages[1]].filter((r) => r.kind === 'item')

  test('lists every line item by trade with quantities, units, rates and labour / materials, PS flagged', () => {
    const { plan, data } = sampleData()
    const rows = itemRows(data)
    expect(rows).toHaveLength(plan.lineItems.length)
    expect(data.schedule.groupedNote).toBeNull()
    const boiler = rows.find((r) => r.description.startsWith('A-rated combination boiler'))!
    expect(boiler).toMatchObject({ quantity: '1', unit: 'nr', rate: '£2,850.00', total: '£2,850.00' })
    const ps = rows.filter((r) => r.isProvisionalSum)
    expect(ps).toHaveLength(plan.lineItems.filter((l) => l.isProvisionalSum).length)
    expect(data.schedule.totals).toMatchObject({
      total: formatGbp(plan.measuredWorksPence),
      itemCount: plan.lineItems.length,
    })
    expect(pence(data.schedule.totals.labour) + pence(data.schedule.totals.materials)).toBe(plan.measuredWorksPence)
  })

  test('trade headings come before their items; a trade split over the page break is headed again as continued', () => {
    const { data } = sampleData()
    const all = [...data.schedule.pages[0], ...data.schedule.pages[1]]
    expect(all[0]!.kind).toBe('trade')
    expect(data.schedule.pages[1].length === 0 || data.schedule.pages[1][0]!.kind === 'trade').toBe(true)
    const trades = new Set(all.filter((r) => r.kind === 'trade').map((r) => r.description.replace(' (continued)', '')))
    expect(trades.size).toBe(data.schedule.tradeSummary.length)
  })

  test('the trade summary adds up to the measured works', () => {
    const { plan, data } = sampleData()
    expect(data.schedule.tradeSummary.reduce((a, t) => a + t.pence, 0)).toBe(plan.measuredWorksPence)
    expect(data.schedule.tradeSummary.reduce((a, t) => a + t.items, 0)).toBe(plan.lineItems.length)
  })

  test('a very long schedule is compacted to fit pages 4-5, grouping small items without losing a penny', () => {
    const plan = buildLargeCostPlan()
    const data = buildReportData(buildSampleReportInput(plan))
    const rows = itemRows(data)
    expect(rows.length).toBeLessThan(plan.lineItems.length)
    expect(rows.some((r) => r.groupedCount)).toBe(true)
    expect(data.schedule.groupedNote).toMatch(/grouped/)
    expect(rows.reduce((a, r) => a + r.totalPence, 0)).toBe(plan.measuredWorksPence)
    // Descriptions wrap and are never cut; the page-5 rows, wrapped lines included, fit beside the trade summary.
    for (const r of rows) expect(r.description).not.toMatch(/…$/)
    const units = (r: (typeof rows)[number] | ReportData['schedule']['pages'][0][number]) =>
      r.kind === 'trade'
        ? SCHEDULE_LAYOUT.tradeHeaderUnits
        : r.kind === 'subtotal'
          ? SCHEDULE_LAYOUT.subtotalUnits
          : 1 +
            (estimateLines((r.isProvisionalSum ? 'PS ' : '') + r.description, SCHEDULE_LAYOUT.descCharsPerLine) - 1) *
              SCHEDULE_LAYOUT.extraLineUnits
    const page5 = data.schedule.pages[1].reduce((a, r) => a + units(r), 0)
    expect(page5).toBeLessThanOrEqual(
      SCHEDULE_LAYOUT.pageUnits -
        SCHEDULE_LAYOUT.page5FixedUnits -
        data.schedule.tradeSummary.length * SCHEDULE_LAYOUT.tradeSummaryRowUnits,
    )
  })

  test('prints m2 from the engine as m²', () => {
    const data = buildReportData(buildEngineReportInput(ENGINE_SAMPLE_INPUTS.wholeHouse!))
    const units = new Set(itemRows(data).map((r) => r.unit))
    expect(units.has('m²')).toBe(true)
    expect(units.has('m2')).toBe(false)
  })
})

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
      { label: 'Confidence', value: '74% (moderate)' },
      { label: 'Programme', value: '15 weeks' },
      { label: 'VAT rate', value: '20% (standard rate)' },
    ])
    expect(data.priceDateLabel).toBe('1 March 2025')
    expect(data.cover.details).toContainEqual({ label: 'Price date', value: '1 March 2025 (valid until 1 June 2025)' })
    expect(data.closing.validity).toContain('valid for 3 months, until 1 June 2025')
  })

  test('reads an engine confidence given as a percentage', () => {
    const data = buildReportData(buildEngineReportInput(ENGINE_SAMPLE_INPUTS.hmo!))
    expect(data.cover.keyFigures[1]!.value).toMatch(/^\d{1,2}% \((low|moderate|high)\)$/)
  })

  test('shows the brief, every answer given, the property facts, method, location factor, sources and unknowns', () => {
    const input = buildSampleReportInput()
    const data = buildReportData(input)
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
    ])
    expect(data.basis.locationFactor.value).toBe('0.94')
    expect(data.basis.sources.join(' ')).toMatch(/NRM1/)
    expect(data.basis.unknowns.items).toEqual(input.plan.unknowns)
  })

  test('prints the scope by its ladder label, and says when it was not stated', () => {
    const plan = buildSampleCostPlan()
    const scopeFact = (p: CostPlan) =>
      buildReportData(buildSampleReportInput(p)).basis.facts.find((f) => f.label === 'Scope of works')?.value
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
    expect(data.basis.method.at(-1)!.detail).toContain(plan.vat.reason)
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

  test('shortens long lists to fit the page and says how many were left out', () => {
    const data = buildReportData(buildSampleReportInput(buildLargeCostPlan()))
    const plan = buildLargeCostPlan()
    expect(data.closing.assumptions.items.length + data.closing.assumptions.hiddenCount).toBe(plan.assumptions.length)
    expect(data.basis.unknowns.items.length + data.basis.unknowns.hiddenCount).toBe(plan.unknowns.length)
  })
})

describe('buildReportData: every page has its content', () => {
  test.each([
    ['fixture', null as CostInput | null],
    ...engineCases.map((c) => [c.name, c.input] as [string, CostInput]),
  ])('%s plan', (_name, input) => {
    const data = buildReportData(input ? buildEngineReportInput(input) : buildSampleReportInput())
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
    expect(buildReportData(buildSampleReportInput())).toEqual(buildReportData(buildSampleReportInput()))
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
    const reportInput = input ? buildEngineReportInput(input) : buildSampleReportInput()
    const plan = reportInput.plan
    const p = buildReportData(reportInput).programme
    expect(p.cashFlow.at(-1)!.cumulativePence).toBe(plan.totalExcVatPence)
    expect(p.cashFlow[0]!.pence).toBe(plan.feesPence)
    expect(p.cashFlow.every((f) => f.pence >= 0)).toBe(true)
    const construction = plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence
    expect(p.stagePayments.reduce((a, s) => a + pence(s.excVat), 0)).toBe(construction)
    expect(p.stagePayments.reduce((a, s) => a + pence(s.incVat), 0)).toBe(pence(p.stageTotals.incVat))
    // No deposit; a 5% retention, half at practical completion and half at the end of the defects period.
    expect(p.stagePayments.some((s) => /deposit/i.test(s.stage))).toBe(false)
    const [completion, defects] = p.stagePayments.slice(-2)
    expect(completion!.stage).toMatch(/^Practical completion: half the retention/)
    expect(defects!.stage).toMatch(/^End of the 6-month defects period/)
    expect(Math.abs(pence(completion!.excVat) + pence(defects!.excVat) - construction * 0.05)).toBeLessThan(10)
  })

  test('design and approvals phases carry no construction spend or stage payment', () => {
    const data = buildReportData(buildEngineReportInput(ENGINE_SAMPLE_INPUTS.hmo!))
    const design = data.programme.phases.find((p) => /design/i.test(p.name))
    expect(design?.isPreConstruction).toBe(true)
    expect(data.programme.stagePayments.some((s) => /design/i.test(s.stage))).toBe(false)
    expect(data.programme.totalWeeksLabel).toMatch(/on site/)
  })

  test('HMO conversion shows the reduced 5% VAT rate with its reason', () => {
    const input = buildEngineReportInput(ENGINE_SAMPLE_INPUTS.hmo!)
    expect(input.plan.vat.ratePercent).toBe(5)
    const data = buildReportData(input)
    expect(data.onCosts.vat.rate).toBe('5% (reduced rate)')
    expect(data.onCosts.vat.reason.length).toBeGreaterThan(20)
    expect(data.onCosts.vat.notes.join(' ')).toMatch(/5% rate/)
    expect(data.programme.stageNote).toMatch(/5%/)
  })
})

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
    // Page 6 compares costs per m² excluding VAT (issue 10: the figure including VAT was charted under that label).
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
    const input = buildSampleReportInput()
    delete input.benchmarks
    const data = buildReportData(input)
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

  test.each([
    ['2024-Q4', 'Q4 2024'],
    ['2025-06-01', '1 June 2025'],
    ['sometime', 'sometime'],
  ])('formatPriceBase(%s) → %s', (input, out) => {
    expect(formatPriceBase(input)).toBe(out)
  })

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
    const input = buildSampleReportInput()
    input.estimate.description = 'Strip out and refit the kitchen. '.repeat(120).trim()
    const data = buildReportData(input)
    expect(data.basis.briefContinues).toBe('… continued on page 10')
    expect(`${data.basis.brief} ${data.closing.briefContinuation!.text}`).toBe(input.estimate.description)
    expect(data.closing.briefContinuation!.title).toBe('Client brief (continued)')
    expect(buildReportData(buildSampleReportInput()).closing.briefContinuation).toBeNull()

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
// Issue 10: what the report says must be true and readable
// ---------------------------------------------------------------------------------------------------------------

describe('issue 10: the kitchen, 24 m² in the South East', () => {
  const input = buildEngineReportInput(ENGINE_SAMPLE_INPUTS.issue10Kitchen!)
  const plan = input.plan
  const data = buildReportData(input)
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
    const works = stages.slice(0, -2)
    const biggest = works.reduce((a, b) => (pence(b.excVat) > pence(a.excVat) ? b : a))
    expect(biggest.stage).toMatch(/second fix/)
    expect(new Set(works.map((s) => s.excVat)).size).toBe(works.length)
    // Each stage pays 95% of the value of the line items in its phase, with on-costs pro rata.
    const construction = plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence
    const secondFix = plan.lineItems
      .filter((l) => ['2.8', '4', '5.1'].includes(l.elementCode))
      .reduce((a, l) => a + l.totalPence, 0)
    const expected = ((secondFix / plan.measuredWorksPence) * construction * 0.95) / 100
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

describe('issue 10: generated advice follows the scope', () => {
  const build = (input: Partial<CostInput>) =>
    buildReportData(buildEngineReportInput({ ...ENGINE_SAMPLE_INPUTS.kitchen!, ...input }))
  const adviceOf = (data: ReportData) => JSON.stringify([data.onCosts.fees, data.risks.rows])

  test('a loft that may be permitted development: party wall notices and an LDC', () => {
    const data = buildReportData(buildEngineReportInput(ENGINE_SAMPLE_INPUTS.loft!))
    expect(adviceOf(data)).toMatch(/Party wall/i)
    expect(adviceOf(data)).toMatch(/lawful development certificate/)
  })

  test('a knock-through onto the party wall of a terrace does need a party wall award', () => {
    const data = build({ description: 'Knock through to the dining room; the steel beam bears on the party wall.' })
    expect(adviceOf(data)).toMatch(/Party wall/)
    expect(adviceOf(data)).not.toMatch(/lawful development/)
  })

  test('a double-storey extension needing planning is not told to get an LDC', () => {
    const data = buildReportData(
      buildEngineReportInput({
        ...ENGINE_SAMPLE_INPUTS.kitchen!,
        projectType: 'extension',
        sizeSqm: 30,
        description: 'Double storey rear extension',
      }),
    )
    expect(data.onCosts.fees.map((f) => f.label).join(' ')).toMatch(/Planning/)
    expect(adviceOf(data)).not.toMatch(/lawful development/)
  })
})

describe('issue 10: one VAT line per rate', () => {
  test('a 5% HMO conversion prints 5% on the building work and 20% on professional fees, adding up', () => {
    const input = buildEngineReportInput(ENGINE_SAMPLE_INPUTS.hmo!)
    const { plan } = input
    const data = buildReportData(input)
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
    const data = buildReportData(buildEngineReportInput(ENGINE_SAMPLE_INPUTS.kitchen!))
    expect(data.elemental.onCostRows.filter((r) => r.label.startsWith('VAT')).map((r) => r.label)).toEqual([
      'VAT at 20%',
    ])
  })
})

describe('issue 10: the schedule is never cut', () => {
  const itemRows = (d: ReportData) => [...d.schedule.pages[0], ...d.schedule.pages[1]].filter((r) => r.kind === 'item')
  test('a long item description wraps whole onto as many lines as it needs', () => {
    const plan = estimateCost(ENGINE_SAMPLE_INPUTS.wholeHouse!, DEFAULT_RATES)
    const long =
      'Take down the existing chimney breast in the rear reception room, make good the floor, walls and ceiling, and cap the stack at roof level with a vented cowl'
    plan.lineItems[3] = { ...plan.lineItems[3]!, description: long }
    const data = buildReportData(buildSampleReportInput(plan))
    const rows = itemRows(data)
    expect(rows.map((r) => r.description)).toContain(long)
    for (const r of rows) expect(r.description).not.toMatch(/…/)
  })
})

describe('issue 10: stored plans from before the fix read as plain English too', () => {
  test('an old driver label ending in the raw answer value is rewritten to the option label', () => {
    const plan = estimateCost(ENGINE_SAMPLE_INPUTS.issue10Kitchen!, DEFAULT_RATES)
    // Page 2 lists the first seven drivers: put the stored answer driver among them.
    const age = plan.drivers.find((d) => d.key === 'property_age')!
    plan.drivers = [{ ...age, label: 'Age of the property: 1919_1965' }, ...plan.drivers.filter((d) => d !== age)]
    plan.facts = { ...plan.facts, vatCategory: 'hmo_conversion' }
    const data = buildReportData(buildSampleReportInput(plan))
    expect(data.basis.drivers.map((d) => d.label)).toContain('Age of the property: 1919 to 1965')
    expect(data.basis.facts.find((f) => f.label === 'VAT category')!.value).toBe(
      'Conversion to a house in multiple occupation (reduced rate)',
    )
  })
})
