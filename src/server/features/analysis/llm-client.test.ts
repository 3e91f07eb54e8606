import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'
import { buildLlmAnalysis, buildQuestion } from '#tests/factories/question'
import { startFakeLlmServer, type FakeLlmServer } from '#tests/helpers/fake-llm-server'
import { createLlmClient, createLlmClientFromEnv } from './llm-client'

// The LLM's raw answer: a catalogue question, one the project type makes irrelevant, and a free-text one.
const goodAnalysis = buildLlmAnalysis({
  intelligentQuestions: [
    buildQuestion({
      question: 'Damp?',
      options: ['Yes', 'No', 'Not sure'],
      optionValues: ['yes', 'no', 'unsure'],
      why: 'Cost.',
    }),
    buildQuestion({
      id: 'loft_type',
      question: 'Loft?',
      options: ['Mansard', 'Rear dormer'],
      optionValues: ['mansard', 'dormer'],
      why: 'Irrelevant here.',
    }),
    buildQuestion({
      id: 'boundary_notes',
      question: 'Anything about the boundary walls?',
      type: 'text',
      options: [],
      optionValues: [],
      category: 'other',
      why: 'Party walls.',
    }),
  ],
})

describe('LLM adapter against a local OpenAI-compatible server', () => {
  let server: FakeLlmServer
  const logger = { warn: vi.fn() }
  const input = {
    description: 'Needs a full rewire, new carpets and redecorating',
    projectType: 'whole_house_renovation',
  }
  const builtIn = analyzeDescription({ description: input.description, selectedProjectType: input.projectType })
  const settled = new Set(['rewiring'])
  // A generous timeout where the answer is prompt (a loaded CI machine may take longer than 200 ms to serve it); the
  // slow answer's case sets its own short one.
  const client = (timeoutMs = 5_000) =>
    createLlmClient({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs, logger })

  beforeAll(async () => {
    server = await startFakeLlmServer()
  })
  afterAll(async () => {
    await server.close()
  })
  beforeEach(() => {
    server.requests.length = 0
    logger.warn.mockClear()
  })

  test('a good answer is used, filtered to catalogue questions with catalogue options and free text', async () => {
    server.setReply({ kind: 'json', content: goodAnalysis })
    const a = await client().analyze(input, builtIn, settled)
    expect(a?.complexity).toBe('High')
    // The description leaves scope open, so the built-in scope question leads the LLM's.
    expect(a?.intelligentQuestions.map((q) => [q.id, q.type, q.required])).toEqual([
      ['renovation_scope', 'select', false],
      ['damp', 'select', true],
      ['boundary_notes', 'text', false],
    ])
    expect(a?.intelligentQuestions[1]?.question).toBe('Is there damp that needs treating?')
    expect(logger.warn).not.toHaveBeenCalled()
    const [req] = server.requests
    expect(req?.url).toBe('/v1/chat/completions')
    expect(req?.headers.authorization).toBe('Bearer sk-test')
    expect(req?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } })
    expect(req?.body.messages?.[0]?.content).toContain('empty_two_years')
  })

  test('JSON in a Markdown fence is still read', async () => {
    server.setReply({ kind: 'raw-content', content: '```json\n' + JSON.stringify(goodAnalysis) + '\n```' })
    expect(await client().analyze(input, builtIn, settled)).toBeDefined()
  })

  test.each([
    ['bad JSON', { kind: 'raw-content', content: 'Sure! Here are some questions: damp, roof' } as const, /JSON/],
    [
      'a schema mismatch',
      { kind: 'json', content: { ...goodAnalysis, complexity: 'Enormous' } } as const,
      /schema mismatch/,
    ],
    ['HTTP 500', { kind: 'status', status: 500 } as const, /HTTP 500/],
    ['HTTP 401', { kind: 'status', status: 401 } as const, /HTTP 401/],
    ['a slow answer', { kind: 'slow', delayMs: 1000, content: goodAnalysis } as const, /timed out after 200 ms/, 200],
  ])('%s falls back (undefined) with a warning', async (_, reply, reason, timeoutMs?: number) => {
    server.setReply(reply)
    // The slow reply is a good analysis: undefined means the client gave up on it rather than waiting (no clock read).
    expect(await client(timeoutMs).analyze(input, builtIn, settled)).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({
      kind: 'analyze_description',
      reason: expect.stringMatching(reason),
    })
  })

  test('an unreachable server falls back', async () => {
    const dead = createLlmClient({ baseUrl: 'http://127.0.0.1:9/v1', logger, timeoutMs: 200 })
    expect(
      await dead.decide(
        { projectType: 'extension', description: '', currentAnswers: {}, existingQuestions: [], round: 1 },
        new Set(),
      ),
    ).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledTimes(1)
  })

  test('a decision that only repeats shown questions falls back', async () => {
    server.setReply({
      kind: 'json',
      content: { needsMoreQuestions: true, questions: [goodAnalysis.intelligentQuestions[0]] },
    })
    const r = await client().decide(
      {
        projectType: 'whole_house_renovation',
        description: '',
        currentAnswers: {},
        existingQuestions: ['damp'],
        round: 1,
      },
      new Set(['damp']),
    )
    expect(r).toBeUndefined()
    expect(logger.warn.mock.calls[0]![0]).toMatchObject({ kind: 'decide_questions', reason: 'no usable questions' })
  })

  test('a decision that needs no more is used as it is', async () => {
    server.setReply({ kind: 'json', content: { needsMoreQuestions: false, questions: [] } })
    const r = await client().decide(
      { projectType: 'whole_house_renovation', description: '', currentAnswers: {}, existingQuestions: [], round: 1 },
      new Set(),
    )
    expect(r).toEqual({ needsMoreQuestions: false, questions: [] })
  })

  test('no LLM_BASE_URL means no client', () => {
    expect(createLlmClientFromEnv({}, logger)).toBeUndefined()
    expect(createLlmClientFromEnv({ LLM_BASE_URL: server.baseUrl }, logger)).toBeDefined()
  })
})
