// Renders the builder-quote fixtures (tests/fixtures/quotes/*.html) into what the quote reader is tested on: a PDF
// per quote, printed by Chromium as a builder's word processor would, and for the "scanned" one a PNG screenshot
// (a photo of a paper quote, read with OCR). Run: tsx scripts/quotes/build-quote-fixtures.ts (commit the output).
import { chromium } from '@playwright/test'
import { readdirSync } from 'node:fs'
import path from 'node:path'
// eslint-disable-next-line no-restricted-syntax -- the Playwright config at the root has no alias (the aliases name src/ and tests/)
import { CHROMIUM_ARGS } from '../../playwright.config'

const DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/quotes')
/** Fixtures that stand for a photographed paper quote: screenshotted, not printed. */
const SCANNED = new Set(['10-rewire-scanned'])

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
})
try {
  const page = await browser.newPage({ viewport: { width: 820, height: 700 }, deviceScaleFactor: 2 })
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.html'))) {
    const name = file.replace(/\.html$/, '')
    await page.goto(`file://${path.join(DIR, file)}`)
    await page.evaluate(() => document.fonts.ready)
    if (SCANNED.has(name)) {
      await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true })
    } else {
      await page.pdf({
        path: path.join(DIR, `${name}.pdf`),
        format: 'A4',
        margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' },
        printBackground: true,
      })
    }
    console.log(name)
  }
} finally {
  await browser.close()
}
