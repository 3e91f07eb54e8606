import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { FastifyBaseLogger } from 'fastify'
import { DataDirError, prepareWritableDir, storageFaultOf } from '../storage-faults'
import * as schema from './schema/index'

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
  /**
   * Runs `work` while holding a PostgreSQL session advisory lock on `key`, so instances starting together do
   * one-time set-up (migrations, job queues) one after the other. On the embedded database (one process) it just runs.
   */
  withAdvisoryLock<T>(key: bigint, work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations')

export interface DatabaseOptions {
  DATA_DIR: string
  DATABASE_URL?: string | undefined
  /** Told when an idle PostgreSQL connection drops (restart, failover, terminate); the pool replaces it. */
  log?: Pick<FastifyBaseLogger, 'warn'>
  /** In-memory PGlite (tests); `loadDataDir` starts it from a migrated template dump. */
  pglite?: { inMemory: true; loadDataDir?: Blob }
}

/**
 * Opens the database: embedded PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set
 * (docs/decisions/003-two-databases.md). Runs the committed migrations on both.
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: options.DATABASE_URL,
      max: 10,
      // While the server is down, fail fast (503) rather than queue requests behind a dead socket.
      connectionTimeoutMillis: 5_000,
    })
    // Without a listener, an idle client's dropped connection is an uncaught 'error' event and Node exits.
    pool.on('error', (err) => options.log?.warn({ err }, 'idle database connection lost; the pool will reconnect'))
    const db = drizzlePg(pool, { schema }) as unknown as Db
    const connectionString = options.DATABASE_URL
    await withAdvisoryLock(connectionString, MIGRATION_LOCK_KEY, (client) =>
      migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    )
    return {
      db,
      kind: 'postgres',
      sql: { executeSql: (text, values) => pool.query(text, values as unknown[]) },
      ping: async () => void (await pool.query('select 1')),
      withAdvisoryLock: (key, work) => withAdvisoryLock(connectionString, key, work),
      close: () => pool.end(),
    }
  }

  const dir = options.pglite ? undefined : path.resolve(options.DATA_DIR, 'pglite')
  let client: PGlite
  try {
    if (dir) prepareWritableDir(dir, { private: true })
    client = dir ? new PGlite(dir) : new PGlite({ loadDataDir: options.pglite?.loadDataDir })
    await client.waitReady
    if (!options.pglite?.loadDataDir) {
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER })
    }
  } catch (err) {
    // PGlite's own error for a full or read-only disk is a bare `ErrnoError { errno: 51 }`: name the folder and cause.
    const fault = storageFaultOf(err)
    if (dir && fault && !(err instanceof DataDirError)) throw new DataDirError(dir, fault, { cause: err })
    throw err
  }
  return pgliteDatabase(client)
}

/** The app's view of an open PGlite: Drizzle on it, raw SQL for pg-boss, and closing it. */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db
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
    withAdvisoryLock: (_key, work) => work(),
    close: () => client.close(),
  }
}

/** Any 64-bit key, the same in every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_310_042_118_006_431n

/**
 * Holds a session-level advisory lock on its own connection while `work` runs; ending the session releases it
 * even if this process dies. Migrations run under MIGRATION_LOCK_KEY, so instances starting together on an empty
 * database migrate one after the other (the second finds nothing to do) instead of racing on CREATE TYPE/TABLE.
 */
async function withAdvisoryLock<T>(
  connectionString: string,
  key: bigint,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString })
  client.on('error', () => undefined) // a drop while locked surfaces as the failed query in `work`
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [key.toString()])
    return await work(client)
  } finally {
    await client.end()
  }
}

/** SQLSTATE classes and socket errors that mean "the database can't be reached now", not "this query is wrong". */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)/
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i

/**
 * True when an error (or any error in its `cause` chain, e.g. inside Drizzle's DrizzleQueryError) says the
 * database is unreachable: a restart, failover, terminated backend or refused connection. Those are answered 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    e = cause
  }
  return false
}

/**
 * True when an error (or one in its `cause` chain) is a unique violation (SQLSTATE 23505) of `constraint`, on either
 * driver: how a repository learns that the database refused a second row a unique index forbids.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint: name, message, cause } = e as Record<string, unknown>
    if (code === '23505' && (name === constraint || (typeof message === 'string' && message.includes(constraint))))
      return true
    e = cause
  }
  return false
}

/** A migrated in-memory PGlite dumped once, so each test database starts in milliseconds. */
export async function dumpMigratedTemplate(): Promise<Blob> {
  const client = new PGlite()
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER })
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}
