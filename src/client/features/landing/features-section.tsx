import { FileBarChart, PoundSterling, Ruler, Zap } from 'lucide-react'
import { IconCard } from '../../components/icon-card'

const FEATURES = [
  {
    icon: PoundSterling,
    title: 'Accurate Pricing',
    body: 'Rates adjusted for your region, the property’s condition and your finish, with VAT at the right rate and the reason shown.',
  },
  {
    icon: Zap,
    title: 'Fast Property Analysis',
    body: 'Answer a few targeted questions about wiring, damp, structure and access, and get a tighter range in minutes.',
  },
  {
    icon: FileBarChart,
    title: 'Investment-Grade Reports',
    body: 'A 10-page PDF cost plan you can hand to builders, lenders and partners, with a timeline and ways to save.',
  },
  {
    icon: Ruler,
    title: 'RICS Standards',
    body: 'Our cost plans follow the RICS NRM1 cost-planning structure, so professionals can read and check them quickly.',
  },
] as const

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">Features</p>
          <h2 id="features-heading" className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
            Built the way a quantity surveyor would build it
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">
            Not one national average, but an itemised estimate for your project, in your region.
          </p>
        </div>
        <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((item) => (
            <IconCard key={item.title} {...item} />
          ))}
        </div>
        <p className="mt-6 text-sm text-muted">
          We are not a RICS-regulated firm and an estimate is not a survey, valuation or quotation.
        </p>
      </div>
    </section>
  )
}
