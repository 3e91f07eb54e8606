import { mkdtemp, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '#tests/helpers/lifecycle'
import { createAppSecretsRepository } from '#server/db/app-secrets.repository'
import { generateReportId, isReportId } from './report-id'
import { checkReportAccessToken, createReportLinks, loadLinkSigningSecret, mintReportAccessToken } from './report-links'

const SECRET = 'unit-test-secret-0123456789abcdef0123456789'
const NOW = new Date('2025-06-01T12:00:00Z')

describe('generateReportId', () => {
  it('makes readable, well-formed, unique ids with 100 random bits', () => {
    const ids = new Set(Array.from({ length: 2000 }, generateReportId))
    expect(ids.size).toBe(2000)
    for (const id of ids) {
      expect(id).toMatch(/^QSR-[0-9A-HJKMNP-TV-Z]{20}$/)
      expect(isReportId(id)).toBe(true)
    }
  })

  it.each([
    '',
    'QSR-',
    'QSR-0123456789ABCDEFGHJ',
    'QSR-0123456789ABCDEFGHJKM',
    'qsr-0123456789abcdefghjk',
    'QSR-0123456789ABCDEFGHJI',
  ])('rejects %j', (id) => expect(isReportId(id)).toBe(false))
})

describe('report access tokens', () => {
  const reportId = 'QSR-0123456789ABCDEFGHJK'

  it('is valid until its expiry, then expired (still authentic)', () => {
    const token = mintReportAccessToken(SECRET, reportId, new Date(NOW.getTime() + 1000))
    expect(checkReportAccessToken(SECRET, token, NOW)).toEqual({
      status: 'valid',
      reportId,
      expiresAt: new Date(NOW.getTime() + 1000),
    })
    expect(checkReportAccessToken(SECRET, token, new Date(NOW.getTime() + 1000))).toMatchObject({
      status: 'expired',
      reportId,
    })
  })

  it('rejects another secret, a changed payload, a truncated signature and junk', () => {
    const token = mintReportAccessToken(SECRET, reportId, new Date(NOW.getTime() + 1000))
    const [v, p, s] = token.split('.') as [string, string, string]
    const otherPayload = Buffer.from(JSON.stringify({ r: reportId, e: 9_999_999_999 })).toString('base64url')
    for (const bad of [
      mintReportAccessToken('another-secret-0123456789abcdef0123456789', reportId, new Date(NOW.getTime() + 1000)),
      `${v}.${otherPayload}.${s}`,
      `${v}.${p}.${s.slice(0, -2)}`,
      `v2.${p}.${s}`,
      '',
      '...',
      'x'.repeat(600),
    ]) {
      expect(checkReportAccessToken(SECRET, bad, NOW)).toEqual({ status: 'invalid' })
    }
  })

  it('builds 24-hour links on the public URL', () => {
    const links = createReportLinks({ secret: SECRET, baseUrl: 'https://estimator.example/' })
    const link = links.createLink(reportId, NOW)
    expect(link.url).toBe(`https://estimator.example/reports/access?token=${encodeURIComponent(link.token)}`)
    expect(link.expiresAt.getTime() - NOW.getTime()).toBe(24 * 3600 * 1000)
    expect(links.check(link.token, NOW)).toMatchObject({ status: 'valid', reportId })
  })
})

describe('loadLinkSigningSecret', () => {
  const database = setupTestDatabase()

  it('uses LINK_SIGNING_SECRET when set', async () => {
    const secrets = createAppSecretsRepository(database.db)
    expect(await loadLinkSigningSecret({ LINK_SIGNING_SECRET: SECRET, DATA_DIR: '/nonexistent' }, secrets)).toBe(SECRET)
  })

  it('otherwise keeps one generated secret in the database, the same for every instance whatever its DATA_DIR', async () => {
    const secrets = createAppSecretsRepository(database.db)
    const [a, b] = await Promise.all([
      loadLinkSigningSecret({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'link-secret-')) }, secrets),
      loadLinkSigningSecret({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'link-secret-')) }, secrets),
    ])
    expect(a.length).toBeGreaterThanOrEqual(32)
    expect(b).toBe(a)
    expect(await loadLinkSigningSecret({ DATA_DIR: '/nonexistent' }, secrets)).toBe(a)
  })

  it('adopts the secret an earlier version kept at DATA_DIR/link-secret, so its emailed links keep working', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'link-secret-'))
    await writeFile(path.join(dir, 'link-secret'), SECRET, { mode: 0o600 })
    const secrets = createAppSecretsRepository(database.db)
    expect(await loadLinkSigningSecret({ DATA_DIR: dir }, secrets)).toBe(SECRET)
  })
})
