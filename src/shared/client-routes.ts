/**
 * The paths the single-page app renders (docs/product/screens.md), as react-router patterns without the leading slash ('' is the
 * landing page). The server answers 200 for these and 404 (with the app's own 404 page) for anything else, so a
 * mistyped link is a real 404 to browsers, crawlers and monitors. `routes.test.tsx` keeps this list equal to the
 * router's.
 */
export const CLIENT_ROUTE_PATHS = [
  '',
  'estimate/:id?',
  'professional/:id?',
  'estimate-freemium/:id?',
  'quote-check/:estimateId',
  'payment-success',
  'payment-success/:reportId',
  'reports/access',
  'subscribe',
  'subscribe/:tier',
  'dashboard',
  'projects/new',
  'projects/:id',
  'methodology',
  'terms',
  'privacy',
  'cookies',
  'refunds',
  'refund-policy',
  'disclaimer',
  'about',
  'contact',
  'support',
  'sign-up',
  'sign-in',
  'forgot-password',
  'reset-password',
  'account',
  'account/api',
  'account/team',
  'team/accept',
  'account/billing',
  'contractors',
  'contractors/join',
] as const

/** 'estimate/:id?' → /^\/estimate(?:\/[^/]+)?\/?$/i: a parameter is one segment; `?` makes it optional. */
const PATTERNS = CLIENT_ROUTE_PATHS.map((p) => {
  const body = p
    .split('/')
    .map((seg, i) => {
      const slash = i === 0 ? '' : '/'
      if (seg.startsWith(':')) return seg.endsWith('?') ? `(?:${slash}[^/]+)?` : `${slash}[^/]+`
      return slash + seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^/${body}/?$`, 'i')
})

/** Whether the app has a page at this pathname (no query string). */
export function isClientRoute(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname))
}

/**
 * The pages whose HTML the build writes ahead (docs/decisions/018-prerendering.md): the landing page, the static
 * pages and the wizard's first screen. Each renders the same for every visitor before anything is fetched.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/estimate',
  '/about',
  '/methodology',
  '/support',
  '/contact',
  '/terms',
  '/privacy',
  '/cookies',
  '/refunds',
  '/disclaimer',
] as const
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number]

/** Where the build writes a prerendered page, relative to dist/client: '/' → prerendered/index.html. */
export const prerenderedFileOf = (pagePath: PrerenderedPath) =>
  `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`

/**
 * The prerendered page a request's pathname names, or undefined: exact paths only (a trailing slash and letter
 * case forgiven, as the router forgives them), so /estimate/{id} still gets the single-page app.
 */
export function findPrerenderedPath(pathname: string): PrerenderedPath | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '').toLowerCase() : pathname
  return PRERENDERED_PATHS.find((p) => p === normalised)
}
