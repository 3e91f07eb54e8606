import type { FlagId } from '../flag-id'
import { priceBaseFactor } from '../price-index'
import {
  PRELIMINARIES_ELEMENT,
  type PhaseId,
  type RateItem,
  type RateTable,
  type Recipe,
  type RecipeLine,
} from '../rate-table'
import { QUALITIES } from '../resolve-drivers'
import type { LineItem, Quality } from '../types'
import { SWAPS, type SwapWhen } from '../swaps'
import type { Job } from './measure'
import { surfacesDecorated, wallsDecorated, type WallsDecorated } from './surfaces-decorated'
import { pricedPart, splitTotal } from './labour-only'

const BATHROOM_BASES = new Set(['bathrooms', 'sanitaryUnits', 'bathroomTileArea', 'bathroomFloorArea'])
/** Quantities that measure the existing building itself: work on them can cover at most all of it. */
const MEASURED_PARTS = new Set([
  'floorArea',
  'wallArea',
  'ceilingArea',
  'decorArea',
  'skirtingLm',
  'groundPerimeterLm',
  'roofArea',
])

/** The programme's site phases, in order; each NRM element belongs to one (rate-items ELEMENTS). */
export const PHASES: { id: PhaseId; name: string }[] = [
  { id: 'strip_out', name: 'Strip-out and demolition' },
  { id: 'structure', name: 'Structure and envelope' },
  { id: 'first_fix', name: 'First fix (partitions, plumbing, heating, electrics)' },
  { id: 'plastering', name: 'Plastering and repairs' },
  { id: 'second_fix', name: 'Second fix (joinery, kitchen, sanitaryware)' },
  { id: 'finishes', name: 'Finishes and decoration' },
]
const PHASE_INDEX = Object.fromEntries(PHASES.map((p, i) => [p.id, i])) as Record<PhaseId, number>

/** The programme phase a priced line falls in: its item's own, else its NRM element's (the report's stage values). */
export function phaseOfLine(line: Pick<LineItem, 'rateId' | 'elementCode'>, rates: RateTable): PhaseId | undefined {
  return rates.items[line.rateId]?.phase ?? rates.elements.find((e) => e.code === line.elementCode)?.phase
}

export const round2 = (n: number) => Math.round(n * 100) / 100

/** The measured works: priced lines, their totals, and what the narrative needs to say about them. */
export interface Works {
  lines: LineItem[]
  measuredPence: number
  /** Of the measured works, the parts priced beside the main job (decision 072); absent where there are none. */
  partsMeasuredPence?: number
  /** Items priced as preliminaries in their own right (the access scaffold): not measured works (NRM1 group 9). */
  preliminaryLines: LineItem[]
  preliminaryPence: number
  /** The part of the measured works priced at net rates (labour and materials at cost): what OH&P applies to. */
  netPence: number
  labourPence: number
  /** Materials and plant. */
  materialsPence: number
  /** Value of lines switched on / left off, by the flag that governs them. */
  onByFlag: Partial<Record<FlagId, number>>
  offByFlag: Partial<Record<FlagId, number>>
  /** Every line a flag governs, once (a line under two flags of one driver must count once for that driver). */
  flagged: { when: FlagId[]; totalPence: number; active: boolean }[]
  bathroomValue: number
  premiumOverStandard: number
  bathrooms: number
  bedrooms: number
  /** Labour by programme phase (PHASES order), summed while pricing. */
  labourByPhase: number[]
}

/** True when any listed flag is on; `ifEmpty` when there is no list. Plain loop: this is the hot path. */
function anyFlag(list: FlagId[] | undefined, flags: Partial<Record<FlagId, boolean>>, ifEmpty: boolean): boolean {
  if (!list) return ifEmpty
  for (let i = 0; i < list.length; i++) if (flags[list[i]!]) return true
  return false
}

