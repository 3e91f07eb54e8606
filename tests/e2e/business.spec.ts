import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { emailedLink, signUpThroughForm } from './support/accounts'
import { expectNoSeriousA11yViolations } from './support/settled'

// Decision 017: a Business owner (subscribed in TEST MODE) makes an API key and calls the API with it, invites a
// member who accepts from the emailed link and sees the shared project, and the 11th seat is refused.

const PASSWORD = 'business owner passphrase'
const addressFor = (label: string) =>
  `${label}-${Date.now()}-${test.info().repeatEachIndex}-${test.info().retry}@example.com`

async function fillCard(form: Locator, cardNumber: string) {
  await form.getByLabel('Card number').fill(cardNumber)
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34')
  await form.getByLabel('CVC').fill('123')
}

/** Signs up through the form, confirms by the emailed link and subscribes to Business monthly with 4242…. */
async function businessOwner(page: Page, email: string) {
  await signUpThroughForm(page, 'Olive Owner', email, PASSWORD)
  await page.goto(await emailedLink(email, /Confirm your email address/))
  await page.goto('/subscribe/business?period=monthly')
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible()
  await fillCard(page.getByRole('form', { name: 'Test card details' }), '4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Subscribe Now' }).click()
  await expect(page).toHaveURL(/\/dashboard\?subscription=success$/)
}

