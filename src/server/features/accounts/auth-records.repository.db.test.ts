import { describe, expect, test } from 'vitest'
import { sessions, users, verifications } from '#server/db/schema/index'
import { setupTestDatabase } from '#tests/helpers/lifecycle'
import { createAuthRecordsRepository } from './auth-records.repository'

describe('auth records retention', () => {
  const database = setupTestDatabase()

  test('expired sessions and verification values are deleted; live ones stay', async () => {
    const now = new Date('2026-11-24T12:00:00Z')
    const past = new Date(now.getTime() - 1000)
    const future = new Date(now.getTime() + 1000)
    const [user] = await database.db.insert(users).values({ email: 'r@example.com' }).returning()
    await database.db.insert(sessions).values([
      { userId: user!.id, token: 'old', expiresAt: past },
      { userId: user!.id, token: 'live', expiresAt: future },
    ])
    await database.db.insert(verifications).values([
      { identifier: 'a', value: 'x', expiresAt: past },
      { identifier: 'b', value: 'y', expiresAt: future },
    ])
    expect(await createAuthRecordsRepository(database.db).deleteExpired(now)).toBe(2)
    expect((await database.db.select().from(sessions)).map((s) => s.token)).toEqual(['live'])
    expect((await database.db.select().from(verifications)).map((v) => v.identifier)).toEqual(['b'])
  })
})
