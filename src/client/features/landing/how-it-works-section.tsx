import { ClipboardList, Calculator, FileText } from 'lucide-react'
import { LandingSection } from './landing-section'

const STEPS = [
  {
    icon: ClipboardList,
    title: 'Project details',
    body: 'Tell us the property type, its size and your requirements, in your own words.',
  },
  {
    icon: Calculator,
    title: 'Cost calculation',
    body: 'We apply regional UK pricing and produce a detailed breakdown of labour, materials and overheads.',
  },
  {
    icon: FileText,
    title: 'Detailed report',
    body: 'See the full cost breakdown with money-saving tips, and download a professional PDF if you need one.',
  },
] as const

export function HowItWorksSection() {
  return (
    <LandingSection
      name="how"
      eyebrow="How it works"
      title="From idea to itemised budget in three steps"
      className="bg-white py-16 sm:py-24"
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, body }, index) => (
          <li key={title} className="relative rounded-card border border-line bg-canvas p-6 sm:p-7">
            <div className="flex items-center gap-4">
              <span className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold text-teal-700">Step {index + 1}</span>
            </div>
            <h3 className="mt-5 text-xl font-semibold text-navy-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-muted">{body}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}
