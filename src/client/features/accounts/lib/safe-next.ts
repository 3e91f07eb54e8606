/**
 * The `?next=` path to return to after signing in, when it is a path on this site; otherwise undefined. Only a
 * single leading slash is accepted: `//evil.example` and `/\evil.example` are other sites to a browser, and a
 * scheme (`https:`, `javascript:`) is never a relative path.
 */
export function safeNextPath(raw: string | null | undefined): string | undefined {
  if (!raw || raw.length > 2000) return undefined
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined
  // Tabs and newlines are dropped by URL parsers, which would let `/\t/evil.example` become `//evil.example`.
  if (/[\p{Cc}\\]/u.test(raw)) return undefined
  const url = new URL(raw, 'https://same.site')
  if (url.origin !== 'https://same.site') return undefined
  // Back to the sign-in pages would only show the form again.
  if (/^\/(sign-in|sign-up)\/?$/i.test(url.pathname)) return undefined
  return url.pathname + url.search + url.hash
}
