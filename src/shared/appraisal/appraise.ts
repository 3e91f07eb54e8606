import { formatGbp } from '../format'
import { runCashFlow, type Run } from './cash-flow'
import { divRound, fromBp, icrMaxLoan, percentOf } from './maths'
import { resolveAppraisalInput, worksFor, type ResolvedAppraisal } from './resolve'
import type { AppraisalResult, Percent, SensitivityRow } from './result'
import { APPRAISAL_STRATEGY_LABELS, type AppraisalContext, type AppraisalInput } from './schema'
import { bp, computeTransactionTax, nationForRegion, type TransactionTaxResult } from './taxes'

/**
 * The appraisal: pure, pence in and out, integer maths with explicit rounding (maths.ts). The inputs are resolved
 * with their defaults and sources (resolve.ts), the deal's cash flow runs month by month (cash-flow.ts), and this file
 * puts the result together: taxes, the sensitivity table, the lender's ICR test and the notes.
 */
export { allocateByWeights, percentOf } from './maths'
export { resolveAppraisalInput } from './resolve'

const cashOnCash = (x: Run): Percent =>
  x.income && x.moneyLeftInPence > 0 ? percentOf(x.income.netAnnualCashFlowPence, x.moneyLeftInPence) : null

/** Works at the estimate's low / likely / high, the end value ±10%, the rates ±1 point. */
function sensitivityRows(r: ResolvedAppraisal, ctx: AppraisalContext, taxPence: number): SensitivityRow[] {
  const worksUsed = worksFor(ctx, r.worksCase)
  // A GDV typed by the buyer stays put when the works change; the default one (price + works) moves with them.
  const gdvFor = (works: number) => (r.isGdvTyped ? r.gdvPence : r.pricePence + works)
  const { lowPence, likelyPence, highPence } = ctx.works
  const rows: [SensitivityRow['key'], string, number, number, number][] = [
    ['works_low', 'Works at the estimate’s low figure', lowPence, gdvFor(lowPence), 0],
    ['works_likely', 'Works at the likely figure', likelyPence, gdvFor(likelyPence), 0],
    ['works_high', 'Works at the estimate’s high figure', highPence, gdvFor(highPence), 0],
    ['gdv_minus_10', 'Value after works 10% lower', worksUsed, r.gdvPence - bp(r.gdvPence, 1_000), 0],
    ['gdv_plus_10', 'Value after works 10% higher', worksUsed, r.gdvPence + bp(r.gdvPence, 1_000), 0],
    ['rate_minus_1', 'Interest rates 1 point lower', worksUsed, r.gdvPence, -100],
    ['rate_plus_1', 'Interest rates 1 point higher', worksUsed, r.gdvPence, 100],
  ]
  return rows.map(([key, label, works, gdv, shift]) => {
    const x = runCashFlow(r, ctx, { taxPence, worksPence: works, gdvPence: gdv, rateShiftBp: shift })
    return {
      key,
      label,
      worksPence: works,
      gdvPence: gdv,
      annualRatePercent: fromBp(r.strategy === 'flip' || !x.longTermRateBp ? x.finance.rateBp : x.longTermRateBp),
      totalCostPence: x.totalCostPence,
      profitPence: x.profitPence,
      profitOnCostPercent: percentOf(x.profitPence, x.totalCostPence),
      moneyLeftInPence: x.moneyLeftInPence,
      netAnnualCashFlowPence: x.income?.netAnnualCashFlowPence ?? 0,
      cashOnCashPercent: cashOnCash(x),
    }
  })
}

/** The lender's interest cover test on the long-term loan, at the preset's (or the buyer's) ratio and stress rate. */
function icrTest(r: ResolvedAppraisal, base: Run): AppraisalResult['icr'] {
  if (r.strategy === 'flip') return null
  const rent = base.income?.grossAnnualRentPence ?? 0
  const loan = base.longTermLoanPence
  return {
    preset: r.icr.preset,
    ratioPercent: fromBp(r.icr.ratioBp),
    stressRatePercent: fromBp(r.icr.stressBp),
    source: r.icr.source,
    sourceDate: r.icr.sourceDate,
    loanPence: loan,
    coverPercent: loan > 0 ? percentOf(rent * 10_000, loan * r.icr.stressBp) : null,
    isPassing: rent * 100_000_000 >= loan * r.icr.stressBp * r.icr.ratioBp,
    maxLoanPence: icrMaxLoan(rent, r.icr.ratioBp, r.icr.stressBp),
  }
}

