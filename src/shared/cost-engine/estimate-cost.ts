import { costPerSqm } from './cost-per-sqm'
import { DEFAULT_RATES } from './default-rates'
import { scanDescription } from './description'
import { priceAdjustment, priceBaseFactor } from './price-index'
import type { FeeId, FlagId, PhaseId, ProjectProfile, RateItem, RateTable, Recipe, RecipeLine } from './rate-table'
import { scopeLabel } from '../scope'
import { answerLabel } from '../smart-questions/readable-answers'
import { rangeFamily, residualBand } from './range'
import { normaliseRegion } from './regions'
import { CONDITION_LEVEL, SCOPE_LEVEL, resolveDrivers, type ResolvedDrivers } from './resolve-drivers'
import { takeOff } from './quantities'
import type {
  Condition,
  CostInput,
  CostPlan,
  Driver,
  ElementSummary,
  Fee,
  LineItem,
  ProgrammePhase,
  Quality,
  Risk,
  Saving,
  Scope,
} from './types'
import { determineVat } from './vat'

export { DEFAULT_RATES }
export const ENGINE_VERSION = 'cost-engine-1.0.0'

const CONDITIONS: readonly Condition[] = ['excellent', 'good', 'average', 'fair', 'poor']
const DECORATING_RECIPE_ID = 'cosmetic'
const SCOPE_ORDER: readonly Scope[] = ['cosmetic', 'light', 'medium', 'extensive', 'full']
const QUALITIES: readonly Quality[] = ['budget', 'standard', 'premium', 'luxury']
const MAX_SIZE_SQM = 100_000

/** Which flags each smart question switches (for the "what your answers changed" list). */
const DRIVER_FLAGS: Record<string, FlagId[]> = {
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
}
const BATHROOM_BASES = new Set(['bathrooms', 'sanitaryUnits', 'bathroomTileArea', 'bathroomFloorArea'])
/** The programme's site phases, in order; each NRM element belongs to one (rate-items ELEMENTS). */
export const PHASES: { id: PhaseId; name: string }[] = [
  { id: 'strip_out', name: 'Strip-out and demolition' },
  { id: 'structure', name: 'Structure and envelope' },
  { id: 'first_fix', name: 'First fix (partitions, plumbing, heating, electrics)' },
  { id: 'plastering', name: 'Plastering and repairs' },
  { id: 'second_fix', name: 'Second fix (joinery, kitchen, sanitaryware)' },
  { id: 'finishes', name: 'Finishes and decoration' },
]

/** £ with thousands separators (toLocaleString is far too slow for the hot path). */
function gbp(pence: number): string {
  const digits = String(Math.abs(Math.round(pence / 100)))
  let out = ''
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ','
    out += digits[i]
  }
  return `${pence < 0 ? '-' : ''}£${out}`
}

/** Element lookups by code, built once per rate table. */
const elementCache = new WeakMap<RateTable, Map<string, { index: number; name: string; phase: PhaseId }>>()
function elementIndex(rates: RateTable) {
  let m = elementCache.get(rates)
  if (!m) {
    m = new Map(rates.elements.map((e, index) => [e.code, { index, name: e.name, phase: e.phase }]))
    elementCache.set(rates, m)
  }
  return m
}
const round2 = (n: number) => Math.round(n * 100) / 100
const pct = (base: number, percent: number) => Math.round((base * percent) / 100)

/** True when any listed flag is on; `ifEmpty` when there is no list. Plain loop: this is the hot path. */
function anyFlag(list: FlagId[] | undefined, flags: Partial<Record<FlagId, boolean>>, ifEmpty: boolean): boolean {
  if (!list) return ifEmpty
  for (let i = 0; i < list.length; i++) if (flags[list[i]!]) return true
  return false
}

interface Priced {
  lines: LineItem[]
  /** Value of lines switched on / left off, by the flag that governs them. */
  onByFlag: Partial<Record<FlagId, number>>
  offByFlag: Partial<Record<FlagId, number>>
  bathroomValue: number
  premiumOverStandard: number
  bathrooms: number
  bedrooms: number
  /** Labour by programme phase (PHASES order), summed while pricing. */
  labourByPhase: number[]
}

/**
 * A recipe line joined once (per rate table) with its rate item and element: everything about the line that does not
 * depend on the input. Lines are pre-sorted by NRM element (a stable sort, so the order is exactly what sorting the
 * priced lines would give), which keeps the hot path free of lookups, string building and sorting.
 */
