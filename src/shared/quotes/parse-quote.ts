/* eslint-disable max-lines -- the reader's two passes share their patterns; splitting the sentence pass out is left to do */
import { emptyQuote, type QuoteLine, type QuotePaymentStage, type ReadQuote } from './quote'
import {
  addDays,
  DATE_SOURCE,
  moneyPattern,
  MONEY_SOURCE,
  normaliseUnit,
  parseUkDate,
  toPence,
  TWO_WORD_UNITS,
} from './money-text'

/**
 * Reads a builder's quote from its text (a PDF's rows, OCR of a photo, or pasted text) into a `ReadQuote`. Pure.
 *
 * Two passes. The line pass finds the priced lines (trailing money, read right to left as
 * [quantity] [unit] [@ rate] amount), the table header, room or trade headings, wrapped descriptions, the summary
 * rows (subtotal, VAT, total, also when a notes column shares their row), and bulleted exclusion lists. What is left
 * is prose; it is joined into sentences for the sentence pass, which finds the payment terms (deposit, stages,
 * retention), validity, duration, guarantee, VAT statements ("all prices include VAT", "not VAT registered", "no VAT
 * if paid cash") and inline exclusions. Figures the quote does not state are left out, never guessed; where the
 * stated figures disagree (lines against the subtotal, subtotal plus VAT against the total) a warning says so.
 */

const MONEY_AT_END = new RegExp(`(${MONEY_SOURCE})\\s*$`)
const VAT_TAIL = /\s*(?:\+|plus)\s*vat\b\.?|\s*(?:ex|exc|excl|excluding)\.?\s*vat\b\.?/i
const INC_VAT_TAIL = /\s*(?:inc|incl|including|inclusive of)\.?\s*vat\b\.?/i
const SUMMARY_LABEL =
  /^(?:sub[- ]?total|net total|net|total|grand total|quote total|contract (?:sum|total)|total payable|amount due|balance due|vat)\b/i
const PRICE_SENTENCE =
  /^(?:our|the|my|this|for)\b.{0,60}\b(?:price|total|cost|quotation|quote|figure)\b.{0,40}\b(?:is|be|comes to|of)\b/i
const TERMS_WORDS =
  /\b(?:deposit|retention|valid|validity|payment|payable|paid|pay|cash|vat regist|registered for vat|guarantee|warranty|stage payments?|balance|remainder)\b/i
const TABLE_HEADER = /\b(?:description|item|work|works|details)\b.*\b(?:amount|total|price|cost|rate|£)\b/i
const EXCLUSION_HEADING =
  /^(?:exclusions|not included|excluded|excludes|items excluded|the (?:price|quote|quotation|above) (?:excludes|does not include)|we have not allowed for|our price excludes|the price excludes)\s*:?\s*$/i
const HEADING_WORDS =
  /^(?:terms|terms and conditions|payment|payment terms|payment schedule|notes?|conditions|validity|guarantee|programme|exclusions|inclusions|scope|yours|regards|kind regards|many thanks|thanks)\b/i
const BULLET = /^\s*(?:[-•*·▪◦‣–]|\(?[a-z]\)|o\s)\s*/
const NOTE_TAIL =
  /(?:\s[-–—:]\s*|\s)(?:included|inc\.?|by client|by others|n\/a|tbc|tba|no charge|free of charge|nil)\s*\.?$/i

interface ItemDraft extends QuoteLine {
  /** The leading item number, when the quote numbers its lines. */
  number?: number
}

interface Totals {
  subtotal?: number
  total?: number
  vatAmount?: number
  vatRate?: number
  inclusive?: boolean
  /** A plain "Total" met before a VAT row: it was the subtotal. */
  plainTotal?: number
}

function cleanText(raw: string): string[] {
  return (
    raw
      .replace(/\r\n?/g, '\n')
      // Pasted from an email's HTML: tags are dropped, the commonest entities read
      .replace(/<\/?[a-z][^<>]{0,300}>/gi, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&pound;/g, '£')
      .replace(/&amp;/g, '&')
      .replace(/[\u00a0\u2007\u202f]/g, ' ')
      .replace(/(?![\t\n])\p{Cc}/gu, ' ')
      .replace(/[‘’]/g, "'")
      .replace(/\.{3,}|…+|_{3,}/g, '   ')
      .split('\n')
      .map((line) => line.replace(/\t/g, '   ').trimEnd())
  )
}

