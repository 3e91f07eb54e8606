import { DEFAULT_RATES } from '../../../../shared/cost-engine/default-rates'
import { PHASES } from '../../../../shared/cost-engine/estimate-cost'
import type { CostPlan } from '../../../../shared/cost-engine/types'
import { gbp, gbp0, lowerFirst, percentOf, t, truncate, weeksFmt } from './format'
import type { ReportContext } from './report-context'
import type { ReportData } from './types'

const WEEKS_PER_MONTH = 52 / 12

/** Phases before anyone is on site: they carry fees, not the builder's price, and earn no stage payment. */
const PRE_CONSTRUCTION = /design|approval|planning|tender|survey and drawings/i

/** Retention held on each stage payment, and the defects period that ends it (JCT homeowner/minor works practice). */
const RETENTION_PERCENT = 5
const DEFECTS_MONTHS = 6

type Phase = ReportData['programme']['phases'][number]

/** Page 9: the programme as a Gantt chart, the monthly cash flow and the stage payments to the builder. */
export function buildProgramme(ctx: ReportContext): ReportData['programme'] {
  const { plan, constructionPence } = ctx
  const phases0 = plan.programme.phases.filter((p) => p.durationWeeks > 0)
  const origin = phases0.length ? Math.min(...phases0.map((p) => p.startWeek)) : 0
  const phases: Phase[] = phases0.slice(0, 16).map((p) => {
    const start = p.startWeek - origin
    const end = start + p.durationWeeks
    const first = Math.floor(start) + 1
    const last = Math.max(first, Math.ceil(end))
    return {
      name: truncate(t(p.name), 48),
      start,
      duration: p.durationWeeks,
      weeksLabel: first === last ? `Wk ${first}` : `Wk ${first}-${last}`,
      isPreConstruction: PRE_CONSTRUCTION.test(p.name),
    }
  })
  const totalWeeks = Math.max(plan.programme.totalWeeks, ...phases.map((p) => p.start + p.duration), 1)
  const sitePhases = phases.some((p) => !p.isPreConstruction) ? phases.filter((p) => !p.isPreConstruction) : phases
  const siteStart = sitePhases.length ? Math.min(...sitePhases.map((p) => p.start)) : 0
  const siteEnd = sitePhases.length ? Math.max(...sitePhases.map((p) => p.start + p.duration)) : totalWeeks
  const siteWeeks = Math.max(siteEnd - siteStart, 0.5)
  const preWeeks = siteStart
  const vatRate = plan.vat.ratePercent
  // By the engine's own phase names (the Gantt's labels may be shortened).
  const stageSource = stageValues(
    plan,
    phases.flatMap((p, i) => (sitePhases.includes(p) ? [{ name: phases0[i]!.name, duration: p.duration }] : [])),
  )
  const stages = stagePayments(stageSource, constructionPence, vatRate)
  return {
    totalWeeksLabel:
      preWeeks > 0
        ? `${weeksFmt(totalWeeks)}, of which ${weeksFmt(siteWeeks)} on site`
        : `${weeksFmt(siteWeeks)} on site`,
    totalWeeks,
    phases,
    cashFlow: cashFlow(ctx, sitePhases, siteStart, siteWeeks),
    cashFlowNote: `Excluding VAT. Month 1 is the first month on site. Fees fall before work starts; the builder's price (${gbp0(constructionPence)}) follows the programme. Total ${gbp(plan.totalExcVatPence)}; keep the recommended contingency (${gbp0(plan.contingency.pence)}) aside beside it.`,
    stagePayments: stages.payments,
    stageTotals: { excVat: gbp(constructionPence), incVat: gbp(stages.contractIncVat) },
    stageNote: `Stage payments apply to the builder's price (construction cost) and follow the value of the work each stage completes, from the schedule of works, not its length. Each payment holds back a ${RETENTION_PERCENT}% retention: half is released at practical completion, the rest at the end of the ${DEFECTS_MONTHS}-month defects period once defects are put right. No deposit is shown: if a builder needs one for materials ordered, keep it under 10% and deduct it from the first stage.${vatRate === 20 ? '' : ` VAT shown at ${vatRate}% on qualifying work.`}`,
  }
}

/**
 * Cash flow: fees are paid before work starts; the builder's price follows the site programme,
 * each phase's share spread evenly over its weeks (fractions of a week included).
 */
