import { describe, expect, it } from 'vitest'
import type { AppError } from '#server/errors'
import { createLocalCardProvider, type CheckoutSource, type SavedCard } from './local-card-provider'

const NOW = new Date('2026-11-24T12:00:00Z')
const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2034, cvc: '123' })

/** One checkout kept in memory, as a feature keeps its own: what the provider recorded on it. */
function memoryCheckouts(use: CheckoutSource['use']) {
  const recorded: { declines: string[]; paidWith?: SavedCard } = { declines: [] }
  const hashes = new Map<string, string>()
  const source: CheckoutSource = {
    use,
    find: async (id) =>
      hashes.has(id)
        ? {
            clientSecretSha256: hashes.get(id),
            isPaid: recorded.paidWith !== undefined,
            assertPayable: async () => undefined,
            recordDecline: async (message) => void recorded.declines.push(message),
            recordPaid: async (saved) => void (recorded.paidWith = saved),
          }
        : undefined,
  }
  return { recorded, hashes, source }
}

function open(use: CheckoutSource['use'], prefix: 'pi' | 'in' = use === 'once' ? 'pi' : 'in') {
  const cards = createLocalCardProvider({ now: () => NOW })
  const { recorded, hashes, source } = memoryCheckouts(use)
  cards.acceptCheckouts(prefix, source)
  const id = cards.newId(prefix)
  const { clientSecret, clientSecretSha256 } = cards.newClientSecret(id)
  hashes.set(id, clientSecretSha256)
  return { cards, recorded, id, clientSecret }
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (err: AppError) => ({ code: err.code, message: err.message }),
  )

describe('the TEST MODE card provider', () => {
  it('names objects as Stripe does, with _test_, and stores only a hash of a client secret', () => {
    const cards = createLocalCardProvider({ now: () => NOW })
    const id = cards.newId('pi')
    expect(id).toMatch(/^pi_test_[A-Za-z0-9]{24}$/)
    expect(cards.newId('sub')).toMatch(/^sub_test_[A-Za-z0-9]{24}$/)
    const { clientSecret, clientSecretSha256 } = cards.newClientSecret(id)
    expect(clientSecret).toMatch(new RegExp(`^${id}_secret_[A-Za-z0-9]{24}$`))
    expect(clientSecretSha256).toMatch(/^[0-9a-f]{64}$/)
    expect(cards.refundIdOf(id)).toBe(`re_test_${id.slice('pi_test_'.length)}`)
  })

  it('pays a checkout once with a success card, then answers it again without a charge', async () => {
    const { cards, recorded, id, clientSecret } = open('once')
    expect(await cards.confirm(clientSecret, card('4242424242424242'))).toEqual({ id })
    expect(recorded.paidWith).toEqual({ last4: '4242', laterDecline: undefined })
    expect(await cards.confirm(clientSecret, card('4000000000000002'))).toEqual({ id })
    expect(recorded.declines).toEqual([])
  })

  it('records a decline on the checkout and answers 402 with its message', async () => {
    const { cards, recorded, clientSecret } = open('once')
    expect(await failure(cards.confirm(clientSecret, card('4000000000009995')))).toEqual({
      code: 'payment_failed',
      message: 'Your card has insufficient funds.',
    })
    expect(recorded).toEqual({ declines: ['Your card has insufficient funds.'] })
  })

  it('declines 0341 for a one-off charge, and keeps it for a subscription whose later charges it fails', async () => {
    const once = open('once')
    expect(await failure(once.cards.confirm(once.clientSecret, card('4000000000000341')))).toMatchObject({
      code: 'payment_failed',
    })
    const saved = open('saved')
    await saved.cards.confirm(saved.clientSecret, card('4000000000000341'))
    expect(saved.recorded.paidWith).toMatchObject({ last4: '0341', laterDecline: { code: 'card_declined' } })
    expect(saved.cards.chargeSavedCard(saved.recorded.paidWith!)).toBe('Your card was declined.')
    expect(saved.cards.chargeSavedCard({ last4: '4242' })).toBeUndefined()
    expect(saved.cards.chargeSavedCard(null)).toBe('No card is saved for this subscription.')
  })

  it('answers 404 for a secret it has no checkout for, or one that does not match', async () => {
    const { cards, id } = open('once')
    for (const secret of [`${id}_secret_AAAAAAAAAAAAAAAAAAAAAAAA`, 'in_test_x_secret_y', 'garbage']) {
      expect(await failure(cards.confirm(secret, card('4242424242424242')))).toMatchObject({ code: 'not_found' })
    }
  })
})
