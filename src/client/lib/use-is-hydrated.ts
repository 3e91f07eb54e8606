import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates a prerendered page (and in the prerender itself), true from then on and on pages the
 * browser renders itself. Controls that need JavaScript are disabled until it is true, so nothing typed or clicked
 * before the page's script runs is lost (docs/decisions/018-prerendering.md).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
