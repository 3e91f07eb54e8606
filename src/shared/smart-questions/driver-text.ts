/** The reading primitives the driver rules share: counts in words or digits, negation, and the evidence quoted back. */
import { negatedAfter } from '../text/negation'

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  a: 1,
  an: 1,
  single: 1,
  double: 2,
}
export const NUM = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)`

export function parseCount(token: string): number | undefined {
  const n = /^\d+$/.test(token) ? Number(token) : NUMBER_WORDS[token]
  return n !== undefined && Number.isFinite(n) ? n : undefined
}

/** Negation words that flip a match when they stand within a few words before it, in the same clause. */
const NEGATION =
  /\b(no|not|never|without|non|nor|none|neither|isn't|aren't|doesn't|don't|won't|wasn't|haven't|hasn't|shouldn't|needn't|cannot|can't)\b|n't\b/
const CLAUSE_BREAK = /[.,;:!?()\n]|\b(but|however|although|though|whereas|while|and)\b/g

/**
 * True when a negation stands within a few words before the match at `index` in its clause, or just after its
 * `length` characters ("shower room not needed").
 */
export function isNegated(text: string, index: number, length: number): boolean {
  if (negatedAfter(text, index + length)) return true
  const before = text.slice(Math.max(0, index - 60), index)
  let clauseStart = 0
  for (const m of before.matchAll(CLAUSE_BREAK)) clauseStart = m.index + m[0].length
  const words = before.slice(clauseStart).trim().split(' ').filter(Boolean).slice(-4).join(' ')
  return NEGATION.test(words)
}

const GLOBAL_PATTERNS = new WeakMap<RegExp, RegExp>()
/**
 * A pattern's every-match form (its source, flag g), compiled once and rewound: the rules are read for every
 * description the engine prices. Read with `exec` until null, stepping past an empty match as matchAll does.
 */
export function everyMatch(pattern: RegExp): RegExp {
  let re = GLOBAL_PATTERNS.get(pattern)
  if (!re) GLOBAL_PATTERNS.set(pattern, (re = new RegExp(pattern.source, 'g')))
  re.lastIndex = 0
  return re
}

/** The match with a few words either side, for showing why a question was skipped. */
export function evidenceAt(text: string, index: number, length: number): string {
  let start = Math.max(0, index - 30)
  if (start > 0) start = text.indexOf(' ', start) + 1 || index
  if (start > index) start = index
  let end = Math.min(text.length, index + length + 30)
  if (end < text.length) end = Math.max(index + length, text.lastIndexOf(' ', end))
  return text.slice(start, end).trim().slice(0, 200)
}

export interface Rule {
  /** The option value; undefined means "mentioned, but the text does not settle it". */
  answer: string | undefined
  patterns: RegExp[]
  /** The answer a negated match gives ("no damp" → 'no'); without it a negated match is ignored. */
  negatedAnswer?: string
  /** Derives the answer from the match (counts, years); returning undefined skips the match. */
  derive?: (m: RegExpExecArray, ctx: DetectContext) => string | undefined
}

export interface DetectContext {
  /** Profile key of the project type, for drivers whose reading depends on it. */
  profile: string
  isLondon: boolean
  /** Year to read 'vacant since 2019' against; without it such phrases only count as mentions. */
  currentYear?: number | undefined
}
