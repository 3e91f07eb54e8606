import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import type { CostPlan } from '#shared/cost-engine/types'
import { pricedScopeLabel, scopeNotStatedNote } from '#shared/scope'
import { knownAnswers } from '#shared/smart-questions/analyze-description'
import {
  answerLabel,
  readableDescription,
  readableDriverLabel,
  readableId,
} from '#shared/smart-questions/readable-answers'
import { capitalise, formatPriceBase, lowerFirst, num, percentValue, QUALITY_LABEL, t, truncate } from './format'
import type { ReportContext } from './report-context'
import { tenderIndexSource } from './inflation'
import { reliefEvidence } from './on-costs'
import { BRIEF_CONTINUES, estimateLines, fitBrief, fitList } from './text-fit'
import type { LabelValue, ReportData } from './types'

/** Answers page 2 lists; the rest are counted. */
const MAX_ANSWERS = 12

/** Page 2's 'Still unknown' bullets: characters on a line of the half-width column. */
const UNKNOWN_CHARS_PER_LINE = 60
/** Driver rows: characters on a line of their label (96 pt) and effect columns. */
const DRIVER_LABEL_CHARS = 20
const DRIVER_EFFECT_CHARS = 42

/** The most drivers page 2 shows beside the unknowns. */
const MAX_DRIVERS = 7

/**
 * The drivers page 2 shows, in the plan's order: every part priced beside the main job ("Also priced: bedroom"), since
 * the total is not the main job's alone, then the others up to MAX_DRIVERS.
 */
function driversShown<D extends { key: string }>(all: readonly D[]): D[] {
  const part = (d: D) => d.key.startsWith('added_space:')
  let room = MAX_DRIVERS - all.filter(part).length
  return all.filter((d) => part(d) || room-- > 0)
}

/**
 * Lines the 'Still unknown' list may take: at least 9, and as many as the 'What moved the estimate' column beside it
 * is tall (a bullet line is a little taller than a driver line), so the list never pushes the page down further
 * than its neighbour does (a bought report said '+ 1 more not shown' beside a column twice its height).
 */
function unknownLines(drivers: { label: string; effect: string }[]): number {
  const driverLines = drivers.reduce(
    (a, d) => a + Math.max(estimateLines(d.label, DRIVER_LABEL_CHARS), estimateLines(d.effect, DRIVER_EFFECT_CHARS)),
    0,
  )
  return Math.max(9, Math.floor(driverLines * 0.85))
}

/** The engine's VAT rule ids ('hmo_conversion') as people read them. */
const VAT_CATEGORY_LABEL: Record<string, string> = {
  standard: 'Work to an existing home (standard rate)',
  listed_repairs: 'Repairs to a listed building (standard rate)',
  dwelling_conversion: 'Conversion changing the number of dwellings (reduced rate)',
  hmo_conversion: 'Conversion to a house in multiple occupation (reduced rate)',
  non_residential_conversion: 'Conversion of a non-residential building to homes (reduced rate)',
  empty_two_years: 'Home empty for two years or more (reduced rate)',
  new_build: 'New dwellings (zero rate)',
  energy_saving: 'Energy-saving installation (zero rate)',
}

/**
 * Page 2: the brief, the facts, the answers, the method and its sources. Also returns the part of the brief page 2
 * could not hold (empty when it all fits), which the last page prints.
 */
