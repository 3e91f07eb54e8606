/**
 * Lighthouse on the first pages a visitor sees: npx tsx bench/lighthouse.bench.ts [runs=3]
 * Lighthouse's default mobile audit (simulated slow 4G and a 4× slower CPU) on / and /estimate, against a
 * production build served by the real server (own port, fresh embedded database, RATE_LIMITS=off), driving
 * Debian's Chromium. Prints the median of each figure over the runs. Target (decision 018): performance ≥ 90 on both,
 * accessibility 100.
 */
import { execFileSync } from 'node:child_process'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS } from '../playwright.config'
import { startBenchServer } from './support/server'

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const PATHS = process.env.LH_PATHS ? process.env.LH_PATHS.split(',') : ['/', '/estimate']
const runs = Number(process.argv[2] ?? 3)

export interface LighthouseFigures {
  performance: number
  accessibility: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  /** Bytes of JavaScript the page downloaded (transfer size). */
  scriptBytes: number
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** One Lighthouse run in its own Chromium, so no run inherits another's cache. */
async function audit(url: string): Promise<{ figures: LighthouseFigures; failing: string[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
    const items = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items
    const failing = ['accessibility', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    )
    return {
      figures: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        scriptBytes: items?.find((i) => i.resourceType === 'script')?.transferSize ?? NaN,
      },
      failing,
    }
  } finally {
    chrome.kill()
  }
}

/** Chromium now and then records no trace (Lighthouse's NO_NAVSTART); such a run is repeated, twice at most. */
async function auditWithRetry(url: string, triesLeft = 2): ReturnType<typeof audit> {
  try {
    return await audit(url)
  } catch (error) {
    if (triesLeft === 0) throw error
    console.log(`    (run repeated: ${(error as Error).message})`)
    return auditWithRetry(url, triesLeft - 1)
  }
}

/** The median of each figure over `count` runs, and every failing accessibility or SEO audit seen. */
export async function measurePage(url: string, count: number) {
  const all: LighthouseFigures[] = []
  const failing = new Set<string>()
  for (let i = 0; i < count; i++) {
    const run = await auditWithRetry(url)
    all.push(run.figures)
    run.failing.forEach((f) => failing.add(f))
  }
  const keys = Object.keys(all[0]!) as (keyof LighthouseFigures)[]
  const figures = Object.fromEntries(keys.map((k) => [k, median(all.map((f) => f[k]))])) as unknown as LighthouseFigures
  return { figures, runs: all, failing: [...failing] }
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain) {
  // The same build `npm start` serves: rebuilt only when the sources are newer.
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' })
  const server = await startBenchServer(5720)
  try {
    await server.settle()
    console.log(`Lighthouse ${runs} run(s) per page, mobile default throttling, median of each figure:`)
    for (const pagePath of PATHS) {
      const { figures: f, runs: all, failing } = await measurePage(server.url + pagePath, runs)
      console.log(
        `  ${pagePath.padEnd(10)} performance ${f.performance} (runs ${all.map((r) => r.performance).join(', ')})` +
          `   accessibility ${f.accessibility}   SEO ${f.seo}` +
          `   FCP ${(f.fcpMs / 1000).toFixed(1)} s   LCP ${(f.lcpMs / 1000).toFixed(1)} s   TBT ${f.tbtMs} ms` +
          `   JS ${Math.round(f.scriptBytes / 1024)} KiB`,
      )
      for (const audit of failing) console.log(`    failing ${audit}`)
      console.log(
        `    target performance ≥ 90 and accessibility 100: ${f.performance >= 90 && f.accessibility === 100 ? 'met' : 'NOT met'}`,
      )
    }
  } finally {
    await server.stop()
  }
}
