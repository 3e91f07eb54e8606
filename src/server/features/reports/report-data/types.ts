import type { AppraisalInput } from '#shared/appraisal/schema'
import type { CostPlan, Quality, Risk } from '#shared/cost-engine/types'
import type { AppraisalAppendix } from './appraisal'

/**
 * The professional report's view-model types. `buildReportData` (build-report-data.ts) turns a cost plan and the
 * estimate's facts into a ReportData: every string and number the 10-page PDF prints, already fitted to its page.
 */

export const REPORT_TOTAL_PAGES = 10

/** Section titles, one per page, printed as '<n>. <title>' at the top of each page. */
export const PAGE_TITLES = [
  'Executive summary',
  'Basis of the estimate',
  'Elemental cost summary',
  'Schedule of works',
  'Schedule of works (continued) and trade summary',
  'Benchmarking',
  'Preliminaries, overheads, fees and VAT',
  'Risk register and contingency',
  'Programme, cash flow and stage payments',
  'Savings, questions for builders, assumptions and exclusions',
] as const

/** The title of the page after the 10 when the buyer saved an investor appraisal with the estimate (decision 029). */
export const APPRAISAL_APPENDIX_TITLE = 'Appendix: investment appraisal'

export interface ReportEstimateInfo {
  id: string
  projectTypeLabel: string
  propertyAddress: string | null
  description: string
  sizeSqm: number
  regionLabel: string
  createdAt: Date | string
  /**
   * The smart questions as asked and the answers given (option labels, never ids), in the order asked. `id` is the
   * catalogue id: an answer shown here is not repeated in the brief.
   */
  answers: { id?: string; question: string; answer: string }[]
}

export interface ReportMeta {
  reportId: string
  generatedAt: Date
  /** ISO date (YYYY-MM-DD) the prices are brought to. */
  priceDate: string
  clientEmail: string | null
  /** The buyer's name where they gave one (their account's name); absent or null otherwise, never invented. */
  clientName?: string | null
  /** The report's revision: 1 when first issued, counting up each time it is reissued. Absent means 1. */
  revision?: number
}

export interface QualityComparisonRow {
  quality: Quality
  totalExcVatPence: number
  totalIncVatPence: number
  perSqmPence: number
}

export interface RegionalComparisonRow {
  label: string
  perSqmPence: number
  /** The estimate's own region. */
  isSubject: boolean
}

/** Page 6 inputs, computed by the caller by re-running the engine (see `buildBenchmarkInputs`). */
export interface ReportBenchmarks {
  qualityComparison: QualityComparisonRow[]
  /**
   * The estimate's fittings were settled at another level than its specification (answered, or read from the
   * description): every specification row, the selected one too, is that specification with its own fittings.
   */
  fittingsApart?: boolean
  regionalComparison: RegionalComparisonRow[]
  /** Cost per m² exc VAT of the same project at the UK-average location factor (1.00). */
  ukAveragePerSqmPence: number
}

export interface BuildReportDataInput {
  plan: CostPlan
  estimate: ReportEstimateInfo
  report: ReportMeta
  /** Optional: without it page 6 compares the region with the UK average derived from the location factor. */
  benchmarks?: ReportBenchmarks
  /** The investor appraisal saved with the estimate (what the buyer typed): the report then gets an appendix page. */
  appraisal?: AppraisalInput
}

export interface LabelValue {
  label: string
  value: string
  /** A second, smaller line under the value. */
  note?: string
}
export type RowKind = 'item' | 'subtotal' | 'total' | 'grand'

export interface ListBlock {
  items: string[]
  /** Items left out to keep the page to its size (0 normally). */
  hiddenCount: number
}

export interface ScheduleRow {
  kind: 'trade' | 'item' | 'subtotal'
  ref: string
  description: string
  quantity: string
  unit: string
  rate: string
  labour: string
  materials: string
  total: string
  /** The row's total in pence (0 on trade headings), for checks; `total` is what prints. */
  totalPence: number
  isProvisionalSum: boolean
}

export interface ReportData {
  reportId: string
  /** 10, plus the schedule's appendix pages (usually none), plus 1 with the appraisal appendix. */
  totalPages: number
  pageTitles: string[]
  header: { left: string; right: string }
  priceDateLabel: string
  footerNote: string

  cover: {
    title: string
    subtitle: string
    details: LabelValue[]
    headline: string
    summaryRows: { label: string; excVat: string; vat: string; incVat: string; isLikely: boolean }[]
    keyFigures: LabelValue[]
    range: {
      lowPence: number
      likelyPence: number
      highPence: number
      lowLabel: string
      likelyLabel: string
      highLabel: string
    }
    costSplit: { label: string; pence: number; amount: string; percent: string }[]
    topRisks: { description: string; likelihood: string; impact: string }[]
    topSavings: { title: string; saving: string }[]
  }

  basis: {
    /** The brief, or as much of it as page 2 holds (then `briefContinues` says where the rest is). */
    brief: string
    /** 8 pt; a long brief is set smaller so more of it fits the page. */
    briefFontSize: number
    briefContinues: string | null
    facts: LabelValue[]
    answers: { question: string; answer: string }[]
    answersHiddenCount: number
    method: { step: string; detail: string }[]
    locationFactor: { label: string; value: string; note: string }
    sources: string[]
    unknowns: ListBlock
    drivers: { label: string; effect: string }[]
  }