interface CompiledLine {
  line: RecipeLine
  item: RateItem
  id: string
  elementName: string
  phaseIndex: number
  description: string
  isBathroomBasis: boolean
  isFitting: boolean
  isProvisionalSum: boolean
  /** Brings the item from its own price base to the table's base quarter (1 for most items). */
  priceBaseFactor: number
}
const PHASE_INDEX: Record<PhaseId, number> = {
  strip_out: 0,
  structure: 1,
  first_fix: 2,
  plastering: 3,
  second_fix: 4,
  finishes: 5,
}
const compiledCache = new WeakMap<RateTable, WeakMap<Recipe, CompiledLine[]>>()
function compileRecipe(recipe: Recipe, rates: RateTable): CompiledLine[] {
  let byRecipe = compiledCache.get(rates)
  if (!byRecipe) {
    byRecipe = new WeakMap()
    compiledCache.set(rates, byRecipe)
  }
  let out = byRecipe.get(recipe)
  if (out) return out
  const elements = elementIndex(rates)
  const withOrder: { c: CompiledLine; order: number; i: number }[] = []
  for (let i = 0; i < recipe.lines.length; i++) {
    const line = recipe.lines[i]!
    const item = rates.items[line.rateId]
    if (!item) continue
    const element = elements.get(item.elementCode)
    withOrder.push({
      i,
      order: element?.index ?? 99,
      c: {
        line,
        item,
        id: `${line.rateId}-${i}`,
        elementName: element?.name ?? item.elementCode,
        phaseIndex: PHASE_INDEX[element?.phase ?? 'finishes'],
        description: line.label ?? item.description,
        isBathroomBasis: BATHROOM_BASES.has(line.basis),
        isFitting: item.quality === 'fitting',
        isProvisionalSum: !!item.isProvisionalSum,
        priceBaseFactor: priceBaseFactor(item.date, rates),
      },
    })
  }
  withOrder.sort((a, b) => a.order - b.order || a.i - b.i)
  out = withOrder.map((w) => w.c)
  byRecipe.set(recipe, out)
  return out
}

function priceLines(
  recipe: Recipe,
  input: CostInput,
  r: ResolvedDrivers,
  sizeSqm: number,
  unitFactor: number,
  rates: RateTable,
): Priced {
  const scopeLevel = SCOPE_LEVEL[input.scope] ?? 2
  const conditionFactor = rates.conditionFactors.values[input.condition] ?? 1
  const quality: Quality = QUALITIES.includes(input.quality) ? input.quality : 'standard'
  const extraBathrooms = r.ensuiteFromDescription && recipe.drivers.includes('bathrooms_count') ? 1 : 0
  const flags = r.flags
  const q = takeOff({
    sizeSqm,
    geometry: recipe.geometry,
    bedroomsAnswer: r.bedroomsAnswer,
    bathroomsAnswer: r.bathroomsAnswer,
    extraBathrooms,
    doubleStorey: !!flags.double_storey,
    noDefaultBathroom: !r.ensuiteFromDescription && anyFlag(recipe.noDefaultBathroomWhen, flags, false),
  })
  const out: Priced = {
    lines: [],
    onByFlag: {},
    offByFlag: {},
    bathroomValue: 0,
    premiumOverStandard: 0,
    bathrooms: q.bathrooms,
    bedrooms: q.bedrooms,
    labourByPhase: [0, 0, 0, 0, 0, 0],
  }
  const qf = rates.qualityFactors
  const fittingQf = qf.fitting.values[r.fittingsQuality]
  const compiled = compileRecipe(recipe, rates)
  for (let i = 0; i < compiled.length; i++) {
    const c = compiled[i]!
    const line = c.line
    const item = c.item
    const active = anyFlag(line.when, flags, true) && !anyFlag(line.unless, flags, false)
    const share = line.scope ? line.scope[scopeLevel]! : 1
    const quantity = round2(q[line.basis] * (line.per ?? 1) * share * (line.conditionScaled ? conditionFactor : 1))
    if (!(quantity > 0)) continue
    const factor = c.isFitting ? fittingQf : qf[item.quality].values[quality]
    const ratePence = Math.round(item.ratePence * c.priceBaseFactor * factor * unitFactor)
    const totalPence = Math.round(ratePence * quantity)
    if (line.when) {
      const bucket = active ? out.onByFlag : out.offByFlag
      for (let w = 0; w < line.when.length; w++) {
        const f = line.when[w]!
        bucket[f] = (bucket[f] ?? 0) + totalPence
      }
    }
    if (!active) continue
    if (c.isBathroomBasis) out.bathroomValue += totalPence
    if (c.isFitting && factor > 1) {
      out.premiumOverStandard +=
        totalPence - Math.round(Math.round(item.ratePence * c.priceBaseFactor * unitFactor) * quantity)
    }
    const labourPence = Math.round(totalPence * item.labourShare)
    const plantPence = Math.round(totalPence * item.plantShare)
    out.labourByPhase[c.phaseIndex] = out.labourByPhase[c.phaseIndex]! + labourPence
    out.lines.push({
      id: c.id,
      elementCode: item.elementCode,
      elementName: c.elementName,
      trade: item.trade,
      description: c.description,
      quantity,
      unit: item.unit,
      ratePence,
      totalPence,
      labourPence,
      materialsPence: totalPence - labourPence - plantPence,
      plantPence,
      isProvisionalSum: c.isProvisionalSum,
      rateId: item.id,
    })
  }
  return out
}

/**
 * The fees the work needs. A party wall award only where the work can touch a party wall or the neighbours'
 * foundations: lofts, extensions and basements (their recipes carry it), underpinning or digging out, or
 * structural work the description places on a shared wall or chimney breast. Purely internal alterations
 * (a knock-through between two rooms) need building control, not a party wall surveyor (issue 10).
 */
