import { Clock, CreditCard, Mail } from 'lucide-react'
import { HeroPage } from '#client/components/hero-page'
import { Card } from '#client/components/ui/card'
import { FaqSearch } from '#client/features/support/faq-search'
import { EmailLink } from '#client/components/email-link'
import { SITE } from '#client/lib/site'
import { LinkButton } from '#client/components/link-button'

const RESPONSE_TIMES = [
  { icon: Mail, label: 'General questions', value: 'Within 24-48 hours' },
  { icon: Clock, label: 'Priority support (Pro and Business)', value: 'Within 2-4 hours' },
  { icon: CreditCard, label: 'Payment problems', value: 'Same working day' },
] as const

export function SupportPage() {
  return (
    <HeroPage
      title="How can we help?"
      documentTitle="Support"
      description="Answers about estimates, reports, payments, refunds and accounts, with a searchable FAQ and how to reach our support team."
      eyebrow="Help centre"
      intro={
        <p>
          Answers about estimates, VAT, regions, reports, refunds and payment. Can&rsquo;t find what you need? Get in
          touch.
        </p>
      }
      className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <section aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="sr-only">
          Frequently asked questions
        </h2>
        <FaqSearch />
      </section>
      <aside aria-labelledby="contact-heading" className="space-y-5">
        <Card className="p-6">
          <h2 id="contact-heading" className="text-lg font-semibold text-navy-900">
            Still need help?
          </h2>
          <p className="mt-2 text-[0.9375rem] text-muted">Send us a message and a person will reply.</p>
          <LinkButton to="/contact" className="mt-4 w-full">
            Contact support
          </LinkButton>
          <p className="mt-3 text-center text-sm text-muted">
            or email <EmailLink email={SITE.supportEmail} />
          </p>
        </Card>
        <Card className="p-6">
          <h2 className="text-lg font-semibold text-navy-900">Response times</h2>
          <dl className="mt-4 space-y-4">
            {RESPONSE_TIMES.map(({ icon: Icon, label, value }) => (
              <div key={label} className="relative pl-8">
                <dt className="text-sm text-muted">
                  <Icon className="absolute top-0.5 left-0 size-5 text-teal-700" aria-hidden="true" />
                  {label}
                </dt>
                <dd className="font-semibold text-navy-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </aside>
    </HeroPage>
  )
}
