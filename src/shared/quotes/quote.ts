import { z } from 'zod'
import { text } from '../schemas/text'

/**
 * A builder's quote as read (decision 030): from a PDF, a photo (OCR), pasted text or typed lines. Money is integer
 * pence throughout. Every field but `lines`, `exclusions`, `payment.stages` and `warnings` is optional: a quote
 * states what it states, and the check (quote-check) treats an absent field as "the quote doesn't say".
 *
 * The user corrects what was read before the check runs, so the same schema validates the corrected quote.
 */

export const QUOTE_LINE_KINDS = ['item', 'provisional', 'prime_cost', 'note'] as const

/** Limits on a read or corrected quote (a quote of more lines than this is not a domestic job's quote). */
export const QUOTE_LIMITS = {
  lines: 300,
  descriptionChars: 500,
  textChars: 100_000,
  listItems: 50,
  listItemChars: 500,
  /** £10m: a domestic quote's total, or any one line, is below this. */
  maxPence: 1_000_000_000,
} as const

const pence = z.number().int().min(0).max(QUOTE_LIMITS.maxPence)
const signedPence = z.number().int().min(-QUOTE_LIMITS.maxPence).max(QUOTE_LIMITS.maxPence)
const percent = z.number().min(0).max(100)
const shortText = text().max(QUOTE_LIMITS.listItemChars)

export const QuoteLineSchema = z.object({
  description: text().trim().min(1, 'Enter what the line is for').max(QUOTE_LIMITS.descriptionChars),
  /** How many units (m², m, nr, days…), when the line gives one. */
  quantity: z.number().min(0).max(1_000_000).optional(),
  /** The unit as written, normalised: 'm2', 'm', 'm3', 'nr', 'item', 'day', 'hr', 'week', 'sum'… */
  unit: text().trim().max(20).optional(),
  /** Price per unit, pence. */
  ratePence: pence.optional(),
  /** The line's amount, pence (negative for a discount or credit). */
  amountPence: signedPence.optional(),
  /**
   * 'item' a priced line of work; 'provisional' a provisional sum (work not yet defined, priced as an allowance);
   * 'prime_cost' a PC sum (goods the client chooses, e.g. a kitchen or tiles, at an allowance); 'note' a line
   * without money (a heading, "Included", "By client").
   */
  kind: z.enum(QUOTE_LINE_KINDS),
  /** The heading (room or trade) the line sits under, when the quote groups its lines. */
  section: text().trim().max(120).optional(),
})
export type QuoteLine = z.infer<typeof QuoteLineSchema>

export const QuoteVatSchema = z.object({
  /** 20 (standard), 5 (reduced: conversions, empty homes), 0 (zero-rated new dwelling) or absent when unstated. */
  ratePercent: percent.optional(),
  amountPence: pence.optional(),
  /** True when the prices include VAT ("inc VAT"), false when VAT is added ("+VAT", "exc VAT"), absent when unsaid. */
  inclusive: z.boolean().optional(),
  /** The builder offers a lower price without VAT for cash ("no VAT if paid cash"). */
  cashNoVatOffer: z.boolean().optional(),
  /** The builder states they are not VAT registered (no VAT charged). */
  notRegistered: z.boolean().optional(),
})

export const QuotePaymentStageSchema = z.object({
  /** What triggers the payment, as written ("on completion of first fix"). */
  description: shortText,
  percent: percent.optional(),
  amountPence: pence.optional(),
})
export type QuotePaymentStage = z.infer<typeof QuotePaymentStageSchema>

export const QuotePaymentSchema = z.object({
  depositPercent: percent.optional(),
  depositPence: pence.optional(),
  stages: z.array(QuotePaymentStageSchema).max(QUOTE_LIMITS.listItems),
  retentionPercent: percent.optional(),
  /** The payment terms' own sentences ("Invoices payable within 7 days"), as written. */
  termsText: shortText.optional(),
})

