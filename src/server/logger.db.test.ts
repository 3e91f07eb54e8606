import { randomUUID } from 'node:crypto'
import Fastify from 'fastify'
import { pino } from 'pino'
import { expect, test } from 'vitest'
import { setupTestDatabase } from '#tests/helpers/lifecycle'
import { buildEstimateRow } from '#tests/factories/estimate'
import { users } from './db/schema/index'
import { createEstimatesRepository } from './features/estimates/estimates.repository'
import { createLoggerOptions } from './logger'
import { registerErrorHandler } from './plugins/error-handler'

const database = setupTestDatabase()

/** A logger with the app's options writing into an array, one parsed line per entry. */
function captureLog() {
  const lines: string[] = []
  const log = pino(createLoggerOptions('info'), { write: (line: string) => void lines.push(line) })
  return { log, lines }
}

async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (err) {
    return err
  }
  throw new Error('expected the query to fail')
}

test('a failed insert is logged without its parameters: no email, address or cost plan, and the line stays short', async () => {
  const repo = createEstimatesRepository(database.db)
  const bigPlan = { lineItems: Array.from({ length: 400 }, (_, i) => ({ id: `item-${i}`, pence: i * 1000 })) }
  const err = await errorOf(
    repo.insert(
      buildEstimateRow({
        email: 'jane.doe@example.com',
        propertyAddress: '12 Acacia Avenue, London',
        costBreakdown: bigPlan,
        projectId: randomUUID(), // no such project: a foreign key violation
      }),
    ),
  )
  expect(JSON.stringify((err as { params?: unknown }).params)).toContain('jane.doe@example.com')

  const { log, lines } = captureLog()
  log.error({ err }, 'unhandled error')
  expect(lines).toHaveLength(1)
  const line = lines[0]!
  expect(line).not.toContain('jane.doe')
  expect(line).not.toContain('Acacia')
  expect(line).not.toContain('item-399')
  expect(line.length).toBeLessThan(4000)
  const logged = JSON.parse(line).err
  expect(logged.message).toContain('insert into "estimates"')
  expect(logged.cause).toMatchObject({ code: '23503', constraint: expect.stringContaining('project_id') })
})

test("PostgreSQL's detail, which repeats the conflicting value, is not logged", async () => {
  await database.db.insert(users).values({ email: 'sam@example.org' })
  const err = await errorOf(database.db.insert(users).values({ email: 'sam@example.org' }))
  expect(String((err as { cause?: { detail?: string } }).cause?.detail)).toContain('sam@example.org')

  const { log, lines } = captureLog()
  log.error(err as Error)
  expect(lines[0]).not.toContain('sam@example.org')
  expect(JSON.parse(lines[0]!).err.cause.code).toBe('23505')
})

test('email addresses in error messages and request bodies are masked', () => {
  const { log, lines } = captureLog()
  log.error({ err: new Error('550 5.1.1 <who@example.net>: Recipient address rejected'), email: 'who@example.net' })
  log.info({ body: { email: 'who@example.net' } }, 'request body')
  expect(lines.join('\n')).not.toContain('who@example.net')
  expect(JSON.parse(lines[0]!).err.message).toBe('550 5.1.1 <[email]>: Recipient address rejected')
})

test("the error handler's log line for a failed query, through Fastify's request logger, holds no parameters", async () => {
  const lines: string[] = []
  const app = Fastify({
    logger: { ...createLoggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } },
  })
  registerErrorHandler(app)
  app.post('/fail', async () => {
    await database.db.insert(users).values({ email: 'dup@example.com' })
    await database.db.insert(users).values({ email: 'dup@example.com' })
  })
  const res = await app.inject({ method: 'POST', url: '/fail', payload: { email: 'dup@example.com' } })
  await app.close()
  expect(res.statusCode).toBe(500)
  const errorLine = lines.find((line) => line.includes('unhandled error'))
  expect(errorLine).toContain('DrizzleQueryError')
  expect(lines.join('\n')).not.toContain('dup@example.com')
})
