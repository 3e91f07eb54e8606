import { FileBarChart, PoundSterling, Ruler, Zap } from 'lucide-react'
import { IconCardGrid } from '#client/components/icon-card'
import { LandingSection } from './landing-section'

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
    <LandingSection
      name="features"
      eyebrow="Features"
      title="Built the way a quantity surveyor would build it"
      className="py-16 sm:py-24"
      intro={
        <p className="mt-4 text-lg leading-relaxed text-muted">
          Not one national average, but an itemised estimate for your project, in your region.
        </p>
      }
    >
      <IconCardGrid items={FEATURES} className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" />
      <p className="mt-6 text-sm text-muted">
        We are not a RICS-regulated firm and an estimate is not a survey, valuation or quotation.
      </p>
    </LandingSection>
  )
}
