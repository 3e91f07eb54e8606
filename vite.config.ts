import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { prerender } from './scripts/vite-prerender'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))
/** tsconfig.json "paths" (vitest.config.ts has the same list): '#shared/x' is src/shared/x, and #client, #server, #tests. */
const IMPORT_ALIASES = ['server', 'shared', 'client', 'tests'].map((name) => ({
  find: new RegExp(`^#${name}/`),
  replacement: `${repoRoot}${name === 'tests' ? '' : 'src/'}${name}/`,
}))

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, at the highest levels (done once, not per
 * request); the server sends whichever the browser accepts (`preCompressed` in src/server/app.ts).
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved: (config) => void (outDir = config.build.outDir),
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f))
      await Promise.all(
        files.map(async (file) => {
          const raw = await readFile(path.join(outDir, file))
          const variants = {
            br: await promisify(brotliCompress)(raw, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
            }),
            gz: await promisify(gzip)(raw, { level: 9 }),
          }
          for (const [ext, packed] of Object.entries(variants)) {
            if (packed.length < raw.length) await writeFile(path.join(outDir, `${file}.${ext}`), packed)
          }
        }),
      )
    },
  }
}

// The browser app lives in src/client; the server serves dist/client in production
// and the dev server proxies /api to it (PORT 5000 by default).
export default defineConfig({
  root: fileURLToPath(new URL('./src/client', import.meta.url)),
  envDir: repoRoot,
  plugins: [react(), tailwindcss(), prerender(), precompress()],
  resolve: { alias: IMPORT_ALIASES },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // Maps are written for debugging a build but not referenced from the bundles, and the server never serves
    // them: published maps hand out the whole client source.
    sourcemap: 'hidden',
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: true },
    },
  },
})
