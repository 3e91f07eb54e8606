import { roundByLargestRemainder } from '#shared/appraisal/maths'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { PHASES, phaseOfLine } from '#shared/cost-engine/estimate-cost'
import type { CostPlan } from '#shared/cost-engine/types'
import { complianceFor } from './compliance'
import { phaseLabel } from './phase-label'
import { gbp, gbp0, lowerFirst, percentOf, t, formatWeeks } from './format'
import type { ReportContext } from './report-context'
import type { ReportData } from './types'

export const WEEKS_PER_MONTH = 52 / 12

/** Phases before anyone is on site: they carry fees, not the builder's price, and earn no stage payment. */
const PRE_CONSTRUCTION = /design|approval|planning|tender|survey and drawings/i

/**
 * Retention held on each stage payment, and the defects (rectification) period that ends it. JCT's Minor Works
 * Building Contract provides a retention (5% by default, half released at practical completion); the JCT
 * Homeowner contract has no retention clause, so the advice names Minor Works (jctltd.co.uk contract guides).
 */
const RETENTION_PERCENT = 5
const DEFECTS_MONTHS = 6

/**
 * Made-to-order supplies whose suppliers take a deposit at order: kitchens (units, worktops, appliances) and
 * windows and external doors. Half the supply is paid at order, the weeks before fitting starts that the supplier
 * needs to make them; it is deducted from the value of the work as it is fitted.
 */
const DEPOSIT_SHARE = 0.5
const DEPOSIT_LEAD_WEEKS = 6
const DEPOSIT_SUPPLIES: { what: string; rateIds: readonly string[] }[] = [
  { what: 'kitchen', rateIds: ['kitchen_units', 'worktop', 'appliances'] },
  { what: 'windows and doors', rateIds: ['window', 'ext_door'] },
]

type Phase = ReportData['programme']['phases'][number]

const named = (name: string) => ({ engineName: name, label: name })

interface SitePhase {
  /** The engine's own phase name (the Gantt's may be shortened). */
  engineName: string
  /** What the report calls it: a fix phase names only the trades this job has in it (no kitchen in a loft). */
  label: string
  start: number
  duration: number
  /** The builder's price (and the plan's rounding) this phase completes. */
  valuePence: number
}

interface Deposit {
  what: string
  pence: number
  /** Week (from the start of the programme) it is paid. */
  paidWeek: number
  /** The site phase whose value it is deducted from. */
  phaseIndex: number
}

