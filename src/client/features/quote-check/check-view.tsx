import { formatGbp } from '#shared/format'
import type { QuoteComparison } from '#shared/quotes/check/compare'
import { LINE_STATUS_LABELS, type LineStatus, type PenceRange, type QuoteCheck } from '#shared/quotes/check/quote-check'
import type { ReactNode } from 'react'
import { DetailList } from '#client/components/detail-item'
import { Badge, type BadgeVariant } from '#client/components/ui/badge'
import { ScrollRegion } from '#client/components/scroll-region'

const money = (p: number | null) => (p === null ? '—' : formatGbp(p, { wholePounds: true }))
const range = (r: PenceRange | null) => (r ? `${money(r.lowPence)}–${money(r.highPence)}` : '—')

const STATUS: Record<LineStatus | 'unknown', { label: string; variant: BadgeVariant }> = {
  within: { label: LINE_STATUS_LABELS.within, variant: 'success' },
  above: { label: LINE_STATUS_LABELS.above, variant: 'accent' },
  below: { label: LINE_STATUS_LABELS.below, variant: 'secondary' },
  not_in_estimate: { label: LINE_STATUS_LABELS.not_in_estimate, variant: 'outline' },
  not_priced: { label: LINE_STATUS_LABELS.not_priced, variant: 'outline' },
  unknown: { label: 'No price read', variant: 'outline' },
}
const SEVERITY = {
  red: { label: 'Red flag', className: 'border-danger bg-red-50', labelClass: 'text-danger' },
  amber: { label: 'Check', className: 'border-amber-400 bg-amber-50', labelClass: 'text-amber-800' },
  info: { label: 'Note', className: 'border-line bg-white', labelClass: 'text-muted' },
}
/** The verdict's headline figures, each a small tile. */
const FACT = {
  className: 'rounded-md bg-navy-50 p-2',
  termClassName: 'text-xs text-muted',
  valueClassName: 'font-semibold text-ink tabular-nums',
}

/**
 * One quote's check: the verdict with reasons and questions, the lines against the estimate, what is left out;
 * `actions` (keep it, print it) close it.
 */
