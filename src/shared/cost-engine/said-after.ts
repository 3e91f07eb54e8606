/**
 * Renewal said after what is renewed, as its state or in a clause of its own ("the toilet needs replacing", "a flat
 * roof that needs replacing", "the worktops which need to be replaced", "the door needs replacement", "skirting to be
 * replaced"), a state said before it or not ("the toilet is cracked and needs replacing"): the same work as its verb
 * said before it ("replace the toilet"; decision 074, later uk-rates-2026.103). `verb` is the stem its endings go on
 * ("replac": replaced, replacing, replacement; "re-?cover": re-covered, re-covering).
 */
export const saidAfter = (verb: string): string =>
  String.raw`(?: (?:that|which))?(?: (?:is|are) (?:[a-z]+ ){1,2}and)?(?: (?:is|are))?(?: (?:really|now|urgently|badly|also|all|definitely))? (?:${verb}ed|to be ${verb}ed|needs? (?:to be )?${verb}(?:ed|ing|ement))`

/** Replacing said after what is replaced. */
export const REPLACED_AFTER = saidAfter('replac')
