import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { createFakeBilling, type FakeBilling } from './fake-stripe-billing'

/** A PaymentIntent as the fake keeps it: the subset of Stripe's object the app reads. */
export interface FakePaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  payment_method_types: string[]
  receipt_email: string | null
  description: string | null
  last_payment_error: { type: string; code: string; message: string } | null
  created: number
  livemode: false
}

/** A refund as the fake keeps it: the subset of Stripe's object the app reads. */
export interface FakeRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  reason: string | null
  metadata: Record<string, string>
  status: 'succeeded'
  created: number
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:54321, for STRIPE_API_BASE. */
  url: string
  intents: Map<string, FakePaymentIntent>
  /** Refunds made, oldest first. A PaymentIntent is refunded once in full (a second refund is refused, as by Stripe). */
  refunds: FakeRefund[]
  /** Every request the SDK made: method, path, form body. */
  requests: { method: string; path: string; body: Record<string, unknown>; authorization: string | undefined }[]
  /** Marks an intent succeeded, as if the buyer's card was charged; throws, charging nothing, if it is not payable. */
  succeed(id: string): FakePaymentIntent
  /** Marks an intent's last attempt declined (status back to requires_payment_method). */
  decline(id: string, message?: string): FakePaymentIntent
  /** Adds an intent directly (e.g. one the app never created). */
  put(intent: Partial<FakePaymentIntent> & { amount: number }): FakePaymentIntent
  /** Stripe Billing: customers, prices, subscriptions, invoices, portal sessions and their events. */
  billing: FakeBilling
  close(): Promise<void>
}

/** The statuses Stripe lets a PaymentIntent be cancelled from (and a buyer's card confirm from). */
const CANCELABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'])

const token = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n)

/** Decodes Stripe's form encoding (`metadata[estimateId]=…`, `payment_method_types[0]=card`) into objects. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/\[|\]/).filter(Boolean)
    let target = out as Record<string, unknown>
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        target[part] = value
      } else {
        target[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}
        target = target[part] as Record<string, unknown>
      }
    })
  }
  return out
}

function stripeError(res: http.ServerResponse, status: number, message: string, code = 'resource_missing') {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token(12)}` })
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }))
}

/**
 * A local fake of the Stripe API on 127.0.0.1 (random port) implementing what the app's Stripe SDK calls:
 * create, retrieve and cancel PaymentIntents, refund them (POST and GET /v1/refunds), and Stripe Billing (fake-stripe-billing.ts). The real `stripe` package talks
 * to it (STRIPE_API_BASE). `now` is Stripe's clock for Billing (tests move it).
 */
export async function startFakeStripe(now?: () => Date): Promise<FakeStripe> {
  const billing = createFakeBilling(now)
  const intents = new Map<string, FakePaymentIntent>()
  const refunds: FakeRefund[] = []
  /** Stripe replays the first answer to a repeated Idempotency-Key. */
  const refundsByKey = new Map<string, FakeRefund>()
  const requests: FakeStripe['requests'] = []

  function put(partial: Partial<FakePaymentIntent> & { amount: number }): FakePaymentIntent {
    const id = partial.id ?? `pi_${token(24)}`
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      currency: 'gbp',
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${token(24)}`,
      metadata: {},
      payment_method_types: ['card'],
      receipt_email: null,
      description: null,
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      ...partial,
    }
    intents.set(id, intent)
    return intent
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake-stripe')
      const body = parseForm(req.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'))
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body, authorization: req.headers.authorization })
      if (!req.headers.authorization?.startsWith('Bearer sk_')) {
        res.writeHead(401, { 'content-type': 'application/json' })
        return res.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
        )
      }
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token(12)}` })
        res.end(JSON.stringify(data))
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const amount = Number(body.amount)
        if (!Number.isInteger(amount) || amount < 30)
          return stripeError(res, 400, 'Amount must be at least £0.30 gbp', 'amount_too_small')
        return send(
          200,
          put({
            amount,
            currency: String(body.currency ?? 'gbp'),
            metadata: (body.metadata as Record<string, string>) ?? {},
            payment_method_types: ((body.allowed_payment_method_types ?? body.payment_method_types) as string[]) ?? [
              'card',
            ],
            receipt_email: (body.receipt_email as string) ?? null,
            description: (body.description as string) ?? null,
          }),
        )
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname)
      if (req.method === 'POST' && cancel) {
        const intent = intents.get(decodeURIComponent(cancel[1]!))
        if (!intent) return stripeError(res, 404, `No such payment_intent: '${cancel[1]}'`)
        if (!CANCELABLE.has(intent.status))
          return stripeError(
            res,
            400,
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            'payment_intent_unexpected_state',
          )
        Object.assign(intent, { status: 'canceled', cancellation_reason: body.cancellation_reason ?? null })
        return send(200, intent)
      }
      const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && match) {
        const intent = intents.get(decodeURIComponent(match[1]!))
        return intent ? send(200, intent) : stripeError(res, 404, `No such payment_intent: '${match[1]}'`)
      }
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined
      const fail = (status: number, message: string, code?: string) => stripeError(res, status, message, code)
      if (url.pathname === '/v1/refunds') {
        if (req.method === 'GET') {
          const data = refunds.filter((r) => !body.payment_intent || r.payment_intent === body.payment_intent)
          return send(200, { object: 'list', data: data.reverse(), has_more: false, url: '/v1/refunds' })
        }
        const replayed = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined
        if (replayed) return send(200, replayed)
        const intent = intents.get(String(body.payment_intent ?? ''))
        if (!intent) return fail(404, `No such payment_intent: '${String(body.payment_intent)}'`)
        if (intent.status !== 'succeeded')
          return fail(
            400,
            `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
            'charge_not_refundable',
          )
        if (refunds.some((r) => r.payment_intent === intent.id))
          return fail(400, `Charge for ${intent.id} has already been refunded.`, 'charge_already_refunded')
        const refund: FakeRefund = {
          id: `re_${token(24)}`,
          object: 'refund',
          amount: intent.amount,
          currency: intent.currency,
          payment_intent: intent.id,
          reason: (body.reason as string) ?? null,
          metadata: (body.metadata as Record<string, string>) ?? {},
          status: 'succeeded',
          created: Math.floor(Date.now() / 1000),
        }
        refunds.push(refund)
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund)
        return send(200, refund)
      }
      if (billing.route(req.method ?? 'GET', url, body, idempotencyKey, send, fail)) return
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`, 'unrecognized_url')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const get = (id: string) => {
    const intent = intents.get(id)
    if (!intent) throw new Error(`fake-stripe: no PaymentIntent ${id}`)
    return intent
  }
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    put,
    billing,
    succeed(id) {
      const intent = get(id)
      // Stripe.js cannot confirm a cancelled (or already paid) intent: the buyer's card is not charged.
      if (!CANCELABLE.has(intent.status)) throw new Error(`fake-stripe: cannot confirm ${id}: it is ${intent.status}`)
      Object.assign(intent, { status: 'succeeded', last_payment_error: null })
      return intent
    },
    decline(id, message = 'Your card was declined.') {
      const intent = get(id)
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message },
      })
      return intent
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
