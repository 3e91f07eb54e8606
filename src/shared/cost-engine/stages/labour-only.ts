import type { FlagId } from '../flag-id'
import type { RateItem } from '../rate-table'

/**
 * The part of a rate item a line is priced at, and how its total splits: all of it, as the item's labour / materials /
 * plant split says; or, where the brief says labour only (the owner supplies the materials: "labour only", "paint
 * extra"), its labour and plant share alone, the materials nil (decision 076). A provisional sum stays whole where it
 * is a sum for work not yet defined (a fee, a connection, an allowance); one for fittings (appliances, furnishing) is
 * goods, the owner's to buy like the other materials.
 */
export interface PricedPart {
  /** The share of the item's rate priced: 1, or its labour and plant share. */
  share: number
  /** Of the line's total, the labour (the rest, less plant, is materials). */
  labourShare: number
  /** The materials are the owner's: the line prices none. */
  materialsNil: boolean
  /** Said after the line's description where they are. */
  suffix: string
}

/** The whole item, as priced where the builder supplies the materials. */
const whole = (item: RateItem): PricedPart => ({
  share: 1,
  labourShare: item.labourShare,
  materialsNil: false,
  suffix: '',
})

/** The part of `item` a line prices, where `flags` say whether the owner supplies the materials. */
export function pricedPart(
  item: RateItem,
  flags: Partial<Record<FlagId, boolean>>,
  isProvisionalSum: boolean,
): PricedPart {
  if (!flags.labour_only || (isProvisionalSum && item.quality !== 'fitting')) return whole(item)
  const share = item.labourShare + item.plantShare
  const labourShare = share > 0 ? item.labourShare / share : 1
  return { share, labourShare, materialsNil: true, suffix: ' (labour only)' }
}

/**
 * A line's total split into labour and plant pence (the rest is materials). Where the materials are the owner's, the
 * plant is the total less the labour, so the materials come to nil, not a penny of rounding.
 */
export function splitTotal(item: RateItem, part: PricedPart, totalPence: number) {
  const labourPence = Math.round(totalPence * part.labourShare)
  const plantPence = part.materialsNil ? totalPence - labourPence : Math.round(totalPence * item.plantShare)
  return { labourPence, plantPence }
}
