import type { AppraisalStrategy, FinanceType, IcrPreset } from './schema'

/**
 * The defaults an untyped input takes, each with its source. Money in pence, percentages as percent. Where a default
 * depends on the strategy or on the estimate it is a function of them (resolved in appraise.ts).
 * "Our assumption" marks a round figure we chose, not a published one: the page asks the buyer to type theirs.
 */
const OURS = 'our assumption: enter yours'

/** Lender ICR presets: ratio and stress rate, with source and date. Editable (preset 'custom'). */
export const ICR_PRESET_VALUES: Record<
  Exclude<IcrPreset, 'custom'>,
  { label: string; ratioPercent: number; stressRatePercent: number; source: string; sourceDate: string }
> = {
  basic_rate: {
    label: 'Basic-rate taxpayer or limited company: 125% at 5.5%',
    ratioPercent: 125,
    stressRatePercent: 5.5,
    source:
      'Bank of England PRA Supervisory Statement SS13/16 "Underwriting standards for buy-to-let mortgage contracts": minimum ICR 125%, stress rate at least 5.5%',
    sourceDate: '2016-09-29',
  },
  higher_rate: {
    label: 'Higher-rate taxpayer: 145% at 5.5%',
    ratioPercent: 145,
    stressRatePercent: 5.5,
    source:
      'Common lender criteria for higher and additional-rate taxpayers since mortgage interest relief was restricted (Finance (No. 2) Act 2015, s.24), on the PRA SS13/16 5.5% stress rate',
    sourceDate: '2017-04-06',
  },
  hmo: {
    label: 'HMO: 140% at 5.5%',
    ratioPercent: 140,
    stressRatePercent: 5.5,
    source: 'Typical specialist HMO lender criteria (check your lender), on the PRA SS13/16 5.5% stress rate',
    sourceDate: '2016-09-29',
  },
}

export const APPRAISAL_DEFAULTS = {
  strategy: { value: 'single_let' as AppraisalStrategy, source: 'default strategy' },
  purchasePricePence: {
    value: 27_000_000,
    source: 'about the UK average house price (ONS UK House Price Index, 2025): enter yours',
  },
  gdv: { source: 'assumed: the value rises by what the works cost; enter a valuer’s or comparables’ figure' },
  monthlyRent: { grossYieldPercent: 6, source: 'assumed 6% gross yield on the price: enter the achievable rent' },
  rooms: { value: 5, source: OURS },
  roomRentMonthlyPence: { value: 60_000, source: OURS },
  nightlyRatePence: { value: 12_000, source: OURS },
  occupancyPercent: { value: 60, source: OURS },
  legalFeesPence: { value: 150_000, source: 'typical conveyancing on a purchase, our assumption' },
  surveyFeesPence: { value: 60_000, source: 'typical RICS Level 2 survey, our assumption' },
  otherAcquisitionPence: { value: 0, source: 'none unless typed (sourcing fee, searches above the legal fee)' },
  isAdditionalDwelling: {
    value: true,
    source: 'investors usually own another home (and companies always pay the surcharge)',
  },
  financeType: {
    value: (s: AppraisalStrategy): FinanceType => (s === 'flip' || s === 'brrr' ? 'bridging' : 'btl_mortgage'),
    source: 'bridging for a flip or BRRR, a buy-to-let mortgage for a let',
  },
  finance: {
    btl_mortgage: {
      ltvPercent: 75,
      annualRatePercent: 5.5,
      termMonths: 300,
      arrangementFeePercent: 2,
      exitFeePercent: 0,
      worksFundedPercent: 0,
    },
    bridging: {
      ltvPercent: 75,
      annualRatePercent: 10.2,
      termMonths: 12,
      arrangementFeePercent: 2,
      exitFeePercent: 1,
      worksFundedPercent: 100,
    },
    cash: {
      ltvPercent: 0,
      annualRatePercent: 0,
      termMonths: 0,
      arrangementFeePercent: 0,
      exitFeePercent: 0,
      worksFundedPercent: 0,
    },
    source:
      'typical UK terms in 2025 (bridging 0.85% a month, 2% arrangement, 1% exit; buy-to-let 5.5%, 2% fee), our assumption',
  },
  refinance: {
    ltvPercent: 75,
    annualRatePercent: 5.5,
    arrangementFeePercent: 2,
    sixMonthRule: 'none' as const,
    source: 'typical buy-to-let refinance terms, our assumption; the month defaults to the end of the works',
  },
  icrPreset: {
    value: (s: AppraisalStrategy): Exclude<IcrPreset, 'custom'> => (s === 'hmo' ? 'hmo' : 'basic_rate'),
    source: 'the lender preset for the strategy',
  },
  holdingMonths: { source: 'the estimate’s own programme' },
  councilTaxMonthlyPence: { value: 15_000, source: 'about Band C in England 2025/26, our assumption' },
  holdingInsuranceMonthlyPence: { value: 6_000, source: 'unoccupied-property cover, our assumption' },
  utilitiesMonthlyPence: { value: 8_000, source: 'site power and water during works, our assumption' },
  saleMonths: { value: 3, source: 'time to sell and complete, our assumption' },
  saleAgentPercent: { value: 1.5, source: 'estate agent fee inc VAT, our assumption' },
  saleLegalPence: { value: 150_000, source: 'conveyancing on the sale, our assumption' },
  managementPercent: {
    value: (s: AppraisalStrategy): number => ({ single_let: 12, brrr: 12, hmo: 15, serviced: 20, flip: 0 })[s],
    source: 'typical letting agent fees (full management 12%, HMO 15%, serviced-let host 20%), our assumption',
  },
  voidsPercent: {
    value: (s: AppraisalStrategy): number => ({ single_let: 4, brrr: 4, hmo: 8, serviced: 0, flip: 0 })[s],
    source: 'about two weeks a year empty (HMO rooms a month), our assumption; a serviced let’s occupancy covers it',
  },
  maintenancePercent: { value: 5, source: 'percent of rent, our assumption' },
  landlordInsuranceAnnualPence: {
    value: (s: AppraisalStrategy): number => (s === 'hmo' || s === 'serviced' ? 60_000 : 30_000),
    source: 'landlord buildings and liability cover, our assumption',
  },
  hmoLicenceAnnualPence: {
    value: (s: AppraisalStrategy): number => (s === 'hmo' ? 20_000 : 0),
    source: 'a £1,000 five-year HMO licence spread over five years, our assumption (fees vary by council)',
  },
  billsMonthlyPence: {
    value: (s: AppraisalStrategy, rooms: number): number =>
      s === 'hmo' ? rooms * 10_000 : s === 'serviced' ? 30_000 : 0,
    source:
      'bills included: HMO £100 a room, serviced let £300 a month; tenants pay their own otherwise (our assumption)',
  },
  otherAnnualCostsPence: { value: 0, source: 'none unless typed (ground rent, service charge)' },
} as const
