/**
 * Server time of the whole wizard flow: analyse → follow-ups → decide → estimate, through app.inject on the real
 * app (in-memory PGlite, built-in engine, each call stored). Target: under 300 ms in total. Then the slowest read of
 * a pathological description (runs that make a text scanner backtrack). Target: under 20 ms each.
 *
 *   npx tsx bench/question-flow.bench.ts [iterations=200]
 */
import { analyzeDescription } from '../src/shared/smart-questions/analyze-description'
import { readableDescription } from '../src/shared/smart-questions/readable-answers'
import { createTestApp } from '../tests/helpers/create-test-app'
import { closeSparePglites } from '../tests/helpers/pglite-pool'
import { PATHOLOGICAL_DESCRIPTIONS } from '../tests/fixtures/pathological-descriptions'

const iterations = Number(process.argv[2] ?? 200)
const WARMUP = 20

const descriptions = [
  'Victorian terrace in London. Needs a full rewire, new boiler and some rising damp treating. We want to knock through to make the kitchen open plan. 3 bed, two bathrooms, high end finish.',
  'Rear dormer loft conversion with an en-suite in a 1930s semi. We will be living in the house during the works.',
  'Single storey kitchen extension with a steel beam into the existing kitchen; move the kitchen to the back.',
  `${'We would like a lovely modern family home with plenty of light and storage. '.repeat(60)}Empty for 3 years.`,
]
const types = ['whole_house_renovation', 'loft_conversion', 'extension', 'property_flipping']

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
  return { median: at(50), p99: at(99), max: sorted[sorted.length - 1]! }
}

async function main() {
  const t = await createTestApp()
  const times = {
    analyse: [] as number[],
    followups: [] as number[],
    decide: [] as number[],
    estimate: [] as number[],
    total: [] as number[],
  }
  const timed = async (bucket: number[] | undefined, url: string, payload: unknown) => {
    const started = performance.now()
    const res = await t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> })
    bucket?.push(performance.now() - started)
    if (res.statusCode !== 200 && res.statusCode !== 201)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body}`)
    return res.json()
  }

  for (let i = 0; i < WARMUP + iterations; i++) {
    const measure = i >= WARMUP
    const flowStarted = performance.now()
    const description = descriptions[i % descriptions.length]!
    const projectType = types[i % types.length]!
    const { analysis } = await timed(measure ? times.analyse : undefined, '/api/analyze-description', {
      description,
      selectedProjectType: projectType,
      sizeSqm: 95,
      location: 'london',
      propertyAddress: '1 Test Street',
    })
    const first = analysis.intelligentQuestions[0]
    const currentAnswers: Record<string, string> = first ? { [first.id]: first.optionValues[0] } : {}
    if (first) {
      await timed(measure ? times.followups : undefined, '/api/generate-followup-questions', {
        questionId: first.id,
        answer: first.optionValues[0],
        currentAnswers,
        projectDescription: description,
        round: 1,
        projectType,
      })
    }
    await timed(measure ? times.decide : undefined, '/api/ai-decide-questions', {
      currentAnswers,
      projectDescription: description,
      enhancedDescription: `${description}\n\nAdditional Details:\n${Object.entries(currentAnswers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n')}`,
      existingQuestions: analysis.intelligentQuestions.map((q: { id: string }) => q.id),
      round: 1,
      projectType,
    })
    await timed(measure ? times.estimate : undefined, '/api/estimates', {
      projectType,
      sizeSqm: 95,
      region: 'london',
      description,
      smartAnswers: currentAnswers,
    })
    if (measure) times.total.push(performance.now() - flowStarted)
  }
  await t.close()
  // A closed test database is kept open as a spare for the next: close it, or it keeps the process alive.
  await closeSparePglites()

  console.log(`wizard flow, ${iterations} iterations (server time via app.inject, ms)`)
  for (const [step, samples] of Object.entries(times)) {
    const s = stats(samples)
    console.log(
      `${step.padEnd(10)} median ${s.median.toFixed(2).padStart(6)}  p99 ${s.p99.toFixed(2).padStart(6)}  max ${s.max.toFixed(2).padStart(6)}  (n=${samples.length})`,
    )
  }
  const total = stats(times.total)
  console.log(
    `whole flow target < 300 ms: median ${total.median < 300 ? 'met' : 'NOT met'}, p99 ${total.p99 < 300 ? 'met' : 'NOT met'}`,
  )
}

/** The slowest of 5 reads (analysis, and the description as people read it) of each pathological description. */
function pathologicalText() {
  let worst = 0
  for (const description of PATHOLOGICAL_DESCRIPTIONS) {
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      analyzeDescription({ description, selectedProjectType: 'whole_house_renovation' })
      readableDescription(`Additional details:\n${description}`)
      worst = Math.max(worst, performance.now() - started)
    }
  }
  console.log(
    `pathological descriptions (${PATHOLOGICAL_DESCRIPTIONS.length}): slowest read ${worst.toFixed(2)} ms (target < 20 ms: ${worst < 20 ? 'met' : 'NOT met'})`,
  )
}

await main()
pathologicalText()
