import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { MIGRATIONS_FOLDER } from '#server/db/client'

// Migration 0013 renames columns in place (decision 037): rows written under the old names keep their values.

const before0013 = mkdtempSync(path.join(tmpdir(), 'migrations-0012-'))
afterAll(() => rmSync(before0013, { recursive: true, force: true }))

/** The migrations folder as it stood before 0013: the same files, the journal cut after 0012. */
function migrationsUpTo0012(): string {
  cpSync(MIGRATIONS_FOLDER, before0013, { recursive: true })
  const journalPath = path.join(before0013, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const at = journal.entries.findIndex((entry) => entry.tag.startsWith('0013_'))
  expect(at).toBeGreaterThan(0)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }))
  return before0013
}

test(
  'an estimate and its report written before 0013 keep their type and totals under the new names',
  { timeout: 180_000 },
  async () => {
    const client = new PGlite()
    try {
      const db = drizzle(client)
      await migrate(db, { migrationsFolder: migrationsUpTo0012() })
      const { rows } = await client.query<{ id: string }>(
        `insert into estimates (room_type, size_sqm, region, total_cost_pence, total_cost_inc_vat_pence,
         vat_rate_percent, timeline_weeks, confidence_score)
       values ('kitchen_renovation', 12, 'london', 2000000, 2400000, 20, 4, 0.8) returning id`,
      )
      await client.query(
        `insert into pdf_reports (report_id, estimate_id, total_cost_pence, total_cost_inc_vat_pence, expires_at)
       values ('QSR-before-0013', $1, 2000000, 2400000, now())`,
        [rows[0]!.id],
      )

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER })

      const after = await client.query(
        `select e.project_type, e.total_ex_vat_pence, e.total_cost_inc_vat_pence, r.total_ex_vat_pence as report_ex_vat
       from estimates e join pdf_reports r on r.estimate_id = e.id`,
      )
      expect(after.rows).toEqual([
        {
          project_type: 'kitchen_renovation',
          total_ex_vat_pence: 2000000,
          total_cost_inc_vat_pence: 2400000,
          report_ex_vat: 2000000,
        },
      ])
    } finally {
      await client.close()
    }
  },
)
