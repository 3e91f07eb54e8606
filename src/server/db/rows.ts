import { getTableColumns, getTableName, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { addDays } from '#shared/retention'
import type { Db } from './client'

/** Inserts one row and answers it as stored (defaults and generated ids filled in). */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  row: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [created] = await db.insert(table).values(row).returning()
  return created as T['$inferSelect']
}

type Driver = { query(text: string, params: unknown[]): Promise<unknown> }

/** The driver under `db` (PGlite or a node-postgres pool): both drizzle drivers keep it as `$client`. */
const driverOf = (db: Db): Driver => (db as unknown as { $client: Driver }).$client

/**
 * Inserts `rows` as one multi-row statement handed straight to the driver. For the group commit of
 * POST /api/estimates (db/group-commit.ts): there drizzle's query builder, with its entity checks on every value,
 * was the route's costliest step on PostgreSQL (13% of its CPU). Each value is mapped to the driver as drizzle maps
 * it (its column's `mapToDriverValue`), and a column a row leaves out takes its default.
 */
export async function insertRowsDirect<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  const columns: Record<string, PgColumn> = getTableColumns(table)
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns)
  const params: unknown[] = []
  const tuples = rows.map((row: Record<string, unknown>) => {
    const placeholders = keys.map((key) => {
      const value = row[key]
      if (value === undefined) return 'default'
      params.push(value === null ? null : columns[key]!.mapToDriverValue(value))
      return `$${params.length}`
    })
    return `(${placeholders.join(', ')})`
  })
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ')
  await driverOf(db).query(`insert into "${getTableName(table)}" (${names}) values ${tuples.join(', ')}`, params)
}

/**
 * The rows of `table` that `where` matches: in `orderBy` order when given (else the database's), and at most `limit`
 * of them when given.
 */
export async function listRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  { orderBy = [], limit }: { orderBy?: (PgColumn | SQL)[]; limit?: number } = {},
): Promise<T['$inferSelect'][]> {
  const matching = db
    .select()
    .from(table as PgTable)
    .where(where)
    .$dynamic()
  const ordered = orderBy.length ? matching.orderBy(...orderBy) : matching
  const rows = await (limit === undefined ? ordered : ordered.limit(limit))
  return rows as T['$inferSelect'][]
}

/**
 * The first row of `table` that `where` matches, or undefined when none does. With `orderBy` (the newest first,
 * say) it is the first in that order.
 */
export async function findRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy?: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await listRows(db, table, where, { orderBy: orderBy ? [orderBy] : [], limit: 1 })
  return row
}

/** Rows whose `column` (a creation time, say) lies more than `days` days before `now`: a retention period's end. */
export function olderThan(column: PgColumn, now: Date, days: number): SQL {
  return lt(column, addDays(now, -days))
}

/** Deletes the rows `where` matches and answers how many went (a Purgeable store's count). */
export async function deleteRows(db: Db, table: PgTable & { id: PgColumn }, where: SQL | undefined): Promise<number> {
  const deleted = await db.delete(table).where(where).returning({ id: table.id })
  return deleted.length
}

/** Deletes the rows created more than `days` days before `now` (their retention period is over); answers how many. */
export function deleteOlderThan(
  db: Db,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  now: Date,
  days: number,
): Promise<number> {
  return deleteRows(db, table, olderThan(table.createdAt, now, days))
}

/**
 * A table only written and purged (an audit trail, a log): insert a row; delete the rows created more than
 * `retentionDays` days ago (a Purgeable store).
 */
export function createRetainedLog<T extends PgTable & { id: PgColumn; createdAt: PgColumn }>(
  db: Db,
  table: T,
  retentionDays: number,
) {
  return {
    insert: (row: T['$inferInsert']) => insertRow(db, table, row),
    deleteExpired: (now: Date) => deleteOlderThan(db, table, now, retentionDays),
  }
}

/** Sets `patch` on the rows `where` matches and stamps their `updatedAt` with the database clock (`now()`). */
export async function updateRows<T extends PgTable & { updatedAt: PgColumn }>(
  db: Db,
  table: T,
  patch: PgUpdateSetSource<T>,
  where: SQL | undefined,
): Promise<void> {
  await db
    .update(table)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(where)
}
