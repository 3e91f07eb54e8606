// Helpers shared by the screenshot scripts (account-screenshots.ts, subscription-screenshots.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import PostalMime from 'postal-mime'

/** The link in the newest outbox email to `to` under `dataDir`, moved onto `baseUrl` (PUBLIC_URL may differ). */
export async function outboxLink(baseUrl: string, dataDir: string, to: string, subject: RegExp): Promise<string> {
  const outbox = path.join(dataDir, 'outbox')
  for (let attempt = 0; attempt < 50; attempt++) {
    for (const file of readdirSync(outbox).sort().reverse()) {
      const mail = await PostalMime.parse(readFileSync(path.join(outbox, file)))
      if (mail.to?.some((a) => a.address === to) && subject.test(mail.subject ?? '')) {
        const url = new URL(mail.text!.match(/https?:\/\/\S+/g)!.at(-1)!)
        return `${baseUrl}${url.pathname}${url.search}`
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no email to ${to} matching ${subject}`)
}

/** Saves `outDir/name-<width>.png` once the fonts have loaded, and prints its path. */
export async function saveShot(page: Page, outDir: string, name: string, fullPage = true) {
  await page.evaluate(() => document.fonts.ready)
  const file = `${outDir}/${name}-${page.viewportSize()!.width}.png`
  await page.screenshot({ path: file, fullPage })
  console.log(file)
}
