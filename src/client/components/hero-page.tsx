import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { PageHero } from './page-hero'
import { PageTitle } from './page-title'

/**
 * A page that opens with the heading band: sets the document title (`documentTitle`, else `title`), draws PageHero
 * with `intro` under the h1, then `children` in the page-width container, which `className` pads and lays out.
 */
export function HeroPage({
  title,
  documentTitle = title,
  description,
  eyebrow,
  intro,
  meta,
  className,
  children,
}: {
  title: string
  documentTitle?: string
  /** The page's meta description (the prerendered HTML carries it). */
  description?: string
  eyebrow: string
  intro: ReactNode
  meta?: ReactNode
  className: string
  children: ReactNode
}) {
  return (
    <>
      <PageTitle title={documentTitle} description={description} />
      <PageHero eyebrow={eyebrow} title={title} meta={meta}>
        {intro}
      </PageHero>
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>
    </>
  )
}