function percentIn(text: string): number | undefined {
  const match = /(\d{1,2}(?:\.\d+)?)\s*%/.exec(text)
  return match ? Number(match[1]) : undefined
}

function tidyDescription(text: string): string {
  return text
    .replace(BULLET, '')
    .replace(/[\s:=@–—-]+$/g, '')
    .replace(/^[\s:–—-]+/, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

function kindOf(description: string, section: string | undefined): QuoteLine['kind'] {
  if (/\bPC\b|\bP\.C\.|prime cost/.test(description)) return 'prime_cost'
  if (/\bprovisional\b|\bprov\.? sum\b|\bP\.S\./i.test(description)) return 'provisional'
  if (section && /\bprovisional\b/i.test(section)) return 'provisional'
  if (section && /\bprime cost\b|\bPC sums?\b/i.test(section)) return 'prime_cost'
  return 'item'
}

const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(1, Math.abs(b) * 0.005)

/** A priced line read right to left, or undefined when the line carries no trailing money. */
function readItem(line: string, sequence: number): ItemDraft | undefined {
  let text = line.trim().replace(/[.;,]+$/, '')
  text = text.replace(new RegExp(`(${MONEY_SOURCE})(?:${VAT_TAIL.source})$`, 'i'), '$1')
  const amountMatch = MONEY_AT_END.exec(text)
  if (!amountMatch) return undefined
  const amountPence = toPence(amountMatch[1]!)
  if (amountPence === undefined) return undefined
  const tokens = text.slice(0, amountMatch.index).trim().split(/\s+/).filter(Boolean)
  let ratePence: number | undefined
  let unit: string | undefined
  let quantity: number | undefined
  const last = () => tokens.at(-1) ?? ''
  const rateToken = /^£?\d+(?:,\d{3})*(?:\.\d{1,2})?(?:\/[a-z²0-9]+)?$/i
  if (rateToken.test(last()) && (/£|\.\d{2}|,/.test(last()) || tokens.length >= 3)) {
    const perUnit = /\/([a-z²0-9]+)$/i.exec(last())
    const candidate = toPence(last().replace(/\/.*$/, ''))
    const save = [...tokens]
    tokens.pop()
    if (last() === '@' || last() === 'at') tokens.pop()
    const twoWord = tokens.length >= 2 ? `${tokens.at(-2)} ${last()}` : ''
    if (TWO_WORD_UNITS.test(twoWord)) {
      unit = normaliseUnit(twoWord)
      tokens.splice(-2, 2)
    } else if (normaliseUnit(last()) && tokens.length >= 2) {
      unit = normaliseUnit(last())
      tokens.pop()
    }
    if (/^\d+(?:\.\d+)?$/.test(last()) && tokens.length >= 2) quantity = Number(tokens.pop())
    ratePence = candidate
    if (quantity === undefined && perUnit) {
      // "14 m2 LVT supplied and laid @ £65/m2": the quantity is in the words
      unit = unit ?? normaliseUnit(perUnit[1]!)
      const inline = /(\d+(?:\.\d+)?)\s*(m2|m²|m|nr|no|lm)\b/i.exec(tokens.join(' '))
      if (inline && candidate !== undefined && near(Number(inline[1]) * candidate, amountPence)) {
        quantity = Number(inline[1])
      }
    }
    const agrees = quantity !== undefined && ratePence !== undefined && near(quantity * ratePence, amountPence)
    if (quantity === undefined && unit === undefined && !perUnit && !agrees) {
      // Two figures but no quantity: the first is part of the description (e.g. "(PC sum £1,800)")
      tokens.splice(0, tokens.length, ...save)
      ratePence = undefined
    }
  }
  let description = tidyDescription(tokens.join(' '))
  let number: number | undefined
  const numbered = /^\(?(\d{1,3})[.)]?\s+(?=\S)/.exec(description)
  if (numbered && (/[.)]/.test(numbered[0]) || Number(numbered[1]) === sequence)) {
    number = Number(numbered[1])
    description = description.slice(numbered[0].length).trim()
  }
  if (!/[a-z]{2}/i.test(description)) return undefined
  if (quantity === undefined) {
    const times = /\s[x×]\s?(\d{1,3})$/.exec(description)
    if (times) {
      quantity = Number(times[1])
      unit = 'nr'
    }
  }
  return { description, quantity, unit, ratePence, amountPence, kind: 'item', number }
}

interface LinePass {
  items: ItemDraft[]
  prose: string[]
  exclusions: string[]
  totals: Totals
  subject?: string
}

function handleSummary(text: string, totals: Totals): boolean {
  const cleaned = text.replace(/^\*+|\*+$/g, '').trim()
  if (!SUMMARY_LABEL.test(cleaned) && !PRICE_SENTENCE.test(cleaned)) return false
  if (/^vat\s*(?:reg|no\b|number)/i.test(cleaned)) return false
  const moneys = [...cleaned.matchAll(moneyPattern())]
  if (moneys.length === 0) {
    if (/^vat\b/i.test(cleaned) && percentIn(cleaned) !== undefined) {
      totals.vatRate = percentIn(cleaned)
      return true
    }
    return false
  }
  const label = cleaned.slice(0, moneys[0]!.index)
  if (/^vat\b/i.test(cleaned)) {
    totals.vatAmount = toPence(moneys.at(-1)![0])
    totals.vatRate = percentIn(label) ?? totals.vatRate
    if (totals.subtotal === undefined && totals.plainTotal !== undefined) totals.subtotal = totals.plainTotal
    totals.plainTotal = undefined
    totals.total = undefined
    return true
  }
  const rate = /vat/i.test(cleaned) ? percentIn(cleaned) : undefined
  if (rate !== undefined) totals.vatRate = rate
  if (/^(?:sub[- ]?total|net)\b|\b(?:ex|exc|excl|excluding|exclusive of|before|net of)\.?\s*vat\b/i.test(label)) {
    totals.subtotal = toPence(moneys.at(-1)![0])
    totals.inclusive = totals.inclusive ?? false
    return true
  }
  let sawTotal = false
  for (const money of moneys) {
    const after = cleaned.slice(money.index + money[0].length)
    const value = toPence(money[0])
    if (new RegExp(`^(?:${VAT_TAIL.source})`, 'i').test(after)) {
      totals.subtotal = value
      totals.inclusive = false
    } else {
      totals.total = value
      sawTotal = true
      if (
        /\b(?:inc|incl|including|inclusive of)\.?\s*vat\b/i.test(label) ||
        new RegExp(`^(?:${INC_VAT_TAIL.source})`, 'i').test(after)
      ) {
        if (totals.subtotal === undefined) totals.inclusive = true
      }
    }
  }
  if (sawTotal && totals.subtotal === undefined && totals.vatAmount === undefined && !/\bvat\b/i.test(cleaned)) {
    totals.plainTotal = totals.total
  }
  return true
}

function splitSummaryCell(line: string): [string, string] | undefined {
  const cells = line.split(/\s{3,}/)
  for (let i = 1; i < cells.length; i++) {
    const rest = cells.slice(i).join('   ')
    if (SUMMARY_LABEL.test(rest) && moneyPattern('').test(rest)) return [cells.slice(0, i).join('   '), rest]
  }
  return undefined
}

// eslint-disable-next-line max-lines-per-function -- one loop over the lines, each branch a kind of line
function linePass(lines: string[]): LinePass {
  const out: LinePass = { items: [], prose: [], exclusions: [], totals: {} }
  let section: string | undefined
  let inExclusions = false
  let previousWasItem = false
  let pendingHeading: string | undefined
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i]!.trim()
    if (line === '') {
      inExclusions = false
      previousWasItem = false
      continue
    }
    const split = splitSummaryCell(line)
    if (split && !SUMMARY_LABEL.test(split[0])) {
      out.prose.push(split[0])
      line = split[1]
    }
    const flat = line.replace(/\s{3,}/g, ' ')
    const subject = /^(?:re|works|project|subject)\s*:\s*(.+)$/i.exec(flat)
    if (subject && !out.subject) out.subject = subject[1]!.replace(/[.\s]+$/, '')
    if (EXCLUSION_HEADING.test(flat)) {
      inExclusions = true
      continue
    }
    if (inExclusions) {
      const isEnd = HEADING_WORDS.test(flat) || moneyPattern('').test(flat) || /%|\bvalid\b|^we\b|^our\b/i.test(flat)
      if (!isEnd && flat.length <= 160 && out.exclusions.length < 50) {
        out.exclusions.push(tidyDescription(flat).replace(/[.;,]$/, ''))
        continue
      }
      inExclusions = false
    }
    if (TABLE_HEADER.test(flat) && !moneyPattern('').test(flat)) {
      previousWasItem = false
      continue
    }
    if (handleSummary(flat, out.totals)) {
      // "Total £9,880 + VAT. Building control fees not included.": the sentences after the figures are prose
      const after = /[.!?]\s+([A-Z][^£]*)$/.exec(flat)
      if (after) out.prose.push(after[1]!)
      previousWasItem = false
      continue
    }
    const isTerms = TERMS_WORDS.test(flat) || /\bcash\b/i.test(flat)
    const item = isTerms ? undefined : readItem(flat, out.items.length + 1)
    if (item) {
      if (pendingHeading) section = pendingHeading
      pendingHeading = undefined
      out.items.push({ ...item, section })
      previousWasItem = true
      continue
    }
    const last = out.items.at(-1)
    const opensParen =
      last && (last.description.match(/\(/g)?.length ?? 0) > (last.description.match(/\)/g)?.length ?? 0)
    if (previousWasItem && last && !isTerms && (/^[a-z(]/.test(flat) || opensParen) && flat.length < 120) {
      last.description = `${last.description} ${flat}`.trim()
      continue
    }
    if (NOTE_TAIL.test(flat) && out.items.length > 0 && !isTerms) {
      out.items.push({ description: tidyDescription(flat), kind: 'note', section })
      previousWasItem = false
      continue
    }
    const next = lines.slice(i + 1).find((l) => l.trim() !== '')
    const nextIsItem =
      next !== undefined &&
      !TERMS_WORDS.test(next) &&
      readItem(next.trim().replace(/\s{3,}/g, ' '), out.items.length + 1) !== undefined
    const looksLikeHeading =
      flat.length <= 60 &&
      !/[.,;]$/.test(flat) &&
      !moneyPattern('').test(flat) &&
      !new RegExp(DATE_SOURCE, 'i').test(flat) &&
      !/\b(?:date|tel|phone|email|client|customer)\b|\d{4,}|@/i.test(flat)
    if (nextIsItem && looksLikeHeading) {
      pendingHeading = tidyDescription(flat)
      previousWasItem = false
      out.prose.push(flat)
      continue
    }
    previousWasItem = false
    out.prose.push(flat)
  }
  return out
}

