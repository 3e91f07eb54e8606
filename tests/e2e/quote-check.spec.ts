import { expect, test } from '@playwright/test'
import { buildEstimateInput } from '../factories/estimate'
import { createEstimateThroughApi } from './support/estimates'
import { describeAtEachViewport } from './support/viewports'

// Issue 29: from the estimate's result page, check a builder's quote line by line and compare two quotes.
// (The PDF upload and line correction run through quote-read's QuoteInput; pasted text is checked here.)

const FIRST = [
  'Harrow Kitchens Ltd',
  'Strip out existing kitchen and dispose £900.00',
  'Kitchen units supplied and fitted £7,500.00',
  'Worktops £1,200.00',
  'Electrics: new circuits and sockets £1,400.00',
  'Subtotal £11,000.00',
  'VAT @ 20% £2,200.00',
  'Total £13,200.00',
  'Payment: 50% deposit on acceptance, balance on completion.',
].join('\n')
const SECOND = [
  'Bristol Build Ltd',
  'Kitchen units and worktops supplied and fitted £9,800',
  'Plumbing £700',
  'Total £10,500 + VAT',
  'Payment: 10% deposit, balance on completion.',
].join('\n')

describeAtEachViewport((viewport) => {
  test('check a quote from the result page, see the verdict, compare a second quote', async ({ page }) => {
    const estimate = await createEstimateThroughApi(page.request, buildEstimateInput())
    await page.goto(`/estimate/${estimate.id}`)
    await page.getByRole('link', { name: 'Check a builder’s quote' }).click()
    await expect(page.getByRole('heading', { name: 'Check a builder’s quote', level: 1 })).toBeVisible()
    await page.screenshot({ path: `/tmp/quote-check/${viewport.width}-empty.png`, fullPage: true })

    await page.getByLabel('Or paste the quote’s text').fill(FIRST)
    await page.getByRole('button', { name: 'Check this quote' }).click()
    const first = page.getByRole('region', { name: 'Quote from Harrow Kitchens Ltd' })
    await expect(first.getByRole('heading', { name: 'Line by line' })).toBeVisible()
    await expect(first.getByTestId('verdict')).toContainText('A 50% deposit'.toLowerCase())
    await expect(first.getByText('Kitchen units supplied and fitted')).toBeVisible()
    await expect(first.getByText(/Matched to: kitchen units/).first()).toBeVisible()
    await expect(first.getByText('Questions to ask the builder')).toBeVisible()
    await page.screenshot({ path: `/tmp/quote-check/${viewport.width}-checked.png`, fullPage: true })

    await page.getByLabel('Or paste the quote’s text').fill(SECOND)
    await page.getByRole('button', { name: 'Add this quote to compare' }).click()
    const compared = page.getByRole('region', { name: 'Quotes compared' })
    await expect(compared.getByRole('columnheader', { name: 'Bristol Build Ltd' })).toBeVisible()
    await expect(compared.getByRole('columnheader', { name: 'Harrow Kitchens Ltd' })).toBeVisible()
    await expect(compared.getByRole('row', { name: /Remove existing kitchen/ })).toContainText('Not mentioned')
    await page.screenshot({ path: `/tmp/quote-check/${viewport.width}-compared.png`, fullPage: true })
  })
})
