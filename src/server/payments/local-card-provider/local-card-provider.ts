import { AppError, badRequest } from '#server/errors'
import { checkTestCard, type TestCardInput } from './cards'
import { clientSecretMatches, idOfClientSecret, newClientSecret, randomToken } from './client-secrets'

/** The card a subscription keeps for later charges (`subscriptions.test_card`): its last 4 digits, never its number. */
export interface SavedCard {
  last4: string
  /** The decline every later charge gets (4000 0000 0000 0341). */
  laterDecline?: { code: string; message: string } | undefined
}

/**
 * Something a card pays, as the feature that owns it keeps it: a report's PaymentIntent (`pi_test_…`) or a
 * subscription's first invoice (`in_test_…`).
 */
export interface Checkout {
  /** The hash of its client secret, as stored with it. */
  clientSecretSha256: string | null | undefined
  isPaid: boolean
  /** Throws when it can no longer be paid (cancelled, replaced, or what it buys is bought already). */
  assertPayable(): Promise<void>
  /** A declined card: it waits for another, keeping the decline's message. */
  recordDecline(message: string): Promise<void>
  /** The charge was taken with `card`; throws when it was taken by another payment meanwhile. */
  recordPaid(card: SavedCard): Promise<void>
}

/** How a feature's checkouts are found, and whether their card is charged once or kept for later charges. */
export interface CheckoutSource {
  /** `once`: a card whose later charges fail (0341) is declined now; `saved`: it is taken and kept. */
  use: 'once' | 'saved'
  /** The checkout an id names; undefined when there is none. */
  find(id: string): Promise<Checkout | undefined>
}

/** The objects TEST MODE makes, named as Stripe's with `_test_`: PaymentIntents, invoices, subscriptions. */
type ObjectPrefix = 'pi' | 'in' | 'sub'
/** What a card pays: a PaymentIntent (a report) or an invoice (a subscription's first). */
type CheckoutPrefix = 'pi' | 'in'

const paymentNotFound = () => new AppError('not_found', 'Payment not found. Please start the payment again.')

/**
 * The built-in TEST MODE card provider, a local Stripe (docs/decisions/045): used when no Stripe keys are set, and made
 * once for both report purchases and subscriptions, like the Stripe client. It holds Stripe's test cards and what a
 * charge of one does, the objects' ids, and their client secrets (of which the features store only a hash). The
 * features keep what was paid for in their own tables and say where through `acceptCheckouts`.
 */
export function createLocalCardProvider(deps: { now: () => Date }) {
  const sources = new Map<string, CheckoutSource>()

  /** Takes a card for a first charge: 400 naming each malformed field, 402 with Stripe's message on a decline. */
  async function charge(checkout: Checkout, card: TestCardInput, use: CheckoutSource['use']): Promise<SavedCard> {
    const checked = checkTestCard(card, deps.now())
    if (checked.outcome === 'invalid') throw badRequest(checked.errors.map((e) => e.message).join(' '), checked.errors)
    if (checked.outcome === 'declined') return decline(checkout, checked.message)
    const { last4, laterDecline } = checked
    // A one-off charge is all this card is asked for: one whose later charges fail (0341) is declined now.
    if (use === 'once' && laterDecline) return decline(checkout, laterDecline.message)
    return { last4, laterDecline }
  }

  async function decline(checkout: Checkout, message: string): Promise<never> {
    // Like Stripe: a declined attempt leaves the checkout waiting for another card.
    await checkout.recordDecline(message)
    throw new AppError('payment_failed', message)
  }

  return {
    kind: 'test' as const,
    /** The provider's clock: card expiry is checked against it, and TEST MODE's subscriptions renew by it. */
    now: deps.now,
    newId: (prefix: ObjectPrefix) => `${prefix}_test_${randomToken(24)}`,
    /** A client secret for the object `id`, and its hash: the features store the hash, never the secret. */
    newClientSecret,
    /** TEST MODE takes no money, so a refund is only its id (`re_test_…`, after the PaymentIntent's). */
    refundIdOf: (paymentIntentId: string) => `re_test_${paymentIntentId.slice('pi_test_'.length)}`,

    /** Where the checkouts whose ids start `<prefix>_test_` are kept (each feature says so once, when built). */
    acceptCheckouts(prefix: CheckoutPrefix, source: CheckoutSource) {
      sources.set(`${prefix}_test_`, source)
    },

    /**
     * Confirms what a client secret names with a card (POST /api/test-payments/confirm), as Stripe's test mode
     * would: success cards pay it, decline cards throw 402 with Stripe's message, malformed fields throw 400 naming
     * each field, an unknown or tampered secret 404. Idempotent: a paid checkout answers again without a charge.
     */
    async confirm(clientSecret: string, card: TestCardInput): Promise<{ id: string }> {
      const id = idOfClientSecret(clientSecret)
      const source = [...sources].find(([prefix]) => id.startsWith(prefix))?.[1]
      const checkout = await source?.find(id)
      if (!source || !checkout || !clientSecretMatches(clientSecret, checkout.clientSecretSha256))
        throw paymentNotFound()
      if (checkout.isPaid) return { id }
      await checkout.assertPayable()
      await checkout.recordPaid(await charge(checkout, card, source.use))
      return { id }
    },

    /** Charges a saved card off-session (a renewal, a plan change): the decline's message, or undefined when taken. */
    chargeSavedCard(card: SavedCard | null): string | undefined {
      if (!card) return 'No card is saved for this subscription.'
      return card.laterDecline?.message
    },
  }
}
export type LocalCardProvider = ReturnType<typeof createLocalCardProvider>
