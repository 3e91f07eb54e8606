import { describe, expect, test } from 'vitest'
import { testMapping } from '#tests/helpers/mapping-table'
import { computeTransactionTax, nationForRegion, type Nation } from './taxes'

/**
 * SDLT / LBTT / LTT against the worked examples the tax authorities publish, at a purchase date when the example's
 * rates were in force. Where no authority publishes an example for a case (the surcharges at today's rates), the test
 * says so and works it by hand from the published rates, band by band.
 */
const tax = (nation: Nation, pounds: number, date: string, isAdditionalDwelling = false) =>
  computeTransactionTax({ nation, pricePence: pounds * 100, date, isAdditionalDwelling })
const lineTaxes = (r: ReturnType<typeof tax>) => r.lines.map((l) => l.taxPence / 100)

describe('SDLT (England and Northern Ireland)', () => {
  test('gov.uk example, rates from 1 April 2025: a £295,000 house costs £4,750', () => {
    // https://www.gov.uk/stamp-duty-land-tax/residential-property-rates ("In April 2025 you buy a house for
    // £295,000"): 0% on the first £125,000 = £0; 2% on the second £125,000 = £2,500; 5% on the final £45,000 = £2,250.
    const r = tax('england', 295_000, '2025-04-15')
    expect(lineTaxes(r)).toEqual([0, 2_500, 2_250])
    expect(r.totalPence).toBe(475_000)
    expect(r.ratesFrom).toBe('2025-04-01')
  })

  test('gov.uk example, rates up to 31 March 2025: the same house in October 2024 costs £2,250', () => {
    // Same page ("In October 2024 you buy a house for £295,000"): 0% on the first £250,000; 5% on the final £45,000.
    const r = tax('england', 295_000, '2024-10-15')
    expect(lineTaxes(r)).toEqual([0, 2_250])
    expect(r.totalPence).toBe(225_000)
    expect(r.ratesFrom).toBe('2022-09-23')
  })

  test('HMRC example, higher rates at 3%: a £300,000 buy-to-let costs £14,000', () => {
    // HMRC SDLT Manual SDLTM09740 (https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09740):
    // 3% on the first £125,000 = £3,750; 5% on the next £125,000 = £6,250; 8% on the final £50,000 = £4,000.
    // Those bands and the 3% surcharge were in force from 1 Oct 2021 to 22 Sep 2022 (our table from 2021-10-01).
    const r = tax('england', 300_000, '2022-06-01', true)
    expect(r.isSurchargeApplied).toBe(true)
    expect(lineTaxes(r)).toEqual([3_750, 6_250, 4_000])
    expect(r.totalPence).toBe(1_400_000)
  })

  test('higher rates at 5% from 31 Oct 2024 and from 1 Apr 2025 (by hand: no published example found)', () => {
    // Rates: https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property (5% on top of
    // the main rates for completions from 31 Oct 2024). £300,000 from 1 Apr 2025: 5% × £125,000 = £6,250;
    // 7% × £125,000 = £8,750; 10% × £50,000 = £5,000 → £20,000.
    expect(tax('england', 300_000, '2025-06-01', true).totalPence).toBe(2_000_000)
    // 31 Oct 2024 (nil band £250,000): 5% × £250,000 = £12,500; 10% × £50,000 = £5,000 → £17,500; the day before, at
    // 3%: 3% × £250,000 = £7,500; 8% × £50,000 = £4,000 → £11,500.
    expect(tax('england', 300_000, '2024-10-31', true).totalPence).toBe(1_750_000)
    expect(tax('england', 300_000, '2024-10-30', true).totalPence).toBe(1_150_000)
  })

  test('the higher rates start at £40,000 (gov.uk: not charged when the consideration is less than £40,000)', () => {
    expect(tax('england', 39_999, '2025-06-01', true)).toMatchObject({ isSurchargeApplied: false, totalPence: 0 })
    // £40,000 × 5% = £2,000.
    expect(tax('england', 40_000, '2025-06-01', true)).toMatchObject({ isSurchargeApplied: true, totalPence: 200_000 })
  })

  test('Northern Ireland pays SDLT at the same rates; the total is rounded down to the pound', () => {
    expect(tax('northern_ireland', 295_000, '2025-04-15')).toMatchObject({ tax: 'SDLT', totalPence: 475_000 })
    // £250,001.50 from 1 Apr 2025: £2,500 + 5% × £1.50 (8p) → £2,500.08 → £2,500.
    const r = computeTransactionTax({
      nation: 'england',
      pricePence: 25_000_150,
      date: '2025-06-01',
      isAdditionalDwelling: false,
    })
    expect(r.totalPence).toBe(250_000)
  })

  test('a purchase before the oldest table held says so', () => {
    expect(tax('england', 295_000, '2019-01-01').note).toMatch(/oldest rates held/)
  })
})