/** Share of a line done at this scope: the rung's, or all of it where the brief names the work (`fullWhen`). */
function shareOf(line: RecipeLine, scopeLevel: number, flags: Partial<Record<FlagId, boolean>>): number {
  return !line.scope || anyFlag(line.fullWhen, flags, false) ? 1 : line.scope[scopeLevel]!
}

/** One specification per line: an item that names alternatives is described by the quality priced. */
function specified(item: RateItem, quality: Quality): string | undefined {
  return item.specification?.[quality]
}

/**
 * A recipe line joined once (per rate table) with its rate item and element: everything about the line that does not
 * depend on the input. Lines are pre-sorted by NRM element (a stable sort, so the order is exactly what sorting the
 * priced lines would give), which keeps the hot path free of lookups, string building and sorting.
 */
interface CompiledLine {
  line: RecipeLine
  item: RateItem
  /** The items priced instead when their condition holds (SWAPS), the first that holds. */
  swaps: { item: RateItem; when: SwapWhen }[]
  id: string
  elementName: string
  phaseIndex: number
  description: string
  isBathroomBasis: boolean
  isMeasuredPart: boolean
  isFitting: boolean
  isProvisionalSum: boolean
  /** Brings the item from its own price base to the table's base quarter (1 for most items). */
  priceBaseFactor: number
  /**
   * 'whole': a covering over the whole floor; 'tiled': floor tiling measured on its own rooms (bathrooms, en-suites),
   * which the whole-floor covering then leaves out, so no m² of floor is finished twice (decision 027).
   */
  floorRole?: 'whole' | 'tiled'
  /** The surface this line treats, where other lines treat it too (wall plaster, skim or tiles; ceilings). */
  surface?: 'wallArea' | 'ceilingArea'
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
  const elements = new Map(rates.elements.map((e, index) => [e.code, { index, name: e.name, phase: e.phase }]))
  const withOrder: { c: CompiledLine; order: number; i: number }[] = []
  for (let i = 0; i < recipe.lines.length; i++) {
    const line = withKept(recipe.lines[i]!)
    const item = rates.items[line.rateId]
    if (!item) continue
    const element = elements.get(item.elementCode)
    const swaps = (SWAPS[line.rateId] ?? []).flatMap(({ rateId, when }) => {
      const swapItem = rates.items[rateId]
      return swapItem ? [{ item: swapItem, when }] : []
    })
    withOrder.push({
      i,
      order: element?.index ?? 99,
      c: {
        line,
        item,
        swaps,
        id: `${line.rateId}-${i}`,
        elementName: element?.name ?? item.elementCode,
        phaseIndex: PHASE_INDEX[item.phase ?? element?.phase ?? 'finishes'],
        description: line.label ?? item.description,
        isBathroomBasis: BATHROOM_BASES.has(line.basis),
        isMeasuredPart: MEASURED_PARTS.has(line.basis),
        isFitting: item.quality === 'fitting',
        isProvisionalSum: !!item.isProvisionalSum,
        priceBaseFactor: priceBaseFactor(item.date, rates),
        ...floorRoleOf(line),
        ...(SURFACE_TREATMENTS.has(line.rateId) && (line.basis === 'wallArea' || line.basis === 'ceilingArea')
          ? { surface: line.basis }
          : {}),
      },
    })
  }
  withOrder.sort((a, b) => a.order - b.order || a.i - b.i)
  out = withOrder.map((w) => w.c)
  byRecipe.set(recipe, out)
  return out
}

const FLOOR_COVERINGS = new Set(['floor_finish', 'floor_tiling'])

/**
 * Work the brief keeps or the owner does, whichever recipe prices it: the floor coverings where the floors stay, the
 * tiling where the owner tiles, the ceiling work where the ceilings stay, the internal doors where they stay. Each is an
 * `unless` on every such line.
 */
