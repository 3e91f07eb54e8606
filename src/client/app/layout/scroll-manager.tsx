import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Scrolls to the top on every route change, or to the element named by the hash (e.g. /#pricing).
 * Lazy pages may render a moment later, so a hash target is looked for over a few frames. Not on the first render:
 * the browser opened the page at its top (or where a reload left it), and a prerendered page hydrates after the
 * reader may already have scrolled, whom a jump back to the top would lose.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation()
  const isFirstRender = useRef(true)

  useEffect(() => {
    const isFirst = isFirstRender.current
    isFirstRender.current = false
    if (!hash) {
      if (!isFirst) window.scrollTo({ top: 0, left: 0, behavior: 'auto' })
      return
    }
    const id = decodeURIComponent(hash.slice(1))
    let frame = 0
    let attempts = 0
    const tryScroll = () => {
      const target = document.getElementById(id)
      if (target) {
        target.scrollIntoView({ block: 'start' })
        return
      }
      if (attempts++ < 60) frame = requestAnimationFrame(tryScroll)
    }
    tryScroll()
    return () => cancelAnimationFrame(frame)
  }, [pathname, hash, key])

  return null
}
