import { normaliseDescription } from '../text/normalise-description'
import { detectDrivers } from './detect-drivers'
import { parseDetailLine } from './detail-line'
import {
  inferProjectType,
  isLondonLocation,
  PROFILE_COMPLEXITY,
  PROFILES,
  profileFor,
  type ProfileKey,
  type Weights,
} from './project-profiles'
import { toScope } from '../scope'
import { DEFAULT_RATES } from '../cost-engine/default-rates'
import { pricedAsOf, type PricedAs } from '../cost-engine/priced-profile'
import { TRADE_PROJECT_TYPES } from '../cost-engine/types'
import { detectScopeWithEvidence, resolveScope } from './detect-scope'
import { findCatalogueQuestion, QUESTION_CATALOGUE, SCOPE_QUESTION_ID, type QuestionId } from './question-catalogue'
import {
  MAX_FIRST_ROUND_QUESTIONS,
  type Analysis,
  type AssessmentQuestion,
  type Complexity,
  type DetectedDriver,
} from './schemas'

/**
 * The built-in question engine (docs/product/decisions.md#smart-questions-ai): pure, offline, deterministic. It reads the
 * description for the cost drivers in the question catalogue and asks only about the ones that are still
 * open and change the estimate for this kind of project, biggest cost first.
 */

export interface AnalyzeDescriptionInput {
  description?: string | undefined
  selectedProjectType?: string | undefined
  sizeSqm?: number | undefined
  location?: string | undefined
  propertyAddress?: string | undefined
  /** The scope the form gave (a ladder value or alias); without it the scope question is asked first. */
  renovationScope?: string | undefined
  /** Lets 'vacant since 2019' be read; the caller passes its clock's year (the engine reads no clock). */
  currentYear?: number | undefined
}

/** The first round marks its top questions required, but only big cost drivers (not, say, parking alone). */
const REQUIRED_COUNT = 2
const REQUIRED_WEIGHT = 7
/** Adjusted weight a question needs before a later round asks it. */
export const HIGH_IMPACT_WEIGHT = 6

const CATALOGUE_ORDER = new Map<string, number>(QUESTION_CATALOGUE.map((q, i) => [q.id, i]))

/** A catalogue question as the API sends it: labels in `options`, values at the same positions in `optionValues`. */
export function toAssessmentQuestion(id: QuestionId, required: boolean): AssessmentQuestion {
  const q = findCatalogueQuestion(id)
  if (!q) throw new Error(`Unknown catalogue question ${id}`)
  return {
    id: q.id,
    question: q.question,
    type: 'select',
    options: q.options.map((o) => o.label),
    optionValues: q.options.map((o) => o.value),
    required,
    category: q.category,
    why: q.why,
  }
}

/**
 * Answers carried in an enhanced description's 'Additional Details' lines (`id: value`, docs/product/flows.md), for
 * catalogue ids with a valid option value, and the text with those lines removed.
 */
export function splitEnhancedDescription(raw: string): { answers: Record<string, string>; text: string } {
  const answers: Record<string, string> = {}
  const kept: string[] = []
  for (const line of raw.slice(0, 40000).split('\n')) {
    const detail = parseDetailLine(line)
    const q = detail ? findCatalogueQuestion(detail.id) : undefined
    if (detail && q) {
      const { value } = detail
      const option = q.options.find((o) => o.value === value || o.label.toLowerCase() === value.toLowerCase())
      if (option) answers[q.id] = option.value
      continue
    }
    if (/^\s*additional details:?\s*$/i.test(line)) continue
    kept.push(line)
  }
  return { answers, text: kept.join('\n') }
}

