import type { FeeId } from '../rate-table'
import type { ResolvedDrivers } from '../resolve-drivers'
import type { Fee } from '../types'
import type { Job } from './measure'
import { round2, type Works } from './price-lines'

export const pct = (base: number, percent: number) => Math.round((base * percent) / 100)

/** Preliminaries, overheads and profit, and professional and statutory fees. */
export interface OnCosts {
  prelimsPercent: number
  /** The percentage of measured works plus the items priced as preliminaries (the access scaffold). */
  prelimsPence: number
  ohpPercent: number
  /** OH&P on the net-rate lines and the preliminaries only. */
  ohpPence: number
  /** Measured works + preliminaries + OH&P. */
  constructionPence: number
  fees: Fee[]
  feesPence: number
  /** The part of the fees that carries VAT (statutory fees are outside its scope). */
  vatableFeesPence: number
}

/**
 * The fees the work needs. A party wall award only where the work can touch a party wall or the neighbours'
 * foundations: lofts, extensions and basements (their recipes carry it), underpinning or digging out, or
 * structural work the description places on a shared wall or chimney breast. Purely internal alterations
 * (a knock-through between two rooms) need building control, not a party wall surveyor (decision 012).
 */
function selectFees(job: Job): FeeId[] {
  const { recipe, drivers: r, keywords } = job
  // Decorating only needs no designer, engineer, building control or planning; a listed building's consent still applies.
  if (job.scopeLevel === 0) return r.isListed ? ['heritage'] : []
  const touchesPartyWall = !!keywords.underpin || (r.flags.structural === true && !!keywords.party_wall)
  const ids = new Set<FeeId>(recipe.fees)
  // A chimney breast taken out leaves its stack on gallows brackets: building control approves them (decision 066).
  if (r.flags.chimney_breast_removed) ids.add('building_control')
  if (r.flags.structural) {
    ids.add('structural_engineer')
    ids.add('building_control')
  }
  if (touchesPartyWall && (recipe.baseType === 'house' || recipe.baseType === 'room' || recipe.baseType === 'kitchen'))
    ids.add('party_wall')
  if (r.flags.loft_mansard && recipe.baseType === 'loft') ids.add('planning')
  if (r.flags.double_storey && recipe.baseType === 'extension') ids.add('planning')
  if (job.isNewBuild) ids.add('planning')
  // Refurbishing flats or an HMO that exist already changes no use and no number of dwellings: no planning
  // application; an HMO's licence is the one it holds, unless the brief names the licensing work.
  if (r.flags.existing_dwellings && !job.isNewBuild) ids.delete('planning')
  if (r.flags.compliance_held) ids.delete('hmo_licence')
  if (r.isListed || r.isConservation) {
    ids.add('heritage')
    if (recipe.baseType === 'extension' || recipe.baseType === 'loft') ids.add('planning')
  }
  for (const id of ids) if (!licensed(job, id)) ids.delete(id)
  return [...ids]
}

/** Whether a licence fee applies to this job's letting rooms where it is (`FeeRule.fromLettingRooms`). */
export function licensed(job: Pick<Job, 'rates' | 'quantities' | 'region'>, id: FeeId): boolean {
  const from = job.rates.fees[id]?.fromLettingRooms
  return !from || job.quantities.bedrooms >= from.rooms || from.exceptRegions.includes(job.region.key)
}

function feeReason(id: FeeId, r: ResolvedDrivers, baseType: string): string {
  switch (id) {
    case 'design':
      return 'Drawings, specification and building regulations package for this scope of work.'
    case 'structural_engineer':
      return r.flags.structural
        ? 'A load-bearing wall is opened up: beam design and calculations.'
        : `A ${baseType} needs structural calculations.`
    case 'building_control':
      return 'Structural or notifiable work needs building regulations approval.'
    case 'planning':
      return r.isListed || r.isConservation
        ? 'Listed building / conservation area: external changes need consent.'
        : 'This work is likely to need a planning application.'
    case 'party_wall':
      return 'Work on or near a shared wall needs a Party Wall etc. Act 1996 award (assumes one adjoining owner).'
    case 'heritage':
      return r.isListed
        ? 'Listed building consent: heritage statement and consent drawings.'
        : 'Conservation area: heritage statement and drawings.'
    case 'hmo_licence':
      return 'A house in multiple occupation needs a council licence.'
    case 'fire_risk_assessment':
      return 'Multi-occupancy buildings need a fire risk assessment and fire strategy.'
  }
}

/**
 * Stage 3, on-costs: the main contractor's preliminaries and OH&P (how much of the recipe's percentages apply depends
 * on who runs a job of this scope: a decorator's price is the price), then the fees the work needs.
 */
export function addOnCosts({ job, works }: { job: Job; works: Works }): OnCosts {
  const { rates, recipe, drivers: r, scopeLevel } = job
  const measured = works.measuredPence
  const mainContractor = rates.mainContractorByScope.values[scopeLevel]!
  // Living in and restricted access add to a main contractor's preliminaries; a recipe with none (a single trade
  // contracting directly) prices at the trade's published price, which already reflects ordinary occupied working.
  const prelimsPercent =
    mainContractor === 0 || recipe.preliminariesPercent === 0
      ? 0
      : round2(
          mainContractor * recipe.preliminariesPercent +
            (r.livingIn ? rates.preliminaries.livingIn.percent : 0) +
            (r.restrictedAccess ? rates.preliminaries.restrictedAccess.percent : 0),
        )
  const ohpPercent = round2(mainContractor * recipe.overheadsProfitPercent)
  const percentPence = pct(measured, prelimsPercent)
  const prelimsPence = percentPence + works.preliminaryPence
  // Overheads and profit on what the contractor buys at cost (net-rate lines and its own preliminaries), never on a
  // trade price that already carries the trade's overheads and margin (PRICE-BUILD-UP.md §4): the itemised scaffold is
  // a scaffolder's price.
  const ohpPence = pct(works.netPence + percentPence, ohpPercent)
  const constructionPence = measured + prelimsPence + ohpPence

  // Compliance works alone (fire doors, detection, emergency lighting) need no drawings: the fire risk assessment, a fee
  // of its own, specifies them.
  const designPercent = r.flags.compliance_only
    ? 0
    : round2(recipe.designFeePercent * rates.designFeeByScope.values[scopeLevel]!)
  const fees: Fee[] = []
  let vatableFeesPence = 0
  if (designPercent > 0) {
    const pence = pct(constructionPence, designPercent)
    fees.push({
      id: 'design',
      label: `${rates.fees.design.label} (${designPercent}%)`,
      pence,
      reason: feeReason('design', r, recipe.baseType),
    })
    vatableFeesPence += pence
  }
  for (const id of selectFees(job)) {
    const rule = rates.fees[id]
    if (!rule || id === 'design') continue
    const pence =
      rule.percent !== undefined
        ? pct(constructionPence, rule.percent)
        : Math.round((rule.fixedPence ?? 0) * (rule.indexed ? job.unitFactor : 1))
    fees.push({ id, label: rule.label, pence, reason: feeReason(id, r, recipe.baseType) })
    if (rule.vatable) vatableFeesPence += pence
  }
  const feesPence = fees.reduce((s, f) => s + f.pence, 0)
  return { prelimsPercent, prelimsPence, ohpPercent, ohpPence, constructionPence, fees, feesPence, vatableFeesPence }
}
