import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from './playwright.config'
const [url, name, ...ys] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.goto(url!, { waitUntil: 'networkidle' })
  for (const y of ys) {
    const top = Number(y) * (width === 390 ? 1 : 1)
    await page.screenshot({ path: `/tmp/shots/${name}-${width}-${y}.png`, fullPage: true, clip: { x: 0, y: top, width, height: 1100 } })
  }
  await page.close()
}
await browser.close()
