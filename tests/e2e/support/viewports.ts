import { test } from '@playwright/test'

export type Viewport = { label: string; width: number; height: number }

/** The two screens every page is checked at (the brief's 1280 and 390 px). */
export const DESKTOP: Viewport = { label: 'desktop', width: 1280, height: 800 }
export const MOBILE: Viewport = { label: 'mobile', width: 390, height: 844 }
export const VIEWPORTS = [DESKTOP, MOBILE] as const

/** Declares `body`'s tests in a `describe('<label> <width>px')` whose pages open at that screen size. */
export function describeAtViewport(viewport: Viewport, body: () => void) {
  test.describe(`${viewport.label} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    body()
  })
}

/** Declares `body`'s tests once per screen in VIEWPORTS. */
export function describeAtEachViewport(body: (viewport: Viewport) => void) {
  for (const viewport of VIEWPORTS) describeAtViewport(viewport, () => body(viewport))
}