function selectFees(
  recipe: Recipe,
  r: ResolvedDrivers,
  isNewBuild: boolean,
  scopeLevel: number,
  touchesPartyWall: boolean,
): FeeId[] {
  // Decorating only needs no designer, engineer, building control or planning; a listed building's consent still applies.
  if (scopeLevel === 0) return r.isListed ? ['heritage'] : []
  const ids = new Set<FeeId>(recipe.fees)
  if (r.flags.structural) {
    ids.add('structural_engineer')
    ids.add('building_control')
  }
  if (touchesPartyWall && (recipe.baseType === 'house' || recipe.baseType === 'room' || recipe.baseType === 'kitchen'))
    ids.add('party_wall')
  if (r.flags.loft_mansard && recipe.baseType === 'loft') ids.add('planning')
  if (r.flags.double_storey && recipe.baseType === 'extension') ids.add('planning')
  if (isNewBuild) ids.add('planning')
  if (r.isListed || r.isConservation) {
    ids.add('heritage')
    if (recipe.baseType === 'extension' || recipe.baseType === 'loft') ids.add('planning')
  }
  return [...ids]
}

function feeReason(id: FeeId, r: ResolvedDrivers, recipe: Recipe): string {
  switch (id) {
    case 'design':
      return 'Drawings, specification and building regulations package for this scope of work.'
    case 'structural_engineer':
      return r.flags.structural
        ? 'A load-bearing wall is opened up: beam design and calculations.'
        : `A ${recipe.baseType} needs structural calculations.`
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

function resolveProfile(input: CostInput, rates: RateTable): ProjectProfile {
  const p = rates.profiles[input.projectType] ?? rates.profiles.whole_house_renovation
  if (!p) throw new Error('Rate table has no whole_house_renovation profile')
  return p
}

/**
 * Prices a renovation as an NRM1-ordered elemental estimate: recipe work items × quantities from the floor area,
 * at rates brought to the region (location factor) and the price date (TPI) before extension, then preliminaries,
 * OH&P, fees, a risk-sized contingency and VAT. Integer pence; every total is the exact sum of what is shown.
 */
export function estimateCost(input: CostInput, rates: RateTable = DEFAULT_RATES): CostPlan {
  const sizeSqm = Number.isFinite(input.sizeSqm) ? Math.min(MAX_SIZE_SQM, Math.max(1, input.sizeSqm)) : 1
  const condition: Condition = CONDITIONS.includes(input.condition) ? input.condition : 'average'
  const profile = resolveProfile(input, rates)
  // Scope not stated: price the job this type usually means (PRODUCT.md "Scope of work").
  const scopeStated = input.scopeKnown !== false
  const statedScope = SCOPE_LEVEL[input.scope] === undefined ? 'medium' : input.scope
  const safeInput: CostInput = {
    ...input,
    sizeSqm,
    condition,
    scope: scopeStated ? statedScope : (profile.typicalScope ?? 'medium'),
  }
  const kw = scanDescription(input.description)
  // Decorating only is priced as decorating whatever the project type (the ladder: "nothing is replaced"); a single
  // trade's smallest job stays that trade's.
  const decoratingOnly = SCOPE_LEVEL[safeInput.scope] === 0 && rates.recipes[profile.recipeId]?.baseType !== 'trade'
  const isNewBuild = !decoratingOnly && !!kw.new_build && !!profile.newBuildRecipeId
  const recipe =
    rates.recipes[decoratingOnly ? DECORATING_RECIPE_ID : isNewBuild ? profile.newBuildRecipeId! : profile.recipeId]
  if (!recipe) throw new Error(`Rate table has no recipe ${profile.recipeId}`)
  const r = resolveDrivers(safeInput, profile, recipe, kw)
  const region = normaliseRegion(input.region, rates)
  const price = priceAdjustment(input.priceDate, rates)
  const unitFactor = region.factor * price.factor

  // Measured works.
  const priced = priceLines(recipe, safeInput, r, sizeSqm, unitFactor, rates)
  const lines = priced.lines
  let measured = 0
  let labour = 0
  let materials = 0
  for (const l of lines) {
    measured += l.totalPence
    labour += l.labourPence
    materials += l.materialsPence + l.plantPence
  }

  // Preliminaries and OH&P.
  // Who runs the job sets how much of the recipe's preliminaries and OH&P apply (a decorator's price is the price).
  // Living in and restricted access add to a main contractor's preliminaries; a recipe with none (a single trade
  // contracting directly) prices at the trade's published price, which already reflects ordinary occupied working.
  const mainContractor = rates.mainContractorByScope.values[SCOPE_LEVEL[safeInput.scope]!]!
  const prelimsPercent =
    mainContractor === 0 || recipe.preliminariesPercent === 0
      ? 0
      : round2(
          mainContractor * recipe.preliminariesPercent +
            (r.livingIn ? rates.preliminaries.livingIn.percent : 0) +
            (r.restrictedAccess ? rates.preliminaries.restrictedAccess.percent : 0),
        )
  const ohpPercent = round2(mainContractor * recipe.overheadsProfitPercent)
  const prelimsPence = pct(measured, prelimsPercent)
  const ohpPence = pct(measured + prelimsPence, ohpPercent)
  const construction = measured + prelimsPence + ohpPence

  // Fees.
  const scopeLevel = SCOPE_LEVEL[safeInput.scope]!
  const designPercent = round2(recipe.designFeePercent * rates.designFeeByScope.values[scopeLevel]!)
  const fees: Fee[] = []
  let vatableFees = 0
  if (designPercent > 0) {
    const pence = pct(construction, designPercent)
    fees.push({
      id: 'design',
      label: `${rates.fees.design.label} (${designPercent}%)`,
      pence,
      reason: feeReason('design', r, recipe),
    })
    vatableFees += pence
  }
  const touchesPartyWall = !!kw.underpin || (r.flags.structural === true && !!kw.party_wall)
  for (const id of selectFees(recipe, r, isNewBuild, scopeLevel, touchesPartyWall)) {
    const rule = rates.fees[id]
    if (!rule || id === 'design') continue
    const pence =
      rule.percent !== undefined
        ? pct(construction, rule.percent)
        : Math.round((rule.fixedPence ?? 0) * (rule.indexed ? unitFactor : 1))
    fees.push({ id, label: rule.label, pence, reason: feeReason(id, r, recipe) })
    if (rule.vatable) vatableFees += pence
  }
  const feesPence = fees.reduce((s, f) => s + f.pence, 0)

  // Contingency sized by risk.
  const unknowns = recipe.drivers.filter((d) => r.settledBy[d] === 'default')
  const c = rates.contingency
  const contingencyReasons: string[] = [`Base allowance for this type of work: ${recipe.contingencyBasePercent}%`]
  let contingencyPercent = recipe.contingencyBasePercent
  const condAdd = c.condition.values[condition]
  if (condAdd > 0) {
    contingencyPercent += condAdd
    contingencyReasons.push(`${condition} condition: +${condAdd}%`)
  }
  if (scopeLevel === 4) {
    contingencyPercent += c.scopeFull.percent
    contingencyReasons.push(`Full (back-to-brick) scope: +${c.scopeFull.percent}%`)
  }
  if (r.isPeriod) {
    contingencyPercent += c.period.percent
    contingencyReasons.push(`Period property: +${c.period.percent}%`)
  }
  if (r.isListed) {
    contingencyPercent += c.listed.percent
    contingencyReasons.push(`Listed building: +${c.listed.percent}%`)
  }
  const openCount = Math.min(unknowns.length, c.maxUnknowns)
  if (openCount > 0) {
    contingencyPercent += openCount * c.perUnknown.percent
    contingencyReasons.push(`${unknowns.length} cost driver(s) still unknown: +${openCount * c.perUnknown.percent}%`)
  }
  contingencyPercent = Math.min(c.maxPercent, Math.max(c.minPercent, contingencyPercent))
  const contingencyPence = pct(construction + feesPence, contingencyPercent)

  const totalExcVatPence = construction + feesPence + contingencyPence

  // VAT: works at the project's rate; professional fees standard-rated; statutory fees outside the scope.
  const vatDecision = determineVat(
    {
      profile,
      isNewBuild,
      conversionMentioned: !!kw.conversion,
      emptyTwoYears: r.emptyTwoYears,
      isListed: r.isListed,
      energySavingOnly:
        r.heating === 'heat_pump' && measured > 0 && (priced.onByFlag.heat_pump ?? 0) >= 0.95 * measured,
      energySavingMixed: r.heating === 'heat_pump',
      regionKey: region.key,
      priceDate: input.priceDate,
    },
    rates,
  )
  const vatRate = vatDecision.rule.ratePercent
  const worksForVat = totalExcVatPence - feesPence
  const vatPence = pct(worksForVat, vatRate) + pct(vatableFees, 20)
  const totalIncVatPence = totalExcVatPence + vatPence
  const vatReason = [
    vatDecision.rule.reason,
    vatRate < 20 && vatableFees > 0 ? 'Professional fees stay at 20%.' : null,
    vatDecision.note,
  ]
    .filter(Boolean)
    .join(' ')

  // Range: the measured spread of published costs around the engine's likely figure (range.ts); with the scope not
  // stated, also the likely figures of the plausible scopes either side of the typical job.
  const scopeKnown = scopeStated || recipe.baseType === 'cosmetic'
  const family = rangeFamily(recipe.baseType)
  const known = residualBand(rates.range.residuals, family, true)
  // Not knowing the scope never narrows the range: the wider of the two measured bands.
  const bands = scopeKnown ? [known] : [known, residualBand(rates.range.residuals, family, false)]
  const lowLog = Math.min(0, ...bands.map((b) => b.lowLog))
  const highLog = Math.max(0, ...bands.map((b) => b.highLog))
  let lowExcVatPence = Math.round(totalExcVatPence * Math.exp(lowLog))
  let highExcVatPence = Math.round(totalExcVatPence * Math.exp(highLog))
  if (!scopeKnown) {
    // The plausible scopes: the rungs either side of the typical job.
    const level = SCOPE_LEVEL[safeInput.scope]!
    const at = (l: number) =>
      estimateCost({ ...input, scope: SCOPE_ORDER[Math.min(4, Math.max(0, l))]!, scopeKnown: true }, rates)
        .totalExcVatPence
    // Each plausible scope keeps its own measured spread, so answering the scope always narrows the range.
    const spread = (pence: number, log: number) => Math.round(pence * Math.exp(log))
    lowExcVatPence = Math.min(
      lowExcVatPence,
      spread(at(level - rates.range.unknownScopeRungs), Math.min(0, known.lowLog)),
    )
    highExcVatPence = Math.max(
      highExcVatPence,
      spread(at(level + rates.range.unknownScopeRungs), Math.max(0, known.highLog)),
    )
  }
  const incRatio = totalExcVatPence > 0 ? totalIncVatPence / totalExcVatPence : 1
  const range = {
    lowPence: Math.min(totalIncVatPence, Math.round(lowExcVatPence * incRatio)),
    likelyPence: totalIncVatPence,
    highPence: Math.max(totalIncVatPence, Math.round(highExcVatPence * incRatio)),
    lowExcVatPence: Math.min(totalExcVatPence, lowExcVatPence),
    highExcVatPence: Math.max(totalExcVatPence, highExcVatPence),
  }
  const widthPercent = totalExcVatPence > 0 ? ((highExcVatPence - lowExcVatPence) / totalExcVatPence) * 100 : 0
  const confidence = Math.min(95, Math.max(40, Math.round(100 - rates.range.confidencePerWidth * widthPercent)))
  const lowRatio = totalExcVatPence > 0 ? range.lowExcVatPence / totalExcVatPence : 1
  const highRatio = totalExcVatPence > 0 ? range.highExcVatPence / totalExcVatPence : 1

  // Elements.
  const elements: ElementSummary[] = []
  for (const l of lines) {
    const last = elements[elements.length - 1]
    if (last && last.code === l.elementCode) last.totalPence += l.totalPence
    else
      elements.push({ code: l.elementCode, name: l.elementName, totalPence: l.totalPence, lowPence: 0, highPence: 0 })
  }
  for (const e of elements) {
    e.lowPence = Math.round(e.totalPence * lowRatio)
    e.highPence = Math.round(e.totalPence * highRatio)
  }

  const homeownerMultiplier = measured > 0 ? totalIncVatPence / measured : 1
  const programme = buildProgramme(priced.labourByPhase, recipe, r, fees, rates)
  const drivers = buildDrivers(
    safeInput,
    r,
    priced,
    region,
    homeownerMultiplier,
    prelimsPence,
    prelimsPercent,
    rates,
    totalExcVatPence - feesPence,
    vatRate,
  )

  return {
    engineVersion: ENGINE_VERSION,
    rateTableVersion: rates.version,
    input,
    facts: {
      regionKey: region.key,
      regionLabel: region.label,
      locationFactor: region.factor,
      baseType: recipe.baseType,
      vatCategory: vatDecision.rule.id,
      bathrooms: priced.bathrooms,
      bedrooms: priced.bedrooms,
      isListed: r.isListed,
      isPeriod: r.isPeriod,
      scope: safeInput.scope,
      scopeStated,
    },
    lineItems: lines,
    elements,
    measuredWorksPence: measured,
    preliminaries: {
      label: 'Main contractor\u2019s preliminaries',
      percent: prelimsPercent,
      pence: prelimsPence,
      basis: 'of measured works',
    },
    overheadsProfit: {
      label: 'Main contractor\u2019s overheads and profit',
      percent: ohpPercent,
      pence: ohpPence,
      basis: 'of measured works plus preliminaries',
    },
    fees,
    feesPence,
    contingency: {
      label: 'Contingency (risk allowance)',
      percent: contingencyPercent,
      pence: contingencyPence,
      basis: 'of construction cost plus fees',
      reasons: contingencyReasons,
    },
    priceAdjustment: price,
    totalExcVatPence,
    vat: { ratePercent: vatRate, pence: vatPence, reason: vatReason, reference: vatDecision.rule.reference },
    totalIncVatPence,
    // Including VAT (the API's `costPerSqm`); cost-per-sqm.ts gives both figures.
    costPerSqmPence: costPerSqm({ totalExcVatPence, totalIncVatPence }, sizeSqm).incVatPence,
    range,
    confidence,
    breakdown: { labourPence: labour, materialsPence: materials, overheadPence: totalExcVatPence - labour - materials },
    programme,
    assumptions: buildAssumptions(
      recipe,
      r,
      region.label,
      region.factor,
      price.factor,
      price.currentIndex,
      rates,
      sizeSqm,
      isNewBuild,
      lines,
    ),
    exclusions: [...buildExclusions(recipe, r), ...notPricedMentions(r, priced, rates)],
    savings: buildSavings(lines, priced, r, prelimsPence, homeownerMultiplier, rates, measured),
    risks: buildRisks(
      recipe,
      r,
      priced,
      unknowns,
      measured,
      homeownerMultiplier,
      programme.totalWeeks,
      prelimsPence,
      condition,
      fees,
    ),
    drivers,
    unknowns: unknowns.map((d) => rates.drivers[d]?.label ?? d),
  }
}

function buildProgramme(
  labourByPhase: number[],
  recipe: Recipe,
  r: ResolvedDrivers,
  fees: Fee[],
  rates: RateTable,
): CostPlan['programme'] {
  const p = rates.programme
  let labour = 0
  for (let i = 0; i < labourByPhase.length; i++) labour += labourByPhase[i]!
  // Person-weeks of labour ÷ crew, × a sequencing factor for trades waiting on each other, within the recipe's bounds.
  const personWeeks = labour / p.labourDayPence / 5
  let siteWeeks = Math.min(
    recipe.programme.maxWeeks,
    Math.max(recipe.programme.minWeeks, (personWeeks / recipe.programme.crewSize) * p.sequencingFactor),
  )
  if (r.livingIn) siteWeeks *= 1 + p.livingInUplift
  const phases: ProgrammePhase[] = []
  let cursor = 0
  const hasDesign = fees.some((f) => f.id === 'design' || f.id === 'planning' || f.id === 'structural_engineer')
  if (hasDesign) {
    const weeks = p.designWeeks + (fees.some((f) => f.id === 'planning') ? p.planningWeeks : 0)
    phases.push({ name: 'Design and approvals', startWeek: 0, durationWeeks: weeks })
    cursor = weeks
  }
  let end = cursor
  for (let i = 0; i < PHASES.length; i++) {
    const ph = PHASES[i]!
    const share = labour > 0 ? labourByPhase[i]! / labour : 0
    if (share <= 0) continue
    const durationWeeks = Math.max(0.5, Math.round(siteWeeks * share * 2) / 2)
    phases.push({ name: ph.name, startWeek: cursor, durationWeeks })
    end = Math.max(end, cursor + durationWeeks)
    // Trades overlap: the next phase starts when this one is about 80% through.
    cursor = Math.round((cursor + durationWeeks * 0.8) * 2) / 2
  }
  return { totalWeeks: Math.ceil(end * 2) / 2, phases }
}

/** Drivers the description mentions that no line of this project prices: listed as exclusions, never "included". */
function notPricedMentions(r: ResolvedDrivers, priced: Priced, rates: RateTable): string[] {
  return r.drivers
    .filter((d) => {
      const flags = DRIVER_FLAGS[d.key]
      return flags && flags.reduce((s, f) => s + (priced.onByFlag[f] ?? 0), 0) === 0
    })
    .map(
      (d) =>
        `${rates.drivers[d.key]?.label ?? d.label}: mentioned in your description but not priced in this estimate.`,
    )
}

function buildDrivers(
  input: CostInput,
  r: ResolvedDrivers,
  priced: Priced,
  region: { label: string; factor: number },
  m: number,
  prelimsPence: number,
  prelimsPercent: number,
  rates: RateTable,
  worksForVat: number,
  vatRate: number,
): Driver[] {
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
      effect: `Repair and strip-out quantities × ${rates.conditionFactors.values[input.condition]} (average 1.0).`,
    },
    {
      source: 'input',
      key: 'scope',
      label: `Scope: ${scopeLabel(input.scope)}${input.scopeKnown === false ? ' (typical job; not stated)' : ''}`,
      effect: 'Sets how much of each element is renewed.',
    },
    {
      source: 'input',
      key: 'quality',
      label: `Quality: ${input.quality}`,
      effect: `Finishes × ${rates.qualityFactors.finish.values[input.quality] ?? 1}, fittings × ${rates.qualityFactors.fitting.values[r.fittingsQuality]} (standard 1.0).`,
    },
    // A driver read from the description says what it adds only when a line prices it (issue 9: what is said is
    // priced); otherwise it says so, and the exclusions list it (see notPricedMentions).
    ...r.drivers.map((d) => {
      const flags = DRIVER_FLAGS[d.key]
      if (!flags) return d
      const on = flags.reduce((s, f) => s + (priced.onByFlag[f] ?? 0), 0)
      return {
        ...d,
        effect:
          on > 0
            ? `Your description mentions it: about ${gbp(on * m)} of work included (with on-costs and VAT).`
            : 'Your description mentions it, but no item of this project prices it: not included (see exclusions).',
      }
    }),
  ]
  for (const [id, how] of Object.entries(r.settledBy)) {
    if (how !== 'answer') continue
    const label = rates.drivers[id]?.label ?? id
    const value = input.answers[id] ?? ''
    const flags = DRIVER_FLAGS[id]
    let effect: string
    if (flags) {
      const on = flags.reduce((s, f) => s + (priced.onByFlag[f] ?? 0), 0)
      const off = flags.reduce((s, f) => s + (priced.offByFlag[f] ?? 0), 0)
      effect =
        on > 0
          ? `Includes about ${gbp(on * m)} of work (with on-costs and VAT).`
          : off > 0
            ? `Leaves out about ${gbp(off * m)} of work.`
            : 'No priced work depends on it for this project.'
    } else if (id === 'bathrooms_count') {
      const n = r.bathroomsAnswer ?? 0
      effect =
        n > 0
          ? `${n} bathroom fit-out(s) priced, about ${gbp((priced.bathroomValue * m) / n)} each.`
          : 'No bathroom fit-out priced.'
    } else if (id === 'rooms_count')
      effect = `${r.bedroomsAnswer} bedroom(s): sets doors, fire detection and furnishing quantities.`
    else if (id === 'fittings_quality')
      effect = `Kitchen units, worktops, sanitaryware and appliances priced at ${r.fittingsQuality} (× ${rates.qualityFactors.fitting.values[r.fittingsQuality]}).`
    else if (id === 'living_in')
      effect = r.livingIn
        ? `Preliminaries ${prelimsPercent}% incl. +${rates.preliminaries.livingIn.percent}% for working around you; programme +${Math.round(rates.programme.livingInUplift * 100)}%.`
        : 'No allowance for working around occupants.'
    else if (id === 'access')
      effect = r.restrictedAccess
        ? `Preliminaries +${rates.preliminaries.restrictedAccess.percent}% for permits, small skips and carrying (${gbp(prelimsPence)} total preliminaries).`
        : 'Normal access assumed.'
    else if (id === 'empty_two_years')
      effect =
        r.emptyTwoYears && vatRate === 5
          ? `VAT at 5% instead of 20% saves about ${gbp(pct(worksForVat, 15))}.`
          : 'Standard VAT rules apply.'
    else effect = 'Settled by your answer (no longer an open question).'
    // People read the answer's option label; the id and value stay in input.answers for the engine.
    out.push({ source: 'answer', key: id, label: `${label}: ${answerLabel(id, value)}`, effect })
  }
  return out
}

