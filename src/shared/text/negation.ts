/**
 * A negation just after the words ("a shower room not needed", "the en-suite is not required", "bifold doors are already
 * in": work done before is not this job's), in the same clause and
 * with no other item joined in between ("a new boiler and rads not needed" keeps the boiler). The description's
 * keyword scan and the question engine read negations after a match with this one rule.
 */
const NEGATION_AFTER =
  /^(?:(?!\b(?:and|or|but|with|plus)\b)[^.,;:&]){0,12}?\b(?:(?:not|isn'?t|aren'?t|won'?t be) (?:needed|required|wanted|necessary|included)|(?:is|are) already (?:in|fitted|installed|there|done|in place))\b/

/** True when the normalised `text` negates the words that end at `end`. */
export function negatedAfter(text: string, end: number): boolean {
  return NEGATION_AFTER.test(text.slice(end, end + 40))
}