const KEPT_BY: readonly [FlagId, (line: RecipeLine) => boolean][] = [
  ['floors_kept', (l) => FLOOR_COVERINGS.has(l.rateId) || l.rateId === 'floor_carpet'],
  ['owner_tiles', (l) => l.rateId === 'tiling_walls' || l.rateId === 'floor_tiling'],
  ['ceilings_kept', (l) => l.rateId === 'ceiling' || l.basis === 'ceilingArea'],
  ['doors_kept', (l) => l.rateId === 'door_internal'],
]
function withKept(line: RecipeLine): RecipeLine {
  const kept = KEPT_BY.filter(([, keeps]) => keeps(line)).map(([flag]) => flag)
  return kept.length === 0 ? line : { ...line, unless: [...(line.unless ?? []), ...kept] }
}
/** Treatments of one wall or ceiling surface: each m² gets one of them (skim, replaster, board, tile). */
const SURFACE_TREATMENTS = new Set(['plaster_walls', 'skim_walls', 'tiling_walls', 'ceiling', 'drylining'])

/**
 * How far condition may move each surface's condition-scaled treatments: worse condition renews more of the surface,
 * but the treatments together never cover more than the whole of it (a wall skimmed on 90% and replastered on 60%
 * is 150% of the wall); past that the rate moves instead. 1 where there is room.
 */
function surfaceScales(job: Job, compiled: CompiledLine[], conditionFactor: number): Record<string, number> {
  const acc: Record<string, { shares: number; fixed: number; scaled: number }> = {}
  const flags = job.drivers.flags
  for (const c of compiled) {
    if (!c.surface) continue
    const l = c.line
    if (!anyFlag(l.when, flags, true) || anyFlag(l.unless, flags, false)) continue
    const share = shareOf(l, job.scopeLevel, flags)
    const per = l.per ?? 1
    const a = (acc[c.surface] ??= { shares: 0, fixed: 0, scaled: 0 })
    a.shares += share * per
    // As priced below: each line on its own is already held to the whole surface.
    if (l.conditionScaled) a.scaled += Math.min(share * conditionFactor, Math.max(share, 1)) * per
    else a.fixed += share * per
  }
  const out: Record<string, number> = {}
  for (const [surface, a] of Object.entries(acc)) {
    const room = Math.max(a.shares, 1) - a.fixed
    out[surface] = a.scaled > room && a.scaled > 0 ? Math.max(0, room) / a.scaled : 1
  }
  return out
}
function floorRoleOf(line: RecipeLine): { floorRole?: 'whole' | 'tiled' } {
  if (!FLOOR_COVERINGS.has(line.rateId)) return {}
  return { floorRole: line.basis === 'floorArea' ? 'whole' : 'tiled' }
}

/** m² of floor tiled room by room (bathrooms, en-suites): the whole-floor covering leaves them out. */
function tiledRoomsSqm(job: Job, compiled: CompiledLine[]): number {
  let sqm = 0
  for (const c of compiled) {
    if (c.floorRole !== 'tiled') continue
    const l = c.line
    if (!anyFlag(l.when, job.drivers.flags, true) || anyFlag(l.unless, job.drivers.flags, false)) continue
    sqm += round2(job.quantities[l.basis] * (l.per ?? 1) * shareOf(l, job.scopeLevel, job.drivers.flags))
  }
  return Math.min(sqm, job.quantities.floorArea)
}

/**
 * Stage 2, price lines: each recipe line's quantity (take-off × share done at this scope, moved by condition up to the
 * whole) at its rate, from the rate's own price base to the table's, by quality, region and price date (labour only:
 * its labour and plant share). Lines whose flags are off are left out, their value kept for the narrative to say.
 */
