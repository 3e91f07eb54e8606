import { expect, type Page } from '@playwright/test'
import { waitForEmail } from './mail'

/** The last link in an email's text (account emails put their one link on its own line). */
export function linkIn(text: string): string {
  const links = text.match(/https?:\/\/\S+/g)
  if (!links) throw new Error('no link in the email')
  return links.at(-1)!
}

/** Waits for the account email to `to` and answers its link. */
export async function emailedLink(to: string, subject: RegExp): Promise<string> {
  return linkIn((await waitForEmail(to, subject)).text)
}

/** Fills and sends the sign-in form on the page already showing it. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/** The header's account menu button (desktop), named for the signed-in user. */
export const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`signed in as\\s*${name}`) })

/** Signs out through the header's account menu and waits for the signed-out header. */
export async function signOutFromHeader(page: Page, name: string) {
  await accountMenu(page, name).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
}

/** On /sign-up: fills name, email and password, creates the account and waits for "Check your email". */
export async function signUpThroughForm(page: Page, name: string, email: string, password: string) {
  await page.goto('/sign-up')
  await submitSignUp(page, name, email, password)
}

/** Fills and sends the sign-up form on the page already showing it, and waits for "Check your email". */
export async function submitSignUp(page: Page, name: string, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
}

/**
 * Signs up through the API (in the page's browser context, with the site's `origin`) and follows the emailed link in
 * the browser, so the page is signed in as a verified account.
 */
export async function signUpAndVerify(
  page: Page,
  origin: string,
  account: { email: string; password: string; name: string },
) {
  const res = await page.request.post('/api/auth/sign-up/email', { data: account, headers: { origin } })
  expect(res.status(), await res.text()).toBe(200)
  await page.goto(await emailedLink(account.email, /Confirm your email/))
  await expect
    .poll(async () => (await page.request.get('/api/auth/get-session')).json())
    .toMatchObject({ user: { email: account.email } })
}
