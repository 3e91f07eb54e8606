import type { ReactNode } from 'react'
import { PageTitle } from '#client/components/page-title'
import { Card } from '#client/components/ui/card'

/** The sign-in, sign-up and password pages: one narrow card under the header, holding the page's only h1. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-navy-900 sm:text-[1.75rem]">{title}</h1>
        {description ? <div className="mt-2 text-[0.9375rem] leading-relaxed text-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </Card>
      {footer ? <div className="mx-auto mt-6 max-w-md text-center text-[0.9375rem] text-muted">{footer}</div> : null}
    </div>
  )
}

/** A link in the app's text style. */
export const textLinkClass = 'font-medium text-teal-700 underline underline-offset-2 hover:text-teal-800'