/** Base weights for the profile, raised by what is already known (a London job makes access matter more…). */
export function adjustWeights(
  base: Weights,
  known: Record<string, string>,
  mentioned: ReadonlySet<string>,
  isLondon: boolean,
): Map<QuestionId, number> {
  const w = new Map<QuestionId, number>(Object.entries(base) as [QuestionId, number][])
  const bump = (id: QuestionId, by: number) => {
    const current = w.get(id)
    if (current !== undefined) w.set(id, current + by)
  }
  for (const id of mentioned) bump(id as QuestionId, 2)
  if (isLondon) bump('access', 3)
  if (known.property_age === 'pre_1919') {
    bump('damp', 2)
    bump('listed_status', 2)
    bump('rewiring', 1)
    bump('windows', 1)
  }
  if (known.listed_status === 'listed' || known.listed_status === 'conservation_area') {
    bump('windows', 2)
    bump('roof_work', 1)
  }
  if (known.empty_two_years === 'yes' || mentioned.has('empty_two_years')) {
    bump('damp', 2)
    bump('rewiring', 1)
    bump('heating', 1)
    bump('roof_work', 1)
  }
  if (known.damp === 'yes') bump('property_age', 2)
  if (known.structural_walls === 'yes') bump('listed_status', 1)
  return w
}

export function rankOpen(
  weights: Map<QuestionId, number>,
  isClosed: (id: QuestionId) => boolean,
): { id: QuestionId; weight: number }[] {
  return [...weights]
    .filter(([id]) => !isClosed(id))
    .map(([id, weight]) => ({ id, weight }))
    .sort((a, b) => b.weight - a.weight || (CATALOGUE_ORDER.get(a.id) ?? 0) - (CATALOGUE_ORDER.get(b.id) ?? 0))
}

const COMPLEXITY_POINTS: Partial<Record<QuestionId, Record<string, number>>> = {
  structural_walls: { yes: 1 },
  listed_status: { listed: 1, conservation_area: 0.5 },
  roof_work: { recover: 1, repairs: 0.5 },
  damp: { yes: 0.5 },
  rewiring: { yes: 0.5 },
  heating: { new_system: 0.5, heat_pump: 0.5 },
  loft_type: { mansard: 1, hip_to_gable: 1, dormer: 0.5 },
  extension_storeys: { double: 1 },
  basement_work: { dig_out: 1 },
  layout_change: { yes: 0.5 },
  property_age: { pre_1919: 0.5 },
  access: { restricted: 0.5 },
  empty_two_years: { yes: 0.5 },
}

const ROOM_PROFILES: ReadonlySet<ProfileKey> = new Set(['kitchen', 'bathroom', 'room', 'cosmetic'])

/** Low / Medium / High from the kind of project, its size and the drivers already known. */
export function assessComplexity(
  profile: ProfileKey,
  sizeSqm: number | undefined,
  known: Record<string, string>,
): Complexity {
  let score = PROFILE_COMPLEXITY[profile]
  if (sizeSqm !== undefined) {
    if (ROOM_PROFILES.has(profile)) score += sizeSqm >= 30 ? 0.5 : 0
    else score += sizeSqm >= 300 ? 1.5 : sizeSqm >= 150 ? 1 : sizeSqm >= 80 ? 0.5 : 0
  }
  for (const [id, answer] of Object.entries(known)) score += COMPLEXITY_POINTS[id as QuestionId]?.[answer] ?? 0
  return score < 2 ? 'Low' : score < 4 ? 'Medium' : 'High'
}

export type JobStanding = Pick<Analysis, 'complexity' | 'estimatedAccuracyImprovement'>

/**
 * The complexity and the accuracy still to gain, for the job as it now stands: the description's facts as the answers
 * have corrected them, plus what the answers add. The first round's figures are this before any answer; the wizard
 * recomputes them as answers come.
 */
export function standingOf(input: AnalyzeDescriptionInput, answers: Readonly<Record<string, string>>): JobStanding {
  return standingFrom(contextOf(input, answers), input.sizeSqm)
}

function contextOf(input: AnalyzeDescriptionInput, answers: Readonly<Record<string, string>> = {}): Context {
  return buildContext({
    text: input.description ?? '',
    projectType: input.selectedProjectType,
    location: input.location,
    propertyAddress: input.propertyAddress,
    currentYear: input.currentYear,
    renovationScope: input.renovationScope,
    answers,
  })
}

