import { LifeBuoy, Mail } from 'lucide-react'
import { Button } from '#client/components/ui/button'
import { SectionCard } from '#client/components/section-card'
import { SITE } from '#client/lib/site'

/** 'Need Help?' with a support mailto button (docs/product/screens.md). */
export function NeedHelpCard({ estimateId }: { estimateId: string }) {
  const subject = encodeURIComponent(`Question about estimate ${estimateId}`)
  return (
    <SectionCard
      title="Need Help?"
      icon={<LifeBuoy className="size-5 text-teal-700" aria-hidden="true" />}
      description="Questions about your figures or the report? We reply within 24-48 hours."
    >
      <Button asChild variant="outline" className="w-full">
        <a href={`mailto:${SITE.supportEmail}?subject=${subject}`}>
          <Mail aria-hidden="true" />
          Email Support
        </a>
      </Button>
      <p className="mt-2 text-center text-sm break-words text-muted">{SITE.supportEmail}</p>
    </SectionCard>
  )
}