/** Invites `member` from /account/team as the signed-in owner. */
async function inviteFromTeamPage(page: Page, member: string) {
  await page.goto('/account/team')
  await expect(page.getByRole('heading', { level: 1, name: 'Your team' })).toBeVisible()
  await page.getByLabel('Email address').fill(member)
  await page.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${member}`)).toBeVisible()
}

/**
 * The invitee opens the emailed link in a browser of their own, creates an account as Max Member, confirms it by
 * the emailed link and accepts, landing on the dashboard: their page, in a context of `width` px.
 */
async function acceptAsNewMember(browser: Browser, member: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  const invitee = await context.newPage()
  await invitee.goto(await emailedLink(member, /invited you to their team/))
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join a team' })).toBeVisible()
  await invitee.getByRole('link', { name: 'Create an account' }).click()
  const form = invitee.getByRole('form', { name: 'Create an account' })
  await form.getByLabel('Name').fill('Max Member')
  await form.getByLabel('Email address').fill(member)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Create account' }).click()
  await expect(invitee.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await invitee.goto(await emailedLink(member, /Confirm your email address/))
  await expect(invitee.getByRole('button', { name: 'Accept invitation' })).toBeVisible()
  await invitee.getByRole('button', { name: 'Accept invitation' }).click()
  await expect(invitee).toHaveURL(/\/dashboard$/)
  return invitee
}

test('a Business owner calls the API with a key, shares a project with an invited member, and the 11th seat is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = addressFor('owner')
  const member = addressFor('member')
  await businessOwner(page, owner)

  await test.step('/account/api: a key shown once works on /api/v1 and stops when revoked', async () => {
    await page.goto('/account/api')
    await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible()
    await expect(page.getByTestId('api-calls-used')).toContainText('out of 1,000 calls')
    const form = page.getByRole('form', { name: 'Create an API key' })
    await form.getByRole('button', { name: 'Create key' }).click()
    await expect(form.getByText('Give the key a name')).toBeVisible()
    await form.getByLabel('Key name').fill('Portfolio spreadsheet')
    await form.getByRole('button', { name: 'Create key' }).click()
    const key = (await page.getByTestId('new-api-key').textContent())!
    expect(key).toMatch(/^rce_test_[A-Za-z0-9_-]{32}$/)
    await expectNoSeriousA11yViolations(page, 'account api with a new key')

    const call = () => page.request.get('/api/v1/project-types', { headers: { authorization: `Bearer ${key}` } })
    const ok = await call()
    expect(ok.status()).toBe(200)
    expect(ok.headers()['ratelimit-limit']).toBe('1000')

    const keys = page.getByRole('list', { name: 'Your API keys' })
    await expect(keys.getByText('Portfolio spreadsheet')).toBeVisible()
    await keys.getByRole('button', { name: 'Revoke', exact: true }).click()
    await keys.getByRole('button', { name: 'Revoke “Portfolio spreadsheet”' }).click()
    await expect(keys.getByText('Revoked', { exact: true })).toBeVisible()
    expect((await call()).status()).toBe(401)
  })

  await test.step('the owner’s project and an invitation from /account/team', async () => {
    const res = await page.request.post('/api/projects', {
      data: { name: 'Terrace portfolio' },
      headers: { origin: new URL(baseURL!).origin },
    })
    expect(res.status()).toBe(201)
    await inviteFromTeamPage(page, member)
    await expect(page.getByRole('list', { name: 'Team members' }).getByText(member)).toBeVisible()
  })

  await test.step('the member accepts from the emailed link and sees the shared project', async () => {
    const invitee = await acceptAsNewMember(browser, member)
    await expect(invitee.getByRole('link', { name: 'Terrace portfolio' }).first()).toBeVisible()
    await invitee.context().close()
  })

  await test.step('ten seats: eight more invitations fill the team and the eleventh is refused', async () => {
    await page.goto('/account/team')
    await expect(page.getByText('2 of 10 seats taken')).toBeVisible()
    for (let i = 1; i <= 8; i++) {
      await page.getByLabel('Email address').fill(addressFor(`seat${i}`))
      await page.getByRole('button', { name: 'Send invitation' }).click()
      await expect(page.getByText(`${2 + i} of 10 seats taken`)).toBeVisible()
    }
    await page.getByLabel('Email address').fill(addressFor('eleventh'))
    await page.getByRole('button', { name: 'Send invitation' }).click()
    await expect(page.getByText(/all 10 seats taken/)).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'account team full')
  })
})

for (const width of [1280, 390]) {
  test(`at ${width} px the owner hands the team over to a member, who then owns the plan and the team`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const owner = addressFor('handing-owner')
    const member = addressFor('new-owner')
    await businessOwner(page, owner)
    const res = await page.request.post('/api/projects', {
      data: { name: 'Mill conversion' },
      headers: { origin: new URL(baseURL!).origin },
    })
    expect(res.status()).toBe(201)
    await inviteFromTeamPage(page, member)
    const newOwner = await acceptAsNewMember(browser, member, width)

    await test.step('a member’s plan is the team’s, billed to its owner', async () => {
      await newOwner.goto('/account')
      const plan = newOwner.locator('[aria-labelledby="account-plan"]')
      await expect(plan.getByText('Business (your team’s)')).toBeVisible()
      await expect(plan.getByText(/Olive Owner owns it and manages its billing/)).toBeVisible()
      await expect(plan.getByRole('button', { name: /Manage subscription/i })).toHaveCount(0)
    })

    await test.step('the owner chooses the member and confirms what moves', async () => {
      await page.goto('/account/team')
      const form = page.getByRole('form', { name: 'Hand over ownership' })
      await form.getByRole('button', { name: 'Hand over ownership' }).click()
      await expect(form.getByText('Choose the member who will own the team')).toBeVisible()
      await form.getByLabel('New owner').click()
      await page.getByRole('option', { name: `Max Member (${member})` }).click()
      await form.getByRole('button', { name: 'Hand over ownership' }).click()
      const dialog = page.getByRole('dialog', { name: 'Hand over the team to Max Member?' })
      await expect(dialog.getByText(/The Business subscription and its billing \(renews on/)).toBeVisible()
      await expect(dialog.getByText('The API keys and this month’s API usage.')).toBeVisible()
      await expect(dialog.getByText(/You stay on the team as a member/)).toBeVisible()
      await expectNoSeriousA11yViolations(page, `hand-over dialog at ${width}`)
      await dialog.getByRole('button', { name: 'Hand over to Max Member' }).click()
      await expect(dialog).toBeHidden()
      const members = page.getByRole('list', { name: 'Team members' })
      await expect(
        members.getByRole('listitem').filter({ hasText: 'Max Member' }).getByText('Owner', { exact: true }),
      ).toBeVisible()
      await expect(members.getByRole('button', { name: 'Leave team' })).toBeVisible()
      await expect(page.getByRole('form', { name: 'Invite a team member' })).toHaveCount(0)
    })

    await test.step('the old owner sees they are a member on /account and /account/api, with the shared project still theirs to see', async () => {
      await page.goto('/account')
      await expect(
        page.locator('[aria-labelledby="account-plan"]').getByText(/Max Member owns it and manages its billing/),
      ).toBeVisible()
      await expect(page.getByRole('form', { name: 'Delete account' })).toBeVisible()
      await page.goto('/dashboard')
      await expect(page.getByText(/Max Member, its owner, manages the billing/)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Mill conversion' }).first()).toBeVisible()
      await page.goto('/account/api')
      await expect(page.getByRole('heading', { name: 'Your team’s owner manages the API' })).toBeVisible()
      await expect(page.getByText(/Max Member, your team’s owner, manages its API keys/)).toBeVisible()
      await expect(page.getByRole('form', { name: /Create/ })).toHaveCount(0)
    })

    await test.step('the new owner has Business on /account and manages the team', async () => {
      // The emailed notice links to where the new owner manages billing.
      expect(await emailedLink(member, /You now own your team/)).toMatch(/\/account\/team$/)
      await newOwner.goto('/account')
      const plan = newOwner.locator('[aria-labelledby="account-plan"]')
      await expect(plan.getByText('Business', { exact: true })).toBeVisible()
      await expect(plan.getByRole('button', { name: 'Manage subscription' })).toBeVisible()
      await newOwner.goto('/account/team')
      await expect(newOwner.getByRole('button', { name: 'Remove Olive Owner' })).toBeVisible()
      const third = addressFor('third')
      await newOwner.getByLabel('Email address').fill(third)
      await newOwner.getByRole('button', { name: 'Send invitation' }).click()
      await expect(newOwner.getByText(`Invitation sent to ${third}`)).toBeVisible()
      await expectNoSeriousA11yViolations(newOwner, `team page of the new owner at ${width}`)
    })
    await newOwner.context().close()
  })
}
