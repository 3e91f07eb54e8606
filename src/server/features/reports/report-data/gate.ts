import type { RateTable } from '#shared/cost-engine/rate-table'
import { DRIVER_FLAGS } from '#shared/cost-engine/stages/narrative/drivers'
import { SWAPS } from '#shared/cost-engine/swaps'
import type { CostPlan, LineItem } from '#shared/cost-engine/types'
import type { BuildReportDataInput, ReportData } from './types'

/**
 * The consistency gate (docs/decisions/027-report-consistency-gate.md): what a quantity surveyor would check in
 * minutes, run on every report before its PDF is issued. Pure: the report's input and view-model in, the faults out
 * (empty when the report may be issued). Each check compares figures the report prints with each other or with the
 * plan's own lines, never with a second copy of the engine's rules.
 */
export interface GateFailure {
  check: GateCheck
  detail: string
}
export type GateCheck =
  'quantities' | 'duplicates' | 'range' | 'savings' | 'drivers' | 'benchmarks' | 'internal_names' | 'contradictions'

/** Rates that finish the ceilings (one treatment per m² of ceiling: skim or renew, never both on the same m²). */
const CEILING_TREATMENTS = new Set(['ceiling', 'skim_walls:ceiling', 'suspended_ceiling'])
/** Rates that cover the floor (one finish per m² of floor). */
const FLOOR_COVERINGS = new Set(['floor_finish', 'floor_tiling'])
/** Rates that finish the walls' plaster (one treatment per m² of wall); a loft's drylining also lines its slopes. */
const WALL_TREATMENTS = new Set(['plaster_walls', 'skim_walls'])
const DOORS = new Set(['door_internal', 'door_fire'])
const KITCHEN_ONCE = ['kitchen_plumbing', 'kitchen_electrics']
/** Slack for rounding: quantities are printed to 2 dp, the room schedule's areas rounded room by room. */
const slack = (sqm: number) => Math.max(0.05, sqm * 0.001)
/** Printed money is rounded to the pound: £1 of slack per figure. */
const POUND_SLACK_PENCE = 100

/** A snake_case key (`dormer_sqm`, `heat_system`) is an internal name, never customer text. */
const INTERNAL_NAME = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/
const MONEY = /£([\d,]+(?:\.\d\d)?)/

const sumQty = (lines: LineItem[]) => lines.reduce((s, l) => s + l.quantity, 0)
const treatmentKey = (l: LineItem) =>
  l.rateId === 'skim_walls' && /ceiling/i.test(l.description) ? 'skim_walls:ceiling' : l.rateId
const poundsToPence = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 100)

/** Runs every check; an empty list means the report may be issued. */
export function checkReport(input: BuildReportDataInput, data: ReportData, rates: RateTable): GateFailure[] {
  const { plan } = input
  const printed = textsOf(data)
  return [
    ...checkQuantities(plan),
    ...checkDuplicates(plan),
    ...checkRanges(plan, data),
    ...checkSavings(input, data, rates),
    ...checkDrivers(plan, rates),
    ...checkBenchmarks(input),
    ...checkInternalNames(input, printed),
    ...checkContradictions(plan, printed),
  ]
}

