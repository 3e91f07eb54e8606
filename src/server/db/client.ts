import { chmodSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index.js'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** Raw SQL access for pg-boss, which brings its own queries. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  sql: SqlExecutor
  /** Resolves once the database answers a query. */
  ping(): Promise<void>
  close(): Promise<void>
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface DatabaseOptions {
  DATA_DIR: string
  DATABASE_URL?: string | undefined
  /** In-memory PGlite (tests); `loadDataDir` starts it from a migrated template dump. */
  pglite?: { inMemory: true; loadDataDir?: Blob }
}

/**
 * Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (docs/decisions/003-two-databases.md). Runs the committed migrations on both.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: options.DATABASE_URL, max: 10 })
    const db = drizzlePg(pool, { schema }) as unknown as Db
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER })
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    }
  }

  let client: PGlite
  if (options.pglite) {
    client = new PGlite({ loadDataDir: options.pglite.loadDataDir })
  } else {
    const dir = path.resolve(options.DATA_DIR, 'pglite')
    // Owner-only: the files hold every estimate, address and email (older versions made it world-readable).
    mkdirSync(dir, { recursive: true, mode: 0o700 })
    chmodSync(dir, 0o700)
    client = new PGlite(dir)
  }
  await client.waitReady
  const db = drizzlePglite(client, { schema }) as unknown as Db
  if (!options.pglite?.loadDataDir) {
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER })
  }
  return {
    db,
    kind: 'pglite',
    sql: {
      executeSql: async (text, values) => {
        // pg-boss sends multi-statement scripts without parameters (its own migrations).
        if (!values || values.length === 0) {
          const results = await client.exec(text)
          return { rows: results.at(-1)?.rows ?? [] }
        }
        return client.query(text, values)
      },
    },
    ping: async () => void (await client.query('select 1')),
    close: () => client.close(),
  }
}

/** A migrated in-memory PGlite dumped once, so each test database starts in milliseconds. */
export async function dumpMigratedTemplate(): Promise<Blob> {
  const client = new PGlite()
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER })
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}