function buildAssumptions(
  recipe: Recipe,
  r: ResolvedDrivers,
  regionLabel: string,
  factor: number,
  tpiFactor: number,
  index: number,
  rates: RateTable,
  sizeSqm: number,
  isNewBuild: boolean,
  lines: LineItem[],
): string[] {
  const a = [
    `Rates are UK-average ${rates.baseQuarter} small-works rates, × ${factor.toFixed(2)} for ${regionLabel} and × ${tpiFactor.toFixed(4)} to the price date (tender price index ${index}).`,
    `Quantities are measured from the ${sizeSqm} m² floor area using standard rules of thumb (room sizes, wall areas, one window per ${recipe.geometry.windowsSqm} m²); a measured survey will refine them.`,
    'Priced for a VAT-registered main contractor with preliminaries and overheads and profit shown separately.',
    r.livingIn
      ? 'You live in the property during the works (protection and phasing included).'
      : 'The property is empty during the works.',
  ]
  const olderBases = [
    ...new Set(
      lines.map((l) => rates.items[l.rateId]?.date).filter((d): d is string => !!d && d !== rates.baseQuarter),
    ),
  ].sort()
  if (olderBases.length > 0)
    a.push(
      `Some rates come from older published cost tables (price bases ${olderBases.join(', ')}); each is brought to ${rates.baseQuarter} by the tender price index before the adjustments above.`,
    )
  if (isNewBuild) a.push('Treated as new-build construction because the description says so.')
  if (recipe.assumptions) a.push(...recipe.assumptions)
  for (const [id, how] of Object.entries(r.settledBy)) {
    if (how !== 'default') continue
    const flags = DRIVER_FLAGS[id]
    const on = flags?.some((f) => r.flags[f])
    const label = rates.drivers[id]?.label ?? id
    if (id === 'heating')
      a.push(`Heating assumed: ${r.heating.replace('_', ' ')} (answer the heating question to confirm).`)
    else if (id === 'loft_type') a.push('Loft assumed to be a rear dormer conversion with an en-suite shower room.')
    else if (id === 'extension_storeys') a.push('Extension assumed to be single storey.')
    else if (flags) a.push(`${label}: assumed ${on ? 'needed' : 'not needed'} for this scope and condition.`)
  }
  return a
}

