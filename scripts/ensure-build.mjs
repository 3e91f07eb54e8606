// Builds the client when dist/client is missing or older than its sources, so `npm start` is one command.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const built = path.join(root, 'dist/client/index.html')

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

const sources = ['src/client', 'src/shared', 'vite.config.ts', 'scripts/vite-prerender.ts', 'package-lock.json'].map(
  (p) => path.join(root, p),
)
const sourceMtime = Math.max(
  ...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
)
if (!existsSync(built) || statSync(built).mtimeMs < sourceMtime) {
  console.log('Building the client (dist/client is missing or out of date)...')
  execSync('npx vite build', { cwd: root, stdio: 'inherit' })
}