function standingFrom(ctx: Context, sizeSqm: number | undefined): JobStanding {
  const base = PROFILES[ctx.profile]
  const totalWeight = Object.values(base).reduce((a, b) => a + b, 0)
  const openWeight = Object.entries(base)
    .filter(([id]) => !(id in ctx.known))
    .reduce((a, [, w]) => a + w, 0)
  return {
    complexity: assessComplexity(ctx.profile, sizeSqm, ctx.known),
    estimatedAccuracyImprovement: accuracyImprovement(openWeight, totalWeight),
  }
}

/** How much the open drivers' share of the profile's total weight could narrow the range. */
export function accuracyImprovement(openWeight: number, totalWeight: number): string {
  const share = totalWeight > 0 ? openWeight / totalWeight : 0
  if (share <= 0) return '0-5%'
  if (share < 0.3) return '5-15%'
  if (share < 0.6) return '15-25%'
  return '25-40%'
}

export interface Context {
  projectType: string
  profile: ProfileKey
  isLondon: boolean
  detected: DetectedDriver[]
  /** Answers known from any source: the description, 'Additional Details' lines, then the user's answers. */
  known: Record<string, string>
  mentioned: Set<string>
  /** The one trade's or small works' job the brief is priced as while its scope is open (never asked the scope). */
  pricedAs?: PricedAs
}

export function buildContext(args: {
  text: string
  projectType?: string | undefined
  answers?: Readonly<Record<string, string>>
  location?: string | undefined
  propertyAddress?: string | undefined
  currentYear?: number | undefined
  askedIds?: readonly string[]
  /** The scope the form stated, if any (a ladder value or alias). */
  renovationScope?: string | undefined
}): Context {
  const normalised = normaliseDescription(args.text)
  const projectType =
    args.projectType ?? inferProjectType(normalised) ?? inferFromQuestionIds(args.askedIds ?? []) ?? 'unknown'
  const isLondon = isLondonLocation(args.location, args.propertyAddress)
  const detected = detectDrivers(normalised, {
    profile: profileFor(projectType),
    isLondon,
    currentYear: args.currentYear,
  })
  const known: Record<string, string> = {}
  const mentioned = new Set<string>()
  for (const d of detected) {
    if (d.answer !== undefined) known[d.id] = d.answer
    else mentioned.add(d.id)
  }
  for (const [id, answer] of Object.entries(args.answers ?? {})) {
    if (answer.trim() !== '') known[id] = answer
  }
  for (const id of Object.keys(known)) mentioned.delete(id)
  const scope = resolveScope({ stated: args.renovationScope, answers: known, description: args.text })
  // A brief priced as one trade's job or small works while its scope is open is asked that job's questions.
  const pricedAs = scope.isKnown ? undefined : pricedAsOf(projectType, args.text, DEFAULT_RATES)
  const profile = jobProfile(pricedAs?.projectType ?? projectType, scope.isKnown ? scope.scope : undefined)
  return { projectType, profile, isLondon, detected, known, mentioned, ...(pricedAs ? { pricedAs } : {}) }
}

/**
 * The questions' profile for this job: decorating only is priced as decorating whatever the project type (the
 * engine's decorating recipe), so it is asked only what a decorating job's price depends on; a single trade stays
 * that trade's.
 */
export function jobProfile(projectType: string, scope: string | undefined): ProfileKey {
  const isTrade = (TRADE_PROJECT_TYPES as readonly string[]).includes(projectType)
  return scope === 'cosmetic' && !isTrade ? 'cosmetic' : profileFor(projectType)
}

/** Facts about the site that set the preliminaries (occupied, access) or the VAT (empty two years) whatever the work. */
const SITE_FACTS: ReadonlySet<string> = new Set(['living_in', 'access', 'empty_two_years'])

/**
 * Whether a fact matters to this job: the scope, a question its profile weighs, or a site fact (the VAT relief for a
 * home empty two years only for a home). A fact outside these (a rooflight read as a loft type in an extension) would
 * move nothing, so it is neither shown nor offered for correction.
 */
export function mattersTo(profile: ProfileKey, id: string): boolean {
  if (id === SCOPE_QUESTION_ID || id in PROFILES[profile]) return true
  return SITE_FACTS.has(id) && !(id === 'empty_two_years' && profile === 'commercial')
}

