import type { RateTable } from './rate-table'
import type { CostPlan } from './types'

export interface VatLine {
  ratePercent: number
  /** What the rate applies to: 'building work', 'professional fees', or both at the standard rate. */
  appliesTo: string
  basePence: number
  vatPence: number
}

/**
 * The plan's VAT as one line per rate, summing exactly to `plan.vat.pence`. The engine charges the project's
 * rate on the works (everything but fees) and 20% on VAT-able professional fees (statutory fees are outside the
 * scope), so a 5% job also carries 20% on its fees: printing that as one "VAT at 5%" line misstates it (decision 012).
 * Pure; `rates` says which fees are VAT-able.
 */
export function vatLines(
  plan: Pick<CostPlan, 'totalExcVatPence' | 'feesPence' | 'fees' | 'vat'>,
  rates: Pick<RateTable, 'fees'>,
): VatLine[] {
  const rate = plan.vat.ratePercent
  const worksBase = plan.totalExcVatPence - plan.feesPence
  const feesBase = plan.fees
    .filter((f) => (rates.fees as Record<string, { vatable?: boolean } | undefined>)[f.id]?.vatable !== false)
    .reduce((a, f) => a + f.pence, 0)
  if (rate === 20)
    return [
      {
        ratePercent: 20,
        appliesTo: feesBase > 0 ? 'building work and professional fees' : 'building work',
        basePence: worksBase + feesBase,
        vatPence: plan.vat.pence,
      },
    ]
  const worksVat = Math.round((worksBase * rate) / 100)
  const lines: VatLine[] = [{ ratePercent: rate, appliesTo: 'building work', basePence: worksBase, vatPence: worksVat }]
  const feesVat = plan.vat.pence - worksVat
  if (feesVat !== 0 || feesBase > 0)
    lines.push({ ratePercent: 20, appliesTo: 'professional fees', basePence: feesBase, vatPence: feesVat })
  return lines
}
