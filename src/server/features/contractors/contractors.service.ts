import { specialtyLabel } from '#shared/contractor-specialties'
import { regionLabel } from '#shared/project-types'
import { UNVERIFIED_CONTRACTOR_RETENTION_DAYS } from '#shared/retention'
import {
  CONTRACTORS_PAGE_SIZE,
  type ContractorList,
  type ContractorListQuery,
  type ContractorListing,
  type PublicContractor,
} from '#shared/schemas/contractors'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'
import type { ContractorProfile, ContractorRow, ContractorsRepository } from './contractors.repository'

export const LISTING_RECEIVED_MESSAGE =
  'Thank you. We have emailed you a confirmation. Our team checks every listing before it appears in the directory.'

const asStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []

/** A stored listing as the public sees it: what the business gave, without the contact person or consent record. */
export function toPublicContractor(row: ContractorRow): PublicContractor {
  const profile = (row.profileData ?? {}) as Partial<ContractorProfile>
  return {
    id: row.id,
    businessName: row.name,
    specialties: asStrings(row.specialties),
    regions: asStrings(row.regions),
    email: row.email ?? '',
    phone: row.phone ?? '',
    website: profile.website ?? null,
    description: profile.description ?? '',
  }
}

function describeListing(input: ContractorListing): string[] {
  return [
    `Business: ${input.businessName}`,
    `Contact: ${input.contactName}`,
    `Email: ${input.email}`,
    `Phone: ${input.phone}`,
    `Website: ${input.website ?? 'none given'}`,
    `Specialties: ${input.specialties.map(specialtyLabel).join(', ')}`,
    `Regions: ${input.regions.map(regionLabel).join(', ')}`,
    '',
    input.description,
  ]
}

export interface ContractorsServiceDeps {
  repo: ContractorsRepository
  mailer: Mailer
  mailCaps: MailCaps
  supportEmail: string
  now: () => Date
}

/**
 * The contractor directory: only verified listings are shown; a new listing is stored unverified, support is asked
 * to check it and the business gets a confirmation. Mail caps come first (two messages per listing), so a script
 * can neither fill the table nor the inboxes (429).
 */
export function createContractorsService(deps: ContractorsServiceDeps) {
  return {
    async listVerified(query: ContractorListQuery): Promise<ContractorList> {
      const { rows, total } = await deps.repo.listVerified({
        region: query.region,
        specialty: query.specialty,
        limit: CONTRACTORS_PAGE_SIZE,
        offset: (query.page - 1) * CONTRACTORS_PAGE_SIZE,
      })
      return { contractors: rows.map(toPublicContractor), total, page: query.page, pageSize: CONTRACTORS_PAGE_SIZE }
    },

    async createListing(input: ContractorListing, client: string): Promise<{ id: string }> {
      await deps.mailCaps.check({ client })
      await deps.mailCaps.check({ client, to: input.email })
      const profile: ContractorProfile = {
        contactName: input.contactName,
        website: input.website ?? null,
        description: input.description,
        consentedAt: deps.now().toISOString(),
      }
      const row = await deps.repo.insert({
        name: input.businessName,
        email: input.email,
        phone: input.phone,
        specialties: input.specialties,
        regions: input.regions,
        profileData: profile,
        isVerified: false,
      })
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: input.email,
        subject: `[Contractor listing] Please verify ${input.businessName}`,
        text: [
          'A business has listed itself in the contractor directory. It is not shown until you verify it.',
          '',
          ...describeListing(input),
          '',
          `Listing id: ${row.id}`,
          `Once you have checked the business is real and the details are right: npm run contractors:verify -- ${row.id}`,
          `Unverified listings are deleted after ${UNVERIFIED_CONTRACTOR_RETENTION_DAYS} days.`,
        ].join('\n'),
      })
      await deps.mailer.send({
        to: input.email,
        subject: `We have received your listing for ${input.businessName}`,
        text: [
          `Hello ${input.contactName},`,
          '',
          'Thank you for listing your business in our contractor directory. Our team checks every listing before it',
          'appears, usually by phone or email, and may contact you. Once verified, these details are shown publicly:',
          '',
          ...describeListing(input).filter((line) => !line.startsWith('Contact:')),
          '',
          'Being listed is not an endorsement: we do not vet workmanship or insurance.',
          'If you did not make this listing, reply to this email and we will delete it.',
        ].join('\n'),
      })
      return { id: row.id }
    },
  }
}
export type ContractorsService = ReturnType<typeof createContractorsService>
