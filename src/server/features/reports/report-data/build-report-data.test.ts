import { describe, expect, test } from 'vitest'
import { engineCases, engineData, largeSampleData, pence, sampleData } from '#tests/helpers/report-data'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import { formatGbp } from '#shared/format'
import { compareElementCodes } from './elemental'
import { SCHEDULE_APPENDIX_TITLE, SCHEDULE_LAYOUT, scheduleRowPt } from './schedule'
import { type ReportData, type ScheduleRow } from './types'
import { buildSampleCostPlan, ENGINE_SAMPLE_INPUTS } from '#tests/fixtures/sample-cost-plan'
import { ISSUE26_HMO_REWIRED } from '#tests/fixtures/issue26-jobs'

describe('the sample fixture plan', () => {
  test('adds up to the penny, like an engine plan must', () => {
    const plan = buildSampleCostPlan()
    expect(plan.lineItems.length).toBeGreaterThanOrEqual(25)
    expect(plan.lineItems.reduce((a, l) => a + l.totalPence, 0)).toBe(plan.measuredWorksPence)
    expect(plan.elements.reduce((a, e) => a + e.totalPence, 0)).toBe(plan.measuredWorksPence)
    for (const l of plan.lineItems) expect(l.labourPence + l.materialsPence + l.plantPence).toBe(l.totalPence)
    // The likely figure is the builder's price plus fees; the contingency is beside it (decision 024).
    expect(plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence + plan.feesPence).toBe(
      plan.totalExcVatPence,
    )
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
    // The cover is rounded to its accuracy (decision 027): whole pounds in the table, £1,000 in the headline; the
    // exact figures are on page 3 and 7.
    const whole = (p: number) => formatGbp(Math.round(p / 100) * 100, { wholePounds: true })
    const likely = data.cover.summaryRows.find((r) => r.isLikely)!
    expect(likely).toMatchObject({ excVat: whole(plan.totalExcVatPence), incVat: whole(plan.totalIncVatPence) })
    expect(data.cover.headline).toContain(
      `about ${formatGbp(Math.round(plan.totalIncVatPence / 100_000) * 100_000, { wholePounds: true })}`,
    )
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total including VAT')!.total).toBe(inc)
    expect(data.elemental.onCostRows.find((r) => r.label === 'Total excluding VAT')!.total).toBe(exc)
    expect(data.onCosts.buildUp.find((r) => r.kind === 'grand')).toMatchObject({
      label: 'Total including VAT',
      amount: inc,
    })
    expect(data.onCosts.buildUp.find((r) => r.label === 'Total excluding VAT')!.amount).toBe(exc)
  })

  test('shows the recommended contingency after the total, outside it, and the budget including it', () => {
    const { plan, data } = sampleData()
    const rows = data.onCosts.buildUp.map((r) => r.label)
    const total = rows.indexOf('Total including VAT')
    expect(rows.indexOf('Recommended contingency (not in the total)')).toBeGreaterThan(total)
    expect(data.onCosts.buildUp.find((r) => r.label === 'Budget including contingency')!.amount).toBe(
      formatGbp(plan.budgetIncludingContingencyPence),
    )
    const elemental = data.elemental.onCostRows.map((r) => r.label)
    expect(elemental.findIndex((l) => l.startsWith('Recommended contingency'))).toBeGreaterThan(
      elemental.indexOf('Total including VAT'),
    )
  })

  test('low / likely / high rows come from the plan range, inc and exc VAT', () => {
    const { plan, data } = sampleData()
    const [low, , high] = data.cover.summaryRows
    expect(low).toMatchObject({
      label: 'Low',
      excVat: formatGbp(Math.round(plan.range.lowExcVatPence / 100) * 100, { wholePounds: true }),
      incVat: formatGbp(Math.round(plan.range.lowPence / 100) * 100, { wholePounds: true }),
    })
    expect(high).toMatchObject({
      label: 'High',
      excVat: formatGbp(Math.round(plan.range.highExcVatPence / 100) * 100, { wholePounds: true }),
      incVat: formatGbp(Math.round(plan.range.highPence / 100) * 100, { wholePounds: true }),
    })
  })

  test('the cost build-up rows add up to the total excluding VAT, then VAT to the total including VAT', () => {
    for (const plan of [buildSampleCostPlan(), ...engineCases.map((c) => estimateCost(c.input, DEFAULT_RATES))]) {
      const rows = sampleData(plan).data.onCosts.buildUp
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
    const data = sampleData(plan).data
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
    expect(data.schedule.appendixPages).toEqual([])
    expect(data.schedule.density).toBe('regular')
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

  // The QS review of bought reports (decision 027): the HMO's pages 4-5 merged 8 items into "Other joinery items
  // (3 grouped)" rows with no quantity or rate; a builder prices line by line, so every item keeps its own row, on
  // dense rows if need be.
  test('the 6-bed HMO conversion: all its items on pages 4-5, each with quantity, unit, rate and total', () => {
    const data = engineData(ISSUE26_HMO_REWIRED)
    const plan = estimateCost(ISSUE26_HMO_REWIRED, DEFAULT_RATES)
    expect(plan.lineItems.length).toBeGreaterThan(40)
    expect(data.schedule.appendixPages).toEqual([])
    expect(data.totalPages).toBe(10)
    const rows = itemRows(data)
    expect(rows).toHaveLength(plan.lineItems.length)
    for (const r of rows) {
      expect(r.description).not.toMatch(/grouped/)
      expect(r.quantity, r.description).not.toBe('')
      expect(r.unit, r.description).not.toBe('')
      expect(r.rate, r.description).not.toBe('')
      expect(r.total, r.description).not.toBe('')
    }
  })

  test('a schedule too long even for dense rows continues on appendix pages after page 10, no item merged', () => {
    const { plan, data } = largeSampleData()
    expect(data.schedule.density).toBe('dense')
    expect(data.schedule.appendixPages.length).toBeGreaterThan(0)
    expect(data.totalPages).toBe(10 + data.schedule.appendixPages.length)
    expect(data.pageTitles.slice(10)).toEqual(data.schedule.appendixPages.map(() => SCHEDULE_APPENDIX_TITLE))
    expect(data.schedule.continuesNote).toMatch(/pages? 11\b/)
    // Page 7's build-up says where the measured works are, appendix pages included.
    expect(data.onCosts.buildUp[0]!.basis).toMatch(/pages 4-5 and 11\b/)
    const all = [...data.schedule.pages[0], ...data.schedule.pages[1], ...data.schedule.appendixPages.flat()]
    const rows = all.filter((r) => r.kind === 'item')
    expect(rows).toHaveLength(plan.lineItems.length)
    expect(rows.reduce((a, r) => a + r.totalPence, 0)).toBe(plan.measuredWorksPence)
    for (const r of rows) expect(r.rate).not.toBe('')
    // Each page's rows, wrapped lines included, fit its room (page 5 beside the trade summary and the pointer).
    const L = SCHEDULE_LAYOUT
    const height = (rs: ScheduleRow[]) => rs.reduce((a, r) => a + scheduleRowPt(r, 'dense'), 0)
    expect(height(data.schedule.pages[0])).toBeLessThanOrEqual(L.pagePt - L.page4IntroPt)
    expect(height(data.schedule.pages[1])).toBeLessThanOrEqual(
      L.pagePt - L.page5FixedPt - L.continuesPt - data.schedule.tradeSummary.length * L.tradeSummaryRowPt,
    )
    for (const page of data.schedule.appendixPages) {
      expect(page[0]!.kind).toBe('trade')
      expect(height(page)).toBeLessThanOrEqual(L.pagePt)
    }
  })

  test('prints m2 from the engine as m²', () => {
    const data = engineData(ENGINE_SAMPLE_INPUTS.wholeHouse!)
    const units = new Set(itemRows(data).map((r) => r.unit))
    expect(units.has('m²')).toBe(true)
    expect(units.has('m2')).toBe(false)
  })
})
