import { describe, expect, test } from 'vitest'
import { createGroupCommit } from './group-commit'

describe('group commit', () => {
  test('rows handed in together are written in one call, and nobody is answered before the write', async () => {
    const writes: number[][] = []
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const group = createGroupCommit<number>(
      async (rows) => {
        writes.push(rows)
        if (writes.length === 1) await gate
      },
      { maxRows: 3 },
    )
    const answered: number[] = []
    const first = group.add(0).then(() => answered.push(0))
    await new Promise((resolve) => setImmediate(resolve))
    // While the first write is on its way, five more rows arrive: they go as two writes of at most three.
    const rest = [1, 2, 3, 4, 5].map((n) => group.add(n).then(() => answered.push(n)))
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).toEqual([])
    release()
    await Promise.all([first, ...rest])
    expect(writes).toEqual([[0], [1, 2, 3], [4, 5]])
    expect(answered.sort()).toEqual([0, 1, 2, 3, 4, 5])
  })

  test('a bad row fails its own caller only: a failed batch is written again row by row', async () => {
    const group = createGroupCommit<string>(
      async (rows) => {
        if (rows.includes('bad')) throw new Error(`rejected ${rows.length} rows`)
      },
      { maxRows: 10 },
    )
    const results = await Promise.allSettled(['a', 'bad', 'b'].map((row) => group.add(row)))
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('rejected 1 rows'))
  })
})
