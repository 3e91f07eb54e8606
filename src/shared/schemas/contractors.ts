import { z } from 'zod'
import { CONTRACTOR_SPECIALTY_VALUES } from '../contractor-specialties'
import { FIRST_FORM_REGIONS } from '../cost-engine/types'
import { emailAddress, text } from './text'

/** The product's regions (the first form's list, docs/product/data.md): a contractor says which they work in. */
export const ContractorRegionSchema = z.enum(FIRST_FORM_REGIONS, { message: 'Choose a region from the list' })

export const ContractorSpecialtySchema = z.enum(CONTRACTOR_SPECIALTY_VALUES, {
  message: 'Choose a specialty from the list',
})

export const CONTRACTOR_DESCRIPTION_MIN = 20
export const CONTRACTOR_DESCRIPTION_MAX = 1000
/** Listings per page of GET /api/contractors. */
export const CONTRACTORS_PAGE_SIZE = 20

/** A UK number as people type it: 10 or 11 digits nationally, or +44 and 9 or 10 more; spaces, dashes, brackets. */
function isUkPhone(value: string): boolean {
  if (!/^[0-9+()\-\s]+$/.test(value)) return false
  const digits = value.replace(/\D/g, '')
  return value.trim().startsWith('+') ? /^44\d{9,10}$/.test(digits) : /^0\d{9,10}$/.test(digits)
}

/** 'example.co.uk' and 'https://example.co.uk/about' are both websites; the stored form always has its scheme. */
function toWebsiteUrl(value: string): URL | undefined {
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`)
    return /^https?:$/.test(url.protocol) && /\.[a-z]{2,}$/i.test(url.hostname) && !url.username ? url : undefined
  } catch {
    return undefined
  }
}

const isOneLine = (value: string) => !/[\r\n]/.test(value)

const uniqueList = <T extends string>(items: T[]) => [...new Set(items)]

/** POST /api/contractors: a business lists itself. Stored unverified; shown only once our team verifies it. */
export const ContractorListingInputSchema = z.strictObject({
  businessName: text()
    .trim()
    .min(1, 'Enter your business name')
    .max(120, 'Business name is too long')
    .refine(isOneLine, 'Keep the business name on one line'),
  contactName: text()
    .trim()
    .min(1, 'Enter a contact name')
    .max(100, 'Contact name is too long')
    .refine(isOneLine, 'Keep the contact name on one line'),
  email: emailAddress(),
  phone: text()
    .trim()
    .min(1, 'Enter a phone number')
    .max(30, 'Phone number is too long')
    .refine(isUkPhone, 'Enter a UK phone number, like 020 7946 0000 or 07700 900123'),
  website: text()
    .trim()
    .max(200, 'Website address is too long')
    .refine((v) => v === '' || toWebsiteUrl(v) !== undefined, 'Enter a website address, like www.example.co.uk')
    .transform((v) => (v === '' ? undefined : toWebsiteUrl(v)!.href))
    .optional(),
  specialties: z
    .array(ContractorSpecialtySchema, { message: 'Choose at least one specialty' })
    .min(1, 'Choose at least one specialty')
    .max(CONTRACTOR_SPECIALTY_VALUES.length)
    .transform(uniqueList),
  regions: z
    .array(ContractorRegionSchema, { message: 'Choose at least one region' })
    .min(1, 'Choose at least one region')
    .max(FIRST_FORM_REGIONS.length)
    .transform(uniqueList),
  description: text()
    .trim()
    .min(CONTRACTOR_DESCRIPTION_MIN, `Describe your business in at least ${CONTRACTOR_DESCRIPTION_MIN} characters`)
    .max(CONTRACTOR_DESCRIPTION_MAX, `Keep the description to ${CONTRACTOR_DESCRIPTION_MAX} characters or fewer`),
  consent: z.literal(true, { message: 'Tick the box to agree that these details will be shown publicly' }),
})
export type ContractorListingInput = z.input<typeof ContractorListingInputSchema>
export type ContractorListing = z.output<typeof ContractorListingInputSchema>

/** 201 response of POST /api/contractors. */
export const ContractorListingCreatedSchema = z.object({ id: z.string(), message: z.string() })
export type ContractorListingCreated = z.infer<typeof ContractorListingCreatedSchema>

/** GET /api/contractors?region=&specialty=&page= */
export const ContractorListQuerySchema = z.object({
  region: ContractorRegionSchema.optional(),
  specialty: ContractorSpecialtySchema.optional(),
  page: z.coerce.number({ message: 'Page must be a number' }).int().min(1).max(1000).default(1),
})
export type ContractorListQuery = z.infer<typeof ContractorListQuerySchema>

/**
 * One verified listing as the public sees it: the details the business gave, nothing more. No rating or review
 * count: there are no reviews yet, and a number we did not measure would be invented (docs/product/decisions.md).
 */
export const PublicContractorSchema = z.object({
  id: z.string(),
  businessName: z.string(),
  specialties: z.array(z.string()),
  regions: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
  website: z.string().nullable(),
  description: z.string(),
})
export type PublicContractor = z.infer<typeof PublicContractorSchema>

export const ContractorListSchema = z.object({
  contractors: z.array(PublicContractorSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ContractorList = z.infer<typeof ContractorListSchema>