/** Page 9: the programme as a Gantt chart, the monthly cash flow by value and the stage payments to the builder. */
export function buildProgramme(ctx: ReportContext): ReportData['programme'] {
  const { plan, constructionPence, roundingPence } = ctx
  const engine = plan.programme.phases.filter((p) => p.durationWeeks > 0)
  const origin = engine.length ? Math.min(...engine.map((p) => p.startWeek)) : 0
  const pre = engine.filter((p) => PRE_CONSTRUCTION.test(p.name))
  const site = engine.filter((p) => !PRE_CONSTRUCTION.test(p.name))
  const designEnd = pre.length ? Math.max(...pre.map((p) => p.startWeek - origin + p.durationWeeks)) : 0
  // Approvals that must be in hand before the start run after the design, side by side; the site waits for the last.
  const approvals = complianceFor(plan).filter((c) => c.leadWeeks > 0)
  const approvalsEnd = designEnd + Math.max(0, ...approvals.map((a) => a.leadWeeks))
  const engineSiteStart = site.length ? Math.min(...site.map((p) => p.startWeek - origin)) : designEnd
  const shift = Math.max(0, approvalsEnd - engineSiteStart)
  const siteStart = engineSiteStart + shift
  const onSitePence = constructionPence + roundingPence
  const values = phaseValues(
    plan,
    site.map((p) => ({ name: p.name, duration: p.durationWeeks })),
  )
  const sitePhases: SitePhase[] = site.map((p) => ({
    engineName: p.name,
    label: phaseLabel(plan, p.name),
    start: p.startWeek - origin + shift,
    duration: p.durationWeeks,
    valuePence: 0,
  }))
  allocatePence(onSitePence, values).forEach((v, i) => (sitePhases[i]!.valuePence = v))
  const phases: Phase[] = [
    ...pre.map((p) =>
      gantt(
        approvals.length && /approval/i.test(p.name) ? 'Design and drawings' : p.name,
        p.startWeek - origin,
        p.durationWeeks,
        true,
      ),
    ),
    ...approvals.map((a) => gantt(a.ganttName ?? a.title, designEnd, a.leadWeeks, true)),
    ...sitePhases.map((p) => gantt(p.label, p.start, p.duration, false)),
  ].slice(0, 16)
  const totalWeeks = Math.max(...phases.map((p) => p.start + p.duration), 1)
  const siteEnd = sitePhases.length ? Math.max(...sitePhases.map((p) => p.start + p.duration)) : totalWeeks
  const siteWeeks = Math.max(siteEnd - siteStart, 0.5)
  const deposits = depositsFor(plan, sitePhases)
  const vatRate = plan.vat.ratePercent
  const stages = stagePayments(sitePhases, deposits, constructionPence, onSitePence, vatRate, siteStart)
  const flows = cashFlow(plan.feesPence, sitePhases, deposits, siteStart)
  const depositTotal = deposits.reduce((a, d) => a + d.pence, 0)
  return {
    totalWeeksLabel:
      siteStart > 0
        ? `${formatWeeks(totalWeeks)}, of which ${formatWeeks(siteWeeks)} on site`
        : `${formatWeeks(siteWeeks)} on site`,
    totalWeeks,
    phases,
    approvalsNote: approvals.length
      ? `Work starts on site when the last approval is in hand: ${approvals.map((a) => `${lowerFirst(a.title)} ${formatWeeks(a.leadWeeks)}`).join(', ')}, ${phases.some((p) => p.isPreConstruction && /design/i.test(p.name)) ? 'each counted from when the drawings are ready' : 'each counted from when it is commissioned (no drawings are needed)'}.`
      : 'No approval has to be in hand before the start: building regulations, if needed, can follow a building notice.',
    cashFlow: flows,
    cashFlowNote: `Excluding VAT. Each month is the value of the work the programme schedules in it: every phase's share of the builder's price (${gbp0(constructionPence)}) from the schedule of works, spread over its weeks. Month 1 is the first month on site${preStartNote(flows[0]!)}. ${depositTotal ? `Supplier deposits (${gbp0(depositTotal)}) are paid at order, ${DEPOSIT_LEAD_WEEKS} weeks before fitting, and deducted as the work is fitted. ` : ''}Total ${gbp(plan.totalExcVatPence)}; keep the recommended contingency (${gbp0(plan.contingency.pence)}) aside beside it.`,
    stagePayments: stages.payments,
    stageTotals: { excVat: gbp(constructionPence), incVat: gbp(stages.contractIncVat) },
    stageNote: `Stage payments apply to the builder's price and follow the value each stage completes (the same values as the cash flow), not its length. ${deposits.length ? `Deposits are ${Math.round(DEPOSIT_SHARE * 100)}% of the ${deposits.map((d) => d.what).join(' and ')} supply, paid at order and taken off the stage that fits it; pay them by credit card where you can (Consumer Credit Act 1974 s.75 covers items of £100 to £30,000). ` : ''}Each payment holds back a ${RETENTION_PERCENT}% retention: half is released at practical completion, the rest at the end of the ${DEFECTS_MONTHS}-month defects period. A retention needs a contract that provides it: use the JCT Minor Works Building Contract (the JCT Homeowner contract has no retention clause).${vatRate === 20 ? '' : ` VAT shown at ${vatRate}% on qualifying work.`}`,
  }
}

