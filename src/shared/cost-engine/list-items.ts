import { scanDescription } from './description'
import type { KeywordHits } from './keyword-ids'
import { roomNamedIn } from './stated-counts'
import { namesWorks, renewsARoom } from './works-named'

/*
 * A list of works said after one work word ("new windows and internal doors", "replace the boiler and windows"): each
 * item that names no work of its own reads with that word (decision 074, later).
 */

/** The work word heading a list's first item ("new windows", "replace the boiler", "paint the house inside | and out"). */
const LIST_HEAD =
  /^\s*(new|replac(?:e|ing)|renew(?:ing)?|fit(?:ting)?|install(?:ing)?|upgrad(?:e|ing)|chang(?:e|ing)|(?:re-?)?paint(?:ing)?|(?:re-?)?gloss(?:ing)?|(?:re-?)?decorat(?:e|ing))\b/
/** What joins one item of a list to the next (not a new sentence, nor "with"). */
const LIST_JOIN = /^(?:,|and|plus)$/
/**
 * A clause with words: the gap between a comma and the "and" after it (", and rewire") is a clause of no words, no item
 * of a list (read with the list's work word it would be that word alone, "paint": the house decorated throughout).
 */
const hasWords = (item: string): boolean => item.trim() !== ''
/** Whether clause `i` is an item of a list with the clause before it. */
const joined = (text: string, clauses: readonly [number, number][], i: number): boolean =>
  i > 0 && i < clauses.length && LIST_JOIN.test(text.slice(clauses[i - 1]![1], clauses[i]![0]))

/**
 * The first clause no trade owns that is an item of a list headed by a work word and, read with that word, says a
 * trade it does not say alone ("new windows | and internal doors": "new internal doors"): its index and the word. An
 * item naming work of its own ("paint the skirting | and doors in the hallway, | and rewire": the rewire) is that
 * work, not more of the list's.
 */
export function itemListed(
  text: string,
  clauses: readonly [number, number][],
  owners: readonly string[][],
  said: (kw: KeywordHits) => boolean,
): { at: number; lead: string } | undefined {
  for (let i = 1; i < clauses.length; i++) {
    const item = text.slice(...clauses[i]!)
    const kw = scanDescription(item)
    if (owners[i]!.length > 0 || !hasWords(item) || said(kw) || namesWorks(kw)) continue
    const lead = listLeadOf(text, clauses, i)
    if (lead && said(scanDescription(`${lead} ${item}`))) return { at: i, lead }
  }
  return undefined
}

/**
 * The work word of the list clause `i` is an item of: that of the nearest item before it a work word heads ("new
 * kitchen, and paint the house inside | and out": "paint").
 */
function listLeadOf(text: string, clauses: readonly [number, number][], i: number): string | undefined {
  let lead: string | undefined
  for (let head = i - 1; !lead && head >= 0 && joined(text, clauses, head + 1); head--)
    lead = LIST_HEAD.exec(text.slice(...clauses[head]!))?.[1]
  return lead
}

/**
 * Whether the clause `i`, an item of a list with no work word of its own, says the trade `said` read with the list's
 * work word ("paint the skirting boards | and doors in the hallway": "paint doors in the hallway"): more of that trade's
 * work, done where the item says. An item with its own work word ("redecorate | and new carpets") is its own work.
 */
export function itemSaysTheTrade(
  text: string,
  clauses: readonly [number, number][],
  i: number,
  said: (kw: KeywordHits) => boolean,
): boolean {
  const item = text.slice(...clauses[i]!)
  const lead = LIST_HEAD.test(item) || !hasWords(item) ? undefined : listLeadOf(text, clauses, i)
  return !!lead && !said(scanDescription(item)) && said(scanDescription(`${lead} ${item}`))
}

/** The plasterer's and the decorator's work words: what they are done to is a room's surfaces. */
const SURFACE_WORK = String.raw`(?:re-?plaster(?:ing)?|plaster(?:ing)?|skim(?:ming)?|(?:re-?)?paint(?:ing)?|(?:re-?)?decorat(?:e|ing))`
/** An item that is a surface work word alone ("replaster | and paint the kitchen"). */
const WORD_ALONE = new RegExp(String.raw`^\s*${SURFACE_WORK}\s*$`)
/** An item that is a surface work word and what it is done to ("paint the kitchen"), that last captured. */
const WORD_AND_OBJECT = new RegExp(String.raw`^\s*${SURFACE_WORK} (.+?)\s*$`)
/** A room's surface with no room said ("paint the ceiling"). */
const SURFACE_ALONE = new RegExp(String.raw`^\s*${SURFACE_WORK} (?:the )?(?:ceiling|walls|woodwork)\s*$`)

/**
 * What the item at clauses `i` to `last` of a list is done to where it says it only with another item (decision 074,
 * later):
 * - surface work words alone take the object of the next item saying one, with the rooms listed after it: "replaster |
 *   and paint the kitchen" is the kitchen replastered ("the kitchen"), and "replaster, | skim | and paint the kitchen"
 *   too; "replaster | and paint the kitchen | and hallway" replasters both ("the kitchen and hallway");
 * - a room's surface with no room said is the room another trade's item of the list names, the nearest before it first:
 *   "retile the bathroom walls | and paint the ceiling" is the bathroom's ceiling ("in the bathroom"). Not a room renewed
 *   ("new kitchen and paint the ceiling"): its own job decorates it.
 */
export function objectShared(
  text: string,
  clauses: readonly [number, number][],
  [i, last]: [number, number],
): string | undefined {
  const item = (j: number) => text.slice(...clauses[j]!)
  const alone = (j: number) => item(j).trim() === '' || WORD_ALONE.test(item(j))
  if (clauses.slice(i, last + 1).every((_, k) => alone(i + k)))
    for (let j = last + 1; joined(text, clauses, j); j++) {
      const object = WORD_AND_OBJECT.exec(item(j))?.[1]
      if (object) {
        // With the rooms listed after it ("paint the kitchen | and hallway": "the kitchen and hallway").
        let end = j
        while (roomListed(text, clauses, end + 1)) end++
        return `${object} ${text.slice(clauses[j]![1], clauses[end]![1])}`.replace(/\s+/g, ' ').trim()
      }
      if (!alone(j)) return undefined
    }
  if (i !== last || !SURFACE_ALONE.test(item(i))) return undefined
  const before = []
  for (let j = i; joined(text, clauses, j); j--) before.push(j - 1)
  const after = []
  for (let j = i + 1; joined(text, clauses, j); j++) after.push(j)
  for (const j of [...before, ...after]) {
    const room = renewsARoom(item(j)) ? undefined : roomNamedIn(item(j))
    if (room) return `in the ${room}`
  }
  return undefined
}

/** A room's name and nothing else ("the hallway"). */
const ROOM_ALONE = (item: string): boolean => {
  const room = roomNamedIn(item)
  return !!room && item.trim().replace(/^(?:the|our|my) /, '') === room
}

/**
 * Whether the clause `i` is a room named alone in a list after a clause naming one ("paint the kitchen | and hallway"):
 * the room is done as the one before it is.
 */
export const roomListed = (text: string, clauses: readonly [number, number][], i: number): boolean =>
  joined(text, clauses, i) && ROOM_ALONE(text.slice(...clauses[i]!)) && !!roomNamedIn(text.slice(...clauses[i - 1]!))