function buildExclusions(recipe: Recipe, r: ResolvedDrivers): string[] {
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
  return e
}

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

function buildSavings(
  lines: LineItem[],
  priced: Priced,
  r: ResolvedDrivers,
  prelimsPence: number,
  m: number,
  rates: RateTable,
  measured: number,
): Saving[] {
  const defs = rates.savings
  const bases = new Array<number>(defs.length).fill(0)
  const byRate = savingsByRate(rates)
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!
    const idx = byRate.get(l.rateId)
    if (!idx) continue
    for (let k = 0; k < idx.length; k++) {
      const part = defs[idx[k]!]!.part
      bases[idx[k]!] =
        bases[idx[k]!]! + (part === 'materials' ? l.materialsPence : part === 'labour' ? l.labourPence : l.totalPence)
    }
  }
  const out: Saving[] = []
  for (let i = 0; i < defs.length; i++) {
    const s = defs[i]!
    let base: number
    if (s.id === 'standard_fittings') base = priced.premiumOverStandard
    else if (s.id === 'avoid_living_in')
      base =
        r.livingIn && measured > 0
          ? Math.round(
              (prelimsPence * rates.preliminaries.livingIn.percent) / Math.max(1, (prelimsPence / measured) * 100),
            )
          : 0
    else base = Math.round(bases[i]! * s.fraction)
    const savingPence = Math.round(base * m)
    if (savingPence >= 5_000) out.push({ id: s.id, title: s.title, detail: s.detail, savingPence })
  }
  return out.sort((a, b) => b.savingPence - a.savingPence)
}

