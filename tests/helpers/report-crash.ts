import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect } from 'vitest'
import { createDatabase, type Database } from '#server/db/client'
import { insertPricedEstimate, SUCCESS_CARD } from './report-purchase'
import { startServerProcess, type ServerProcess } from './server-process'
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox'
import { createPostgresTestDatabase, POSTGRES_SKIP_MESSAGE } from './test-database'

// What tests/integration/report-crash.*.db.test.ts share: the real server (`src/server/main.ts`) as a child
// process, killed with SIGKILL while it renders a paid report (decision 022: the report was finished after a
// restart but its payment never pointed at it, so the estimate page offered neither the report nor a way to buy it).
// On PostgreSQL the test watches the rows while the server works; an embedded PGlite data dir opens in one process
// only, so there it reads them once the server stopped. One file per case, so the cases' waits (a crashed run is
// failed over by pg-boss after its expiry) overlap with other files'.

const servers: ServerProcess[] = []
const cleanups: (() => Promise<void> | void)[] = []
/** Kills the servers and removes what a case set up: each file's `afterEach`. */
export async function cleanUpCrashes() {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
}

/** A crash case on PostgreSQL, skipped (saying why) without TEST_DATABASE_URL; its servers are killed after it. */
export function describeCrashOnPostgres(cases: () => void) {
  const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
  if (!hasPostgres) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)
  afterEach(cleanUpCrashes)
  describe.skipIf(!hasPostgres)('a server killed while it renders a paid report, on PostgreSQL', cases)
}

export async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

async function start(env: Record<string, string>) {
  const server = await startServerProcess(env)
  servers.push(server)
  return server
}

/** The buyer's browser: the proof cookie the payment routes set (docs/decisions/021), as `name=value` pairs. */
let buyerCookies: string[] = []

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(buyerCookies.length ? { cookie: buyerCookies.join('; ') } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
  for (const c of res.headers.getSetCookie()) buyerCookies.push(c.split(';')[0]!)
  return res.json() as Promise<Record<string, string>>
}

export interface Setup {
  env: Record<string, string>
  /** The database the server uses, open in this process: for PGlite only while no server runs. */
  open(): Promise<Database>
  /** Closes what `open` opened, unless the database must stay open (PostgreSQL). */
  done(database: Database): Promise<void>
}

export async function setUp(kind: 'postgres' | 'pglite'): Promise<Setup & { inbox: SmtpInbox }> {
  const inbox = await startSmtpInbox()
  cleanups.push(() => inbox.close())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'report-crash-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    LINK_SIGNING_SECRET: 'report-crash-test-link-secret-0123456789abcdef',
    JOBS_ENABLED: 'true',
  }
  if (kind === 'pglite') {
    return {
      inbox,
      env,
      open: () => createDatabase({ DATA_DIR: dataDir }),
      done: (database) => database.close(),
    }
  }
  const database = (await createPostgresTestDatabase())!
  cleanups.push(() => database.close())
  return { inbox, env: { ...env, DATABASE_URL: database.url }, open: async () => database, done: async () => {} }
}

/** What the buyer's estimate page reads: GET /api/estimates/{id}, from the browser that paid. */
async function reportStateOf(url: string, estimateId: string) {
  const res = await fetch(`${url}/api/estimates/${estimateId}`, { headers: { cookie: buyerCookies.join('; ') } })
  expect(res.status).toBe(200)
  const { estimate } = (await res.json()) as { estimate: { hasReport: boolean; reportId: string | null } }
  return estimate
}

/**
 * Buys a report, kills the server with SIGKILL `killAfterMs` after the verify request went out (or, with
 * `whenRowExists`, as soon as the report row exists), and restarts it.
 */
export async function crashMidRender(
  setup: Setup,
  kill: { afterMs: number } | { whenRowExists: (paymentIntentId: string) => Promise<unknown> },
) {
  buyerCookies = []
  const seed = await setup.open()
  const estimate = await insertPricedEstimate(seed)
  await setup.done(seed)
  const first = await start(setup.env)
  const intent = await post(`${first.url}/api/create-payment-intent`, { amount: 6.99, estimateId: estimate.id })
  await post(`${first.url}/api/test-payments/confirm`, { clientSecret: intent.clientSecret, ...SUCCESS_CARD })
  const verify = post(`${first.url}/api/verify-payment-and-generate-report`, {
    paymentIntentId: intent.paymentIntentId,
    estimateId: estimate.id,
  }).catch((err: Error) => err)
  if ('afterMs' in kill) await new Promise((resolve) => setTimeout(resolve, kill.afterMs))
  else await until('the report row exists', () => kill.whenRowExists(intent.paymentIntentId!), 30_000, 5)
  first.child.kill('SIGKILL')
  await first.exited
  const answered = await verify
  const restartedAt = Date.now()
  const second = await start(setup.env)
  return { estimate, paymentIntentId: intent.paymentIntentId!, answered, first, second, restartedAt }
}

/** After the restart: the estimate names its report at once, and its view serves the PDF once the job finished. */
export async function expectReachable(url: string, estimateId: string) {
  const state = await reportStateOf(url, estimateId)
  expect(state.hasReport).toBe(true)
  expect(state.reportId).toMatch(/^QSR-/)
  const pdf = await until(
    'the report view serves the PDF',
    async () => {
      const res = await fetch(`${url}/api/reports/${state.reportId}/view`)
      return res.status === 200 ? Buffer.from(await res.arrayBuffer()) : undefined
    },
    90_000,
    500,
  )
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  return state.reportId!
}
