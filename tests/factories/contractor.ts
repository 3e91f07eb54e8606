import type { ContractorListingInput } from '#shared/schemas/contractors'
import type { NewContractorRow } from '#server/features/contractors/contractors.repository'

/** A valid POST /api/contractors body. */
export const buildContractorListingInput = (
  overrides: Partial<ContractorListingInput> = {},
): ContractorListingInput => ({
  businessName: 'Harper & Sons Building',
  contactName: 'Ellen Harper',
  email: 'ellen@harper-building.example',
  phone: '0161 496 0000',
  website: 'www.harper-building.example.co.uk',
  specialties: ['kitchens', 'extensions'],
  regions: ['north'],
  description: 'Family firm in Manchester doing kitchens and single-storey extensions since 1998.',
  consent: true,
  ...overrides,
})

/** A stored listing row (unverified unless `isVerified` is given). */
export const buildContractorRow = (overrides: Partial<NewContractorRow> = {}): NewContractorRow => ({
  name: 'Harper & Sons Building',
  email: 'ellen@harper-building.example',
  phone: '0161 496 0000',
  specialties: ['kitchens'],
  regions: ['north'],
  profileData: {
    contactName: 'Ellen Harper',
    website: 'https://harper-building.example.co.uk/',
    description: 'Family firm in Manchester doing kitchens since 1998.',
    consentedAt: '2026-01-01T00:00:00.000Z',
  },
  isVerified: false,
  ...overrides,
})
