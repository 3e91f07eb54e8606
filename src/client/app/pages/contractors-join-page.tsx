import { Link } from 'react-router-dom'
import { HeroPage } from '#client/components/hero-page'
import { Card } from '#client/components/ui/card'
import { ContractorJoinForm } from '#client/features/contractors/contractor-join-form'

export function ContractorsJoinPage() {
  return (
    <HeroPage
      title="List your business"
      eyebrow="Find Contractors"
      intro={
        <p>
          Free for builders and trades working in the UK. Our team checks each listing before it appears in the{' '}
          <Link to="/contractors" className="font-medium text-teal-700 underline underline-offset-2">
            contractor directory
          </Link>
          .
        </p>
      }
      className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card className="p-6 sm:p-8">
        <ContractorJoinForm />
      </Card>
      <aside aria-label="What happens next" className="space-y-3 text-[0.9375rem] leading-relaxed text-muted">
        <h2 className="text-lg font-semibold text-navy-900">What happens next</h2>
        <ol className="list-decimal space-y-2 pl-5">
          <li>We email you to confirm we have your listing.</li>
          <li>Our team checks the business is real and the details are yours, and may phone or email you.</li>
          <li>Once verified, your listing appears in the directory for the regions you chose.</li>
        </ol>
        <p>
          Unverified listings are deleted after 90 days. To change or remove a listing,{' '}
          <Link to="/contact" className="font-medium text-teal-700 underline underline-offset-2">
            contact us
          </Link>
          .
        </p>
      </aside>
    </HeroPage>
  )
}
