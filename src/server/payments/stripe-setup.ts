import type Stripe from 'stripe'
import { BILLING_PERIODS, PLANS, planPricePence, stripeLookupKey, type BillingPeriod } from '#shared/plans'
import { isStripeMissing } from './stripe-client'

export interface PriceSetupResult {
  lookupKey: string
  priceId: string
  amountPence: number
  outcome: 'created' | 'unchanged' | 'replaced'
}

const INTERVAL: Record<BillingPeriod, 'month' | 'year'> = { monthly: 'month', annual: 'year' }

/**
 * `npm run stripe:setup`: one Product per paid plan (`rce_pro`, `rce_business`) and one Price per billing period,
 * found by lookup key (`rce_pro_monthly`, …), at the VAT-inclusive pence in src/shared/plans.ts. Idempotent: a
 * second run changes nothing; a price changed in plans.ts gets a new Price that takes over the lookup key (Stripe
 * Prices cannot change amount) and the old one is archived, so existing subscribers keep theirs until changed.
 */
export async function setupStripePrices(stripe: Stripe): Promise<PriceSetupResult[]> {
  const results: PriceSetupResult[] = []
  for (const plan of PLANS.filter((p) => p.price.monthlyPence > 0)) {
    const productId = `rce_${plan.tier}`
    try {
      await stripe.products.retrieve(productId)
    } catch (err) {
      if (!isStripeMissing(err)) throw err
      await stripe.products.create({
        id: productId,
        name: `${plan.name} plan`,
        description: plan.description,
        metadata: { tier: plan.tier },
      })
    }
    for (const period of BILLING_PERIODS) {
      const lookupKey = stripeLookupKey(plan.tier, period)
      const amountPence = planPricePence(plan, period)
      const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
      const current = data[0]
      if (
        current &&
        current.unit_amount === amountPence &&
        current.currency === 'gbp' &&
        current.recurring?.interval === INTERVAL[period]
      ) {
        results.push({ lookupKey, priceId: current.id, amountPence, outcome: 'unchanged' })
        continue
      }
      const price = await stripe.prices.create({
        product: productId,
        currency: 'gbp',
        unit_amount: amountPence,
        // Our prices include 20% VAT (docs/product/decisions.md): Stripe Tax, if enabled, takes it out of the amount.
        tax_behavior: 'inclusive',
        recurring: { interval: INTERVAL[period] },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        nickname: `${plan.name} ${period}`,
        metadata: { tier: plan.tier, billingPeriod: period },
      })
      if (current) await stripe.prices.update(current.id, { active: false })
      results.push({ lookupKey, priceId: price.id, amountPence, outcome: current ? 'replaced' : 'created' })
    }
  }
  return results
}
