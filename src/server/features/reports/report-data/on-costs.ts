import { preliminariesPercentPence } from '#shared/cost-engine/preliminaries'
import { formatPriceBase, gbp, lowerFirst, num, percentValue, t, truncate } from './format'
import { buildInflation, tenderIndexSource } from './inflation'
import type { ReportContext } from './report-context'
import { REPORT_TOTAL_PAGES, type ReportData, type RowKind } from './types'

/** Page 7: the cost build-up, preliminaries, overheads and profit, fees, the price date and the VAT position. */
export function buildOnCosts(
  ctx: ReportContext,
  programme: ReportData['programme'],
  scheduleAppendixPages = 0,
): ReportData['onCosts'] {
  const { plan, priceDateLabel } = ctx
  const pa = plan.priceAdjustment
  return {
    buildUp: buildUpRows(ctx, scheduleAppendixPages),
    preliminaries: {
      percent: percentValue(plan.preliminaries.percent),
      amount: gbp(plan.preliminaries.pence),
      basis: truncate(t(plan.preliminaries.basis), 220),
      covers: [
        'Site management and supervision',
        'Welfare, temporary power and water',
        scaffoldItemised(plan)
          ? 'Access equipment; the scaffold is itemised in the build-up, at its own price'
          : 'Scaffolding and access equipment',
        'Skips, waste and site clearance',
        'Protection of retained finishes',
        "Contractor's insurances",
      ],
    },
    overheadsProfit: {
      percent: percentValue(plan.overheadsProfit.percent),
      amount: gbp(plan.overheadsProfit.pence),
      basis: truncate(t(plan.overheadsProfit.basis), 220),
      // No range of 'usual' margins: one said 8-15% beside this estimate's own 20%.
      note: "A builder's quote seldom shows its margin: compare its total with the construction cost (page 3). A total well below this estimate often means items are left out or will come back as extras.",
    },
    fees: plan.fees
      .slice(0, 9)
      .map((f) => ({ label: t(f.label), reason: truncate(t(f.reason), 120), amount: gbp(f.pence) })),
    feesTotal: gbp(plan.feesPence),
    inflation: buildInflation(ctx, programme),
    priceAdjustment: `Rates are at ${formatPriceBase(pa.baseDate)} prices (index ${num.format(pa.baseIndex)}), brought to ${priceDateLabel} (index ${num.format(pa.currentIndex)}) with a factor of ${pa.factor.toFixed(3)}. Source: ${t(tenderIndexSource(pa.source))}.`,
    vat: vatPosition(ctx),
    quoteChecklist: [
      scaffoldItemised(plan)
        ? 'Preliminaries priced in: skips, welfare, site management, and the scaffold as itemised above.'
        : 'Preliminaries priced in: scaffolding, skips, welfare, site management.',
      'Making good after each trade, and a final clean.',
      'Protection of floors, stairs and finishes that stay.',
      'Removal of all waste by a licensed waste carrier.',
      ...certificates(ctx),
      'Provisional sums priced as stated, adjusted on actual cost.',
      "Contractor's all-risks and public liability insurance.",
      'A programme with start and completion dates.',
    ],
  }
}

/**
 * The scaffold a loft or a re-roof needs is priced as its own item of the preliminaries (NRM1 group 9): the percentage
 * then covers the rest of the site set-up, and saying it covers the scaffold too would price it twice. Plans stored
 * before the scaffold was itemised measure it in the schedule instead.
 */
export function scaffoldItemised(plan: ReportContext['plan']): boolean {
  return (
    (plan.preliminaries.items ?? []).length > 0 ||
    plan.lineItems.some((l) => /scaffold/i.test(l.trade) || /^scaffold/i.test(l.description))
  )
}

/** The certificates the priced work needs: only those (no building control completion where none is applied for). */
function certificates(ctx: ReportContext): string[] {
  const { plan } = ctx
  const trades = new Set(plan.lineItems.map((l) => l.trade.toLowerCase()))
  const wanted = [
    ...(trades.has('electrical') ? ['electrical (Part P)'] : []),
    ...(plan.lineItems.some((l) => /boiler|heat pump|gas/i.test(l.description)) ? ['Gas Safe or MCS'] : []),
    ...(plan.fees.some((f) => f.id === 'building_control') ? ['building control completion'] : []),
  ]
  return wanted.length ? [`Certificates: ${wanted.join(', ')}.`] : []
}

