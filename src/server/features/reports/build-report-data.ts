import { formatGbp } from '../../../shared/format.js'
import { costPerSqm } from '../../../shared/cost-engine/cost-per-sqm.js'
import {
  FIRST_FORM_REGIONS,
  PROFESSIONAL_LOCATIONS,
  type CostInput,
  type CostPlan,
  type LineItem,
  type Quality,
  type Risk,
} from '../../../shared/cost-engine/types.js'
import { scopeLabel } from '../../../shared/scope.js'
import { DEFAULT_RATES } from '../../../shared/cost-engine/default-rates.js'
import { PHASES } from '../../../shared/cost-engine/estimate-cost.js'
import { vatLines } from '../../../shared/cost-engine/vat-lines.js'
import { knownAnswers } from '../../../shared/smart-questions/analyze-description.js'
import {
  answerLabel,
  readableDescription,
  readableDriverLabel,
  readableId,
} from '../../../shared/smart-questions/readable-answers.js'

/**
 * The professional report's view-model. Pure: cost plan + estimate facts in, every string and number the
 * 10-page PDF prints out. All text fitting (how many rows go on pages 4 and 5, which lists are shortened) is
 * decided here, so `report-document.tsx` only draws and the layout can never spill onto an 11th page.
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

// ---------------------------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------------------------

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
}

// ---------------------------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------------------------

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
  /** Present on merged rows: how many schedule items the row stands for. */
  groupedCount?: number
}

export interface ReportData {
  reportId: string
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
    pages: [ScheduleRow[], ScheduleRow[]]
    /** A short schedule (well under a page) is drawn with roomier rows. */
    isShort: boolean
    groupedNote: string | null
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
    overheadsProfit: { percent: string; amount: string; basis: string }
    fees: { label: string; reason: string; amount: string }[]
    feesTotal: string
    priceAdjustment: string
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
    cashFlow: { label: string; pence: number; amount: string; cumulative: string; cumulativePence: number }[]
    cashFlowNote: string
    stagePayments: { stage: string; percent: string; excVat: string; incVat: string }[]
    stageTotals: { excVat: string; incVat: string }
    stageNote: string
  }

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

// ---------------------------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------------------------

const gbp = (pence: number) => formatGbp(pence)
const gbp0 = (pence: number) => formatGbp(pence, { wholePounds: true })
const num = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })
const pctFmt = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** 0.1234 → '12.3%'; a divide by zero prints '0.0%'. */
function percentOf(part: number, whole: number): string {
  if (!whole) return '0.0%'
  return `${pctFmt.format((part / whole) * 100)}%`
}
const percentValue = (p: number) => `${num.format(p)}%`

const dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

