import type { ReactNode } from 'react'

/** The heading band at the top of static and placeholder pages. Renders the page's only h1. */
export function PageHero({
  eyebrow,
  title,
  children,
  meta,
}: {
  eyebrow?: string
  title: string
  children?: ReactNode
  meta?: ReactNode
}) {
  return (
    <section className="border-b border-line bg-gradient-to-b from-navy-50 to-canvas">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-10 sm:px-6 sm:pt-16 sm:pb-12 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl lg:text-[2.75rem] lg:leading-tight">
          {title}
        </h1>
        {children ? <div className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">{children}</div> : null}
        {meta ? <div className="mt-5 text-sm text-muted">{meta}</div> : null}
      </div>
    </section>
  )
}
