import { scanDescription } from './description'
import type { KeywordHits } from './keyword-ids'

/*
 * A list of works said after one work word ("new windows and internal doors", "replace the boiler and windows"): each
 * item that names no work of its own reads with that word (decision 074, later).
 */

/** The work word heading a list's first item ("new windows", "replace the boiler", "paint the house inside | and out"). */
const LIST_HEAD =
  /^\s*(new|replac(?:e|ing)|renew(?:ing)?|fit(?:ting)?|install(?:ing)?|upgrad(?:e|ing)|chang(?:e|ing)|(?:re-?)?paint(?:ing)?|(?:re-?)?decorat(?:e|ing))\b/
/** What joins one item of a list to the next (not a new sentence, nor "with"). */
const LIST_JOIN = /^(?:,|and|plus)$/

/**
 * The first clause no trade owns that is an item of a list headed by a work word and, read with that word, says a
 * trade it does not say alone ("new windows | and internal doors": "new internal doors"): its index and the word.
 */
export function itemListed(
  text: string,
  clauses: readonly [number, number][],
  owners: readonly string[][],
  said: (kw: KeywordHits) => boolean,
): { at: number; lead: string } | undefined {
  for (let i = 1; i < clauses.length; i++) {
    const item = text.slice(...clauses[i]!)
    if (owners[i]!.length > 0 || said(scanDescription(item))) continue
    let head = i
    while (head > 0 && LIST_JOIN.test(text.slice(clauses[head - 1]![1], clauses[head]![0]))) head--
    const lead = head < i ? LIST_HEAD.exec(text.slice(...clauses[head]!))?.[1] : undefined
    if (lead && said(scanDescription(`${lead} ${item}`))) return { at: i, lead }
  }
  return undefined
}
