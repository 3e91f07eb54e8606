import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))

/**
 * tsconfig.json "paths" for Vite and Vitest: '#shared/x' is src/shared/x, and #client, #server and #tests alike. An
 * import two or more folders away uses them (eslint.config.js); tsc, tsx, esbuild and Playwright read tsconfig itself.
 */
export const IMPORT_ALIASES = [
  { find: /^#server\//, replacement: `${repoRoot}src/server/` },
  { find: /^#shared\//, replacement: `${repoRoot}src/shared/` },
  { find: /^#client\//, replacement: `${repoRoot}src/client/` },
  { find: /^#tests\//, replacement: `${repoRoot}tests/` },
]
