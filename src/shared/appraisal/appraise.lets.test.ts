import { describe, expect, test } from 'vitest'
import { HOLDING, LET_COSTS, TWO_MONTHS } from '#tests/fixtures/appraisal-worked-examples'
import { appraise } from './appraise'

/**
 * One worked example per strategy (decision 029): every input typed (no defaults), and each figure worked
 * out by hand below with literal numbers, to the penny. Money in pence (£1 = 100). Rounding, as the module documents:
 * a percent of pence is rounded half up to the penny; monthly interest is balance × annual rate ÷ 12, rounded half up;
 * a percent output is rounded half up to two decimals.
 */

describe('appraise: worked examples by hand, lets', () => {
  test('single let on a buy-to-let mortgage (England, June 2025)', () => {
    const r = appraise(
      {
        strategy: 'single_let',
        purchaseDate: '2025-06-01',
        purchasePricePence: 20_000_000, // £200,000
        gdvPence: 25_000_000, // £250,000
        worksCase: 'likely',
        monthlyRentPence: 110_000, // £1,100
        legalFeesPence: 150_000,
        surveyFeesPence: 50_000,
        otherAcquisitionPence: 0,
        isAdditionalDwelling: true,
        finance: {
          type: 'btl_mortgage',
          ltvPercent: 75,
          annualRatePercent: 6,
          termMonths: 300,
          arrangementFeePercent: 2,
        },
        icr: { preset: 'basic_rate' },
        ...HOLDING,
        ...LET_COSTS,
      },
      { ...TWO_MONTHS, region: 'north_west' },
    )
    expect(r).toMatchObject({
      // SDLT from 1 Apr 2025 with the 5% higher rates: 5% × £125,000 = £6,250; 7% × £75,000 = £5,250 → £11,500.
      tax: { totalPence: 1_150_000 },
      // Acquisition: 20,000,000 + 1,150,000 + 150,000 + 50,000 = 21,350,000.
      acquisition: { totalPence: 21_350_000 },
      finance: {
        // Loan 75% × 20,000,000 = 15,000,000; arrangement fee 2% × 15,000,000 = 300,000.
        purchaseLoanPence: 15_000_000,
        arrangementFeePence: 300_000,
        // Interest while the works run (2 months), paid monthly: 15,000,000 × 6% ÷ 12 = 75,000 a month → 150,000.
        interestPence: 150_000,
        totalPence: 450_000, // 300,000 + 150,000
      },
      // Holding: (10,000 + 5,000 + 5,000) × 2 = 40,000.
      holding: { totalPence: 40_000 },
      // Total cost: 21,350,000 + works 2,400,000 + 40,000 + 450,000 = 24,240,000.
      totalCostPence: 24_240_000,
      // Money in: at purchase 21,350,000 + 300,000 − 15,000,000 = 6,650,000;
      // each works month 1,200,000 + 20,000 + 75,000 = 1,295,000, twice → 6,650,000 + 2,590,000 = 9,240,000.
      totalMoneyInPence: 9_240_000,
      moneyLeftInPence: 9_240_000,
      // Profit (equity the works create): 25,000,000 − 24,240,000 = 760,000;
      // on cost 760,000 ÷ 24,240,000 = 3.1353% → 3.14; on GDV 760,000 ÷ 25,000,000 = 3.04%.
      profitPence: 760_000,
      profitOnCostPercent: 3.14,
      profitOnGdvPercent: 3.04,
    })
    // Income: rent 110,000 × 12 = 1,320,000; voids 4% = 52,800; management 10% × (1,320,000 − 52,800) = 126,720;
    // maintenance 5% × 1,320,000 = 66,000; insurance 30,000 → running costs 275,520; NOI 1,044,480.
    // Mortgage interest a year 6% × 15,000,000 = 900,000 → cash flow 144,480.
    expect(r.income).toMatchObject({
      grossAnnualRentPence: 1_320_000,
      voidsPence: 52_800,
      managementPence: 126_720,
      maintenancePence: 66_000,
      insurancePence: 30_000,
      licencePence: 0,
      runningCostsPence: 275_520,
      netOperatingIncomePence: 1_044_480,
      annualInterestPence: 900_000,
      netAnnualCashFlowPence: 144_480,
    })
    expect(r).toMatchObject({
      // Yields on price + works (22,400,000): 1,320,000 ÷ 22,400,000 = 5.8929% → 5.89; 1,044,480 ÷ 22,400,000 = 4.6629% → 4.66.
      grossYieldPercent: 5.89,
      netYieldPercent: 4.66,
      // Cash-on-cash: 144,480 ÷ 9,240,000 = 1.5636% → 1.56.
      cashOnCashPercent: 1.56,
    })
    // ICR 125% at 5.5%: cover 1,320,000 ÷ (15,000,000 × 5.5% = 825,000) = 160%; largest loan 1,320,000 ÷ (1.25 × 0.055) = 19,200,000.
    expect(r.icr).toMatchObject({ ratioPercent: 125, stressRatePercent: 5.5, coverPercent: 160, isPassing: true })
    expect(r.icr!.maxLoanPence).toBe(19_200_000)
    // Uplift: 25,000,000 − 20,000,000 = 5,000,000; less works 2,400,000 = 2,600,000; per £1 of works 208.33%.
    expect(r.uplift).toEqual({
      valueUpliftPence: 5_000_000,
      worksPence: 2_400_000,
      netUpliftPence: 2_600_000,
      upliftPerWorksPercent: 208.33,
    })
    // A let breaks even at a value equal to its total cost.
    expect(r.breakEvenGdvPence).toBe(24_240_000)
    // First month let: NOI ÷ 12 = 87,040 less the month's interest 75,000 = 12,040 out.
    expect(r.monthly[3]).toMatchObject({ month: 3, moneyInPence: 0, moneyOutPence: 12_040 })
  })

  test('HMO bought with cash (Wales, June 2025): LTT higher rates, cost and rent per room', () => {
    const r = appraise(
      {
        strategy: 'hmo',
        purchaseDate: '2025-06-01',
        purchasePricePence: 18_000_000, // £180,000
        gdvPence: 24_000_000,
        worksCase: 'likely',
        rooms: 5,
        roomRentMonthlyPence: 55_000, // £550 a room
        legalFeesPence: 120_000,
        surveyFeesPence: 60_000,
        otherAcquisitionPence: 20_000,
        isAdditionalDwelling: true,
        finance: { type: 'cash' },
        icr: { preset: 'hmo' },
        holdingMonths: 3,
        councilTaxMonthlyPence: 12_000,
        holdingInsuranceMonthlyPence: 6_000,
        utilitiesMonthlyPence: 8_000, // £260 a month
        voidsPercent: 8,
        managementPercent: 15,
        maintenancePercent: 5,
        landlordInsuranceAnnualPence: 60_000,
        hmoLicenceAnnualPence: 20_000,
        billsMonthlyPence: 50_000,
        otherAnnualCostsPence: 0,
      },
      {
        works: { lowPence: 3_000_000, likelyPence: 3_600_000, highPence: 4_500_000 },
        programmeMonths: 3,
        drawdownWeights: [1, 2, 1],
        region: 'wales',
        priceDate: '2025-06-01',
      },
    )
    // LTT higher residential rates from 11 Dec 2024: 5% × £180,000 = £9,000.
    expect(r.tax).toMatchObject({ tax: 'LTT', totalPence: 900_000, isSurchargeApplied: true })
    // Acquisition 18,000,000 + 900,000 + 120,000 + 60,000 + 20,000 = 19,100,000.
    expect(r.acquisition.totalPence).toBe(19_100_000)
    // Works 3,600,000 drawn 1:2:1 → 900,000, 1,800,000, 900,000.
    expect(r.monthly.slice(1, 4).map((m) => m.worksPence)).toEqual([900_000, 1_800_000, 900_000])
    expect(r).toMatchObject({
      // Holding 26,000 × 3 = 78,000; no finance. Total cost 19,100,000 + 3,600,000 + 78,000 = 22,778,000 = money in.
      holding: { totalPence: 78_000 },
      finance: { totalPence: 0 },
      totalCostPence: 22_778_000,
      totalMoneyInPence: 22_778_000,
    })
    // Rent 5 × 55,000 × 12 = 3,300,000; voids 8% = 264,000; management 15% × 3,036,000 = 455,400;
    // maintenance 5% = 165,000; insurance 60,000; licence 20,000; bills 50,000 × 12 = 600,000
    // → running costs 1,564,400; NOI 1,735,600 (no loan, so cash flow the same).
    expect(r.income).toMatchObject({
      grossAnnualRentPence: 3_300_000,
      voidsPence: 264_000,
      managementPence: 455_400,
      maintenancePence: 165_000,
      licencePence: 20_000,
      billsPence: 600_000,
      runningCostsPence: 1_564_400,
      netOperatingIncomePence: 1_735_600,
      netAnnualCashFlowPence: 1_735_600,
    })
    expect(r).toMatchObject({
      // Profit 24,000,000 − 22,778,000 = 1,222,000: on cost 5.3648% → 5.36, on GDV 5.0917% → 5.09.
      profitPence: 1_222_000,
      profitOnCostPercent: 5.36,
      profitOnGdvPercent: 5.09,
      // Yields on 21,600,000: 3,300,000 → 15.2778% → 15.28; 1,735,600 → 8.0352% → 8.04.
      grossYieldPercent: 15.28,
      netYieldPercent: 8.04,
      // Cash-on-cash 1,735,600 ÷ 22,778,000 = 7.6196% → 7.62.
      cashOnCashPercent: 7.62,
    })
    // Per room: 21,600,000 ÷ 5 = 4,320,000; rent 55,000 a room a month.
    expect(r.perRoom).toEqual({ rooms: 5, costPerRoomPence: 4_320_000, rentPerRoomMonthlyPence: 55_000 })
    // No loan to test; the HMO preset (140% at 5.5%) allows 3,300,000 ÷ (1.4 × 0.055) = 42,857,142.86 → 42,857,142.
    expect(r.icr).toMatchObject({ ratioPercent: 140, stressRatePercent: 5.5, coverPercent: null, loanPence: 0 })
    expect(r.icr!.maxLoanPence).toBe(42_857_142)
  })

  test('serviced let bought with cash, no surcharge (England, June 2025)', () => {
    const r = appraise(
      {
        strategy: 'serviced',
        purchaseDate: '2025-06-01',
        purchasePricePence: 20_000_000,
        gdvPence: 23_500_000,
        worksCase: 'likely',
        nightlyRatePence: 15_000, // £150 a night
        occupancyPercent: 55,
        legalFeesPence: 150_000,
        surveyFeesPence: 50_000,
        otherAcquisitionPence: 0,
        isAdditionalDwelling: false,
        finance: { type: 'cash' },
        ...HOLDING,
        voidsPercent: 0,
        managementPercent: 20,
        maintenancePercent: 5,
        landlordInsuranceAnnualPence: 60_000,
        billsMonthlyPence: 30_000,
        otherAnnualCostsPence: 50_000,
      },
      { ...TWO_MONTHS, region: 'south_west' },
    )
    // SDLT main rates from 1 Apr 2025: 2% × £75,000 = £1,500.
    expect(r.tax).toMatchObject({ totalPence: 150_000, isSurchargeApplied: false })
    // Money in = total cost: 20,000,000 + 150,000 + 150,000 + 50,000 + 2,400,000 + 40,000 = 22,790,000.
    expect(r.totalCostPence).toBe(22_790_000)
    expect(r.totalMoneyInPence).toBe(22_790_000)
    // Income: 15,000 × 365 = 5,475,000 × 55% = 3,011,250; management 20% = 602,250; maintenance 5% = 150,562.5
    // → 150,563 (half up); insurance 60,000; bills 30,000 × 12 = 360,000; other 50,000 → running 1,222,813; NOI 1,788,437.
    expect(r.income).toMatchObject({
      grossAnnualRentPence: 3_011_250,
      voidsPence: 0,
      managementPence: 602_250,
      maintenancePence: 150_563,
      billsPence: 360_000,
      otherPence: 50_000,
      runningCostsPence: 1_222_813,
      netOperatingIncomePence: 1_788_437,
      netAnnualCashFlowPence: 1_788_437,
    })
    expect(r).toMatchObject({
      // Yields on 22,400,000: 13.4431% → 13.44; 7.9841% → 7.98. Cash-on-cash 1,788,437 ÷ 22,790,000 = 7.8475% → 7.85.
      grossYieldPercent: 13.44,
      netYieldPercent: 7.98,
      cashOnCashPercent: 7.85,
      // Profit 23,500,000 − 22,790,000 = 710,000 → 3.1154% → 3.12.
      profitPence: 710_000,
      profitOnCostPercent: 3.12,
    })
    expect(r.notes.some((n) => n.startsWith('Serviced and holiday lets need a lender'))).toBe(true)
  })
})