export function priceLines(job: Job): Works {
  const { rates, recipe, drivers, quantities: q, unitFactor, scopeLevel } = job
  const conditionFactor = rates.conditionFactors.values[job.condition] ?? 1
  const quality: Quality = QUALITIES.includes(job.normalised.quality) ? job.normalised.quality : 'standard'
  const flags = drivers.flags
  const out = emptyWorks(q.bathrooms, q.bedrooms)
  const qf = rates.qualityFactors
  const fittingQf = qf.fitting.values[drivers.fittingsQuality]
  const compiled = compileRecipe(recipe, rates)
  const tiledSqm = tiledRoomsSqm(job, compiled)
  let tiledSoFar = 0
  const surfaceScale = conditionFactor > 1 ? surfaceScales(job, compiled, conditionFactor) : undefined
  // Share of the walls hacked off and replastered (wall finishes are priced before damp-proofing, by element order).
  let wallsReplastered = 0
  const walls = wallsDecorated(recipe.geometry, q.wallArea, job.roomsMeasured)
  for (const [c, line, k] of linesToPrice(compiled, flags, walls)) {
    const own = line.rateId === c.line.rateId
    const swapped = own ? swapFor(c, wallsReplastered, flags) : undefined
    const item = swapped ?? (own ? c.item : rates.items[line.rateId])
    if (!item) continue
    const baseFactor = own ? c.priceBaseFactor : priceBaseFactor(item.date, rates)
    const active = anyFlag(line.when, flags, true) && !anyFlag(line.unless, flags, false)
    const share = shareOf(line, scopeLevel, flags)
    // Condition moves the extent of the work, but a measured part of the building never beyond the whole of it (a
    // wall is replastered at most once): past that, worse condition makes the same work harder (the rate moves).
    const wanted = line.conditionScaled ? share * conditionFactor : share
    const capped = c.isMeasuredPart ? Math.min(wanted, Math.max(share, 1)) : wanted
    const extent = c.surface && line.conditionScaled && surfaceScale ? capped * (surfaceScale[c.surface] ?? 1) : capped
    const exact = round2(q[line.basis] * (line.per ?? 1) * extent)
    // A count is whole: a builder hangs 1 door, not 1.2 (a share of the rooms' doors rounds, never to none).
    const measured = item.unit === 'nr' && exact > 0 ? Math.max(1, Math.round(exact)) : exact
    const { quantity, lessTiled } = floorQuantity(c, measured, q.floorArea, tiledSqm, tiledSoFar)
    if (!(quantity > 0)) continue
    if (c.floorRole === 'tiled' && active) tiledSoFar += quantity
    if (line.rateId === 'plaster_walls' && line.basis === 'wallArea' && active)
      wallsReplastered += (line.per ?? 1) * extent
    const factor = (c.isFitting ? fittingQf : qf[item.quality].values[quality]) * (wanted / extent)
    const part = pricedPart(item, flags, c.isProvisionalSum)
    const ratePence = Math.round(item.ratePence * baseFactor * factor * unitFactor * part.share)
    const totalPence = Math.round(ratePence * quantity)
    if (line.when) {
      const bucket = active ? out.onByFlag : out.offByFlag
      for (let w = 0; w < line.when.length; w++) {
        const f = line.when[w]!
        bucket[f] = (bucket[f] ?? 0) + totalPence
      }
      out.flagged.push({ when: line.when, totalPence, active })
    }
    if (!active) continue
    if (c.isBathroomBasis) out.bathroomValue += totalPence
    if (c.isFitting && factor > 1) {
      out.premiumOverStandard +=
        totalPence - Math.round(Math.round(item.ratePence * baseFactor * unitFactor * part.share) * quantity)
    }
    const { labourPence, plantPence } = splitTotal(item, part, totalPence)
    tally(out, item, c.phaseIndex, totalPence, labourPence).push({
      id: k === 0 ? c.id : `${c.id}-${k}`,
      elementCode: item.elementCode,
      elementName: c.elementName,
      trade: item.trade,
      description:
        (swapped
          ? (specified(item, quality) ?? item.description)
          : (line.label ?? specified(item, quality) ?? (own ? c.description : item.description))) + part.suffix,
      quantity,
      unit: item.unit,
      ratePence,
      totalPence,
      labourPence,
      materialsPence: totalPence - labourPence - plantPence,
      plantPence,
      isProvisionalSum: c.isProvisionalSum,
      rateId: item.id,
      working: lessTiled
        ? `${workingFor(job, line, item.unit, extent, measured) ?? `${measured} m²`}; less ${round2(tiledSqm)} m² tiled with the bathrooms = ${quantity} m²`
        : workingFor(job, line, item.unit, extent, quantity),
    })
  }
  return out
}

