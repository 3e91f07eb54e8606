import { ArrowRight } from 'lucide-react'
import { LinkButton } from '#client/components/link-button'

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-teal-700 to-navy-900 px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to see what your project will cost?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-teal-50">
            Free estimate in under 3 minutes. No account, no card, no obligation.
          </p>
          <LinkButton to="/estimate" variant="accent" size="lg" className="mt-8">
            Get Your Estimate <ArrowRight aria-hidden="true" />
          </LinkButton>
        </div>
      </div>
    </section>
  )
}
