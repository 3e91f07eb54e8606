import { randomBytes } from 'node:crypto'

/**
 * Stripe Billing for the local fake Stripe (fake-stripe.ts): customers, products, prices with lookup keys,
 * subscriptions with their first invoice's confirmation secret (API 2025-03-31 "basil" and later: periods on the
 * items, no payment_intent on invoices), invoices, Customer Portal sessions, and the events Stripe would send.
 * Tests act as the customer and as Stripe's clock through the `FakeBilling` helpers.
 */

type Obj = Record<string, unknown> & { id: string }
export type FakeEvent = { id: string; object: 'event'; type: string; created: number; data: { object: Obj } } & Obj

const token = (n: number) => randomBytes(n).toString('base64url').replace(/[-_]/g, 'x').slice(0, n)
const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
const MONTH_S = 30 * 24 * 3600
const YEAR_S = 365 * 24 * 3600

export interface FakeBilling {
  customers: Map<string, Obj>
  products: Map<string, Obj>
  prices: Map<string, Obj>
  subscriptions: Map<string, Obj>
  invoices: Map<string, Obj>
  /** Every event, oldest first, shaped like Stripe's (`data.object` is the object as it was then). */
  events: FakeEvent[]
  /** The customer pays the first invoice with a card: the subscription goes active. */
  payFirstInvoice(subscriptionId: string): void
  /** Stripe renews at period end: `fail` leaves the new invoice open and the subscription past_due. */
  renew(subscriptionId: string, outcome?: 'paid' | 'fail' | 'action_required'): void
  /** Stripe gives up on a past_due subscription (its retry settings): unpaid or canceled. */
  endRetries(subscriptionId: string, status: 'unpaid' | 'canceled'): void
}

type Send = (status: number, data: unknown) => void
type Fail = (status: number, message: string, code?: string) => void
export type Route = (
  method: string,
  url: URL,
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
  send: Send,
  fail: Fail,
) => boolean

const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url })
const intervalOf = (price: Obj) => (price.recurring as { interval: string }).interval
const periodSeconds = (price: Obj) => (intervalOf(price) === 'year' ? YEAR_S : MONTH_S)

/** The billing part of the fake: returns its state, test helpers and the route handler fake-stripe.ts calls. */

