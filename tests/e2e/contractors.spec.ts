import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { waitForEmail } from './support/mail'
import { expectNoSeriousA11yViolations } from './support/settled'
import { choose } from './support/wizard'
import { describeAtEachViewport } from './support/viewports'

/**
 * Find Contractors: a business lists itself, is told it will be checked, and does not appear until support verifies
 * it (verification is `npm run contractors:verify`, which needs the embedded database to itself, so the verified
 * path is covered by the route and script tests instead). A region with no verified contractors says so.
 */

describeAtEachViewport(() => {
  test('the join form explains each invalid field and keeps what was typed', async ({ page }) => {
    await page.goto('/contractors/join')
    await expect(page.getByRole('heading', { level: 1, name: 'List your business' })).toBeVisible()
    await page.getByLabel('Business email', { exact: true }).fill('not-an-email')
    await page.getByRole('checkbox', { name: 'Roofing', exact: true }).check()
    await page.getByRole('button', { name: 'Send listing' }).click()
    await expect(page.getByText('Please correct 7 fields below.')).toBeVisible()
    await expect(page.getByText('Enter your business name')).toBeVisible()
    await expect(page.getByText('Enter a valid email address')).toBeVisible()
    await expect(page.getByText('Choose at least one region')).toBeVisible()
    await expect(page.getByText(/^Tick the box/)).toBeVisible()
    await expect(page.getByLabel('Business name', { exact: true })).toBeFocused()
    await expect(page.getByLabel('Business email', { exact: true })).toHaveValue('not-an-email')
    await expect(page.getByRole('checkbox', { name: 'Roofing', exact: true })).toBeChecked()
    await expectNoSeriousA11yViolations(page)
  })

  test('a listed business is confirmed by email but not shown until verified; its region says none yet', async ({
    page,
  }) => {
    const run = randomUUID().slice(0, 8)
    const email = `firm-${run}@example.com`
    const name = `Causeway Roofing ${run}`
    await page.goto('/contractors/join')
    await page.getByLabel('Business name', { exact: true }).fill(name)
    await page.getByLabel('Contact name', { exact: true }).fill('Niamh Kelly')
    await page.getByLabel('Business email', { exact: true }).fill(email)
    await page.getByLabel('Business phone', { exact: true }).fill('028 9018 0000')
    await page.getByLabel(/^Website/).fill('causeway-roofing.example.co.uk')
    await page.getByRole('checkbox', { name: 'Roofing', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Northern Ireland' }).check()
    await page
      .getByLabel('About your business', { exact: true })
      .fill('Slate and tile roofs across County Antrim since 2004.')
    await page.getByRole('checkbox', { name: /I agree that, once verified/ }).check()
    await page.getByRole('button', { name: 'Send listing' }).click()

    await expect(page.getByRole('heading', { name: 'Listing received' })).toBeVisible()
    await expect(page.getByText(/checks every listing before it appears/)).toBeVisible()
    const confirmation = await waitForEmail(email, new RegExp(`We have received your listing for ${name}`))
    expect(confirmation.text).toContain('not an endorsement')
    const toSupport = await waitForEmail('support@renovation-estimator.local', new RegExp(`Please verify ${name}`))
    expect(toSupport.text).toContain(email)
    expect(toSupport.text).toMatch(/npm run contractors:verify -- [0-9a-f-]{36}/)

    await page.getByRole('link', { name: 'Back to Find Contractors' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Find Contractors' })).toBeVisible()
    await choose(page, 'Region', 'Northern Ireland')
    await expect(page).toHaveURL(/\/contractors\?region=ni$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'No verified contractors in Northern Ireland yet' }),
    ).toBeVisible()
    await expect(page.getByText(name)).toHaveCount(0)
    await expect(page.getByText(/Do you work in Northern Ireland\?/)).toBeVisible()
    await expect(page.getByText(/We don’t endorse anyone/)).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('main').getByRole('link', { name: 'List your business' }).last().click()
    await expect(page.getByRole('heading', { level: 1, name: 'List your business' })).toBeVisible()
  })
})

test('the footer links to Find Contractors', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find Contractors' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Find Contractors' })).toBeVisible()
})
