import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PROFESSIONAL_EMPTY_FORM_MESSAGES } from '../fixtures/spec-copy'
import { createEstimateThroughApi } from './support/estimates'
import { expectNoSeriousA11yViolations } from './support/settled'
import { answerQuestionsUntilDone, choose } from './support/wizard'
import { describeAtEachViewport } from './support/viewports'

// The file's tests are independent (each opens its own page, makes its own data), so both workers share them: the
// file would otherwise run on one worker after the others finish and set the tier's time (decision 055, later).
test.describe.configure({ mode: 'parallel' })

/** The estimate wizard (/estimate), the professional flow (/professional) and the shared page (/estimate/:id). */

const gbpWhole = (pounds: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  }).format(Math.round(pounds))

interface Estimate {
  id: string
  totalCostIncludingVAT: number
  totalCostExcludingVAT: number
  costPerSqm: number
  costPerSqmExcludingVAT: number
  costPerSqmIncludingVAT: number
  vatRate: number
  sizeSqm: number
  isProfessional: boolean
  range: { low: number; high: number }
  breakdown: { labour: number; materials: number; overhead: number }
}

async function fillFirstForm(page: Page, description: string) {
  await choose(page, 'Project Type', /Kitchen renovation/)
  await page.getByLabel('Property Address').fill('14 Elm Road, Bristol BS6 5AA')
  await page.getByLabel('Size in square metres').fill('20')
  await choose(page, 'Region', 'South West')
  await page.getByLabel(/Project Description/).fill(description)
}

/** The headline figures on the result equal the API's. */
async function expectResultMatches(page: Page, estimate: Estimate) {
  await expect(page.getByTestId('total-inc-vat')).toHaveText(gbpWhole(estimate.totalCostIncludingVAT))
  await expect(page.getByTestId('total-exc-vat')).toHaveText(gbpWhole(estimate.totalCostExcludingVAT))
  await expect(page.getByTestId('cost-per-sqm-exc-vat')).toHaveText(gbpWhole(estimate.costPerSqmExcludingVAT))
  await expect(page.getByTestId('cost-per-sqm-inc-vat')).toHaveText(gbpWhole(estimate.costPerSqmIncludingVAT))
  await expect(page.getByTestId('cost-per-sqm')).toContainText('exc VAT')
  await expect(page.getByTestId('range-low')).toHaveText(gbpWhole(estimate.range.low))
  await expect(page.getByTestId('range-high')).toHaveText(gbpWhole(estimate.range.high))
  await expect(page.getByTestId('breakdown-labour')).toHaveText(gbpWhole(estimate.breakdown.labour))
  await expect(page.getByTestId('vat-rate')).toHaveText(`${estimate.vatRate}% VAT`)
}

const createEstimate = (request: APIRequestContext) =>
  createEstimateThroughApi<Estimate>(request, {
    projectType: 'bathroom_renovation',
    sizeSqm: 6,
    region: 'london',
    propertyAddress: '3 Canal Street, London E2',
    description: 'Replace the bathroom suite and tiling.',
  })

