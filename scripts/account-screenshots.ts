// Screenshots of the account pages and the header's states at 1280 px and 390 px, for review. Start a server whose
// mail goes to its outbox first (no SMTP_URL), then:
//   npx tsx scripts/account-screenshots.ts http://127.0.0.1:5181 <its DATA_DIR> [out dir, default screenshots/accounts]
import { mkdirSync } from 'node:fs'
import { chromium, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { outboxLink, saveShot } from './screenshot-support'

const [baseUrl = 'http://127.0.0.1:5181', dataDir = './data', outDir = 'screenshots/accounts'] = process.argv.slice(2)
const PASSWORD = 'screenshot passphrase one'
mkdirSync(outDir, { recursive: true })

const linkTo = (to: string, subject: RegExp) => outboxLink(baseUrl, dataDir, to, subject)
const shot = (page: Page, name: string, fullPage = true) => saveShot(page, outDir, name, fullPage)

async function signUp(page: Page, name: string, email: string) {
  await page.goto(`${baseUrl}/sign-up`)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('heading', { name: 'Check your email' }).waitFor()
}

async function signedOutPages(page: Page, width: number) {
  await page.goto(`${baseUrl}/`)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await shot(page, 'header-signed-out', false)
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await shot(page, 'header-signed-out-menu-open', false)
  }
  await page.goto(`${baseUrl}/sign-up`)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByText('Please correct 3 fields below.').waitFor()
  await shot(page, 'sign-up-errors')
  await signUp(page, 'Screenshot Person', `unverified-${width}@example.com`)
  await shot(page, 'sign-up-check-email')
  await page.goto(`${baseUrl}/sign-in`)
  await shot(page, 'sign-in')
  await page.getByLabel('Email address').fill(`unverified-${width}@example.com`)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText('Please confirm your email address first.').waitFor()
  await shot(page, 'sign-in-unverified')
  await page.getByLabel('Password').fill('wrong password here')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText('don’t match an account').waitFor()
  await shot(page, 'sign-in-wrong-password')
  await page.goto(`${baseUrl}/forgot-password`)
  await shot(page, 'forgot-password')
  await page.getByLabel('Email address').fill(`nobody-${width}@example.com`)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  await page.getByText('Check your email').waitFor()
  await shot(page, 'forgot-password-sent')
  await page.goto(`${baseUrl}/reset-password?token=x`)
  await shot(page, 'reset-password')
  await page.goto(`${baseUrl}/reset-password?error=INVALID_TOKEN`)
  await shot(page, 'reset-password-invalid')
}

async function signedInPages(page: Page, width: number) {
  const email = `person-${width}@example.com`
  await signUp(page, 'Alexandra Fitzgerald-Okonkwo', email)
  await page.goto(await linkTo(email, /Confirm your email address/))
  await page.waitForURL(/\/dashboard/)
  await page.getByRole('heading', { level: 1 }).waitFor()
  if (width < 768) {
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByText('Signed in as').waitFor()
    await shot(page, 'header-signed-in-menu-open', false)
  } else {
    await shot(page, 'header-signed-in', false)
    await page.getByRole('button', { name: /signed in as/ }).click()
    await page.getByRole('menu').waitFor()
    await shot(page, 'header-signed-in-menu-open', false)
    await page.keyboard.press('Escape')
  }
  await page.goto(`${baseUrl}/account`)
  await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor()
  await shot(page, 'account')
  await page.getByLabel('New email address').fill(`new-${email}`)
  await page.getByRole('button', { name: 'Change email' }).click()
  await page.getByText('We’ve sent a confirmation link').waitFor()
  await page.getByLabel('Current password').fill('not my password')
  await page.getByLabel('New password').fill('short')
  await page.getByRole('button', { name: 'Change password' }).click()
  await page.getByText('Use at least 10 characters').waitFor()
  await page.getByLabel('Your password, to confirm').fill('not my password')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await page.getByText('That isn’t your password.').waitFor()
  await shot(page, 'account-messages')
  await page.goto(`${baseUrl}/forgot-password`)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Email me a reset link' }).click()
  await page.getByText('Check your email').waitFor()
  await page.goto(await linkTo(email, /Reset your password/))
  await page.getByLabel('New password', { exact: true }).fill('screenshot passphrase two')
  await page.getByLabel('New password again').fill('screenshot passphrase two')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await page.getByText('Your password has been changed.').waitFor()
  await shot(page, 'reset-password-done')
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
for (const width of [1280, 390]) {
  for (const pages of [signedOutPages, signedInPages]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
    await pages(await context.newPage(), width)
    await context.close()
  }
}
await browser.close()
