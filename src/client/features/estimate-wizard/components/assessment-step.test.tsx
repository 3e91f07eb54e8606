// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as engine from '#shared/cost-engine/estimate-cost'
import type { CostInput } from '#shared/cost-engine/types'
import { scopeOptionLabel } from '#shared/scope'
import { toAssessmentQuestion } from '#shared/smart-questions/analyze-description'
import type { AssessmentQuestion } from '#shared/smart-questions/schemas'
import { createQueryClient } from '#client/lib/query-client'
import { stubBrowserApis } from '#client/test/render'
import type { Answers } from '../lib/assessment-logic'
import type { PreviewBase } from '../lib/cost-preview'
import { AssessmentStep, type AssessmentResult } from './assessment-step'

// The real engine, watched: the preview loads it with a dynamic import, which this mock also serves.
vi.mock('#shared/cost-engine/estimate-cost', async (importOriginal) => {
  const actual = await importOriginal<typeof engine>()
  return { ...actual, estimateCost: vi.fn(actual.estimateCost) }
})

const q = (id: string, question: string, required: boolean, extra: Partial<AssessmentQuestion> = {}) =>
  ({
    id,
    question,
    type: 'select',
    options: ['Yes', 'No', 'Not sure'],
    optionValues: ['yes', 'no', 'unsure'],
    required,
    category: 'services',
    why: `Why ${id}`,
    ...extra,
  }) satisfies AssessmentQuestion

const DAMP = q('damp', 'Is there damp that needs treating?', true)
const REWIRE = q('rewiring', 'Does the property need a full rewire?', false)
const NOTES = q('llm_notes', 'Anything unusual about the site?', false, { type: 'text', options: [], optionValues: [] })
const WALLS = q('structural_walls', 'Will any load-bearing walls be removed or opened up?', false)

function analysis(questions: AssessmentQuestion[]) {
  return {
    analysis: {
      projectType: 'kitchen_renovation',
      complexity: 'High',
      estimatedAccuracyImprovement: '25-40%',
      intelligentQuestions: questions,
      detected: [],
      source: 'built_in',
    },
  }
}

type Handler = (body: Record<string, unknown>) => { status?: number; json: unknown }

function mockApi(handlers: Record<string, Handler>) {
  const calls: { url: string; body: Record<string, unknown> }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
      calls.push({ url, body })
      const handler = handlers[url]
      if (!handler) return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })
      const { status = 200, json } = handler(body)
      return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

function Harness(props: { onComplete: (r: AssessmentResult) => void; preview?: PreviewBase; description: string }) {
  const { onComplete, preview, description } = props
  const [answers, setAnswers] = useState<Answers>({})
  return (
    <AssessmentStep
      analysisInput={{ description, selectedProjectType: preview?.projectType ?? 'kitchen_renovation', sizeSqm: 12 }}
      projectType={preview?.projectType ?? 'kitchen_renovation'}
      description={description}
      preview={preview}
      answers={answers}
      onAnswersChange={setAnswers}
      onComplete={onComplete}
      onBack={() => {}}
    />
  )
}

function renderStep(preview?: PreviewBase, description = 'Old kitchen') {
  const onComplete = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness onComplete={onComplete} preview={preview} description={description} />
    </QueryClientProvider>,
  )
  return onComplete
}

function answer(question: string, option: string) {
  const group = screen.getByRole('group', { name: new RegExp(question.replace(/[?]/g, '\\?')) })
  const radio = Array.from(group.querySelectorAll('input[type=radio]')).find(
    (r) => r.closest('label')?.textContent === option,
  )
  fireEvent.click(radio!)
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  stubBrowserApis()
  // Stubbed (not assigned) so afterEach puts jsdom's back: the unit-dom project keeps one window across files.
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    cb(0)
    return 0
  })
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  warn.mockRestore()
})

