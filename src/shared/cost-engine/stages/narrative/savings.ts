import type { RateTable } from '#shared/cost-engine/rate-table'
import type { Saving } from '#shared/cost-engine/types'
import { excVatMultiplier, fittingsPriced, type PricedJob } from './context'

/** Saving indices by rate id, built once per rate table (so each line is visited once, not once per saving). */
const savingsByRateCache = new WeakMap<RateTable, Map<string, number[]>>()
function savingsByRate(rates: RateTable): Map<string, number[]> {
  let m = savingsByRateCache.get(rates)
  if (!m) {
    m = new Map()
    rates.savings.forEach((s, i) => {
      for (const id of s.rateIds) {
        const list = m!.get(id)
        if (list) list.push(i)
        else m!.set(id, [i])
      }
    })
    savingsByRateCache.set(rates, m)
  }
  return m
}

/** The rate table's savings, each sized on the lines it applies to and shown when worth the owner's while. */
export function buildSavings(p: PricedJob): Saving[] {
  const { job, works, onCosts } = p
  const { rates, drivers: r } = job
  // Savings are stated excluding VAT (page 10): £1 of measured works is worth its on-costs and fees, not the VAT.
  const m = excVatMultiplier(p)
  const measured = works.measuredPence
  const defs = rates.savings
  const bases = new Array<number>(defs.length).fill(0)
  const byRate = savingsByRate(rates)
  for (const l of works.lines) {
    const idx = byRate.get(l.rateId)
    if (!idx) continue
    for (const k of idx) {
      const part = defs[k]!.part
      bases[k] =
        bases[k]! + (part === 'materials' ? l.materialsPence : part === 'labour' ? l.labourPence : l.totalPence)
    }
  }
  const out: Saving[] = []
  for (let i = 0; i < defs.length; i++) {
    const s = defs[i]!
    let base: number
    if (s.id === 'standard_fittings') base = works.premiumOverStandard
    else if (s.id === 'avoid_living_in')
      // The living-in uplift is a percentage of the measured works (on-costs.ts), whatever is itemised beside it.
      base =
        r.livingIn && onCosts.prelimsPercent > 0
          ? Math.round((measured * rates.preliminaries.livingIn.percent) / 100)
          : 0
    // A bathroom formed where there was none has no position to keep: its soil and water runs are new, not moved.
    else if (s.id === 'keep_layout' && r.flags.room_formed) base = 0
    else base = Math.round(bases[i]! * s.fraction)
    const savingPence = Math.round(base * m)
    if (savingPence >= rates.limits.minSavingPence)
      out.push({
        id: s.id,
        // The fittings saving names the specification priced (luxury fittings are not "premium").
        title: s.id === 'standard_fittings' ? s.title.replace('premium', r.fittingsQuality) : s.title,
        // The fittings saving names the fittings this job prices (a loft has no kitchen units).
        detail:
          s.id === 'standard_fittings'
            ? `${fittingsPriced(works) ?? 'Fittings'} priced at the standard specification.`
            : s.detail,
        savingPence,
      })
  }
  return out.sort((a, b) => b.savingPence - a.savingPence)
}
