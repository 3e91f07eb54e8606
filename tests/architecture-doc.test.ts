import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// docs/architecture.md is checked against the tree: every feature and shared folder is on the map,
// every path it names exists, and every decision record is listed. A moved file or a new feature fails here until
// the document says so.

const root = path.resolve(__dirname, '..')
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
const foldersIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

test('every server feature, client feature and shared folder is named on the map', () => {
  const missing = [
    ...foldersIn('src/server/features').map((name) => `src/server/features/${name}`),
    ...foldersIn('src/client/features').map((name) => `src/client/features/${name}`),
    ...foldersIn('src/shared').map((name) => `src/shared/${name}`),
  ].filter((folder) => {
    const name = path.basename(folder)
    return ![`\`${folder}`, `\`${name}\``, `| ${name} |`].some((mention) => doc.includes(mention))
  })
  expect(missing).toEqual([])
})

test('every path the document names exists', () => {
  const named = [...doc.matchAll(/`((?:src|tests|scripts|docs|research|bench)\/[^`\s]+)`/g)].map((m) => m[1]!)
  expect(named.length).toBeGreaterThan(20)
  const concrete = named.filter((p) => !/[*<{]/.test(p))
  expect(concrete.filter((p) => !existsSync(path.join(root, p)))).toEqual([])
})

test('every decision record is listed under Decisions', () => {
  const section = doc.slice(doc.indexOf('## Decisions'))
  const numbers = readdirSync(path.join(root, 'docs/decisions')).map((file) => file.slice(0, 3))
  expect(numbers.length).toBeGreaterThan(20)
  expect(numbers.filter((n) => !new RegExp(`\\b${n}\\b`).test(section))).toEqual([])
})