export const ReadQuoteSchema = z.object({
  builderName: text().trim().max(200).optional(),
  /** The quote's reference or number, as written. */
  reference: text().trim().max(100).optional(),
  /** The date the quote was written, ISO yyyy-mm-dd. */
  quoteDate: z.iso.date().optional(),
  /** The description or scope text (the letter's body, or the heading paragraph). */
  scopeText: text().max(QUOTE_LIMITS.textChars).optional(),
  lines: z.array(QuoteLineSchema).max(QUOTE_LIMITS.lines),
  /** Sum of the lines before VAT, as the quote states it. */
  subtotalPence: pence.optional(),
  vat: QuoteVatSchema,
  /** The total the client pays, as the quote states it (including VAT when VAT is charged). */
  totalPence: pence.optional(),
  exclusions: z.array(shortText).max(QUOTE_LIMITS.listItems),
  payment: QuotePaymentSchema,
  /** The date the price holds until, ISO yyyy-mm-dd (from "valid until" or "valid for 30 days" and the quote's date). */
  validUntil: z.iso.date().optional(),
  /** "valid for 30 days" as written, when no date could be worked out. */
  validityText: shortText.optional(),
  durationText: shortText.optional(),
  guaranteeText: shortText.optional(),
  /** What the reader was unsure of ("The lines add up to £12,400 but the subtotal says £12,040"). */
  warnings: z.array(shortText).max(QUOTE_LIMITS.listItems),
})
export type ReadQuote = z.infer<typeof ReadQuoteSchema>

/** How the quote came in: the answer to `POST /api/quotes/read` says which way it was read. */
export const QUOTE_SOURCES = ['pdf', 'image', 'text', 'lines'] as const

/** `POST /api/quotes/read` JSON body: pasted text, or typed lines. (PDF and photo are sent as the raw body.) */
export const QuoteTextRequestSchema = z.object({
  text: text()
    .max(QUOTE_LIMITS.textChars, `Paste at most ${QUOTE_LIMITS.textChars.toLocaleString('en-GB')} characters`)
    .refine((v) => v.trim().length > 0, 'Paste the quote’s text'),
})
export const QuoteLinesRequestSchema = z.object({
  lines: z.array(QuoteLineSchema).min(1, 'Enter at least one line').max(QUOTE_LIMITS.lines),
  vat: QuoteVatSchema.optional(),
  totalPence: pence.optional(),
})
export const QuoteReadJsonRequestSchema = z.union([QuoteTextRequestSchema, QuoteLinesRequestSchema])
export type QuoteReadJsonRequest = z.infer<typeof QuoteReadJsonRequestSchema>

/** The answer of `POST /api/quotes/read`: the quote as read, the way it came in, and the text it was read from. */
export const QuoteReadResponseSchema = z.object({
  source: z.enum(QUOTE_SOURCES),
  quote: ReadQuoteSchema,
  /** The text the quote was read from (extracted from the PDF, recognised in the photo, or pasted). */
  text: z.string(),
  /** PDF pages read (a PDF longer than the cap is refused). */
  pages: z.number().int().min(0).optional(),
})
export type QuoteReadResponse = z.infer<typeof QuoteReadResponseSchema>

/** Raw-body uploads accepted by `POST /api/quotes/read`. */
export const QUOTE_UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const
export const QUOTE_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** A quote is a few pages; a PDF of more pages is refused before its text is read. */
export const QUOTE_PDF_MAX_PAGES = 30

/** `GET /api/quotes/capabilities`: whether this server can read photos (Tesseract installed). */
export const QuoteCapabilitiesSchema = z.object({ photos: z.boolean() })
export type QuoteCapabilities = z.infer<typeof QuoteCapabilitiesSchema>

export function emptyQuote(): ReadQuote {
  return { lines: [], vat: {}, exclusions: [], payment: { stages: [] }, warnings: [] }
}
