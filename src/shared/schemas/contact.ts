import { z } from 'zod'
import { UUID_PATTERN } from '../uuid'
import { emailAddress, text } from './text'

/** Subject value → label, in the order the select lists them: the one list of contact subjects. */
export const CONTACT_SUBJECT_LABELS = {
  general: 'General Inquiry',
  support: 'Technical Support',
  billing: 'Billing Question',
  report: 'Report Issue',
  feedback: 'Feedback',
  partnership: 'Partnership',
} as const
export type ContactSubject = keyof typeof CONTACT_SUBJECT_LABELS

const CONTACT_SUBJECT_VALUES = Object.keys(CONTACT_SUBJECT_LABELS) as [ContactSubject, ...ContactSubject[]]

/** The subjects as select options, in order. */
export const CONTACT_SUBJECTS = CONTACT_SUBJECT_VALUES.map((value) => ({ value, label: CONTACT_SUBJECT_LABELS[value] }))

export const ContactSubjectSchema = z.enum(CONTACT_SUBJECT_VALUES, { message: 'Choose a subject' })

export const CONTACT_MESSAGE_MAX = 5000

export const ContactInputSchema = z.strictObject({
  firstName: text().trim().min(1, 'Enter your first name').max(100, 'First name is too long'),
  lastName: text().trim().min(1, 'Enter your last name').max(100, 'Last name is too long'),
  email: emailAddress(),
  phone: text()
    .trim()
    .max(30, 'Phone number is too long')
    .regex(/^[0-9+()\-\s]*$/, 'Enter a valid phone number')
    .optional()
    .or(z.literal('')),
  subject: ContactSubjectSchema,
  message: text()
    .trim()
    .min(10, 'Your message must be at least 10 characters')
    .max(5000, 'Your message must be at most 5000 characters'),
})
export type ContactInput = z.infer<typeof ContactInputSchema>

/** 201 response of POST /api/contact. */
export const ContactCreatedSchema = z.object({ id: z.string() })
export type ContactCreated = z.infer<typeof ContactCreatedSchema>

export const CONCERN_MESSAGE_MAX = 1000

/** 'Concerned About This Estimate?' (docs/product/screens.md, docs/product/validation.md): POST /api/troubleshoot-email. */
export const ConcernInputSchema = z.object({
  userEmail: text().trim().email('Please provide both your email and a message.').max(255),
  message: text()
    .trim()
    .min(1, 'Please provide both your email and a message.')
    .max(CONCERN_MESSAGE_MAX, `Your message must be at most ${CONCERN_MESSAGE_MAX} characters`),
  estimateId: text().regex(UUID_PATTERN, 'Unknown estimate').optional().nullable(),
  projectDetails: z
    .object({
      projectType: text().max(100).optional(),
      propertyAddress: text().max(300).optional(),
      totalCost: z.union([z.number(), text().max(50)]).optional(),
    })
    .partial()
    .optional(),
  timestamp: text().max(64).optional(),
})
export type ConcernInput = z.infer<typeof ConcernInputSchema>