function parseIsoDate(iso: string): Date {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso)
  if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${iso}`)
  return d
}
export function formatReportDate(value: string | Date): string {
  return dateFmt.format(typeof value === 'string' ? parseIsoDate(value) : value)
}
/** Like formatReportDate, but also takes price-base labels: '2024-Q4' → 'Q4 2024'; anything else as given. */
export function formatPriceBase(value: string): string {
  const q = /^(\d{4})-?Q([1-4])$/i.exec(value.trim())
  if (q) return `Q${q[2]} ${q[1]}`
  try {
    return formatReportDate(value)
  } catch {
    return toPdfText(value)
  }
}
const weeksFmt = (w: number) => `${num.format(w)} week${w === 1 ? '' : 's'}`
/** 'm2' → 'm²', 'm3' → 'm³'. */
const prettyUnit = (u: string) => toPdfText(u.replace(/^(l?m)2$/i, '$1²').replace(/^(l?m)3$/i, '$1³'))
function addMonths(iso: string, months: number): Date {
  const d = parseIsoDate(iso)
  const day = d.getUTCDate()
  const r = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1))
  const last = new Date(Date.UTC(r.getUTCFullYear(), r.getUTCMonth() + 1, 0)).getUTCDate()
  r.setUTCDate(Math.min(day, last))
  return r
}

/**
 * The embedded font carries Latin-1 and general punctuation only; map the few other characters engine text
 * may contain so nothing prints as a missing glyph.
 */
const GLYPH_MAP: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '✓': 'Yes',
  '✗': 'No',
  '≈': '~',
}
export function toPdfText(text: string): string {
  return text
    .replace(/[≤≥→←✓✗≈]/g, (c) => GLYPH_MAP[c] ?? c)
    .replace(/\s+/g, ' ')
    .replace(/[^\u0020-\u00ff\u2000-\u206f\u20ac\u2122\u0152\u0153]/g, '?')
    .trim()
}
const t = toPdfText

function capitalise(s: string): string {
  return s ? s[0]!.toUpperCase() + s.slice(1) : s
}

/** Rough count of lines `text` takes at `charsPerLine` characters per line (word wrapped). */
export function estimateLines(text: string, charsPerLine: number): number {
  let lines = 1
  let col = 0
  for (const word of text.split(' ')) {
    const w = word.length
    if (col === 0) col = w
    else if (col + 1 + w <= charsPerLine) col += 1 + w
    else {
      lines++
      col = w
    }
    while (col > charsPerLine) {
      lines++
      col -= charsPerLine
    }
  }
  return lines
}

/** Keeps items, in order, while their estimated lines fit in `maxLines`. */
function fitList(items: string[], maxLines: number, charsPerLine: number, gapLines = 0): ListBlock {
  const shown: string[] = []
  let used = 0
  for (const item of items) {
    const lines = estimateLines(item, charsPerLine) + gapLines
    if (used + lines > maxLines) break
    shown.push(item)
    used += lines
  }
  return { items: shown, hiddenCount: items.length - shown.length }
}

/** Page 2's brief: lines at 8 pt (95 characters each) before it is set at 6.5 pt (120 each) to fit more. */
const BRIEF_LAYOUT = { fullSizeLines: 7, fullSizeCharsPerLine: 95, smallLines: 18, smallCharsPerLine: 120 }

/** Printed after the part of a brief page 2 holds; the rest is at the end of the last page. */
export const BRIEF_CONTINUES = `… continued on page ${REPORT_TOTAL_PAGES}`

/**
 * Fits the brief into the room page 2 leaves it: whole when it fits, else as much as fits, with `rest` (never
 * empty then) continuing on the last page (`fitBriefContinuation`). `brief` + `rest` is the whole brief: a cut
 * falls on a space when one is near, else inside a word, so no character is lost.
 * Answers that wrap take lines from the brief (their column outgrows the facts beside it at about 12 lines).
 */
export function fitBrief(
  brief: string,
  answers: { question: string; answer: string }[],
): { brief: string; briefFontSize: number; rest: string } {
  const L = BRIEF_LAYOUT
  if (estimateLines(brief, L.fullSizeCharsPerLine) <= L.fullSizeLines) return { brief, briefFontSize: 8, rest: '' }
  const answerLines = answers.reduce(
    (n, a) => n + Math.max(estimateLines(a.question, 40), estimateLines(a.answer, 22)),
    0,
  )
  const maxLines = Math.max(3, L.smallLines - Math.ceil(Math.max(0, answerLines - 12) * 1.35))
  if (estimateLines(brief, L.smallCharsPerLine) <= maxLines) return { brief, briefFontSize: 6.5, rest: '' }
  for (let chars = maxLines * L.smallCharsPerLine; chars > 20; chars -= 20) {
    const space = brief.lastIndexOf(' ', chars)
    const cut = space > chars * 0.6 ? space : chars
    const shown = brief.slice(0, cut).trimEnd()
    if (estimateLines(`${shown}${BRIEF_CONTINUES}`, L.smallCharsPerLine) <= maxLines)
      return { brief: shown, briefFontSize: 6.5, rest: brief.slice(cut).trimStart() }
  }
  return { brief: '', briefFontSize: 6.5, rest: brief }
}

/**
 * The last page's room for the rest of a brief, in points: what the fullest page 10 measured (six two-line
 * savings, nine questions, 24 lines of assumptions) leaves free, plus the assumption and exclusion lines it may
 * take (down to `minListLines`; those lists point to the online estimate for what they leave out).
 */
const CONTINUATION_LAYOUT = {
  freePt: 120,
  headingPt: 22,
  lineHeight: 1.25,
  listLinePt: 8.5,
  listLines: 24,
  minListLines: 6,
  /** Largest first. Type smaller than 5 pt is hard to read; below it the lists give up all their lines. */
  fontSizes: [6.5, 6, 5.5, 5],
}

/**
 * Sizes the rest of the brief for the end of page 10: the largest type whose lines fit the room page 10 has,
 * taking lines from the assumption and exclusion lists when needed (`listLines` is what they keep). A brief
 * of the longest allowed (7,000 characters) fits at 5 pt; text is never dropped, so should some input still
 * not fit, the lists give up all their lines before the continuation is clipped.
 */
export function fitBriefContinuation(rest: string): { text: string; fontSize: number; listLines: number } | null {
  const L = CONTINUATION_LAYOUT
  if (!rest) return null
  const heightAt = (size: number) =>
    L.headingPt + estimateLines(rest, Math.floor((BRIEF_LAYOUT.smallCharsPerLine * 6.5) / size)) * size * L.lineHeight
  const maxPt = L.freePt + (L.listLines - L.minListLines) * L.listLinePt
  const fontSize = L.fontSizes.find((size) => heightAt(size) <= maxPt) ?? L.fontSizes[L.fontSizes.length - 1]!
  const taken = Math.ceil(Math.max(0, heightAt(fontSize) - L.freePt) / L.listLinePt)
  return { text: rest, fontSize, listLines: Math.max(0, L.listLines - taken) }
}

function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text
  const cut = text.slice(0, maxChars - 1)
  const sp = cut.lastIndexOf(' ')
  return `${(sp > maxChars * 0.6 ? cut.slice(0, sp) : cut).replace(/[\s,;:.]+$/, '')}…`
}

/** Splits `total` pence into parts proportional to `weights`, summing exactly to `total`. */
export function allocatePence(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0)
  if (weights.length === 0) return []
  if (sum <= 0) return weights.map((_, i) => (i === weights.length - 1 ? total : 0))
  const raw = weights.map((w) => (total * w) / sum)
  const floored = raw.map(Math.floor)
  let rest = total - floored.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    floored[i]! += 1
    rest--
  }
  return floored
}

export function compareElementCodes(a: string, b: string): number {
  const pa = a.split('.').map((x) => Number.parseFloat(x))
  const pb = b.split('.').map((x) => Number.parseFloat(x))
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? -1
    const y = pb[i] ?? -1
    if (Number.isNaN(x) || Number.isNaN(y)) return a.localeCompare(b)
    if (x !== y) return x - y
  }
  return 0
}

/** The engine's VAT rule ids ('hmo_conversion') as people read them. */
const VAT_CATEGORY_LABEL: Record<string, string> = {
  standard: 'Work to an existing home (standard rate)',
  listed_repairs: 'Repairs to a listed building (standard rate)',
  dwelling_conversion: 'Conversion changing the number of dwellings (reduced rate)',
  hmo_conversion: 'Conversion to a house in multiple occupation (reduced rate)',
  non_residential_conversion: 'Conversion of a non-residential building to homes (reduced rate)',
  empty_two_years: 'Home empty for two years or more (reduced rate)',
  new_build: 'New dwellings (zero rate)',
  energy_saving: 'Energy-saving installation (zero rate)',
}

const LIKELIHOOD_PROBABILITY: Record<Risk['likelihood'], number> = { low: 0.15, medium: 0.4, high: 0.7 }
const QUALITY_LABEL: Record<Quality, string> = {
  budget: 'Budget',
  standard: 'Standard',
  premium: 'Premium',
  luxury: 'Luxury',
}

// ---------------------------------------------------------------------------------------------------------------
// Layout budgets (tuned against the rendered pages; see render-report-pdf.test.ts for the overflow check)
// ---------------------------------------------------------------------------------------------------------------

/** Schedule: description column characters per line, and row units available on pages 4 and 5. */
export const SCHEDULE_LAYOUT = {
  descCharsPerLine: 50,
  /** Body height of an A4 page below its section title and table header, in one-line item rows (11.2 pt). */
  pageUnits: 63,
  /** Page 4's introduction paragraph. */
  page4IntroUnits: 2.5,
  /** Page 5's fixed blocks: trade summary heading, header and total rows, notes. */
  page5FixedUnits: 16,
  tradeSummaryRowUnits: 1.15,
  tradeHeaderUnits: 1.3,
  subtotalUnits: 1.05,
  /** Height of one extra wrapped description line, in row units. */
  extraLineUnits: 0.75,
} as const

// ---------------------------------------------------------------------------------------------------------------
// Builder
// ---------------------------------------------------------------------------------------------------------------

/**
 * Builds the report view-model. Pure and deterministic: the same input always gives the same output.
 * Money is formatted en-GB GBP with pence wherever a figure adds up to a total, so printed totals equal the
 * plan's to the penny. Throws RangeError if the price date is not a valid date.
 */
export function buildReportData(input: BuildReportDataInput): ReportData {
  const { plan, estimate, report } = input
  const sizeSqm = estimate.sizeSqm > 0 ? estimate.sizeSqm : plan.input.sizeSqm
  const perSqm = (pence: number) => gbp0(sizeSqm > 0 ? pence / sizeSqm : 0)
  const priceDateLabel = formatReportDate(report.priceDate)
  const validUntil = formatReportDate(addMonths(report.priceDate, 3))
  const excVat = plan.totalExcVatPence
  const vatRate = plan.vat.ratePercent
  const confidencePct = Math.round((plan.confidence > 1 ? plan.confidence / 100 : plan.confidence) * 100)
  const confidenceWord = confidencePct >= 80 ? 'high' : confidencePct >= 60 ? 'moderate' : 'low'
  const weeks = plan.programme.totalWeeks
  const weeksLabel = weeksFmt(weeks)
  const address = estimate.propertyAddress?.trim() ? t(estimate.propertyAddress) : 'Address not given'
  // One definition of cost per m² (shared with the estimate API and the web result): both figures, each labelled.
  const perSqmFigures = costPerSqm(plan, sizeSqm)
  const vatLabel = vatRate === 20 ? '20% (standard rate)' : vatRate === 5 ? '5% (reduced rate)' : '0% (zero rate)'

  // Cost build-up, reconciled to the plan's own total so the printed rows always add up.
  const constructionPence = plan.measuredWorksPence + plan.preliminaries.pence + plan.overheadsProfit.pence
  const builtUp = constructionPence + plan.feesPence + plan.contingency.pence
  const roundingPence = excVat - builtUp
  // One VAT line per rate: a 5% job still pays 20% on its professional fees.
  const vatByRate = vatLines(plan, DEFAULT_RATES)
  const vatLineLabel = (l: (typeof vatByRate)[number]) =>
    vatByRate.length > 1 ? `VAT at ${l.ratePercent}% on ${l.appliesTo}` : `VAT at ${l.ratePercent}%`

  // ---------------------------------------------------------------- page 1
  const risksByImpact = [...plan.risks].sort((a, b) => b.impactPence - a.impactPence || a.id.localeCompare(b.id))
  const savingsByValue = [...plan.savings].sort((a, b) => b.savingPence - a.savingPence || a.id.localeCompare(b.id))
  const low = { inc: plan.range.lowPence, exc: plan.range.lowExcVatPence }
  const high = { inc: plan.range.highPence, exc: plan.range.highExcVatPence }
  const costSplitParts = [
    { label: 'Measured works', pence: plan.measuredWorksPence },
    { label: 'Preliminaries', pence: plan.preliminaries.pence },
    { label: 'Overheads and profit', pence: plan.overheadsProfit.pence },
    { label: 'Fees', pence: plan.feesPence },
    { label: 'Contingency', pence: plan.contingency.pence + roundingPence },
    { label: 'VAT', pence: plan.vat.pence },
  ]
  const cover: ReportData['cover'] = {
    title: 'Renovation Cost Plan',
    subtitle: `${t(estimate.projectTypeLabel)} · ${t(estimate.regionLabel)}`,
    details: [
      // Whole, however long (the form allows 300 characters): the cover is where the address is read.
      { label: 'Property', value: address },
      { label: 'Project', value: truncate(t(estimate.projectTypeLabel), 60) },
      { label: 'Floor area', value: `${num.format(sizeSqm)} m² gross internal` },
      {
        label: 'Region',
        value: `${t(estimate.regionLabel)} (location factor ${plan.facts.locationFactor.toFixed(2)})`,
      },
      { label: 'Prepared for', value: report.clientEmail ? t(report.clientEmail) : 'Not given' },
      { label: 'Report reference', value: report.reportId },
      { label: 'Issued', value: formatReportDate(report.generatedAt) },
      { label: 'Price date', value: `${priceDateLabel} (valid until ${validUntil})` },
    ],
    headline: `We estimate the likely cost at ${gbp(plan.totalIncVatPence)} including VAT (${gbp(excVat)} excluding VAT), within a range of ${gbp0(low.inc)} to ${gbp0(high.inc)} including VAT.`,
    summaryRows: [
      { label: 'Low', excVat: gbp(low.exc), vat: gbp(low.inc - low.exc), incVat: gbp(low.inc), isLikely: false },
      {
        label: 'Likely',
        excVat: gbp(excVat),
        vat: gbp(plan.vat.pence),
        incVat: gbp(plan.totalIncVatPence),
        isLikely: true,
      },
      { label: 'High', excVat: gbp(high.exc), vat: gbp(high.inc - high.exc), incVat: gbp(high.inc), isLikely: false },
    ],
    keyFigures: [
      {
        label: 'Cost per m²',
        value: `${gbp0(perSqmFigures.excVatPence)} exc VAT`,
        note: `${gbp0(perSqmFigures.incVatPence)} inc VAT`,
      },
      { label: 'Confidence', value: `${confidencePct}% (${confidenceWord})` },
      { label: 'Programme', value: weeksLabel },
      { label: 'VAT rate', value: vatLabel },
    ],
    range: {
      lowPence: low.inc,
      likelyPence: plan.totalIncVatPence,
      highPence: high.inc,
      lowLabel: gbp0(low.inc),
      likelyLabel: gbp0(plan.totalIncVatPence),
      highLabel: gbp0(high.inc),
    },
    costSplit: costSplitParts.map((p) => ({
      ...p,
      amount: gbp0(p.pence),
      percent: percentOf(p.pence, plan.totalIncVatPence),
    })),
    topRisks: risksByImpact.slice(0, 3).map((r) => ({
      description: truncate(t(r.description), 110),
      likelihood: capitalise(r.likelihood),
      impact: gbp0(r.impactPence),
    })),
    topSavings: savingsByValue
      .slice(0, 3)
      .map((s) => ({ title: truncate(t(s.title), 70), saving: gbp0(s.savingPence) })),
  }

  // ---------------------------------------------------------------- page 2
  const answers = estimate.answers.map((a) => ({
    question: truncate(t(a.question), 95),
    answer: truncate(t(a.answer), 60),
  }))
  const MAX_ANSWERS = 12
  const input0 = plan.input
  const pa = plan.priceAdjustment
  // The brief in words: 'Additional Details' id lines become questions and answers, and an answer the table
  // beside it already shows is not repeated (SPEC §4 keeps the ids for the engine only).
  const shownIds = estimate.answers.slice(0, MAX_ANSWERS).flatMap((a) => (a.id ? [a.id] : []))
  const rawBrief = estimate.description || input0.description || ''
  const { rest: briefRest, ...briefShown } = fitBrief(
    t(readableDescription(rawBrief, { omitIds: shownIds }) || 'No description given.'),
    answers.slice(0, MAX_ANSWERS),
  )
  const facts = readFacts(plan, rawBrief)
  const basis: ReportData['basis'] = {
    ...briefShown,
    briefContinues: briefRest ? BRIEF_CONTINUES : null,
    facts: [
      { label: 'Project type', value: t(estimate.projectTypeLabel) },
      { label: 'Gross internal floor area', value: `${num.format(sizeSqm)} m²` },
      { label: 'Region', value: t(estimate.regionLabel) },
      { label: 'Condition', value: capitalise(input0.condition) },
      // The ladder label; "not stated" when the user never said (priced as a typical job, range across scopes).
      {
        label: 'Scope of works',
        value: `${scopeLabel(plan.facts.scope ?? input0.scope)}${input0.scopeKnown === false ? ' (typical job; not stated)' : ''}`,
      },
      { label: 'Specification', value: QUALITY_LABEL[input0.quality] ?? capitalise(input0.quality) },
      { label: 'Bedrooms / bathrooms', value: `${facts.bedrooms} / ${facts.bathrooms}` },
      {
        label: 'Listed / period',
        value: `${facts.listed} / ${plan.facts.isPeriod ? 'period property' : 'not a period property'}`,
      },
      {
        label: 'VAT category',
        value: VAT_CATEGORY_LABEL[plan.facts.vatCategory] ?? readableId(plan.facts.vatCategory),
      },
    ],
    answers: answers.slice(0, MAX_ANSWERS),
    answersHiddenCount: Math.max(0, answers.length - MAX_ANSWERS),
    method: [
      {
        step: 'Measured works',
        detail: `NRM1 elemental cost plan: quantities derived from the floor area, the brief and your answers, priced at net trade rates (rate table ${plan.rateTableVersion}).`,
      },
      {
        step: 'Location',
        detail: `Rates adjusted by the ${t(plan.facts.regionLabel)} location factor of ${plan.facts.locationFactor.toFixed(2)} (UK average = 1.00).`,
      },
      {
        step: 'Price date',
        detail: `Brought from the rate base (${formatPriceBase(pa.baseDate)}, index ${num.format(pa.baseIndex)}) to ${formatPriceBase(pa.priceDate)} (index ${num.format(pa.currentIndex)}): factor ${pa.factor.toFixed(3)}.`,
      },
      {
        step: 'Preliminaries',
        detail: `${percentValue(plan.preliminaries.percent)} ${t(lowerFirst(plan.preliminaries.basis))}`,
      },
      {
        step: 'Overheads and profit',
        detail: `${percentValue(plan.overheadsProfit.percent)} ${t(lowerFirst(plan.overheadsProfit.basis))}`,
      },
      {
        step: 'Fees',
        detail: plan.fees.length
          ? `${plan.fees.length} professional and statutory fee${plan.fees.length === 1 ? '' : 's'} the work needs (page 7).`
          : 'No professional or statutory fees are needed for this scope.',
      },
      {
        step: 'Contingency',
        detail: `${percentValue(plan.contingency.percent)} ${t(lowerFirst(plan.contingency.basis))} Sized by condition, scope and what is still unknown (page 8).`,
      },
      { step: 'VAT', detail: `${vatLabel}: ${t(plan.vat.reason)}` },
    ],
    locationFactor: {
      label: t(plan.facts.regionLabel),
      value: plan.facts.locationFactor.toFixed(2),
      note:
        plan.facts.locationFactor >= 1
          ? `Building costs in ${t(plan.facts.regionLabel)} run about ${Math.round((plan.facts.locationFactor - 1) * 100)}% above the UK average.`
          : `Building costs in ${t(plan.facts.regionLabel)} run about ${Math.round((1 - plan.facts.locationFactor) * 100)}% below the UK average.`,
    },
    sources: [
      'RICS New Rules of Measurement: NRM1, order of cost estimating and cost planning (element structure).',
      `Rate table ${plan.rateTableVersion}; cost engine ${plan.engineVersion}.`,
      `Tender price index: ${t(pa.source)}.`,
      `VAT: ${t(plan.vat.reference)}.`,
    ],
    unknowns: fitList(plan.unknowns.map(t), 9, 110),
    drivers: plan.drivers.slice(0, 7).map((d) => ({
      label: truncate(t(readableDriverLabel(d, input0.answers ?? {})), 60),
      effect: truncate(t(d.effect), 110),
    })),
  }

  // ---------------------------------------------------------------- page 3
  const elements = [...plan.elements].sort((a, b) => compareElementCodes(a.code, b.code))
  const measuredLow = elements.reduce((a, e) => a + e.lowPence, 0)
  const measuredHigh = elements.reduce((a, e) => a + e.highPence, 0)
  const onCostRows: ReportData['elemental']['onCostRows'] = [
    {
      label: `Preliminaries (${percentValue(plan.preliminaries.percent)})`,
      pence: plan.preliminaries.pence,
      kind: 'item' as RowKind,
    },
    {
      label: `Overheads and profit (${percentValue(plan.overheadsProfit.percent)})`,
      pence: plan.overheadsProfit.pence,
      kind: 'item' as RowKind,
    },
    { label: 'Construction cost', pence: constructionPence, kind: 'subtotal' as RowKind },
    { label: 'Professional and statutory fees', pence: plan.feesPence, kind: 'item' as RowKind },
    {
      label: `Contingency (${percentValue(plan.contingency.percent)})`,
      pence: plan.contingency.pence,
      kind: 'item' as RowKind,
    },
    ...(roundingPence !== 0 ? [{ label: 'Rounding', pence: roundingPence, kind: 'item' as RowKind }] : []),
    { label: 'Total excluding VAT', pence: excVat, kind: 'total' as RowKind },
    ...vatByRate.map((l) => ({ label: vatLineLabel(l), pence: l.vatPence, kind: 'item' as RowKind })),
    { label: 'Total including VAT', pence: plan.totalIncVatPence, kind: 'grand' as RowKind },
  ].map((r) => ({
    label: r.label,
    total: gbp(r.pence),
    perSqm: perSqm(r.pence),
    percent: percentOf(r.pence, excVat),
    kind: r.kind,
  }))
  const elemental: ReportData['elemental'] = {
    rows: elements.slice(0, 26).map((e) => ({
      code: e.code,
      name: truncate(t(e.name), 48),
      total: gbp(e.totalPence),
      perSqm: perSqm(e.totalPence),
      percent: percentOf(e.totalPence, plan.measuredWorksPence),
      low: gbp0(e.lowPence),
      high: gbp0(e.highPence),
      pence: e.totalPence,
    })),
    measuredRow: {
      total: gbp(plan.measuredWorksPence),
      perSqm: perSqm(plan.measuredWorksPence),
      percent: percentOf(plan.measuredWorksPence, plan.measuredWorksPence),
      low: gbp0(measuredLow),
      high: gbp0(measuredHigh),
    },
    onCostRows,
    note: `Element percentages are of the measured works; on-cost percentages are of the total excluding VAT. £/m² is on ${num.format(sizeSqm)} m² gross internal floor area. Low and high show each element's own range.`,
  }

  // ---------------------------------------------------------------- pages 4-5
  const schedule = buildSchedule(plan.lineItems)

  // ---------------------------------------------------------------- page 6
  // Page 6 compares costs per m² excluding VAT throughout (the benchmarks are built the same way).
  const subjectPerSqmPence = perSqmFigures.excVatPence
  const ukAvg =
    input.benchmarks?.ukAveragePerSqmPence ?? Math.round(subjectPerSqmPence / (plan.facts.locationFactor || 1))
  const regionalSource: RegionalComparisonRow[] = input.benchmarks?.regionalComparison.length
    ? input.benchmarks.regionalComparison
    : [{ label: plan.facts.regionLabel, perSqmPence: subjectPerSqmPence, isSubject: true }]
  const regional = [
    ...regionalSource.map((r) => ({
      label: t(r.label),
      perSqmPence: r.perSqmPence,
      perSqm: gbp0(r.perSqmPence),
      isSubject: r.isSubject,
      isUkAverage: false,
    })),
    { label: 'UK average', perSqmPence: ukAvg, perSqm: gbp0(ukAvg), isSubject: false, isUkAverage: true },
  ]
    .sort((a, b) => b.perSqmPence - a.perSqmPence)
    .slice(0, 16)
  const qualitySource: QualityComparisonRow[] = input.benchmarks?.qualityComparison.length
    ? input.benchmarks.qualityComparison
    : [
        {
          quality: input0.quality,
          totalExcVatPence: excVat,
          totalIncVatPence: plan.totalIncVatPence,
          perSqmPence: subjectPerSqmPence,
        },
      ]
  const diff = ukAvg ? subjectPerSqmPence / ukAvg - 1 : 0
  const diffPct = Math.abs(Math.round(diff * 100))
  const budgetRow = qualitySource.find((q) => q.quality === 'budget')
  const premiumRow = qualitySource.find((q) => q.quality === 'premium')
  const benchmarking: ReportData['benchmarking'] = {
    subjectPerSqm: gbp0(subjectPerSqmPence),
    ukAveragePerSqm: gbp0(ukAvg),
    differenceText:
      diffPct === 0 ? 'in line with the UK average' : `${diffPct}% ${diff > 0 ? 'above' : 'below'} the UK average`,
    regional,
    quality: qualitySource.map((q) => ({
      label: QUALITY_LABEL[q.quality] ?? capitalise(q.quality),
      excVat: gbp(q.totalExcVatPence),
      incVat: gbp(q.totalIncVatPence),
      perSqm: gbp0(q.perSqmPence),
      perSqmPence: q.perSqmPence,
      isSelected: q.quality === input0.quality,
    })),
    commentary: [
      `Your estimate of ${gbp0(subjectPerSqmPence)}/m² excluding VAT (${gbp0(perSqmFigures.incVatPence)}/m² including VAT) is ${diffPct === 0 ? 'in line with' : `${diffPct}% ${diff > 0 ? 'above' : 'below'}`} the same project at UK-average prices (${gbp0(ukAvg)}/m²), reflecting the ${t(plan.facts.regionLabel)} location factor of ${plan.facts.locationFactor.toFixed(2)}.`,
      budgetRow && premiumRow
        ? `Specification moves the cost more than location: the same scope ranges from ${gbp0(budgetRow.totalIncVatPence)} at budget to ${gbp0(premiumRow.totalIncVatPence)} at premium specification, including VAT.`
        : 'Specification alternatives were not priced for this report.',
      "Regional figures re-price the same scope, quantities and specification with each region's location factor; they are not averages of other people's projects.",
      'Quotes within about 10% of the likely figure are normal. A quote far below the low figure usually leaves work out: check it against the schedule of works.',
    ],
  }

  // ---------------------------------------------------------------- page 7
  const onCosts: ReportData['onCosts'] = {
    buildUp: [
      {
        label: 'Measured works',
        basis: `${plan.lineItems.length} items, pages 4-5`,
        pence: plan.measuredWorksPence,
        kind: 'item' as RowKind,
      },
      {
        label: 'Preliminaries',
        basis: `${percentValue(plan.preliminaries.percent)} of measured works`,
        pence: plan.preliminaries.pence,
        kind: 'item' as RowKind,
      },
      {
        label: 'Overheads and profit',
        basis: `${percentValue(plan.overheadsProfit.percent)}`,
        pence: plan.overheadsProfit.pence,
        kind: 'item' as RowKind,
      },
      {
        label: "Construction cost (the builder's price)",
        basis: '',
        pence: constructionPence,
        kind: 'subtotal' as RowKind,
      },
      {
        label: 'Professional and statutory fees',
        basis: `${plan.fees.length} fee${plan.fees.length === 1 ? '' : 's'}`,
        pence: plan.feesPence,
        kind: 'item' as RowKind,
      },
      {
        label: 'Contingency',
        basis: `${percentValue(plan.contingency.percent)}`,
        pence: plan.contingency.pence,
        kind: 'item' as RowKind,
      },
      ...(roundingPence !== 0 ? [{ label: 'Rounding', basis: '', pence: roundingPence, kind: 'item' as RowKind }] : []),
      { label: 'Total excluding VAT', basis: '', pence: excVat, kind: 'total' as RowKind },
      ...vatByRate.map((l) => ({
        label: vatByRate.length > 1 ? `VAT on ${l.appliesTo}` : 'VAT',
        basis: `${l.ratePercent}% of ${gbp(l.basePence)}`,
        pence: l.vatPence,
        kind: 'item' as RowKind,
      })),
      { label: 'Total including VAT', basis: '', pence: plan.totalIncVatPence, kind: 'grand' as RowKind },
    ].map((r) => ({ label: r.label, basis: r.basis, amount: gbp(r.pence), kind: r.kind })),
    preliminaries: {
      percent: percentValue(plan.preliminaries.percent),
      amount: gbp(plan.preliminaries.pence),
      basis: truncate(t(plan.preliminaries.basis), 220),
      covers: [
        'Site management and supervision',
        'Welfare, temporary power and water',
        'Scaffolding and access equipment',
        'Skips, waste and site clearance',
        'Protection of retained finishes',
        "Contractor's insurances",
      ],
    },
    overheadsProfit: {
      percent: percentValue(plan.overheadsProfit.percent),
      amount: gbp(plan.overheadsProfit.pence),
      basis: truncate(t(plan.overheadsProfit.basis), 220),
    },
    fees: plan.fees
      .slice(0, 9)
      .map((f) => ({ label: truncate(t(f.label), 80), reason: truncate(t(f.reason), 120), amount: gbp(f.pence) })),
    feesTotal: gbp(plan.feesPence),
    priceAdjustment: `Rates are at ${formatPriceBase(pa.baseDate)} prices (index ${num.format(pa.baseIndex)}), brought to ${priceDateLabel} (index ${num.format(pa.currentIndex)}) with a factor of ${pa.factor.toFixed(3)}. Source: ${t(pa.source)}.`,
    vat: {
      rate: vatLabel,
      amount: gbp(plan.vat.pence),
      lines: vatByRate.map((l) => ({ label: vatLineLabel(l), value: gbp(l.vatPence) })),
      reason: truncate(t(plan.vat.reason), 300),
      reference: truncate(t(plan.vat.reference), 200),
      notes:
        vatRate === 20
          ? [
              'Builders registered for VAT add 20% to their invoices; a builder below the registration threshold charges none, but check that the price is like-for-like.',
              'The reduced 5% rate applies only to specific work (e.g. conversions changing the number of dwellings, houses empty for two years or more): ask your builder and HMRC if you think it may apply.',
            ]
          : [
              `The ${vatRate}% rate applies to the builder's qualifying work and the materials they supply with it. Materials you buy yourself, and professional fees, stay at 20%.`,
              'Give your builder the evidence the relief needs (e.g. planning consent, building control, proof the property was empty) before work starts, and check their invoices show the right rate.',
            ],
    },
    quoteChecklist: [
      'Preliminaries priced in: scaffolding, skips, welfare, site management.',
      'Making good after each trade, and a final clean.',
      'Protection of floors, stairs and finishes that stay.',
      'Removal of all waste by a licensed waste carrier.',
      'Certificates: electrical (Part P), Gas Safe, building control completion.',
      'Provisional sums priced as stated, adjusted on actual cost.',
      "Contractor's all-risks and public liability insurance.",
      'A programme with start and completion dates.',
    ],
  }

  // ---------------------------------------------------------------- page 8
  const riskRows = risksByImpact.map((r, i) => {
    const probability = LIKELIHOOD_PROBABILITY[r.likelihood] ?? 0.4
    return {
      ref: `R${String(i + 1).padStart(2, '0')}`,
      description: truncate(t(r.description), 120),
      likelihood: capitalise(r.likelihood),
      likelihoodKey: r.likelihood,
      probability: `${Math.round(probability * 100)}%`,
      impact: gbp0(r.impactPence),
      impactPence: r.impactPence,
      weighted: gbp0(Math.round(r.impactPence * probability)),
      mitigation: truncate(t(r.mitigation), 120),
    }
  })
  const MAX_RISKS = 12
  const exposure = plan.risks.reduce((a, r) => a + r.impactPence, 0)
  const weightedPence = plan.risks.reduce(
    (a, r) => a + Math.round(r.impactPence * (LIKELIHOOD_PROBABILITY[r.likelihood] ?? 0.4)),
    0,
  )
  const levels: Risk['likelihood'][] = ['low', 'medium', 'high']
  const impactBand = (p: number): Risk['likelihood'] =>
    p < excVat * 0.02 ? 'low' : p <= excVat * 0.05 ? 'medium' : 'high'
  const matrix = [...levels].reverse().map((likelihood) =>
    levels.map((impact) => ({
      likelihood,
      impact,
      refs: riskRows
        .filter((r) => r.likelihoodKey === likelihood && impactBand(r.impactPence) === impact)
        .map((r) => r.ref),
    })),
  )
  const lowPct = Math.round((1 - plan.range.lowPence / plan.totalIncVatPence) * 100)
  const highPct = Math.round((plan.range.highPence / plan.totalIncVatPence - 1) * 100)
  const risks: ReportData['risks'] = {
    matrix,
    impactBands: `Impact bands: low under ${gbp0(excVat * 0.02)} (2% of the total exc VAT), medium up to ${gbp0(excVat * 0.05)} (5%), high above.`,
    rangeNote: `The range runs from ${lowPct}% below to ${highPct}% above the likely figure (${gbp0(plan.range.lowPence)} to ${gbp0(plan.range.highPence)} inc VAT). It is the spread of published UK costs around our likely figure for this kind of project (see /methodology)${plan.input.scopeKnown === false ? ', widened to the scopes either side because the scope of work was not stated' : ''}. Open cost drivers${plan.unknowns.length ? ` (${plan.unknowns.length} still open, page 2)` : ''} are carried in the contingency; a measured survey and builders' quotes narrow the real spread.`,
    rows: riskRows.slice(0, MAX_RISKS),
    hiddenCount: Math.max(0, riskRows.length - MAX_RISKS),
    totals: {
      exposure: gbp0(exposure),
      weighted: gbp0(weightedPence),
      contingency: gbp0(plan.contingency.pence),
      coverage: weightedPence ? `${Math.round((plan.contingency.pence / weightedPence) * 100)}%` : 'n/a',
      contingencyPercent: percentValue(plan.contingency.percent),
    },
    contingencyPence: plan.contingency.pence,
    weightedPence,
    contingencyReasons: plan.contingency.reasons.slice(0, 6).map((r) => truncate(t(r), 150)),
    note: `Weighted exposure is each risk's impact times its probability (low ${LIKELIHOOD_PROBABILITY.low * 100}%, medium ${LIKELIHOOD_PROBABILITY.medium * 100}%, high ${LIKELIHOOD_PROBABILITY.high * 100}%). Not every risk will happen: the contingency is sized for the likely combination, not the sum of all impacts. Spend it only on unforeseen work, not on changes of mind.`,
  }

  // ---------------------------------------------------------------- page 9
  const programme = buildProgramme(plan, constructionPence, roundingPence)

  // ---------------------------------------------------------------- page 10
  const savingsRows = savingsByValue.map((s) => ({
    title: truncate(t(s.title), 60),
    detail: truncate(t(s.detail), 130),
    saving: gbp0(s.savingPence),
  }))
  const MAX_SAVINGS = 6
  const continuation = fitBriefContinuation(briefRest)
  const listLines = continuation?.listLines ?? CONTINUATION_LAYOUT.listLines
  const closing: ReportData['closing'] = {
    briefContinuation: continuation
      ? { title: 'Client brief (continued)', text: continuation.text, fontSize: continuation.fontSize }
      : null,
    savings: savingsRows.slice(0, MAX_SAVINGS),
    savingsHiddenCount: Math.max(0, savingsRows.length - MAX_SAVINGS),
    savingsNote: 'Savings are estimates excluding VAT and are not all additive: some act on the same items.',
    questions: buildQuestions(plan).slice(0, 9),
    assumptions: fitList(plan.assumptions.map(t), listLines, 60, 0.25),
    exclusions: fitList(plan.exclusions.map(t), listLines, 60, 0.25),
    validity: `Prices are at ${priceDateLabel} and are valid for 3 months, until ${validUntil}. After that, refresh the estimate: tender prices move with the market.`,
    disclaimer:
      "This report is an estimate, not a quotation. It is produced by software from the information you gave and published UK cost data, without a site visit, measured survey or drawings; actual prices depend on builders' quotes, the condition found on site and the specification you choose. It is not RICS-regulated advice and does not replace a survey, structural engineer, architect or quantity surveyor appointed for your project. Use it to plan a budget, brief builders and compare quotes.",
  }

  return {
    reportId: report.reportId,
    totalPages: REPORT_TOTAL_PAGES,
    pageTitles: [...PAGE_TITLES],
    header: { left: `Renovation cost plan · ${truncate(address, 45)}`, right: `Report ${report.reportId}` },
    priceDateLabel,
    footerNote: 'An estimate, not a quotation. Not RICS-regulated advice.',
    cover,
    basis,
    elemental,
    schedule,
    benchmarking,
    onCosts,
    risks,
    programme,
    closing,
  }
}

