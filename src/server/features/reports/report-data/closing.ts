import type { CostPlan } from '#shared/cost-engine/types'
import { gbp0, t, truncate } from './format'
import { scaffoldItemised } from './on-costs'
import type { ReportContext } from './report-context'
import { CONTINUATION_LAYOUT, fitBriefContinuation, fitList } from './text-fit'
import type { ReportData } from './types'

/** Savings page 10 has room for; the rest are counted. */
const MAX_SAVINGS = 6

/**
 * Page 10: savings, questions for builders, assumptions, exclusions, validity and the disclaimer, then the part of
 * the brief page 2 could not hold (`briefRest`, from buildBasis), which takes lines from the two lists.
 */
export function buildClosing(
  ctx: ReportContext,
  briefRest: string,
  programme: ReportData['programme'],
): ReportData['closing'] {
  const { plan, priceDateLabel, validUntil } = ctx
  const savingsRows = ctx.savingsByValue.map((s) => ({
    title: truncate(t(s.title), 60),
    detail: truncate(t(s.detail), 130),
    saving: gbp0(s.savingPence),
  }))
  const continuation = fitBriefContinuation(briefRest)
  // Without a continuation of the brief, the lists take the room kept for it (a bought report cut assumptions
  // with '+ 3 more not shown' above a third of a page left empty).
  const listLines =
    continuation?.listLines ??
    CONTINUATION_LAYOUT.listLines + Math.floor(CONTINUATION_LAYOUT.freePt / CONTINUATION_LAYOUT.listLinePt)
  return {
    briefContinuation: continuation
      ? { title: 'Client brief (continued)', text: continuation.text, fontSize: continuation.fontSize }
      : null,
    savings: savingsRows.slice(0, MAX_SAVINGS),
    savingsHiddenCount: Math.max(0, savingsRows.length - MAX_SAVINGS),
    // A job with no saving to price (a single trade at its specification) says so rather than show an empty table.
    savingsNote: savingsRows.length
      ? 'Savings are estimates excluding VAT and are not all additive: some act on the same items.'
      : 'No saving is listed for this job: none of its items has a cheaper option the estimate can price.',
    questions: buildQuestions(plan, programme).slice(0, 9),
    assumptions: fitList(plan.assumptions.map(t), listLines, 60, 0.25),
    exclusions: fitList(plan.exclusions.map(t), listLines, 60, 0.25),
    validity: `Prices are at ${priceDateLabel} and are valid for 3 months, until ${validUntil}. After that, refresh the estimate: tender prices move with the market.`,
    disclaimer:
      "This report is an estimate, not a quotation. It is produced by software from the information you gave and published UK cost data, without a site visit, measured survey or drawings; actual prices depend on builders' quotes, the condition found on site and the specification you choose. It is not RICS-regulated advice and does not replace a survey, structural engineer, architect or quantity surveyor appointed for your project. Use it to plan a budget, brief builders and compare quotes.",
  }
}

function buildQuestions(plan: CostPlan, programme: ReportData['programme']): string[] {
  // Supplier deposits on page 9 can be a fifth of a kitchen's price: the 10% rule of thumb is for the builder's own.
  const hasDeposits = programme.stagePayments.some((s) => /^Deposit/.test(s.stage))
  const q: string[] = [
    'Is your price fixed for the scope in this schedule? Which items are provisional or excluded?',
    scaffoldItemised(plan)
      ? 'Does your price include preliminaries (skips, welfare), the scaffold as itemised on page 7, and making good, or are they extra?'
      : 'Does your price include preliminaries (scaffold, skips, welfare) and making good, or are they extra?',
    'What is your programme, start date and weekly attendance? Who manages the site day to day?',
    hasDeposits
      ? 'What payment stages do you propose? (Beyond the supplier deposits on page 9, avoid deposits over 10% and pay only for completed work.)'
      : 'What payment stages do you propose? (Avoid deposits over 10% and pay only for completed work.)',
    "Which insurances do you hold (public liability, contractor's all risks)? Can I see the certificates?",
    'Are you registered with a competent person scheme (NICEIC/NAPIT for electrics, Gas Safe for gas)?',
  ]
  const ps = plan.lineItems.filter((l) => l.isProvisionalSum).sort((a, b) => b.totalPence - a.totalPence)[0]
  if (ps)
    q.splice(1, 0, `How have you priced the provisional sum for "${t(ps.description)}", and how will it be adjusted?`)
  if (plan.vat.ratePercent !== 20)
    q.push(`Will you invoice at the ${plan.vat.ratePercent}% VAT rate, and what evidence do you need from me?`)
  else q.push('Are you VAT registered, and is VAT included in your price?')
  // JCT Minor Works provides a retention; the JCT Homeowner contract has none (jctltd.co.uk contract guides).
  q.push('Will you sign a JCT Minor Works Building Contract with a 5% retention and a defects period?')
  return q.map(t)
}
