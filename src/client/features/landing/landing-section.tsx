import type { ReactNode } from 'react'

type LandingSectionProps = {
  /** Prefix of the heading id the section is labelled by: `features` → `features-heading`. */
  name: string
  eyebrow: string
  title: ReactNode
  /** `dark` sits on navy: lighter eyebrow, heading inherits white. */
  tone?: 'light' | 'dark'
  align?: 'start' | 'center'
  /** Anchor id for in-page links (pricing). */
  id?: string
  className?: string
  /** Shown under the heading, inside the header block (a lead paragraph, a toggle). */
  intro?: ReactNode
  children: ReactNode
}

const TONES = {
  light: {
    eyebrow: 'text-sm font-semibold tracking-wide text-teal-700 uppercase',
    heading: 'mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl',
  },
  dark: {
    eyebrow: 'text-sm font-semibold tracking-wide text-teal-300 uppercase',
    heading: 'mt-2 text-3xl font-bold tracking-tight sm:text-4xl',
  },
} as const

/** One landing-page band: the container, the eyebrow and heading, then the section's own content. */
export function LandingSection({
  name,
  eyebrow,
  title,
  tone = 'light',
  align = 'start',
  id,
  className,
  intro,
  children,
}: LandingSectionProps) {
  const headingId = `${name}-heading`
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
          <p className={TONES[tone].eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={TONES[tone].heading}>
            {title}
          </h2>
          {intro}
        </div>
        {children}
      </div>
    </section>
  )
}