export function createFakeBilling(now: () => Date = () => new Date()): FakeBilling & { route: Route } {
  const customers = new Map<string, Obj>()
  const products = new Map<string, Obj>()
  const prices = new Map<string, Obj>()
  const subscriptions = new Map<string, Obj>()
  const invoices = new Map<string, Obj>()
  const events: FakeEvent[] = []
  const idempotent = new Map<string, Obj>()
  let invoiceCount = 0

  const snapshot = (o: Obj) => JSON.parse(JSON.stringify(o)) as Obj
  function emit(type: string, object: Obj) {
    events.push({
      id: `evt_${token(24)}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: seconds(now()),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: snapshot(object) },
    })
  }

  const itemOf = (sub: Obj) => (sub.items as { data: Obj[] }).data[0]!
  function newInvoice(sub: Obj, reason: string, start: number, end: number): Obj {
    const price = itemOf(sub).price as Obj
    const id = `in_${token(24)}`
    const invoice: Obj = {
      id,
      object: 'invoice',
      customer: sub.customer,
      number: `FAKE-${String(++invoiceCount).padStart(4, '0')}`,
      status: 'open',
      billing_reason: reason,
      amount_due: price.unit_amount,
      amount_paid: 0,
      currency: 'gbp',
      created: seconds(now()),
      hosted_invoice_url: `https://invoice.stripe.com/i/${id}`,
      status_transitions: { paid_at: null },
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      lines: {
        object: 'list',
        data: [{ description: `1 × ${price.nickname ?? price.lookup_key}`, period: { start, end } }],
      },
      period_start: start,
      period_end: end,
      confirmation_secret: { type: 'payment_intent', client_secret: `pi_${token(24)}_secret_${token(24)}` },
    }
    invoices.set(id, invoice)
    sub.latest_invoice = id
    return invoice
  }
  function markPaid(invoice: Obj) {
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      status_transitions: { paid_at: seconds(now()) },
    })
  }
  const publicInvoice = (invoice: Obj, expand: string[]) => {
    const { confirmation_secret, ...rest } = invoice
    return expand.some((e) => e.endsWith('confirmation_secret')) ? invoice : { ...rest, confirmation_secret }
  }
  const expanded = (sub: Obj, expand: string[]) =>
    expand.some((e) => e.startsWith('latest_invoice'))
      ? {
          ...sub,
          latest_invoice: publicInvoice(
            invoices.get(sub.latest_invoice as string)!,
            expand.map((e) => e.replace('latest_invoice.', '')),
          ),
        }
      : sub
  const expandOf = (body: Record<string, unknown>) => (body.expand as string[] | undefined) ?? []

  function createSubscription(body: Record<string, unknown>, fail: Fail): Obj | undefined {
    const customer = customers.get(String(body.customer))
    if (!customer) return void fail(400, `No such customer: '${String(body.customer)}'`)
    const items = body.items as { price: string }[] | undefined
    const price = items?.[0] && prices.get(items[0].price)
    if (!price) return void fail(400, `No such price: '${String(items?.[0]?.price)}'`)
    if (body.payment_behavior !== 'default_incomplete') return void fail(400, 'fake-stripe expects default_incomplete')
    const start = seconds(now())
    const sub: Obj = {
      id: `sub_${token(24)}`,
      object: 'subscription',
      customer: customer.id,
      status: 'incomplete',
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      created: start,
      metadata: body.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: `si_${token(14)}`,
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: start + periodSeconds(price),
          },
        ],
      },
    }
    subscriptions.set(sub.id, sub)
    newInvoice(sub, 'subscription_create', start, start + periodSeconds(price))
    emit('customer.subscription.created', sub)
    return sub
  }

  function updateSubscription(sub: Obj, body: Record<string, unknown>) {
    if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true'
    const items = body.items as { id: string; price: string }[] | undefined
    if (items?.[0]) {
      const item = itemOf(sub)
      const price = prices.get(items[0].price)!
      const oldPrice = item.price as Obj
      item.price = price
      if (intervalOf(price) !== intervalOf(oldPrice)) {
        const start = seconds(now())
        Object.assign(item, { current_period_start: start, current_period_end: start + periodSeconds(price) })
        markPaid(newInvoice(sub, 'subscription_update', start, start + periodSeconds(price)))
      }
      sub.last_proration_behavior = body.proration_behavior
    }
    emit('customer.subscription.updated', sub)
  }

  function cancelNow(sub: Obj) {
    Object.assign(sub, {
      status: sub.status === 'incomplete' ? 'incomplete_expired' : 'canceled',
      canceled_at: seconds(now()),
      ended_at: seconds(now()),
    })
    emit('customer.subscription.deleted', sub)
  }

  const route: Route = (method, url, body, idempotencyKey, send, fail) => {
    const path = url.pathname
    const idMatch = /^\/v1\/(customers|products|prices|subscriptions|invoices)\/([^/]+)$/.exec(path)
    const store = { customers, products, prices, subscriptions, invoices }
    if (method === 'POST' && path === '/v1/customers') {
      const replay = idempotencyKey && idempotent.get(idempotencyKey)
      if (replay) return (send(200, replay), true)
      const customer: Obj = {
        id: `cus_${token(14)}`,
        object: 'customer',
        email: body.email ?? null,
        name: body.name ?? null,
        metadata: body.metadata ?? {},
        created: seconds(now()),
      }
      customers.set(customer.id, customer)
      if (idempotencyKey) idempotent.set(idempotencyKey, customer)
      return (send(200, customer), true)
    }
    if (method === 'POST' && path === '/v1/products') {
      const id = String(body.id ?? `prod_${token(14)}`)
      if (products.has(id)) return (fail(400, `Product already exists.`, 'resource_already_exists'), true)
      const product: Obj = {
        id,
        object: 'product',
        name: body.name,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        active: true,
      }
      products.set(id, product)
      return (send(200, product), true)
    }
    if (method === 'POST' && path === '/v1/prices') {
      const lookupKey = body.lookup_key as string | undefined
      const holder = [...prices.values()].find((p) => lookupKey && p.lookup_key === lookupKey)
      if (holder && body.transfer_lookup_key !== 'true')
        return (fail(400, `A price (${holder.id}) already uses that lookup key.`), true)
      if (holder) holder.lookup_key = null
      const price: Obj = {
        id: `price_${token(14)}`,
        object: 'price',
        product: body.product,
        unit_amount: Number(body.unit_amount),
        currency: body.currency,
        recurring: { interval: (body.recurring as { interval: string }).interval, interval_count: 1 },
        lookup_key: lookupKey ?? null,
        nickname: body.nickname ?? null,
        tax_behavior: body.tax_behavior ?? 'unspecified',
        active: true,
        metadata: body.metadata ?? {},
      }
      prices.set(price.id, price)
      return (send(200, price), true)
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = (body.lookup_keys as string[] | undefined) ?? []
      const found = [...prices.values()].filter(
        (p) => (keys.length === 0 || keys.includes(p.lookup_key as string)) && (body.active !== 'true' || p.active),
      )
      return (send(200, list(found, path)), true)
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const sub = createSubscription(body, fail)
      if (sub) send(200, expanded(sub, expandOf(body)))
      return true
    }
    if (method === 'GET' && (path === '/v1/subscriptions' || path === '/v1/invoices')) {
      const { customer, status } = body as { customer?: string; status?: string }
      const isSubscriptions = path === '/v1/subscriptions'
      // Like Stripe, subscriptions listed without a status leave out the canceled ones.
      const shown = (o: Obj) =>
        status === 'all' ||
        (status
          ? o.status === status
          : !isSubscriptions || !['canceled', 'incomplete_expired'].includes(o.status as string))
      const found = [...(isSubscriptions ? subscriptions : invoices).values()]
        .filter((o) => (!customer || o.customer === customer) && shown(o))
        .sort((a, b) => (b.created as number) - (a.created as number))
      return (send(200, list(found, path)), true)
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(String(body.customer)))
        return (fail(400, `No such customer: '${String(body.customer)}'`), true)
      return (
        send(200, {
          id: `bps_${token(14)}`,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.com/p/session/test_${token(24)}`,
        }),
        true
      )
    }
    if (!idMatch) return false
    const [, kind, id] = idMatch as unknown as [string, keyof typeof store, string]
    const found = store[kind].get(decodeURIComponent(id))
    if (!found) return (fail(404, `No such ${kind.slice(0, -1)}: '${id}'`), true)
    if (method === 'GET') return (send(200, kind === 'subscriptions' ? expanded(found, expandOf(body)) : found), true)
    if (method === 'POST' && kind === 'subscriptions') return (updateSubscription(found, body), send(200, found), true)
    if (method === 'POST' && kind === 'customers') {
      if (body.email !== undefined) found.email = body.email
      if (body.name !== undefined) found.name = body.name
      // Like Stripe, metadata keys are merged into what the customer has.
      if (body.metadata) found.metadata = { ...(found.metadata as object), ...(body.metadata as object) }
      return (send(200, found), true)
    }
    if (method === 'POST' && kind === 'prices') {
      if (body.active !== undefined) found.active = body.active === 'true'
      return (send(200, found), true)
    }
    if (method === 'DELETE' && kind === 'subscriptions') return (cancelNow(found), send(200, found), true)
    return false
  }

  return {
    customers,
    products,
    prices,
    subscriptions,
    invoices,
    events,
    route,
    payFirstInvoice(subscriptionId) {
      const sub = subscriptions.get(subscriptionId)!
      markPaid(invoices.get(sub.latest_invoice as string)!)
      sub.status = 'active'
      emit('invoice.paid', invoices.get(sub.latest_invoice as string)!)
      emit('customer.subscription.updated', sub)
    },
    renew(subscriptionId, outcome = 'paid') {
      const sub = subscriptions.get(subscriptionId)!
      const item = itemOf(sub)
      const start = item.current_period_end as number
      const end = start + periodSeconds(item.price as Obj)
      Object.assign(item, { current_period_start: start, current_period_end: end })
      const invoice = newInvoice(sub, 'subscription_cycle', start, end)
      if (outcome === 'paid') {
        markPaid(invoice)
        sub.status = 'active'
        emit('invoice.paid', invoice)
      } else {
        sub.status = 'past_due'
        emit(outcome === 'fail' ? 'invoice.payment_failed' : 'invoice.payment_action_required', invoice)
      }
      emit('customer.subscription.updated', sub)
    },
    endRetries(subscriptionId, status) {
      const sub = subscriptions.get(subscriptionId)!
      sub.status = status
      if (status === 'canceled') Object.assign(sub, { ended_at: seconds(now()), canceled_at: seconds(now()) })
      emit(status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated', sub)
    },
  }
}
