import { test } from '@playwright/test'
for (const width of [1280, 390]) {
  test(`sign-up hint ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/sign-up')
    const form = page.getByRole('form', { name: 'Create an account' })
    await form.getByLabel('Name').fill('Ann Example')
    await form.getByLabel('Email address').fill('ann@example.com')
    await form.getByLabel('Password').fill('AnnExample2024')
    await form.getByTestId('password-strength').waitFor()
    await form.getByRole('button', { name: 'Create account' }).click()
    await form.getByText(/^This password is too easy/).waitFor()
    await page.screenshot({ path: `/tmp/shot-signup-weak-${width}.png`, fullPage: true })
    await form.getByLabel('Password').fill('plaster lintel rafter')
    await page.getByText(/^(Strong enough|Very strong)\.$/).waitFor()
    await form.getByLabel('Password').screenshot({ path: `/tmp/x.png` })
    await page.screenshot({ path: `/tmp/shot-signup-strong-${width}.png`, fullPage: true })
  })
}
