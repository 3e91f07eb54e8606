import { pricedScopeLabel, scopeNotStatedNote } from '#shared/scope'
import { answerLabel } from '#shared/smart-questions/readable-answers'
import type { FlagId } from '#shared/cost-engine/flag-id'
import type { Driver } from '#shared/cost-engine/types'
import { standardVatPercent } from '#shared/cost-engine/vat'
import { pct } from '../on-costs'
import type { Works } from '../price-lines'
import { excVatMultiplier, fittingsPriced, gbp, type PricedJob } from './context'

/** Which flags each smart question switches (for the "what your answers changed" list). */
export const DRIVER_FLAGS: Record<string, FlagId[]> = {
  rewiring: ['rewire'],
  damp: ['damp'],
  structural_walls: ['structural'],
  layout_change: ['layout_change'],
  heating: ['heat_system', 'heat_boiler', 'heat_pump'],
  roof_work: ['roof_recover', 'roof_repairs'],
  windows: ['windows_all', 'windows_some'],
  listed_status: ['listed'],
  property_age: ['period'],
  loft_type: ['loft_dormer', 'loft_mansard', 'loft_hip_to_gable', 'loft_rooflight'],
  extension_storeys: ['double_storey'],
  basement_work: ['underpin'],
  worktops: ['worktop_stone'],
}

/**
 * Value of the lines a driver's flags switched on (or left off), each line once: a line priced under two of the
 * driver's flags (a radiator under "new system" and "new boiler") is one cost, not two (decision 027).
 */
export function flagValue(works: Works, driverKey: string, side: 'on' | 'off'): number {
  const flags = DRIVER_FLAGS[driverKey]
  if (!flags) return 0
  const wantActive = side === 'on'
  let sum = 0
  for (const l of works.flagged) {
    if (l.active === wantActive && l.when.some((f) => flags.includes(f))) sum += l.totalPence
  }
  return sum
}

/**
 * The work a driver prices in this job: its flagged lines, or, for the driver a single trade's job is about (a rewire's
 * rewiring), the whole of the measured works.
 */
export function workPricedBy(job: PricedJob['job'], works: Works, driverKey: string): number {
  // A trade's job is its own measured works, not the parts priced beside it (decisions 072, 074).
  return driverKey === job.recipe.tradeDriver
    ? works.measuredPence - (works.partsMeasuredPence ?? 0)
    : flagValue(works, driverKey, 'on')
}

/**
 * The description switched on work this driver stands for (a rewire, a double storey, digging out), so a line should
 * price it. What it reads as none of it (single storey, a cellar as it is, not listed) is a fact, not unpriced work.
 */
export function asksForWork(job: PricedJob['job'], driverKey: string): boolean {
  return (DRIVER_FLAGS[driverKey] ?? []).some((flag) => job.drivers.flags[flag])
}

/** What settled each answer, in words: the money it moved where a line depends on it. */
function answerEffect(p: PricedJob, id: string, m: number): string {
  const { job, works, onCosts, vat } = p
  const { rates, drivers: r } = job
  if (DRIVER_FLAGS[id]) {
    const on = workPricedBy(job, works, id)
    const off = flagValue(works, id, 'off')
    return on > 0
      ? `Includes about ${gbp(on * m)} of work (with on-costs, excluding VAT).`
      : off > 0
        ? `Leaves out about ${gbp(off * m)} of work (excluding VAT).`
        : 'No priced work depends on it for this project.'
  }
  switch (id) {
    case 'bathrooms_count': {
      const n = r.bathroomsAnswer ?? 0
      return n > 0
        ? `${n} bathroom fit-out(s) priced, about ${gbp((works.bathroomValue * m) / n)} each.`
        : 'No bathroom fit-out priced.'
    }
    case 'rooms_count':
      return `${r.bedroomsAnswer} bedroom(s): sets doors, fire detection and furnishing quantities.`
    case 'fittings_quality': {
      const fittings = fittingsPriced(works)
      return fittings
        ? `${fittings} priced at ${r.fittingsQuality} (× ${rates.qualityFactors.fitting.values[r.fittingsQuality]}).`
        : 'No fittings are priced in this project.'
    }
    case 'living_in':
      return r.livingIn
        ? `Preliminaries ${onCosts.prelimsPercent}% incl. +${rates.preliminaries.livingIn.percent}% for working around you; programme +${Math.round(rates.programme.livingInUplift * 100)}%.`
        : 'No allowance for working around occupants.'
    case 'access':
      return r.restrictedAccess
        ? `Preliminaries +${rates.preliminaries.restrictedAccess.percent}% for permits, small skips and carrying (${gbp(onCosts.prelimsPence)} total preliminaries).`
        : 'Normal access assumed.'
    case 'empty_two_years': {
      const reduced = rates.vat.find((v) => v.id === 'empty_two_years')?.ratePercent
      const standard = standardVatPercent(rates)
      return r.emptyTwoYears && vat.ratePercent === reduced
        ? `VAT at ${vat.ratePercent}% instead of ${standard}% saves about ${gbp(pct(p.range.likelyExcVatPence - onCosts.feesPence, standard - vat.ratePercent))}.`
        : 'Standard VAT rules apply.'
    }
    default:
      return 'Settled by your answer (no longer an open question).'
  }
}

