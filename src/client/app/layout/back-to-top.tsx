import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cn } from '#client/lib/cn'

/** docs/product/constants.md: the button appears once the page is scrolled more than 400 px. */
export const BACK_TO_TOP_THRESHOLD_PX = 400
export const PAGE_TOP_ID = 'page-top'

export function BackToTop() {
  const [isVisible, setIsVisible] = useState(false)

  useEffect(() => {
    const update = () => setIsVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  function scrollToTop() {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
    // Keep keyboard focus somewhere sensible: the button is about to disappear.
    document.getElementById(PAGE_TOP_ID)?.focus({ preventScroll: true })
  }

  if (!isVisible) return null
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Back to top"
      className={cn(
        'fixed right-4 bottom-4 z-30 flex size-12 items-center justify-center rounded-full sm:right-6 sm:bottom-6',
        'bg-navy-900 text-white shadow-lift transition-colors hover:bg-navy-700 animate-fade-in',
      )}
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  )
}