/** Each compiled line as priced: most as they are, decorating re-measured on the surfaces said (surfaces-decorated). */
function* linesToPrice(compiled: CompiledLine[], flags: Partial<Record<FlagId, boolean>>, walls: WallsDecorated) {
  for (const c of compiled) {
    const lines = surfacesDecorated(c.line, flags, walls)
    for (let k = 0; k < lines.length; k++) yield [c, lines[k]!, k] as const
  }
}

/**
 * Adds a priced line to the works' totals and answers the list it belongs in: the measured works, or the items priced
 * as preliminaries in their own right (the access scaffold, NRM1 group 9), which carry no labour phase or net value.
 */
function tally(out: Works, item: RateItem, phaseIndex: number, totalPence: number, labourPence: number): LineItem[] {
  if (item.elementCode === PRELIMINARIES_ELEMENT) {
    out.preliminaryPence += totalPence
    return out.preliminaryLines
  }
  out.labourByPhase[phaseIndex] = out.labourByPhase[phaseIndex]! + labourPence
  out.measuredPence += totalPence
  if (item.basis === 'net') out.netPence += totalPence
  out.labourPence += labourPence
  out.materialsPence += totalPence - labourPence
  return out.lines
}

/**
 * A floor covering's m²: the whole-floor covering leaves out the rooms tiled one by one; those (bathrooms at 4.5 m²,
 * en-suites) never tile more than the floor there is. Other lines keep their measured quantity.
 */
function floorQuantity(
  c: CompiledLine,
  measured: number,
  floorSqm: number,
  tiledSqm: number,
  tiledSoFar: number,
): { quantity: number; lessTiled: boolean } {
  if (c.floorRole === 'whole' && tiledSqm > 0 && measured > floorSqm - tiledSqm)
    return { quantity: round2(Math.max(0, floorSqm - tiledSqm)), lessTiled: true }
  if (c.floorRole === 'tiled')
    return { quantity: round2(Math.min(measured, Math.max(0, floorSqm - tiledSoFar))), lessTiled: false }
  return { quantity: measured, lessTiled: false }
}

const UNIT_TEXT: Record<string, string> = { m2: 'm²', m: 'm' }

/** The working behind a line's quantity: the take-off's, times the share done at this scope and condition. */
function workingFor(job: Job, line: RecipeLine, unit: string, extent: number, quantity: number): string | undefined {
  const base = job.working[line.basis]
  const factor = round2((line.per ?? 1) * extent)
  if (line.basis === 'each') return factor === 1 ? undefined : `${factor} ${UNIT_TEXT[unit] ?? unit}`
  if (!base) return undefined
  return factor === 1 ? base : `${base}; × ${factor} (share done) = ${quantity}`
}

function emptyWorks(bathrooms: number, bedrooms: number): Works {
  return {
    lines: [],
    measuredPence: 0,
    preliminaryLines: [],
    preliminaryPence: 0,
    netPence: 0,
    labourPence: 0,
    materialsPence: 0,
    onByFlag: {},
    offByFlag: {},
    flagged: [],
    bathroomValue: 0,
    premiumOverStandard: 0,
    bathrooms,
    bedrooms,
    labourByPhase: [0, 0, 0, 0, 0, 0],
  }
}

/** The swap item (SWAPS) priced instead of a line's own, if any applies. */
function swapFor(
  c: CompiledLine,
  wallsReplastered: number,
  flags: Partial<Record<FlagId, boolean>>,
): RateItem | undefined {
  return c.swaps.find(({ when }) => (when === 'walls_replastered' ? wallsReplastered >= 0.999 : !!flags[when]))?.item
}