/** Prose lines → sentences: a wrapped paragraph is joined again; a list line or a heading stays apart. */
function sentencesOf(prose: string[]): string[] {
  const blocks: string[] = []
  for (const line of prose) {
    const previous = blocks.at(-1)
    const breakBefore =
      previous === undefined ||
      /[.!?:;]$/.test(previous) ||
      /^(?:\d+(?:\.\d+)?\s*%|[-•*·])/.test(previous) ||
      /^(?:\d+(?:\.\d+)?\s*%|[-•*·])/.test(line) ||
      /^[A-Z][A-Za-z ]{2,30}:/.test(line) ||
      (previous.length < 40 && /^[A-Z£\d]/.test(line))
    if (breakBefore) blocks.push(line)
    else blocks[blocks.length - 1] = `${previous} ${line}`
  }
  return blocks
    .flatMap((block) =>
      block.split(/(?<!\b(?:ref|no|nos|approx|incl|excl|mr|mrs|ms|dr|st|etc|e\.g|i\.e)\.)(?<=[.!?])\s+(?=[A-Z£\d])/i),
    )
    .map((s) => s.trim())
}

interface Terms {
  payment: ReadQuote['payment']
  validDays?: number
  validDate?: string
  validityText?: string
  durationText?: string
  guaranteeText?: string
  inclusive?: boolean
  cash?: boolean
  notRegistered?: boolean
  vatRate?: number
  exclusions: string[]
}

