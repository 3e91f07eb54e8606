import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, test } from 'vitest'
import { pdfReports } from '../../src/server/db/schema/index'
import type { ReportMetadata } from '../../src/server/features/reports/reports.repository'
import { BUYER_EMAIL, insertPricedEstimate, SUCCESS_CARD } from '../helpers/report-purchase'
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox'
import { createPostgresTestDatabase, POSTGRES_SKIP_MESSAGE } from '../helpers/test-database'

// The server and this test share a PostgreSQL database, so the test can watch the report row while the
// server works (an embedded PGlite data dir can be opened by one process only).
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!hasPostgres) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)

const servers: ChildProcess[] = []
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const child of servers.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  return typeof address === 'object' && address ? address.port : 0
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** The real server (`tsx src/server/main.ts`) as a child process; its output is kept for a failure message. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  servers.push(child)
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${env.PORT}`
  await until(
    'the server answers /api/health',
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`)
      return (await fetch(`${url}/api/health`).catch(() => undefined))?.ok || undefined
    },
    60_000,
    200,
  )
  return { child, url, output: () => output }
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
  return res.json() as Promise<Record<string, string>>
}

describe.skipIf(!hasPostgres)('a server killed while it renders a paid report', () => {
  test('finishes the report after a restart (rendered, emailed) within a minute, with nobody visiting it', async () => {
    const database = (await createPostgresTestDatabase())!
    cleanups.push(() => database.close())
    const inbox: SmtpInbox = await startSmtpInbox()
    cleanups.push(() => inbox.close())
    const dataDir = mkdtempSync(path.join(tmpdir(), 'report-crash-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const env = {
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SMTP_URL: inbox.url,
      LINK_SIGNING_SECRET: 'report-crash-test-link-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'true',
    }

    const first = await startServer(env)
    const estimate = await insertPricedEstimate(database)
    const intent = await post(`${first.url}/api/create-payment-intent`, { amount: 6.99, estimateId: estimate.id })
    await post(`${first.url}/api/test-payments/confirm`, { clientSecret: intent.clientSecret, ...SUCCESS_CARD })
    // The buyer's verify starts the render; the server dies (kill -9) as soon as the report row exists.
    const verify = post(`${first.url}/api/verify-payment-and-generate-report`, {
      paymentIntentId: intent.paymentIntentId,
      estimateId: estimate.id,
    }).catch((err: Error) => err)
    const reportRow = async () =>
      (await database.db.select().from(pdfReports).where(eq(pdfReports.paymentIntentId, intent.paymentIntentId!)))[0]
    await until('the report row exists', reportRow, 30_000, 5)
    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))
    expect(await verify).toBeInstanceOf(Error)
    const orphan = (await reportRow())!
    // The render was cut off: nothing stored, nothing sent (else this run did not test a crash).
    expect(orphan.status, first.output()).toBe('pending')
    expect(inbox.messages).toHaveLength(0)

    const restartedAt = Date.now()
    const second = await startServer(env)
    const ready = await until(
      'the report is rendered and emailed',
      async () => {
        const row = await reportRow()
        return row?.status === 'ready' && (row.reportMetadata as ReportMetadata).emailedAt ? row : undefined
      },
      60_000,
      250,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${second.output()}`)
    })
    const mail = await inbox.waitForMessage(0, 5_000)
    const finishedMs = Date.now() - restartedAt
    process.stdout.write(`  report finished ${finishedMs} ms after the restart\n`)

    expect(finishedMs).toBeLessThan(60_000)
    expect(ready.pdfData!.subarray(0, 5).toString()).toBe('%PDF-')
    expect(mail.to?.[0]?.address).toBe(BUYER_EMAIL)
    expect(mail.subject).toBe(`Your Professional QS Report ${ready.reportId}`)
    expect(mail.attachments[0]?.mimeType).toBe('application/pdf')
    expect(inbox.messages).toHaveLength(1)
  }, 150_000)
})
