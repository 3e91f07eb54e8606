import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether a media query matches, following changes (rotation, resizing). Without `matchMedia` (jsdom, very old
 * browsers) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  const [matches, setMatches] = useState(() =>
    typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback,
  )
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener('change', update)
    return () => list.removeEventListener('change', update)
  }, [query])
  return matches
}

/**
 * Whether any part of the element is on screen. Without `IntersectionObserver` it answers true, so nothing that
 * depends on it (a pinned copy of the figures) appears.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(true)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver !== 'function') return
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true))
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return inView
}
