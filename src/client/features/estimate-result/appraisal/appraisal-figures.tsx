import { CheckCircle2, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import type { AppraisalResult } from '#shared/appraisal/result'
import { cn } from '#client/lib/cn'
import { money, months, percent } from './appraisal-format'
import { FINANCE_LABELS } from './appraisal-inputs'

/** One figure: its name, its value and, under it, what it is worked out from (decision 029: every figure says so). */
export function Figure({
  id,
  label,
  value,
  basis,
  strong = false,
}: {
  id: string
  label: string
  value: string
  basis?: ReactNode
  strong?: boolean
}) {
  return (
    // dt and dd straight inside the one div (a definition list allows only that wrapper), laid out as a grid.
    <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 py-2.5">
      <dt className={cn('text-sm', strong ? 'font-semibold text-navy-900' : 'text-navy-800')}>{label}</dt>
      <dd
        className={cn('text-right tabular-nums', strong ? 'text-lg font-bold text-navy-900' : 'font-medium')}
        data-testid={`appraisal-${id}`}
      >
        {value}
      </dd>
      {basis ? <dd className="col-span-2 mt-0.5 text-xs leading-snug text-muted">{basis}</dd> : null}
    </div>
  )
}

function FigureGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-card border border-line bg-white px-4 py-3">
      <h4 className="text-sm font-semibold tracking-wide text-teal-800 uppercase">{title}</h4>
      <dl className="divide-y divide-line">{children}</dl>
    </section>
  )
}

/** Money in and the costs it is made of. */
export function MoneyInFigures({ result }: { result: AppraisalResult }) {
  const { acquisition, tax, works, holding, finance } = result
  const fees = acquisition.legalFeesPence + acquisition.surveyFeesPence + acquisition.otherPence
  return (
    <FigureGroup title="Money in">
      <Figure
        id="money-in"
        label="Total money in (your own cash at the peak)"
        value={money(result.totalMoneyInPence)}
        strong
        basis={
          finance.type === 'cash'
            ? 'Paid in cash: the price, tax, fees, works and holding costs.'
            : `The deposit, tax and fees, the works the lender does not fund and the finance costs you pay as you go (${FINANCE_LABELS[finance.type].toLowerCase()}, ${finance.annualRatePercent}% a year).`
        }
      />
      <Figure id="price" label="Purchase price" value={money(acquisition.pricePence)} />
      <Figure
        id="tax"
        label={tax.label}
        value={money(tax.totalPence)}
        basis={`Rates from ${tax.ratesFrom}${tax.isSurchargeApplied ? ', with the additional-dwelling surcharge' : ''}: ${tax.source}.`}
      />
      <Figure id="fees" label="Legal, survey and other purchase costs" value={money(fees)} />
      <Figure
        id="works"
        label="Works (this estimate)"
        value={money(works.usedPence)}
        basis={`The estimate’s ${works.case} figure including VAT; its range is ${money(works.lowPence)} to ${money(works.highPence)}.`}
      />
      <Figure
        id="holding"
        label="Holding costs"
        value={money(holding.totalPence)}
        basis={`Council tax, insurance and utilities for ${months(holding.months)}.`}
      />
      <Figure
        id="finance-costs"
        label="Finance costs"
        value={money(finance.totalPence)}
        basis={
          finance.type === 'cash'
            ? 'None: paid in cash.'
            : `Interest ${money(finance.interestPence)}${finance.type === 'bridging' ? ' on the balance drawn, month by month' : ' during the works'}, arrangement fee ${money(finance.arrangementFeePence)}${finance.exitFeePence ? `, exit fee ${money(finance.exitFeePence)}` : ''}${result.refinance ? `, refinance fee ${money(result.refinance.arrangementFeePence)}` : ''}.`
        }
      />
      <Figure
        id="total-cost"
        label="Total cost of the project"
        value={money(result.totalCostPence)}
        strong
        basis="Price, tax, fees, works, holding and finance: whoever pays them."
      />
    </FigureGroup>
  )
}

/** Profit, its ratios, the value the works buy and the break-even value. */
export function ProfitFigures({ result }: { result: AppraisalResult }) {
  const isFlip = result.strategy === 'flip'
  const { uplift } = result
  return (
    <FigureGroup title="Profit">
      <Figure
        id="profit"
        label={isFlip ? 'Profit on sale' : 'Equity the project creates'}
        value={money(result.profitPence)}
        strong
        basis={
          isFlip
            ? `Sale at ${money(result.gdvPence)} less selling costs ${money(result.saleCostsPence)} and the total cost. Before tax.`
            : `Value after works ${money(result.gdvPence)} less the total cost: equity on paper, not cash.`
        }
      />
      <Figure id="profit-on-cost" label="Profit on cost" value={percent(result.profitOnCostPercent)} />
      {isFlip ? (
        <Figure id="profit-on-gdv" label="Profit on value (GDV)" value={percent(result.profitOnGdvPercent)} />
      ) : null}
      <Figure
        id="uplift"
        label="Value the works add"
        value={money(uplift.valueUpliftPence)}
        basis={`Value after works less the price, against ${money(uplift.worksPence)} of works: ${
          uplift.upliftPerWorksPercent === null
            ? 'no works cost'
            : `${money(Math.round(uplift.upliftPerWorksPercent))} of value for each £1 spent`
        }.`}
      />
      <Figure
        id="break-even"
        label={isFlip ? 'Break-even sale price' : 'Value at which the equity is nil'}
        value={money(result.breakEvenGdvPence)}
        basis={isFlip ? 'Sells for no profit and no loss, after selling costs.' : 'The total cost of the project.'}
      />
    </FigureGroup>
  )
}

