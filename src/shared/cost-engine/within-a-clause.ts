/**
 * A word that starts another clause ("and", "or", "then", "plus", "also", "but", "as well as"): an unpriced work's
 * words never run across it. A comma already stops them (their words are letters).
 */
const CLAUSE_BREAK = String.raw`(?:and|or|then|plus|also|but|as well)\b`

/**
 * "With": it brings in another thing, a part of the one said ("a new kitchen with an island") or another work ("new
 * kitchen with a conservatory"), never a word of the thing a work's verb is said of.
 */
const ANOTHER_THING = String.raw`with\b`

/**
 * A work's "any word" (`[a-z]+ )`, `\w+ )`, ending its group): any word but one that starts another clause or brings
 * in another thing.
 */
const ANY_WORD = /(\[[^\]]*\]|\\w)\+ \)/g

/**
 * `pattern` with each of its "any words" kept within the clause: "new kitchen and a conservatory" is the kitchen and a
 * conservatory, not a conservatory that swallowed the kitchen, and so is "new kitchen with a conservatory" (decision 069,
 * later uk-rates-2026.101).
 */
export function withinAClause(pattern: RegExp): RegExp {
  return new RegExp(pattern.source.replace(ANY_WORD, `(?!${CLAUSE_BREAK}|${ANOTHER_THING})$1+ )`), pattern.flags)
}
