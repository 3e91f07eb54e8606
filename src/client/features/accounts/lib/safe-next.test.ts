import { describe, expect, it } from 'vitest'
import { safeNextPath } from './safe-next'

describe('safeNextPath', () => {
  it.each(['/account', '/projects/new?from=dashboard#top', '/dashboard'])('keeps the same-site path %s', (path) => {
    expect(safeNextPath(path)).toBe(path)
  })

  it.each([
    null,
    '',
    'account',
    'https://evil.example/account',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/sign-in',
    '/sign-up/',
  ])('refuses %j', (raw) => {
    expect(safeNextPath(raw)).toBeUndefined()
  })
})
