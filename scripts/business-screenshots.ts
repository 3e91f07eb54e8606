// Screenshots of the Business screens at 1280 px and 390 px, for review: /account/api (before and after creating a
// key), /account/team (with a member and an invitation, and with the hand-over dialog open), /team/accept signed out
// and signed in, /account as a member, the team after the hand-over, and the API docs.
// Start a TEST MODE server (no Stripe keys) whose mail goes to its outbox (no SMTP_URL), then:
//   npx tsx scripts/business-screenshots.ts http://127.0.0.1:5191 <its DATA_DIR> [out dir, default screenshots/business]
import { mkdirSync } from 'node:fs'
import { chromium, type Browser, type Page } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'
import { outboxLink, saveShot } from './screenshot-support'

const [baseUrl = 'http://127.0.0.1:5191', dataDir = './data', outDir = 'screenshots/business'] = process.argv.slice(2)
const PASSWORD = 'screenshot passphrase one'
mkdirSync(outDir, { recursive: true })

async function signUp(page: Page, name: string, email: string, next = '/dashboard') {
  await page.goto(`${baseUrl}/sign-up?next=${encodeURIComponent(next)}`)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.getByRole('heading', { name: 'Check your email' }).waitFor()
  await page.goto(await outboxLink(baseUrl, dataDir, email, /Confirm your email address/))
}

async function run(browser: Browser, width: number) {
  const shot = (page: Page, name: string, fullPage = true) => saveShot(page, outDir, `${name}`, fullPage)
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  const stamp = `${width}-${Date.now()}`
  await signUp(page, 'Olive Owner-Okonkwo', `owner-${stamp}@example.com`, '/subscribe/business?period=monthly')
  await page.getByText('You pay £29.99 today').waitFor()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: 'Subscribe Now' }).click()
  await page.waitForURL(/\/dashboard/)

  await page.goto(`${baseUrl}/account/api`)
  await page.getByRole('heading', { name: 'Usage this month' }).waitFor()
  await shot(page, 'account-api-empty')
  await page.getByLabel('Key name').fill('Portfolio spreadsheet')
  await page.getByRole('button', { name: 'Create key' }).click()
  const key = (await page.getByTestId('new-api-key').textContent())!
  for (let i = 0; i < 3; i++)
    await page.request.get(`${baseUrl}/api/v1/project-types`, { headers: { authorization: `Bearer ${key}` } })
  await page.reload()
  await page.getByRole('heading', { name: 'Usage this month' }).waitFor()
  await page.getByLabel('Key name').fill('Agency CRM')
  await page.getByRole('button', { name: 'Create key' }).click()
  await page.getByTestId('new-api-key').waitFor()
  await shot(page, 'account-api-with-keys')

  const memberEmail = `member-${stamp}@example.com`
  await page.goto(`${baseUrl}/account/team`)
  await page.getByLabel('Email address').fill(memberEmail)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await page.getByText(`Invitation sent to ${memberEmail}`).waitFor()
  await page.getByLabel('Email address').fill(`pending-${stamp}@example.com`)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await page.getByText('3 of 10 seats taken').waitFor()

  const invitee = await browser.newPage({ viewport: { width, height: 900 } })
  const link = (await outboxLink(baseUrl, dataDir, memberEmail, /invited you/)).replace(/^https?:\/\/[^/]+/, baseUrl)
  await invitee.goto(link)
  await invitee.getByRole('link', { name: 'Create an account' }).waitFor()
  await saveShot(invitee, outDir, 'team-accept-signed-out')
  await signUp(invitee, 'Max Member', memberEmail, new URL(link).pathname + new URL(link).search)
  await invitee.getByRole('button', { name: 'Accept invitation' }).waitFor()
  await saveShot(invitee, outDir, 'team-accept-signed-in')
  await invitee.getByRole('button', { name: 'Accept invitation' }).click()
  await invitee.waitForURL(/\/dashboard/)
  await invitee.goto(`${baseUrl}/account/team`)
  await invitee.getByRole('button', { name: 'Leave team' }).waitFor()
  await saveShot(invitee, outDir, 'account-team-member')
  await invitee.goto(`${baseUrl}/account`)
  await invitee.getByText('Business (your team’s)').waitFor()
  await saveShot(invitee, outDir, 'account-member')

  await page.reload()
  await page.getByRole('button', { name: 'Remove Max Member' }).waitFor()
  await shot(page, 'account-team-owner')
  await page.getByLabel('New owner').click()
  await page.getByRole('option', { name: /Max Member/ }).click()
  await page.getByRole('button', { name: 'Hand over ownership' }).click()
  await page.getByRole('dialog').waitFor()
  await shot(page, 'account-team-hand-over-dialog', false)
  await page.getByRole('button', { name: 'Hand over to Max Member' }).click()
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  await page.getByRole('button', { name: 'Leave team' }).waitFor()
  await shot(page, 'account-team-after-hand-over')
  await page.goto(`${baseUrl}/account`)
  await page.getByText('Business (your team’s)').waitFor()
  await shot(page, 'account-former-owner')
  // The new owner's team has a member: /account says deleting the account waits for a hand-over.
  await invitee.goto(`${baseUrl}/account`)
  await invitee.getByText(/can’t be deleted while they’re on it/).waitFor()
  await saveShot(invitee, outDir, 'account-owner-with-members')
  await page.goto(`${baseUrl}/api/docs/`)
  await page.getByText('UK Renovation Estimator API').first().waitFor()
  await shot(page, 'api-docs', false)
  await page.close()
  await invitee.close()
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
for (const width of [1280, 390]) await run(browser, width)
await browser.close()
