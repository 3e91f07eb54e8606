import { Calculator, TrendingUp } from 'lucide-react'
import { Link } from 'react-router-dom'

/** What each appraisal figure is, in the words the appraisal panel and the report use (decision 029). */
const FIGURES = [
  {
    term: 'Total money in',
    means:
      'Your own cash in the deal at its peak, before any comes back: the deposit, the stamp duty (SDLT, LBTT or LTT for where the property is and the purchase date), legal and survey fees, the works the lender does not fund, the holding costs while the works run, and the finance fees and interest you pay as you go.',
  },
  {
    term: 'Profit and profit on cost',
    means:
      'For a flip: the value after works (GDV) less the costs of selling and everything the project cost (purchase, tax, fees, works, holding and finance). For a let: the value after works less what it cost, the equity the works create. Profit on cost divides it by the total cost; profit on GDV by the value after works.',
  },
  {
    term: 'Gross and net yield',
    means:
      'A year’s rent (gross), or a year’s rent less voids, management, maintenance, insurance, licence and bills (net, before finance and tax), as a percentage of the purchase price plus the works.',
  },
  {
    term: 'Cash-on-cash return',
    means:
      'What you keep in a year after the running costs and the mortgage interest, as a percentage of the money you leave in the deal. Before income tax, which depends on you.',
  },
  {
    term: 'BRRR money left in',
    means:
      'After the refinance at its loan-to-value on the new valuation, less what repays the purchase finance and the new lender’s fee: the cash of yours still in the property. Where a lender applies the six-month rule, the valuation is capped at the purchase price (or the price plus the works) until six months have passed.',
  },
  {
    term: 'The lender’s interest cover test (ICR)',
    means:
      'Lenders check that the rent covers the mortgage interest at a stress rate by a ratio, for example 125% at 5.5%. The appraisal states the ratio and rate it used (presets for basic-rate taxpayers and companies, higher-rate taxpayers and HMOs, each with its source and date, and editable) and the largest loan the rent supports.',
  },
  {
    term: 'Sensitivity and break-even',
    means:
      'The same deal with the works at the estimate’s low, likely and high figures, the value after works 10% lower and higher, and the interest rate one point lower and higher. Break-even GDV is the value after works at which a flip makes neither profit nor loss.',
  },
] as const

/** /methodology#appraisal and #value-uplift: where the landing page's "ROI analysis" and "15-25%" claims point. */
export function MethodologyAppraisal() {
  return (
    <>
      <section id="appraisal" aria-labelledby="appraisal-heading" className="mt-14 scroll-mt-24">
        <div className="flex items-center gap-3">
          <Calculator className="size-6 shrink-0 text-teal-700" aria-hidden="true" />
          <h2 id="appraisal-heading" className="text-2xl font-bold tracking-tight text-navy-900">
            The investment appraisal: how ROI, yield and profit are worked out
          </h2>
        </div>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">
          Every estimate carries an appraisal. The works cost (with its low to high range) and how many months the works
          take come from the estimate itself; the purchase price, the value after works, the rent and the finance are
          yours to type. Anything you leave blank takes a stated default, shown beside the figure with where it comes
          from, so you can see what each figure assumes and replace it. The sums run in your browser as you type, and
          the same module gives the report&rsquo;s appendix and the Business API the same figures, to the penny.
        </p>
        <dl className="mt-6 grid max-w-5xl gap-4 md:grid-cols-2">
          {FIGURES.map(({ term, means }) => (
            <div key={term} className="rounded-card border border-line bg-white p-5">
              <dt className="font-semibold text-navy-900">{term}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-muted">{means}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 max-w-3xl text-sm leading-relaxed text-muted">
          Bridging interest is charged on the balance drawn, month by month: the purchase loan from completion and the
          works in tranches that follow the estimate&rsquo;s own programme. Figures are before income and corporation
          tax. An appraisal is a model of your deal on the figures you give it, <strong>not financial advice</strong>:
          check the terms with your lender and a valuer&rsquo;s figure before you commit.
        </p>
      </section>

      <section id="value-uplift" aria-labelledby="value-uplift-heading" className="mt-14 scroll-mt-24">
        <div className="flex items-center gap-3">
          <TrendingUp className="size-6 shrink-0 text-teal-700" aria-hidden="true" />
          <h2 id="value-uplift-heading" className="text-2xl font-bold tracking-tight text-navy-900">
            The &ldquo;15-25%&rdquo; value uplift
          </h2>
        </div>
        <p className="mt-3 max-w-3xl leading-relaxed text-muted">
          Our home page quotes 15-25% as the value rise targeted improvements are commonly said to bring. It is a
          typical range, not a figure we measured, and it will not hold for every property: a dated house in a strong
          street may gain more, a house already in good order much less. Your own appraisal shows your uplift instead:
          the value after works less the purchase price, set against what the works cost, so you can see whether each
          pound of works buys more than a pound of value. Leave the value after works blank and the appraisal assumes
          the value rises only by what the works cost, a deliberately cautious default: a valuer&rsquo;s or comparable
          sales&rsquo; figure is worth typing in.
        </p>
        <p className="mt-3 max-w-3xl text-sm leading-relaxed text-muted">
          <Link to="/estimate" className="font-medium text-teal-800 underline underline-offset-2">
            Start an estimate
          </Link>{' '}
          and open &ldquo;Investment appraisal&rdquo; on the result to try it.
        </p>
      </section>
    </>
  )
}
