import { expect, test, type Browser, type Locator, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { buildEstimateInput } from '../factories/estimate'
import { signUpAndVerify } from './support/accounts'
import { expectNoSeriousA11yViolations } from './support/settled'
import { createEstimateThroughApi } from './support/estimates'
import { describeAtEachViewport, DESKTOP } from './support/viewports'

// Decision 030: from the estimate's result page, upload a builder's quote as a PDF, correct the line the reader got
// wrong, see the line-by-line check and the verdict; keep it and download it as a PDF; then add a second quote
// (pasted) and compare the two.

/**
 * A one-page kitchen quote as a builder prints it. The units' price is written as two runs at a unit price
 * ("2 x £3,750.00"), which the reader takes as a line of £3,750 described "… fitted 2 x": the line the person corrects.
 */
const FIRST_QUOTE_HTML = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><style>
  body { font-family: Arial, sans-serif; font-size: 11pt; margin: 24px; }
  td { padding: 4px 0; } td.amount { text-align: right; }
</style></head><body>
<h1>Harrow Kitchens Ltd</h1>
<p>Quotation for 12 Elm Grove, London SE22 8PX</p>
<table style="width: 100%">
  <tr><td>Strip out existing kitchen and dispose</td><td class="amount">£900.00</td></tr>
  <tr><td>Kitchen units supplied and fitted</td><td class="amount">2 x £3,750.00</td></tr>
  <tr><td>Worktops</td><td class="amount">£1,200.00</td></tr>
  <tr><td>Electrics: new circuits and sockets</td><td class="amount">£1,400.00</td></tr>
  <tr><td>Subtotal</td><td class="amount">£11,000.00</td></tr>
  <tr><td>VAT @ 20%</td><td class="amount">£2,200.00</td></tr>
  <tr><td>Total</td><td class="amount">£13,200.00</td></tr>
</table>
<p>Payment: 50% deposit on acceptance, balance on completion.</p>
</body></html>`

const SECOND_QUOTE_TEXT = [
  'Bristol Build Ltd',
  'Kitchen units and worktops supplied and fitted £9,800',
  'Plumbing £700',
  'Total £10,500 + VAT',
  'Payment: 10% deposit, balance on completion.',
].join('\n')

/** Full-page screenshots for a person to look at, when E2E_SCREENSHOTS_DIR names a folder (none in CI). */
async function screenshot(target: Page | Locator, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR
  if (!dir) return
  if ('goto' in target) await target.screenshot({ path: `${dir}/${name}.png`, fullPage: true })
  else await target.screenshot({ path: `${dir}/${name}.png` })
}

/** Prints `html` to a real PDF with the browser itself (Chromium's print to PDF), as a builder's software would. */
async function printPdf(browser: Browser, html: string): Promise<Buffer> {
  const printer = await browser.newPage()
  await printer.setContent(html)
  const pdf = await printer.pdf({ format: 'A4' })
  await printer.close()
  return pdf
}

describeAtEachViewport((viewport) => {
  test('upload a PDF quote from the result page, correct a misread line, see the check, print it; compare a second quote', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Signed in, so the estimate is the account's and the check can be kept (Free keeps one a month).
    const origin = new URL(baseURL!).origin
    const email = `quote.${viewport.width}.${Date.now()}@example.com`
    await signUpAndVerify(page, origin, { email, password: 'correct horse battery', name: 'Sam' })
    const [estimate, pdf] = await Promise.all([
      createEstimateThroughApi(page.request, buildEstimateInput(), { origin }),
      printPdf(browser, FIRST_QUOTE_HTML),
    ])
    await page.goto(`/estimate/${estimate.id}`)
    await page.getByRole('link', { name: 'Check a builder’s quote' }).click()
    await expect(page.getByRole('heading', { name: 'Check a builder’s quote', level: 1 })).toBeVisible()

    const input = page.getByRole('region', { name: 'Your builder’s quote' })
    // A file that only calls itself a PDF gets the server's reason, and the page carries on.
    await input.getByLabel(/^Quote file/).setInputFiles({
      name: 'quote.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 not a PDF at all'),
    })
    await expect(input.getByRole('alert')).toHaveText('The file is not a PDF')
    await input
      .getByLabel(/^Quote file/)
      .setInputFiles({ name: 'harrow-quote.pdf', mimeType: 'application/pdf', buffer: pdf })
    await expect(input.getByRole('heading', { name: 'What was read: correct anything that is wrong' })).toBeVisible()
    await expect(input.getByText('The lines add up to £7,250.00 but the quote’s subtotal is £11,000.00')).toBeVisible()

    await screenshot(input, `${viewport.width}-read`)
    // The editable table's markup is the same at every width: scanned once; the finished page at both.
    if (viewport === DESKTOP) await expectNoSeriousA11yViolations(page, 'the quote as read')
    const misread = input.getByRole('group', { name: 'Line 2' })
    await expect(misread.getByLabel('Description')).toHaveValue('Kitchen units supplied and fitted 2 x')
    await expect(misread.getByLabel('Amount (£)')).toHaveValue('3750.00')
    await misread.getByLabel('Description').fill('Kitchen units supplied and fitted')
    await misread.getByLabel('Amount (£)').fill('7500')
    await input.getByRole('button', { name: 'Check this quote' }).click()

    const first = page.getByRole('region', { name: 'Quote from Harrow Kitchens Ltd' })
    await expect(first.getByRole('heading', { name: 'Line by line' })).toBeVisible()
    const unitsLine = first.getByRole('listitem').filter({ hasText: 'Kitchen units supplied and fitted' })
    await expect(unitsLine).toContainText('£7,500')
    await expect(unitsLine).toContainText(/Matched to: kitchen units/)
    await expect(first.getByTestId('verdict')).toContainText('a 50% deposit')
    await expect(first.getByRole('heading', { name: 'Questions to ask the builder' })).toBeVisible()

    await first.getByRole('button', { name: 'Keep this check and print it' }).click()
    const download = page.waitForEvent('download')
    await first.getByRole('link', { name: 'Download the check (PDF)' }).click()
    const printed = await download
    expect(printed.suggestedFilename()).toMatch(/^Quote-check-\d{4}-\d{2}-\d{2}\.pdf$/)
    expect((await readFile(await printed.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await screenshot(page, `${viewport.width}-checked`)
    await screenshot(first, `${viewport.width}-checked-region`)

    // The form starts afresh for the next quote: this one is pasted, read, and added as it was read.
    await expect(input.getByRole('heading', { name: /What was read/ })).toBeHidden()
    await input.getByRole('tab', { name: 'Paste text' }).click()
    await input.getByLabel('The quote’s text').fill(SECOND_QUOTE_TEXT)
    await input.getByRole('button', { name: 'Read this text' }).click()
    await expect(input.getByRole('group', { name: 'Line 2' }).getByLabel('Description')).toHaveValue('Plumbing')
    await input.getByRole('button', { name: 'Add this quote to compare' }).click()
    const compared = page.getByRole('region', { name: 'Quotes compared' })
    await expect(compared.getByRole('columnheader', { name: 'Bristol Build Ltd' })).toBeVisible()
    await expect(compared.getByRole('columnheader', { name: 'Harrow Kitchens Ltd' })).toBeVisible()
    await expect(compared.getByRole('row', { name: /Remove existing kitchen/ })).toContainText(
      /✓ Included.*Not mentioned/,
    )
    await screenshot(page, `${viewport.width}-compared`)
    await screenshot(compared, `${viewport.width}-compared-region`)
    await expectNoSeriousA11yViolations(page, 'two quotes checked and compared')
  })
})
