import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

export interface BenchServer {
  url: string
  /** False once the server process has exited (for whatever reason). */
  isRunning(): boolean
  /** CPU seconds the server process has used (all its threads), or undefined where /proc is not there. */
  cpuSeconds(): number | undefined
  /** Waits until the server is idle: its start-up work (the report workers' warm-up renders) is done. */
  settle(): Promise<void>
  stop(): Promise<void>
}

let built = false

/**
 * Starts the real server (embedded database, fresh DATA_DIR) as a child process, as `npm start` would: the server
 * bundle (dist/server, built first when missing or older than its sources), not the sources through tsx, whose
 * on-the-fly transpiling of every module (in the main thread and again in each render worker) production never pays.
 */
export async function startBenchServer(port = 5700, env: Record<string, string> = {}): Promise<BenchServer> {
  if (!built) execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'server'], { stdio: 'inherit' })
  built = true
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'))
  // node itself (not npx) so that stopping the child stops the server.
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      // Benchmarks measure the server, not its abuse limits (docs/product/contracts.md: RATE_LIMITS=off).
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let running = true
  child.once('exit', () => (running = false))
  const url = `http://127.0.0.1:${port}`
  // Generous: a shared, loaded machine can take a minute to open the embedded database and migrate it.
  const deadline = Date.now() + 180_000
  for (;;) {
    // Exited (its port taken, a bad start): whatever answers on the port is not this fresh server.
    if (!running) throw new Error(`bench server on port ${port} exited before it answered`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL') // never left behind holding the port
      rmSync(dataDir, { recursive: true, force: true })
      throw new Error('bench server did not start')
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  const cpuSeconds = () => processCpuSeconds(child.pid)
  return {
    url,
    isRunning: () => running,
    cpuSeconds,
    async settle() {
      const quietBy = Date.now() + 60_000
      for (let before = cpuSeconds(); before !== undefined && Date.now() < quietBy;) {
        await new Promise((r) => setTimeout(r, 500))
        const after = cpuSeconds()!
        if (after - before < 0.05) return // under 10% of a core for half a second
        before = after
      }
    },
    async stop() {
      if (running) {
        child.kill('SIGTERM')
        await new Promise((r) => child.once('exit', r))
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** utime + stime of a process from /proc (Linux), in seconds; clock ticks are 100 a second there. */
function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
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

/** POSTs `body` as JSON to `url`, answering the parsed JSON (throws unless 2xx). */
export async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}