export function buildBasis(ctx: ReportContext): { basis: ReportData['basis']; briefRest: string } {
  const { plan, estimate } = ctx
  const answers = estimate.answers.map((a) => ({
    question: truncate(t(a.question), 95),
    answer: truncate(t(a.answer), 60),
  }))
  const pa = plan.priceAdjustment
  // The brief in words: 'Additional Details' id lines become questions and answers, and an answer the table
  // beside it already shows is not repeated (docs/product/flows.md keeps the ids for the engine only).
  const shownIds = estimate.answers.slice(0, MAX_ANSWERS).flatMap((a) => (a.id ? [a.id] : []))
  const rawBrief = estimate.description || plan.input.description || ''
  const { rest: briefRest, ...briefShown } = fitBrief(
    t(readableDescription(rawBrief, { omitIds: shownIds }) || 'No description given.'),
    answers.slice(0, MAX_ANSWERS),
  )
  const drivers = driversShown(plan.drivers).map((d) => ({
    label: t(readableDriverLabel(d, plan.input.answers ?? {})),
    effect: truncate(t(d.effect), 110),
  }))
  const basis: ReportData['basis'] = {
    ...briefShown,
    briefContinues: briefRest ? BRIEF_CONTINUES : null,
    facts: factRows(ctx, rawBrief),
    answers: answers.slice(0, MAX_ANSWERS),
    answersHiddenCount: Math.max(0, answers.length - MAX_ANSWERS),
    method: methodSteps(ctx),
    locationFactor: {
      label: t(plan.facts.regionLabel),
      value: plan.facts.locationFactor.toFixed(2),
      note:
        plan.facts.locationFactor >= 1
          ? `Building costs in ${t(plan.facts.regionLabel)} run about ${Math.round((plan.facts.locationFactor - 1) * 100)}% above the UK average.`
          : `Building costs in ${t(plan.facts.regionLabel)} run about ${Math.round((1 - plan.facts.locationFactor) * 100)}% below the UK average.`,
    },
    sources: [
      'RICS New Rules of Measurement: NRM1, order of cost estimating and cost planning (element structure).',
      `Rate table ${plan.rateTableVersion}; cost engine ${plan.engineVersion}.`,
      `Tender price index: ${t(tenderIndexSource(pa.source))}.`,
      `VAT: ${t(plan.vat.reference)}.`,
    ],
    unknowns: fitList(plan.unknowns.map(t), unknownLines(drivers), UNKNOWN_CHARS_PER_LINE),
    drivers,
  }
  return { basis, briefRest }
}

function factRows(ctx: ReportContext, rawBrief: string): LabelValue[] {
  const { plan, estimate } = ctx
  const input0 = plan.input
  const facts = readFacts(plan, rawBrief)
  return [
    { label: 'Project type', value: t(estimate.projectTypeLabel) },
    { label: 'Gross internal floor area', value: `${num.format(ctx.sizeSqm)} m²` },
    { label: 'Region', value: t(estimate.regionLabel) },
    { label: 'Condition', value: capitalise(input0.condition) },
    // The ladder label; "not stated" when the user never said (priced as a typical job, or as the refresh the brief
    // lists, the range across scopes).
    {
      label: 'Scope of works',
      value: `${pricedScopeLabel(plan.facts.scope ?? input0.scope, plan.facts.baseType, input0.scopeKnown)}${scopeNotStatedNote(input0.scopeKnown, plan.facts.scopeFromDescription)}`,
    },
    { label: 'Specification', value: QUALITY_LABEL[input0.quality] ?? capitalise(input0.quality) },
    { label: 'Bedrooms / bathrooms', value: `${facts.bedrooms} / ${facts.bathrooms}` },
    {
      label: 'Listed / period',
      value: `${facts.listed} / ${plan.facts.isPeriod ? 'period property' : 'not a period property'}`,
    },
    {
      label: 'VAT category',
      value: VAT_CATEGORY_LABEL[plan.facts.vatCategory] ?? readableId(plan.facts.vatCategory),
    },
  ]
}

function methodSteps(ctx: ReportContext): ReportData['basis']['method'] {
  const { plan, vatLabel } = ctx
  const pa = plan.priceAdjustment
  return [
    {
      step: 'Measured works',
      detail: `NRM1 elemental cost plan: quantities derived from the floor area, the brief and your answers, priced at net trade rates (rate table ${plan.rateTableVersion}).`,
    },
    {
      step: 'Location',
      detail: `Rates adjusted by the ${t(plan.facts.regionLabel)} location factor of ${plan.facts.locationFactor.toFixed(2)} (UK average = 1.00).`,
    },
    {
      step: 'Price date',
      detail: `Brought from the rate base (${formatPriceBase(pa.baseDate)}, index ${num.format(pa.baseIndex)}) to ${formatPriceBase(pa.priceDate)} (index ${num.format(pa.currentIndex)}): factor ${pa.factor.toFixed(3)}.`,
    },
    {
      step: 'Preliminaries',
      detail: `${percentValue(plan.preliminaries.percent)} ${t(lowerFirst(plan.preliminaries.basis))}${(plan.preliminaries.items ?? []).length ? ', and the scaffold itemised (page 7)' : ''}`,
    },
    {
      step: 'Overheads and profit',
      detail: `${percentValue(plan.overheadsProfit.percent)} ${t(lowerFirst(plan.overheadsProfit.basis))}`,
    },
    {
      step: 'Fees',
      detail: plan.fees.length
        ? `${plan.fees.length} professional and statutory fee${plan.fees.length === 1 ? '' : 's'} the work needs (page 7).`
        : noFeesDetail(plan),
    },
    {
      step: 'Contingency',
      detail: `${percentValue(plan.contingency.percent)} ${t(lowerFirst(plan.contingency.basis)).replace(/[.\s]+$/, '')}, sized by condition, scope and what is still unknown (page 8).`,
    },
    { step: 'VAT', detail: `${vatLabel}: ${t(plan.vat.reason)}` },
    { step: 'Accuracy', detail: accuracyDetail(ctx) },
  ]
}

