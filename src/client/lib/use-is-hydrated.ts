import { startTransition, useEffect, useState } from 'react'

// True while a prerendered page is being hydrated: from main.tsx's hydrateRoot until the first navigation. On the
// server (the prerender itself) it is always true. Components that mount later on a hydrated page, and every page
// the browser renders itself, start hydrated.
let isHydratingPage = typeof window === 'undefined'

/** main.tsx: the page in #root is prerendered HTML about to be hydrated. */
export function beginPageHydration() {
  isHydratingPage = true
}

/** app.tsx, on the first navigation: whatever mounts from now on is the browser's own render. */
export function endPageHydration() {
  isHydratingPage = false
}

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true once this component has
 * hydrated. Controls that need JavaScript are disabled until it is true, so nothing typed or clicked before the
 * page's script runs is lost (docs/decisions/018-prerendering.md).
 *
 * Each component switches itself on, in a transition, after it has hydrated: an external store would match the
 * prerender too, but React re-renders a store's readers synchronously after hydration, one long task on a phone.
 */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(() => !isHydratingPage)
  useEffect(() => {
    if (!isHydrated) startTransition(() => setIsHydrated(true))
  }, [isHydrated])
  return isHydrated
}
