import { expect, test } from '@playwright/test'
import { accountMenu, emailedLink, signOutFromHeader, signUpThroughForm, submitSignIn } from './support/accounts'
import { expectNoSeriousA11yViolations } from './support/settled'
import { describeAtViewport, MOBILE } from './support/viewports'

const NAME = 'Ann Example'
const FIRST_PASSWORD = 'first long passphrase'
const RESET_PASSWORD = 'second long passphrase'
const LAST_PASSWORD = 'third long passphrase'

/** A fresh address per run and repeat: the mail sink and database live for the whole suite. */
const addressFor = (label: string) => `${label}-${test.info().repeatEachIndex}-${test.info().retry}@example.com`

test('an account from sign-up to deletion', async ({ page, browser }) => {
  const email = addressFor('ann')

  await test.step('sign up, then the emailed link signs in on the dashboard', async () => {
    await page.goto('/sign-up')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('Name').fill(NAME)
    await form.getByLabel('Email address').fill(email)
    await form.getByLabel('Password').fill('too short')
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(form.getByText('Use at least 10 characters')).toBeVisible()
    await expect(form.getByLabel('Email address')).toHaveValue(email)
    // A password made from the name: the hint says so as it is typed, and the server refuses it with the same advice.
    await form.getByLabel('Password').fill('AnnExample2024')
    const strength = form.getByTestId('password-strength')
    await expect(strength).toContainText('Passwords made from your name or email address are easy to guess.')
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(form.getByText(/^This password is too easy to guess\. Passwords made from your name/)).toBeVisible()
    await form.getByLabel('Password').fill(FIRST_PASSWORD)
    await expect(strength).toContainText(/^(Strong enough|Very strong)\.$/)
    await form.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()

    await page.goto(await emailedLink(email, /Confirm your email address/))
    await expect(page).toHaveURL(/\/dashboard\?verified=1$/)
    await expect(accountMenu(page, NAME)).toBeVisible()
  })

  await test.step('sign out, and sign in again', async () => {
    await signOutFromHeader(page, NAME)
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await submitSignIn(page, email, 'not the password')
    await expect(page.getByRole('alert')).toContainText('don’t match an account')
    await submitSignIn(page, email, FIRST_PASSWORD)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(accountMenu(page, NAME)).toBeVisible()
  })

  await test.step('a password reset from another browser signs this one out', async () => {
    const other = await browser.newPage()
    await other.goto('/sign-in')
    await other.getByRole('link', { name: 'Forgotten your password?' }).click()
    await expect(other.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible()
    await other.getByLabel('Email address').fill(email)
    await other.getByRole('button', { name: 'Email me a reset link' }).click()
    await expect(other.getByText('we’ve sent it a link to choose a new password')).toBeVisible()

    await other.goto(await emailedLink(email, /Reset your password/))
    await expect(other.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await other.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD)
    await other.getByLabel('New password again').fill(RESET_PASSWORD)
    await other.getByRole('button', { name: 'Set new password' }).click()
    await expect(other.getByText('Your password has been changed.')).toBeVisible()
    await expect(other.getByText('signed you out everywhere')).toBeVisible()
    await other.close()

    await page.reload()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  })

  await test.step('the account page asks for sign-in and comes back to it', async () => {
    await page.goto('/account')
    await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/)
    await submitSignIn(page, email, RESET_PASSWORD)
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
    await expect(page).toHaveURL(/\/account$/)
    await expectNoSeriousA11yViolations(page)
  })

  await test.step('change the password', async () => {
    const form = page.getByRole('form', { name: 'Change password' })
    await form.getByLabel('Current password').fill('not my password')
    await form.getByLabel('New password').fill(LAST_PASSWORD)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByText('That isn’t your current password.')).toBeVisible()
    await expect(form.getByLabel('New password')).toHaveValue(LAST_PASSWORD)
    await form.getByLabel('Current password').fill(RESET_PASSWORD)
    await form.getByRole('button', { name: 'Change password' }).click()
    await expect(form.getByText('Every other device and browser has been signed out.')).toBeVisible()
  })

  await test.step('delete the account; signing in then fails', async () => {
    const form = page.getByRole('form', { name: 'Delete account' })
    await expect(form.getByText('stay for 7 years from purchase')).toBeVisible()
    await form.getByLabel('Your password, to confirm').fill(LAST_PASSWORD)
    await form.getByRole('button', { name: 'Delete my account' }).click()
    await expect(
      page.getByText('Your account and everything it held have been deleted.', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()

    await page.goto('/sign-in')
    await submitSignIn(page, email, LAST_PASSWORD)
    await expect(page.getByRole('alert')).toContainText('don’t match an account')
  })
})

test('an unconfirmed account is told to confirm its email, and can have the link sent again', async ({ page }) => {
  const email = addressFor('bo')
  await signUpThroughForm(page, 'Bo', email, FIRST_PASSWORD)

  await page.goto('/sign-in')
  await submitSignIn(page, email, FIRST_PASSWORD)
  await expect(page.getByText('Please confirm your email address first.')).toBeVisible()
  await page.getByRole('button', { name: 'Resend the email' }).click()
  await expect(page.getByText('We’ve sent it again.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test('a reset link that is expired or used says so and offers a new one', async ({ page }) => {
  await page.goto('/reset-password?error=INVALID_TOKEN')
  await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible()
  await page.getByRole('link', { name: 'Ask for a new reset link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeVisible()

  await page.goto('/reset-password?token=not-a-real-token')
  await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD)
  await page.getByLabel('New password again').fill(RESET_PASSWORD)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('This reset link has expired or has already been used.')).toBeVisible()
})

describeAtViewport(MOBILE, () => {
  test('the mobile menu shows the signed-in user and signs out', async ({ page }) => {
    const email = addressFor('cy')
    await signUpThroughForm(page, 'Cy Mobile', email, FIRST_PASSWORD)
    await page.goto(await emailedLink(email, /Confirm your email address/))
    await expect(page).toHaveURL(/\/dashboard\?verified=1$/)

    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu.getByText('Cy Mobile')).toBeVisible()
    await menu.getByRole('link', { name: 'Account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /really cost/ })).toBeVisible()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible()
  })
})
