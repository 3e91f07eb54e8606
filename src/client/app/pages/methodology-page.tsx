import { BarChart3, Layers, MapPin, Percent, ShieldQuestion } from 'lucide-react'
import { Link } from 'react-router-dom'
import { PageHero } from '../../components/page-hero'
import { PageTitle } from '../../components/page-title'
import { Card } from '../../components/ui/card'

// Interim methodology page. The accuracy study (measured results against published UK cost data, PRODUCT.md
// "Marketing claims") replaces the "coming soon" panel below once it exists.
const STEPS = [
  {
    icon: Layers,
    title: 'An elemental cost plan',
    body: 'Work is broken into elements and items with quantities and rates, split into labour, materials and plant, following the RICS NRM1 cost-planning structure.',
  },
  {
    icon: MapPin,
    title: 'Regional UK pricing',
    body: 'Rates are adjusted for the region the property is in, from London and the South East to Scotland, Wales and Northern Ireland.',
  },
  {
    icon: Percent,
    title: 'On-costs and the right VAT',
    body: 'Preliminaries, contractor overheads and profit, professional fees, contingency and VAT each appear as their own line, with the VAT rate and the reason for it.',
  },
  {
    icon: ShieldQuestion,
    title: 'A range, not false precision',
    body: 'Each estimate gives a low, likely and high figure. The range narrows as you answer questions about the things that really move the cost, such as rewiring, damp or structural work.',
  },
] as const

export function MethodologyPage() {
  return (
    <>
      <PageTitle title="Methodology" />
      <PageHero eyebrow="Methodology" title="How our estimates are built">
        <p>
          What goes into every figure we show, and how we check it. We claim our estimates are typically within 10-15%
          of the final cost for a well-described project; this page explains the basis for that claim.
        </p>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-5 md:grid-cols-2">
          {STEPS.map(({ icon: Icon, title, body }) => (
            <Card key={title} className="p-6">
              <div className="flex size-11 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                <Icon className="size-5.5" aria-hidden="true" />
              </div>
              <h2 className="mt-4 text-lg font-semibold text-navy-900">{title}</h2>
              <p className="mt-2 leading-relaxed text-muted">{body}</p>
            </Card>
          ))}
        </div>

        <section
          aria-labelledby="accuracy-heading"
          className="mt-10 rounded-card border border-amber-200 bg-amber-50 p-6 sm:p-8"
        >
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <div className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-amber-700">
              <BarChart3 className="size-5.5" aria-hidden="true" />
            </div>
            <div>
              <h2 id="accuracy-heading" className="text-lg font-semibold text-navy-900">
                Measured accuracy: results coming soon
              </h2>
              <p className="mt-2 leading-relaxed text-navy-800">
                We are publishing a comparison of our estimates against published UK cost data, project type by project
                type, with the method and the size of each sample. Until it is live, treat the 10-15% figure as our
                target for typical projects, not a guarantee. An estimate is not a quotation:{' '}
                <Link to="/disclaimer" className="font-medium text-teal-800 underline underline-offset-2">
                  read the disclaimer
                </Link>
                .
              </p>
            </div>
          </div>
        </section>
      </div>
    </>
  )
}