/** Ceilings ≤ floor area; decoration = walls + ceilings; one plaster treatment per m² of wall, one covering per m² of floor. */
function checkQuantities(plan: CostPlan): GateFailure[] {
  const out: GateFailure[] = []
  const rooms = plan.roomSchedule ?? []
  const floor = rooms.length ? rooms.reduce((s, r) => s + r.floorSqm, 0) : plan.input.sizeSqm
  const ceilings = rooms.length ? rooms.reduce((s, r) => s + r.ceilingSqm, 0) : floor
  const walls = rooms.reduce((s, r) => s + r.wallSqm, 0)
  const fail = (detail: string) => out.push({ check: 'quantities', detail })
  if (ceilings > floor + slack(floor)) fail(`room schedule ceilings ${ceilings} m² exceed its floor area ${floor} m²`)
  const ceilingWork = sumQty(plan.lineItems.filter((l) => CEILING_TREATMENTS.has(treatmentKey(l))))
  if (ceilingWork > ceilings + slack(ceilings))
    fail(`ceiling work ${ceilingWork.toFixed(2)} m² exceeds the ${ceilings.toFixed(2)} m² of ceiling`)
  const floorWork = sumQty(plan.lineItems.filter((l) => FLOOR_COVERINGS.has(l.rateId)))
  if (floorWork > floor + slack(floor)) fail(`floor coverings ${floorWork.toFixed(2)} m² exceed the ${floor} m² floor`)
  if (walls > 0) {
    const wallWork = sumQty(
      plan.lineItems.filter((l) => WALL_TREATMENTS.has(treatmentKey(l)) && l.unit.startsWith('m')),
    )
    if (wallWork > walls + slack(walls))
      fail(`wall plaster work ${wallWork.toFixed(2)} m² exceeds the ${walls.toFixed(2)} m² of wall`)
  }
  for (const l of plan.lineItems.filter((x) => x.rateId === 'decoration')) {
    // The working states the sum it rests on: "walls W m² + ceilings C m² = D m²".
    const m = /walls ([\d.]+) m² \+ ceilings ([\d.]+) m² = ([\d.]+) m²/.exec(l.working ?? '')
    if (!m) continue
    const [w, c, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
    if (Math.abs(w + c - d) > 0.15 + slack(d)) fail(`decoration ${d} m² is not walls ${w} m² + ceilings ${c} m²`)
    if (c > floor + slack(floor)) fail(`decoration counts ${c} m² of ceiling in a ${floor} m² floor`)
    if (l.quantity > d + 0.1 + slack(d)) fail(`decoration ${l.quantity} m² exceeds walls + ceilings ${d} m²`)
  }
  return out
}

/** No doors beside the fire doors hung in the same openings; no more kitchens fitted than the building has. */
function checkDuplicates(plan: CostPlan): GateFailure[] {
  const out: GateFailure[] = []
  const rooms = plan.roomSchedule ?? []
  // Fire doors hung in the take-off's doorways replace the doors there (flat entrance doors are new openings).
  const takenOff = /(\d+) doors\b/.exec(plan.lineItems.find((l) => l.rateId === 'door_internal')?.working ?? '')
  if (takenOff) {
    const inDoorways = plan.lineItems.filter((l) => DOORS.has(l.rateId) && !/dwelling/.test(l.working ?? ''))
    const doors = sumQty(inDoorways)
    if (inDoorways.some((l) => l.rateId === 'door_fire') && doors > Number(takenOff[1]))
      out.push({ check: 'duplicates', detail: `${doors} doors and fire doors for ${takenOff[1]} doorways` })
  }
  if (rooms.length) {
    const kitchens = rooms.filter((r) => /kitchen/i.test(r.name)).length
    for (const id of KITCHEN_ONCE) {
      const n = sumQty(plan.lineItems.filter((l) => l.rateId === id))
      if (kitchens > 0 && n > kitchens)
        out.push({ check: 'duplicates', detail: `${n} × ${id} for ${kitchens} kitchen(s)` })
    }
  }
  // The same item measured the same way twice is priced twice (the same item over other rooms is not).
  const seen = new Set<string>()
  for (const l of plan.lineItems) {
    const key = `${l.rateId}|${l.description}|${l.working ?? ''}`
    if (seen.has(key)) out.push({ check: 'duplicates', detail: `"${l.description}" is priced twice` })
    seen.add(key)
  }
  return out
}

/** High > Likely > Low for the total and every element priced. */
function checkRanges(plan: CostPlan, data: ReportData): GateFailure[] {
  const out: GateFailure[] = []
  const r = plan.range
  if (!(r.lowPence < r.likelyPence && r.likelyPence < r.highPence))
    out.push({ check: 'range', detail: `total: low ${r.lowPence}, likely ${r.likelyPence}, high ${r.highPence}` })
  if (!(r.lowExcVatPence < plan.totalExcVatPence && plan.totalExcVatPence < r.highExcVatPence))
    out.push({ check: 'range', detail: 'total exc VAT: low/likely/high not in order' })
  for (const e of plan.elements) {
    if (e.totalPence > 0 && !(e.lowPence < e.totalPence && e.totalPence < e.highPence))
      out.push({
        check: 'range',
        detail: `${e.code} ${e.name}: low ${e.lowPence}, likely ${e.totalPence}, high ${e.highPence}`,
      })
  }
  const c = data.cover.range
  if (!(c.lowPence < c.likelyPence && c.likelyPence < c.highPence))
    out.push({ check: 'range', detail: 'cover: low/likely/high not in order' })
  return out
}

/**
 * Savings on the basis page 10 states (excluding VAT): none worth more than the lines it applies to with their
 * on-costs, none more than the whole job, the fittings saving no more than the benchmark's gap to standard.
 */
function checkSavings(input: BuildReportDataInput, data: ReportData, rates: RateTable): GateFailure[] {
  const { plan } = input
  const out: GateFailure[] = []
  const fail = (detail: string) => out.push({ check: 'savings', detail })
  if (plan.savings.length && !/excluding VAT/i.test(data.closing.savingsNote))
    fail('the savings note does not state the VAT basis')
  const m = plan.measuredWorksPence > 0 ? plan.totalExcVatPence / plan.measuredWorksPence : 1
  for (const s of plan.savings) {
    if (s.savingPence > plan.totalExcVatPence) fail(`${s.title}: more than the whole job`)
    const def = rates.savings.find((d) => d.id === s.id)
    if (def && def.rateIds.length) {
      const base = plan.lineItems
        .filter((l) => def.rateIds.includes(l.rateId))
        .reduce(
          (a, l) =>
            a +
            (def.part === 'labour'
              ? l.labourPence
              : def.part === 'materials'
                ? l.totalPence - l.labourPence
                : l.totalPence),
          0,
        )
      if (s.savingPence > base * def.fraction * m + POUND_SLACK_PENCE)
        fail(`${s.title}: ${s.savingPence} exceeds its lines ex VAT (${Math.round(base * def.fraction * m)})`)
    }
  }
  const fittings = plan.savings.find((s) => s.id === 'standard_fittings')
  const rows = input.benchmarks?.qualityComparison
  const { quality } = plan.input
  const standard = rows?.find((r) => r.quality === 'standard')
  // With the fittings apart from the specification the saving is the fittings' own on-cost share, an estimate the
  // rows (whole specifications) do not reproduce to the pound; page 6 says so.
  if (fittings && standard && !input.benchmarks?.fittingsApart && quality !== 'standard') {
    // Standard fittings can save no more than the whole job at standard specification does.
    const gap = plan.totalExcVatPence - standard.totalExcVatPence
    if (fittings.savingPence > gap + POUND_SLACK_PENCE)
      fail(`${fittings.title} ${fittings.savingPence} exceeds the gap to standard ${gap}`)
  }
  return out
}

const driverRatesCache = new WeakMap<RateTable, Map<string, Set<string>>>()
/**
 * The rates each driver's flags switch on in any recipe (the engine's DRIVER_FLAGS: the answers' ids, which the
 * description's drivers share), with what they are swapped for.
 */
function driverRates(rates: RateTable): Map<string, Set<string>> {
  let out = driverRatesCache.get(rates)
  if (out) return out
  out = new Map()
  for (const [key, flags] of Object.entries(DRIVER_FLAGS)) {
    const ids = new Set<string>()
    for (const recipe of Object.values(rates.recipes))
      for (const line of recipe.lines)
        if (line.when?.some((f) => flags.includes(f))) {
          ids.add(line.rateId)
          for (const swap of SWAPS[line.rateId] ?? []) ids.add(swap.rateId)
        }
    out.set(key, ids)
  }
  driverRatesCache.set(rates, out)
  return out
}

/**
 * "What moved the estimate": each driver's "about £X of work" no more than the lines it switched on with their
 * on-costs (excluding VAT, each line once), and none claimed where no line prices it. Each driver listed once.
 */
function checkDrivers(plan: CostPlan, rates: RateTable): GateFailure[] {
  const out: GateFailure[] = []
  const byKey = driverRates(rates)
  const m = plan.measuredWorksPence > 0 ? plan.totalExcVatPence / plan.measuredWorksPence : 1
  const seen = new Set<string>()
  for (const d of plan.drivers) {
    const id = `${d.source}:${d.key}`
    if (seen.has(id)) out.push({ check: 'drivers', detail: `${d.label} listed twice` })
    seen.add(id)
    const ids = byKey.get(d.key)
    // What a driver says it added ("Includes about £X of work", "about £X of work included"); what it left out is
    // not in the figures, so it cannot double-count them.
    const claim = /(?:Includes about (£[\d,]+) of work|about (£[\d,]+) of work included)/.exec(d.effect)
    if (!ids || !claim) continue
    if (!/excluding VAT/.test(d.effect)) out.push({ check: 'drivers', detail: `${d.label}: no VAT basis stated` })
    const said = claim[1] ?? claim[2]!
    const claimed = poundsToPence(MONEY.exec(said)![1]!)
    // The lines it switched on, measured or priced as preliminaries (the scaffold a re-roof needs); all of a single
    // trade's job for the driver it is about (a rewire's making good is the rewiring's work).
    const whole = d.key === plan.facts.tradeDriver
    const lines = [...plan.lineItems, ...(plan.preliminaries.items ?? [])].filter((l) => whole || ids.has(l.rateId))
    if (!lines.length) {
      out.push({ check: 'drivers', detail: `${d.label}: claims ${said} with no line priced for it` })
      continue
    }
    const ceiling = lines.reduce((s, l) => s + l.totalPence, 0) * m
    if (claimed > ceiling + POUND_SLACK_PENCE)
      out.push({
        check: 'drivers',
        detail: `${d.label}: ${said} exceeds its lines with on-costs (${Math.round(ceiling / 100)})`,
      })
  }
  return out
}

/** Page 6's specification rows: the subject's own figure, each specification dearer than the one below it. */
function checkBenchmarks(input: BuildReportDataInput): GateFailure[] {
  const rows = input.benchmarks?.qualityComparison
  if (!rows) return []
  const out: GateFailure[] = []
  const { quality } = input.plan.input
  const subject = rows.find((r) => r.quality === quality)
  // With the fittings settled apart from the specification the rows are whole specifications (benchmark-inputs.ts).
  if (!input.benchmarks?.fittingsApart && subject && subject.totalExcVatPence !== input.plan.totalExcVatPence)
    out.push({ check: 'benchmarks', detail: 'the selected specification row is not the estimate itself' })
  for (let i = 1; i < rows.length; i++) {
    if (rows[i]!.totalExcVatPence < rows[i - 1]!.totalExcVatPence)
      out.push({ check: 'benchmarks', detail: `${rows[i]!.quality} is cheaper than ${rows[i - 1]!.quality}` })
  }
  return out
}

/** Where a string sits in the report's data: the key or index that holds it, and the step above. */
interface PathStep {
  up: PathStep | undefined
  key: string | number
}
/** 'cover.rows[2].label': built only for a text a check names. */
function pathOf(at: PathStep | undefined): string {
  if (!at) return ''
  const path = pathOf(at.up)
  return typeof at.key === 'number' ? `${path}[${at.key}]` : path ? `${path}.${at.key}` : at.key
}

/** Every string the PDF prints, with where it sits; read once for all the checks. */
function textsOf(value: unknown, at?: PathStep, out: { text: string; at: PathStep | undefined }[] = []) {
  if (typeof value === 'string') out.push({ text: value, at })
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) textsOf(value[i], { up: at, key: i }, out)
  else if (value && typeof value === 'object')
    for (const k of Object.keys(value)) textsOf((value as Record<string, unknown>)[k], { up: at, key: k }, out)
  return out
}
type Printed = ReturnType<typeof textsOf>

