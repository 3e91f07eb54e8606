import { expect, test } from '@playwright/test'
import { createEstimateThroughApi } from './support/estimates'
import { expectNoSeriousA11yViolations } from './support/settled'
import { DESKTOP, describeAtViewport, MOBILE } from './support/viewports'

/**
 * On a wide screen the report offer (and, once the summary has scrolled away, the headline
 * figures) stay in view beside the cost plan; on a phone the long sections are folded and a bar keeps the total and
 * a link to the report offer on screen.
 */

/** Every test starts on the result of a new whole-house estimate. */
test.beforeEach(async ({ page, request }) => {
  const estimate = await createEstimateThroughApi(request, {
    projectType: 'whole_house_renovation',
    sizeSqm: 95,
    region: 'southwest',
    propertyAddress: '14 Elm Road, Bristol BS6 5AA',
    description: 'Tired 1930s semi: new kitchen and bathroom, rewire, replaster and redecorate throughout.',
  })
  await page.goto(`/estimate/${estimate.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Renovation Estimate' })).toBeVisible()
})

describeAtViewport(DESKTOP, () => {
  test('the report offer and the headline figures stay in view while the cost plan scrolls', async ({ page }) => {
    const buy = page.getByRole('button', { name: 'Get Professional Report - £6.99' })
    await expect(buy).toBeInViewport()
    await expect(page.getByTestId('pinned-side')).toHaveCount(0)

    const costPlan = page.getByRole('heading', { name: 'Cost plan by element' })
    await costPlan.scrollIntoViewIfNeeded()
    await expect(costPlan).toBeInViewport()
    await expect(buy).toBeInViewport()
    await expect(page.getByTestId('pinned-side')).toBeInViewport()
    await expect(page.getByTestId('pinned-side')).toContainText(
      (await page.getByTestId('total-inc-vat').textContent())!,
    )

    await page.getByRole('heading', { name: 'Assumptions and exclusions' }).scrollIntoViewIfNeeded()
    await expect(buy).toBeInViewport()
  })
})

describeAtViewport(MOBILE, () => {
  test('long sections are folded, open on a tap, and a bar keeps the total and the report in reach', async ({
    page,
  }) => {
    const costPlanHeading = page.getByRole('heading', { name: 'Cost plan by element' })
    await expect(costPlanHeading).toBeHidden()
    const toggle = page.getByRole('button', { name: /^Cost plan by element/ })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: /^Programme/ })).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: /^Assumptions and exclusions/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(costPlanHeading).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the result with the cost plan open')

    const bar = page.getByTestId('pinned-bar')
    await expect(bar).toBeInViewport()
    await expect(bar).toContainText((await page.getByTestId('total-inc-vat').textContent())!)
    await bar.getByRole('link', { name: 'Get the report' }).click()
    await expect(page).toHaveURL(/#report-offer$/)
    await expect(page.getByRole('button', { name: 'Get Professional Report - £6.99' })).toBeInViewport()
  })
})
