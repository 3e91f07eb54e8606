import { APPRAISAL_DEFAULTS as D } from './defaults'
import type { Picker } from './picker'
import type { AppraisalContext, AppraisalInput, AppraisalStrategy } from './schema'

type Defaults = typeof D
/** Input fields whose default is one figure. */
type FixedField = {
  [K in keyof Defaults]: Defaults[K] extends { value: number } ? K : never
}[keyof Defaults] &
  keyof AppraisalInput
/** Input fields whose default depends on the strategy alone. */
type ByStrategyField = {
  [K in keyof Defaults]: Defaults[K] extends { value: (s: AppraisalStrategy) => number } ? K : never
}[keyof Defaults] &
  keyof AppraisalInput

/**
 * The picker bound to the typed input and the defaults: each money or percent field named once, taking its default's
 * figure (for `strategy`, where it depends on it) and source.
 */
function fieldsPicker(input: AppraisalInput, p: Picker, strategy?: AppraisalStrategy) {
  const fallback = (key: FixedField | ByStrategyField) => {
    const d = D[key]
    return typeof d.value === 'number' ? d.value : d.value(strategy!)
  }
  return {
    money: (key: FixedField | ByStrategyField, label: string) =>
      p.money(key, label, input[key], fallback(key), D[key].source),
    pct: (key: FixedField | ByStrategyField, label: string) =>
      p.pct(key, label, input[key], fallback(key), D[key].source),
    months: (key: 'holdingMonths' | 'saleMonths', label: string, months: number) =>
      p.pick(key, label, input[key], months, D[key].source, (m) => `${m} months`),
  }
}

/** The costs of holding the property while the works run, of selling it (flip) and of letting it. */
export function resolveHolding(input: AppraisalInput, ctx: AppraisalContext, p: Picker) {
  const field = fieldsPicker(input, p)
  return {
    holdingMonths: field.months('holdingMonths', 'Months of works (holding costs)', Math.max(1, ctx.programmeMonths)),
    councilTaxMonthlyPence: field.money('councilTaxMonthlyPence', 'Council tax a month (during works)'),
    holdingInsuranceMonthlyPence: field.money('holdingInsuranceMonthlyPence', 'Insurance a month (during works)'),
    utilitiesMonthlyPence: field.money('utilitiesMonthlyPence', 'Utilities a month (during works)'),
  }
}

export function resolveSale(input: AppraisalInput, isFlip: boolean, p: Picker) {
  if (!isFlip) return { saleMonths: 0, saleAgentBp: 0, saleLegalPence: 0 }
  const field = fieldsPicker(input, p)
  return {
    saleMonths: field.months('saleMonths', 'Months to sell', D.saleMonths.value),
    saleAgentBp: field.pct('saleAgentPercent', 'Estate agent on sale'),
    saleLegalPence: field.money('saleLegalPence', 'Legal fees on sale'),
  }
}

export function resolveRunning(input: AppraisalInput, strategy: AppraisalStrategy, rooms: number, p: Picker) {
  const none = {
    managementBp: 0,
    voidsBp: 0,
    maintenanceBp: 0,
    landlordInsuranceAnnualPence: 0,
    hmoLicenceAnnualPence: 0,
    billsMonthlyPence: 0,
    otherAnnualCostsPence: 0,
  }
  if (strategy === 'flip') return none
  const field = fieldsPicker(input, p, strategy)
  const managementBp = field.pct('managementPercent', 'Letting and management')
  const voidsBp = field.pct('voidsPercent', 'Voids (rent lost)')
  const maintenanceBp = field.pct('maintenancePercent', 'Maintenance')
  const landlordInsuranceAnnualPence = field.money('landlordInsuranceAnnualPence', 'Landlord insurance a year')
  const hasLicence = strategy === 'hmo' || input.hmoLicenceAnnualPence !== undefined
  const hmoLicenceAnnualPence = hasLicence ? field.money('hmoLicenceAnnualPence', 'HMO licence a year') : 0
  const bills = D.billsMonthlyPence
  const billsMonthlyPence = p.money(
    'billsMonthlyPence',
    'Bills a month (landlord pays)',
    input.billsMonthlyPence,
    bills.value(strategy, rooms),
    bills.source,
  )
  const otherAnnualCostsPence = field.money('otherAnnualCostsPence', 'Other costs a year')
  return {
    managementBp,
    voidsBp,
    maintenanceBp,
    landlordInsuranceAnnualPence,
    hmoLicenceAnnualPence,
    billsMonthlyPence,
    otherAnnualCostsPence,
  }
}
