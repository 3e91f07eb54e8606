import { expect, test, type Locator, type Page } from '@playwright/test'
import { answerQuestionsUntilDone, choose } from './support/wizard'
import { describeAtEachViewport } from './support/viewports'

/**
 * What the description was read as is shown as chips that can be corrected, before the estimate (the live
 * figure follows) and after it (the estimate is priced again); the professional form never prices a size not given.
 */

const DESCRIPTION = '1930s semi. New combi boiler and radiators, new kitchen with quartz worktops, move the sink.'

/** Whole pounds as the page writes them ('£12,345') → 12345. */
const pounds = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''))

/** The chip for a fact: a combobox named '<question>: <answer>. Change'. */
const chip = (within: Page | Locator, question: RegExp) => within.getByRole('combobox', { name: question })

async function startWholeHouse(page: Page) {
  await page.goto('/estimate')
  await choose(page, 'Project Type', /Whole house renovation/)
  await page.getByLabel('Size in square metres').fill('95')
  await choose(page, 'Region', 'Midlands')
  await page.getByLabel(/Project Description/).fill(DESCRIPTION)
  await page.getByRole('button', { name: /Condition, scope and finish quality/ }).click()
  await choose(page, 'Renovation scope', /^Refurbishment/)
  await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
  await expect(page.getByRole('heading', { name: 'Project Details Assessment' })).toBeVisible({ timeout: 30_000 })
}