function gantt(name: string, start: number, duration: number, isPreConstruction: boolean): Phase {
  const first = Math.floor(start) + 1
  const last = Math.max(first, Math.ceil(start + duration))
  return {
    name: t(name),
    start,
    duration,
    weeksLabel: first === last ? `Wk ${first}` : `Wk ${first}-${last}`,
    isPreConstruction,
  }
}

/** Month index (0 = month 1 on site) a week from the site start falls in. */
const monthOf = (weekFromStart: number) => Math.max(0, Math.floor(weekFromStart / WEEKS_PER_MONTH + 1e-9))

/** A site phase's value spread over the site months by the share of its weeks in each (exact pence). */
export function phaseByMonth(
  phase: { start: number; duration: number; valuePence: number },
  siteStart: number,
  months: number,
): number[] {
  const from = phase.start - siteStart
  const to = from + phase.duration
  const overlaps = Array.from({ length: months }, (_, m) =>
    Math.max(0, Math.min(to, (m + 1) * WEEKS_PER_MONTH) - Math.max(from, m * WEEKS_PER_MONTH)),
  )
  if (!overlaps.some((o) => o > 0)) overlaps[Math.min(months - 1, monthOf(from))] = 1
  return allocatePence(phase.valuePence, overlaps)
}

/** Supplier deposits: half the made-to-order supply, paid the lead time before the phase that fits it. */
function depositsFor(plan: CostPlan, sitePhases: SitePhase[]): Deposit[] {
  const deposits: Deposit[] = []
  for (const supply of DEPOSIT_SUPPLIES) {
    const lines = plan.lineItems.filter((l) => supply.rateIds.includes(l.rateId) && l.materialsPence > 0)
    const pence = Math.round(lines.reduce((a, l) => a + l.materialsPence, 0) * DEPOSIT_SHARE)
    if (!pence || !lines.length) continue
    const phaseIndex = phaseIndexOf(lines[0]!, sitePhases)
    const phase = sitePhases[phaseIndex]
    if (!phase || phase.valuePence < pence * 2) continue
    deposits.push({ what: supply.what, pence, paidWeek: Math.max(0, phase.start - DEPOSIT_LEAD_WEEKS), phaseIndex })
  }
  return deposits
}

/** The site phase a line's work falls in (the engine's own line → phase rule), or the last one. */
function phaseIndexOf(
  line: Pick<CostPlan['lineItems'][number], 'rateId' | 'elementCode'>,
  sitePhases: readonly { engineName: string }[],
): number {
  const id = phaseOfLine(line, DEFAULT_RATES)
  const name = PHASES.find((p) => p.id === id)?.name
  const i = sitePhases.findIndex((p) => p.engineName === name)
  return i >= 0 ? i : sitePhases.length - 1
}

/**
 * The drawdown a lender can use: fees before the start, then each month the value of the work scheduled in it,
 * deposits paid at order and deducted as the supplies are fitted, what is payable, cumulative and % complete.
 */
function cashFlow(
  feesPence: number,
  sitePhases: SitePhase[],
  deposits: Deposit[],
  siteStart: number,
): ReportData['programme']['cashFlow'] {
  const siteEnd = sitePhases.length ? Math.max(...sitePhases.map((p) => p.start + p.duration)) : siteStart
  const months = Math.max(1, Math.ceil((siteEnd - siteStart) / WEEKS_PER_MONTH - 1e-9))
  const work = Array.from({ length: months + 1 }, (): number => 0)
  const deposit = Array.from({ length: months + 1 }, (): number => 0)
  work[0] = feesPence
  const byPhase = sitePhases.map((p) => phaseByMonth(p, siteStart, months))
  byPhase.forEach((split) => split.forEach((v, m) => (work[m + 1]! += v)))
  for (const d of deposits) {
    const at = d.paidWeek < siteStart ? 0 : monthOf(d.paidWeek - siteStart) + 1
    deposit[Math.min(months, at)]! += d.pence
    allocatePence(d.pence, byPhase[d.phaseIndex]!).forEach((v, m) => (deposit[m + 1]! -= v))
  }
  const totalWork = work.reduce((a, b) => a + b, 0)
  let cumulative = 0
  let cumulativeWork = 0
  return work.map((w, i) => {
    const pence = w + deposit[i]!
    cumulative += pence
    cumulativeWork += w
    return {
      label: i === 0 ? preStartLabel(feesPence, deposit[0]!) : `Month ${i}`,
      workPence: w,
      work: gbp(w),
      depositPence: deposit[i]!,
      deposits: deposit[i] ? gbp(deposit[i]!) : '-',
      pence,
      amount: gbp(pence),
      cumulative: gbp(cumulative),
      cumulativePence: cumulative,
      percentComplete: percentOf(cumulativeWork, totalWork),
    }
  })
}