/**
 * What condition does (price-lines.ts): repair and strip-out cover more or less of each surface, never more than the
 * whole of it (a 95 m² house has 95 m² of ceiling whatever its state); past the whole, the same work is harder.
 */
function conditionEffect(factor: number): string {
  if (factor === 1) return 'Repairs as an average property needs.'
  return factor > 1
    ? `Repairs × ${factor} (average 1.0): more of each surface renewed, at most all of it.`
    : `Repairs × ${factor} (average 1.0): less of each surface renewed.`
}

/** The scope priced: a rung of the ladder, or (a trade's job with the scope unstated) the work named. */
function scopeDriver(job: PricedJob['job']): Driver {
  const namedOnly = job.recipe.baseType === 'trade' && !job.scopeStated
  return {
    source: 'input',
    key: 'scope',
    label: `Scope: ${pricedScopeLabel(job.normalised.scope, job.recipe.baseType, job.scopeStated)}${scopeNotStatedNote(job.scopeStated, job.scopeFromDescription)}`,
    effect: namedOnly ? 'Each item of work named is priced in full.' : 'Sets how much of each element is renewed.',
  }
}

/** The drivers list: the inputs, what the description said (and whether it is priced), and each answer's effect. */
export function buildDrivers(p: PricedJob): Driver[] {
  const { job, works } = p
  const { rates, drivers: r, region } = job
  const input = job.normalised
  const m = excVatMultiplier(p)
  const out: Driver[] = [
    {
      source: 'input',
      key: 'region',
      label: `Location: ${region.label}`,
      effect: `Rates × ${region.factor.toFixed(2)} (UK average 1.00).`,
    },
    {
      source: 'input',
      key: 'condition',
      label: `Condition: ${input.condition}`,
      effect: conditionEffect(rates.conditionFactors.values[input.condition] ?? 1),
    },
    scopeDriver(job),
    ...(job.chosenInsteadOf
      ? [
          {
            source: 'description' as const,
            key: 'sole_trade',
            ...(job.recipe.baseType === 'trade'
              ? {
                  label: `Priced as one trade's job: ${job.profile.label}`,
                  effect: `Your description names only this work. To price a ${job.chosenInsteadOf.toLowerCase()}, say the scope.`,
                }
              : {
                  label: `Priced as a ${job.profile.label.toLowerCase()}`,
                  effect: `Your description is of a ${job.profile.label.toLowerCase()}, so it is priced as one (${job.sizeSqm} m²), not as a ${job.chosenInsteadOf.toLowerCase()}.`,
                }),
          },
        ]
      : []),
    {
      source: 'input',
      key: 'quality',
      label: `Quality: ${input.quality}`,
      // Decorating fits nothing, so its quality says nothing about fittings.
      effect: `Finishes × ${rates.qualityFactors.finish.values[input.quality] ?? 1}${
        job.recipe.baseType === 'cosmetic'
          ? ''
          : `, fittings × ${rates.qualityFactors.fitting.values[r.fittingsQuality]}`
      } (standard 1.0).`,
    },
    // A driver read from the description says what it adds only when a line prices it (decision 009: what is said is
    // priced); otherwise it says so, and the exclusions list it (see notPricedMentions).
    ...r.drivers.map((d) => {
      if (!asksForWork(job, d.key)) return d
      const on = workPricedBy(job, works, d.key)
      return {
        ...d,
        effect:
          on > 0
            ? `Your description mentions it: about ${gbp(on * m)} of work included (with on-costs, excluding VAT).`
            : 'Your description mentions it, but no item of this project prices it: not included (see exclusions).',
      }
    }),
  ]
  for (const [id, how] of Object.entries(r.settledBy)) {
    if (how !== 'answer') continue
    const label = rates.drivers[id]?.label ?? id
    // People read the answer's option label; the id and value stay in input.answers for the engine.
    out.push({
      source: 'answer',
      key: id,
      // The fittings' quality settled by the form's specification has no answer of its own to show.
      label:
        input.answers[id] === undefined && id === 'fittings_quality'
          ? `${label.replace(/:$/, '')}: ${input.quality} (the specification chosen)`
          : `${label.replace(/:$/, '')}: ${answerLabel(id, input.answers[id] ?? '')}`,
      effect: answerEffect(p, id, m),
    })
  }
  return out
}
