import { describe, expect, test } from 'vitest'
import { buildProfessionalEstimateRequest } from '#tests/factories/estimate'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { createTestApp } from '#tests/helpers/create-test-app'
import { FIRST_FORM_PROJECT_TYPES, type CostPlan } from '#shared/cost-engine/types'
import { createEstimatesRepository } from './estimates.repository'
import { errorPaths } from '#tests/helpers/inject'

const kitchen = {
  projectType: 'kitchen_renovation',
  propertyAddress: '12 Acacia Avenue, Leeds LS6 1AA',
  sizeSqm: 12,
  region: 'north',
  description: 'Replace the kitchen units and worktops, new flooring',
}

const professional = buildProfessionalEstimateRequest()

describe('estimates API', () => {
  const t = setupTestApp()

  test('POST /api/estimates answers the docs/product/contracts.md contract and stores the estimate', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: kitchen })
    expect(res.statusCode).toBe(201)
    const { estimate } = res.json()
    expect(estimate).toMatchObject({
      projectType: 'kitchen_renovation',
      region: 'north',
      sizeSqm: 12,
      isProfessional: false,
      vatRate: 20,
    })
    expect(estimate.totalCostIncludingVAT).toBeCloseTo(estimate.totalCostExcludingVAT + estimate.vatAmount, 2)
    expect(estimate.range.low).toBeLessThanOrEqual(estimate.range.likely)
    expect(estimate.range.high).toBeGreaterThanOrEqual(estimate.range.likely)
    expect(estimate.lineItems.length).toBeGreaterThan(3)
    expect(estimate.vatReason).not.toBe('')
    expect(estimate.timeline.weeks).toBeGreaterThan(0)
    const sumLines = estimate.lineItems.reduce((s: number, l: { total: number }) => s + Math.round(l.total * 100), 0)
    expect(sumLines).toBeGreaterThan(0)
    const again = await t.app.inject({ method: 'GET', url: `/api/estimates/${estimate.id}` })
    expect(again.statusCode).toBe(200)
    expect(again.json().estimate.totalCostIncludingVAT).toBe(estimate.totalCostIncludingVAT)
  })

  test('smart answers change the estimate: empty for 2+ years takes VAT to 5%', async () => {
    const base = (
      await t.app.inject({
        method: 'POST',
        url: '/api/estimates',
        payload: { ...kitchen, projectType: 'whole_house_renovation', sizeSqm: 90 },
      })
    ).json().estimate
    const empty = (
      await t.app.inject({
        method: 'POST',
        url: '/api/estimates',
        payload: {
          ...kitchen,
          projectType: 'whole_house_renovation',
          sizeSqm: 90,
          smartAnswers: { empty_two_years: 'yes', rewiring: 'yes' },
        },
      })
    ).json().estimate
    expect(base.vatRate).toBe(20)
    expect(empty.vatRate).toBe(5)
    expect(empty.vatReason).toMatch(/empty|two years|2 years/i)
    expect(empty.drivers.some((d: { source: string }) => d.source === 'answer')).toBe(true)
  })

  test.each([
    [{ sizeSqm: 0 }, 'sizeSqm', 'Size must be at least 1 square metre'],
    [{ sizeSqm: 1001 }, 'sizeSqm', 'Size must be at most 1000 square metres'],
    [{ projectType: 'retail_space_renovation', sizeSqm: 10001 }, 'sizeSqm', 'Size must be at most 10000 square metres'],
    [{ sizeSqm: 'big' }, 'sizeSqm', undefined],
    [{ projectType: 'castle' }, 'projectType', undefined],
    [{ region: 'mars' }, 'region', undefined],
    [{ smartAnswers: { rewiring: 'maybe' } }, 'smartAnswers.rewiring', undefined],
    [{ description: 'x'.repeat(5001) }, 'description', undefined],
  ])('bad input %j is a 400 naming %s', async (patch, path, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { ...kitchen, ...patch } })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    const error = res.json().errors.find((e: { path: string }) => e.path === path)
    expect(error).toBeDefined()
    if (message) expect(error.message).toBe(message)
  })

  test('a whole building (a store fit-out) may be up to 10,000 m²; a home stays at 1,000 m² (decision 051)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: { ...kitchen, projectType: 'retail_space_renovation', sizeSqm: 2598, description: 'store fit-out' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().estimate.sizeSqm).toBe(2598)
    expect(res.json().estimate.costPerSqm).toBeGreaterThan(300)
    // Priced above the £21.47 million an estimate holds: refused naming the size, nothing written, never a 500.
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: {
        ...kitchen,
        projectType: 'retail_space_renovation',
        sizeSqm: 10000,
        region: 'london',
        finishQuality: 'luxury',
      },
    })
    expect(tooLarge.statusCode).toBe(400)
    expect(tooLarge.json().errors).toEqual([
      { path: 'sizeSqm', message: expect.stringMatching(/^This job prices above £21 million/) },
    ])
  })

  test('scope: stated, answered, read from the description, or a typical job marked not stated', async () => {
    const post = async (payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { ...kitchen, ...payload } })
      expect(res.statusCode).toBe(201)
      const { estimate } = res.json()
      // As stored: the plan read back is priced again from the stored input.
      const stored = await createEstimatesRepository(t.database.db).findById(estimate.id)
      return { scope: estimate.scope, storedScope: stored?.scope, input: (stored?.costBreakdown as CostPlan).input }
    }
    const unstated = await post({})
    expect(unstated.scope).toEqual({ value: 'medium', label: 'Refurbishment', stated: false, fromDescription: false })
    expect(unstated.input).toMatchObject({ scope: 'medium', scopeKnown: false })
    expect((await post({ renovationScope: '' })).scope.stated).toBe(false)

    const stated = await post({ renovationScope: 'light', smartAnswers: { renovation_scope: 'full' } })
    expect(stated.scope).toEqual({ value: 'light', label: 'Light refresh', stated: true, fromDescription: false })
    expect(stated.input).toMatchObject({ scope: 'light', scopeKnown: true })
    expect(stated.storedScope).toBe('light')

    expect((await post({ renovationScope: 'decorating' })).scope).toEqual({
      value: 'cosmetic',
      label: 'Decorating only',
      stated: true,
      fromDescription: false,
    })
    expect((await post({ renovationScope: 'refurbishment' })).scope.value).toBe('medium')
    expect((await post({ smartAnswers: { renovation_scope: 'extensive' } })).scope).toEqual({
      value: 'extensive',
      label: 'Extensive',
      stated: true,
      fromDescription: false,
    })
    // A house whose brief lists only fittings and surfaces: not stated, priced as the refresh it describes.
    const listed = await post({
      projectType: 'whole_house_renovation',
      sizeSqm: 90,
      description: 'Dated but sound: new kitchen, new bathroom, redecoration, carpets.',
    })
    expect(listed.scope).toEqual({ value: 'light', label: 'Light refresh', stated: false, fromDescription: true })
    expect(listed.input).toMatchObject({ scopeKnown: false })
    expect((await post({ description: 'Repaint the kitchen walls and ceiling.' })).scope).toEqual({
      value: 'cosmetic',
      label: 'Decorating only',
      stated: true,
      fromDescription: false,
    })
    // A kitchen's worktops alone: one trade's job, the work it names (decision 066).
    expect((await post({ description: 'Replace the kitchen worktops with quartz' })).scope).toEqual({
      value: 'medium',
      label: 'Only the work named',
      stated: false,
      fromDescription: true,
    })
  })

  test.each([
    [{ renovationScope: 'massive' }, 'renovationScope'],
    [{ smartAnswers: { renovation_scope: 'lots' } }, 'smartAnswers.renovation_scope'],
  ])('a bad scope %j is a 400 naming %s', async (patch, path) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: { ...kitchen, ...patch } })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path)
  })

  test('a brief naming only work we do not price is a 400 on its field, naming who to ask', async () => {
    // Decision 069: a gas safety certificate on the house form was priced as a £112,000 renovation.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: {
        ...kitchen,
        projectType: 'whole_house_renovation',
        description: 'Gas safety certificate for my rental',
      },
    })
    expect(first.statusCode).toBe(400)
    expect(first.json().errors).toEqual([
      {
        path: 'description',
        message: expect.stringMatching(
          /^Our rate data doesn't cover a gas safety check .* ask a Gas Safe registered engineer/,
        ),
      },
    ])
    const pro = await t.app.inject({
      method: 'POST',
      url: '/api/estimates/professional',
      payload: { ...professional, scope: 'Annual boiler service', description: undefined, renovationScope: undefined },
    })
    expect(pro.statusCode).toBe(400)
    expect(errorPaths(pro)).toEqual(['scope'])
    // A scope chosen is the job asked for.
    const scoped = await t.app.inject({
      method: 'POST',
      url: '/api/estimates',
      payload: { ...kitchen, description: 'Replace the kitchen sink and tap', renovationScope: 'light' },
    })
    expect(scoped.statusCode).toBe(201)
  })

  test('missing fields are each named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/estimates', payload: {} })
    expect(res.statusCode).toBe(400)
    expect(errorPaths(res)).toEqual(['projectType', 'region', 'sizeSqm'])
  })

  test('professional form: sq ft converted, HMO conversion at 5% VAT, stored as professional', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/estimates/professional', payload: professional })
    expect(res.statusCode).toBe(201)
    const { estimate } = res.json()
    expect(estimate.sizeSqm).toBeCloseTo(130.06, 1)
    expect(estimate.isProfessional).toBe(true)
    expect(estimate.vatRate).toBe(5)
  })

  test('professional form: scope from its select, else the answer, else not stated', async () => {
    const post = async (payload: object) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/estimates/professional',
          payload: { ...professional, ...payload },
        })
      ).json().estimate.scope
    expect(await post({})).toEqual({ value: 'medium', label: 'Refurbishment', stated: false, fromDescription: false })
    expect(await post({ renovationScope: 'full' })).toEqual({
      value: 'full',
      label: 'Full / back to brick',
      stated: true,
      fromDescription: false,
    })
    expect(await post({ smartAnswers: { renovation_scope: 'light' } })).toMatchObject({ value: 'light', stated: true })
  })

  test.each([
    ['email', 'nope', 'Valid email is required'],
    ['propertyAddress', 'x', 'Property address is required'],
    ['projectType', '', 'Project type is required'],
    ['sizeSqm', 0, 'Size must be at least 1'],
    ['sizeSqm', 10001, 'Maximum area exceeded'],
    ['scope', 'short', 'Please describe the work required'],
    ['location', '', 'Location is required'],
  ])('professional %s=%j gets the spec message %s', async (field, value, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/estimates/professional',
      payload: { ...professional, [field]: value },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ path: field, message })
  })

  test('unknown and malformed estimate ids are 404 problems', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/estimates/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json().code).toBe('not_found')
    }
  })

  test('GET /api/project-types gives engine ranges for every first-form type', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/project-types' })
    const body = res.json()
    const values = body.groups.flatMap((g: { options: { value: string }[] }) => g.options.map((o) => o.value))
    expect(values).toHaveLength(FIRST_FORM_PROJECT_TYPES.length)
    expect(values).toEqual(expect.arrayContaining(['decorating', 'rewiring', 'replastering', 'damp_proofing']))
    expect(values).toContain('extension')
    for (const g of body.groups) for (const o of g.options) expect(o.lowGbp).toBeLessThan(o.highGbp)
    expect(body.professional).toHaveLength(11)
  })
})

