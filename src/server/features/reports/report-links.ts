import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { REPORT_LINK_TTL_HOURS } from '#shared/retention'
import { isReportId } from './report-id'

const TOKEN_VERSION = 'v1'
const HOUR_MS = 60 * 60 * 1000

export type AccessTokenCheck =
  | { status: 'valid'; reportId: string; expiresAt: Date }
  | { status: 'expired'; reportId: string; expiresAt: Date }
  | { status: 'invalid' }

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url')

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`report-access:${TOKEN_VERSION}:${payload}`).digest()
}

/**
 * Mints a signed access token for a report: `v1.<base64url {r, e}>.<base64url HMAC-SHA256>`. `e` is the expiry in
 * Unix seconds. Exported on its own so the browser tests can mint an already-expired link.
 */
export function mintReportAccessToken(secret: string, reportId: string, expiresAt: Date): string {
  const payload = b64url(JSON.stringify({ r: reportId, e: Math.floor(expiresAt.getTime() / 1000) }))
  return `${TOKEN_VERSION}.${payload}.${b64url(sign(secret, payload))}`
}

/** Checks a token's signature first; only an authentic token is ever reported as expired (with its report id). */
export function checkReportAccessToken(secret: string, token: string, now: Date): AccessTokenCheck {
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== TOKEN_VERSION || token.length > 512) return { status: 'invalid' }
  const [, payload, signature] = parts as [string, string, string]
  const expected = sign(secret, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' }
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return { status: 'invalid' }
  }
  const { r, e } = (claims ?? {}) as { r?: unknown; e?: unknown }
  if (typeof r !== 'string' || !isReportId(r) || typeof e !== 'number' || !Number.isFinite(e))
    return { status: 'invalid' }
  const expiresAt = new Date(e * 1000)
  return { status: expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid', reportId: r, expiresAt }
}

export interface ReportLinks {
  /** A fresh link valid for REPORT_LINK_TTL_HOURS (24 h) from `now`. */
  createLink(reportId: string, now: Date): { url: string; token: string; expiresAt: Date }
  check(token: string, now: Date): AccessTokenCheck
}

/** Signed, expiring report access links: `${baseUrl}/reports/access?token=…`. */
export function createReportLinks(options: { secret: string; baseUrl: string; ttlHours?: number }): ReportLinks {
  const ttlMs = (options.ttlHours ?? REPORT_LINK_TTL_HOURS) * HOUR_MS
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    createLink(reportId, now) {
      const expiresAt = new Date(now.getTime() + ttlMs)
      const token = mintReportAccessToken(options.secret, reportId, expiresAt)
      return { url: `${base}/reports/access?token=${encodeURIComponent(token)}`, token, expiresAt }
    },
    check: (token, now) => checkReportAccessToken(options.secret, token, now),
  }
}

/**
 * The link-signing secret: LINK_SIGNING_SECRET when set, otherwise one random secret kept in the database
 * (`app_secrets`), shared by every instance on it, so a link emailed by one instance opens on another and links
 * survive restarts. A secret an earlier version kept at DATA_DIR/link-secret is adopted, so its links keep working.
 */
export async function loadLinkSigningSecret(
  config: { LINK_SIGNING_SECRET?: string | undefined; DATA_DIR: string },
  secrets: { getOrCreate(name: string, candidate: string): Promise<string> },
): Promise<string> {
  if (config.LINK_SIGNING_SECRET) return config.LINK_SIGNING_SECRET
  let candidate = randomBytes(32).toString('base64url')
  try {
    const legacy = (await readFile(path.resolve(config.DATA_DIR, 'link-secret'), 'utf8')).trim()
    if (legacy.length >= 32) candidate = legacy
  } catch {
    // No legacy secret (the usual case): keep the generated one.
  }
  return secrets.getOrCreate('link-signing', candidate)
}
