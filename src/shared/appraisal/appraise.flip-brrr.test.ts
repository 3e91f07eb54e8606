import { describe, expect, test } from 'vitest'
import { HOLDING, LET_COSTS, TWO_MONTHS } from '#tests/fixtures/appraisal-worked-examples'
import { appraise } from './appraise'

/**
 * One worked example per strategy (decision 029): every input typed (no defaults), and each figure worked
 * out by hand below with literal numbers, to the penny. Money in pence (£1 = 100). Rounding, as the module documents:
 * a percent of pence is rounded half up to the penny; monthly interest is balance × annual rate ÷ 12, rounded half up;
 * a percent output is rounded half up to two decimals.
 */

describe('appraise: worked examples by hand, trading and refinancing', () => {
  test('flip on a bridge drawn in tranches (Scotland, June 2025): LBTT with ADS, sale, break-even', () => {
    const r = appraise(
      {
        strategy: 'flip',
        purchaseDate: '2025-06-01',
        purchasePricePence: 15_000_000, // £150,000
        gdvPence: 21_000_000, // £210,000
        worksCase: 'likely',
        legalFeesPence: 100_000,
        surveyFeesPence: 50_000,
        otherAcquisitionPence: 0,
        isAdditionalDwelling: true,
        finance: {
          type: 'bridging',
          ltvPercent: 70,
          annualRatePercent: 12,
          termMonths: 12,
          arrangementFeePercent: 2,
          exitFeePercent: 1,
          worksFundedPercent: 100,
        },
        ...HOLDING,
        saleMonths: 3,
        saleAgentPercent: 1.5,
        saleLegalPence: 120_000,
      },
      { ...TWO_MONTHS, region: 'scotland' },
    )
    // LBTT: 2% × (£150,000 − £145,000) = £100; ADS 8% × £150,000 = £12,000 → £12,100.
    expect(r.tax).toMatchObject({ tax: 'LBTT', surchargePence: 1_200_000, totalPence: 1_210_000 })
    // Acquisition 15,000,000 + 1,210,000 + 100,000 + 50,000 = 16,360,000.
    expect(r.acquisition.totalPence).toBe(16_360_000)
    // Bridge: 70% × 15,000,000 = 10,500,000 at purchase + the works 1,200,000 in month 1 and month 2 = 12,900,000;
    // arrangement 2% × 12,900,000 = 258,000.
    expect(r.finance).toMatchObject({
      purchaseLoanPence: 10_500_000,
      worksLoanPence: 2_400_000,
      arrangementFeePence: 258_000,
    })
    expect(r).toMatchObject({
      finance: {
        // Interest rolled up at 1% a month on the drawn balance: month 1 11,700,000 → 117,000; months 2-5 12,900,000
        // → 129,000 each; 117,000 + 4 × 129,000 = 633,000. Exit fee 1% × 12,900,000 = 129,000.
        interestPence: 633_000,
        exitFeePence: 129_000,
        totalPence: 1_020_000, // 258,000 + 633,000 + 129,000
      },
    })
    // Holding through the works and the sale: 20,000 × (2 + 3) = 100,000.
    expect(r.holding).toMatchObject({ months: 5, totalPence: 100_000 })
    expect(r).toMatchObject({
      // Total cost 16,360,000 + 2,400,000 + 100,000 + 1,020,000 = 19,880,000.
      totalCostPence: 19_880_000,
      // Sale costs 1.5% × 21,000,000 + 120,000 = 435,000; profit 21,000,000 − 435,000 − 19,880,000 = 685,000.
      saleCostsPence: 435_000,
      profitPence: 685_000,
      // On cost 685,000 ÷ 19,880,000 = 3.4457% → 3.45; on GDV 685,000 ÷ 21,000,000 = 3.2619% → 3.26.
      profitOnCostPercent: 3.45,
      profitOnGdvPercent: 3.26,
      // Money in: 16,360,000 + 258,000 − 10,500,000 = 6,118,000 at purchase, then 20,000 a month for 5 months = 6,218,000.
      // The sale pays out 21,000,000 − 435,000 − 12,900,000 − 633,000 − 129,000 = 6,903,000 (6,903,000 − 6,218,000 = profit).
      totalMoneyInPence: 6_218_000,
    })
    expect(r.monthly[5]).toMatchObject({ month: 5, label: 'Month 5 (sale)', moneyOutPence: 6_903_000 })
    expect(r.moneyLeftInPence).toBe(0)
    // Break-even GDV: g − 1.5% × g − 120,000 ≥ 19,880,000 → g ≥ 20,000,000 ÷ 0.985 = 20,304,568.53; at 20,304,568 the
    // agent's 1.5% rounds to 304,569 and leaves 19,999,999, so the first sale price that covers every cost is 20,304,569.
    expect(r.breakEvenGdvPence).toBe(20_304_569)
    expect(r.income).toBeNull()
    expect(r.icr).toBeNull()
  })

  test('BRRR: bridge, refinance at 75% of the end value in month 6 (England, June 2025)', () => {
    const r = appraise(brrrInput({ month: 6, sixMonthRule: 'none' }), { ...TWO_MONTHS, region: 'south_east' })
    // SDLT higher rates: 5% × £100,000 = £5,000. Acquisition 10,000,000 + 500,000 + 100,000 + 50,000 = 10,650,000.
    expect(r.tax.totalPence).toBe(500_000)
    expect(r.acquisition.totalPence).toBe(10_650_000)
    // Bridge 75% × 10,000,000 = 7,500,000, plus half the works: 600,000 in months 1 and 2 → 8,700,000;
    // arrangement 2% × 8,700,000 = 174,000.
    expect(r.finance).toMatchObject({
      purchaseLoanPence: 7_500_000,
      worksLoanPence: 1_200_000,
      arrangementFeePence: 174_000,
    })
    // Rolled interest at 1% a month: 81,000 (8,100,000) + 87,000 × 5 (months 2-6) = 516,000; exit fee 1% = 87,000.
    expect(r.finance.interestPence).toBe(516_000)
    expect(r.finance.exitFeePence).toBe(87_000)
    // Refinance: 75% × 16,000,000 = 12,000,000 (the rent allows 1,200,000 ÷ (1.25 × 0.055) = 17,454,545);
    // fee 2% = 240,000; repays 8,700,000 + 516,000 + 87,000 = 9,303,000; releases 12,000,000 − 9,303,000 − 240,000 = 2,457,000.
    expect(r.refinance).toMatchObject({
      isApplied: true,
      month: 6,
      isCapped: false,
      valuationPence: 16_000_000,
      loanPence: 12_000_000,
      arrangementFeePence: 240_000,
      repaidPence: 9_303_000,
      releasedPence: 2_457_000,
    })
    expect(r).toMatchObject({
      // Finance 174,000 + 516,000 + 87,000 + 240,000 = 1,017,000; total cost 10,650,000 + 2,400,000 + 40,000 + 1,017,000 = 14,107,000.
      finance: { totalPence: 1_017_000 },
      totalCostPence: 14_107_000,
      // Profit 16,000,000 − 14,107,000 = 1,893,000 → 13.4189% on cost → 13.42.
      profitPence: 1_893_000,
      profitOnCostPercent: 13.42,
      // Money in: 10,650,000 + 174,000 − 7,500,000 = 3,324,000; months 1-2: half the works 600,000 + holding 20,000
      // = 620,000 each → 4,564,000. Left in after the refinance: 4,564,000 − 2,457,000 = 2,107,000.
      totalMoneyInPence: 4_564_000,
      moneyLeftInPence: 2_107_000,
    })
    // Rent 1,200,000; voids 48,000; management 10% × 1,152,000 = 115,200; maintenance 60,000; insurance 30,000
    // → NOI 946,800; interest on the new loan 6% × 12,000,000 = 720,000 → cash flow 226,800.
    expect(r.income).toMatchObject({
      netOperatingIncomePence: 946_800,
      annualInterestPence: 720_000,
      netAnnualCashFlowPence: 226_800,
    })
    // Cash-on-cash 226,800 ÷ 2,107,000 = 10.7641% → 10.76. ICR cover 1,200,000 ÷ 660,000 = 181.82%.
    expect(r.cashOnCashPercent).toBe(10.76)
    expect(r.icr).toMatchObject({
      loanPence: 12_000_000,
      coverPercent: 181.82,
      isPassing: true,
      maxLoanPence: 17_454_545,
    })
    // Yields on 12,400,000: 9.6774% → 9.68 and 7.6355% → 7.64.
    expect(r.grossYieldPercent).toBe(9.68)
    expect(r.netYieldPercent).toBe(7.64)
  })

  test('BRRR under the six-month rule: refinancing in month 4 at the purchase price puts money back in', () => {
    const r = appraise(brrrInput({ month: 4, sixMonthRule: 'purchase_price' }), { ...TWO_MONTHS, region: 'south_east' })
    // Valued at the price, 10,000,000 (month 4 < 6): loan 75% = 7,500,000, fee 150,000. Interest to month 4:
    // 81,000 + 87,000 × 3 = 342,000; repays 8,700,000 + 342,000 + 87,000 = 9,129,000;
    // released 7,500,000 − 9,129,000 − 150,000 = −1,779,000 (the investor pays it in).
    expect(r.refinance).toMatchObject({
      isCapped: true,
      valuationPence: 10_000_000,
      loanPence: 7_500_000,
      repaidPence: 9_129_000,
      releasedPence: -1_779_000,
    })
    expect(r).toMatchObject({
      // Money in 4,564,000 before the refinance + 1,779,000 at it = 6,343,000, all of it left in.
      totalMoneyInPence: 6_343_000,
      moneyLeftInPence: 6_343_000,
      // Cash flow 946,800 − 6% × 7,500,000 (450,000) = 496,800 → 496,800 ÷ 6,343,000 = 7.8323% → 7.83.
      cashOnCashPercent: 7.83,
    })
    expect(r.notes.some((n) => n.startsWith('Six-month rule: refinancing in month 4'))).toBe(true)
  })
})

function brrrInput(refinance: { month: number; sixMonthRule: 'none' | 'purchase_price' }) {
  return {
    strategy: 'brrr' as const,
    purchaseDate: '2025-06-01',
    purchasePricePence: 10_000_000, // £100,000
    gdvPence: 16_000_000, // £160,000
    worksCase: 'likely' as const,
    monthlyRentPence: 100_000,
    legalFeesPence: 100_000,
    surveyFeesPence: 50_000,
    otherAcquisitionPence: 0,
    isAdditionalDwelling: true,
    finance: {
      type: 'bridging' as const,
      ltvPercent: 75,
      annualRatePercent: 12,
      termMonths: 12,
      arrangementFeePercent: 2,
      exitFeePercent: 1,
      worksFundedPercent: 50,
    },
    refinance: { ltvPercent: 75, annualRatePercent: 6, arrangementFeePercent: 2, ...refinance },
    icr: { preset: 'basic_rate' as const },
    ...HOLDING,
    ...LET_COSTS,
  }
}