/**
 * The drawdown's first row, named for what it holds (a kitchen with no fees once had a
 * "Pre-start (fees)" row holding only its supplier deposit).
 */
function preStartLabel(feesPence: number, depositPence: number): string {
  const holds = [feesPence ? 'fees' : '', depositPence ? 'deposits' : ''].filter(Boolean)
  return holds.length ? `Pre-start (${holds.join(', ')})` : 'Pre-start'
}

/** What the cash flow note says falls before the start, after "Month 1 is the first month on site". */
function preStartNote(row: { workPence: number; depositPence: number }): string {
  const holds = [row.workPence ? 'fees' : '', row.depositPence ? 'supplier deposits due at order' : ''].filter(Boolean)
  return holds.length ? `; ${holds.join(' and ')} fall before the start` : ''
}

/**
 * Stage payments on the builder's price: the value each site phase completes (the cash flow's values), due when
 * the phase ends, less supplier deposits (their own stages, due at order) and a 5% retention: half released at
 * practical completion, the rest at the end of the defects period.
 */
function stagePayments(
  sitePhases: SitePhase[],
  deposits: Deposit[],
  constructionPence: number,
  onSitePence: number,
  vatRate: number,
  siteStart: number,
): { payments: ReportData['programme']['stagePayments']; contractIncVat: number } {
  const phases = sitePhases.length
    ? sitePhases
    : [{ ...named('Completion of the works'), start: siteStart, duration: 1, valuePence: onSitePence }]
  // Group stages so the table stays short: at most 6 payment stages before the retention releases.
  const chunk = Math.ceil(phases.length / 6)
  const milestones: { name: string; weight: number; dueWeek: number; members: number[] }[] = []
  for (let i = 0; i < phases.length; i += chunk) {
    const part = phases.slice(i, i + chunk)
    const last = part[part.length - 1]!
    milestones.push({
      name: part.length === 1 ? last.label : `${last.label} (phases ${i + 1}-${i + part.length})`,
      weight: part.reduce((a, p) => a + p.valuePence, 0),
      dueWeek: Math.max(...part.map((p) => p.start + p.duration)),
      members: part.map((_, k) => i + k),
    })
  }
  const stageValuePence = allocatePence(
    constructionPence,
    milestones.map((m) => m.weight),
  )
  const retentionPence = stageValuePence.map((v) => Math.round(v * (RETENTION_PERCENT / 100)))
  const retentionTotal = retentionPence.reduce((a, b) => a + b, 0)
  const retentionAtCompletion = Math.round(retentionTotal / 2)
  const lastWeek = Math.max(...milestones.map((m) => m.dueWeek))
  const due = (week: number) => `Wk ${Math.max(1, Math.ceil(week))}`
  const rows: { stage: string; due: string; week: number; exc: number }[] = [
    ...deposits.map((d) => ({
      stage: `Deposit on ordering the ${d.what} (${Math.round(DEPOSIT_SHARE * 100)}% of the supply)`,
      due: due(d.paidWeek + 1),
      week: d.paidWeek,
      exc: d.pence,
    })),
    ...milestones.map((m, i) => ({
      stage: `On completion of ${lowerFirst(m.name)}`,
      due: due(m.dueWeek),
      week: m.dueWeek,
      exc:
        stageValuePence[i]! -
        retentionPence[i]! -
        deposits.filter((d) => m.members.includes(d.phaseIndex)).reduce((a, d) => a + d.pence, 0),
    })),
  ].sort((a, b) => a.week - b.week)
  rows.push(
    {
      stage: `Practical completion: half the retention (${RETENTION_PERCENT / 2}%)`,
      due: due(lastWeek),
      week: lastWeek,
      exc: retentionAtCompletion,
    },
    {
      stage: `End of the ${DEFECTS_MONTHS}-month defects period: the rest of the retention (${RETENTION_PERCENT / 2}%)`,
      due: `Wk ${Math.ceil(lastWeek + DEFECTS_MONTHS * WEEKS_PER_MONTH)}`,
      week: lastWeek + DEFECTS_MONTHS * WEEKS_PER_MONTH,
      exc: retentionTotal - retentionAtCompletion,
    },
  )
  const contractIncVat = constructionPence + Math.round((constructionPence * vatRate) / 100)
  const stageInc = allocatePence(
    contractIncVat,
    rows.map((r) => r.exc),
  )
  const payments = rows.map((r, i) => ({
    stage: r.stage,
    due: r.due,
    percent: percentOf(r.exc, constructionPence),
    excVat: gbp(r.exc),
    incVat: gbp(stageInc[i]!),
  }))
  return { payments, contractIncVat }
}