export function CheckView({ check, title, actions }: { check: QuoteCheck; title: string; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-6 rounded-card border border-line bg-white p-4 sm:p-6">
      <div className="space-y-3">
        <h2 className="text-xl font-semibold text-navy-900">{title}</h2>
        <p className="text-lg leading-snug text-ink" data-testid="verdict">
          {check.verdict.headline}
        </p>
        {check.verdict.reasons.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-[0.9375rem] text-ink">
            {check.verdict.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : null}
        <VerdictFacts check={check} />
      </div>

      <div>
        <h3 className="mb-2 font-semibold text-navy-900">Line by line</h3>
        <ul className="divide-y divide-line">
          {check.lines.map((l) => (
            <li key={l.index} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto_auto_auto] sm:items-start sm:gap-4">
              <div className="min-w-0">
                <p className="font-medium text-ink">{l.description}</p>
                {l.matches.length > 0 ? (
                  <p className="text-sm text-muted">Matched to: {l.matches.map((m) => m.reason).join(' · ')}</p>
                ) : null}
                <p className="text-sm text-muted">{l.note}</p>
              </div>
              <span className="text-sm tabular-nums sm:text-right">
                <span className="text-muted sm:block sm:text-xs">Quote </span>
                {money(l.amountPence)}
              </span>
              <span className="text-sm text-muted tabular-nums sm:text-right">
                <span className="sm:block sm:text-xs">Estimate </span>
                {range(l.range)}
              </span>
              <Badge variant={STATUS[l.status].variant} className="justify-self-start">
                {STATUS[l.status].label}
              </Badge>
            </li>
          ))}
        </ul>
      </div>

      {check.missing.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold text-navy-900">In the estimate, not in the quote</h3>
          <ul className="space-y-1 text-sm">
            {check.missing.map((m) => (
              <li key={m.itemId}>
                {m.description} <span className="text-muted">({range(m.range)})</span>{' '}
                {m.reason === 'excluded' ? <Badge variant="outline">Excluded by the quote</Badge> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <Findings findings={check.findings} />

      {check.verdict.questions.length > 0 ? (
        <div>
          <h3 className="mb-2 font-semibold text-navy-900">Questions to ask the builder</h3>
          <ol className="list-decimal space-y-1 pl-5 text-[0.9375rem]">
            {check.verdict.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {actions}
    </section>
  )
}

/** The verdict's figures: the quote, the estimate for the same work, and the VAT charged against the VAT due. */
function VerdictFacts({ check }: { check: QuoteCheck }) {
  const facts: [string, string][] = [
    ['Quote (exc VAT)', money(check.quote.netPence)],
    ['Estimate for this work', range(check.total.coveredRange)],
    ['VAT charged', check.vat.chargedPercent === null ? 'Not stated' : `${check.vat.chargedPercent}%`],
    ['VAT for this job', `${check.vat.allowedPercent}%`],
  ]
  return <DetailList items={facts} look={FACT} className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" />
}

function Findings({ findings }: { findings: QuoteCheck['findings'] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold text-navy-900">What we found</h3>
      <ul className="space-y-2">
        {findings.map((f) => (
          <li key={f.id} className={`rounded-md border-l-4 p-3 text-sm ${SEVERITY[f.severity].className}`}>
            <p className="font-medium text-ink">
              <span className={`font-semibold ${SEVERITY[f.severity].labelClass}`}>{SEVERITY[f.severity].label}: </span>
              {f.title}
            </p>
            <p className="text-ink">{f.detail}</p>
            {f.source ? <p className="mt-1 text-xs text-muted">Source: {f.source}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The work column stays put while a phone scrolls the quotes sideways. */
const STICKY =
  'sticky left-0 z-10 w-36 min-w-36 max-w-36 bg-white py-2 pr-3 break-words sm:static sm:w-auto sm:max-w-none sm:min-w-0'

const CELL = { included: '✓ Included', excluded: 'Excluded', missing: 'Not mentioned' } as const

/** Up to three quotes side by side on the estimate's scope, the estimate as the reference column. */
export function ComparisonTable({ comparison }: { comparison: QuoteComparison }) {
  const names = comparison.columns.map((c, i) => c.builderName ?? `Quote ${i + 1}`)
  return (
    <section aria-label="Quotes compared" className="rounded-card border border-line bg-white p-4 sm:p-6">
      <h2 className="mb-3 text-xl font-semibold text-navy-900">Quotes compared</h2>
      <p className="mb-2 text-sm text-muted sm:hidden">Scroll the table sideways to see each quote.</p>
      <ScrollRegion label="Comparison table" className="rounded" role="group">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b border-line text-left">
              <th className={STICKY}>Work</th>
              <th className="py-2 pr-3">Estimate</th>
              {names.map((n) => (
                <th key={n} className="py-2 pr-3">
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-line font-semibold">
              <td className={STICKY}>Price (exc VAT)</td>
              <td className="py-2 pr-3">—</td>
              {comparison.columns.map((c, i) => (
                <td key={names[i]} className="py-2 pr-3">
                  {money(c.netPence)} <span className="font-normal text-muted">({STATUS[c.status].label})</span>
                </td>
              ))}
            </tr>
            {comparison.rows.map((r) => (
              <tr key={r.itemId} className="border-b border-line">
                <td className={STICKY}>{r.description}</td>
                <td className="py-2 pr-3 whitespace-nowrap text-muted">{range(r.estimate)}</td>
                {r.quotes.map((q, i) => (
                  <td key={names[i]} className={`py-2 pr-3 ${q === 'included' ? 'text-teal-800' : 'text-muted'}`}>
                    {CELL[q]}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td className={STICKY}>Red flags</td>
              <td className="py-2 pr-3">—</td>
              {comparison.columns.map((c, i) => (
                <td key={names[i]} className="py-2 pr-3">
                  {c.redFlags}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  )
}