/**
 * Page 2's property facts from one reading: the same one the web result uses (answers, then what the description
 * settles, via the smart-question engine), then the cost engine's own settlement. A fact the engine still lists
 * as unknown reads "not known yet" rather than a default that contradicts the open-questions list beside it.
 */
function readFacts(plan: CostPlan, description: string): { bedrooms: string; bathrooms: string; listed: string } {
  const known = knownAnswers({
    description,
    projectType: plan.input.projectType,
    location: plan.input.region,
    answers: plan.input.answers ?? {},
  })
  const isOpen = (id: string) => {
    const label = DEFAULT_RATES.drivers[id]?.label
    return label !== undefined && plan.unknowns.includes(label)
  }
  const count = (id: string, priced: number, noun: string) => {
    const said = known[id]
    const n = (label: string) => (label === '1' ? `1 ${noun}` : `${label} ${noun}s`)
    if (said === '0') return `no ${noun}s`
    if (said !== undefined && said !== 'unsure') return n(answerLabel(id, said))
    if (isOpen(id)) return `${noun}s not known yet`
    return priced > 0 ? `${n(String(priced))} (from the floor area)` : `${noun}s not stated`
  }
  const listedAnswer = known.listed_status
  const listed =
    listedAnswer === 'listed' || plan.facts.isListed
      ? 'Listed'
      : listedAnswer === 'conservation_area'
        ? 'Conservation area, not listed'
        : listedAnswer === 'neither'
          ? 'Not listed'
          : isOpen('listed_status') || listedAnswer === 'unsure'
            ? 'Listed status not known yet'
            : 'Not listed (assumed)'
  return {
    bedrooms: count('rooms_count', plan.facts.bedrooms, 'bedroom'),
    bathrooms: count('bathrooms_count', plan.facts.bathrooms, 'bathroom'),
    listed,
  }
}

