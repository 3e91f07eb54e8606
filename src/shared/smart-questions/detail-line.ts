/**
 * One line of an 'Additional Details' block: `id: value` (docs/product/flows.md), optionally bulleted. The line is trimmed before
 * the pattern runs: a pattern that starts `^\s*[-*•]?\s*` splits a run of spaces every possible way before it fails,
 * and a line of 20,000 spaces took 0.3 s.
 */
const ANSWER_ID = /^(?:[-*•]\s*)?([a-z][a-z0-9_]{0,63})\s*:/
const LINE_BREAK = /[\r\u2028\u2029]/

/** The id a line starts with (`rewiring:`), whatever follows it. */
export function detailLineId(line: string): string | undefined {
  return ANSWER_ID.exec(line.trim())?.[1]
}

/** The id and the value (1 to 500 characters, trimmed) of an `id: value` line, or undefined for any other line. */
export function parseDetailLine(line: string): { id: string; value: string } | undefined {
  const trimmed = line.trim()
  const m = ANSWER_ID.exec(trimmed)
  if (!m) return undefined
  const value = trimmed.slice(m[0].length).trim()
  return value.length >= 1 && value.length <= 500 && !LINE_BREAK.test(value) ? { id: m[1]!, value } : undefined
}