function buildUpRows(ctx: ReportContext, scheduleAppendixPages: number): ReportData['onCosts']['buildUp'] {
  const { plan, excVat, constructionPence, roundingPence, vatByRate } = ctx
  const itemised = plan.preliminaries.items ?? []
  return [
    {
      label: 'Measured works',
      // Where the schedule is: pages 4-5, and the appendix pages after page 10 when it runs on.
      basis: `${plan.lineItems.length} items, pages 4-5${
        scheduleAppendixPages === 0
          ? ''
          : ` and ${scheduleAppendixPages === 1 ? `${REPORT_TOTAL_PAGES + 1}` : `${REPORT_TOTAL_PAGES + 1}-${REPORT_TOTAL_PAGES + scheduleAppendixPages}`}`
      }`,
      pence: plan.measuredWorksPence,
      kind: 'item' as RowKind,
    },
    {
      label: 'Preliminaries',
      basis: `${percentValue(plan.preliminaries.percent)} of measured works`,
      pence: preliminariesPercentPence(plan),
      kind: 'item' as RowKind,
    },
    // The preliminaries priced as items (the access scaffold), each with its quantity and rate.
    ...itemised.map((l) => ({
      label: `Preliminaries: ${lowerFirst(l.description)}`,
      basis: `${num.format(l.quantity)} ${l.unit} × ${gbp(l.ratePence)}`,
      pence: l.totalPence,
      kind: 'item' as RowKind,
    })),
    {
      label: 'Overheads and profit',
      basis: `${percentValue(plan.overheadsProfit.percent)}`,
      pence: plan.overheadsProfit.pence,
      kind: 'item' as RowKind,
    },
    {
      label: "Construction cost (the builder's price)",
      basis: '',
      pence: constructionPence,
      kind: 'subtotal' as RowKind,
    },
    {
      label: 'Professional and statutory fees',
      basis: `${plan.fees.length} fee${plan.fees.length === 1 ? '' : 's'}`,
      pence: plan.feesPence,
      kind: 'item' as RowKind,
    },
    ...(roundingPence !== 0 ? [{ label: 'Rounding', basis: '', pence: roundingPence, kind: 'item' as RowKind }] : []),
    { label: 'Total excluding VAT', basis: '', pence: excVat, kind: 'total' as RowKind },
    ...vatByRate.map((l) => ({
      label: vatByRate.length > 1 ? `VAT on ${l.appliesTo}` : 'VAT',
      basis: `${l.ratePercent}% of ${gbp(l.basePence)}`,
      pence: l.vatPence,
      kind: 'item' as RowKind,
    })),
    { label: 'Total including VAT', basis: '', pence: plan.totalIncVatPence, kind: 'grand' as RowKind },
    {
      label: 'Recommended contingency (not in the total)',
      basis: `${percentValue(plan.contingency.percent)} of construction and fees, exc VAT`,
      pence: plan.contingency.pence,
      kind: 'item' as RowKind,
    },
    {
      label: 'Budget including contingency',
      basis: 'inc VAT',
      pence: plan.budgetIncludingContingencyPence,
      kind: 'subtotal' as RowKind,
    },
  ].map((r) => ({ label: r.label, basis: r.basis, amount: gbp(r.pence), kind: r.kind }))
}

function vatPosition(ctx: ReportContext): ReportData['onCosts']['vat'] {
  const { plan, vatRate, vatByRate, vatLineLabel } = ctx
  return {
    rate: ctx.vatLabel,
    amount: gbp(plan.vat.pence),
    lines: vatByRate.map((l) => ({ label: vatLineLabel(l), value: gbp(l.vatPence) })),
    reason: truncate(t(plan.vat.reason), 300),
    reference: truncate(t(plan.vat.reference), 200),
    notes:
      vatRate === 20
        ? [
            'Builders registered for VAT add 20% to their invoices; a builder below the registration threshold charges none, but check that the price is like-for-like.',
            'The reduced 5% rate applies only to specific work (e.g. conversions changing the number of dwellings, houses empty for two years or more): ask your builder and HMRC if you think it may apply.',
          ]
        : [
            `The ${vatRate}% rate applies to the builder's qualifying work and the materials they supply with it. Materials you buy yourself, and professional fees, stay at 20%.`,
            `Give your builder the evidence the relief needs (${reliefEvidence(plan.facts.vatCategory)}) before work starts, and check their invoices show the right rate.`,
          ],
  }
}

/** The evidence HMRC asks for under each relief (VAT Notice 708): only the one that applies to this job. */
export function reliefEvidence(ruleId: string | undefined): string {
  switch (ruleId) {
    case 'hmo_conversion':
      return 'planning consent or a lawful development certificate for the HMO use, and the building control application'
    case 'dwelling_conversion':
      return 'planning consent and building control showing the change in the number of dwellings'
    case 'non_residential_conversion':
      return 'planning consent for the change of use to dwellings, and building control'
    case 'empty_two_years':
      return 'proof the property was empty for two years or more, e.g. a council empty-homes letter or council tax records'
    case 'new_build':
      return 'planning consent for the new dwellings'
    case 'energy_saving':
      return 'that the work is installing qualifying energy-saving materials'
    default:
      return 'the certificate or consent HMRC asks for under VAT Notice 708'
  }
}
