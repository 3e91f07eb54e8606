import { FileText, ShieldCheck } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card'
import { CheckList } from '#client/components/bullet-list'

const INCLUDED = [
  'Total cost including and excluding VAT, and cost per m²',
  'A low / likely / high range measured against published UK costs',
  'The right VAT rate for your job, with the reason',
  'Labour, materials and overheads, element by element',
  'A week-by-week programme and practical savings',
]

const REPORT = [
  '10-page PDF laid out like a quantity surveyor’s cost plan',
  'Ready to send to builders and lenders',
  'One-off payment, no subscription',
]

/** The form step's side card: what the free estimate includes and the £6.99 report offer (docs/product/screens.md). */
export function WhatYouGetCard() {
  return (
    <div className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle as="h2">What you get, free</CardTitle>
        </CardHeader>
        <CardContent>
          <CheckList items={INCLUDED} tone="teal" className="space-y-3 text-[0.9375rem] text-ink" />
        </CardContent>
      </Card>
      <Card className="border-amber-200 bg-amber-50">
        <CardHeader>
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-800 uppercase">
            <FileText className="size-4" aria-hidden="true" />
            Upgrade when you’re ready
          </p>
          <CardTitle as="h2">Professional Report · £6.99</CardTitle>
        </CardHeader>
        <CardContent>
          <CheckList items={REPORT} tone="amber" className="space-y-2.5 text-[0.9375rem] text-ink" />
          <p className="mt-4 flex items-center gap-2 text-sm text-muted">
            <ShieldCheck className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            Offered after your free estimate. Price includes VAT.
          </p>
        </CardContent>
      </Card>
    </div>
  )
}
