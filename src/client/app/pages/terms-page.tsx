import { Link } from 'react-router-dom'
import { LegalPage, type LegalSection } from '#client/components/legal-page'
import { EmailLink } from '#client/components/email-link'
import { SITE } from '#client/lib/site'

const sections: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply when you use {SITE.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;), including the website, the
          cost estimator, professional PDF reports and subscriptions. By using the service you agree to them. If you do
          not agree, please do not use the service.
        </p>
        <p>
          Our <Link to="/privacy">Privacy Policy</Link>, <Link to="/cookies">Cookie Policy</Link>,{' '}
          <Link to="/refunds">Refund Policy</Link> and <Link to="/disclaimer">Disclaimer</Link> form part of these
          terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use the service',
    body: (
      <>
        <p>
          <strong>You must be 18 or over</strong> to use the service, buy a report or take out a subscription. By using
          it you confirm that you are 18 or over and that the information you give us is accurate.
        </p>
        <p>
          If you use the service for a business, you confirm that you are authorised to accept these terms on its
          behalf.
        </p>
      </>
    ),
  },
  {
    id: 'estimates',
    title: 'Estimates are not quotations',
    body: (
      <>
        <p>
          An estimate is a budgeting guide produced from the information you give us, regional cost data and assumptions
          we state in the estimate. <strong>It is not a quotation</strong>, a fixed price, a survey, a valuation or
          professional advice, and it is not RICS-regulated advice. Actual costs depend on the property, the contractor,
          the specification and market conditions at the time.
        </p>
        <p>
          Before committing to any work you should get written quotations from suitably qualified builders and, where
          relevant, advice from a surveyor, structural engineer or architect. See our{' '}
          <Link to="/disclaimer">Disclaimer</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'reports',
    title: 'Professional reports',
    body: (
      <>
        <p>
          A professional PDF cost report costs <strong>£6.99 including VAT</strong> as a one-off payment with no
          recurring charge. We deliver it on screen and by email straight after payment, with a secure access link valid
          for 24 hours. Please download and keep a copy.
        </p>
        <p>
          Because the report is digital content supplied immediately, at checkout you ask us to supply it straight away
          and acknowledge that your statutory right to cancel ends once supply begins. This does not affect your rights
          if a report is faulty or not delivered. See the <Link to="/refunds">Refund Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'subscriptions',
    title: 'Subscriptions',
    body: (
      <>
        <p>
          Pro and Business plans are billed monthly or annually in advance at the price shown when you subscribe. They
          renew automatically until you cancel. You can cancel at any time; cancellation takes effect at the end of the
          period you have paid for.
        </p>
        <p>
          New subscriptions come with a 30-day money-back guarantee on the first payment, described in the{' '}
          <Link to="/refunds">Refund Policy</Link>. We will give you at least 30 days&rsquo; notice of any price change,
          and you can cancel before it applies.
        </p>
        <p>
          Pro and Business include professional reports: while your plan is active you get a report for a saved estimate
          without the one-off payment. You can switch plan or billing period at any time from your account; the switch
          is prorated, crediting the unused part of your current period against the new price.
        </p>
        <p>
          If a renewal payment fails, we try the card again over the following days and you keep your plan meanwhile. If
          it still fails, your account moves to the Free plan: nothing you saved is deleted, but new items beyond the
          Free plan&rsquo;s limits cannot be added until you subscribe again.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <p>
        Card payments are processed by our payment provider. We never see or store your full card number. Prices are in
        pounds sterling and include VAT at the applicable rate.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the service for anything unlawful, misleading or fraudulent;</li>
          <li>try to access accounts, data or systems you are not authorised to access;</li>
          <li>
            scrape, copy or resell estimates or cost data in bulk, except through the Business plan API within its
            limits;
          </li>
          <li>interfere with the service, for example by overloading it or introducing malicious code.</li>
        </ul>
        <p>We may suspend access if we reasonably believe these terms have been broken.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The service, its software, cost data and report designs belong to us or our licensors. You may use the estimates
        and reports you obtain for your own projects, and share them with builders, lenders, advisers and co-owners for
        that purpose.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <>
        <p>
          We provide the service with reasonable care and skill. Because estimates are guides and not quotations, we are
          not responsible for decisions you make without obtaining quotations or professional advice, or for the
          difference between an estimate and the price a contractor charges.
        </p>
        <p>
          Where you use the service as a business, our total liability to you in any 12-month period is limited to the
          amount you paid us in that period. Nothing in these terms limits liability for death or personal injury caused
          by negligence, for fraud, or anything else that cannot be limited by law, and nothing affects your statutory
          rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to the service and these terms',
    body: (
      <p>
        We may update the service and these terms from time to time. We will post the new version here with a new date,
        and tell subscribers by email about material changes before they take effect.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and contact',
    body: (
      <p>
        These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may
        also bring proceedings in your local courts. Questions about these terms:{' '}
        <EmailLink email={SITE.supportEmail} /> or our <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
]

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      description="The terms for using UK Renovation Estimator: estimates as budgeting guidance, one-off reports, subscriptions, accounts and your rights as a UK consumer."
      lastUpdated="24 November 2026"
      intro={<p>The agreement between you and us when you use the estimator, buy a report or subscribe.</p>}
      sections={sections}
    />
  )
}