/**
 * Each site phase's measured value: every line item counts in the phase its NRM element belongs to (the engine's
 * element → phase map); a line whose phase is not in the programme counts in the nearest earlier phase. Phases are
 * weighted by duration when no line can be matched (a plan from an older engine).
 */
export function phaseValues(
  plan: Pick<CostPlan, 'lineItems'>,
  sitePhases: readonly { name: string; duration: number }[],
): number[] {
  const byName = stageValues(plan, sitePhases)
  const matched = sitePhases.map((p) => byName.find((b) => b.name === p.name)?.valuePence ?? 0)
  return matched.some((v) => v > 0) ? matched : sitePhases.map((p) => p.duration)
}

/**
 * The measured value each site phase completes: every line item counts in the phase its NRM element belongs to
 * (the same element → phase map the engine builds the programme from). A line whose phase is not in the
 * programme counts in the nearest earlier phase; if no phase can be matched (a plan from an older engine), the
 * phases are weighted by duration instead.
 */
export function stageValues(
  plan: Pick<CostPlan, 'lineItems'>,
  sitePhases: readonly { name: string; duration: number }[],
): { name: string; valuePence: number }[] {
  if (!sitePhases.length) return [{ name: 'Completion of the works', valuePence: 1 }]
  const order = PHASES.map((p) => p.id)
  const idOfPhase = (name: string) => PHASES.find((p) => p.name === name)?.id
  const stages = sitePhases.map((p) => ({ name: p.name, id: idOfPhase(p.name), valuePence: 0 }))
  const matched = stages.filter((st) => st.id !== undefined)
  if (!matched.length) return sitePhases.map((p) => ({ name: p.name, valuePence: p.duration }))
  for (const line of plan.lineItems) {
    const phase = phaseOfLine(line, DEFAULT_RATES)
    const at = phase ? order.indexOf(phase) : -1
    const target =
      [...matched].reverse().find((st) => order.indexOf(st.id!) <= at) ??
      (at < 0 ? matched[matched.length - 1] : matched[0])
    target!.valuePence += line.totalPence
  }
  const valued = stages.filter((st) => st.valuePence > 0)
  return (valued.length ? valued : stages).map(({ name, valuePence }) => ({ name, valuePence }))
}

/** Splits `total` pence into parts proportional to `weights`, summing exactly to `total`. */
export function allocatePence(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0)
  if (weights.length === 0) return []
  if (sum <= 0) return weights.map((_, i) => (i === weights.length - 1 ? total : 0))
  return roundByLargestRemainder(
    total,
    weights.map((w) => (total * w) / sum),
  )
}
