import { ArrowRight, Construction, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageTitle } from './page-title'
import { LinkButton } from './link-button'
import { BulletList } from './bullet-list'

/**
 * Placeholder for a screen that is still being built. It keeps the route, heading and navigation real so
 * links and tests work; the feature's engineer replaces the whole page file.
 */
export function ComingSoon({
  eyebrow,
  title,
  description,
  icon: Icon = Construction,
  highlights = [],
  primaryAction = { label: 'Back to home', to: '/' },
  secondaryAction = { label: 'Contact us', to: '/contact' },
  children,
}: {
  eyebrow?: string
  title: string
  description: ReactNode
  icon?: LucideIcon
  highlights?: readonly string[]
  primaryAction?: { label: string; to: string }
  secondaryAction?: { label: string; to: string } | null
  children?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas">
      <PageTitle title={title} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="rounded-card border border-line bg-white p-8 text-center shadow-card sm:p-12">
          <div className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-teal-50 text-teal-700">
            <Icon className="size-7" aria-hidden="true" />
          </div>
          {eyebrow ? (
            <p className="mt-6 text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
          <p className="mx-auto mt-3 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-800">
            Coming soon
          </p>
          <div className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted">{description}</div>
          {highlights.length > 0 ? (
            <BulletList
              items={highlights}
              className="mx-auto mt-8 grid max-w-xl gap-3 text-left sm:grid-cols-2"
              itemClassName="flex items-start gap-2.5 rounded-lg bg-navy-50 px-4 py-3 text-[0.9375rem] text-navy-800"
              bullet={<span className="mt-2 size-1.5 shrink-0 rounded-full bg-teal-600" aria-hidden="true" />}
            />
          ) : null}
          {children}
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={primaryAction.to} variant="primary" size="lg">
              {primaryAction.label}
              <ArrowRight aria-hidden="true" />
            </LinkButton>
            {secondaryAction ? (
              <LinkButton to={secondaryAction.to} variant="outline" size="lg">
                {secondaryAction.label}
              </LinkButton>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}
