import { AppraisalInputSchema, type AppraisalInput } from '#shared/appraisal/schema'

/**
 * The appraisal's number inputs, keyed by their path in `AppraisalInput` (the same key the module's assumptions
 * use, e.g. 'finance.ltvPercent'), so each field finds its default and its source in the result's assumptions. Money
 * is typed in pounds and kept in pence; percentages and whole numbers as typed.
 */
export type FieldKind = 'money' | 'percent' | 'whole'

export type FieldGroup = 'deal' | 'income' | 'finance' | 'refinance' | 'icr' | 'acquisition' | 'holding' | 'running'

export interface FieldDef {
  key: string
  kind: FieldKind
  group: FieldGroup
  /** A shorter label than the module's, where the group heading already says it. */
  label?: string
}

export const FIELDS: FieldDef[] = [
  { key: 'purchasePricePence', kind: 'money', group: 'deal' },
  { key: 'gdvPence', kind: 'money', group: 'deal' },
  { key: 'monthlyRentPence', kind: 'money', group: 'income' },
  { key: 'rooms', kind: 'whole', group: 'income' },
  { key: 'roomRentMonthlyPence', kind: 'money', group: 'income' },
  { key: 'nightlyRatePence', kind: 'money', group: 'income' },
  { key: 'occupancyPercent', kind: 'percent', group: 'income' },
  { key: 'saleMonths', kind: 'whole', group: 'income' },
  { key: 'saleAgentPercent', kind: 'percent', group: 'income' },
  { key: 'saleLegalPence', kind: 'money', group: 'income' },
  { key: 'finance.ltvPercent', kind: 'percent', group: 'finance' },
  { key: 'finance.annualRatePercent', kind: 'percent', group: 'finance' },
  { key: 'finance.termMonths', kind: 'whole', group: 'finance' },
  { key: 'finance.arrangementFeePercent', kind: 'percent', group: 'finance' },
  { key: 'finance.exitFeePercent', kind: 'percent', group: 'finance' },
  { key: 'finance.worksFundedPercent', kind: 'percent', group: 'finance' },
  { key: 'refinance.ltvPercent', kind: 'percent', group: 'refinance' },
  { key: 'refinance.annualRatePercent', kind: 'percent', group: 'refinance' },
  { key: 'refinance.arrangementFeePercent', kind: 'percent', group: 'refinance' },
  { key: 'refinance.month', kind: 'whole', group: 'refinance' },
  { key: 'icr.ratioPercent', kind: 'percent', group: 'icr' },
  { key: 'icr.stressRatePercent', kind: 'percent', group: 'icr' },
  { key: 'legalFeesPence', kind: 'money', group: 'acquisition' },
  { key: 'surveyFeesPence', kind: 'money', group: 'acquisition' },
  { key: 'otherAcquisitionPence', kind: 'money', group: 'acquisition' },
  { key: 'holdingMonths', kind: 'whole', group: 'holding' },
  { key: 'councilTaxMonthlyPence', kind: 'money', group: 'holding' },
  { key: 'holdingInsuranceMonthlyPence', kind: 'money', group: 'holding' },
  { key: 'utilitiesMonthlyPence', kind: 'money', group: 'holding' },
  { key: 'managementPercent', kind: 'percent', group: 'running' },
  { key: 'voidsPercent', kind: 'percent', group: 'running' },
  { key: 'maintenancePercent', kind: 'percent', group: 'running' },
  { key: 'landlordInsuranceAnnualPence', kind: 'money', group: 'running' },
  { key: 'hmoLicenceAnnualPence', kind: 'money', group: 'running' },
  { key: 'billsMonthlyPence', kind: 'money', group: 'running' },
  { key: 'otherAnnualCostsPence', kind: 'money', group: 'running' },
]

type Nested = 'finance' | 'refinance' | 'icr'
const NESTED = new Set<string>(['finance', 'refinance', 'icr'])

function split(key: string): [string, string | undefined] {
  const [head, tail] = key.split('.', 2) as [string, string | undefined]
  return [head, tail]
}

/** The typed value at a path ('finance.ltvPercent'), or undefined when left to its default. */
export function valueAt(input: AppraisalInput, key: string): unknown {
  const [head, tail] = split(key)
  const top = (input as Record<string, unknown>)[head]
  if (tail === undefined) return top
  return top && typeof top === 'object' ? (top as Record<string, unknown>)[tail] : undefined
}

/** A copy of the input with the value at a path set, or removed when undefined (empty groups go too). */
export function withValue(input: AppraisalInput, key: string, value: unknown): AppraisalInput {
  const [head, tail] = split(key)
  const next = { ...input } as Record<string, unknown>
  if (tail === undefined || !NESTED.has(head)) {
    if (value === undefined) delete next[head]
    else next[head] = value
    return next as AppraisalInput
  }
  const group = { ...((next[head] as Record<string, unknown> | undefined) ?? {}) }
  if (value === undefined) delete group[tail]
  else group[tail] = value
  if (Object.keys(group).length === 0) delete next[head as Nested]
  else next[head] = group
  return next as AppraisalInput
}

/** What a field shows for a typed value: pounds without the pence when whole, percentages and counts as typed. */
export function textOf(kind: FieldKind, value: unknown): string {
  if (typeof value !== 'number') return ''
  if (kind === 'money') return value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2)
  return String(value)
}

/**
 * Reads what was typed: blank is "use the default" (undefined); '£250,000' and '250000' are the same pounds.
 * Answers NaN for text that is not a number, so the field can say so.
 */
export function parseText(kind: FieldKind, text: string): number | undefined {
  const cleaned = text.replace(/[£,%\s]/g, '')
  if (cleaned === '') return undefined
  if (!/^-?\d*\.?\d*$/.test(cleaned) || cleaned === '.' || cleaned === '-') return Number.NaN
  const n = Number(cleaned)
  if (kind === 'money') return Math.round(n * 100)
  return n
}

/**
 * Why a candidate input's field is refused, in words for the person typing (the schema names the JSON path; the
 * field already has its label), or null when it is valid.
 */
export function fieldError(input: AppraisalInput, key: string, kind: FieldKind): string | null {
  const parsed = AppraisalInputSchema.safeParse(input)
  if (parsed.success) return null
  const issue = parsed.error.issues.find((i) => i.path.join('.') === key)
  if (!issue) return null
  if (issue.code === 'too_small')
    return Number(issue.minimum) > 0 ? `At least ${Number(issue.minimum)}` : 'Cannot be negative'
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum)
    return kind === 'money'
      ? `At most £${(max / 100).toLocaleString('en-GB')}`
      : `At most ${max}${kind === 'percent' ? '%' : ''}`
  }
  if (kind === 'whole') return 'Enter a whole number'
  if (kind === 'percent') return 'Enter a percentage with at most two decimals'
  return 'Enter an amount in pounds'
}
