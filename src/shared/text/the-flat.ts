/**
 * "Flat" as a home ("the flat", "a 2-bed flat", "our ground floor flat"), not the word describing what follows it: a
 * flat roof, a flat-pack, a flat ceiling or floor, a flat screen, a flat rate or fee, a flat white (decision 070, later
 * uk-rates-2026.101). Every pattern that reads a flat as the home uses this, in a `String.raw` source, where it would
 * have said `flat`; it ends at a word boundary.
 */
export const FLAT_HOME = String.raw`flat\b(?![- ]?(?:roof(?:s|ed|ing)?|pack(?:s|ed)?|ceilings?|floors?|screens?|rates?|fees?|whites?|tops?|irons?|bars?)\b)`
