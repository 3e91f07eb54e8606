/**
 * Every cookie the site sets, as the Cookie Policy lists them (src/client/app/pages/cookies-page.tsx). The accounts
 * engine names its cookies from COOKIE_PREFIX and keeps a session SESSION_DAYS (src/server/features/accounts/auth.ts);
 * auth-cookies.routes.test.ts walks every account flow and checks that the cookies it sets are exactly these.
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

/** Set by the site itself. */
export const SITE_COOKIES: readonly SiteCookie[] = [
  {
    name: `${COOKIE_PREFIX}.session_token`,
    secureName: `__Secure-${COOKIE_PREFIX}.session_token`,
    purpose: 'Keeps you signed in to your account. Set when you sign in, removed when you sign out.',
    lasts: `${SESSION_DAYS} days from your last visit`,
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