function lowerFirst(s: string): string {
  return s && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s
}

// ---------------------------------------------------------------------------------------------------------------
// Schedule of works (pages 4-5)
// ---------------------------------------------------------------------------------------------------------------

interface ScheduleItem {
  description: string
  quantity: number | null
  unit: string
  ratePence: number | null
  labourPence: number
  materialsPence: number
  totalPence: number
  isProvisionalSum: boolean
  groupedCount?: number
}
interface TradeGroup {
  trade: string
  firstCode: string
  items: ScheduleItem[]
}

/** Row units of an item: its description wraps onto as many lines as it needs (a schedule is never cut). */
function itemUnits(item: ScheduleItem): number {
  const desc = (item.isProvisionalSum ? 'PS ' : '') + item.description
  const lines = estimateLines(desc, SCHEDULE_LAYOUT.descCharsPerLine)
  return 1 + (lines - 1) * SCHEDULE_LAYOUT.extraLineUnits
}
function groupUnits(g: TradeGroup, withSubtotals: boolean): number {
  const subtotal = withSubtotals && g.items.length > 1 ? SCHEDULE_LAYOUT.subtotalUnits : 0
  return SCHEDULE_LAYOUT.tradeHeaderUnits + subtotal + g.items.reduce((a, i) => a + itemUnits(i), 0)
}

