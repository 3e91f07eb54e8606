import type { PricedJob } from './context'
import { asksForWork, DRIVER_FLAGS, workPricedBy } from './drivers'
import { unpricedWorksNamed, type UnpricedWork } from '#shared/cost-engine/unpriced-works'
import { curedThere } from '#shared/cost-engine/where-it-leaks'
import { normaliseDescription } from '#shared/text/normalise-description'
import { licensed } from '../on-costs'

/** Defaults that are facts about the property, not work "needed": said as what was assumed and what it prices. */
const DEFAULT_WORDS: Record<string, [on: string, off: string]> = {
  property_age: [
    'Property age: assumed a period (pre-1919) building; period repairs are priced.',
    'Property age: assumed built after 1919; no period repairs are priced.',
  ],
  listed_status: [
    'Assumed listed or in a conservation area: heritage works are priced.',
    'Assumed not listed and not in a conservation area.',
  ],
  worktops: ['Worktops: assumed stone or quartz.', 'Worktops: assumed laminate.'],
  basement_work: [
    'Basement assumed to need its floor lowered and walls underpinned, as full structural works (answer the question if the cellar already has the headroom).',
    'Basement assumed to be an existing cellar with the headroom already: no floor lowering or underpinning is priced (answer the question if it needs digging out).',
  ],
}

/** What the estimate takes as given: the rate base, the measurement, who runs the job, and each driver left on its default. */
export function buildAssumptions({ job, works, floorSqm }: PricedJob): string[] {
  const { rates, recipe, drivers: r, region, price } = job
  // Parts priced beside the main job measure their own floor (their assumptions follow): the main job's is one of them.
  const floor =
    floorSqm !== undefined && floorSqm !== job.sizeSqm
      ? `floor area (${job.sizeSqm} m² for the main job, each part beside it its own below; ${floorSqm} m² in all)`
      : `${job.sizeSqm} m² floor area`
  const a = [
    `Rates are UK-average ${rates.baseQuarter} small-works rates, × ${region.factor.toFixed(2)} for ${region.label} and × ${price.factor.toFixed(4)} to the price date (tender price index ${price.currentIndex}).`,
    `Quantities are measured from the ${floor} using standard rules of thumb (${measuredBy(job, works)}); a measured survey will refine them.`,
    recipe.preliminariesPercent === 0 && recipe.overheadsProfitPercent === 0
      ? "Priced at the trades' own prices, which carry their overheads and profit: no main contractor's preliminaries or overheads and profit are added."
      : 'Priced for a VAT-registered main contractor with preliminaries and overheads and profit shown separately.',
    r.livingIn
      ? 'You live in the property during the works (protection and phasing included).'
      : 'The property is empty during the works.',
  ]
  const olderBases = [
    ...new Set(
      works.lines.map((l) => rates.items[l.rateId]?.date).filter((d): d is string => !!d && d !== rates.baseQuarter),
    ),
  ].sort()
  if (olderBases.length > 0)
    a.push(
      `Some rates come from older published cost tables (price bases ${olderBases.join(', ')}); each is brought to ${rates.baseQuarter} by the tender price index before the adjustments above.`,
    )
  if (job.isNewBuild) a.push('Treated as new-build construction because the description says so.')
  // Decision 076: the lines price labour and plant alone (labour-only.ts); a provisional sum stays whole.
  if (r.flags.labour_only) a.push('Labour only, as the description says: materials supplied by you are not priced.')
  if (recipe.fees.includes('hmo_licence') && !licensed(job, 'hmo_licence'))
    a.push(
      `No HMO licence fee: with ${job.quantities.bedrooms} letting rooms it is under the mandatory licensing threshold (5 or more people); check whether the council's additional licensing covers it.`,
    )
  if (recipe.assumptions) a.push(...recipe.assumptions)
  // A repair the work priced cures is said, not silently dropped (decision 069, later).
  const priced = new Set(works.lines.map((l) => l.rateId))
  const description = job.input.description ?? ''
  for (const w of unpricedWorksNamed(description))
    if (w.curedBy && !listedBeside(w, priced, description)) a.push(w.curedBy)
  for (const [id, how] of Object.entries(r.settledBy)) {
    if (how !== 'default') continue
    const flags = DRIVER_FLAGS[id]
    const on = flags?.some((f) => r.flags[f])
    const label = rates.drivers[id]?.label ?? id
    if (id === 'heating')
      a.push(`Heating assumed: ${r.heating.replace('_', ' ')} (answer the heating question to confirm).`)
    else if (id === 'loft_type') a.push('Loft assumed to be a rear dormer conversion with an en-suite shower room.')
    else if (id === 'extension_storeys') a.push('Extension assumed to be single storey.')
    else if (DEFAULT_WORDS[id]) a.push(DEFAULT_WORDS[id][on ? 0 : 1])
    else if (flags) a.push(`${label}: assumed ${on ? 'needed' : 'not needed'} for this scope and condition.`)
  }
  return a
}