function offValue(priced: Priced, f: FlagId, m: number): number {
  return Math.round((priced.offByFlag[f] ?? 0) * m)
}

/**
 * What can hold up the start, and what to do about it, for the approvals this work actually needs: party wall
 * notices only with a party wall award, a lawful development certificate only for a loft or extension that may be
 * permitted development (not when it needs planning permission), building control for structural work.
 */
export function approvalsAdvice(
  recipe: Pick<Recipe, 'baseType'>,
  fees: readonly Pick<Fee, 'id'>[],
): { description: string; mitigation: string } {
  const has = (id: string) => fees.some((f) => f.id === id)
  const planning = has('planning')
  const partyWall = has('party_wall')
  const mayBePermitted = !planning && (recipe.baseType === 'loft' || recipe.baseType === 'extension')
  const what = [
    planning ? 'planning' : mayBePermitted ? 'permitted development' : null,
    partyWall ? 'party wall' : null,
    'building control',
  ].filter((x): x is string => x !== null)
  const steps = [
    planning ? 'Apply for planning permission before you tender.' : null,
    mayBePermitted ? 'Confirm permitted development with a lawful development certificate.' : null,
    partyWall ? 'Serve party wall notices 2 months ahead.' : null,
  ].filter((x): x is string => x !== null)
  return {
    description: `Approvals (${what.join(', ')}) delay the start`,
    mitigation: steps.length
      ? steps.join(' ')
      : 'Make the building regulations application well before the start date.',
  }
}

