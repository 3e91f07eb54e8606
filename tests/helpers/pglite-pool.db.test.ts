import { afterAll, expect, test } from 'vitest'
import { users } from '#server/db/schema/index'
import { closeSparePglites } from './pglite-pool'
import { createTestDatabase } from './test-database'

// The embedded databases tests reuse (tests/helpers/pglite-pool.ts): each one a test gets is as the template left it.

afterAll(closeSparePglites)

test('a reused database is empty, has no schema a test made, and its old handle refuses every call', async () => {
  const first = await createTestDatabase()
  await first.db.insert(users).values({ name: 'A', email: 'a@example.com' })
  await first.sql.executeSql('create schema pgboss; create table pgboss.job (id int)')
  await first.close()

  const second = await createTestDatabase()
  expect(await second.db.select().from(users)).toEqual([])
  expect((await second.sql.executeSql(`select 1 from pg_namespace where nspname = 'pgboss'`)).rows).toEqual([])
  await expect(first.ping()).rejects.toThrow('PGlite is closed')
  await expect(first.db.select().from(users)).rejects.toThrow()
  await second.close()
})

test('a database whose tables a test changed is not handed out again', async () => {
  const changed = await createTestDatabase()
  await changed.sql.executeSql(`
    create function refuse() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
    create trigger refuse before insert on users for each row execute function refuse()`)
  await changed.close()

  const next = await createTestDatabase()
  await next.db.insert(users).values({ name: 'B', email: 'b@example.com' })
  expect(await next.db.select().from(users)).toHaveLength(1)
  expect((await next.sql.executeSql(`select 1 from pg_trigger where tgname = 'refuse'`)).rows).toEqual([])
  await next.close()
})