describe('LBTT (Scotland)', () => {
  test('Revenue Scotland example: a £280,000 house costs £3,600', () => {
    // https://www.revenue.scot/land-buildings-transaction-tax/guidance/calculating-tax-rates-and-bands: 0% on the
    // first £145,000; 2% on the next £105,000 (£2,100); 5% on the next £30,000 (£1,500) → £3,600. Bands in force
    // from 1 Apr 2021 (our table from 2021-04-01) and unchanged since.
    const r = tax('scotland', 280_000, '2023-01-15')
    expect(lineTaxes(r)).toEqual([0, 2_100, 1_500])
    expect(r.totalPence).toBe(360_000)
  })

  test('ADS: 8% of the whole price from 5 Dec 2024, 6% before (by hand: no published figure found)', () => {
    // https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property/additional-dwelling-supplement-ads
    // ("ADS is … of the relevant consideration"); 8% from 5 Dec 2024 (SSI 2024/367), 6% from 16 Dec 2022.
    // £280,000: LBTT £3,600 + ADS 8% × £280,000 = £22,400 → £26,000; at 6%: £3,600 + £16,800 = £20,400.
    const now = tax('scotland', 280_000, '2025-01-10', true)
    expect(now).toMatchObject({ surchargePence: 2_240_000, totalPence: 2_600_000, ratesFrom: '2024-12-05' })
    expect(tax('scotland', 280_000, '2024-12-04', true)).toMatchObject({
      surchargePence: 1_680_000,
      totalPence: 2_040_000,
    })
    // Below £40,000 no ADS.
    expect(tax('scotland', 39_999, '2025-01-10', true).totalPence).toBe(0)
  })
})

describe('LTT (Wales)', () => {
  test('Welsh Revenue Authority example: £350,000 at the main rates from 10 Oct 2022 costs £7,500', () => {
    // https://www.gov.wales/calculation-land-transaction-tax-payable-technical-guidance, LTTA/3020 Example 2:
    // £225,000 × 0% = £0; £125,000 × 6% = £7,500.
    const r = tax('wales', 350_000, '2023-06-01')
    expect(lineTaxes(r)).toEqual([0, 7_500])
    expect(r.totalPence).toBe(750_000)
  })

  test('Welsh Revenue Authority example: £260,000 at the main rates from 1 Jul 2021 costs £2,950', () => {
    // https://gov.wales/land-transaction-tax-rates-and-bands (the bands from 1 Apr 2018, again from 1 Jul 2021 to
    // 9 Oct 2022): 0% on the first £180,000; 3.5% on the next £70,000 = £2,450; 5% on the final £10,000 = £500.
    const r = tax('wales', 260_000, '2022-01-15')
    expect(lineTaxes(r)).toEqual([0, 2_450, 500])
    expect(r.totalPence).toBe(295_000)
  })

  test('higher residential rates from 11 Dec 2024 and before (by hand from the regulations)', () => {
    // The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) Regulations 2018, Table 2 as amended
    // (https://www.legislation.gov.uk/wsi/2018/128/schedule): 5% to £180,000, 8.5% to £250,000, 10% to £400,000.
    // £260,000: £9,000 + £5,950 + £1,000 = £15,950. From 22 Dec 2020 (WSI 2020/1618) to 10 Dec 2024: 4%, 7.5%, 9%:
    // £7,200 + £5,250 + £900 = £13,350.
    expect(lineTaxes(tax('wales', 260_000, '2024-12-11', true))).toEqual([9_000, 5_950, 1_000])
    expect(tax('wales', 260_000, '2024-12-11', true).totalPence).toBe(1_595_000)
    expect(tax('wales', 260_000, '2024-12-10', true).totalPence).toBe(1_335_000)
  })
})

describe('nationForRegion', () => {
  testMapping(nationForRegion, [
    ['scotland', 'scotland'],
    ['Wales', 'wales'],
    ['ni', 'northern_ireland'],
    ['Northern Ireland', 'northern_ireland'],
    ['london', 'england'],
    ['uk_average', 'england'],
  ])
})