function clauseOf(text: string): string {
  return text
    .replace(/^(?:then|and|with|less|plus)\s+/i, '')
    .replace(/[.,;\s]+$/, '')
    .trim()
}

function readPaymentSentence(sentence: string, terms: Terms) {
  const body = sentence.replace(/^[^%:]{0,80}:\s*/, '')
  const clauses = body.split(/,\s+|;\s*|\s+and\s+(?=\d+(?:\.\d+)?\s*%)|\s+then\s+/i)
  for (const raw of clauses) {
    const clause = clauseOf(raw)
    if (clause === '') continue
    if (/\bno deposit\b/i.test(clause)) {
      terms.payment.depositPercent = 0
      continue
    }
    if (/\bdeposit\b|\bup ?front\b/i.test(clause)) {
      const pct = /(\d{1,3}(?:\.\d+)?)\s*%/.exec(clause)
      if (pct) terms.payment.depositPercent = Number(pct[1])
      const money = moneyPattern('').exec(clause)
      if (money) terms.payment.depositPence = toPence(money[0])
      continue
    }
    if (/\bretention\b|\bretained\b/i.test(clause)) {
      const pct = percentIn(clause)
      if (pct !== undefined) terms.payment.retentionPercent = pct
      continue
    }
    const pct = /^(\d{1,3}(?:\.\d+)?)\s*%\s+(?:on|at|when|after|upon|once|by|of)\b/i.exec(clause)
    const plain =
      /^(?:balance|remainder|rest|payment|payments|weekly|fortnightly|monthly|stage payments?|final payment)\b/i.test(
        clause,
      )
    if ((pct || plain) && terms.payment.stages.length < 50) {
      const stage: QuotePaymentStage = { description: clause.slice(0, 500) }
      if (pct) stage.percent = Number(pct[1])
      const money = moneyPattern('').exec(clause)
      if (money) stage.amountPence = toPence(money[0])
      terms.payment.stages.push(stage)
    }
  }
}