function buildRisks(
  recipe: Recipe,
  r: ResolvedDrivers,
  priced: Priced,
  unknowns: string[],
  measured: number,
  m: number,
  weeks: number,
  prelimsPence: number,
  condition: Condition,
  fees: Fee[],
): Risk[] {
  const risks: Risk[] = []
  const poor = CONDITION_LEVEL[condition] >= 3
  const open = new Set(unknowns)
  if (open.has('damp') || r.flags.damp) {
    risks.push({
      id: 'damp',
      description: r.flags.damp
        ? 'Damp is more extensive than allowed for'
        : 'Hidden damp found once finishes are stripped',
      likelihood: poor ? 'high' : 'medium',
      impactPence: r.flags.damp ? Math.round((priced.onByFlag.damp ?? 0) * m * 0.5) : offValue(priced, 'damp', m),
      mitigation: 'Commission an independent damp survey (not a treatment salesman) before pricing.',
    })
  }
  if (open.has('rewiring') && !r.flags.rewire)
    risks.push({
      id: 'rewire',
      description: 'Wiring fails its inspection and needs a full rewire',
      likelihood: poor || r.isPeriod ? 'high' : 'medium',
      impactPence: offValue(priced, 'rewire', m),
      mitigation: 'Get an Electrical Installation Condition Report (EICR) before committing.',
    })
  if (open.has('roof_work'))
    risks.push({
      id: 'roof',
      description: 'Roof needs more than routine repairs',
      likelihood: poor ? 'medium' : 'low',
      impactPence: offValue(priced, 'roof_recover', m),
      mitigation: 'Have a roofer inspect from a scaffold tower or drone survey.',
    })
  if (
    r.isPeriod ||
    poor ||
    recipe.baseType === 'loft' ||
    recipe.baseType === 'extension' ||
    recipe.baseType === 'basement'
  ) {
    risks.push({
      id: 'structure',
      description: 'Structural defects or extra steelwork found during opening up',
      likelihood: r.isPeriod || poor ? 'medium' : 'low',
      impactPence: Math.round(measured * 0.06 * m),
      mitigation: 'Structural engineer\u2019s inspection before tender; keep the contingency ring-fenced.',
    })
  }
  if (r.propertyAge !== '2000_plus' && recipe.baseType !== 'new_build')
    risks.push({
      id: 'asbestos',
      description: 'Asbestos in textured coatings, floor tiles or boxing (pre-2000 buildings)',
      likelihood: r.propertyAge === 'pre_1919' ? 'low' : 'medium',
      impactPence: Math.round(measured * 0.03 * m),
      mitigation: 'Refurbishment and demolition asbestos survey before strip-out.',
    })
  if (r.isListed)
    risks.push({
      id: 'listed',
      description: 'Consent conditions require specialist materials or methods',
      likelihood: 'high',
      impactPence: Math.round(measured * 0.1 * m),
      mitigation: 'Agree the specification with the conservation officer before tender.',
    })
  if (recipe.fees.includes('party_wall') || recipe.fees.includes('planning') || r.flags.structural) {
    const weekly = weeks > 0 ? prelimsPence / weeks : 0
    risks.push({
      id: 'approvals',
      likelihood: 'medium',
      impactPence: Math.round(weekly * 4 * m),
      ...approvalsAdvice(recipe, fees),
    })
  }
  risks.push({
    id: 'inflation',
    description: 'Prices rise between this estimate and signing a contract',
    likelihood: 'medium',
    impactPence: Math.round(measured * 0.03 * m),
    mitigation: 'Get fixed-price tenders and sign within their validity period.',
  })
  return risks.filter((x) => x.impactPence > 0)
}
