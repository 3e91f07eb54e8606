/**
 * Creates (or checks) the Stripe Products and Prices for Pro and Business from src/shared/plans.ts, by lookup key.
 * Run once per Stripe account (test and live): `STRIPE_SECRET_KEY=sk_… npm run stripe:setup`. Safe to run again.
 */
import { loadEnv } from '../src/server/env'
import { createStripeClient } from '../src/server/payments/stripe-client'
import { setupStripePrices } from '../src/server/payments/stripe-setup'

const env = loadEnv()
if (!env.STRIPE_SECRET_KEY) {
  console.error('STRIPE_SECRET_KEY is not set: nothing to set up (without it the app runs in TEST MODE).')
  process.exit(1)
}
const results = await setupStripePrices(createStripeClient({ ...env, STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY }))
for (const r of results)
  console.log(`${r.lookupKey.padEnd(22)} ${r.priceId.padEnd(32)} ${r.amountPence} pence  ${r.outcome}`)
