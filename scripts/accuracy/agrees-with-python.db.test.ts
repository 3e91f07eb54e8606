import { execFile, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '#tests/helpers/server-process'
import { PUBLISHED_SETS, sharedDir } from './published-sets'

/**
 * The reference scorer (research/bench/score-published.py, docs/product/decisions.md#measuring-accuracy) against the
 * running app, and `npm run accuracy -- --csv` in process, on both published sets: the same rows, the same failures,
 * the same figures to the script's rounding. Reads research/ (or SHARED_DIR) and needs python3.
 */
const run = promisify(execFile)
const root = path.resolve(__dirname, '../..')
const shared = sharedDir(root)
const hasPython = spawnSync('python3', ['--version']).status === 0

/** The last line's key=value pairs. */
function lastLine(stdout: string): Record<string, string> {
  const last = stdout.trim().split('\n').at(-1)!
  return Object.fromEntries(last.split(' ').map((kv) => kv.split('=') as [string, string]))
}

describe.skipIf(!hasPython)('npm run accuracy agrees with score-published.py', () => {
  let server: ServerProcess
  let dataDir: string
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'accuracy-agrees-'))
    server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMITS: 'off' })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it.each(PUBLISHED_SETS.map((s) => s.file))(
    '%s: same n, failed, median, p80 and containment',
    async (file) => {
      const csv = path.join(shared!, 'data', file)
      const [python, ours] = await Promise.all([
        run('python3', [path.join(shared!, 'bench', 'score-published.py'), server.url, csv], { timeout: 240_000 }),
        run('npm', ['run', '--silent', 'accuracy', '--', '--csv', csv], { cwd: root, timeout: 240_000 }),
      ])
      const p = lastLine(python.stdout)
      const o = lastLine(ours.stdout)
      expect(Object.keys(o)).toEqual(['median_abs_error', 'p80_abs_error', 'range_contains', 'n', 'failed'])
      expect(Number(p.n)).toBeGreaterThan(50)
      expect({ n: o.n, failed: o.failed }).toEqual({ n: p.n, failed: p.failed })
      for (const [ours, theirs] of [
        ['median_abs_error', 'mape_median'],
        ['p80_abs_error', 'p80'],
        ['range_contains', 'contained'],
      ] as const)
        expect(Math.abs(Number(o[ours]) - Number(p[theirs])), `${ours} ${o[ours]} vs ${p[theirs]}`).toBeLessThanOrEqual(
          0.001,
        )
    },
    300_000,
  )
})
