// Bundles the server into dist/server (one file per entry, source maps on) so `npm start` runs plain JavaScript:
// no TypeScript compile at start, no tsx hooks in the request path. Packages stay in node_modules (external).
import { cp, rm } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist/server')

await rm(outdir, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/server/main.ts',
    // Started by render-in-worker.ts as `./render-worker.js` beside the bundle.
    'render-worker': 'src/server/features/reports/render-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
// db/client.ts reads its migrations from `migrations` beside the code that runs.
await cp(path.join(root, 'src/server/db/migrations'), path.join(outdir, 'migrations'), { recursive: true })
console.log('Built the server into dist/server')
