import { ArrowRight, Eye, Scale, Search, MessageSquareText } from 'lucide-react'
import { Link } from 'react-router-dom'
import { HeroPage } from '#client/components/hero-page'
import { BulletList } from '#client/components/bullet-list'
import { Card } from '#client/components/ui/card'
import { EmailLink } from '#client/components/email-link'
import { SITE } from '#client/lib/site'
import { IconCardGrid } from '#client/components/icon-card'
import { LinkButton } from '#client/components/link-button'

const VALUES = [
  {
    icon: Eye,
    title: 'Transparency',
    body: 'Every estimate shows its working: quantities, rates, overheads, contingency and VAT on their own lines, with the assumptions stated.',
  },
  {
    icon: Scale,
    title: 'Independence',
    body: 'We do not take commission from builders or suppliers, so nothing nudges a figure up or down.',
  },
  {
    icon: Search,
    title: 'Honesty about uncertainty',
    body: 'We give a range, not a single number, and tell you what would narrow it. We publish how we measure accuracy.',
  },
  {
    icon: MessageSquareText,
    title: 'Plain English',
    body: 'Cost planning has its own jargon. We explain it, so you can talk to builders and lenders with confidence.',
  },
] as const

const AUDIENCES = [
  'Homeowners planning a kitchen, bathroom, loft or whole-house project',
  'Landlords and buy-to-let investors preparing a property to let',
  'Developers and construction companies testing a scheme before paying for a detailed cost plan',
  'Estate agents giving buyers a realistic idea of renovation costs',
]

// eslint-disable-next-line max-lines-per-function -- page copy: sections of static markup, no logic
export function AboutPage() {
  // Over 80 lines as a component: it is the page’s static content, section after section.
  return (
    <HeroPage
      title="Clear renovation costs, before you talk to builders"
      documentTitle="About us"
      description="Why we built UK Renovation Estimator: clear renovation costs for homeowners, landlords, investors and developers, with regional pricing and VAT shown."
      eyebrow="About us"
      intro={
        <p>
          {SITE.name} gives people planning building work in the UK a realistic, itemised idea of what it will cost in
          their region, in minutes rather than weeks.
        </p>
      }
      className="py-12 sm:py-16"
    >
      <section aria-labelledby="mission" className="grid gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="mission" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
            Our mission
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            Most people start a renovation with a single national &ldquo;average&rdquo; figure from the internet,
            unclear about VAT and with no idea why the quotes they receive are so different. We think everyone should be
            able to see a properly structured cost plan for their own project before they commit.
          </p>
        </div>
        <div className="space-y-4 text-[1.0625rem] leading-relaxed text-ink">
          <p>
            Our estimates are laid out the way a UK quantity surveyor lays out a cost plan, following the RICS NRM1
            cost-planning structure: the work itself, then preliminaries, contractor overheads and profit, fees,
            contingency and VAT, each on its own line.
          </p>
          <p>
            Rates are adjusted for the region, the condition of the property and the quality of finish you choose, and
            the smart questions ask about the things that really move the price: rewiring, damp, structural work, access
            and more.
          </p>
        </div>
      </section>

      <section aria-labelledby="values" className="mt-16">
        <h2 id="values" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
          What we value
        </h2>
        <IconCardGrid items={VALUES} className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      </section>

      <section aria-labelledby="who-for" className="mt-16 grid gap-8 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="who-for" className="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl">
            Who uses it
          </h2>
          <BulletList
            items={AUDIENCES}
            className="mt-6 space-y-3"
            itemClassName="flex gap-3 text-[1.0625rem] leading-relaxed"
            bullet={<span className="mt-2.5 size-2 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />}
          />
        </div>

        <Card className="p-6 sm:p-8" aria-labelledby="company-info">
          <h2 id="company-info" className="text-xl font-semibold text-navy-900">
            Company information
          </h2>
          <dl className="mt-5 grid gap-4 text-[0.9375rem] sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-navy-900">Trading name</dt>
            <dd className="text-muted">{SITE.name}</dd>
            <dt className="font-semibold text-navy-900">Where we work</dt>
            <dd className="text-muted">United Kingdom: England, Scotland, Wales and Northern Ireland</dd>
            <dt className="font-semibold text-navy-900">Email</dt>
            <dd>
              <EmailLink email={SITE.supportEmail} />
            </dd>
            <dt className="font-semibold text-navy-900">Data protection</dt>
            <dd className="text-muted">
              UK GDPR and the Data Protection Act 2018; see our{' '}
              <Link to="/privacy" className="font-medium text-teal-700 underline underline-offset-2">
                Privacy Policy
              </Link>
            </dd>
            <dt className="font-semibold text-navy-900">Payments</dt>
            <dd className="text-muted">
              Card payments are handled by our payment provider; we never store card numbers
            </dd>
          </dl>
        </Card>
      </section>

      <section className="mt-16 flex flex-col items-start gap-5 rounded-card bg-navy-900 p-8 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">See what your project will cost</h2>
          <p className="mt-2 text-navy-100">Free estimate in under 3 minutes. No account needed.</p>
        </div>
        <LinkButton to="/estimate" variant="accent" size="lg">
          Get Your Estimate <ArrowRight aria-hidden="true" />
        </LinkButton>
      </section>
    </HeroPage>
  )
}
