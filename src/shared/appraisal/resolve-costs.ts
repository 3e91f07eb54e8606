import { APPRAISAL_DEFAULTS as D } from './defaults'
import type { Picker } from './picker'
import type { AppraisalContext, AppraisalInput, AppraisalStrategy } from './schema'

/** The costs of holding the property while the works run, of selling it (flip) and of letting it. */
export function resolveHolding(input: AppraisalInput, ctx: AppraisalContext, p: Picker) {
  return {
    holdingMonths: p.pick(
      'holdingMonths',
      'Months of works (holding costs)',
      input.holdingMonths,
      Math.max(1, ctx.programmeMonths),
      D.holdingMonths.source,
      (m) => `${m} months`,
    ),
    councilTaxMonthlyPence: p.money(
      'councilTaxMonthlyPence',
      'Council tax a month (during works)',
      input.councilTaxMonthlyPence,
      D.councilTaxMonthlyPence.value,
      D.councilTaxMonthlyPence.source,
    ),
    holdingInsuranceMonthlyPence: p.money(
      'holdingInsuranceMonthlyPence',
      'Insurance a month (during works)',
      input.holdingInsuranceMonthlyPence,
      D.holdingInsuranceMonthlyPence.value,
      D.holdingInsuranceMonthlyPence.source,
    ),
    utilitiesMonthlyPence: p.money(
      'utilitiesMonthlyPence',
      'Utilities a month (during works)',
      input.utilitiesMonthlyPence,
      D.utilitiesMonthlyPence.value,
      D.utilitiesMonthlyPence.source,
    ),
  }
}

export function resolveSale(input: AppraisalInput, isFlip: boolean, p: Picker) {
  if (!isFlip) return { saleMonths: 0, saleAgentBp: 0, saleLegalPence: 0 }
  return {
    saleMonths: p.pick(
      'saleMonths',
      'Months to sell',
      input.saleMonths,
      D.saleMonths.value,
      D.saleMonths.source,
      (m) => `${m} months`,
    ),
    saleAgentBp: p.pct(
      'saleAgentPercent',
      'Estate agent on sale',
      input.saleAgentPercent,
      D.saleAgentPercent.value,
      D.saleAgentPercent.source,
    ),
    saleLegalPence: p.money(
      'saleLegalPence',
      'Legal fees on sale',
      input.saleLegalPence,
      D.saleLegalPence.value,
      D.saleLegalPence.source,
    ),
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
  const mgmt = D.managementPercent
  const managementBp = p.pct(
    'managementPercent',
    'Letting and management',
    input.managementPercent,
    mgmt.value(strategy),
    mgmt.source,
  )
  const voids = D.voidsPercent
  const voidsBp = p.pct('voidsPercent', 'Voids (rent lost)', input.voidsPercent, voids.value(strategy), voids.source)
  const maint = D.maintenancePercent
  const maintenanceBp = p.pct('maintenancePercent', 'Maintenance', input.maintenancePercent, maint.value, maint.source)
  const ins = D.landlordInsuranceAnnualPence
  const landlordInsuranceAnnualPence = p.money(
    'landlordInsuranceAnnualPence',
    'Landlord insurance a year',
    input.landlordInsuranceAnnualPence,
    ins.value(strategy),
    ins.source,
  )
  const lic = D.hmoLicenceAnnualPence
  const hasLicence = strategy === 'hmo' || input.hmoLicenceAnnualPence !== undefined
  const hmoLicenceAnnualPence = hasLicence
    ? p.money(
        'hmoLicenceAnnualPence',
        'HMO licence a year',
        input.hmoLicenceAnnualPence,
        lic.value(strategy),
        lic.source,
      )
    : 0
  const bills = D.billsMonthlyPence
  const billsMonthlyPence = p.money(
    'billsMonthlyPence',
    'Bills a month (landlord pays)',
    input.billsMonthlyPence,
    bills.value(strategy, rooms),
    bills.source,
  )
  const other = D.otherAnnualCostsPence
  const otherAnnualCostsPence = p.money(
    'otherAnnualCostsPence',
    'Other costs a year',
    input.otherAnnualCostsPence,
    other.value,
    other.source,
  )
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
