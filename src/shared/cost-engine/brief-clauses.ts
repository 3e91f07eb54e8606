/** A brief's clauses, and the parts of a job its clauses name (decisions 072, 074). */
import { blankSpans } from './description'

/** A new space a brief names: its type, and the words of the brief that are its own (its clause, offsets kept). */
export interface SpaceNamed {
  projectType: string
  /** Where its words start in the normalised brief: the spaces are listed in the brief's order. */
  at: number
  /** Its clause ("a loft conversion with a dormer", "a rear extension 4m x 5m"), read for its size and parts. */
  clause: string
  /** A trade's work on the whole property ("replaster"), measured on the size asked: it adds no floor (decision 074). */
  onTheProperty?: true
  /** A room the main job is formed in (an en-suite in a room made a bedroom): the main job's floor is part of its own. */
  holdsTheJob?: true
  /**
   * The work word of the list its clause is an item of, read with it ("new" for "internal doors" in "new windows and
   * internal doors"): its clause alone names no work.
   */
  lead?: string
  /**
   * What its clause's work is done to where the list it is an item of says it elsewhere ("the kitchen" for "replaster"
   * in "replaster and paint the kitchen"): read after its clause.
   */
  object?: string
  /**
   * A bathroom formed where there was none, though its clause alone does not say so ("an en-suite" in "garage conversion
   * with an en-suite": formed in the garage): read as one formed (decision 074, later uk-rates-2026.103).
   */
  formed?: true
}

/**
 * A part's words as its job reads them: its list's work word before its clause, the object it shares after; a bathroom
 * formed read as one formed ("form an en-suite").
 */
export const partWords = (s: SpaceNamed): string =>
  [s.formed ? 'form' : undefined, s.lead, s.clause.trim(), s.object].filter(Boolean).join(' ')

/** The normalised brief `text` with the object the part `s` shares with its list said after its clause. */
export const withObjectShared = (text: string, s: SpaceNamed): string =>
  s.object ? `${text.slice(0, s.clause.length).trimEnd()} ${s.object} ${text.slice(s.clause.length)}` : text

/**
 * Where the brief's clauses part: punctuation, the words that join one job to the next, and "to" before a job's verb
 * (work said as what other work is for: "rewire to fit an en-suite" asks for the rewire and the en-suite both).
 */
const CLAUSE_BREAK =
  /[,;.!?:()]|\b(?:and|plus|also|then|with|as well as|to(?= (?:fit|install|add|put in|build|create|form)\b))\b/g

/** The clauses of `text`, as [start, end) offsets. */
export function clausesOf(text: string): [number, number][] {
  const out: [number, number][] = []
  let start = 0
  for (const m of text.matchAll(CLAUSE_BREAK)) {
    out.push([start, m.index])
    start = m.index + m[0].length
  }
  out.push([start, text.length])
  return out
}

/** The normalised brief `text` with the clauses of `spaces` blanked (offsets kept). */
export function blankedOut(text: string, spaces: readonly SpaceNamed[]): string {
  return blankSpans(
    text,
    spaces.map((s) => [s.clause.length - s.clause.trimStart().length, s.clause.length]),
  )
}
