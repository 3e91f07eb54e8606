import { formatGbp } from '#shared/format'
import { LINE_STATUS_LABELS, type PenceRange, type QuoteCheck, type Severity } from '#shared/quotes/check/quote-check'
// The report's font carries Latin-1 and punctuation only; its mapping keeps a quote's other characters printable.
import { toPdfText as t } from '#server/features/reports/report-data/format'

/**
 * What the printed quote check shows (decision 030: "the check prints as a short PDF"), every figure already in words,
 * so the document only lays it out. Built from a kept check's findings; pure. Text from
 * the quote goes through `toPdfText`, so nothing prints as a missing glyph.
 */
export interface QuoteCheckPdfData {
  title: string
  /** "Kept on 26 November 2026" and the estimate it was checked against. */
  subtitle: string
  headline: string
  reasons: string[]
  facts: { label: string; value: string }[]
  lines: { description: string; matched: string; amount: string; range: string; status: string }[]
  missing: { description: string; range: string; excluded: boolean }[]
  findings: { severity: Severity; title: string; detail: string; source: string | null }[]
  questions: string[]
}

const money = (pence: number | null) => (pence === null ? '—' : formatGbp(pence, { wholePounds: true }))
const range = (r: PenceRange | null) => (r ? `${money(r.lowPence)}–${money(r.highPence)}` : '—')
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
})

/** The view-model of one kept check: `builderName` as kept, `keptAt` the day it was kept. */
export function buildQuoteCheckPdfData(check: QuoteCheck, keptAt: Date): QuoteCheckPdfData {
  const builder = check.quote.builderName
  return {
    title: builder ? t(`Quote check: ${builder}`) : 'Quote check',
    subtitle: t(`Kept on ${longDate.format(keptAt)}. Checked against ${check.reference.label}.`),
    headline: t(check.verdict.headline),
    reasons: check.verdict.reasons.map(t),
    facts: [
      { label: 'Quote (exc VAT)', value: money(check.quote.netPence) },
      { label: 'Estimate for this work', value: range(check.total.coveredRange) },
      {
        label: 'VAT charged',
        value: check.vat.chargedPercent === null ? 'Not stated' : `${check.vat.chargedPercent}%`,
      },
      { label: 'VAT for this job', value: `${check.vat.allowedPercent}%` },
    ],
    lines: check.lines.map((l) => ({
      description: t(l.description),
      matched: t(l.matches.length > 0 ? `Matched to: ${l.matches.map((m) => m.reason).join(' · ')}` : l.note),
      amount: money(l.amountPence),
      range: range(l.range),
      status: LINE_STATUS_LABELS[l.status],
    })),
    missing: check.missing.map((m) => ({
      description: t(m.description),
      range: range(m.range),
      excluded: m.reason === 'excluded',
    })),
    findings: check.findings.map((f) => ({
      severity: f.severity,
      title: t(f.title),
      detail: t(f.detail),
      source: f.source === null ? null : t(f.source),
    })),
    questions: check.verdict.questions.map(t),
  }
}
