import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Keeps `npm run test:unit` fast: a test that opens a database, renders a PDF or starts a process belongs in the
 * `db` tier, named `*.db.test.ts` (vitest.config.ts). This reads each unit test's imports and refuses the ones that
 * reach for those directly.
 */
const SLOW_IMPORTS = [
  /helpers\/(test-database|create-test-app|postgres-instance|server-process|smtp-inbox|report-purchase-routes|report-purchase|pglite-pool|report-crash|subscriptions|accounts|teams|lifecycle|inject)['/]/,
  /@electric-sql\/pglite/,
  /from 'pg'/,
  /server\/db\/client/,
  /render-report-pdf|render-in-worker|renderToBuffer/,
  /node:child_process/,
]

const root = path.resolve(import.meta.dirname, '..')

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'e2e' || entry.name === 'node_modules' ? [] : testFiles(relative)
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

describe('test tiers', () => {
  const unitTests = ['src', 'tests', 'scripts'].flatMap(testFiles).filter((file) => !file.endsWith('.db.test.ts'))

  it('finds the unit tests', () => {
    expect(unitTests.length).toBeGreaterThan(40)
  })

  it.each(unitTests)('%s stays pure (a database, PDF or process test is named *.db.test.ts)', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8')
    const imports = source.split('\n').filter((line) => /^\s*(import|} from|from)\b|import\(/.test(line))
    const slow = imports.filter((line) => SLOW_IMPORTS.some((pattern) => pattern.test(line)))
    expect(slow).toEqual([])
  })
})
