/**
 * Cost per m² of gross internal floor area, excluding and including VAT: the one definition the engine, the
 * estimate API, the web result and the PDF report all use (decision 012: a figure including VAT was printed under an
 * "excluding VAT" label). Pence in, whole pence out; a size of 0 or less gives 0.
 */
export function costPerSqm(
  totals: { totalExcVatPence: number; totalIncVatPence: number },
  sizeSqm: number,
): { excVatPence: number; incVatPence: number } {
  if (!(sizeSqm > 0)) return { excVatPence: 0, incVatPence: 0 }
  return {
    excVatPence: Math.round(totals.totalExcVatPence / sizeSqm),
    incVatPence: Math.round(totals.totalIncVatPence / sizeSqm),
  }
}

/** `costPerSqm` of a stored plan, on the floor area it measured (a room of the house where it was priced as one). */
export function planCostPerSqm(plan: {
  totalExcVatPence: number
  totalIncVatPence: number
  input: { sizeSqm: number }
  facts?: { measuredSqm?: number }
}): { excVatPence: number; incVatPence: number } {
  return costPerSqm(plan, plan.facts?.measuredSqm ?? plan.input.sizeSqm)
}
