import { normaliseDescription } from '../text/normalise-description'
import { detectDrivers } from './detect-drivers'
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
import { detectScopeWithEvidence } from './detect-scope'
import { findCatalogueQuestion, QUESTION_CATALOGUE, SCOPE_QUESTION_ID, type QuestionId } from './question-catalogue'
import {
  MAX_FIRST_ROUND_QUESTIONS,
  MAX_FOLLOWUP_QUESTIONS,
  MAX_LATER_ROUND_QUESTIONS,
  MAX_ROUNDS,
  type Analysis,
  type AssessmentQuestion,
  type Complexity,
  type DetectedDriver,
} from './schemas'

/**
 * The built-in question engine (PRODUCT.md 'Smart questions'): pure, offline, deterministic. It reads the
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
const HIGH_IMPACT_WEIGHT = 6

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
 * Answers carried in an enhanced description's 'Additional Details' lines (`id: value`, SPEC §4), for
 * catalogue ids with a valid option value, and the text with those lines removed.
 */
export function splitEnhancedDescription(raw: string): { answers: Record<string, string>; text: string } {
  const answers: Record<string, string> = {}
  const kept: string[] = []
  for (const line of raw.slice(0, 40000).split('\n')) {
    const m = /^\s*[-*•]?\s*([a-z][a-z0-9_]{0,63})\s*:\s*(.{1,500}?)\s*$/.exec(line)
    const q = m ? findCatalogueQuestion(m[1]!) : undefined
    if (m && q) {
      const value = m[2]!
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
function adjustWeights(
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

function rankOpen(
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

/** How much the open drivers' share of the profile's total weight could narrow the range. */
export function accuracyImprovement(openWeight: number, totalWeight: number): string {
  const share = totalWeight > 0 ? openWeight / totalWeight : 0
  if (share <= 0) return '0-5%'
  if (share < 0.3) return '5-15%'
  if (share < 0.6) return '15-25%'
  return '25-40%'
}

interface Context {
  projectType: string
  profile: ProfileKey
  isLondon: boolean
  detected: DetectedDriver[]
  /** Answers known from any source: the description, 'Additional Details' lines, then the user's answers. */
  known: Record<string, string>
  mentioned: Set<string>
}

function buildContext(args: {
  text: string
  projectType?: string | undefined
  answers?: Record<string, string>
  location?: string | undefined
  propertyAddress?: string | undefined
  currentYear?: number | undefined
  askedIds?: readonly string[]
}): Context {
  const normalised = normaliseDescription(args.text)
  const projectType =
    args.projectType ?? inferProjectType(normalised) ?? inferFromQuestionIds(args.askedIds ?? []) ?? 'unknown'
  const profile = profileFor(projectType)
  const isLondon = isLondonLocation(args.location, args.propertyAddress)
  const detected = detectDrivers(normalised, { profile, isLondon, currentYear: args.currentYear })
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
  return { projectType, profile, isLondon, detected, known, mentioned }
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

/** Without a type or a telling description, the questions already asked say what kind of project it is. */
function inferFromQuestionIds(ids: readonly string[]): string | undefined {
  if (ids.includes('loft_type')) return 'loft_conversion'
  if (ids.includes('extension_storeys')) return 'extension'
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
  const ctx = buildContext({
    text: input.description ?? '',
    projectType: input.selectedProjectType,
    location: input.location,
    propertyAddress: input.propertyAddress,
    currentYear: input.currentYear,
  })
  const scopeFromText = toScope(input.renovationScope) ? undefined : detectScopeWithEvidence(input.description ?? '')
  const asksScope = !toScope(input.renovationScope) && !scopeFromText
  const base = PROFILES[ctx.profile]
  const weights = adjustWeights(base, ctx.known, ctx.mentioned, ctx.isLondon)
  const open = rankOpen(weights, (id) => id in ctx.known)
  const questions = [
    ...(asksScope ? [toAssessmentQuestion(SCOPE_QUESTION_ID, false)] : []),
    ...open
      .slice(0, MAX_FIRST_ROUND_QUESTIONS - (asksScope ? 1 : 0))
      .map(({ id, weight }, i) => toAssessmentQuestion(id, i < REQUIRED_COUNT && weight >= REQUIRED_WEIGHT)),
  ]
  const detected = scopeFromText
    ? [{ id: SCOPE_QUESTION_ID, answer: scopeFromText.scope, evidence: scopeFromText.evidence }, ...ctx.detected]
    : ctx.detected
  const totalWeight = Object.values(base).reduce((a, b) => a + b, 0)
  const openWeight = Object.entries(base)
    .filter(([id]) => !(id in ctx.known))
    .reduce((a, [, w]) => a + w, 0)
  return {
    projectType: ctx.projectType,
    complexity: assessComplexity(ctx.profile, input.sizeSqm, ctx.known),
    estimatedAccuracyImprovement: accuracyImprovement(openWeight, totalWeight),
    intelligentQuestions: questions,
    detected,
  }
}

/** Which catalogue questions an answer opens up ('*' for any answer), in the order they are worth asking. */
const FOLLOWUPS: Partial<Record<QuestionId, Record<string, QuestionId[]>>> = {
  rewiring: { yes: ['property_age', 'living_in'], unsure: ['property_age'] },
  heating: {
    new_system: ['rooms_count', 'bathrooms_count', 'property_age'],
    replace_boiler: ['bathrooms_count'],
    heat_pump: ['windows', 'property_age'],
    unsure: ['property_age'],
  },
  damp: { yes: ['property_age', 'roof_work'], unsure: ['property_age'] },
  structural_walls: { yes: ['layout_change', 'listed_status', 'living_in'], unsure: ['property_age'] },
  roof_work: { recover: ['listed_status', 'access'], repairs: ['access'], unsure: ['property_age'] },
  windows: { all: ['listed_status', 'property_age'], some: ['listed_status'] },
  listed_status: {
    listed: ['windows', 'roof_work', 'property_age'],
    conservation_area: ['windows', 'roof_work'],
    unsure: ['property_age'],
  },
  living_in: { no: ['empty_two_years'] },
  empty_two_years: { yes: ['damp', 'roof_work', 'rewiring', 'heating'], unsure: ['damp'] },
  bathrooms_count: {
    '2': ['layout_change', 'heating'],
    '3': ['layout_change', 'heating'],
    '4': ['layout_change', 'heating'],
  },
  rooms_count: { '*': ['bathrooms_count'] },
  fittings_quality: { premium: ['layout_change'], luxury: ['layout_change'] },
  property_age: {
    pre_1919: ['damp', 'listed_status', 'rewiring', 'windows', 'roof_work'],
    '1919_1965': ['rewiring', 'damp'],
    unsure: ['damp'],
  },
  loft_type: {
    dormer: ['listed_status', 'bathrooms_count'],
    mansard: ['listed_status', 'access'],
    hip_to_gable: ['listed_status', 'bathrooms_count'],
    rooflight: ['bathrooms_count'],
    unsure: ['listed_status'],
  },
  extension_storeys: {
    double: ['listed_status', 'access'],
    single: ['structural_walls', 'layout_change'],
    unsure: ['access'],
  },
  layout_change: { yes: ['structural_walls'] },
}

export interface FollowupInput {
  questionId: string
  /** An option value of `questionId` (the request schema rejects anything else for a catalogue id). */
  answer: string
  currentAnswers?: Record<string, string>
  projectDescription?: string
  round?: number
  projectType?: string | undefined
  existingQuestions?: readonly string[]
  currentYear?: number | undefined
}

/**
 * Follow-ups to one answer (POST /api/generate-followup-questions): catalogue questions the answer makes
 * worth asking, relevant to the project, not yet answered (by the user or the description) nor shown.
 * An id outside the catalogue gets none; so does a round past MAX_ROUNDS.
 */
export function generateFollowupQuestions(input: FollowupInput): { success: true; questions: AssessmentQuestion[] } {
  const rules = FOLLOWUPS[input.questionId as QuestionId]
  if (!findCatalogueQuestion(input.questionId) || !rules || (input.round ?? 1) > MAX_ROUNDS)
    return { success: true, questions: [] }
  const { text, answers: lineAnswers } = splitEnhancedDescription(input.projectDescription ?? '')
  const shown = new Set([...(input.existingQuestions ?? []), input.questionId])
  const ctx = buildContext({
    text,
    projectType: input.projectType,
    answers: { ...lineAnswers, ...input.currentAnswers, [input.questionId]: input.answer },
    currentYear: input.currentYear,
    askedIds: [...shown, ...Object.keys(input.currentAnswers ?? {})],
  })
  const relevant = PROFILES[ctx.profile]
  const candidates = rules[input.answer] ?? rules['*'] ?? []
  const questions = [...new Set(candidates)]
    .filter((id) => id in relevant && !(id in ctx.known) && !shown.has(id))
    .slice(0, MAX_FOLLOWUP_QUESTIONS)
    .map((id) => toAssessmentQuestion(id, false))
  return { success: true, questions }
}

export interface DecideInput {
  currentAnswers?: Record<string, string>
  projectDescription?: string
  enhancedDescription?: string
  existingQuestions?: readonly string[]
  round?: number
  projectType?: string | undefined
  currentYear?: number | undefined
}

/**
 * Whether another round is worth it (POST /api/ai-decide-questions): only while high-impact drivers for
 * this project are neither answered nor already shown, and only before round MAX_ROUNDS (the first
 * analysis is round 1, so at most three rounds in all).
 */
export function decideQuestions(input: DecideInput): { needsMoreQuestions: boolean; questions: AssessmentQuestion[] } {
  if ((input.round ?? 1) >= MAX_ROUNDS) return { needsMoreQuestions: false, questions: [] }
  const d = decisionContext(input)
  const weights = adjustWeights(PROFILES[d.ctx.profile], d.ctx.known, d.ctx.mentioned, d.ctx.isLondon)
  const questions = rankOpen(weights, (id) => d.closedIds.has(id))
    .filter((q) => q.weight >= HIGH_IMPACT_WEIGHT)
    .slice(0, MAX_LATER_ROUND_QUESTIONS)
    .map(({ id }) => toAssessmentQuestion(id, false))
  return { needsMoreQuestions: questions.length > 0, questions }
}

/**
 * What a decision starts from: the project type (given or inferred), the text to read, and the ids that
 * must not be asked (answered by the user, in 'Additional Details' lines or by the description, or shown).
 */
export function decisionContext(input: DecideInput): {
  projectType: string
  text: string
  closedIds: Set<string>
  ctx: Context
} {
  const fromOriginal = splitEnhancedDescription(input.projectDescription ?? '')
  const fromEnhanced = splitEnhancedDescription(input.enhancedDescription ?? '')
  const existing = input.existingQuestions ?? []
  // The enhanced description normally starts with the original; read the text once either way.
  const text = fromEnhanced.text.includes(fromOriginal.text)
    ? fromEnhanced.text
    : `${fromOriginal.text}\n${fromEnhanced.text}`
  const ctx = buildContext({
    text,
    projectType: input.projectType,
    answers: { ...fromOriginal.answers, ...fromEnhanced.answers, ...input.currentAnswers },
    currentYear: input.currentYear,
    askedIds: [...existing, ...Object.keys(input.currentAnswers ?? {})],
  })
  const closedIds = new Set([...existing, ...Object.keys(ctx.known)])
  return { projectType: ctx.projectType, text, closedIds, ctx }
}