function cashFlow(
  { plan, constructionPence, roundingPence }: ReportContext,
  sitePhases: Phase[],
  siteStart: number,
  siteWeeks: number,
): ReportData['programme']['cashFlow'] {
  const weekWeights = Array.from({ length: Math.ceil(siteWeeks) }, (): number => 0)
  for (const p of sitePhases) {
    const from = p.start - siteStart
    const to = from + p.duration
    for (let w = Math.floor(from); w < Math.ceil(to) && w < weekWeights.length; w++) {
      const overlap = Math.min(to, w + 1) - Math.max(from, w)
      if (overlap > 0) weekWeights[w]! += overlap / p.duration
    }
  }
  if (!weekWeights.some((w) => w > 0)) weekWeights.fill(1)
  const months = Math.max(1, Math.ceil(weekWeights.length / WEEKS_PER_MONTH))
  const monthWeights = Array.from({ length: months }, (): number => 0)
  weekWeights.forEach((w, i) => (monthWeights[Math.min(months - 1, Math.floor(i / WEEKS_PER_MONTH))]! += w))
  const onSitePence = constructionPence + roundingPence
  const monthPence = allocatePence(onSitePence, monthWeights)
  const flows = [
    { label: 'Pre-start (fees)', pence: plan.feesPence },
    ...monthPence.map((pence, i) => ({ label: `Month ${i + 1}`, pence })),
  ]
  let cumulative = 0
  return flows.map((f) => {
    cumulative += f.pence
    return { ...f, amount: gbp0(f.pence), cumulative: gbp0(cumulative), cumulativePence: cumulative }
  })
}

/**
 * Stage payments on the builder's price, by the value of the work each stage completes (the schedule's items, by
 * the programme phase their element belongs to), less a 5% retention: half released at practical completion, the
 * rest at the end of the defects period.
 */
function stagePayments(
  stageSource: { name: string; valuePence: number }[],
  constructionPence: number,
  vatRate: number,
): { payments: ReportData['programme']['stagePayments']; contractIncVat: number } {
  // Group stages so the table stays short: at most 6 payment stages before the retention releases.
  const chunk = Math.ceil(stageSource.length / 6)
  const milestones: { name: string; weight: number }[] = []
  for (let i = 0; i < stageSource.length; i += chunk) {
    const part = stageSource.slice(i, i + chunk)
    const last = part[part.length - 1]!
    milestones.push({
      name: part.length === 1 ? last.name : `${last.name} (phases ${i + 1}-${i + part.length})`,
      weight: part.reduce((a, p) => a + p.valuePence, 0),
    })
  }
  const stageValuePence = allocatePence(
    constructionPence,
    milestones.map((m) => m.weight),
  )
  const retentionPence = stageValuePence.map((v) => Math.round(v * (RETENTION_PERCENT / 100)))
  const retentionTotal = retentionPence.reduce((a, b) => a + b, 0)
  const retentionAtCompletion = Math.round(retentionTotal / 2)
  const stageExc = [
    ...stageValuePence.map((v, i) => v - retentionPence[i]!),
    retentionAtCompletion,
    retentionTotal - retentionAtCompletion,
  ]
  const contractIncVat = constructionPence + Math.round((constructionPence * vatRate) / 100)
  const stageInc = allocatePence(contractIncVat, stageExc)
  const stageNames = [
    ...milestones.map((m) => `On completion of ${lowerFirst(m.name)}`),
    `Practical completion: half the retention (${RETENTION_PERCENT / 2}%)`,
    `End of the ${DEFECTS_MONTHS}-month defects period: the rest of the retention (${RETENTION_PERCENT / 2}%)`,
  ]
  const payments = stageNames.map((stage, i) => ({
    stage,
    percent: percentOf(stageExc[i]!, constructionPence),
    excVat: gbp(stageExc[i]!),
    incVat: gbp(stageInc[i]!),
  }))
  return { payments, contractIncVat }
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
  const phaseOfElement = new Map(DEFAULT_RATES.elements.map((e) => [e.code, e.phase]))
  const order = PHASES.map((p) => p.id)
  const idOfPhase = (name: string) => PHASES.find((p) => p.name === name)?.id
  const stages = sitePhases.map((p) => ({ name: p.name, id: idOfPhase(p.name), valuePence: 0 }))
  const matched = stages.filter((st) => st.id !== undefined)
  if (!matched.length) return sitePhases.map((p) => ({ name: p.name, valuePence: p.duration }))
  for (const line of plan.lineItems) {
    const phase = phaseOfElement.get(line.elementCode)
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
  const raw = weights.map((w) => (total * w) / sum)
  const floored = raw.map(Math.floor)
  let rest = total - floored.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (rest <= 0) break
    floored[i]! += 1
    rest--
  }
  return floored
}
