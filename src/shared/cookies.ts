/**
 * Every cookie the site sets, as the Cookie Policy lists them (src/client/app/pages/cookies-page.tsx). The accounts
 * engine names its cookies from COOKIE_PREFIX and keeps a session SESSION_DAYS (src/server/features/accounts/auth.ts);
 * auth-cookies.routes.test.ts walks every account flow and checks that the cookies it sets are exactly these; the
 * estimate proofs take their names and lifetimes from here too.
 * The site has no analytics, advertising or preference cookies, and nothing in local storage.
 */

/** better-auth's cookies are `<prefix>.<name>`, and `__Secure-<prefix>.<name>` behind HTTPS. */
export const COOKIE_PREFIX = 'rce'
/** How long a sign-in lasts without use; each day of use renews it. */
export const SESSION_DAYS = 30

export interface SiteCookie {
  name: string
  /** Its name behind HTTPS, when that differs (better-auth adds the `__Secure-` prefix). */
  secureName?: string
  purpose: string
  lasts: string
}

/** The estimate proof cookies (src/server/http/estimate-proof.ts, docs/decisions/021): made it, paid for its report. */
export const ESTIMATE_MADE_COOKIE = `${COOKIE_PREFIX}.made`
export const ESTIMATE_PAID_COOKIE = `${COOKIE_PREFIX}.paid`
/** An anonymous estimate is kept 30 days; a bought one for years, and browsers cap a cookie at 400 days. */
export const ESTIMATE_MADE_DAYS = 30
export const ESTIMATE_PAID_DAYS = 400

/** Set by the site itself. */
export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    name: `${COOKIE_PREFIX}.session_token`,
    secureName: `__Secure-${COOKIE_PREFIX}.session_token`,
    purpose: 'Keeps you signed in to your account. Set when you sign in, removed when you sign out.',
    lasts: `${SESSION_DAYS} days from your last visit`,
  },
  {
    name: ESTIMATE_MADE_COOKIE,
    purpose:
      'Proves this browser made an estimate, so only you can save it to an account. Set when you make an estimate, sent only with that estimate\u2019s own requests.',
    lasts: `${ESTIMATE_MADE_DAYS} days`,
  },
  {
    name: ESTIMATE_PAID_COOKIE,
    purpose:
      'Proves this browser paid for an estimate\u2019s report, so you can open it from the estimate. Set when you pay, sent only with that estimate\u2019s own requests.',
    lasts: `${ESTIMATE_PAID_DAYS} days`,
  },
]

/**
 * Set by Stripe's script, which the site loads only to take a card payment with Stripe (never in TEST MODE), to
 * detect fraud: Stripe's own documentation names these two.
 */
export const PAYMENT_COOKIES: readonly SiteCookie[] = [
  {
    name: '__stripe_mid',
    purpose: 'Fraud prevention: recognises the device across payments.',
    lasts: '1 year',
  },
  {
    name: '__stripe_sid',
    purpose: 'Fraud prevention: groups the steps of one checkout.',
    lasts: '30 minutes',
  },
]
