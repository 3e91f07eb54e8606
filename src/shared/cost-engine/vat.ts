import type { ProjectProfile, RateTable, VatRule } from './rate-table'

export interface VatContext {
  profile: ProjectProfile
  isNewBuild: boolean
  conversionMentioned: boolean
  /** A dwelling being converted into a house in multiple occupation (the HMO recipe and a conversion described). */
  becomesHmo: boolean
  /** The brief says the dwellings exist already and their number does not change: no conversion. */
  dwellingsUnchanged: boolean
  emptyTwoYears: boolean
  isListed: boolean
  /** True when the whole job is an energy-saving installation (e.g. a heat pump alone). */
  energySavingOnly: boolean
  /** A heat pump is part of a larger job. */
  energySavingMixed: boolean
  regionKey: string
  priceDate: string
}

export interface VatDecision {
  rule: VatRule
  note: string | null
}

/** The standard rate: what professional fees carry whatever rate the works take. */
export function standardVatPercent(rates: RateTable): number {
  return rule(rates, 'standard').ratePercent
}

function rule(rates: RateTable, id: string): VatRule {
  const r = rates.vat.find((v) => v.id === id) ?? rates.vat.find((v) => v.id === 'standard')
  if (!r) throw new Error('Rate table has no standard VAT rule')
  return r
}

/**
 * VAT per VAT Notice 708 as summarised in COST-KNOWLEDGE.md: 0% for new dwellings and energy-saving installations
 * on their own (GB, before 1 Apr 2027); 5% for conversions that change the number of dwellings, house → HMO,
 * non-residential → residential and homes empty 2+ years; otherwise 20% (listed repairs included).
 */
export function determineVat(ctx: VatContext, rates: RateTable): VatDecision {
  const cat = ctx.profile.vatCategory
  if (ctx.isNewBuild && (cat === 'multi_unit' || cat === 'student'))
    return { rule: rule(rates, 'new_build'), note: null }
  if (cat === 'non_residential_conversion') return { rule: rule(rates, 'non_residential_conversion'), note: null }
  // Refurbishing dwellings that exist already changes no number of dwellings: the conversion rates do not apply.
  const converts = !ctx.dwellingsUnchanged
  if (converts && cat === 'dwelling_conversion') return { rule: rule(rates, 'dwelling_conversion'), note: null }
  if (converts && (cat === 'hmo_conversion' || ctx.becomesHmo))
    return { rule: rule(rates, 'hmo_conversion'), note: null }
  if (converts && cat === 'student' && ctx.conversionMentioned)
    return { rule: rule(rates, 'hmo_conversion'), note: null }
  if (converts && cat === 'multi_unit' && ctx.conversionMentioned)
    return { rule: rule(rates, 'dwelling_conversion'), note: null }
  if (ctx.emptyTwoYears && ctx.profile.isResidential) return { rule: rule(rates, 'empty_two_years'), note: null }
  const gb = ctx.regionKey !== 'northern_ireland'
  const inWindow = ctx.priceDate < rates.energySavingZeroRateUntil
  if (ctx.energySavingOnly && gb && inWindow && ctx.profile.isResidential)
    return { rule: rule(rates, 'energy_saving'), note: null }
  const note = ctx.energySavingMixed
    ? 'A heat pump installed as part of a wider job is priced here at the standard rate; installed on its own in Great Britain before 1 April 2027 it would be zero-rated (VAT Notice 708/6).'
    : null
  if (ctx.isListed) return { rule: rule(rates, 'listed_repairs'), note }
  const unchanged =
    ctx.dwellingsUnchanged && ['dwelling_conversion', 'hmo_conversion', 'multi_unit', 'student'].includes(cat)
      ? 'Your description says the dwellings exist already and their number does not change, so this is not a conversion: the standard rate applies (VAT Notice 708, section 7).'
      : null
  return { rule: rule(rates, 'standard'), note: [note, unchanged].filter(Boolean).join(' ') || null }
}
