import { describe } from 'vitest'
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import pg from 'pg'
import { createDatabase, dumpMigratedTemplate, type Database } from '#server/db/client'
import { openPooledPglite } from './pglite-pool'

/**
 * A fresh embedded database with migrations applied: a PGlite started from one migrated template per run, or one a
 * finished test closed, emptied back to that template (tests/helpers/pglite-pool.ts).
 */
export function createTestDatabase(): Promise<Database> {
  const file = process.env.TEST_PGLITE_TEMPLATE // written once per run by tests/helpers/global-setup.ts
  return openPooledPglite(async () => (file ? new Blob([await readFile(file)]) : dumpMigratedTemplate()))
}

/**
 * An empty throwaway database on the PostgreSQL server at TEST_DATABASE_URL: its URL, and `drop()`.
 * Returns undefined when TEST_DATABASE_URL is unset (suites skip with a visible message).
 */
export async function createPostgresTestDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return undefined
  const name = `test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const dbUrl = new URL(url)
  dbUrl.pathname = `/${name}`
  return {
    url: dbUrl.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

/**
 * A migrated throwaway PostgreSQL database (see createPostgresTestDatabaseUrl), dropped on close. `url` lets a
 * child process (a real server) use it too.
 */
export async function createPostgresTestDatabase(): Promise<(Database & { url: string }) | undefined> {
  const created = await createPostgresTestDatabaseUrl()
  if (!created) return undefined
  const database = await createDatabase({ DATA_DIR: '', DATABASE_URL: created.url })
  return {
    ...database,
    url: created.url,
    async close() {
      await database.close()
      await created.drop()
    },
  }
}

export const POSTGRES_SKIP_MESSAGE =
  'TEST_DATABASE_URL is not set: PostgreSQL repository tests skipped (CI sets it; see README).'

/** Declares the suite `what` on the embedded PGlite, with `open` making a fresh migrated database. */
export function describeOnPglite(what: string, body: (open: () => Promise<Database>) => void) {
  describe(`${what} on PGlite (embedded)`, () => body(createTestDatabase))
}

/**
 * Declares the suite `what` on PostgreSQL when TEST_DATABASE_URL is set (skipped, with a note on the console,
 * otherwise), with `open` making a fresh migrated throwaway database.
 */
export function describeOnPostgres(what: string, body: (open: () => Promise<Database>) => void) {
  const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
  if (!hasPostgres) process.stdout.write(`\n  ⚠ ${POSTGRES_SKIP_MESSAGE}\n\n`)
  describe.skipIf(!hasPostgres)(`${what} on PostgreSQL (TEST_DATABASE_URL)`, () =>
    body(async () => (await createPostgresTestDatabase())!),
  )
}

/**
 * Declares the suite `what` once per database the app runs on: the embedded PGlite always, and PostgreSQL when
 * TEST_DATABASE_URL is set. A long suite declares each in its own file instead, so the two run side by side.
 */
export function describeOnEachDatabase(what: string, body: (open: () => Promise<Database>) => void) {
  describeOnPglite(what, body)
  describeOnPostgres(what, body)
}