function sentencePass(sentences: string[]): Terms {
  const terms: Terms = { payment: { stages: [] }, exclusions: [] }
  for (const sentence of sentences) {
    if (/\bcash\b/i.test(sentence) && /\bvat\b/i.test(sentence)) terms.cash = true
    if (/not vat[- ]registered|not registered for vat|no vat (?:is )?charged/i.test(sentence))
      terms.notRegistered = true
    if (
      /\b(?:prices?|figures?|all|quote|quotation)\b.{0,30}\b(?:include|includes|inclusive of|including)\s+vat\b/i.test(
        sentence,
      )
    ) {
      terms.inclusive = true
      terms.vatRate = /vat/i.test(sentence) ? (percentIn(sentence) ?? terms.vatRate) : terms.vatRate
    }
    if (
      /\b(?:prices?|figures?|all|quote|quotation)\b.{0,30}\b(?:exclude|excludes|exclusive of|excluding|plus)\s+vat\b/i.test(
        sentence,
      )
    ) {
      terms.inclusive = false
    }
    if (/\bvat\b.{0,60}\b(?:reduced rate|rate of|at)\s+(\d{1,2})\s*%/i.test(sentence))
      terms.vatRate = percentIn(sentence)
    if (
      /\b(?:deposit|payment|payable|pay|balance|remainder|retention|stages?|up ?front|valuation|on completion)\b/i.test(
        sentence,
      ) ||
      /^\d{1,3}(?:\.\d+)?\s*%\s+(?:on|at|when|after|upon|once)\b/i.test(sentence)
    ) {
      readPaymentSentence(sentence, terms)
    }
    const valid = /\b(?:valid|open for acceptance|good|holds?)\b[^.]*?\b(?:for|within)?\s*(\d{1,3})\s*days\b/i.exec(
      sentence,
    )
    if (valid && /\b(?:valid|acceptance|quote|price|good)\b/i.test(sentence)) {
      terms.validDays = Number(valid[1])
      terms.validityText = sentence.replace(/\.$/, '')
    }
    const validUntil = new RegExp(`\\bvalid (?:until|till|to|up to)\\s*:?\\s*(${DATE_SOURCE})`, 'i').exec(sentence)
    if (validUntil) {
      terms.validDate = parseUkDate(validUntil[1]!)
      terms.validityText = sentence.replace(/\.$/, '')
    }
    if (
      !terms.durationText &&
      /\b\d+(?:\s*(?:to|-|–)\s*\d+)?\s*(?:working\s+)?(?:days?|weeks?|months?)\b/i.test(sentence) &&
      /\b(?:duration|take|takes|on site|approx|approximately|about|programme|complete within)\b/i.test(sentence) &&
      !/\b(?:valid|retention|guarantee|hire)\b/i.test(sentence)
    ) {
      terms.durationText = sentence.replace(/\.$/, '')
    }
    if (!terms.guaranteeText && /\bguarantee|\bguaranteed\b|\bwarranty\b/i.test(sentence)) {
      terms.guaranteeText = sentence.replace(/\.$/, '')
    }
    const inline = /\b(?:exclusions|not included|excludes|does not include|price excludes|excluding)\s*:\s*(.+)$/i.exec(
      sentence,
    )
    if (inline) {
      for (const part of inline[1]!.split(/;\s*|,\s+(?![^(]*\))/)) {
        const item = part
          .replace(/^(?:and|or)\s+/i, '')
          .replace(/[.;,\s]+$/, '')
          .trim()
        if (item) terms.exclusions.push(item)
      }
    } else {
      const trailing = /^(.{3,120}?)\s+(?:are |is )?(?:not included|excluded|by client|by others|extra)\.?$/i.exec(
        sentence,
      )
      if (trailing && !/\bvat\b/i.test(trailing[1]!)) terms.exclusions.push(trailing[1]!.trim())
    }
  }
  return terms
}

