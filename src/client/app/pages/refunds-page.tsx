import { Link } from 'react-router-dom'
import { LegalPage, type LegalSection } from '#client/components/legal-page'
import { EmailLink } from '#client/components/email-link'
import { SITE } from '#client/lib/site'

const sections: LegalSection[] = [
  {
    id: 'reports',
    title: 'Professional reports (£6.99)',
    body: (
      <>
        <p>We will refund a professional report in full if:</p>
        <ul>
          <li>
            <strong>you have not received it within 24 hours</strong> of paying, on screen or by email; or
          </li>
          <li>
            <strong>it is materially faulty</strong>, for example it will not open, pages are missing, or it describes a
            different project from the one you entered.
          </li>
        </ul>
        <p>
          Please <strong>request the refund within 7 days</strong> of purchase. Often we can fix the problem quickly by
          re-sending or regenerating the report, and we will offer that first if you prefer.
        </p>
        <p>
          Because an estimate is a guide rather than a quotation, a difference between the report and a builder&rsquo;s
          later quote is not in itself a fault. If you think something in your report is wrong, tell us and we will look
          into it.
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
          Pro and Business subscriptions come with a <strong>30-day money-back guarantee</strong>: if you are not happy,
          ask for a refund within 30 days of your first subscription payment and we will refund that payment in full.
        </p>
        <p>
          After that, you can cancel at any time and you will keep access until the end of the period you have paid for.
          We do not refund part-used periods, except where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to ask for a refund',
    body: (
      <>
        <p>
          Email <EmailLink email={SITE.supportEmail} /> or use the <Link to="/contact">contact form</Link> with the
          subject &ldquo;Billing Question&rdquo;. Please include:
        </p>
        <ul>
          <li>the email address you used to pay;</li>
          <li>your report ID or the date of the payment;</li>
          <li>a short description of the problem.</li>
        </ul>
        <p>We aim to reply to payment problems the same working day.</p>
      </>
    ),
  },
  {
    id: 'processing',
    title: 'When you get your money back',
    body: (
      <p>
        Approved refunds go back to the card you paid with and are <strong>processed within 5-7 business days</strong>.
        Your bank may take a few more days to show the credit on your statement.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your statutory rights',
    body: (
      <p>
        This policy is in addition to your rights under the Consumer Rights Act 2015, which entitles you to a repair,
        replacement or refund for digital content that is faulty. Nothing here reduces those rights.
      </p>
    ),
  },
]

export function RefundsPage() {
  return (
    <LegalPage
      title="Refund Policy"
      description="When a £6.99 renovation cost report or a subscription can be refunded, and how to ask for a refund."
      lastUpdated="1 December 2025"
      intro={<p>When you can get your money back for a report or a subscription, and how long it takes.</p>}
      sections={sections}
    />
  )
}
