/**
 * Reading money, percentages, units and dates as UK builders write them. Pure: no clock, no locale.
 */

/**
 * £1,234.56 · £1234 · £7 500.00 · £4.2k · £12k · 1,234.56 · 672.00 (a bare figure counts as money only with pence or
 * commas). A space between thousands is read only after a £ sign, where it cannot be two numbers side by side.
 */
export const MONEY_SOURCE = String.raw`-?£\s?\d{1,3}(?: \d{3})+(?![\d,])(?:\.\d{1,2})?|-?£\s?\d+(?:,\d{3})*(?:\.\d{1,2})?(?:\s?[kK]\b)?|(?<![\d.,/])\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?![\d/])|(?<![\d.,/])\d+\.\d{2}(?![\d/%])`

export function moneyPattern(flags = 'g') {
  return new RegExp(MONEY_SOURCE, flags)
}

/** "£1,234.50" → 123450; "£7 500" → 750000; "£4.2k" → 420000; "-£500" → -50000. Undefined when not money. */
export function toPence(raw: string): number | undefined {
  const text = raw.trim().replace(/(?<=£\s?\d{1,3}(?: \d{3})*) (?=\d{3}\b)/g, '')
  const negative = text.startsWith('-')
  const match = /(\d+(?:,\d{3})*(?:\.\d{1,2})?)\s?([kK])?/.exec(text)
  if (!match) return undefined
  const value = Number(match[1]!.replace(/,/g, ''))
  if (!Number.isFinite(value)) return undefined
  const pence = Math.round(value * (match[2] ? 1000 : 1) * 100)
  return negative ? -pence : pence
}

const UNITS: [RegExp, string][] = [
  [/^(m2|m²|sq\.?\s?m|sqm|m\^2|square metres?)$/i, 'm2'],
  [/^(m3|m³|cu\.?\s?m)$/i, 'm3'],
  [/^(m|lm|lin\.?\s?m|linear m|metres?|l\/m)$/i, 'm'],
  [/^(nr|no\.?|number|each|ea|pcs?|units?)$/i, 'nr'],
  [/^(item|items|itm)$/i, 'item'],
  [/^(sum|ls|l\/s|lump sum)$/i, 'sum'],
  [/^(days?)$/i, 'day'],
  [/^(hrs?|hours?)$/i, 'hr'],
  [/^(weeks?|wks?)$/i, 'week'],
  [/^(sets?)$/i, 'set'],
  [/^(pairs?|prs?)$/i, 'pair'],
  [/^(loads?)$/i, 'load'],
  [/^(tonnes?|t)$/i, 'tonne'],
]

/** A unit as written → the reader's unit ('m2', 'm', 'nr', 'item', 'day'…), or undefined when it isn't one. */
export function normaliseUnit(raw: string): string | undefined {
  const text = raw.trim()
  for (const [pattern, unit] of UNITS) if (pattern.test(text)) return unit
  return undefined
}

/** Multi-word units, tried before single tokens ("lin m", "sq m", "lump sum"). */
export const TWO_WORD_UNITS = /^(lin\.?\s?m|sq\.?\s?m|cu\.?\s?m|lump sum|linear m|square metres?)$/i

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

const MONTH_WORD = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`
export const DATE_SOURCE = String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_WORD}\.?,?\s+\d{4}\b|\b\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})\b`

function iso(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

/** "3 November 2026", "3rd Nov 2026", "03/11/2026" (UK day first), "3.11.26" → "2026-11-03". */
export function parseUkDate(raw: string): string | undefined {
  const words = /(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})/i.exec(raw)
  if (words) {
    const month = MONTHS.findIndex((m) => m.startsWith(words[2]!.toLowerCase().slice(0, 3)))
    return month < 0 ? undefined : iso(Number(words[3]), month + 1, Number(words[1]))
  }
  const numeric = /(\d{1,2})[/.](\d{1,2})[/.](\d{4}|\d{2})/.exec(raw)
  if (!numeric) return undefined
  const year = numeric[3]!.length === 2 ? 2000 + Number(numeric[3]) : Number(numeric[3])
  return iso(year, Number(numeric[2]), Number(numeric[1]))
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
