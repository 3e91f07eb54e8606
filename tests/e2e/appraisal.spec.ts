import { expect, test, type Page } from '@playwright/test'
import { appraise } from '#shared/appraisal/appraise'
import type { AppraisalInput } from '#shared/appraisal/schema'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { appraisalContextOf } from '#client/features/estimate-result/appraisal/appraisal-context'
import { money, percent, pounds } from '#client/features/estimate-result/appraisal/appraisal-format'
import { pdfText } from '../helpers/pdf-text'
import { buyThroughApi } from './support/purchases'
import { describeAtEachViewport } from './support/viewports'

/**
 * Decision 029: an investor changes the rent, the price and the finance on an estimate's appraisal and sees every figure
 * follow without a reload; the appraisal is saved with the estimate and survives a reload. Each expected figure is
 * the shared module's answer for the same inputs, so the page is checked to the penny.
 */

/** The headline and detailed figures the page shows for `input`, as the module computes them. */
function expected(estimate: EstimateResponse, input: AppraisalInput) {
  const r = appraise(input, appraisalContextOf(estimate))
  return {
    'headline-money-in': money(r.totalMoneyInPence),
    'headline-profit': money(r.profitPence),
    'headline-return': percent(r.netYieldPercent),
    'headline-left-in': money(r.moneyLeftInPence),
    tax: money(r.tax.totalPence),
    'total-cost': money(r.totalCostPence),
    'gross-yield': percent(r.grossYieldPercent),
    'cash-flow': money(r.income!.netAnnualCashFlowPence),
    'finance-costs': money(r.finance.totalPence),
  }
}

async function expectFigures(page: Page, figures: Record<string, string>) {
  for (const [id, value] of Object.entries(figures)) await expect(page.getByTestId(`appraisal-${id}`)).toHaveText(value)
}

describeAtEachViewport(() => {
  test('an investor changes the rent, the price and the finance: every figure follows, and a reload keeps them', async ({
    page,
  }) => {
    // Made by this browser (its proof cookie), as the form would: the appraisal may then be saved on it.
    const res = await page.request.post('/api/estimates', {
      data: {
        projectType: 'buy_to_let_preparation',
        sizeSqm: 80,
        region: 'north',
        propertyAddress: '9 Ash Grove, Leeds',
      },
    })
    expect(res.status()).toBe(201)
    const { estimate } = (await res.json()) as { estimate: EstimateResponse }
    await page.goto(`/estimate/${estimate.id}`)
    const panel = page.getByRole('region', { name: 'Investment appraisal' })
    await expect(panel.getByRole('heading', { name: 'Investment appraisal' })).toBeVisible()
    // A buy-to-let estimate opens with the appraisal showing, on the suggested single let.
    await expect(panel.getByRole('radio', { name: 'Single let' })).toBeChecked()
    await expectFigures(page, expected(estimate, { strategy: 'single_let' }))
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    await panel.getByLabel('Purchase price').fill('185000')
    await expectFigures(page, expected(estimate, { strategy: 'single_let', purchasePricePence: 18_500_000 }))

    await panel.getByLabel('Rent a month').fill('1,150')
    const typed: AppraisalInput = { strategy: 'single_let', purchasePricePence: 18_500_000, monthlyRentPence: 115_000 }
    await expectFigures(page, expected(estimate, typed))

    await panel.getByRole('radio', { name: 'Cash' }).check()
    const cash: AppraisalInput = { ...typed, finance: { type: 'cash' } }
    await expectFigures(page, expected(estimate, cash))
    await expect(page.getByTestId('appraisal-icr-result')).toHaveText('No mortgage to test')
    await expect(page.getByTestId('appraisal-sensitivity').locator('tbody tr')).toHaveCount(7)
    // Not one reload on the way.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

    // Saved with the estimate: the API answers the same input and, from the same module, the same figures.
    await expect(page.getByTestId('appraisal-saved')).toBeVisible()
    const saved = (await (await page.request.get(`/api/estimates/${estimate.id}`)).json()) as {
      estimate: { appraisal: { input: AppraisalInput; result: { totalMoneyInPence: number } } | null }
    }
    expect(saved.estimate.appraisal?.input).toEqual(cash)
    expect(saved.estimate.appraisal?.result.totalMoneyInPence).toBe(
      appraise(cash, appraisalContextOf(estimate)).totalMoneyInPence,
    )

    await page.reload()
    await expect(panel.getByLabel('Purchase price')).toHaveValue('185000')
    await expect(panel.getByLabel('Rent a month')).toHaveValue('1150')
    await expect(panel.getByRole('radio', { name: 'Cash' })).toBeChecked()
    await expectFigures(page, expected(estimate, cash))

    // The report bought for this estimate carries the same appraisal as its appendix, page 11.
    const reportId = await buyThroughApi(page, estimate.id, 'investor@example.com')
    const view = await page.request.get(`/api/reports/${reportId}/view`)
    expect(view.status()).toBe(200)
    const appendix = pdfText(await view.body()).split('\f')[10] ?? ''
    expect(appendix).toContain('Appendix: investment appraisal')
    const r = appraise(cash, appraisalContextOf(estimate))
    // The key figures: money in and net yield, as the page shows them (whole pounds, two decimals).
    expect(appendix).toContain(pounds(r.totalMoneyInPence))
    expect(appendix).toContain(percent(r.netYieldPercent))
  })
})

test('the demo dashboard shows a labelled portfolio with each project’s figures and the totals', async ({ page }) => {
  await page.goto('/dashboard')
  const portfolio = page.getByTestId('portfolio')
  await expect(portfolio.getByRole('heading', { name: /Portfolio/ })).toBeVisible()
  await expect(portfolio.getByText('Demo', { exact: true })).toBeVisible()
  await expect(portfolio.getByText('Victorian terrace refurbishment')).toBeVisible()
  await expect(page.getByTestId('portfolio-totals')).toContainText('Portfolio total')
})