function notesFor(r: ResolvedAppraisal, tax: TransactionTaxResult, base: Run, icr: AppraisalResult['icr']): string[] {
  const pounds = (pence: number) => formatGbp(pence, { wholePounds: true })
  const notes: string[] = [
    'Not financial advice: an appraisal of the figures you typed and the estimate’s cost, before income and capital gains tax. Check terms with a broker, valuer and accountant.',
    `${tax.label} ${pounds(tax.totalPence)} at the rates in force on ${r.purchaseDate} (from ${tax.ratesFrom}${tax.isSurchargeApplied ? ', with the additional-dwelling rates' : ''}).`,
  ]
  if (tax.note) notes.push(tax.note)
  if (base.finance.isOverTerm)
    notes.push(
      `The bridge runs past its ${r.finance.termMonths}-month term: expect extension fees or default interest.`,
    )
  if (base.refinance?.isCapped)
    notes.push(
      `Six-month rule: refinancing in month ${base.refinance.month} the lender values at ${pounds(base.refinance.valuationPence)}, not the end value.`,
    )
  if (base.refinance && icr && base.refinance.loanPence < bp(base.refinance.valuationPence, r.refinance.ltvBp))
    notes.push(
      `The rent limits the refinance: the lender’s ${fromBp(r.icr.ratioBp)}% cover at ${fromBp(r.icr.stressBp)}% allows ${pounds(icr.maxLoanPence)}.`,
    )
  if (r.strategy === 'serviced')
    notes.push(
      'Serviced and holiday lets need a lender that accepts them; many assess holiday-let income on their own terms.',
    )
  return notes
}

/** Yields, cash-on-cash, per-room figures and the value uplift the works buy. */
function returnsOf(r: ResolvedAppraisal, base: Run, worksUsed: number) {
  const isFlip = r.strategy === 'flip'
  const assetCost = r.pricePence + worksUsed
  const rent = base.income?.grossAnnualRentPence ?? 0
  return {
    grossYieldPercent: isFlip ? null : percentOf(rent, assetCost),
    netYieldPercent: isFlip ? null : percentOf(base.income?.netOperatingIncomePence ?? 0, assetCost),
    cashOnCashPercent: cashOnCash(base),
    perRoom:
      r.strategy === 'hmo' && r.rooms > 0
        ? {
            rooms: r.rooms,
            costPerRoomPence: divRound(assetCost, r.rooms),
            rentPerRoomMonthlyPence: r.roomRentMonthlyPence,
          }
        : null,
    uplift: {
      valueUpliftPence: r.gdvPence - r.pricePence,
      worksPence: worksUsed,
      netUpliftPence: r.gdvPence - r.pricePence - worksUsed,
      upliftPerWorksPercent: percentOf(r.gdvPence - r.pricePence, worksUsed),
    },
  }
}

/**
 * Appraises a deal on the estimate: `input` as the buyer typed it (validated by AppraisalInputSchema; blanks take
 * the defaults), `context` from the estimate (works cost range, programme, drawdown, region, price date).
 */
export function appraise(input: AppraisalInput, context: AppraisalContext): AppraisalResult {
  const r = resolveAppraisalInput(input, context)
  const nation = nationForRegion(context.region)
  const tax = computeTransactionTax({
    nation,
    pricePence: r.pricePence,
    date: r.purchaseDate,
    isAdditionalDwelling: r.isAdditionalDwelling,
  })
  const worksUsed = worksFor(context, r.worksCase)
  const base = runCashFlow(r, context, {
    taxPence: tax.totalPence,
    worksPence: worksUsed,
    gdvPence: r.gdvPence,
    rateShiftBp: 0,
  })
  const icr = icrTest(r, base)
  return {
    strategy: r.strategy,
    strategyLabel: APPRAISAL_STRATEGY_LABELS[r.strategy],
    assumptions: r.assumptions,
    purchaseDate: r.purchaseDate,
    nation,
    tax,
    acquisition: {
      pricePence: r.pricePence,
      taxPence: tax.totalPence,
      legalFeesPence: r.legalFeesPence,
      surveyFeesPence: r.surveyFeesPence,
      otherPence: r.otherAcquisitionPence,
      totalPence: base.acquisitionPence,
    },
    works: { case: r.worksCase, ...context.works, usedPence: worksUsed },
    finance: { type: r.finance.type, annualRatePercent: fromBp(r.finance.rateBp), ...withoutRate(base.finance) },
    holding: base.holding,
    totalCostPence: base.totalCostPence,
    totalMoneyInPence: base.totalMoneyInPence,
    profitPence: base.profitPence,
    profitOnCostPercent: percentOf(base.profitPence, base.totalCostPence),
    profitOnGdvPercent: percentOf(base.profitPence, r.gdvPence),
    gdvPence: r.gdvPence,
    saleCostsPence: base.saleCostsPence,
    income: base.income,
    ...returnsOf(r, base, worksUsed),
    refinance: base.refinance,
    moneyLeftInPence: base.moneyLeftInPence,
    icr,
    sensitivity: sensitivityRows(r, context, tax.totalPence),
    breakEvenGdvPence: base.breakEvenGdvPence,
    monthly: base.monthly,
    notes: notesFor(r, tax, base, icr),
  }
}

function withoutRate({ rateBp: _rateBp, ...finance }: Run['finance']) {
  return finance
}
