import { PGlite } from '@electric-sql/pglite'
import { pgliteDatabase, type Database } from '#server/db/client'

/**
 * Embedded databases for tests, reused within a test process. Starting a PGlite from the migrated template costs
 * about a second of CPU, and the DB tier opens hundreds; emptying one that a test has closed costs a few
 * milliseconds. A closed database is handed out again only when it is back to the template's state: its tables
 * emptied (identities restarted), the schemas a test made (pg-boss's) dropped, the session reset, and the same
 * tables, columns, triggers and functions as the template. A test that changed any of those (a trigger that fails
 * writes, say) leaves a database that is closed for good instead.
 */

/** Everything a test could add or change that emptying the tables would not undo, as one comparable text. */
const SHAPE = `
  select string_agg(item, ',' order by item) as shape from (
    select 'r:' || n.nspname || '.' || c.relname || ':' || c.relkind::text as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    union all select 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' || a.atttypid::text
      || ':' || a.attnotnull::text
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all select 'd:' || d.adrelid::regclass::text || ':' || pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d
    union all select 'k:' || conrelid::regclass::text || '.' || conname from pg_constraint
      where connamespace = 'public'::regnamespace
    union all select 't:' || tgrelid::regclass::text || '.' || tgname from pg_trigger where not tgisinternal
    union all select 'f:' || n.nspname || '.' || p.proname
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
  ) items`

/** Drops every schema the template lacks, then empties the template's tables. */
const EMPTY = (schemas: string[]) => `
  do $$
  declare r record;
  begin
    for r in select nspname from pg_namespace
      where nspname not in (${schemas.map((s) => `'${s}'`).join(', ')})
    loop
      execute format('drop schema %I cascade', r.nspname);
    end loop;
    execute (select 'truncate ' || string_agg(format('%I.%I', schemaname, tablename), ', ')
      || ' restart identity cascade' from pg_tables where schemaname = 'public');
  end $$`

interface Template {
  dump: Blob
  schemas: string[]
  shape: string
}

const spare: PGlite[] = []
let template: Promise<Template> | undefined

async function shapeOf(client: PGlite): Promise<string> {
  return (await client.query<{ shape: string }>(SHAPE)).rows[0]!.shape
}

function learnTemplate(dump: Promise<Blob>): Promise<Template> {
  return dump.then(async (blob) => {
    const client = await PGlite.create({ loadDataDir: blob })
    const schemas = (await client.query<{ nspname: string }>('select nspname from pg_namespace')).rows
    const shape = await shapeOf(client)
    // Kept as the first spare rather than closed.
    spare.push(client)
    return { dump: blob, schemas: schemas.map((r) => r.nspname), shape }
  })
}

/** Back to the template's state, or false when the test changed what emptying can't undo. */
async function reset(client: PGlite, { schemas, shape }: Template): Promise<boolean> {
  try {
    await client.exec('discard all')
    await client.exec(EMPTY(schemas))
    return (await shapeOf(client)) === shape
  } catch {
    return false
  }
}

/**
 * A database as `createDatabase` makes it, on a spare PGlite or a new one from the template. After `close()` the
 * handle refuses every call as a closed PGlite does, so a straggling query of a finished test can't reach the next.
 */
export async function openPooledPglite(dump: () => Promise<Blob>): Promise<Database> {
  template ??= learnTemplate(dump())
  const known = await template
  const client = spare.pop() ?? (await PGlite.create({ loadDataDir: known.dump }))
  let open = true
  const refused = () => Promise.reject(new Error('PGlite is closed'))
  const lease = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      return open ? (value as (...args: unknown[]) => unknown).bind(target) : refused
    },
  })
  const database = pgliteDatabase(lease)
  return {
    ...database,
    async close() {
      if (!open) return
      open = false
      if (!client.closed && (await reset(client, known))) spare.push(client)
      else if (!client.closed) await client.close()
    },
  }
}

/** Closes the spares (each keeps the process alive): for a suite's last afterAll, or the worker's end. */
export async function closeSparePglites(): Promise<void> {
  await Promise.all(spare.splice(0).map((client) => client.close()))
}
