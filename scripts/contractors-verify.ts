/**
 * Marks a contractor listing verified (shown in the directory), or lists those waiting: see VERIFY_USAGE.
 * Run it with the server's own DATA_DIR / DATABASE_URL. The embedded database (no DATABASE_URL) is one process's
 * alone, so stop the server first; with PostgreSQL it runs alongside.
 */
import { createDatabase } from '../src/server/db/client'
import { loadEnv } from '../src/server/env'
import { createContractorsRepository } from '../src/server/features/contractors/contractors.repository'
import { runVerifyCommand } from './contractors/verify-command'

/** Whether this machine's server answers on PORT (it then holds the embedded database open). */
async function isServerRunning(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) })
    return true
  } catch {
    return false
  }
}

const env = loadEnv()
if (!env.DATABASE_URL && (await isServerRunning(env.PORT))) {
  console.error(
    `The server on port ${env.PORT} has the embedded database open. Stop it, run this again, then start it:\n` +
      'the embedded database cannot be shared between processes (set DATABASE_URL to use PostgreSQL instead).',
  )
  process.exit(1)
}
const database = await createDatabase({ DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL })
try {
  const { lines, exitCode } = await runVerifyCommand(process.argv.slice(2), {
    repo: createContractorsRepository(database.db),
    now: () => new Date(),
  })
  for (const line of lines) (exitCode === 0 ? console.log : console.error)(line)
  process.exitCode = exitCode
} finally {
  await database.close()
}