  elemental: {
    rows: {
      code: string
      name: string
      total: string
      perSqm: string
      percent: string
      low: string
      high: string
      pence: number
    }[]
    measuredRow: { total: string; perSqm: string; percent: string; low: string; high: string }
    onCostRows: { label: string; total: string; perSqm: string; percent: string; kind: RowKind }[]
    note: string
  }

  schedule: {
    /** Pages 4 and 5's rows. */
    pages: [ScheduleRow[], ScheduleRow[]]
    /** Rows for the pages after page 10 when pages 4 and 5 cannot hold every item (usually none). */
    appendixPages: ScheduleRow[][]
    /** The row density every schedule page is drawn at (schedule.ts SCHEDULE_DENSITIES). */
    density: 'regular' | 'dense'
    /** A short schedule (well under a page) is drawn with roomier rows. */
    isShort: boolean
    /** Page 5's pointer to the appendix pages, when there are any. */
    continuesNote: string | null
    totals: { labour: string; materials: string; total: string; provisional: string; itemCount: number }
    tradeSummary: {
      trade: string
      items: number
      labour: string
      materials: string
      total: string
      percent: string
      pence: number
      labourPence: number
      materialsPence: number
    }[]
    notes: string[]
  }

  benchmarking: {
    subjectPerSqm: string
    ukAveragePerSqm: string
    differenceText: string
    regional: { label: string; perSqmPence: number; perSqm: string; isSubject: boolean; isUkAverage: boolean }[]
    quality: {
      label: string
      excVat: string
      incVat: string
      perSqm: string
      perSqmPence: number
      isSelected: boolean
    }[]
    commentary: string[]
  }

  onCosts: {
    buildUp: { label: string; basis: string; amount: string; kind: RowKind }[]
    preliminaries: { percent: string; amount: string; basis: string; covers: string[] }
    overheadsProfit: { percent: string; amount: string; basis: string; note: string }
    fees: { label: string; reason: string; amount: string }[]
    feesTotal: string
    priceAdjustment: string
    /** Inflation to tender and to mid-construction (index and dates from the price date), beside the likely figure. */
    inflation: string
    vat: {
      rate: string
      amount: string
      /** One line per rate charged (the works' rate; 20% on professional fees when the works' rate differs). */
      lines: LabelValue[]
      reason: string
      reference: string
      notes: string[]
    }
    /** What every builder's quote should include, so quotes compare like for like. */
    quoteChecklist: string[]
  }

  risks: {
    rows: {
      ref: string
      description: string
      likelihood: string
      probability: string
      impact: string
      weighted: string
      mitigation: string
      impactPence: number
      likelihoodKey: Risk['likelihood']
    }[]
    hiddenCount: number
    /** The consents and regulations this job must clear (report-data/compliance.ts), each with cost and time. */
    compliance: { title: string; why: string; cost: string; programme: string }[]
    totals: { exposure: string; weighted: string; contingency: string; coverage: string; contingencyPercent: string }
    contingencyPence: number
    weightedPence: number
    contingencyReasons: string[]
    note: string
    /** 3 × 3 likelihood / impact grid, rows high → low likelihood, columns low → high impact; cells list risk refs. */
    matrix: { likelihood: Risk['likelihood']; impact: Risk['likelihood']; refs: string[] }[][]
    impactBands: string
    rangeNote: string
  }

  programme: {
    totalWeeksLabel: string
    totalWeeks: number
    phases: { name: string; start: number; duration: number; weeksLabel: string; isPreConstruction: boolean }[]
    /** Why the site starts when it does: the approvals that must be in hand first. */
    approvalsNote: string
    /**
     * The drawdown, exc VAT: fees before the start, then each month on site. `workPence` is the value of the work
     * the programme schedules in the month; `depositPence` supplier deposits paid (+) at order and deducted (-) as
     * fitted; `pence` what is payable (work + deposits). Work and payable each sum to the total exc VAT.
     */
    cashFlow: {
      label: string
      workPence: number
      work: string
      depositPence: number
      deposits: string
      pence: number
      amount: string
      cumulative: string
      cumulativePence: number
      /** Cumulative value of work done as a share of the total. */
      percentComplete: string
    }[]
    cashFlowNote: string
    stagePayments: { stage: string; due: string; percent: string; excVat: string; incVat: string }[]
    stageTotals: { excVat: string; incVat: string }
    stageNote: string
  }

  /** Present only when the buyer saved an appraisal: page 11. */
  appraisal?: AppraisalAppendix

  closing: {
    /** The rest of a brief page 2 could not hold, printed last. */
    briefContinuation: { title: string; text: string; fontSize: number } | null
    savings: { title: string; detail: string; saving: string }[]
    savingsHiddenCount: number
    savingsNote: string
    questions: string[]
    assumptions: ListBlock
    exclusions: ListBlock
    validity: string
    disclaimer: string
  }
}
