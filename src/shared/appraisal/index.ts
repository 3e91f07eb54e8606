/**
 * The investor appraisal (decision 029), one pure module for the page, the PDF and the API. The brief asks for one entry
 * point here (STYLE.md §1 prefers direct imports; import the files directly inside the module).
 *   appraise(input, context) → AppraisalResult        (appraise.ts)
 *   AppraisalInputSchema / AppraisalInput / AppraisalContext (schema.ts)
 *   appraisalContextFromPlan(plan) → AppraisalContext  (context.ts)
 *   computeTransactionTax, nationForRegion, TAX_TABLES (taxes.ts)
 */
export { appraise, resolveAppraisalInput, percentOf, allocateByWeights } from './appraise'
export { appraisalContextFromPlan } from './context'
export { APPRAISAL_DEFAULTS, ICR_PRESET_VALUES } from './defaults'
export type { AppraisalMonth, AppraisalResult, Assumption, Percent, SensitivityRow } from './result'
export * from './schema'
export {
  computeTransactionTax,
  nationForRegion,
  NATIONS,
  TAX_TABLES,
  TAX_LABELS,
  type Nation,
  type TransactionTaxResult,
} from './taxes'
