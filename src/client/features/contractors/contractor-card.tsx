import { Globe, Mail, MapPin, Phone } from 'lucide-react'
import { specialtyLabel } from '#shared/contractor-specialties'
import { regionLabel } from '#shared/project-types'
import type { PublicContractor } from '#shared/schemas/contractors'
import { Badge } from '#client/components/ui/badge'
import { Card } from '#client/components/ui/card'

/** 'https://www.example.co.uk/' → 'www.example.co.uk' (the link keeps the full address). */
const displayWebsite = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '')

/** One verified listing: the details the business gave, no rating (there are no reviews yet). */
export function ContractorCard({ contractor }: { contractor: PublicContractor }) {
  const linkClass = 'inline-flex items-center gap-2 break-all text-teal-700 underline-offset-2 hover:underline'
  return (
    <Card className="flex h-full flex-col gap-4 p-6">
      <div>
        <h3 className="text-lg font-semibold text-navy-900">{contractor.businessName}</h3>
        <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Works in: </span>
            {contractor.regions.map(regionLabel).join(', ')}
          </span>
        </p>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Specialties">
        {contractor.specialties.map((s) => (
          <li key={s}>
            <Badge variant="secondary">{specialtyLabel(s)}</Badge>
          </li>
        ))}
      </ul>
      <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-ink">{contractor.description}</p>
      <ul className="mt-auto space-y-1.5 border-t border-line pt-4 text-[0.9375rem]" aria-label="Contact details">
        <li>
          <a href={`tel:${contractor.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {contractor.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${contractor.email}`} className={linkClass}>
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {contractor.email}
          </a>
        </li>
        {contractor.website && /^https?:\/\//i.test(contractor.website) ? (
          <li>
            <a href={contractor.website} rel="nofollow noopener noreferrer" target="_blank" className={linkClass}>
              <Globe className="size-4 shrink-0" aria-hidden="true" />
              {displayWebsite(contractor.website)}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
    </Card>
  )
}
