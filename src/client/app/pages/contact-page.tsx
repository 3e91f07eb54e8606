import { Clock, LifeBuoy, Mail } from 'lucide-react'
import { Link } from 'react-router-dom'
import { HeroPage } from '#client/components/hero-page'
import { Card } from '#client/components/ui/card'
import { ContactForm } from '#client/features/contact/contact-form'
import { EmailLink } from '#client/components/email-link'
import { SITE } from '#client/lib/site'

export function ContactPage() {
  return (
    <HeroPage
      title="Get in touch"
      documentTitle="Contact us"
      description="Contact the UK Renovation Estimator team about estimates, reports, payments or your account. We reply within 24-48 hours."
      eyebrow="Contact"
      intro={
        <p>
          Questions about an estimate, a report, billing or working with us? Send a message and a person will reply.
        </p>
      }
      className="grid gap-8 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <Card className="p-6 sm:p-8">
        <h2 className="text-xl font-semibold text-navy-900">Send us a message</h2>
        <p className="mt-1 mb-6 text-[0.9375rem] text-muted">All fields are required unless marked optional.</p>
        <ContactForm />
      </Card>
      <aside className="space-y-5" aria-label="Other ways to reach us">
        <Card className="p-6">
          <Mail className="size-6 text-teal-700" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-navy-900">Email</h2>
          <EmailLink email={SITE.supportEmail} className="mt-1 inline-block" />
        </Card>
        <Card className="p-6">
          <Clock className="size-6 text-teal-700" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-navy-900">Response times</h2>
          <ul className="mt-2 space-y-1.5 text-[0.9375rem] text-muted">
            <li>General: within 24-48 hours</li>
            <li>Priority (Pro and Business): 2-4 hours</li>
            <li>Payment problems: same working day</li>
          </ul>
        </Card>
        <Card className="p-6">
          <LifeBuoy className="size-6 text-teal-700" aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-navy-900">Quick answers</h2>
          <p className="mt-1 text-[0.9375rem] text-muted">
            Many questions about VAT, reports and refunds are answered in the{' '}
            <Link to="/support" className="font-medium text-teal-700 underline underline-offset-2">
              help centre
            </Link>
            .
          </p>
        </Card>
      </aside>
    </HeroPage>
  )
}