describeAtEachViewport((viewport) => {
  test('a first-time user goes from an empty form through answered questions to a result', async ({ page }) => {
    await page.goto('/estimate')
    await expect(page.getByRole('heading', { level: 1, name: 'Renovation Cost Calculator' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Estimate progress' })).toContainText('Project Details')
    await expectNoSeriousA11yViolations(page, 'the form')

    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    await expect(page.getByText('Choose a project type')).toBeVisible()
    await expect(page.getByText('Enter the size in square metres')).toBeVisible()
    await expect(page.getByText('Choose a region')).toBeVisible()
    await page.getByLabel('Size in square metres').fill('0')
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    await expect(page.getByText('Size must be at least 1 square metre')).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the form with errors')
    await page.getByLabel('Size in square metres').fill('')

    const started = Date.now()
    await fillFirstForm(page, '1930s semi. New kitchen, knock through to the dining room, old wiring.')
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()

    await expect(page.getByRole('heading', { name: 'Project Details Assessment' })).toBeVisible()
    await expect(page.getByText('Estimated accuracy improvement')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Continue with Assessment (0 responses)' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the assessment')

    // Required questions are enforced.
    await page.getByRole('button', { name: /Continue with Assessment/ }).click()
    await expect(page.getByRole('alert')).toContainText('required')

    const generated = page.waitForResponse((r) => r.url().endsWith('/api/estimates') && r.request().method() === 'POST')
    await answerQuestionsUntilDone(page)
    const response = await generated
    expect(response.status()).toBe(201)
    const body = response.request().postDataJSON() as { description: string; smartAnswers: Record<string, string> }
    expect(body.description).toContain('\n\nAdditional Details:\n')
    expect(Object.keys(body.smartAnswers).length).toBeGreaterThan(0)
    const { estimate } = (await response.json()) as { estimate: Estimate }

    await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
    console.log(
      `[timing ${viewport.width}px] first keystroke to result: ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    await expect(page.getByText('Estimate Generated', { exact: true })).toBeVisible()
    await expectResultMatches(page, estimate)
    await expect(page.getByRole('button', { name: 'Get Professional Report - £6.99' })).toBeVisible()
    await expect(page.getByText('Customers save £2,000-£15,000')).toBeVisible()
    await expect(page.getByTestId('typical-savings')).toHaveText(
      `Typical savings: ${gbpWhole(estimate.totalCostExcludingVAT * 0.08)} – ${gbpWhole(estimate.totalCostExcludingVAT * 0.18)}`,
    )
    await expect(page.getByLabel('Shareable link')).toHaveValue(new RegExp(`/estimate/${estimate.id}$`))
    await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', /^mailto:support@/)
    await expectNoSeriousA11yViolations(page, 'the result')

    // Edit details keeps what was typed.
    await page.getByRole('button', { name: 'Edit details' }).click()
    await expect(page.getByLabel('Size in square metres')).toHaveValue('20')
    await expect(page.getByLabel(/Project Description/)).toHaveValue(/knock through/)
  })

  test('a brief naming one small job asks nothing and goes straight to its estimate', async ({ page }) => {
    // New worktops on the kitchen's own units are priced as that job (decision 066): no question changes its price,
    // and the scope question would have priced a whole kitchen.
    await page.goto('/estimate')
    await fillFirstForm(page, 'Replace the kitchen worktops with quartz.')
    const generated = page.waitForResponse((r) => r.url().endsWith('/api/estimates') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    const response = await generated
    const body = response.request().postDataJSON() as { description: string; smartAnswers: Record<string, string> }
    expect(body.description).toBe('Replace the kitchen worktops with quartz.')
    expect(body.smartAnswers).toEqual({})
    const { estimate } = (await response.json()) as { estimate: Estimate }
    // A 20 m² kitchen refitted in the South West is priced in the tens of thousands; its worktops in the low thousands.
    expect(estimate.totalCostIncludingVAT).toBeLessThan(6000)
    await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
    await expect(page.getByTestId('total-inc-vat')).toHaveText(gbpWhole(estimate.totalCostIncludingVAT))
  })

  test('a brief naming only work we do not price says so on its field and keeps everything typed', async ({ page }) => {
    // A boiler service is no renovation (decision 069): it was priced as a whole kitchen; now nothing is sent.
    await page.goto('/estimate')
    await fillFirstForm(page, 'Annual boiler service and a new tap.')
    let posted = false
    page.on('request', (r) => {
      if (r.url().endsWith('/api/estimates') && r.method() === 'POST') posted = true
    })
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    const description = page.getByLabel(/Project Description/)
    await expect(
      page.getByText(/Our rate data doesn't cover a boiler service or repair and a sink or taps swapped/),
    ).toBeVisible()
    await expect(page.getByText(/ask a Gas Safe registered engineer or a plumber to quote/)).toBeVisible()
    await expect(description).toHaveValue('Annual boiler service and a new tap.')
    await expect(page.getByLabel('Size in square metres')).toHaveValue('20')
    expect(posted).toBe(false)
    // Naming the building work too prices it.
    await description.fill('Annual boiler service, and replace the kitchen worktops with quartz.')
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
    expect(posted).toBe(true)
  })

  test('an analysis failure falls back silently to the original description', async ({ page }) => {
    await page.route('**/api/analyze-description', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await page.goto('/estimate')
    await fillFirstForm(page, 'Kitchen with new worktops.')
    const generated = page.waitForRequest((r) => r.url().endsWith('/api/estimates') && r.method() === 'POST')
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    expect(((await generated).postDataJSON() as { description: string }).description).toBe('Kitchen with new worktops.')
    await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
    await expect(page.getByText('Failed to generate estimate')).toHaveCount(0)
  })

  test('a failed generation shows the error toast and keeps the form values', async ({ page }) => {
    await page.route('**/api/analyze-description', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await page.route('**/api/estimates', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    )
    await page.goto('/estimate')
    await fillFirstForm(page, 'Kitchen with new worktops.')
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    await expect(page.getByText('Failed to generate estimate. Please try again.', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Size in square metres')).toHaveValue('20')
    await expect(page.getByLabel(/Project Description/)).toHaveValue('Kitchen with new worktops.')
  })

  test('the professional flow validates, accepts square feet and ends with the report card', async ({ page }) => {
    await page.goto('/professional')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByLabel(/Floor area/).fill('')
    await page.getByRole('button', { name: /Continue to Smart Questions/ }).click()
    for (const message of Object.values(PROFESSIONAL_EMPTY_FORM_MESSAGES)) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expectNoSeriousA11yViolations(page, 'the professional form with errors')

    await page.getByLabel('Email').fill('developer@example.co.uk')
    await page.getByLabel('Property address').fill('12 Mill Lane, Leeds LS1 4AB')
    await choose(page, 'Project type', /House to HMO conversion/)
    await page.getByText('sq ft', { exact: true }).click()
    await page.getByLabel('Floor area (sq ft)').fill('1500')
    await expect(page.getByText('≈ 139.4 m²')).toBeVisible()
    await choose(page, 'Location', 'Yorkshire')
    await page.getByLabel('Scope of work').fill('Convert a 3-bed terrace into a 5-bed HMO with two en-suites.')
    await page.getByRole('button', { name: /Continue to Smart Questions/ }).click()

    await expect(page.getByRole('heading', { name: 'Project Details Assessment' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the professional assessment')
    const generated = page.waitForResponse(
      (r) => r.url().endsWith('/api/estimates/professional') && r.request().method() === 'POST',
    )
    await answerQuestionsUntilDone(page)
    const response = await generated
    const sent = response.request().postDataJSON() as { sizeSqm: number; sizeUnit: string; smartAnswers: object }
    expect(sent).toMatchObject({ sizeSqm: 1500, sizeUnit: 'sqft' })
    const { estimate } = (await response.json()) as { estimate: Estimate }
    expect(estimate.isProfessional).toBe(true)
    expect(estimate.sizeSqm).toBeCloseTo(139.35, 1)

    await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
    await expectResultMatches(page, estimate)
    // The result has its own address from the moment it exists: reload returns to it (decision 011).
    await expect(page).toHaveURL(new RegExp(`/professional/${estimate.id}$`))
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
    await expectResultMatches(page, estimate)
    await expect(page.getByText('Professional Cost Report Ready')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Get Professional Report - £6.99' })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the professional result')
  })

  test('/estimate-freemium shows the professional form', async ({ page }) => {
    await page.goto('/estimate-freemium')
    await expect(page.getByRole('heading', { level: 1, name: 'Professional Cost Analysis' })).toBeVisible()
    await expect(page.getByLabel('Scope of work')).toBeVisible()
  })

  test('the shared estimate page shows the saved estimate and the concern panel works', async ({ page, request }) => {
    const estimate = await createEstimate(request)
    await page.goto(`/estimate/${estimate.id}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Your Renovation Estimate' })).toBeVisible()
    await expectResultMatches(page, estimate)
    await expectNoSeriousA11yViolations(page, 'the shared estimate')

    const panel = page.locator('form[aria-label="Concerned About This Estimate?"]')
    await expect(page.getByText(estimate.id, { exact: true })).toBeVisible()
    await panel.getByRole('button', { name: 'Send to Support Team' }).click()
    await expect(page.getByText('Missing Information', { exact: true })).toBeVisible()
    await expect(page.getByText('Please provide both your email and a message.', { exact: true })).toBeVisible()

    await panel.getByLabel('Your email').fill('owner@example.co.uk')
    await panel.getByLabel('What concerns you?').fill('The tiling looks expensive for 6 m².')
    await expect(panel.getByText('36/1000')).toBeVisible()
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/troubleshoot-email'))
    await panel.getByRole('button', { name: 'Send to Support Team' }).click()
    expect((await sent).status()).toBe(201)
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible()
    await expect(panel.getByLabel('What concerns you?')).toHaveValue('')
  })

  test('the save card emails the estimate link', async ({ page, request }) => {
    const estimate = await createEstimate(request)
    await page.goto(`/estimate/${estimate.id}`)
    await page.getByLabel('Email me the link').fill('owner@example.co.uk')
    const sent = page.waitForResponse((r) => r.url().endsWith(`/api/estimates/${estimate.id}/email`))
    await page.getByRole('button', { name: 'Email link' }).click()
    expect((await sent).status()).toBe(202)
    await expect(page.getByText('Estimate Saved', { exact: true })).toBeVisible()
  })

  test('an unknown estimate id reads "Estimate not found"', async ({ page }) => {
    await page.goto('/estimate/00000000-0000-4000-8000-000000000000')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Estimate not found — free estimates are kept for 30 days',
    )
    await expect(page.getByRole('link', { name: 'Start a new estimate' })).toHaveAttribute('href', '/estimate')
    await expectNoSeriousA11yViolations(page, 'the not-found estimate')
  })
})

test('the calculating screen shows progress fixed at 75 while the estimate is generated', async ({ page }) => {
  await page.route('**/api/analyze-description', (route) => route.fulfill({ status: 500, body: '' }))
  // Hold the estimate request until the calculating screen has been checked, however long that takes.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/estimates', async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/estimate')
  await fillFirstForm(page, 'Kitchen.')
  await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
  await expect(page.getByText('Generating Enhanced Estimate')).toBeVisible()
  await expect(page.getByRole('progressbar', { name: 'Calculating Costs' })).toHaveAttribute('aria-valuenow', '75')
  await expectNoSeriousA11yViolations(page, 'the calculating screen')
  release()
  await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
})

test('the wizard can be completed with the keyboard only', async ({ page }) => {
  await page.route('**/api/analyze-description', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto('/estimate')
  const projectType = page.getByRole('combobox', { name: 'Project Type' })
  await expect(projectType).toContainText('Select a project type')
  await expect(projectType).toBeEnabled()
  await projectType.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.type('Kitchen', { delay: 50 })
  await page.keyboard.press('Enter')
  await expect(projectType).toContainText('Kitchen renovation')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Property Address')).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Size in square metres')).toBeFocused()
  await page.keyboard.type('25')
  await page.keyboard.press('Tab')
  const region = page.getByRole('combobox', { name: 'Region' })
  await expect(region).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox')).toBeVisible()
  await page.keyboard.type('Wales', { delay: 50 })
  await page.keyboard.press('Enter')
  await expect(region).toContainText('Wales')
  await page.getByRole('button', { name: 'Start Cost Calculation' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible()
})

test('the scope question comes first and answering it narrows the live range', async ({ page }) => {
  const figures = async () => {
    const pounds = async (testId: string) =>
      Number((await page.getByTestId(testId).textContent())!.replace(/[£,]/g, ''))
    return {
      likely: await pounds('preview-likely'),
      low: await pounds('preview-low'),
      high: await pounds('preview-high'),
    }
  }
  await page.goto('/estimate')
  // Nothing here settles the scope, and the form's scope is left at "Not sure yet".
  await fillFirstForm(page, '1930s semi. New kitchen, knock through to the dining room, old wiring.')
  const analysed = page.waitForRequest((r) => r.url().endsWith('/api/analyze-description'))
  await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
  expect((await analysed).postDataJSON()).not.toHaveProperty('renovationScope')

  await expect(page.getByRole('heading', { name: 'Project Details Assessment' })).toBeVisible()
  const first = page.locator('fieldset').first()
  await expect(first.locator('legend')).toContainText('How much work is this?')
  await expect(page.getByTestId('preview-figures')).toHaveText(/^Likely £[\d,]+, range £[\d,]+ – £[\d,]+$/)
  await expect(page.getByTestId('preview-scope')).toContainText('Scope not known yet')
  const before = await figures()

  // The typical job's own rung: the likely figure stays put, only the uncertainty about scope goes.
  await first.getByRole('radio', { name: /^Refurbishment:/ }).check()
  await expect(page.getByTestId('preview-scope')).toHaveText('Scope: Refurbishment. The other answers refine it.')
  const after = await figures()
  expect(after.high - after.low).toBeLessThan(before.high - before.low)
  expect(after.high / after.low).toBeLessThan(before.high / before.low)

  const generated = page.waitForResponse((r) => r.url().endsWith('/api/estimates') && r.request().method() === 'POST')
  await answerQuestionsUntilDone(page)
  const response = await generated
  expect((response.request().postDataJSON() as { smartAnswers: object }).smartAnswers).toMatchObject({
    renovation_scope: 'medium',
  })
  const { estimate } = (await response.json()) as { estimate: { scope: object } }
  expect(estimate.scope).toEqual({ value: 'medium', label: 'Refurbishment', stated: true, fromDescription: false })
  await expect(page.getByTestId('scope-summary')).toContainText('Scope: Refurbishment')
})

// Decision 072: a loft conversion named beside a renovation is priced beside it, and the result says so.
test('a renovation with a loft conversion prices the loft beside the house and says so', async ({ page }) => {
  await page.goto('/estimate')
  await choose(page, 'Project Type', /Whole house renovation/)
  await page.getByLabel('Property Address').fill('8 Oak Avenue, Leeds LS6 2AB')
  await page.getByLabel('Size in square metres').fill('90')
  await choose(page, 'Region', 'South West')
  await page.getByLabel(/Project Description/).fill('Full renovation and a loft conversion')
  await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
  await answerQuestionsUntilDone(page)
  await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('scope-summary')).toContainText('Also priced: loft conversion (28 m²).')
  await expect(page.getByText('Loft conversion: New staircase to loft, supplied and installed')).toBeVisible()
  // Its cost per m² is over the house's 90 m² and the loft's 28 m².
  await expect(page.getByTestId('cost-per-sqm-floor')).toHaveText('over the 118 m² priced')
})

// docs/product/flows.md#assessment-flow
test('the professional flow asks follow-up questions after a known answer', async ({ page }) => {
  await page.goto('/professional')
  await page.getByLabel('Email').fill('developer@example.co.uk')
  await page.getByLabel('Property address').fill('12 Mill Lane, Leeds LS1 4AB')
  await choose(page, 'Project type', /Whole house renovation/)
  await page.getByLabel(/Floor area/).fill('100')
  await choose(page, 'Location', 'Yorkshire')
  await page
    .getByLabel('Scope of work')
    .fill('Renovate a tired Victorian terrace: new kitchen and bathroom, replaster.')
  await page.getByRole('button', { name: /Continue to Smart Questions/ }).click()
  await expect(page.getByRole('heading', { name: 'Project Details Assessment' })).toBeVisible()
  const followup = page.locator('fieldset', { hasText: 'Will the kitchen or bathroom move to a new position?' })
  await expect(followup).toHaveCount(0)

  const asked = page.waitForResponse((r) => r.url().endsWith('/api/generate-followup-questions'))
  await page.locator('fieldset', { hasText: 'load-bearing' }).getByRole('radio', { name: 'Yes' }).check()
  expect((await asked).ok()).toBe(true)
  await expect(followup).toBeVisible()
})
