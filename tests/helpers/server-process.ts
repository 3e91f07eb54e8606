import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** Polls `check` until it returns true or `timeoutMs` passes; throws with `what` on timeout. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check().catch(() => false)) return
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** Everything the server wrote to stdout and stderr. */
  output(): string
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | NodeJS.Signals | null>
  stop(): Promise<void>
}

/** How the server runs: from its TypeScript sources through tsx, or the bundle `npm start` runs (dist/server). */
export type ServerEntry = 'source' | 'built'

const ENTRY_ARGS: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', 'src/server/main.ts'],
  built: ['--enable-source-maps', 'dist/server/main.js'],
}

/**
 * The real server as a child process answering on a free port: by default from its sources, with `built` as
 * `npm start` runs it. Resolves once GET /api/health answers 200.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry: ServerEntry = 'source',
): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ENTRY_ARGS[entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal)),
  )
  const url = `http://127.0.0.1:${port}`
  let ended = false
  void exited.then(() => (ended = true))
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (ended) throw new Error(`The server exited during start-up:\n${output}`)
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`The server on ${url} was not healthy within ${timeoutMs} ms:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (!ended) child.kill('SIGTERM')
      await exited
    },
  }
}
