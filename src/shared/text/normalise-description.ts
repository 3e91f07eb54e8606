/** The engine and the question engine read this many characters of a description; the rest is ignored. */
export const ANALYSED_DESCRIPTION_CHARS = 5000

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

/**
 * The one reading of a free-text description, shared by the cost engine's keywords and the question engine's
 * drivers: lower-cased plain text with tags, entities, curly quotes, dashes, runs of whitespace and "en suite"
 * normalised, capped at ANALYSED_DESCRIPTION_CHARS. Linear in the text (plain replacements, no nested quantifiers).
 */
export function normaliseDescription(raw: string): string {
  return (
    (typeof raw === 'string' ? raw : '')
      .slice(0, ANALYSED_DESCRIPTION_CHARS * 4)
      // [^<>]: a tag ends before the next '<', so an unclosed '<' is not scanned again from every later one.
      .replace(/<(script|style)\b[^<>]*>[^<]*<\/\1\s*>/gi, ' ')
      .replace(/<[^<>]{0,500}>/g, ' ')
      .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, e: string) => ENTITIES[e] ?? ' ')
      .replace(/[\u2018\u2019\u2032]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2010-\u2015]/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, ANALYSED_DESCRIPTION_CHARS)
      .toLowerCase()
      // "En suite" in two words is the en-suite the readings name (same length: offsets kept).
      .replace(/\ben suite/g, 'en-suite')
  )
}
