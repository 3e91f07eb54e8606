import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client'
import { projects, users } from '#server/db/schema/index'

export type ProjectRow = typeof projects.$inferSelect
export type ProjectWithCount = ProjectRow & { estimatesCount: number }
export type ProjectPatch = Partial<
  Pick<
    ProjectRow,
    'name' | 'propertyAddress' | 'status' | 'totalBudgetPence' | 'spentAmountPence' | 'completionPercentage'
  >
>

// Qualified by hand: inside a select's field list Drizzle writes columns unqualified, and "id" would then be the
// estimate's own.
const estimatesCount = sql<number>`(select count(*)::int from "estimates" where "estimates"."project_id" = "projects"."id")`

/** The `projects` table: every query is scoped to its owner, so another account's project is simply not found. */
export function createProjectsRepository(db: Db) {
  const withCount = { ...projectColumns(), estimatesCount }
  return {
    /**
     * Inserts the owner's project unless they already have `allowed` (-1: no limit); undefined when they have. The
     * owner's user row is locked for the count and the insert, so two at once can't both take the last place.
     */
    async insertWithinLimit(
      row: typeof projects.$inferInsert & { userId: string },
      allowed: number,
    ): Promise<ProjectWithCount | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update')
        if (allowed !== -1) {
          const [owned] = await tx.select({ n: count() }).from(projects).where(eq(projects.userId, row.userId))
          if (Number(owned?.n ?? 0) >= allowed) return undefined
        }
        const [created] = await tx.insert(projects).values(row).returning()
        return { ...created!, estimatesCount: 0 }
      })
    },
    async countOwned(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(projects).where(eq(projects.userId, userId))
      return Number(row?.n ?? 0)
    },
    async listOwned(userId: string): Promise<ProjectWithCount[]> {
      return db
        .select(withCount)
        .from(projects)
        .where(eq(projects.userId, userId))
        .orderBy(desc(projects.updatedAt), desc(projects.createdAt))
    },
    async findOwned(id: string, userId: string): Promise<ProjectWithCount | undefined> {
      const [row] = await db
        .select(withCount)
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .limit(1)
      return row
    },
    async update(id: string, userId: string, patch: ProjectPatch, now: Date): Promise<boolean> {
      const updated = await db
        .update(projects)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .returning({ id: projects.id })
      return updated.length > 0
    },
    /** Deletes the owner's project; its estimates stay, with projectId set null by the foreign key. */
    async delete(id: string, userId: string): Promise<boolean> {
      const deleted = await db
        .delete(projects)
        .where(and(eq(projects.id, id), eq(projects.userId, userId)))
        .returning({ id: projects.id })
      return deleted.length > 0
    },
  }
}
export type ProjectsRepository = ReturnType<typeof createProjectsRepository>

function projectColumns() {
  const { id, userId, name, propertyAddress, status, totalBudgetPence, spentAmountPence, completionPercentage } =
    projects
  return {
    id,
    userId,
    name,
    propertyAddress,
    status,
    totalBudgetPence,
    spentAmountPence,
    completionPercentage,
    createdAt: projects.createdAt,
    updatedAt: projects.updatedAt,
  }
}