function headerFacts(lines: string[]) {
  const head = lines.filter((l) => l.trim() !== '').slice(0, 15)
  const builderPattern =
    /\b(?:ltd|limited|llp|plc|builders?|building|construction|developments?|services|roofing|electrical|decorating|plumbing|interiors|carpentry|lofts?|contractors?|joinery|bathrooms|kitchens|preservation)\b/i
  const tail = lines.filter((l) => l.trim() !== '').slice(-4)
  const candidate = (l: string) =>
    builderPattern.test(l) && !/\b(?:quote for|client|customer|re:|total)\b|£|%/i.test(l) && l.length < 80
  let builderName = head.find(candidate)
  builderName ??= [...tail].reverse().find(candidate)
  if (builderName)
    builderName = builderName
      .split(/\s{3,}/)[0]!
      .replace(/\s*\((?:not )?vat[^)]*\)\s*/i, '')
      .trim()
  let quoteDate: string | undefined
  for (const line of head) {
    if (/\bvalid\b/i.test(line)) continue
    const match = new RegExp(DATE_SOURCE, 'i').exec(line)
    if (match) {
      quoteDate = parseUkDate(match[0])
      if (quoteDate) break
    }
  }
  const ref =
    /\b(?:ref(?:erence)?|quote no|quotation no|quote number|quotation number|survey ref)\.?\s*:?\s*([A-Z]{1,5}[A-Z0-9]*[/-][A-Z0-9/-]+)/i.exec(
      head.join('\n'),
    )
  return { builderName, quoteDate, reference: ref?.[1] }
}

function scopeOf(sentences: string[], subject: string | undefined): string | undefined {
  const scope = sentences.filter(
    (s) =>
      /\b(?:propose|construct|refit|conversion|convert|rewire|re-roof|refurbish|extension|specification|supply and fit|works? to)\b/i.test(
        s,
      ) &&
      !moneyPattern('').test(s) &&
      !/\b(?:valid|deposit|payment|guarantee|take)\b/i.test(s),
  )
  const parts = [...(subject ? [subject] : []), ...scope.filter((s) => !subject || !s.includes(subject))]
  return parts.length ? parts.join('\n').slice(0, 100_000) : undefined
}

