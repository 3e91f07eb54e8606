import { Link } from 'react-router-dom'
import { LegalPage, PolicyTable, type LegalSection } from '../../components/legal-page'

const sections: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. We also use similar technologies such as local
        storage. In this policy, &ldquo;cookies&rdquo; covers all of them.
      </p>
    ),
  },
  {
    id: 'cookies-we-use',
    title: 'The cookies we use',
    body: (
      <>
        <PolicyTable
          columns={['Type', 'What it does', 'Consent needed?']}
          rows={[
            [
              'Strictly necessary',
              'Keeps you signed in, protects forms against forgery, remembers your cookie choices, and proves that this browser made an estimate or paid for its report, so only you can save it to an account or open its report from it (kept 30 days for an estimate, up to 400 days for a bought report).',
              'No',
            ],
            ['Payment security', 'Set by our card payment provider during checkout to prevent fraud.', 'No'],
            [
              'Analytics',
              'Counts visits and shows which pages are used, so we can improve the service. Analytics data is kept for 26 months.',
              'Yes',
            ],
          ]}
        />
        <p>We do not use advertising or cross-site tracking cookies.</p>
      </>
    ),
  },
  {
    id: 'managing-cookies',
    title: 'Managing cookies',
    body: (
      <>
        <p>
          Analytics cookies are only set if you agree to them, and you can change your mind at any time. You can also
          block or delete cookies in your browser settings. If you block strictly necessary cookies, parts of the
          service such as checkout and signing in may not work.
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
        How we handle personal data collected through cookies is explained in our{' '}
        <Link to="/privacy">Privacy Policy</Link>. Questions? <Link to="/contact">Contact us</Link>.
      </p>
    ),
  },
]

export function CookiesPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      description="The cookies and similar storage UK Renovation Estimator uses, what each does, and which ones need your consent."
      lastUpdated="1 December 2025"
      intro={<p>Which cookies we use, why, and how you can control them.</p>}
      sections={sections}
    />
  )
}
