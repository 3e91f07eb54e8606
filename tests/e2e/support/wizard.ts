import { expect, type Page } from '@playwright/test'

/** Picks an option of a Radix select by the combobox's accessible name. */
export async function choose(page: Page, combobox: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click()
  await page.getByRole('option', { name: option }).click()
}

/**
 * Answers every unanswered select question with its first option until the flow moves on to the estimate. Before
 * each Continue it waits, as a person would, for the follow-up questions an answer may bring; after it, for the
 * outcome: the estimate is being generated (the questions stay behind the inert overlay), or the button is ready
 * again (more questions were added, or a required one was missed). Returns as soon as generation starts, so a test
 * can look at the calculating screen; wait for the result heading after it when the result is what you need.
 */
export async function answerQuestionsUntilDone(page: Page) {
  const movedOn = page
    .getByText('Generating Enhanced Estimate')
    .or(page.getByRole('heading', { name: 'Your Renovation Estimate' }))
  const checkingFollowups = page.getByText('Checking for follow-up questions…')
  const continueButton = page.getByRole('button', { name: /Continue with Assessment/ })
  const unanswered = page.locator('fieldset:has(input[type=radio]):not(:has(input:checked))')
  // Reads the page without waiting: `isEnabled()` would wait for a button that the flow has just removed (it moved
  // on between two reads) until the poll gave up, which made this helper flaky under load.
  const outcome = async () => {
    if ((await movedOn.count()) > 0) return 'moved on'
    const ready = await continueButton.evaluateAll((buttons) =>
      buttons.some((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true'),
    )
    return ready ? 'ready' : 'deciding'
  }
  await expect(continueButton.or(movedOn).first()).toBeVisible({ timeout: 30_000 })
  for (let round = 0; round < 6; round++) {
    if ((await outcome()) === 'moved on') return
    while ((await unanswered.count()) > 0) {
      await unanswered.first().locator('input[type=radio]').first().check()
      await expect(checkingFollowups).toBeHidden()
    }
    // The flow may move on between the reads above and the click (an estimate now comes back in milliseconds):
    // then there is nothing left to click, and the wait ends when the result shows.
    const clicked = continueButton.click()
    await Promise.race([clicked, movedOn.first().waitFor()])
    clicked.catch(() => {})
    await expect.poll(outcome, { timeout: 30_000 }).not.toBe('deciding')
  }
  if ((await outcome()) !== 'moved on') throw new Error('The assessment kept asking questions')
}

/**
 * From /estimate: a 20 m² kitchen in the South West at 14 Elm Road, described as `description`, through the
 * questions to the result.
 */
export async function estimateKitchen(page: Page, description: string) {
  await page.goto('/estimate')
  await choose(page, 'Project Type', /Kitchen renovation/)
  await page.getByLabel('Property Address').fill('14 Elm Road, Bristol BS6 5AA')
  await page.getByLabel('Size in square metres').fill('20')
  await choose(page, 'Region', 'South West')
  await page.getByLabel(/Project Description/).fill(description)
  await page.getByRole('button', { name: 'Start Cost Calculation' }).click()
  await answerQuestionsUntilDone(page)
  await expect(page.getByRole('heading', { name: 'Your Renovation Estimate' })).toBeVisible({ timeout: 30_000 })
}
