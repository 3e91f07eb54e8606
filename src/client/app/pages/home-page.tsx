import { PageTitle } from '../../components/page-title'
import { AccuracySection } from '../../features/landing/accuracy-section'
import { BenefitsSection } from '../../features/landing/benefits-section'
import { FeaturesSection } from '../../features/landing/features-section'
import { FinalCtaSection } from '../../features/landing/final-cta-section'
import { HeroSection } from '../../features/landing/hero-section'
import { HowItWorksSection } from '../../features/landing/how-it-works-section'
import { PricingSection } from '../../features/landing/pricing-section'
import { TrustedBySection } from '../../features/landing/trusted-by-section'

export function HomePage() {
  return (
    <>
      <PageTitle />
      <HeroSection />
      <HowItWorksSection />
      <FeaturesSection />
      <BenefitsSection />
      <AccuracySection />
      <TrustedBySection />
      <PricingSection />
      <FinalCtaSection />
    </>
  )
}