/**
 * Page 2's property facts from one reading: the same one the web result uses (answers, then what the description
 * settles, via the smart-question engine), then the cost engine's own settlement. A fact the engine still lists
 * as unknown reads "not known yet" rather than a default that contradicts the open-questions list beside it.
 */
function readFacts(plan: CostPlan, description: string): { bedrooms: string; bathrooms: string; listed: string } {
  const known = knownAnswers({
    description,
    projectType: plan.input.projectType,
    location: plan.input.region,
    answers: plan.input.answers ?? {},
  })
  const isOpen = (id: string) => {
    const label = DEFAULT_RATES.drivers[id]?.label
    return label !== undefined && plan.unknowns.includes(label)
  }
  const count = (id: string, priced: number, noun: string) => {
    const said = known[id]
    const n = (label: string) => (label === '1' ? `1 ${noun}` : `${label} ${noun}s`)
    if (said === '0') return `no ${noun}s`
    if (said !== undefined && said !== 'unsure') return n(answerLabel(id, said))
    if (isOpen(id)) return `${noun}s not known yet`
    return priced > 0 ? `${n(String(priced))} (from the floor area)` : `${noun}s not stated`
  }
  const listedAnswer = known.listed_status
  const listed =
    listedAnswer === 'listed' || plan.facts.isListed
      ? 'Listed'
      : listedAnswer === 'conservation_area'
        ? 'Conservation area, not listed'
        : listedAnswer === 'neither'
          ? 'Not listed'
          : isOpen('listed_status') || listedAnswer === 'unsure'
            ? 'Listed status not known yet'
            : 'Not listed (assumed)'
  return {
    bedrooms: count('rooms_count', plan.facts.bedrooms, 'bedroom'),
    bathrooms: count('bathrooms_count', plan.facts.bathrooms, 'bathroom'),
    listed,
  }
}

/** Page 2's fees step when no fee is priced: true beside what the schedule and the VAT relief say. */
function noFeesDetail(plan: CostPlan): string {
  if (plan.lineItems.some((l) => /building control/i.test(l.description)))
    return 'No professional fees are needed for this scope; the building control notice is priced in the schedule of works (page 4).'
  if (plan.vat.ratePercent !== 20 && /building control/.test(reliefEvidence(plan.facts.vatCategory)))
    return 'No professional fees are priced for this scope; the consents the reduced VAT rate rests on (page 7) are not priced.'
  return 'No professional or statutory fees are needed for this scope.'
}

/**
 * The estimate's accuracy class and what it rests on: an order-of-cost estimate (RICS NRM1) from the brief alone is
 * AACE class 5 (18R-97: concept screening, 0-2% of the design done); the band is this plan's own measured range.
 */
function accuracyDetail(ctx: ReportContext): string {
  const { plan, estimate } = ctx
  const low = Math.round((1 - plan.range.lowPence / plan.totalIncVatPence) * 100)
  const high = Math.round((plan.range.highPence / plan.totalIncVatPence - 1) * 100)
  const answered = estimate.answers.length
  const used = [
    'floor area',
    'location',
    'condition',
    plan.input.scopeKnown === false ? 'a typical scope' : 'the scope',
    'specification',
    'your description',
    ...(answered ? [`${answered} answer${answered === 1 ? '' : 's'}`] : []),
  ]
  return `Order-of-cost estimate, AACE class 5: -${low}% to +${high}% around the likely figure. Used: ${used.join(', ')}. Not seen: drawings, a measured survey, a site visit or builders' quotes.`
}
