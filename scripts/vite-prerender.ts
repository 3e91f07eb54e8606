// Vite plugin: writes the HTML of the pages in PRERENDERED_PATHS at build time (docs/decisions/018-prerendering.md).
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin, type Rollup } from 'vite'
import { PRERENDERED_PATHS, prerenderedFileOf } from '../src/shared/client-routes'

// Inside node_modules, so the Node build finds its packages (react, react-router…) by ordinary resolution.
const NODE_MODULES = fileURLToPath(new URL('../node_modules/', import.meta.url))
const RENDER_ENTRY = 'prerender/render-page.tsx'
const ROOT_DIV = '<div id="root"></div>'
/** The tags React hoists to the head (a page's <title> and <meta>), as its prerender writes them before the page. */
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>)/

/** The escaped text of the first element matching `pattern` in `html`, or undefined. */
const firstMatch = (html: string, pattern: RegExp) => pattern.exec(html)?.[0]

/**
 * Splits React's output into the head tags it hoisted (title, meta description) and the page's body, so the head
 * carries the page's own title and description and React's hydration finds them there.
 */
export function splitHoisted(rendered: string): { head: string[]; body: string } {
  const head: string[] = []
  let body = rendered
  for (let tag = firstMatch(body, HOISTED_TAG); tag; tag = firstMatch(body, HOISTED_TAG)) {
    head.push(tag)
    body = body.slice(tag.length)
  }
  return { head, body }
}

/**
 * The shell with the page's body in #root, and its title and description in place of the shell's. The page's own
 * chunk is not preloaded: on a slow phone it would share the line with the stylesheet and delay the first paint,
 * which the prerendered HTML already gives; the entry imports it as soon as it runs.
 */
export function fillTemplate(template: string, rendered: string): string {
  const { head, body } = splitHoisted(rendered)
  // The CSP (src/server/app.ts) runs no inline script: a page React could only finish with one would stay blank.
  if (/<script[\s>]/.test(body)) throw new Error('The prerendered page contains an inline script')
  if (!template.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV}`)
  let html = template.replace(ROOT_DIV, () => `<div id="root">${body}</div>`)
  const title = head.find((t) => t.startsWith('<title>'))
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title)
  const description = head.find((t) => /^<meta name="description"/.test(t))
  if (description) html = html.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => description)
  return html
}

/**
 * Preloads the Inter files the first screen draws with, so text swaps to Inter (font-display: swap) early, not
 * after the stylesheet has been read.
 */
function addFontPreloads(html: string, bundle: Rollup.OutputBundle): string {
  const fonts = Object.keys(bundle).filter((f) => /inter-latin-(400|700)-normal-[\w-]+\.woff2$/.test(f))
  const links = fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`)
  return html.replace('</head>', () => `${links.join('')}</head>`)
}

/**
 * After the client build: builds src/client/prerender/render-page.tsx for Node, renders each prerendered page
 * with it and writes dist/client/prerendered/<page>.html (the server sends these; every other path gets the
 * single-page shell, index.html). Runs in writeBundle, so the precompress plugin's closeBundle compresses them.
 */
export function prerender(): Plugin {
  let clientRoot = ''
  let outDir = ''
  let configFile: string | undefined
  return {
    name: 'prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      clientRoot = config.root
      outDir = config.build.outDir
      configFile = config.configFile
    },
    async writeBundle(_options, bundle) {
      const serverOut = await mkdtemp(path.join(NODE_MODULES, '.prerender-'))
      try {
        await build({
          configFile,
          logLevel: 'warn',
          build: {
            ssr: path.join(clientRoot, RENDER_ENTRY),
            outDir: serverOut,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
          },
        })
        const { renderPage } = (await import(pathToFileURL(path.join(serverOut, 'render-page.js')).href)) as {
          renderPage: (pathname: string) => Promise<string>
        }
        const shellPath = path.join(outDir, 'index.html')
        const shell = addFontPreloads(await readFile(shellPath, 'utf8'), bundle)
        await writeFile(shellPath, shell)
        await mkdir(path.join(outDir, 'prerendered'), { recursive: true })
        for (const pagePath of PRERENDERED_PATHS) {
          const html = fillTemplate(shell, await renderPage(pagePath))
          await writeFile(path.join(outDir, prerenderedFileOf(pagePath)), html)
        }
      } finally {
        await rm(serverOut, { recursive: true, force: true })
      }
    },
  }
}