/** What the estimate leaves out, including drivers the description mentions that no line of this project prices. */
export function buildExclusions({ job, works }: PricedJob): string[] {
  const { rates, recipe, drivers: r } = job
  const e = [
    'Purchase costs, stamp duty, legal fees and finance.',
    'Loose furniture and soft furnishings' + (r.flags.furnishing ? ' beyond the furnishing allowance.' : '.'),
    'Asbestos removal (a survey is recommended for pre-2000 buildings).',
    'Surveys (measured, condition, drainage CCTV) unless listed as fees.',
  ]
  if (r.heating === 'heat_pump') e.push('Boiler Upgrade Scheme grant (£7,500 in England and Wales) is not deducted.')
  if (recipe.baseType === 'extension' || recipe.baseType === 'loft')
    e.push('Kitchen or bathroom fit-out in the new space unless listed as a line item.')
  if (recipe.baseType === 'commercial') e.push('Landlord\u2019s shell and core works, IT, AV and loose furniture.')
  // A conversion's drainage line is a run to a sewer; a building out of its reach needs a plant priced by its makers.
  if (recipe.baseType === 'conversion' && works.lines.some((l) => l.rateId === 'drainage_connection'))
    e.push(
      'Off-mains drainage (a package treatment plant or septic tank where no sewer is in reach): the drainage is priced as runs to a sewer.',
    )
  for (const [flag, room] of [
    ['kitchen_unnamed', 'kitchen'],
    ['bathroom_unnamed', 'bathroom'],
  ] as const) {
    if (r.flags[flag] && recipe.lines.some((l) => l.unless?.includes(flag)))
      e.push(`A new ${room}: your description lists the works and names none.`)
  }
  // Mentioned but not priced: never "included" (decision 009).
  for (const d of r.drivers) {
    if (asksForWork(job, d.key) && workPricedBy(job, works, d.key) === 0)
      e.push(
        `${rates.drivers[d.key]?.label ?? d.label}: mentioned in your description but not priced in this estimate.`,
      )
  }
  // Work our rates don't price, said beside work they do (decision 069); a refit's own fittings are in the refit.
  const priced = new Set(works.lines.map((l) => l.rateId))
  const description = job.input.description ?? ''
  for (const w of unpricedWorksNamed(description))
    if (listedBeside(w, priced, description))
      e.push(`${w.name}: mentioned in your description but not priced in this estimate; ask ${w.ask} to quote it.`)
  return e
}

/**
 * Whether an unpriced work named beside priced work is listed as not priced: always, unless a refit carries it; one
 * that says which lines carry it (`carriedBy`), a refit's or not (a new space's staircase), is listed where none of
 * them is priced, a repair they cure (`curedBy`) where none of them renews the room it is in, and one whose words they
 * carry (`carries`) where it is said otherwise (decision 069, later uk-rates-2026.101): each time the brief says it.
 */
function listedBeside(w: UnpricedWork, pricedRateIds: ReadonlySet<string>, description: string): boolean {
  if (!w.carriedBy) return !w.partOfARefit
  const carriers = w.carriedBy.filter((id) => pricedRateIds.has(id))
  if (carriers.length === 0) return true
  if (!w.curedBy && !w.carries) return false
  const said = [...normaliseDescription(description).matchAll(w.pattern)].map((m) => m[0])
  return !said.every((words) => (w.carries ? w.carries.test(words) : curedThere(words, carriers)))
}

/** The rules of thumb this job's lines use: windows only where windows are priced by the rule, not a stated count. */
function measuredBy(job: PricedJob['job'], works: PricedJob['works']): string {
  const rules = job.recipe.geometry.singleSpace ? ['wall areas from the room size'] : ['room sizes, wall areas']
  if (job.recipe.lines.some((l) => l.basis === 'radiators' || l.basis === 'electricalPoints'))
    if (!job.recipe.geometry.singleSpace) rules.push('sockets, lighting points and radiators counted room by room')
  const windowLines = new Set(job.recipe.lines.filter((l) => l.basis === 'windows').map((l) => l.rateId))
  if (job.stated.windows === undefined && works.lines.some((l) => windowLines.has(l.rateId) && l.rateId === 'window'))
    rules.push(`one window per ${job.recipe.geometry.windowsSqm} m²`)
  return rules.join('; ')
}
