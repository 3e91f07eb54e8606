import { eq } from 'drizzle-orm'
import type { Db } from './client'
import { appSecrets } from './schema/index'

/** Deployment-wide secrets in the database, so every instance on it signs and checks with the same key. */
export function createAppSecretsRepository(db: Db) {
  return {
    /**
     * The secret stored under `name`, storing `candidate` first if there is none. Safe when instances race:
     * the first insert wins and every caller reads the winner's value.
     */
    async getOrCreate(name: string, candidate: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: appSecrets.name })
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
      return row!.value
    },
  }
}