function buildSchedule(lineItems: LineItem[]): ReportData['schedule'] {
  const L = SCHEDULE_LAYOUT
  const byTrade = new Map<string, TradeGroup>()
  const sorted = lineItems
    .map((l, i) => ({ l, i }))
    .sort((a, b) => compareElementCodes(a.l.elementCode, b.l.elementCode) || a.i - b.i)
  for (const { l } of sorted) {
    const g = byTrade.get(l.trade) ?? { trade: l.trade, firstCode: l.elementCode, items: [] }
    g.items.push({
      description: t(l.description),
      quantity: l.quantity,
      unit: prettyUnit(l.unit),
      ratePence: l.ratePence,
      labourPence: l.labourPence,
      materialsPence: l.materialsPence + l.plantPence,
      totalPence: l.totalPence,
      isProvisionalSum: l.isProvisionalSum,
    })
    byTrade.set(l.trade, g)
  }
  const groups = [...byTrade.values()]
  const page4Units = L.pageUnits - L.page4IntroUnits
  const page5Units = L.pageUnits - L.page5FixedUnits - groups.length * L.tradeSummaryRowUnits
  // A little slack: a trade heading never sits alone at the foot of page 4, so page 4 may end short.
  const capacity = page4Units + page5Units - 3
  let withSubtotals = true
  const total = () => groups.reduce((a, g) => a + groupUnits(g, withSubtotals), 0)

  // Compaction, mildest first: no per-trade subtotal rows (the trade summary on page 5 carries them); then merge
  // each trade's smallest items into one row. Descriptions are never shortened: builders price from them.
  if (total() > capacity) withSubtotals = false
  let groupedItems = 0
  while (total() > capacity) {
    // Provisional sums stay on their own rows unless nothing else is left to merge.
    const canMerge = (g: TradeGroup) => {
      const loose = g.items.filter((i) => !i.isProvisionalSum && !i.groupedCount).length
      return g.items.some((i) => i.groupedCount) ? loose >= 1 : loose >= 2
    }
    const candidates = groups.filter(canMerge)
    const pool = candidates.length ? candidates : groups.filter((g) => g.items.length >= 2)
    if (!pool.length) break
    const g = pool.sort((a, b) => b.items.length - a.items.length)[0]!
    const mergeable = g.items.filter((i) => !i.groupedCount && (candidates.length ? !i.isProvisionalSum : true))
    const existing = g.items.find((i) => i.groupedCount)
    const smallest = [...mergeable].sort((a, b) => a.totalPence - b.totalPence).slice(0, existing ? 1 : 2)
    const absorbed = existing ? [existing, ...smallest] : smallest
    const count = absorbed.reduce((a, i) => a + (i.groupedCount ?? 1), 0)
    groupedItems += smallest.length
    const merged: ScheduleItem = {
      description: `Other ${g.trade.toLowerCase()} items (${count} grouped)`,
      quantity: null,
      unit: 'item',
      ratePence: null,
      labourPence: absorbed.reduce((a, i) => a + i.labourPence, 0),
      materialsPence: absorbed.reduce((a, i) => a + i.materialsPence, 0),
      totalPence: absorbed.reduce((a, i) => a + i.totalPence, 0),
      isProvisionalSum: false,
      groupedCount: count,
    }
    g.items = [...g.items.filter((i) => !absorbed.includes(i)), merged]
  }

  // Flatten into rows and split over pages 4 and 5, repeating a trade heading when it continues.
  const pages: [ScheduleRow[], ScheduleRow[]] = [[], []]
  let page = 0
  let used = 0
  const place = (row: ScheduleRow, units: number, reserveAfter = 0) => {
    if (page === 0 && used + units + reserveAfter > page4Units) {
      page = 1
      used = 0
      return false
    }
    pages[page]!.push(row)
    used += units
    return true
  }
  groups.forEach((g, gi) => {
    const tradeNo = gi + 1
    const header = (continued: boolean): ScheduleRow => ({
      kind: 'trade',
      ref: String(tradeNo),
      description: `${g.trade}${continued ? ' (continued)' : ''}`,
      quantity: '',
      unit: '',
      rate: '',
      labour: '',
      materials: '',
      total: '',
      totalPence: 0,
      isProvisionalSum: false,
    })
    const firstUnits = g.items[0] ? itemUnits(g.items[0]) : 0
    if (!place(header(false), L.tradeHeaderUnits, firstUnits)) place(header(false), L.tradeHeaderUnits)
    g.items.forEach((item, ii) => {
      const row: ScheduleRow = {
        kind: 'item',
        ref: `${tradeNo}.${String(ii + 1).padStart(2, '0')}`,
        description: item.description,
        quantity: item.quantity === null ? '' : num.format(item.quantity),
        unit: item.unit,
        rate: item.ratePence === null ? '' : gbp(item.ratePence),
        labour: gbp(item.labourPence),
        materials: gbp(item.materialsPence),
        total: gbp(item.totalPence),
        totalPence: item.totalPence,
        isProvisionalSum: item.isProvisionalSum,
        ...(item.groupedCount ? { groupedCount: item.groupedCount } : {}),
      }
      const units = itemUnits(item)
      if (!place(row, units)) {
        place(header(true), L.tradeHeaderUnits)
        place(row, units)
      }
    })
    const sub: ScheduleRow = {
      kind: 'subtotal',
      ref: '',
      description: `Total ${g.trade.toLowerCase()}`,
      quantity: '',
      unit: '',
      rate: '',
      labour: gbp(g.items.reduce((a, i) => a + i.labourPence, 0)),
      materials: gbp(g.items.reduce((a, i) => a + i.materialsPence, 0)),
      total: gbp(g.items.reduce((a, i) => a + i.totalPence, 0)),
      totalPence: g.items.reduce((a, i) => a + i.totalPence, 0),
      isProvisionalSum: false,
    }
    if (withSubtotals && g.items.length > 1 && !place(sub, L.subtotalUnits)) {
      place(header(true), L.tradeHeaderUnits)
      place(sub, L.subtotalUnits)
    }
  })

  const labour = lineItems.reduce((a, l) => a + l.labourPence, 0)
  const materials = lineItems.reduce((a, l) => a + l.materialsPence + l.plantPence, 0)
  const totalPence = lineItems.reduce((a, l) => a + l.totalPence, 0)
  const provisional = lineItems.filter((l) => l.isProvisionalSum).reduce((a, l) => a + l.totalPence, 0)
  const tradeSummary = groups.map((g) => {
    const pence = g.items.reduce((a, i) => a + i.totalPence, 0)
    return {
      trade: g.trade,
      items: g.items.reduce((a, i) => a + (i.groupedCount ?? 1), 0),
      labour: gbp(g.items.reduce((a, i) => a + i.labourPence, 0)),
      materials: gbp(g.items.reduce((a, i) => a + i.materialsPence, 0)),
      total: gbp(pence),
      percent: percentOf(pence, totalPence),
      pence,
      labourPence: g.items.reduce((a, i) => a + i.labourPence, 0),
      materialsPence: g.items.reduce((a, i) => a + i.materialsPence, 0),
    }
  })
  return {
    pages,
    isShort: pages[1].length === 0 && total() <= page4Units * 0.55,
    groupedNote:
      groupedItems > 0
        ? `To fit two pages, ${groupedItems} smaller items are grouped per trade; every item is listed in your online estimate.`
        : null,
    totals: {
      labour: gbp(labour),
      materials: gbp(materials),
      total: gbp(totalPence),
      provisional: gbp(provisional),
      itemCount: lineItems.length,
    },
    tradeSummary,
    notes: [
      'Rates are net trade rates at the price date, including the location factor, before preliminaries, overheads and profit (page 7).',
      'PS = provisional sum: an allowance for work that cannot be measured yet. Ask builders to price it as stated and adjust it on actual cost.',
      'Quantities are derived from the floor area and your answers, not measured from drawings: ask builders to check them on site.',
    ],
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Programme, cash flow and stage payments (page 9)
// ---------------------------------------------------------------------------------------------------------------

const WEEKS_PER_MONTH = 52 / 12

/** Phases before anyone is on site: they carry fees, not the builder's price, and earn no stage payment. */
const PRE_CONSTRUCTION = /design|approval|planning|tender|survey and drawings/i

function buildProgramme(plan: CostPlan, constructionPence: number, roundingPence: number): ReportData['programme'] {
  const phases0 = plan.programme.phases.filter((p) => p.durationWeeks > 0)
  const origin = phases0.length ? Math.min(...phases0.map((p) => p.startWeek)) : 0
  const phases = phases0.slice(0, 16).map((p) => {
    const start = p.startWeek - origin
    const end = start + p.durationWeeks
    const first = Math.floor(start) + 1
    const last = Math.max(first, Math.ceil(end))
    return {
      name: truncate(t(p.name), 48),
      start,
      duration: p.durationWeeks,
      weeksLabel: first === last ? `Wk ${first}` : `Wk ${first}-${last}`,
      isPreConstruction: PRE_CONSTRUCTION.test(p.name),
    }
  })
  const totalWeeks = Math.max(plan.programme.totalWeeks, ...phases.map((p) => p.start + p.duration), 1)
  const sitePhases = phases.some((p) => !p.isPreConstruction) ? phases.filter((p) => !p.isPreConstruction) : phases
  const siteStart = sitePhases.length ? Math.min(...sitePhases.map((p) => p.start)) : 0
  const siteEnd = sitePhases.length ? Math.max(...sitePhases.map((p) => p.start + p.duration)) : totalWeeks
  const siteWeeks = Math.max(siteEnd - siteStart, 0.5)
  const preWeeks = siteStart

  // Cash flow: fees are paid before work starts; the builder's price and contingency follow the site
  // programme, each phase's share spread evenly over its weeks (fractions of a week included).
  const weekWeights = Array.from({ length: Math.ceil(siteWeeks) }, (): number => 0)
  for (const p of sitePhases) {
    const from = p.start - siteStart
    const to = from + p.duration
    for (let w = Math.floor(from); w < Math.ceil(to) && w < weekWeights.length; w++) {
      const overlap = Math.min(to, w + 1) - Math.max(from, w)
      if (overlap > 0) weekWeights[w]! += overlap / p.duration
    }
  }
  if (!weekWeights.some((w) => w > 0)) weekWeights.fill(1)
  const months = Math.max(1, Math.ceil(weekWeights.length / WEEKS_PER_MONTH))
  const monthWeights = Array.from({ length: months }, (): number => 0)
  weekWeights.forEach((w, i) => (monthWeights[Math.min(months - 1, Math.floor(i / WEEKS_PER_MONTH))]! += w))
  const onSitePence = constructionPence + plan.contingency.pence + roundingPence
  const monthPence = allocatePence(onSitePence, monthWeights)
  const flows = [
    { label: 'Pre-start (fees)', pence: plan.feesPence },
    ...monthPence.map((pence, i) => ({ label: `Month ${i + 1}`, pence })),
  ]
  let cumulative = 0
  const cashFlow = flows.map((f) => {
    cumulative += f.pence
    return { ...f, amount: gbp0(f.pence), cumulative: gbp0(cumulative), cumulativePence: cumulative }
  })

  // Stage payments on the builder's price, by the value of the work each stage completes (the schedule's items,
  // by the programme phase their element belongs to), less a 5% retention: half released at practical
  // completion, the rest at the end of the defects period.
  const vatRate = plan.vat.ratePercent
  // By the engine's own phase names (the Gantt's labels may be shortened).
  const stageSource = stageValues(
    plan,
    phases.flatMap((p, i) => (sitePhases.includes(p) ? [{ name: phases0[i]!.name, duration: p.duration }] : [])),
  )
  // Group stages so the table stays short: at most 6 payment stages before the retention releases.
  const chunk = Math.ceil(stageSource.length / 6)
  const milestones: { name: string; weight: number }[] = []
  for (let i = 0; i < stageSource.length; i += chunk) {
    const part = stageSource.slice(i, i + chunk)
    const last = part[part.length - 1]!
    milestones.push({
      name: part.length === 1 ? last.name : `${last.name} (phases ${i + 1}-${i + part.length})`,
      weight: part.reduce((a, p) => a + p.valuePence, 0),
    })
  }
  const stageValuePence = allocatePence(
    constructionPence,
    milestones.map((m) => m.weight),
  )
  const retentionPence = stageValuePence.map((v) => Math.round(v * (RETENTION_PERCENT / 100)))
  const retentionTotal = retentionPence.reduce((a, b) => a + b, 0)
  const retentionAtCompletion = Math.round(retentionTotal / 2)
  const stageExc = [
    ...stageValuePence.map((v, i) => v - retentionPence[i]!),
    retentionAtCompletion,
    retentionTotal - retentionAtCompletion,
  ]
  const contractIncVat = constructionPence + Math.round((constructionPence * vatRate) / 100)
  const stageInc = allocatePence(contractIncVat, stageExc)
  const stageNames = [
    ...milestones.map((m) => `On completion of ${lowerFirst(m.name)}`),
    `Practical completion: half the retention (${RETENTION_PERCENT / 2}%)`,
    `End of the ${DEFECTS_MONTHS}-month defects period: the rest of the retention (${RETENTION_PERCENT / 2}%)`,
  ]
  const stagePayments = stageNames.map((stage, i) => ({
    stage,
    percent: percentOf(stageExc[i]!, constructionPence),
    excVat: gbp(stageExc[i]!),
    incVat: gbp(stageInc[i]!),
  }))

  return {
    totalWeeksLabel:
      preWeeks > 0
        ? `${weeksFmt(totalWeeks)}, of which ${weeksFmt(siteWeeks)} on site`
        : `${weeksFmt(siteWeeks)} on site`,
    totalWeeks,
    phases,
    cashFlow,
    cashFlowNote: `Excluding VAT. Month 1 is the first month on site. Fees fall before work starts; the builder's price (${gbp0(constructionPence)}) and contingency (${gbp0(plan.contingency.pence)}) follow the programme. Total ${gbp(plan.totalExcVatPence)}.`,
    stagePayments,
    stageTotals: { excVat: gbp(constructionPence), incVat: gbp(contractIncVat) },
    stageNote: `Stage payments apply to the builder's price (construction cost) and follow the value of the work each stage completes, from the schedule of works, not its length. Each payment holds back a ${RETENTION_PERCENT}% retention: half is released at practical completion, the rest at the end of the ${DEFECTS_MONTHS}-month defects period once defects are put right. No deposit is shown: if a builder needs one for materials ordered, keep it under 10% and deduct it from the first stage.${vatRate === 20 ? '' : ` VAT shown at ${vatRate}% on qualifying work.`}`,
  }
}

/** Retention held on each stage payment, and the defects period that ends it (JCT homeowner/minor works practice). */
const RETENTION_PERCENT = 5
const DEFECTS_MONTHS = 6

/**
 * The measured value each site phase completes: every line item counts in the phase its NRM element belongs to
 * (the same element → phase map the engine builds the programme from). A line whose phase is not in the
 * programme counts in the nearest earlier phase; if no phase can be matched (a plan from an older engine), the
 * phases are weighted by duration instead.
 */
export function stageValues(
  plan: Pick<CostPlan, 'lineItems'>,
  sitePhases: readonly { name: string; duration: number }[],
): { name: string; valuePence: number }[] {
  if (!sitePhases.length) return [{ name: 'Completion of the works', valuePence: 1 }]
  const phaseOfElement = new Map(DEFAULT_RATES.elements.map((e) => [e.code, e.phase]))
  const order = PHASES.map((p) => p.id)
  const idOfPhase = (name: string) => PHASES.find((p) => p.name === name)?.id
  const stages = sitePhases.map((p) => ({ name: p.name, id: idOfPhase(p.name), valuePence: 0 }))
  const matched = stages.filter((st) => st.id !== undefined)
  if (!matched.length) return sitePhases.map((p) => ({ name: p.name, valuePence: p.duration }))
  for (const line of plan.lineItems) {
    const phase = phaseOfElement.get(line.elementCode)
    const at = phase ? order.indexOf(phase) : -1
    const target =
      [...matched].reverse().find((st) => order.indexOf(st.id!) <= at) ??
      (at < 0 ? matched[matched.length - 1] : matched[0])
    target!.valuePence += line.totalPence
  }
  const valued = stages.filter((st) => st.valuePence > 0)
  return (valued.length ? valued : stages).map(({ name, valuePence }) => ({ name, valuePence }))
}

function buildQuestions(plan: CostPlan): string[] {
  const q: string[] = [
    'Is your price fixed for the scope in this schedule? Which items are provisional or excluded?',
    'Does your price include preliminaries (scaffold, skips, welfare) and making good, or are they extra?',
    'What is your programme, start date and weekly attendance? Who manages the site day to day?',
    'What payment stages do you propose? (Avoid deposits over 10% and pay only for completed work.)',
    "Which insurances do you hold (public liability, contractor's all risks)? Can I see the certificates?",
    'Are you registered with a competent person scheme (NICEIC/NAPIT for electrics, Gas Safe for gas)?',
  ]
  const ps = plan.lineItems.filter((l) => l.isProvisionalSum).sort((a, b) => b.totalPence - a.totalPence)[0]
  if (ps)
    q.splice(
      1,
      0,
      `How have you priced the provisional sum for "${truncate(t(ps.description), 60)}", and how will it be adjusted?`,
    )
  if (plan.vat.ratePercent !== 20)
    q.push(`Will you invoice at the ${plan.vat.ratePercent}% VAT rate, and what evidence do you need from me?`)
  else q.push('Are you VAT registered, and is VAT included in your price?')
  q.push('Will you sign a written contract (e.g. JCT Homeowner) with a 5% retention and a defects period?')
  return q.map(t)
}

// ---------------------------------------------------------------------------------------------------------------
// Benchmark inputs
// ---------------------------------------------------------------------------------------------------------------

/**
 * Re-runs the engine to produce page 6's comparisons: the same project at budget, standard and premium
 * specification (plus luxury when that was chosen), and in each UK region the rate table knows. The engine is
 * passed in so this stays pure; it is called (quality options + regions + 1) times.
 */
export function buildBenchmarkInputs<R extends { regions: { key: string; label: string; aliases: string[] }[] }>(
  input: CostInput,
  rates: R,
  estimateCost: (input: CostInput, rates: R) => CostPlan,
): ReportBenchmarks {
  const subject = estimateCost(input, rates)
  const qualities: Quality[] = [
    'budget',
    'standard',
    'premium',
    ...(input.quality === 'luxury' ? (['luxury'] as const) : []),
  ]
  const qualityComparison = qualities.map((quality) => {
    const p = quality === input.quality ? subject : estimateCost({ ...input, quality }, rates)
    return {
      quality,
      totalExcVatPence: p.totalExcVatPence,
      totalIncVatPence: p.totalIncVatPence,
      perSqmPence: costPerSqm(p, input.sizeSqm).excVatPence,
    }
  })
  // One bar per region of the professional form (the 12 UK regions); the first form's broader keys
  // ('midlands', 'north') would double up, so they are used only if a rate table has no professional names.
  const professional = new Set<string>(PROFESSIONAL_LOCATIONS)
  const firstForm = new Set<string>(FIRST_FORM_REGIONS)
  const pick = (r: { label: string; aliases: string[] }, names: Set<string>) =>
    [r.label, ...r.aliases].find((a) => names.has(a))
  const useProfessional = rates.regions.some((r) => pick(r, professional))
  const seen = new Set<string>()
  const regionalComparison: RegionalComparisonRow[] = []
  for (const r of rates.regions) {
    const value = pick(r, useProfessional ? professional : firstForm)
    if (!value || seen.has(r.key)) continue
    seen.add(r.key)
    const p =
      r.key === subject.facts.regionKey
        ? subject
        : estimateCost({ ...input, region: value as CostInput['region'] }, rates)
    regionalComparison.push({
      label: r.label,
      perSqmPence: costPerSqm(p, input.sizeSqm).excVatPence,
      isSubject: r.key === subject.facts.regionKey,
    })
  }
  if (!seen.has(subject.facts.regionKey)) {
    regionalComparison.push({
      label: subject.facts.regionLabel,
      perSqmPence: costPerSqm(subject, input.sizeSqm).excVatPence,
      isSubject: true,
    })
  }
  return {
    qualityComparison,
    regionalComparison,
    ukAveragePerSqmPence: Math.round(
      costPerSqm(subject, input.sizeSqm).excVatPence / (subject.facts.locationFactor || 1),
    ),
  }
}