function formatPounds(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

function checkArithmetic(quote: ReadQuote): string[] {
  const warnings: string[] = []
  quote.lines.forEach((line, index) => {
    if (line.quantity !== undefined && line.ratePence !== undefined && line.amountPence !== undefined) {
      const product = Math.round(line.quantity * line.ratePence)
      if (!near(product, line.amountPence)) {
        warnings.push(
          `Line ${index + 1}: ${line.quantity} × ${formatPounds(line.ratePence)} is ${formatPounds(product)}, not ${formatPounds(line.amountPence)}`,
        )
      }
    }
  })
  const priced = quote.lines.filter((l) => l.amountPence !== undefined)
  const sum = priced.reduce((total, line) => total + (line.amountPence ?? 0), 0)
  const net = quote.subtotalPence ?? (quote.vat.inclusive !== false ? quote.totalPence : undefined)
  if (priced.length > 1 && net !== undefined && sum !== net) {
    warnings.push(
      `The lines add up to ${formatPounds(sum)} but the quote’s ${quote.subtotalPence !== undefined ? 'subtotal' : 'total'} is ${formatPounds(net)}`,
    )
  }
  const { subtotalPence, totalPence } = quote
  const vat = quote.vat.amountPence
  if (
    subtotalPence !== undefined &&
    vat !== undefined &&
    totalPence !== undefined &&
    subtotalPence + vat !== totalPence
  ) {
    warnings.push(
      `${formatPounds(subtotalPence)} plus VAT of ${formatPounds(vat)} is ${formatPounds(subtotalPence + vat)}, not the total of ${formatPounds(totalPence)}`,
    )
  }
  if (quote.subtotalPence === undefined && quote.totalPence === undefined)
    warnings.push('No total was found in the quote')
  return warnings
}

export function parseQuoteText(raw: string): ReadQuote {
  const lines = cleanText(raw)
  const pass = linePass(lines)
  const header = headerFacts(lines)
  const sentences = sentencesOf(pass.prose)
  const terms = sentencePass(sentences)
  const { totals } = pass
  const quote = emptyQuote()
  quote.lines = pass.items.map(({ number: _number, ...line }) => {
    const out: QuoteLine = { ...line, kind: line.kind === 'note' ? 'note' : kindOf(line.description, line.section) }
    for (const key of Object.keys(out) as (keyof QuoteLine)[]) if (out[key] === undefined) delete out[key]
    return out
  })
  if (totals.plainTotal !== undefined && totals.vatAmount === undefined) totals.total = totals.plainTotal
  quote.subtotalPence = totals.subtotal
  quote.totalPence = totals.total
  const lineVatExclusive = lines.some((l) => new RegExp(`(${MONEY_SOURCE})${VAT_TAIL.source}`, 'i').test(l))
  quote.vat = {
    ratePercent: totals.vatRate ?? terms.vatRate,
    amountPence: totals.vatAmount,
    inclusive: terms.inclusive ?? totals.inclusive ?? (lineVatExclusive ? false : undefined),
    cashNoVatOffer: terms.cash,
    notRegistered: terms.notRegistered,
  }
  const { subtotalPence, totalPence } = quote
  if (
    quote.vat.amountPence === undefined &&
    subtotalPence !== undefined &&
    totalPence !== undefined &&
    totalPence > subtotalPence
  ) {
    quote.vat.amountPence = totalPence - subtotalPence
    const rate = ((totalPence - subtotalPence) / subtotalPence) * 100
    if (quote.vat.ratePercent === undefined) {
      for (const standard of [20, 5]) if (Math.abs(rate - standard) < 0.05) quote.vat.ratePercent = standard
    }
  }
  if (quote.vat.inclusive === undefined && quote.vat.amountPence !== undefined && subtotalPence !== undefined) {
    quote.vat.inclusive = false
  }
  for (const key of Object.keys(quote.vat) as (keyof ReadQuote['vat'])[])
    if (quote.vat[key] === undefined) delete quote.vat[key]
  if (quote.lines.length === 0 && (subtotalPence ?? totalPence) !== undefined) {
    quote.lines = [
      { description: pass.subject ?? 'The works as quoted', amountPence: subtotalPence ?? totalPence, kind: 'item' },
    ]
  }
  quote.exclusions = [...pass.exclusions, ...terms.exclusions].slice(0, 50)
  quote.payment = terms.payment
  if (header.builderName) quote.builderName = header.builderName.slice(0, 200)
  if (header.reference) quote.reference = header.reference
  if (header.quoteDate) quote.quoteDate = header.quoteDate
  quote.validUntil =
    terms.validDate ??
    (terms.validDays !== undefined && header.quoteDate ? addDays(header.quoteDate, terms.validDays) : undefined)
  if (terms.validityText) quote.validityText = terms.validityText.slice(0, 500)
  if (terms.durationText) quote.durationText = terms.durationText.slice(0, 500)
  if (terms.guaranteeText) quote.guaranteeText = terms.guaranteeText.slice(0, 500)
  const scope = scopeOf(sentences, pass.subject)
  if (scope) quote.scopeText = scope
  if (quote.validUntil === undefined) delete quote.validUntil
  quote.warnings = checkArithmetic(quote)
  return quote
}
