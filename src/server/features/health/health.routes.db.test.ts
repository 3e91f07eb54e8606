import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/create-test-app'

describe('GET /api/health', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  test('answers 200 { status: "ok" } when the database answers and DATA_DIR takes a write', async () => {
    t = await createTestApp({ DATA_DIR: path.join(os.tmpdir(), `health-ok-${process.pid}`) })
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  test('many checks at once all answer 200 (they share one probe of the database and DATA_DIR)', async () => {
    t = await createTestApp({ DATA_DIR: path.join(os.tmpdir(), `health-burst-${process.pid}`) })
    let pings = 0
    const ping = t.database.ping.bind(t.database)
    t.database.ping = () => {
      pings++
      return ping()
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t!.app.inject({ method: 'GET', url: '/api/health' })),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 50 }, () => 200))
    expect(pings).toBeGreaterThan(0)
    expect(pings).toBeLessThan(50)
  })

  test('answers 503 problem+json with Retry-After when DATA_DIR cannot be written', async () => {
    // A DATA_DIR below a regular file can never be created, even by root.
    const file = path.join(os.tmpdir(), `health-file-${process.pid}`)
    await writeFile(file, 'not a directory')
    t = await createTestApp({ DATA_DIR: path.join(file, 'data') })
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.headers['retry-after']).toBe('5')
    expect(res.json()).toMatchObject({
      code: 'service_unavailable',
      detail: 'Unhealthy: the data directory is not writable.',
    })
  })

  test('answers 503 when the database does not answer', async () => {
    t = await createTestApp({ DATA_DIR: path.join(os.tmpdir(), `health-db-${process.pid}`) })
    const ping = t.database.ping
    t.database.ping = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))
    const res = await t.app.inject({ method: 'GET', url: '/api/health' })
    t.database.ping = ping
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ detail: 'Unhealthy: the database is not answering.' })
  })
})
