import { expect, test, type Page } from '@playwright/test'
import { signUpAndVerify } from './support/accounts'
import { expectNoSeriousA11yViolations } from './support/settled'
import { choose, estimateKitchen } from './support/wizard'

// Decision 015: an account's estimates, projects and dashboard, end to end: sign up, estimate signed in, see it on the
// dashboard, file it under a new project, and find it gone for everyone else once signed out.

const PASSWORD = 'correct horse battery staple'

/** Signs up through the API (the sign-up page is another issue's) and follows the emailed link in the browser. */
const signUp = (page: Page, origin: string, email: string) =>
  signUpAndVerify(page, origin, { email, password: PASSWORD, name: 'Robin Example' })

test('an account’s estimate: dashboard, project, and private to its owner', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin
  const email = `robin.${Date.now()}@example.com`
  await signUp(page, origin, email)

  // Estimate signed in: saved to the account.
  await estimateKitchen(page, 'New kitchen units, worktops and flooring.')
  await expect(page.getByRole('heading', { name: 'Saved to your account' })).toBeVisible()
  await expect(page).toHaveURL(/\/estimate\/[0-9a-f-]{36}$/)
  const estimatePath = new URL(page.url()).pathname

  // The dashboard shows it.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Welcome back, Robin' })).toBeVisible()
  const recent = page.getByRole('heading', { name: 'Recent estimates' }).locator('xpath=ancestor::div[2]')
  await expect(recent.getByRole('link', { name: 'Kitchen renovation' })).toHaveAttribute('href', estimatePath)
  await expect(page.getByText('Free plan', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page, 'dashboard signed in')

  // A new project, from the dashboard's New Project link.
  await page.getByRole('link', { name: 'New Project' }).click()
  await expect(page.getByRole('heading', { name: 'New Project' })).toBeVisible()
  await page.getByRole('button', { name: 'Create project' }).click()
  await expect(page.getByText('Project name is required')).toBeVisible()
  await page.getByLabel('Project name').fill('Elm Road kitchen')
  await page.getByLabel(/Total budget/).fill('£30,000')
  await page.getByRole('button', { name: 'Create project' }).click()
  await expect(page.getByRole('heading', { name: 'Elm Road kitchen' })).toBeVisible()
  const heading = page.getByRole('heading', { name: 'Elm Road kitchen' })
  // The status badge beside the name (docs/product/flows.md: planning is the secondary badge).
  await expect(heading.locator('xpath=..').getByText('planning', { exact: true })).toBeVisible()
  await expect(page.getByText('£30,000', { exact: true })).toBeVisible()

  // Move the estimate into it.
  await choose(page, 'Move one of your estimates into this project', /Kitchen renovation/)
  await page.getByRole('button', { name: 'Move in' }).click()
  await expect(page.getByRole('heading', { name: 'Estimates (1)' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kitchen renovation' })).toHaveAttribute('href', estimatePath)
  await expectNoSeriousA11yViolations(page, 'project page')

  // Signed out, the estimate is not found and the dashboard is the demo.
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin } })
  expect(signOut.status()).toBe(200)
  await page.goto(estimatePath)
  await expect(page.getByRole('heading', { name: /^Estimate not found/ })).toBeVisible()
  expect((await page.request.get(`/api${estimatePath.replace('/estimate/', '/estimates/')}`)).status()).toBe(404)
  await page.goto('/dashboard')
  await expect(page.getByText('You’re looking at demo data.')).toBeVisible()
  await expect(page.getByText('Demo', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
})
