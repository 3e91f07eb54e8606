import { z } from 'zod'
import { SCOPE_INPUT_VALUES } from '../scope'

/** One of `values`, refused with a message naming the field and listing them all. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` })

/** Money in an answer: integer pence (STYLE.md §2), the unit every `…Pence` field is in. */
export const penceField = z.number().int()

/** A form field left empty (null, or only spaces) counts as not given. */
export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v

/**
 * `renovationScope` on both forms and the assessment calls: today's values plus the ladder aliases (decorating,
 * refurbishment); blank or absent means "not stated", never a silent default (the service then asks the answers and
 * the description).
 */
export const renovationScopeField = z.preprocess(blankToUndefined, oneOf(SCOPE_INPUT_VALUES, 'Scope').optional())
