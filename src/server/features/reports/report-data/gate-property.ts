// The consistency gate's property test (decision 027), shared by its two halves (gate.property-*.test.ts), which the
// unit tier runs side by side: one file of 5,000 estimates was the tier's longest by far.
import { expect } from 'vitest'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import {
  FIRST_FORM_REGIONS,
  FORM_PROJECT_TYPES,
  PROFESSIONAL_LOCATIONS,
  TRADE_PROJECT_TYPES,
  type Condition,
  type CostInput,
  type Quality,
  type Scope,
} from '#shared/cost-engine/types'
import { projectTypeLabel } from '#shared/project-types'
import { QUESTION_CATALOGUE } from '#shared/smart-questions/question-catalogue'
import { answerLabel, questionText } from '#shared/smart-questions/readable-answers'
import { buildBenchmarkInputs } from './benchmark-inputs'
import { buildReportData } from './build-report-data'
import { checkReport, type GateFailure } from './gate'
import type { BuildReportDataInput } from './types'

/** Seeded, so every run generates the same estimates (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CONDITIONS: Condition[] = ['excellent', 'good', 'average', 'fair', 'poor']
const SCOPES: Scope[] = ['cosmetic', 'light', 'medium', 'extensive', 'full']
const QUALITIES: Quality[] = ['budget', 'standard', 'premium', 'luxury']
const REGIONS = [...FIRST_FORM_REGIONS, ...PROFESSIONAL_LOCATIONS]
const TRADES = new Set<string>(TRADE_PROJECT_TYPES)
/** Phrases people write, each switching something the engine reads. */
const PHRASES = [
  'Full rewire and new central heating.',
  'Damp in the back bedroom.',
  'Knock through to the dining room with a steel beam.',
  'Victorian terrace in a conservation area.',
  'Grade II listed cottage.',
  'Porcelain floor tiles throughout the ground floor.',
  'New windows and a new boiler.',
  'Kitchen island with a hob.',
  'Move the kitchen to the back.',
  'Two shower rooms and an en-suite.',
  'We will be living in the house during the works.',
  'Rear dormer with a shower room.',
  'Hip-to-gable loft conversion.',
  'Single storey rear extension with bi-fold doors and underfloor heating.',
  'Air source heat pump.',
  'Cosmetic refresh only: paint and carpets.',
  'Six tenants, en-suite rooms, fire doors and a communal kitchen.',
  'Quartz worktops.',
  'Re-roof and new gutters.',
  'Property has been empty for three years.',
  'New consumer unit and two extra sockets.',
  'Repoint the front and back elevations.',
  'New kitchen and a rewire, nothing else.',
  'Heating and electrics are in good order.',
  'Keep the existing internal doors.',
  'Replaster two rooms, walls only.',
]

const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!

/** One generated estimate: any type, a size that type is bought for, any condition, scope, specification and answers. */
function generateInput(r: () => number, i: number): CostInput {
  const projectType = FORM_PROJECT_TYPES[i % FORM_PROJECT_TYPES.length]!
  const small = TRADES.has(projectType) || /kitchen|bathroom|bedroom|living_room|single_room/.test(projectType)
  const sizeSqm = Math.round((small ? 4 + r() * 60 : 20 + r() * 380) * 10) / 10
  const phrases = PHRASES.filter(() => r() < 0.15)
  // A quarter of the briefs are the phrases alone, as owners write them: a one-trade brief is priced as that trade.
  const lead = r() < 0.25 && phrases.length > 0 ? '' : `Renovation of a ${Math.round(sizeSqm)} m² property. `
  const answers: Record<string, string> = {}
  for (const q of QUESTION_CATALOGUE) if (r() < 0.3) answers[q.id] = pick(r, q.options).value
  return {
    projectType,
    sizeSqm,
    region: pick(r, REGIONS),
    condition: pick(r, CONDITIONS),
    scope: pick(r, SCOPES),
    scopeKnown: r() < 0.8,
    quality: pick(r, QUALITIES),
    description: `${lead}${phrases.join(' ')}`,
    answers,
    priceDate: pick(r, ['2026-01-15', '2026-06-30', '2026-11-01']),
  }
}

/** The report's input as the service builds it, with page 6's specification rows re-run (regions left out: speed). */
function reportInput(input: CostInput): BuildReportDataInput {
  const plan = estimateCost(input, DEFAULT_RATES)
  const benchmarks = buildBenchmarkInputs(input, DEFAULT_RATES, estimateCost, { regions: false })
  return {
    plan,
    estimate: {
      id: 'e',
      projectTypeLabel: projectTypeLabel(input.projectType),
      propertyAddress: '1 Test Street',
      description: input.description,
      sizeSqm: input.sizeSqm,
      regionLabel: plan.facts.regionLabel,
      createdAt: new Date(`${input.priceDate}T09:00:00Z`),
      answers: Object.entries(input.answers).map(([id, a]) => ({
        id,
        question: questionText(id),
        answer: answerLabel(id, a),
      })),
    },
    report: {
      reportId: 'QSR-GATE0TEST',
      generatedAt: new Date(`${input.priceDate}T09:00:00Z`),
      priceDate: input.priceDate,
      clientEmail: 'first_last@example.com',
    },
    benchmarks,
  }
}

/** How many estimates the property test generates in all (GATE_ESTIMATES overrides it). */
export const GATE_ESTIMATES = Number(process.env.GATE_ESTIMATES ?? 5000)

/**
 * Generates estimates `from` (inclusive) to `to` (exclusive), each from its own seed (so either half generates the
 * same estimates on its own), runs the gate on each report, and expects no failure: one example per kind of fault,
 * so a regression names its cause without thousands of lines.
 */
export function expectGatePasses(from: number, to: number) {
  const failures: { input: CostInput; failure: GateFailure }[] = []
  for (let i = from; i < to; i++) {
    const input = generateInput(rng(26_000_000 + i), i)
    const report = reportInput(input)
    for (const failure of checkReport(report, buildReportData(report), DEFAULT_RATES)) failures.push({ input, failure })
  }
  const byKind = new Map<string, { count: number; example: string }>()
  for (const { input, failure } of failures) {
    const kind = `${failure.check}: ${failure.detail.replace(/[\d.,£]+/g, 'N')}`
    const seen = byKind.get(kind)
    if (seen) seen.count++
    else byKind.set(kind, { count: 1, example: `${failure.detail} ← ${JSON.stringify(input)}` })
  }
  expect([...byKind].map(([kind, v]) => `${v.count} × ${kind}\n    ${v.example}`)).toEqual([])
}
