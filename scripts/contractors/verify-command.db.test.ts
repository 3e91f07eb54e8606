import { describe, expect, test } from 'vitest'
import { createContractorsRepository } from '#server/features/contractors/contractors.repository'
import { buildContractorRow } from '#tests/factories/contractor'
import { setupTestDatabase } from '#tests/helpers/lifecycle'
import { runVerifyCommand, VERIFY_USAGE } from './verify-command'

describe('npm run contractors:verify', () => {
  const database = setupTestDatabase()
  const now = () => new Date('2026-04-01T09:00:00Z')

  test('verifies a listing by id, lists what is pending, and can hide it again', async () => {
    const repo = createContractorsRepository(database.db)
    const row = await repo.insert(buildContractorRow({ name: 'Harper Building' }))
    const run = (...args: string[]) => runVerifyCommand(args, { repo, now })

    expect((await run('--pending')).lines).toEqual([expect.stringContaining(`${row.id}  Harper Building`)])
    expect(await run(row.id)).toEqual({
      lines: [expect.stringContaining('Harper Building'), 'Verified: now shown in the directory.'],
      exitCode: 0,
    })
    expect(await repo.findById(row.id)).toMatchObject({ isVerified: true })
    expect((await run('--pending')).lines).toEqual(['No listings are waiting for verification.'])
    expect((await run('--unverify', row.id)).exitCode).toBe(0)
    expect(await repo.findById(row.id)).toMatchObject({ isVerified: false })
  })

  test('an unknown id or a missing one fails with a message', async () => {
    const repo = createContractorsRepository(database.db)
    const run = (...args: string[]) => runVerifyCommand(args, { repo, now })
    expect(await run('00000000-0000-4000-8000-000000000000')).toEqual({
      lines: ['No contractor listing has the id 00000000-0000-4000-8000-000000000000.'],
      exitCode: 1,
    })
    expect(await run()).toEqual({ lines: [VERIFY_USAGE], exitCode: 2 })
    expect(await run('not-an-id')).toEqual({ lines: [VERIFY_USAGE], exitCode: 2 })
  })
})
