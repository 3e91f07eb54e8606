import { ShieldCheck } from 'lucide-react'
import { HeroPage } from '#client/components/hero-page'
import { LinkButton } from '#client/components/link-button'
import { ContractorDirectory } from '#client/features/contractors/contractor-directory'

export function ContractorsPage() {
  return (
    <HeroPage
      title="Find Contractors"
      documentTitle="Find contractors"
      eyebrow="Directory"
      intro={<p>Builders and trades who have listed their business with us, by region and specialty.</p>}
      className="space-y-8 py-10 sm:py-12"
    >
      <aside
        aria-label="About these listings"
        className="flex flex-col gap-4 rounded-card border border-line bg-navy-50/60 p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6"
      >
        <div className="flex gap-3">
          <ShieldCheck className="mt-0.5 size-6 shrink-0 text-teal-700" aria-hidden="true" />
          <div className="space-y-2 text-[0.9375rem] leading-relaxed text-ink">
            <p>
              Our team checks every listing before it appears: that the business exists and the contact details are its
              own. We don’t endorse anyone or vouch for their work, insurance or prices, and there are no ratings or
              reviews here yet.
            </p>
            <p className="text-muted">
              Get at least three written quotes, and ask about insurance and trade schemes such as TrustMark, Gas Safe
              (for gas work) or NICEIC and NAPIT (for electrical work).
            </p>
          </div>
        </div>
        <LinkButton to="/contractors/join" variant="outline" className="self-start">
          List your business
        </LinkButton>
      </aside>
      <ContractorDirectory />
    </HeroPage>
  )
}
