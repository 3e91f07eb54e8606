import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'

/** URL of tsx's ESM API (its CommonJS build cannot register the ESM hooks). */
function tsxEsmApi(from: string): string {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve
  if (typeof resolve === 'function') return resolve('tsx/esm/api')
  return pathToFileURL(
    createRequire(from)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
}

/**
 * Starts the worker file `name` that sits beside `callerUrl` (the caller's `import.meta.url`): from the sources
 * `<name>.ts`, loaded through tsx's ESM API (`execArgv: ['--import', 'tsx']` is not enough on Node 20: its hooks do
 * not apply to the worker's own entry file), or `<name>.js` beside the server bundle (scripts/build-server.mjs).
 */
export function startWorker(callerUrl: string, name: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  const isTypeScript = callerUrl.endsWith('.ts')
  const workerUrl = new URL(`./${name}.${isTypeScript ? 'ts' : 'js'}`, callerUrl)
  if (!isTypeScript) return new Worker(workerUrl, options)
  // Resolved here, not in the worker, so it does not depend on the process's working directory.
  const bootstrap = `import(${JSON.stringify(tsxEsmApi(callerUrl))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}) })`
  return new Worker(bootstrap, { ...options, eval: true })
}
