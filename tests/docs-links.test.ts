import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'

// The code explains itself from a clone (decision 037): the product rules it cites are in docs/product/, so the code,
// scripts, benchmarks and docs may not send a reader to documents outside the repository (the first drafts, the
// team's issue tracker), and every docs/ path (and #anchor) the code names exists. A renamed doc or heading fails
// here until the comments that point at it follow. Decision records keep the wording of their day.

const root = path.resolve(__dirname, '..')
const self = path.relative(root, __filename)

/**
 * Outside the repository: the first drafts the docs were copied from, the issue tracker a clone lacks ("issue 10",
 * "issues 25/26"; a decision record says what was decided), and the cost data beside the checkout.
 */
const outside = [/\bSPEC\b/, /\bPRODUCT\.md\b/, /\b[Ii]ssues? \d/, /\.\.\/shared\/(data|bench)\b/, /\/work\/shared\b/]

/**
 * Files that may still name an outside document, each with its reason.
 * - factors.ts: a rate's `source` text is part of the rate table's published data (the report's sources page
 *   prints it); rewording it is a data change, not a comment change. (It also cites Building magazine's issue 8318.)
 * - src/server/db/migrations/: a migration is never edited once a database may have applied it; two name the
 *   tracker's issue the change came from.
 */
const allowed = (file: string) =>
  file === 'src/shared/cost-engine/data/factors.ts' || file.startsWith('src/server/db/migrations/')

const textFile = /\.(ts|tsx|mts|mjs|js|md|sql|json)$/

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(rel)
    return textFile.test(entry.name) ? [rel] : []
  })
}

const sources = ['src', 'tests', 'scripts', 'bench'].flatMap(filesUnder).filter((file) => file !== self)
/** The prose docs: the README, the research notes' index, the architecture map and the product pages. */
const docs = [
  'README.md',
  'research/README.md',
  ...filesUnder('docs').filter((file) => !file.startsWith('docs/decisions/')),
]
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-')

const anchorsOf = (file: string) => new Set([...read(file).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!)))

/** A docs/ path as a file (or null for a folder), or (docs/decisions/003) the record its name starts; undefined if none. */
function resolves(docPath: string): string | null | undefined {
  const full = path.join(root, docPath)
  if (existsSync(full)) return statSync(full).isFile() ? docPath : null
  const dir = path.dirname(full)
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined
  const match = readdirSync(dir).find((name) => name.startsWith(`${path.basename(docPath)}-`))
  return match ? path.relative(root, path.join(dir, match)) : undefined
}

test('the code, scripts, benchmarks and docs cite no document outside the repository', () => {
  const found = [...sources, ...docs]
    .filter((file) => !allowed(file))
    .flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => outside.some((pattern) => pattern.test(line)))
        .map(({ at }) => at),
    )
  expect(found).toEqual([])
})

test('every docs/ path and anchor that the code, scripts and benchmarks name exists', () => {
  const cited = sources.flatMap((file) =>
    [...read(file).matchAll(/(?<![\w/.-])docs\/[\w/.-]*\w(?:#[\w-]+)?/g)].map((m) => ({ file, ref: m[0] })),
  )
  expect(cited.length).toBeGreaterThan(100)
  const broken = cited.filter(({ ref }) => {
    const [docPath, anchor] = ref.split('#') as [string, string | undefined]
    const target = resolves(docPath)
    if (target === undefined) return true
    if (!anchor) return false
    return target === null || !anchorsOf(target).has(anchor)
  })
  expect(broken).toEqual([])
})

test('the product pages exist and the test reads their headings', () => {
  expect(anchorsOf('docs/product/decisions.md').has('scope-of-work')).toBe(true)
  expect(anchorsOf('docs/product/screens.md').has('subscribe-page')).toBe(true)
})
