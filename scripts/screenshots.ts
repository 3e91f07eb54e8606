// Full-page screenshots of the given paths at 1280 px and 390 px: npx tsx scripts/screenshots.ts http://127.0.0.1:5000 / /about
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../playwright.config'

const [baseUrl = 'http://127.0.0.1:5000', ...paths] = process.argv.slice(2)
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
for (const width of [1280, 390]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(`${baseUrl}${p}`, { waitUntil: 'networkidle' })
    const name = p === '/' ? 'home' : p.replace(/^\//, '').replace(/[^\w-]+/g, '_')
    await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true })
    console.log(`screenshots/${name}-${width}.png`)
  }
  await page.close()
}
await browser.close()
