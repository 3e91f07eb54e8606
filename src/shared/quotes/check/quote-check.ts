import { z } from 'zod'
import { penceField } from '#shared/schemas/fields'

/**
 * The findings of a quote check (decision 030): a builder's quote read into a `ReadQuote`, checked line by
 * line against an estimate of the same job. Money is integer pence, excluding VAT unless a name says otherwise.
 * The same shape answers the page (`POST /api/quote-checks`) and the Business API (`POST /api/v1/quote-checks`).
 */

export const PRICE_STANDS = ['within', 'above', 'below'] as const
export type PriceStand = (typeof PRICE_STANDS)[number]

export const LINE_STATUSES = [...PRICE_STANDS, 'not_in_estimate', 'not_priced'] as const
export type LineStatus = (typeof LINE_STATUSES)[number]

/** A line's status in words, as the page and the printed check show it. */
export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  within: 'Within range',
  above: 'Above range',
  below: 'Below range',
  not_in_estimate: 'Not in estimate',
  not_priced: 'No price',
}

export const SEVERITIES = ['red', 'amber', 'info'] as const
export type Severity = (typeof SEVERITIES)[number]

const RangeSchema = z.object({ lowPence: penceField, likelyPence: penceField, highPence: penceField })
export type PenceRange = z.infer<typeof RangeSchema>

/** One estimate item a quote line was mapped to. */
const MatchSchema = z.object({
  itemId: z.string(),
  description: z.string(),
  elementCode: z.string(),
  trade: z.string(),
  /** Why this item: the shared words or element ("wall tiling: both say tiling to walls (element 3.1)"). */
  reason: z.string(),
})

export const LineCheckSchema = z.object({
  /** The line's index in the quote's `lines`. */
  index: z.number().int().min(0),
  description: z.string(),
  kind: z.string(),
  amountPence: penceField.nullable(),
  status: z.enum(LINE_STATUSES),
  matches: z.array(MatchSchema),
  /**
   * The estimate's range for what this line covers, and the group it was compared as: lines that share estimate
   * items are compared together (their amounts summed against those items' range), never twice.
   */
  range: RangeSchema.nullable(),
  group: z.number().int().min(0).nullable(),
  /** Plain-English sentence on the line. */
  note: z.string(),
})
export type LineCheck = z.infer<typeof LineCheckSchema>

export const MissingItemSchema = z.object({
  itemId: z.string(),
  description: z.string(),
  elementName: z.string(),
  trade: z.string(),
  range: RangeSchema,
  /** 'excluded': the quote's exclusions name it; 'not_mentioned': the quote is silent (a likely later extra). */
  reason: z.enum(['excluded', 'not_mentioned']),
  /** The exclusion that names it, when excluded. */
  exclusion: z.string().nullable(),
})
export type MissingItem = z.infer<typeof MissingItemSchema>

export const FindingSchema = z.object({
  id: z.string(),
  severity: z.enum(SEVERITIES),
  title: z.string(),
  detail: z.string(),
  /** The guidance or law the finding applies (TrustMark Code of Conduct, VAT Notice 708 …). */
  source: z.string().nullable(),
})
export type Finding = z.infer<typeof FindingSchema>

export const QuoteCheckSchema = z.object({
  reference: z.object({
    /** 'estimate': the user's estimate; 'new': an estimate made for this check from the job's type, size and region. */
    source: z.enum(['estimate', 'new']),
    estimateId: z.string().nullable(),
    label: z.string(),
    /** The builder's work in the estimate (exc VAT, professional fees left out: a builder's quote doesn't hold them). */
    builderRange: RangeSchema,
    vatRatePercent: z.number(),
    vatReason: z.string(),
    vatReference: z.string(),
  }),
  quote: z.object({
    builderName: z.string().nullable(),
    netPence: penceField.nullable(),
    vatPence: penceField.nullable(),
    vatRatePercent: z.number().nullable(),
    totalPence: penceField.nullable(),
    /** Whether the quote is itemised (two or more priced lines) so it can be checked line by line. */
    itemised: z.boolean(),
  }),
  lines: z.array(LineCheckSchema),
  missing: z.array(MissingItemSchema),
  total: z.object({
    status: z.enum([...PRICE_STANDS, 'unknown']),
    /** The estimate's range for the work the quote covers (its mapped items); the whole job's when not itemised. */
    coveredRange: RangeSchema,
    /** Quote net against the covered range's likely figure, percent (+12.5 = 12.5% above). Null without a net. */
    differencePercent: z.number().nullable(),
  }),
  vat: z.object({
    status: z.enum(['as_allowed', 'too_high', 'too_low', 'not_charged', 'unstated']),
    chargedPercent: z.number().nullable(),
    allowedPercent: z.number(),
  }),
  /** Provisional and prime-cost sums: their total and share of the quote's net. */
  provisional: z.object({ pence: penceField, sharePercent: z.number(), count: z.number().int() }),
  findings: z.array(FindingSchema),
  verdict: z.object({
    headline: z.string(),
    reasons: z.array(z.string()),
    questions: z.array(z.string()),
  }),
})
export type QuoteCheck = z.infer<typeof QuoteCheckSchema>