/** INTERNAL_NAME, every match. */
const INTERNAL_NAMES = new RegExp(INTERNAL_NAME.source, 'g')

/**
 * No internal name (snake_case keys such as `dormer_sqm`) in any text the customer reads, except words the customer
 * wrote: their brief, address, name and answers are printed as they typed them ("flat_2", "oak_lane"), and an
 * email's local part may hold an underscore.
 */
function checkInternalNames(input: BuildReportDataInput, printed: Printed): GateFailure[] {
  const { estimate, report } = input
  const theirs = [
    estimate.description,
    estimate.propertyAddress,
    report.clientName,
    ...estimate.answers.map((a) => a.answer),
  ]
  const ownWords = new Set(theirs.flatMap((t) => (t ?? '').match(INTERNAL_NAMES) ?? []))
  const out: GateFailure[] = []
  for (const { text, at } of printed) {
    // An internal name holds an underscore: a text without one (nearly all) has none.
    if (!text.includes('_')) continue
    const hit = [...text.replace(/\S+@\S+/g, '').matchAll(INTERNAL_NAMES)].find((m) => !ownWords.has(m[0]))
    if (hit) out.push({ check: 'internal_names', detail: `${pathOf(at)}: "${hit[0]}"` })
  }
  return out
}

/** Statements that contradict each other on the page. */
function checkContradictions(plan: CostPlan, printed: Printed): GateFailure[] {
  const out: GateFailure[] = []
  const all = printed.map(({ text }) => text)
  const saysNoFees = all.some((t) => /no professional or statutory fees|no statutory fees?\b/i.test(t))
  // A building control application, notice or completion certificate is a statutory fee the job pays.
  const needsBuildingControl = all.some((t) => /building control (?:completion|application|notice)\b/i.test(t))
  if (saysNoFees && (plan.fees.length > 0 || needsBuildingControl))
    out.push({
      check: 'contradictions',
      detail: '"no professional or statutory fees" beside a fee or building control',
    })
  return out
}
