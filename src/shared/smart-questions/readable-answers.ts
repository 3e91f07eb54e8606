import { parseDetailLine } from './detail-line'
import { findCatalogueQuestion } from './question-catalogue'

/**
 * Answers as people read them. The engine and the enhanced description (docs/product/flows.md) keep catalogue ids and option
 * values ('property_age: 1919_1965'); every screen and the PDF show the question's option labels instead
 * ('1919 to 1965'), through these functions.
 */

/** 'fittings_quality' → 'Fittings quality': the fallback for an id the catalogue does not know. */
export function readableId(id: string): string {
  const words = id.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : words
}

/** The option label of a catalogue answer ('1919_1965' → '1919 to 1965'); other answers as given. */
export function answerLabel(questionId: string, value: string): string {
  const q = findCatalogueQuestion(questionId)
  const option = q?.options.find((o) => o.value === value)
  if (option) return option.label
  // An LLM question's free-text answer, or a value the catalogue lost: never show a raw snake_case value.
  return /^[a-z0-9]+(_[a-z0-9]+)+$/.test(value) ? readableId(value) : value
}

/** The question as asked ('When was the property built?'), or the id in words. */
export function questionText(questionId: string): string {
  return findCatalogueQuestion(questionId)?.question ?? readableId(questionId)
}

const DETAILS_HEADING = /^\s*additional details:?\s*$/i

/**
 * The description as people read it: the 'Additional Details' block's `id: value` lines become
 * 'Question? Answer' sentences (or are left out when `omitIds` lists them, e.g. because the answers are shown
 * beside it). Lines outside that block are the user's own words and stay as written.
 */
export function readableDescription(raw: string, options: { omitIds?: readonly string[] } = {}): string {
  const omit = new Set(options.omitIds ?? [])
  const out: string[] = []
  const details: string[] = []
  let inDetails = false
  for (const line of raw.split('\n')) {
    if (DETAILS_HEADING.test(line)) {
      inDetails = true
      continue
    }
    const detail = inDetails ? parseDetailLine(line) : undefined
    if (detail) {
      const { id, value } = detail
      if (!omit.has(id)) details.push(`${questionText(id)} ${answerLabel(id, value)}.`.replace(/([?.!])\.$/, '$1'))
      continue
    }
    if (inDetails && line.trim() === '') continue
    inDetails = false
    out.push(line)
  }
  const text = out.join('\n').trim()
  if (!details.length) return text
  return `${text}${text ? '\n\n' : ''}Additional details: ${details.join(' ')}`
}

/**
 * A cost driver's label with its answer in words. New plans already carry it ('Age of the property: 1919 to
 * 1965'); plans stored before decision 012 ended in the raw value ('…: 1919_1965'), which this rewrites.
 */
export function readableDriverLabel(
  driver: { source: string; key: string; label: string },
  answers: Readonly<Record<string, string>>,
): string {
  const raw = answers[driver.key]
  if (driver.source !== 'answer' || !raw) return driver.label
  const suffix = `: ${raw}`
  return driver.label.endsWith(suffix)
    ? `${driver.label.slice(0, -suffix.length)}: ${answerLabel(driver.key, raw)}`
    : driver.label
}
