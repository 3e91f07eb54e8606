import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Waits until no finite animation is running (a toast sliding in, a card fading in): the page a person reads once
 * it stops moving. Endless ones (spinners) are ignored, since they never settle.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
}

/**
 * Runs axe (WCAG 2.1 A and AA) on the page at rest and fails on any serious or critical violation.
 * Colour contrast read mid-fade is meaningless, so the check runs under prefers-reduced-motion (which the site
 * honours: state changes are instant) after animations have settled; a toast that starts leaving during the scan
 * then vanishes rather than fading through low-contrast frames.
 */
export async function expectNoSeriousA11yViolations(page: Page, step = page.url()): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    await animationsSettled(page)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)
    expect(serious, `serious or critical axe violations on ${step}`).toEqual([])
  } finally {
    await page.emulateMedia({ reducedMotion: null })
  }
}
