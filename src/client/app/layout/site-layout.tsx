import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { PageLoading } from '#client/components/page-loading'
import { BackToTop, PAGE_TOP_ID } from './back-to-top'
import { ScrollManager } from './scroll-manager'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_CONTENT_ID, SkipLink } from './skip-link'

export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <div id={PAGE_TOP_ID} tabIndex={-1} className="outline-none" />
      <SkipLink />
      <ScrollManager />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <BackToTop />
    </div>
  )
}
