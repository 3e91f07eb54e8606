// npm run bench:db-restart: two instances on one PostgreSQL under write load while the PostgreSQL server itself
// restarts. Not part of `npm run bench`: it restarts the machine's PostgreSQL (pg_ctlcluster, as root), which would
// break anything else using it at that moment.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import pg from 'pg'
import { startBenchServer, type BenchServer } from './support/server'

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const LOAD_SECONDS = 20
const RESTART_AT_SECONDS = 5
const WORKERS_PER_INSTANCE = 8
const body = JSON.stringify({ projectType: 'kitchen_renovation', sizeSqm: 12, region: 'north' })

const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL })
  await client.connect()
  await client.query(sql)
  await client.end()
}

const dbName = `bench_restart_${process.pid}`
await admin(`create database ${dbName}`)
const dbUrl = new URL(ADMIN_URL)
dbUrl.pathname = `/${dbName}`

const servers: BenchServer[] = []
try {
  servers.push(await startBenchServer(5711, { DATABASE_URL: dbUrl.toString(), JOBS_ENABLED: 'true' }))
  servers.push(await startBenchServer(5712, { DATABASE_URL: dbUrl.toString() }))

  const results: { at: number; status: number; ms: number }[] = []
  const started = Date.now()
  const until = started + LOAD_SECONDS * 1000
  const worker = async (url: string) => {
    while (Date.now() < until) {
      const sent = Date.now()
      const status = await fetch(`${url}/api/estimates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(
        (r) => r.status,
        () => 0,
      )
      results.push({ at: Date.now() - started, status, ms: Date.now() - sent })
    }
  }
  const load = Promise.all(servers.flatMap((s) => Array.from({ length: WORKERS_PER_INSTANCE }, () => worker(s.url))))

  await new Promise((r) => setTimeout(r, RESTART_AT_SECONDS * 1000))
  const version = readdirSync('/etc/postgresql')[0]!
  const restartFrom = Date.now() - started
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart'], { stdio: 'inherit' })
  const restartTo = Date.now() - started
  await load

  const byStatus: Record<string, number> = {}
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1
  const failures = results.filter((r) => r.status !== 201)
  const lastFailure = Math.max(0, ...failures.map((r) => r.at))
  const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a))
  console.log(`requests: ${results.length} over ${LOAD_SECONDS} s from ${servers.length} instances`)
  console.log(`by status: ${JSON.stringify(byStatus)}  (0 = connection failed)`)
  console.log(`PostgreSQL restart: ${restartFrom} ms → ${restartTo} ms after the load started`)
  console.log(
    failures.length === 0
      ? 'no request failed: requests during the restart waited for a new connection'
      : `last failed request ended ${lastFailure} ms in; all succeeded from ${Math.max(0, lastFailure - restartTo)} ms after the restart finished`,
  )
  console.log(`slowest request: ${slowest.ms} ms (ended ${slowest.at} ms in)`)
  console.log(`instances still running: ${servers.filter((s) => s.isRunning()).length} of ${servers.length}`)
  if (servers.some((s) => !s.isRunning()) || byStatus['500'] || byStatus['0']) process.exitCode = 1
} finally {
  for (const s of servers) await s.stop()
  await admin(`drop database if exists ${dbName} with (force)`)
}
