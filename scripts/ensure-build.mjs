// Builds what is missing or older than its sources, so `npm start` is one command: the client (dist/client, Vite)
// and the server bundle (dist/server, scripts/build-server.mjs).
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const only = process.argv[2] // 'client' or 'server'; both when absent

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

function sourcesMtime(sources) {
  return Math.max(
    ...sources
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  )
}

const targets = {
  client: {
    built: 'dist/client/index.html',
    sources: ['src/client', 'src/shared', 'vite.config.ts', 'scripts/vite-prerender.ts', 'package-lock.json'],
    command: 'npx vite build',
  },
  server: {
    built: 'dist/server/main.js',
    sources: ['src/server', 'src/shared', 'scripts/build-server.mjs', 'package-lock.json'],
    command: 'node scripts/build-server.mjs',
  },
}

for (const [name, target] of Object.entries(targets)) {
  if (only && only !== name) continue
  const built = path.join(root, target.built)
  if (!existsSync(built) || statSync(built).mtimeMs < sourcesMtime(target.sources)) {
    console.log(`Building the ${name} (${path.dirname(target.built)} is missing or out of date)...`)
    execSync(target.command, { cwd: root, stdio: 'inherit' })
  }
}
