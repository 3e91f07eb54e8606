import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { APP_ORIGIN } from './accounts'

interface StoredCookie {
  name: string
  value: string
  path: string
}

/** RFC 6265 path-match: `/api/estimates/x` matches `/api/estimates/x` and `/api/estimates/x/claim`, nothing else. */
const pathMatches = (requestPath: string, cookiePath: string) =>
  requestPath === cookiePath ||
  (requestPath.startsWith(cookiePath) && (cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'))

/**
 * One browser against the app under test: it keeps the cookies the app sets (by name and path, as a browser does)
 * and sends back those whose path matches, with the site's Origin. `inject` has app.inject's shape, so helpers that
 * take an app (buyReport, createIntent) run as this browser.
 */
export function createBrowser(app: FastifyInstance) {
  const jar = new Map<string, StoredCookie>()
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      const path = c.path ?? '/'
      const key = `${c.name} ${path}`
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0)) jar.delete(key)
      else jar.set(key, { name: c.name, value: c.value, path })
    }
  }
  const browser = {
    async inject(options: InjectOptions): Promise<LightMyRequestResponse> {
      const url = typeof options.url === 'string' ? options.url : String(options.url)
      const requestPath = new URL(url, APP_ORIGIN).pathname
      const cookie = [...jar.values()]
        .filter((c) => pathMatches(requestPath, c.path))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ')
      const res = await app.inject({
        ...options,
        headers: { origin: APP_ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
      })
      keep(res)
      return res
    },
    get: (url: string) => browser.inject({ method: 'GET', url }),
    post: (url: string, payload: unknown = {}) => browser.inject({ method: 'POST', url, payload: payload as object }),
    /** Adds a Cookie header's pairs (e.g. a signed-in session from signUpVerified) for every path. */
    addCookies(header: string) {
      for (const pair of header.split(';')) {
        const [name, ...rest] = pair.trim().split('=')
        if (name) jar.set(`${name} /`, { name, value: rest.join('='), path: '/' })
      }
    },
  }
  return browser
}
export type Browser = ReturnType<typeof createBrowser>
