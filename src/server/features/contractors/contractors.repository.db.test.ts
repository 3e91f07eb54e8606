import { describe, expect, test } from 'vitest'
import { buildContractorRow } from '#tests/factories/contractor'
import { setupTestDatabase } from '#tests/helpers/lifecycle'
import { addDays, UNVERIFIED_CONTRACTOR_RETENTION_DAYS } from '#shared/retention'
import { createContractorsRepository } from './contractors.repository'

describe('contractors repository retention', () => {
  const database = setupTestDatabase()

  test(`unverified listings go ${UNVERIFIED_CONTRACTOR_RETENTION_DAYS} days after they were made; verified ones stay`, async () => {
    const repo = createContractorsRepository(database.db)
    const now = new Date('2026-06-01T00:00:00Z')
    const old = addDays(now, -UNVERIFIED_CONTRACTOR_RETENTION_DAYS - 1)
    const stale = await repo.insert(buildContractorRow({ name: 'Stale', createdAt: old }))
    const listed = await repo.insert(buildContractorRow({ name: 'Listed', createdAt: old, isVerified: true }))
    const recent = await repo.insert(buildContractorRow({ name: 'Recent', createdAt: addDays(now, -10) }))

    expect(await repo.deleteExpired(now)).toBe(1)
    expect(await repo.findById(stale.id)).toBeUndefined()
    expect(await repo.findById(listed.id)).toBeDefined()
    expect(await repo.findById(recent.id)).toBeDefined()
  })
})