describeAtEachViewport((viewport) => {
  test('picked-up facts are read right and can be corrected before and after the estimate', async ({ page }) => {
    await startWholeHouse(page)
    const pickedUp = page.getByRole('region', { name: 'Already picked up from your description' })
    await expect(chip(pickedUp, /heating need: New system \(boiler, pipes and radiators\)/)).toBeVisible()
    await expect(chip(pickedUp, /When was the property built: 1919 to 1965/)).toBeVisible()
    await expect(chip(pickedUp, /worktops will the kitchen have: Stone/)).toBeVisible()
    await expect(chip(pickedUp, /kitchen or bathroom move to a new position: Yes/)).toBeVisible()
    await page.screenshot({ path: `/tmp/brief/questions-${viewport.width}.png`, fullPage: true })

    // Before the estimate: correcting the heating to a boiler swap lowers the live figure.
    const likely = page.getByTestId('preview-likely')
    await expect(likely).toHaveText(/£/)
    const before = pounds(await likely.textContent())
    await chip(pickedUp, /heating need/).click()
    await page.getByRole('option', { name: 'Replace the boiler only' }).click()
    await expect(chip(pickedUp, /heating need: Replace the boiler only/)).toBeVisible()
    await expect.poll(async () => pounds(await likely.textContent())).toBeLessThan(before)

    await answerQuestionsUntilDone(page)
    await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible({ timeout: 30_000 })

    // After it: the facts it was priced on, with the correction kept; correcting another prices it again.
    const facts = page.getByTestId('estimate-facts')
    const openFacts = async () => {
      // Folded on a phone, behind a button named for the section.
      if (viewport.width < 1024) await page.getByRole('button', { name: /What this estimate is priced on/ }).click()
    }
    await openFacts()
    await expect(chip(facts, /heating need: Replace the boiler only/)).toBeVisible()
    await expect(chip(facts, /When was the property built: 1919 to 1965/)).toBeVisible()
    await facts.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/brief/result-facts-${viewport.width}.png` })
    const firstUrl = page.url()
    const total = page.getByTestId('total-inc-vat')
    const firstTotal = pounds(await total.textContent())
    await chip(facts, /worktops will the kitchen have/).click()
    await page.getByRole('option', { name: 'Laminate' }).click()
    await expect(page).not.toHaveURL(firstUrl)
    await openFacts()
    await expect(chip(facts, /worktops will the kitchen have: Laminate/)).toBeVisible()
    await expect.poll(async () => pounds(await total.textContent())).toBeLessThan(firstTotal)
    // The other facts stay as they were.
    await expect(chip(facts, /heating need: Replace the boiler only/)).toBeVisible()
    await page.screenshot({ path: `/tmp/brief/result-corrected-${viewport.width}.png` })

    // Back returns to the estimate before the correction.
    await page.goBack()
    await expect(page).toHaveURL(firstUrl)
    await expect.poll(async () => pounds(await total.textContent())).toBe(firstTotal)
  })

  test('a repaint is asked only decorating questions', async ({ page }) => {
    await page.goto('/estimate')
    await choose(page, 'Project Type', /Whole house renovation/)
    await page.getByLabel('Size in square metres').fill('20')
    await choose(page, 'Region', 'Midlands')
    await page.getByLabel(/Project Description/).fill('Repaint the living room')
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    await expect(page.getByRole('heading', { name: 'Project Details Assessment' })).toBeVisible({ timeout: 30_000 })
    const questions = page.locator('[data-question-id]')
    await expect(questions.first()).toBeVisible()
    const ids = await questions.evaluateAll((els) => els.map((e) => e.getAttribute('data-question-id')))
    for (const id of ['rewiring', 'heating', 'roof_work', 'bathrooms_count', 'rooms_count', 'fittings_quality'])
      expect(ids).not.toContain(id)
  })

  test('a basement reads "lower the floor" as dug out, and correcting it to the cellar as it stands lowers the figure and the complexity', async ({
    page,
  }) => {
    await page.goto('/estimate')
    await choose(page, 'Project Type', /Basement conversion/)
    await page.getByLabel('Size in square metres').fill('40')
    await choose(page, 'Region', 'Midlands')
    await page.getByLabel(/Project Description/).fill('Turn the cellar into a playroom; we need to lower the floor.')
    await page.getByRole('button', { name: /Condition, scope and finish quality/ }).click()
    await choose(page, 'Renovation scope', /^Refurbishment/)
    await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
    await expect(page.getByRole('heading', { name: 'Project Details Assessment' })).toBeVisible({ timeout: 30_000 })
    const pickedUp = page.getByRole('region', { name: 'Already picked up from your description' })
    await expect(chip(pickedUp, /digging out or its floor lowering: Yes: lower the floor or dig out/)).toBeVisible()
    const likely = page.getByTestId('preview-likely')
    await expect(likely).toHaveText(/£/)
    const dugOut = pounds(await likely.textContent())
    const complexity = page.locator('dt', { hasText: 'Complexity' }).locator('xpath=following-sibling::dd')
    await expect(complexity).toHaveText('High')
    await chip(pickedUp, /digging out or its floor lowering/).click()
    await page.getByRole('option', { name: /No: convert the existing cellar/ }).click()
    await expect(chip(pickedUp, /digging out or its floor lowering: No: convert the existing cellar/)).toBeVisible()
    // Underpinning and lowering the floor is most of a dug-out basement's price, and most of its complexity.
    await expect.poll(async () => pounds(await likely.textContent())).toBeLessThan(dugOut / 2)
    await expect(complexity).toHaveText('Medium')
    await page.screenshot({ path: `/tmp/brief/basement-${viewport.width}.png`, fullPage: true })
  })

  test('the professional form prices no size it was not given, and a unit switch converts the figure', async ({
    page,
  }) => {
    await page.goto('/professional')
    const area = page.getByLabel('Floor area (m²)')
    await expect(area).toHaveValue('')
    await page.getByRole('button', { name: 'Continue to Smart Questions' }).click()
    await expect(page.getByText('Size must be at least 1')).toBeVisible()
    await area.fill('100')
    await page.getByText('sq ft', { exact: true }).click()
    await expect(page.getByLabel('Floor area (sq ft)')).toHaveValue('1076')
    await expect(page.getByText('≈ 100 m²')).toBeVisible()
    await page.screenshot({ path: `/tmp/brief/professional-${viewport.width}.png`, fullPage: true })
  })
})
