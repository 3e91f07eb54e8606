import { Link } from 'react-router-dom'
import { LegalPage, PolicyTable, type LegalSection } from '#client/components/legal-page'
import { EmailLink } from '#client/components/email-link'
import { SITE } from '#client/lib/site'

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {SITE.name} is the controller of the personal data described here. We process it in line with the UK General
        Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. You can contact us about privacy at{' '}
        <EmailLink email={SITE.supportEmail} />.
      </p>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <ul>
        <li>
          <strong>Estimate details:</strong> project type, property address or region, size, description and your
          answers to our questions.
        </li>
        <li>
          <strong>Contact details:</strong> your email address when you buy a report, create an account or contact us,
          and your name and phone number if you give them.
        </li>
        <li>
          <strong>Payment records:</strong> what you bought, when and for how much. Card details go directly to our
          payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong>Account data:</strong> for subscribers, your email, name, subscription and projects.
        </li>
        <li>
          <strong>Usage and technical data:</strong> pages visited, device and browser type and approximate location
          from your IP address. Analytics are only collected with your consent.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it and our lawful bases',
    body: (
      <PolicyTable
        columns={['Purpose', 'Lawful basis']}
        rows={[
          ['Producing estimates and reports, and delivering them to you', 'Contract'],
          ['Taking payments and keeping tax and accounting records', 'Contract; legal obligation'],
          ['Answering support requests and complaints', 'Legitimate interests'],
          ['Keeping the service secure and preventing fraud and abuse', 'Legitimate interests'],
          ['Analytics to understand and improve the service', 'Consent'],
        ]}
      />
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <>
        <PolicyTable
          columns={['Data', 'Kept for']}
          rows={[
            ['Free estimates', '30 days'],
            ['Paid reports and their payment records', '7 years'],
            ['Support records (messages and our replies)', '3 years'],
          ]}
        />
        <p>
          Paid reports are kept for 7 years because they are linked to financial records we must keep by law. Data is
          deleted automatically at the end of its period. Account data is kept while your account is open and deleted
          when you close it, except records we must keep for the periods above.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We do not sell your personal data. We share it only with service providers who act on our instructions:</p>
        <ul>
          <li>our card payment provider, to take payments;</li>
          <li>our hosting and email providers, to run the service and send your reports;</li>
        </ul>
        <p>
          We may also disclose data where the law requires it. Where a provider processes data outside the UK, we use
          safeguards approved under UK law, such as the International Data Transfer Agreement.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>Under UK GDPR you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased, or its use restricted, in some circumstances;</li>
          <li>receive your data in a portable format;</li>
          <li>object to processing based on legitimate interests;</li>
          <li>withdraw consent at any time, where we rely on it.</li>
        </ul>
        <p>
          To use any of these rights, email <EmailLink email={SITE.supportEmail} />. We reply within one month. If you
          are unhappy with how we handle your data you can complain to the Information Commissioner&rsquo;s Office at{' '}
          <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>, though we would appreciate the chance to put
          things right first.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit, access is limited to people who need it, and report links expire after 24 hours.
        No system is perfectly secure; if a breach affects you we will tell you and the ICO where the law requires it.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We set one cookie, to keep you signed in, and our payment provider sets its fraud-prevention cookies while you
        pay by card. We use no analytics or advertising cookies. See our <Link to="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        If we change this policy we will post the new version here with a new date and, for significant changes, tell
        account holders by email.
      </p>
    ),
  },
]

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      description="What personal data UK Renovation Estimator keeps, why, for how long, who processes it and how to exercise your UK GDPR rights."
      lastUpdated="26 November 2026"
      intro={<p>What personal data we collect, why, how long we keep it and your rights under UK GDPR.</p>}
      sections={sections}
    />
  )
}
