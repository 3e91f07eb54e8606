import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

// One entry per feature, one shape (decision 042): every folder under src/server/features has
// `<name>/<name>.feature.ts` exporting `create<Name>Feature(ports)`, whose answer is a `Feature` (`{ register(app),
// provides }`, src/server/feature.ts: the type is checked where it is written, this test checks it is written);
// the composition root imports features only through those files and has no lint exception.

const root = path.resolve(__dirname, '..')
const featuresDir = path.join(root, 'src/server/features')
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const pascal = (name: string) =>
  name
    .split('-')
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

describe('every server feature has one entry file of one shape', () => {
  test.each(features)('%s', (name) => {
    const entry = `src/server/features/${name}/${name}.feature.ts`
    expect(existsSync(path.join(root, entry)), `${entry} is missing`).toBe(true)
    const text = read(entry)
    expect(text).toMatch(new RegExp(`export (async )?function create${pascal(name)}Feature\\(`))
    // The answer is checked against the one shape: `satisfies Feature`, or a declared `Feature` return type.
    expect(text).toMatch(/import type \{ Feature \} from '#server\/feature'/)
    expect(text).toMatch(/satisfies Feature\b|\): (Promise<)?Feature\b/)
    // No second entry, and no registrar of the old shape beside it.
    const others = readdirSync(path.join(featuresDir, name)).filter(
      (file) => (file.endsWith('.feature.ts') && file !== `${name}.feature.ts`) || /^register-.*\.ts$/.test(file),
    )
    expect(others).toEqual([])
  })
})

describe('the composition root', () => {
  const compose = read('src/server/compose.ts')

  test('imports the features only through their entry files', () => {
    const featureImports = [...compose.matchAll(/from '\.\/features\/([^']+)'/g)].map((m) => m[1]!)
    const entries = featureImports.filter((spec) => /^([^/]+)\/\1\.feature$/.test(spec))
    // A type the root names in its own interface (the in-thread report renderer tests pass) is allowed too.
    const typeOnly = [...compose.matchAll(/import type \{[^}]*\} from '\.\/features\/([^']+)'/g)].map((m) => m[1]!)
    expect(featureImports.filter((spec) => !entries.includes(spec) && !typeOnly.includes(spec))).toEqual([])
    expect(new Set(entries.map((spec) => spec.split('/')[0]))).toEqual(new Set(features))
  })

  test('has no lint exception', () => {
    expect(compose).not.toMatch(/eslint-disable/)
  })
})
