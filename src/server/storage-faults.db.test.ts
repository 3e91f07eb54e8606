import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import { describe, expect, test } from 'vitest'
import { createDatabase } from './db/client'
import { registerErrorHandler } from './plugins/error-handler'
import { DataDirError, prepareWritableDir, storageFaultOf } from './storage-faults'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A regular file: a DATA_DIR below it can never be made (ENOTDIR), even for root, who ignores permissions. */
function fileInTheWay(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'data-dir-')), 'not-a-folder')
  writeFileSync(file, '')
  return file
}

/** Linux's /dev/full: every write fails with a genuine ENOSPC, the error a full disk gives. */
const FULL_DEVICE = '/dev/full'
const errorOf = (work: () => unknown): unknown => {
  try {
    work()
  } catch (err) {
    return err
  }
  throw new Error('expected a failure')
}

describe('storageFaultOf', () => {
  test.runIf(existsSync(FULL_DEVICE))('recognises a real ENOSPC from the file system', () => {
    const err = errorOf(() => writeFileSync(FULL_DEVICE, 'x'))
    expect(storageFaultOf(err)).toEqual({ code: 'ENOSPC' })
    const mkdirErr = errorOf(() => prepareWritableDir(path.join(fileInTheWay(), 'x')))
    expect(storageFaultOf((mkdirErr as Error).cause)).toMatchObject({ code: 'ENOTDIR', path: expect.any(String) })
  })

  test("recognises PGlite's bare ErrnoError and PostgreSQL's disk_full inside Drizzle's wrapper", () => {
    // The shape PGlite throws on a full disk at start (reproduced on a 2 MB tmpfs): no message, no code, no path.
    const pgliteError = Object.assign(Object.create(null) as object, { name: 'ErrnoError', errno: 51 })
    expect(storageFaultOf(pgliteError)).toEqual({ code: 'ENOSPC' })
    expect(storageFaultOf({ name: 'ErrnoError', errno: 69 })).toEqual({ code: 'EROFS' })
    // PGlite at run time on a full disk (reproduced): DrizzleQueryError caused by 53100 "could not extend file".
    const drizzleError = new Error('Failed query: insert into "users"', {
      cause: Object.assign(new Error('could not extend file "base/5/16429": No space left on device'), {
        code: '53100',
      }),
    })
    expect(storageFaultOf(drizzleError)).toEqual({ code: 'ENOSPC' })
  })

  test('ignores errors that are not disk faults', () => {
    expect(storageFaultOf(new Error('boom'))).toBeUndefined()
    expect(storageFaultOf(Object.assign(new Error('missing'), { code: 'ENOENT' }))).toBeUndefined()
    expect(storageFaultOf({ name: 'ErrnoError', errno: 44 })).toBeUndefined() // ENOENT
    expect(storageFaultOf(Object.assign(new Error('duplicate'), { code: '23505' }))).toBeUndefined()
  })
})

describe('DATA_DIR at start-up', () => {
  test('a DATA_DIR below a file fails with the path and the cause, not a bare mkdir error', () => {
    const file = fileInTheWay()
    const err = errorOf(() => prepareWritableDir(path.join(file, 'data', 'outbox')))
    expect(err).toBeInstanceOf(DataDirError)
    const message = (err as Error).message
    expect(message).toContain(path.join(file, 'data', 'outbox'))
    expect(message).toContain(`(at ${file})`)
    expect(message).toContain('a part of the path is a file, not a folder (ENOTDIR)')
  })

  test('the embedded database refuses such a DATA_DIR the same way', async () => {
    const file = fileInTheWay()
    await expect(createDatabase({ DATA_DIR: path.join(file, 'data') })).rejects.toThrow(
      new RegExp(`cannot write to ${path.join(file, 'data', 'pglite')}.*ENOTDIR`),
    )
  })

  test('the server exits 1 with one clear line naming the folder and the cause', async () => {
    const file = fileInTheWay()
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: '0',
        DATA_DIR: path.join(file, 'data'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output.trim()).toBe(
      `Cannot start: DATA_DIR is not usable: cannot write to ${path.join(file, 'data', 'pglite')} (at ${file}): ` +
        'a part of the path is a file, not a folder (ENOTDIR). Move the file out of the way, or set DATA_DIR to a writable folder.',
    )
  }, 60_000)
})

test.runIf(existsSync(FULL_DEVICE))(
  'a write that fails for a full disk at run time answers 503 problem+json, logged as a storage fault',
  async () => {
    const lines: string[] = []
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } })
    registerErrorHandler(app)
    app.post('/save', async () => {
      await writeFile(FULL_DEVICE, 'a support message') // the real ENOSPC, as from a full DATA_DIR
      return { saved: true }
    })
    const res = await app.inject({ method: 'POST', url: '/save' })
    await app.close()
    expect(res.statusCode).toBe(503)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(res.headers['retry-after']).toBe('300')
    expect(res.json()).toMatchObject({ code: 'service_unavailable', detail: expect.stringContaining('storage') })
    expect(JSON.parse(lines[0]!)).toMatchObject({
      storageFault: 'ENOSPC',
      msg: 'storage fault: a write to disk failed',
    })
  },
)
