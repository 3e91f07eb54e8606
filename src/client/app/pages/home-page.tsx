import { PageTitle } from '#client/components/page-title'
import { AccuracySection } from '#client/features/landing/accuracy-section'
import { BenefitsSection } from '#client/features/landing/benefits-section'
import { FeaturesSection } from '#client/features/landing/features-section'
import { FinalCtaSection } from '#client/features/landing/final-cta-section'
import { HeroSection } from '#client/features/landing/hero-section'
import { HowItWorksSection } from '#client/features/landing/how-it-works-section'
import { PricingSection } from '#client/features/landing/pricing-section'
import { TrustedBySection } from '#client/features/landing/trusted-by-section'

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
