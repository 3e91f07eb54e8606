import { Link } from 'react-router-dom'
import { LegalPage, type LegalSection } from '#client/components/legal-page'

const sections: LegalSection[] = [
  {
    id: 'not-a-quotation',
    title: 'An estimate is not a quotation',
    body: (
      <>
        <p>
          Our estimates and reports are budgeting guides. They are produced from the details you give us, regional UK
          cost data and the assumptions stated in each estimate. <strong>An estimate is not a quotation</strong> and is
          not an offer by anyone to carry out work at that price.
        </p>
        <p>
          Real prices depend on things we cannot see: the condition of the building, hidden defects, access, the
          contractor&rsquo;s workload and the materials you finally choose.
        </p>
      </>
    ),
  },
  {
    id: 'not-professional-advice',
    title: 'Not RICS-regulated or professional advice',
    body: (
      <>
        <p>
          Our cost plans follow the RICS NRM1 cost-planning structure so that they are easy for professionals to read.
          That does not make us a RICS-regulated firm, and <strong>our estimates are not RICS-regulated advice</strong>,
          a building survey, a valuation, or structural, planning or legal advice.
        </p>
        <p>
          For structural alterations, listed buildings, conversions, party wall matters, planning permission or Building
          Regulations approval, take advice from a suitably qualified professional.
        </p>
      </>
    ),
  },
  {
    id: 'get-quotes',
    title: 'Always get quotes from builders',
    body: (
      <p>
        Before you commit to any work or any purchase, get written, itemised quotations from at least three suitably
        qualified and insured builders, and check their references. Use your estimate to compare the quotes and to ask
        informed questions.
      </p>
    ),
  },
  {
    id: 'vat-and-tax',
    title: 'VAT and tax',
    body: (
      <p>
        We show the VAT rate we believe applies to your project and why. VAT relief depends on facts a contractor and
        HMRC will check; confirm the rate with your contractor or a tax adviser before relying on it.
      </p>
    ),
  },
  {
    id: 'marketing-figures',
    title: 'Figures on our website',
    body: (
      <p>
        Figures such as typical value uplift, average savings and typical accuracy describe typical outcomes, not
        promises about your project. See our <Link to="/methodology">methodology</Link> for how our estimates are built
        and checked.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Our responsibility to you is set out in our <Link to="/terms">Terms of Service</Link>. Nothing in this
        disclaimer affects your statutory rights.
      </p>
    ),
  },
]

export function DisclaimerPage() {
  return (
    <LegalPage
      title="Disclaimer"
      description="Renovation estimates are budgeting guidance, not quotations, surveys or valuations, and not RICS-regulated advice. Get written quotes before you commit."
      lastUpdated="1 December 2025"
      intro={<p>What our estimates are, what they are not, and what to do before you commit to building work.</p>}
      sections={sections}
    />
  )
}
