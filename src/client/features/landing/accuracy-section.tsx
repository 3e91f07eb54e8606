import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router-dom'
import { AccuracySetCard } from '#client/components/accuracy-set-card'
import { HEADLINE_SET, MEASURED_ACCURACY, MEASURED_ON, percent } from '#client/lib/measured-accuracy'
import { LandingSection } from './landing-section'

/** The measured accuracy on both published sets, dated, with the naive model beside it (read from the stored run). */
export function AccuracySection() {
  return (
    <LandingSection
      name="accuracy"
      id="accuracy"
      eyebrow="Measured accuracy"
      title="How close our estimates land"
      className="bg-navy-50/60 py-16 sm:py-24"
      intro={
        <p className="mt-4 text-lg leading-relaxed text-muted">
          We price published UK project costs the way you would use the calculator and compare. Half of the{' '}
          {HEADLINE_SET.all.n} figures in our independent check set are within{' '}
          <span data-testid="landing-accuracy">{percent(HEADLINE_SET.all.medianAbsError)}</span> of our likely figure; a
          naive model that guesses each from the others of its type gets {percent(HEADLINE_SET.all.naiveMedianAbsError)}
          . Measured on <time dateTime={MEASURED_ACCURACY.measuredOn}>{MEASURED_ON}</time>.
        </p>
      }
    >
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {MEASURED_ACCURACY.sets.map((set) => (
          <AccuracySetCard key={set.file} set={set} byType="collapsed" />
        ))}
      </div>
      <Link
        to="/methodology"
        className="mt-8 inline-flex items-center gap-1.5 rounded-sm font-medium text-teal-800 underline underline-offset-2 hover:text-navy-900"
      >
        How we measure accuracy <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </LandingSection>
  )
}