describe('emailing an estimate link', () => {
  test('sends the estimate page link through a real SMTP server, and caps repeats', async () => {
    const { startSmtpInbox } = await import('#tests/helpers/smtp-inbox')
    const { createMailer } = await import('#server/mail/mailer')
    const inbox = await startSmtpInbox()
    const mailer = createMailer(
      { SMTP_URL: inbox.url, DATA_DIR: '/tmp', MAIL_FROM: 'from@example.com' },
      { info: () => {} },
    )
    const t = await createTestApp({ PUBLIC_URL: 'https://estimator.example', RATE_LIMITS: 'on' }, { mailer })
    try {
      const { estimate } = (await t.app.inject({ method: 'POST', url: '/api/estimates', payload: kitchen })).json()
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/estimates/${estimate.id}/email`,
        payload: { email: 'me@example.com' },
      })
      expect(res.statusCode).toBe(202)
      const email = await inbox.waitForMessage(0)
      expect(email.to?.[0]?.address).toBe('me@example.com')
      expect(email.text).toContain(`https://estimator.example/estimate/${estimate.id}`)
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/estimates/${estimate.id}/email`,
        payload: { email: 'nope' },
      })
      expect(bad.json().errors).toEqual([{ path: 'email', message: 'Enter a valid email address' }])
      for (let i = 0; i < 4; i++)
        await t.app.inject({
          method: 'POST',
          url: `/api/estimates/${estimate.id}/email`,
          payload: { email: 'me@example.com' },
        })
      const capped = await t.app.inject({
        method: 'POST',
        url: `/api/estimates/${estimate.id}/email`,
        payload: { email: 'me@example.com' },
      })
      expect(capped.statusCode).toBe(429)
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/estimates/00000000-0000-4000-8000-000000000000/email',
        payload: { email: 'me@example.com' },
      })
      expect(unknown.statusCode).toBe(404)
    } finally {
      await t.close()
      mailer.close()
      await inbox.close()
    }
  })
})
