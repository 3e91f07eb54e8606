import type { ContractorRow, ContractorsRepository } from '#server/features/contractors/contractors.repository'
import { UUID_PATTERN } from '#shared/uuid'

export const VERIFY_USAGE = [
  'Usage:',
  '  npm run contractors:verify -- <listing id>             show the listing in the directory',
  '  npm run contractors:verify -- --unverify <listing id>  hide it again',
  '  npm run contractors:verify -- --pending                list the listings waiting for verification',
].join('\n')

const describeRow = (row: ContractorRow) =>
  `${row.id}  ${row.name}  <${row.email ?? ''}>  ${row.phone ?? ''}  listed ${row.createdAt.toISOString().slice(0, 10)}`

/**
 * Support's verification tool: answers the lines to print and the exit code. Verify a listing only after checking
 * the business is real and the details are its own (a call to the number given, Companies House, its website).
 */
export async function runVerifyCommand(
  args: readonly string[],
  deps: { repo: ContractorsRepository; now: () => Date },
): Promise<{ lines: string[]; exitCode: number }> {
  if (args[0] === '--pending') {
    const rows = await deps.repo.listUnverified()
    return { lines: rows.length ? rows.map(describeRow) : ['No listings are waiting for verification.'], exitCode: 0 }
  }
  const isVerified = args[0] !== '--unverify'
  const id = isVerified ? args[0] : args[1]
  if (!id || !UUID_PATTERN.test(id)) return { lines: [VERIFY_USAGE], exitCode: 2 }
  const row = await deps.repo.setVerified(id, isVerified, deps.now())
  if (!row) return { lines: [`No contractor listing has the id ${id}.`], exitCode: 1 }
  const outcome = isVerified ? 'Verified: now shown in the directory.' : 'Unverified: no longer shown in the directory.'
  return { lines: [describeRow(row), outcome], exitCode: 0 }
}
