import { expect, test } from 'vitest'

/**
 * One test per row of a table of inputs and what `fn` gives for each, e.g.
 * `testMapping(nationForRegion, [['ni', 'northern_ireland'], …])`. `title` names each test from its row (vitest's
 * `%s`, `%i`, `%j`), `'%s → %s'` unless given.
 */
export function testMapping<I, O>(fn: (input: I) => O, rows: ReadonlyArray<readonly [I, O]>, title = '%s → %s') {
  test.each(rows)(title, (input, expected) => {
    expect(fn(input)).toBe(expected)
  })
}