describe('AssessmentStep', () => {
  it('shows the spinner, then the assessment with required questions marked', async () => {
    mockApi({ '/api/analyze-description': () => ({ json: analysis([DAMP, REWIRE]) }) })
    renderStep()
    expect(screen.getByText('Analyzing Your Property Description')).toBeTruthy()
    await screen.findByRole('heading', { name: 'Project Details Assessment' })
    expect(screen.getByText('Kitchen renovation')).toBeTruthy()
    expect(screen.getByText('High')).toBeTruthy()
    expect(screen.getByText('25-40%')).toBeTruthy()
    const damp = screen.getByRole('group', { name: /Is there damp that needs treating\?\s*\(required\)/ })
    expect(damp.querySelector('legend')?.textContent).toContain('*')
    const rewire = screen.getByRole('group', { name: /full rewire/ })
    expect(rewire.querySelector('legend')?.textContent).not.toContain('*')
    expect(screen.getByRole('button', { name: 'Continue with Assessment (0 responses)' })).toBeTruthy()
  })

  it('enforces required questions before asking the server', async () => {
    const calls = mockApi({ '/api/analyze-description': () => ({ json: analysis([DAMP, REWIRE]) }) })
    const onComplete = renderStep()
    await screen.findByRole('heading', { name: 'Project Details Assessment' })
    answer(REWIRE.question, 'No')
    fireEvent.click(screen.getByRole('button', { name: /Continue with Assessment \(1 response\)/ }))
    expect(screen.getByRole('alert').textContent).toContain('required question')
    expect(screen.getByText('Please answer this question.')).toBeTruthy()
    expect(calls.some((c) => c.url === '/api/ai-decide-questions')).toBe(false)
    expect(onComplete).not.toHaveBeenCalled()
  })

  it('counts non-blank answers, appends follow-ups and completes with the enhanced description', async () => {
    const calls = mockApi({
      '/api/analyze-description': () => ({ json: analysis([DAMP, NOTES]) }),
      '/api/generate-followup-questions': () => ({ json: { success: true, questions: [WALLS] } }),
      '/api/ai-decide-questions': () => ({ json: { needsMoreQuestions: false, questions: [] } }),
    })
    const onComplete = renderStep()
    await screen.findByRole('heading', { name: 'Project Details Assessment' })

    answer(DAMP.question, 'Yes')
    await screen.findByRole('group', { name: /load-bearing walls/ })
    const followup = calls.find((c) => c.url === '/api/generate-followup-questions')!
    expect(followup.body).toMatchObject({
      questionId: 'damp',
      answer: 'yes',
      round: 1,
      currentAnswers: { damp: 'yes' },
    })

    const notes = screen.getByLabelText(/Anything unusual about the site/)
    fireEvent.change(notes, { target: { value: '   ' } })
    expect(screen.getByRole('button', { name: /\(1 response\)/ })).toBeTruthy()
    fireEvent.change(notes, { target: { value: 'Narrow lane' } })
    answer(WALLS.question, 'No')
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Assessment (3 responses)' }))

    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1))
    expect(onComplete).toHaveBeenCalledWith({
      description: 'Old kitchen\n\nAdditional Details:\ndamp: yes\nllm_notes: Narrow lane\nstructural_walls: no',
      additionalDetails: 'Additional Details:\ndamp: yes\nllm_notes: Narrow lane\nstructural_walls: no',
      smartAnswers: { damp: 'yes', structural_walls: 'no' },
    })
    const decide = calls.find((c) => c.url === '/api/ai-decide-questions')!
    expect(decide.body).toMatchObject({ round: 1, projectDescription: 'Old kitchen' })
    expect(decide.body.existingQuestions).toEqual(['damp', 'llm_notes', 'structural_walls'])
  })

  it('adds a round of questions when the server needs more', async () => {
    let decided = 0
    const calls = mockApi({
      '/api/analyze-description': () => ({ json: analysis([REWIRE]) }),
      '/api/generate-followup-questions': () => ({ json: { success: true, questions: [] } }),
      '/api/ai-decide-questions': () =>
        decided++ === 0
          ? { json: { needsMoreQuestions: true, questions: [WALLS] } }
          : { json: { needsMoreQuestions: false, questions: [] } },
    })
    const onComplete = renderStep()
    await screen.findByRole('heading', { name: 'Project Details Assessment' })
    answer(REWIRE.question, 'Yes')
    fireEvent.click(screen.getByRole('button', { name: /Continue with Assessment/ }))
    await screen.findByRole('group', { name: /load-bearing walls/ })
    expect(onComplete).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /Continue with Assessment/ }))
    await waitFor(() => expect(onComplete).toHaveBeenCalled())
    expect(calls.filter((c) => c.url === '/api/ai-decide-questions').map((c) => c.body.round)).toEqual([1, 2])
  })

  it('completes at once with the original description when no question is asked', async () => {
    mockApi({ '/api/analyze-description': () => ({ json: analysis([]) }) })
    const onComplete = renderStep()
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith({ description: 'Old kitchen', additionalDetails: '', smartAnswers: {} }),
    )
  })

  it('falls back silently to the original description when the analysis fails', async () => {
    mockApi({ '/api/analyze-description': () => ({ status: 500, json: { title: 'boom' } }) })
    const onComplete = renderStep()
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith({ description: 'Old kitchen', additionalDetails: '', smartAnswers: {} }),
    )
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalled()
  })

  it('proceeds with the current answers when the decision call fails', async () => {
    mockApi({
      '/api/analyze-description': () => ({ json: analysis([REWIRE]) }),
      '/api/generate-followup-questions': () => ({ status: 500, json: {} }),
      '/api/ai-decide-questions': () => ({ status: 500, json: {} }),
    })
    const onComplete = renderStep()
    await screen.findByRole('heading', { name: 'Project Details Assessment' })
    answer(REWIRE.question, 'Not sure')
    fireEvent.click(screen.getByRole('button', { name: /Continue with Assessment \(1 response\)/ }))
    await waitFor(() =>
      expect(onComplete).toHaveBeenCalledWith({
        description: 'Old kitchen\n\nAdditional Details:\nrewiring: unsure',
        additionalDetails: 'Additional Details:\nrewiring: unsure',
        smartAnswers: { rewiring: 'unsure' },
      }),
    )
  })

  describe('the live figure', () => {
    const SCOPE = toAssessmentQuestion('renovation_scope', false)
    const KITCHEN: PreviewBase = {
      projectType: 'kitchen_renovation',
      sizeSqm: 12,
      region: 'north',
      condition: 'average',
      quality: 'standard',
    }
    const lastInput = () => vi.mocked(engine.estimateCost).mock.lastCall?.[0] as CostInput
    const pounds = (testId: string) => Number(screen.getByTestId(testId).textContent!.replace(/[£,]/g, ''))

    it('prices the form and answers so far, and recomputes with the scope stated once it is answered', async () => {
      vi.mocked(engine.estimateCost).mockClear()
      mockApi({
        '/api/analyze-description': () => ({ json: analysis([SCOPE, DAMP]) }),
        '/api/generate-followup-questions': () => ({ json: { success: true, questions: [] } }),
      })
      renderStep(KITCHEN)
      await screen.findByTestId('preview-figures')
      expect(screen.getByRole('group', { name: /How much work is this/ })).toBe(screen.getAllByRole('group')[0])
      expect(lastInput()).toMatchObject({ ...KITCHEN, scope: 'medium', scopeKnown: false, answers: {} })
      expect(screen.getByTestId('preview-figures').textContent).toMatch(/^Likely £[\d,]+, range £[\d,]+ – £[\d,]+$/)
      expect(screen.getByTestId('preview-scope').textContent).toContain('Scope not known yet')
      const before = { likely: pounds('preview-likely'), low: pounds('preview-low'), high: pounds('preview-high') }
      expect(before.low).toBeLessThanOrEqual(before.likely)
      expect(before.high).toBeGreaterThanOrEqual(before.likely)

      answer(SCOPE.question, scopeOptionLabel('cosmetic'))
      await waitFor(() =>
        expect(lastInput()).toMatchObject({
          scope: 'cosmetic',
          scopeKnown: true,
          answers: { renovation_scope: 'cosmetic' },
        }),
      )
      expect(lastInput().description).toBe('Old kitchen\n\nAdditional Details:\nrenovation_scope: cosmetic')
      await waitFor(() =>
        expect(screen.getByTestId('preview-scope').textContent).toBe(
          'Scope: Decorating only. The other answers refine it.',
        ),
      )
      // Decorating a kitchen costs less than the typical job priced before the answer.
      expect(pounds('preview-likely')).toBeLessThan(before.likely)
      expect(pounds('preview-high')).toBeLessThan(before.high)
    })

    it('takes a scope stated on the form as known from the start', async () => {
      vi.mocked(engine.estimateCost).mockClear()
      mockApi({ '/api/analyze-description': () => ({ json: analysis([DAMP]) }) })
      renderStep({ ...KITCHEN, renovationScope: 'refurbishment' })
      await screen.findByTestId('preview-figures')
      expect(lastInput()).toMatchObject({ scope: 'medium', scopeKnown: true })
      expect(screen.getByTestId('preview-scope').textContent).toBe('Scope: Refurbishment. The other answers refine it.')
    })

    it("says a brief priced as one trade's work is only that work, not a typical job of the type", async () => {
      mockApi({ '/api/analyze-description': () => ({ json: analysis([DAMP]) }) })
      renderStep({ ...KITCHEN, projectType: 'whole_house_renovation', sizeSqm: 90 }, 'Skim the living room ceiling')
      await screen.findByTestId('preview-figures')
      expect(lastInput()).toMatchObject({ scopeKnown: false, description: 'Skim the living room ceiling' })
      expect(screen.getByTestId('preview-scope').textContent).toBe('Priced as only the work your description names.')
    })

    it('shows no figure when the form gives none', async () => {
      mockApi({ '/api/analyze-description': () => ({ json: analysis([DAMP]) }) })
      renderStep()
      await screen.findByRole('heading', { name: 'Project Details Assessment' })
      expect(screen.queryByTestId('cost-preview')).toBeNull()
    })
  })
})