/** A year let: rent, costs, yields, cash-on-cash and, for an HMO, the per-room figures. */
export function IncomeFigures({ result }: { result: AppraisalResult }) {
  const { income } = result
  if (!income) return null
  const assetCost = result.acquisition.pricePence + result.works.usedPence
  return (
    <FigureGroup title="Yields (first full year let)">
      <Figure id="rent" label="Rent a year" value={money(income.grossAnnualRentPence)} />
      <Figure
        id="running-costs"
        label="Running costs a year"
        value={money(income.runningCostsPence)}
        basis={`Voids ${money(income.voidsPence)}, management ${money(income.managementPence)}, maintenance ${money(income.maintenancePence)}, insurance ${money(income.insurancePence)}${income.licencePence ? `, licence ${money(income.licencePence)}` : ''}${income.billsPence ? `, bills ${money(income.billsPence)}` : ''}${income.otherPence ? `, other ${money(income.otherPence)}` : ''}.`}
      />
      <Figure id="interest" label="Mortgage interest a year" value={money(income.annualInterestPence)} />
      <Figure
        id="cash-flow"
        label="Cash flow a year"
        value={money(income.netAnnualCashFlowPence)}
        strong
        basis="Rent less running costs and interest, before income tax."
      />
      <Figure
        id="gross-yield"
        label="Gross yield"
        value={percent(result.grossYieldPercent)}
        basis={`Rent a year ÷ price plus works (${money(assetCost)}).`}
      />
      <Figure
        id="net-yield"
        label="Net yield"
        value={percent(result.netYieldPercent)}
        basis="Rent less running costs (before finance) ÷ price plus works."
      />
      <Figure
        id="cash-on-cash"
        label="Cash-on-cash return"
        value={percent(result.cashOnCashPercent, 'all your cash out')}
        basis={`Cash flow a year ÷ money left in (${money(result.moneyLeftInPence)}).`}
      />
      {result.perRoom ? (
        <Figure
          id="per-room"
          label={`Per room (${result.perRoom.rooms} rooms)`}
          value={`${money(result.perRoom.costPerRoomPence)} · ${money(result.perRoom.rentPerRoomMonthlyPence)} pcm`}
          basis="Price plus works per lettable room, and rent per room a month."
        />
      ) : null}
    </FigureGroup>
  )
}

/** The refinance (BRRR, or a bridge's exit onto a mortgage) and the money left in. */
export function RefinanceFigures({ result }: { result: AppraisalResult }) {
  const refi = result.refinance
  return (
    <FigureGroup title={refi ? 'Refinance and money left in' : 'Money left in'}>
      {refi ? (
        <>
          <Figure
            id="valuation"
            label={`Valuation (month ${refi.month})`}
            value={money(refi.valuationPence)}
            basis={refi.isCapped ? 'Capped by the six-month rule.' : 'The value after works.'}
          />
          <Figure
            id="refinance-loan"
            label="New loan"
            value={money(refi.loanPence)}
            basis={`${refi.ltvPercent}% of the valuation, no more than the rent supports, at ${refi.annualRatePercent}% a year.`}
          />
          <Figure
            id="refinance-repaid"
            label="Repays the purchase finance"
            value={money(refi.repaidPence)}
            basis="The bridge drawn, its rolled-up interest and exit fee."
          />
          <Figure id="refinance-released" label="Cash back to you" value={money(refi.releasedPence)} />
        </>
      ) : null}
      <Figure
        id="money-left-in"
        label="Money left in"
        value={money(result.moneyLeftInPence)}
        strong
        basis={
          refi ? 'Your cash still in the property after the refinance.' : 'Your cash in the property once it is let.'
        }
      />
    </FigureGroup>
  )
}

/** The lender's interest cover test, stating the ratio, the stress rate and where they come from. */
export function IcrFigures({ result }: { result: AppraisalResult }) {
  const { icr } = result
  if (!icr) return null
  const Icon = icr.isPassing ? CheckCircle2 : XCircle
  return (
    <FigureGroup title="Lender’s stress test">
      <Figure
        id="icr"
        label={`Interest cover at ${icr.stressRatePercent}% (needs ${icr.ratioPercent}%)`}
        value={icr.coverPercent === null ? 'No loan' : percent(icr.coverPercent)}
        strong
        basis={`Rent a year ÷ the loan’s interest at the stress rate. ${icr.source} (${icr.sourceDate}).`}
      />
      <div className="py-2.5">
        <dt className="sr-only">Result</dt>
        <dd
          className={cn(
            'flex items-center gap-2 text-sm font-semibold',
            icr.isPassing ? 'text-teal-800' : 'text-danger',
          )}
          data-testid="appraisal-icr-result"
        >
          <Icon className="size-4" aria-hidden="true" />
          {icr.loanPence === 0
            ? 'No mortgage to test'
            : icr.isPassing
              ? `Passes: the rent covers a ${money(icr.loanPence)} loan`
              : `Fails: the rent does not cover a ${money(icr.loanPence)} loan`}
        </dd>
      </div>
      <Figure
        id="icr-max-loan"
        label="Largest loan the rent supports"
        value={money(icr.maxLoanPence)}
        basis={`At ${icr.ratioPercent}% cover and ${icr.stressRatePercent}% stress rate.`}
      />
    </FigureGroup>
  )
}
