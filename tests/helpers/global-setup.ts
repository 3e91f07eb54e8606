import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { dumpMigratedTemplate } from '#server/db/client'

/**
 * Migrates one embedded database for the whole run and leaves its dump in a file that every test process loads
 * (createTestDatabase), instead of each test file migrating its own (~3 s of CPU each).
 */
export default async function setup() {
  const file = path.join(os.tmpdir(), `renovation-pglite-template-${process.pid}.tar`)
  await writeFile(file, Buffer.from(await (await dumpMigratedTemplate()).arrayBuffer()))
  process.env.TEST_PGLITE_TEMPLATE = file
}