/**
 * What is known about the project's cost drivers, read the way the assessment step reads it (the web result and
 * the PDF report share this reading): the description's own words, its 'Additional Details' lines, then the
 * answers given (which win). Catalogue ids to option values.
 */
export function knownAnswers(args: {
  description: string
  projectType?: string | undefined
  location?: string | undefined
  answers?: Record<string, string>
}): Record<string, string> {
  const { answers: fromDetails, text } = splitEnhancedDescription(args.description)
  return buildContext({
    text,
    projectType: args.projectType,
    location: args.location,
    answers: { ...fromDetails, ...(args.answers ?? {}) },
  }).known
}

const describedCache = new Map<string, Readonly<Record<string, string>>>()
const DESCRIBED_CACHE_MAX = 256

/**
 * What the description alone settles: its words and its 'Additional Details' lines, catalogue ids to option values.
 * The one reading of a description: the questions skip these, the wizard shows them as picked up (and lets the user
 * change them), and the cost engine prices them. Memoised (the same description is priced again as each question is
 * answered); the result is frozen.
 */
export function describedAnswers(args: {
  description: string
  projectType?: string | undefined
  location?: string | undefined
  currentYear?: number | undefined
}): Readonly<Record<string, string>> {
  const key = JSON.stringify([args.description, args.projectType, args.location, args.currentYear])
  const cached = describedCache.get(key)
  if (cached) return cached
  const { answers, text } = splitEnhancedDescription(args.description)
  const ctx = buildContext({
    text,
    projectType: args.projectType,
    location: args.location,
    currentYear: args.currentYear,
  })
  const described = Object.freeze({ ...ctx.known, ...answers })
  if (describedCache.size >= DESCRIBED_CACHE_MAX) describedCache.clear()
  describedCache.set(key, described)
  return described
}

/** Without a type or a telling description, the questions already asked say what kind of project it is. */
function inferFromQuestionIds(ids: readonly string[]): string | undefined {
  if (ids.includes('loft_type')) return 'loft_conversion'
  if (ids.includes('extension_storeys')) return 'extension'
  if (ids.includes('basement_work')) return 'basement_conversion'
  if (ids.includes('rewiring') || ids.includes('heating') || ids.includes('empty_two_years'))
    return 'whole_house_renovation'
  return undefined
}

/**
 * First round (POST /api/analyze-description): what the description settles, what is still open, and up to
 * MAX_FIRST_ROUND_QUESTIONS questions, biggest cost first; the top one or two are required. When neither the
 * form nor the description settles the scope, the scope question comes first (not required: left unanswered,
 * the estimate is a typical job with a range spanning the plausible scopes).
 */
export function analyzeDescription(input: AnalyzeDescriptionInput): Analysis {
  const ctx = contextOf(input)
  const scopeFromText = toScope(input.renovationScope) ? undefined : detectScopeWithEvidence(input.description ?? '')
  const asksScope = !toScope(input.renovationScope) && !scopeFromText && !ctx.pricedAs
  const base = PROFILES[ctx.profile]
  const weights = adjustWeights(base, ctx.known, ctx.mentioned, ctx.isLondon)
  const open = rankOpen(weights, (id) => id in ctx.known)
  const questions = [
    ...(asksScope ? [toAssessmentQuestion(SCOPE_QUESTION_ID, false)] : []),
    ...open
      .slice(0, MAX_FIRST_ROUND_QUESTIONS - (asksScope ? 1 : 0))
      .map(({ id, weight }, i) => toAssessmentQuestion(id, i < REQUIRED_COUNT && weight >= REQUIRED_WEIGHT)),
  ]
  const detected = (
    scopeFromText
      ? [{ id: SCOPE_QUESTION_ID, answer: scopeFromText.scope, evidence: scopeFromText.evidence }, ...ctx.detected]
      : ctx.detected
  ).filter((d) => mattersTo(ctx.profile, d.id) || d.id === ctx.pricedAs?.tradeDriver)
  return {
    projectType: ctx.projectType,
    ...standingFrom(ctx, input.sizeSqm),
    intelligentQuestions: questions,
    detected,
  }
}
