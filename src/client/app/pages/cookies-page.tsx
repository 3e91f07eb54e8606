import { Link } from 'react-router-dom'
import { PAYMENT_COOKIES, SITE_COOKIES, type SiteCookie } from '#shared/cookies'
import { LegalPage, PolicyTable, type LegalSection } from '#client/components/legal-page'

const COLUMNS = ['Cookie', 'What it does', 'How long it lasts'] as const
const rowsOf = (cookies: readonly SiteCookie[]) =>
  cookies.map((cookie) => [
    <span key="name">
      <code className="break-all sm:break-normal sm:whitespace-nowrap">{cookie.name}</code>
      {cookie.secureName ? (
        <span className="block text-sm">
          on HTTPS: <code className="break-all sm:break-normal sm:whitespace-nowrap">{cookie.secureName}</code>
        </span>
      ) : null}
    </span>,
    cookie.purpose,
    cookie.lasts,
  ])

const sections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. This policy lists every cookie our site sets, and
        the ones our payment provider sets when you pay by card.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'The cookies we use',
    body: (
      <>
        <p>
          Three cookies at most, each strictly necessary: one keeps you signed in, two prove that this browser made an
          estimate or paid for its report. Reading our pages sets none.
        </p>
        <PolicyTable columns={COLUMNS} rows={rowsOf(SITE_COOKIES)} />
        <p>
          None can be read by the page&rsquo;s scripts, and each is only sent to our own site (the estimate cookies only
          with that estimate&rsquo;s own requests).
        </p>
      </>
    ),
  },
  {
    id: 'payment-cookies',
    title: 'When you pay by card',
    body: (
      <>
        <p>
          Card payments are taken by Stripe. While you pay, Stripe&rsquo;s payment form sets these cookies to detect
          fraud. They are strictly necessary for a card payment, and Stripe explains them in its{' '}
          <a href="https://stripe.com/legal/cookies-policy">cookies policy</a>.
        </p>
        <PolicyTable columns={COLUMNS} rows={rowsOf(PAYMENT_COOKIES)} />
      </>
    ),
  },
  {
    id: 'no-tracking',
    title: 'What we do not use',
    body: (
      <p>
        We use no analytics, advertising, tracking or preference cookies, and store nothing about you in your
        browser&rsquo;s local storage. Because every cookie we use is strictly necessary, we do not ask for cookie
        consent.
      </p>
    ),
  },
  {
    id: 'managing-cookies',
    title: 'Managing cookies',
    body: (
      <>
        <p>
          You can block or delete cookies in your browser settings. If you block them, you will not be able to sign in
          or pay by card; estimating still works.
        </p>
        <p>
          For general guidance, see the Information Commissioner&rsquo;s Office page on{' '}
          <a href="https://ico.org.uk/for-the-public/online/cookies/">cookies</a>.
        </p>
      </>
    ),
  },
  {
    id: 'more-information',
    title: 'More information',
    body: (
      <p>
        How we handle personal data is explained in our <Link to="/privacy">Privacy Policy</Link>. Questions?{' '}
        <Link to="/contact">Contact us</Link>.
      </p>
    ),
  },
]

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="The cookies UK Renovation Estimator and its payment provider set, what each does and how long it lasts. No analytics or advertising cookies."
      lastUpdated="26 November 2026"
      intro={<p>Every cookie we set, why, and how you can control them.</p>}
      sections={sections}
    />
  )
}
