import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildLlmAnalysis, buildQuestion } from '#tests/factories/question'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'
import { startFakeLlmServer, type FakeLlmServer } from '#tests/helpers/fake-llm-server'

const analyse = {
  description: 'Victorian terrace to modernise. Needs a full rewire and a new boiler; some rising damp.',
  selectedProjectType: 'whole_house_renovation',
  sizeSqm: 110,
  location: 'london',
  propertyAddress: '12 Acacia Avenue, London SE15 4AB',
}

const fieldPaths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path).sort()

describe('analysis routes (built-in engine)', () => {
  // One app for the block (booting it is the slow part); each test finds its own rows by a unique marker.
  const t = setupTestApp()
  const followUps = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/generate-followup-questions', payload })

  test('POST /api/analyze-description answers the spec’s analysis and records the call without the address', async () => {
    const description = `${analyse.description} Marker ${randomUUID()}.`
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-description',
      payload: { ...analyse, description },
    })
    expect(res.statusCode).toBe(200)
    const { analysis } = res.json()
    expect(analysis).toMatchObject({
      projectType: 'whole_house_renovation',
      complexity: expect.any(String),
      estimatedAccuracyImprovement: expect.stringMatching(/%$/),
      source: 'built_in',
    })
    const asked = analysis.intelligentQuestions.map((q: { id: string }) => q.id)
    expect(asked).not.toContain('rewiring')
    expect(asked).not.toContain('damp')
    expect(analysis.detected).toEqual(
      expect.arrayContaining([{ id: 'rewiring', answer: 'yes', evidence: expect.any(String) }]),
    )
    const rows = await t.database.sql.executeSql(
      "select analysis_type, estimate_id, input_data, ai_response, processing_time_ms from ai_analyses where input_data->>'description' = $1",
      [description],
    )
    expect(rows.rows).toHaveLength(1)
    const row = rows.rows[0] as {
      analysis_type: string
      estimate_id: null
      input_data: Record<string, unknown>
      ai_response: { source: string }
      processing_time_ms: number
    }
    expect(row).toMatchObject({
      analysis_type: 'analyze_description',
      estimate_id: null,
      ai_response: { source: 'built_in' },
    })
    expect(row.input_data).toMatchObject({ hasPropertyAddress: true, selectedProjectType: 'whole_house_renovation' })
    expect(JSON.stringify(row.input_data)).not.toContain('Acacia')
    expect(row.processing_time_ms).toBeGreaterThanOrEqual(0)
  })

  test('a minimal body (fields of the spec missing or blank) still gets questions', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-description',
      payload: { description: '', selectedProjectType: '', sizeSqm: null },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().analysis).toMatchObject({ projectType: 'unknown', complexity: 'Low' })
    expect(res.json().analysis.intelligentQuestions.length).toBeGreaterThan(0)
  })

  test('the scope question comes first unless the form gives scope (aliases accepted); a bad scope is a 400', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/analyze-description', payload })
    const base = { description: 'Please quote.', selectedProjectType: 'kitchen_renovation' }
    const open = await post(base)
    expect(open.json().analysis.intelligentQuestions[0].id).toBe('renovation_scope')
    for (const renovationScope of ['light', 'decorating', 'refurbishment']) {
      const given = await post({ ...base, renovationScope })
      expect(given.statusCode).toBe(200)
      expect(given.json().analysis.intelligentQuestions.map((q: { id: string }) => q.id)).not.toContain(
        'renovation_scope',
      )
    }
    expect((await post({ ...base, renovationScope: '' })).json().analysis.intelligentQuestions[0].id).toBe(
      'renovation_scope',
    )
    const bad = await post({ ...base, renovationScope: 'massive' })
    expect(bad.statusCode).toBe(400)
    expect(fieldPaths(bad.json())).toEqual(['renovationScope'])
  })

  test('a description over 5,000 characters is analysed on its first 5,000', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-description',
      payload: { ...analyse, description: `Needs a full rewire. ${'x '.repeat(4000)} rising damp` },
    })
    expect(res.statusCode).toBe(200)
    const detected = res.json().analysis.detected.map((d: { id: string }) => d.id)
    expect(detected).toContain('rewiring')
    expect(detected).not.toContain('damp')
  })

  test.each([
    [
      '/api/analyze-description',
      'long text, unknown type, zero size',
      { ...analyse, description: 'a'.repeat(20001), selectedProjectType: 'castle', sizeSqm: 0 },
      ['description', 'selectedProjectType', 'sizeSqm'],
    ],
    ['/api/analyze-description', 'a numeric location', { ...analyse, location: 42 }, ['location']],
    [
      '/api/generate-followup-questions',
      'an answer outside the options',
      { questionId: 'damp', answer: 'maybe', currentAnswers: {}, projectDescription: '', round: 1 },
      ['answer'],
    ],
    [
      '/api/generate-followup-questions',
      'a blank question id',
      { questionId: '', answer: 'yes', round: 1 },
      ['questionId'],
    ],
    [
      '/api/generate-followup-questions',
      'a label instead of a value in currentAnswers',
      { questionId: 'damp', answer: 'yes', currentAnswers: { heating: 'Replace the boiler only' }, round: 1 },
      ['currentAnswers.heating'],
    ],
    [
      '/api/ai-decide-questions',
      'wrong types',
      { currentAnswers: 'yes', round: -1, existingQuestions: 'damp' },
      ['currentAnswers', 'existingQuestions', 'round'],
    ],
    ['/api/ai-decide-questions', 'round 11', { currentAnswers: {}, round: 11 }, ['round']],
  ])('%s with %s → 400 problem naming %j', async (url, _label, payload, paths) => {
    const res = await t.app.inject({ method: 'POST', url, payload })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.json().code).toBe('validation_failed')
    expect(fieldPaths(res.json())).toEqual(paths)
  })

  test.each(['/api/analyze-description', '/api/generate-followup-questions', '/api/ai-decide-questions'])(
    '%s: junk bodies are 4xx, never 500',
    async (url) => {
      for (const payload of [
        'not json',
        '[]',
        'null',
        '{"description": {"$gt": 1}, "questionId": [], "projectDescription": 7}',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        })
        expect(res.statusCode).toBeGreaterThanOrEqual(400)
        expect(res.statusCode).toBeLessThan(500)
      }
    },
  )

  test('a body over 100 KB is 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analyze-description',
      payload: { description: 'a'.repeat(110 * 1024) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('payload_too_large')
  })

  test('POST /api/generate-followup-questions: a known answer gets catalogue follow-ups not yet answered', async () => {
    const res = await followUps({
      questionId: 'damp',
      answer: 'yes',
      currentAnswers: { damp: 'yes', property_age: 'pre_1919' },
      projectDescription: 'Whole house renovation',
      round: 1,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      questions: [expect.objectContaining({ id: 'roof_work', type: 'select', required: false })],
    })
  })

  test('POST /api/generate-followup-questions: an unknown question id is not an error, just no follow-ups', async () => {
    const res = await followUps({
      questionId: 'budget_band',
      answer: '£10k-£25k',
      currentAnswers: {},
      projectDescription: 'kitchen',
      round: 1,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, questions: [] })
  })

  test('POST /api/ai-decide-questions: more while big drivers are open; none from round 3', async () => {
    const projectDescription = `Full renovation of a 3 bed semi. Marker ${randomUUID()}.`
    const body = {
      currentAnswers: { rewiring: 'yes' },
      projectDescription,
      enhancedDescription: 'Full renovation of a 3 bed semi\n\nAdditional Details:\nrewiring: yes',
      existingQuestions: [{ id: 'rewiring', question: 'Rewire?' }, 'heating'],
      round: 1,
    }
    const more = await t.app.inject({ method: 'POST', url: '/api/ai-decide-questions', payload: body })
    expect(more.statusCode).toBe(200)
    expect(more.json().needsMoreQuestions).toBe(true)
    const ids = more.json().questions.map((q: { id: string }) => q.id)
    expect(ids).not.toContain('rewiring')
    expect(ids).not.toContain('heating')
    const done = await t.app.inject({ method: 'POST', url: '/api/ai-decide-questions', payload: { ...body, round: 3 } })
    expect(done.json()).toEqual({ needsMoreQuestions: false, questions: [] })
    const rows = await t.database.sql.executeSql(
      "select count(*)::int as n from ai_analyses where analysis_type = 'decide_questions' and input_data->>'projectDescription' = $1",
      [projectDescription],
    )
    expect(rows.rows).toEqual([{ n: 2 }])
  })
})

