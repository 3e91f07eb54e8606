import { useEffect, useRef } from 'react'

/** Moves focus to the element (usually a step heading with tabIndex={-1}) when it mounts, so screen readers follow. */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: false })
  }, [enabled])
  return ref
}
