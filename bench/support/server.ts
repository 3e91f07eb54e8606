import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

export interface BenchServer {
  url: string
  stop(): Promise<void>
}

/** Starts the real server (embedded database, fresh DATA_DIR) as a child process, as `npm start` would. */
export async function startBenchServer(port = 5700, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'))
  // node itself (not npx) so that stopping the child stops the server.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      // Benchmarks hammer write routes from one address on purpose (PRODUCT.md: RATE_LIMITS=off is for them).
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('bench server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
}

/** A bounded autocannon run against loopback only. */
export async function runLoad(options: {
  url: string
  connections: number
  durationSeconds: number
  method?: 'GET' | 'POST'
  body?: string
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    method: options.method ?? 'GET',
    body: options.body,
    headers: options.body ? { 'content-type': 'application/json' } : {},
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

export const formatLoad = (label: string, r: LoadResult) =>
  `${label.padEnd(34)} ${String(r.requestsPerSecond).padStart(6)} req/s   p50 ${String(r.p50Ms).padStart(4)} ms   p99 ${String(r.p99Ms).padStart(4)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`
