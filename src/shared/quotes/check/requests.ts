import { z } from 'zod'
import { FIRST_FORM_REGIONS, PROJECT_TYPES } from '#shared/cost-engine/types'
import { text } from '#shared/schemas/text'
import { QUOTE_LIMITS, QuoteLineSchema, ReadQuoteSchema } from '../quote'
import { QuoteCheckSchema } from './quote-check'

/** The job a quote is for, when there is no estimate yet: a new one is made from it with the engine. */
export const QuoteCheckJobSchema = z.object({
  projectType: z.enum(PROJECT_TYPES as [string, ...string[]], { message: 'Choose a project type' }),
  sizeSqm: z.number().min(1, 'Size must be at least 1 m²').max(100_000),
  region: z.enum(FIRST_FORM_REGIONS, { message: 'Choose a region' }),
  description: text().max(5000).optional(),
})

/**
 * `POST /api/quote-checks` and `POST /api/v1/quote-checks`: one quote (as read and corrected, as text, or as typed
 * lines) and what to check it against (an estimate, or a job to estimate). `save` keeps the check with the
 * estimate's project (signed in, the estimate's owner).
 */
export const QuoteCheckRequestSchema = z
  .object({
    estimateId: z.uuid('Enter the estimate’s id').optional(),
    job: QuoteCheckJobSchema.optional(),
    quote: ReadQuoteSchema.optional(),
    text: text().max(QUOTE_LIMITS.textChars).optional(),
    lines: z.array(QuoteLineSchema).min(1, 'Enter at least one line').max(QUOTE_LIMITS.lines).optional(),
    save: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    const given = [body.quote, body.text, body.lines].filter((x) => x !== undefined).length
    if (given !== 1)
      ctx.addIssue({ code: 'custom', path: ['quote'], message: 'Send the quote once: as quote, text or lines' })
    if (body.text !== undefined && body.text.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'Paste the quote’s text' })
    if ((body.estimateId === undefined) === (body.job === undefined))
      ctx.addIssue({ code: 'custom', path: ['estimateId'], message: 'Send an estimateId or a job (not both)' })
  })
export type QuoteCheckRequest = z.infer<typeof QuoteCheckRequestSchema>

export const QuoteCheckResponseSchema = z.object({
  check: QuoteCheckSchema,
  /** The kept check's id when `save` was asked and allowed, else null. */
  savedId: z.string().nullable(),
})
export type QuoteCheckResponse = z.infer<typeof QuoteCheckResponseSchema>

export const SavedQuoteCheckSchema = z.object({
  id: z.string(),
  estimateId: z.string().nullable(),
  projectId: z.string().nullable(),
  builderName: z.string().nullable(),
  netPence: z.number().nullable(),
  headline: z.string(),
  createdAt: z.string(),
})
export const SavedQuoteCheckListSchema = z.object({ checks: z.array(SavedQuoteCheckSchema) })
export type SavedQuoteCheck = z.infer<typeof SavedQuoteCheckSchema>