describe('analysis routes with an LLM configured', () => {
  let llm: FakeLlmServer
  let t: TestApp
  beforeAll(async () => {
    llm = await startFakeLlmServer()
    t = await createTestApp({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model' })
  })
  afterAll(async () => {
    await t.close()
    await llm.close()
  })

  test('the LLM’s answer is used when it passes the schemas', async () => {
    llm.setReply({
      kind: 'json',
      // A catalogue question with some of its options: the catalogue's wording and options are answered.
      content: buildLlmAnalysis({
        intelligentQuestions: [
          buildQuestion({
            id: 'windows',
            question: 'Windows?',
            options: ['Replace all windows', 'Keep the existing windows'],
            optionValues: ['all', 'none'],
          }),
        ],
      }),
    })
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze-description', payload: analyse })
    expect(res.statusCode).toBe(200)
    expect(res.json().analysis).toMatchObject({
      source: 'llm',
      complexity: 'High',
      intelligentQuestions: [
        { id: 'renovation_scope', required: false },
        {
          id: 'windows',
          options: ['Replace all windows', 'Replace some windows', 'Keep the existing windows', 'Not sure'],
        },
      ],
    })
  })

  test('an LLM failure falls back to the built-in engine and the call still succeeds', async () => {
    llm.setReply({ kind: 'status', status: 503 })
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze-description', payload: analyse })
    expect(res.statusCode).toBe(200)
    expect(res.json().analysis.source).toBe('built_in')
    const decide = await t.app.inject({
      method: 'POST',
      url: '/api/ai-decide-questions',
      payload: { currentAnswers: {}, projectDescription: 'Full renovation', existingQuestions: [], round: 1 },
    })
    expect(decide.statusCode).toBe(200)
    expect(decide.json().needsMoreQuestions).toBe(true)
  })
})
