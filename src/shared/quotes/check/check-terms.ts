import type { QuoteCheck } from './quote-check'
import {
  chargedVatPercent,
  DEPOSIT_PROTECTED_PENCE,
  DEPOSIT_PROTECTED_PERCENT,
  fmt,
  percentOf,
  PROVISIONAL_UNCERTAIN_PERCENT,
  RETENTION_EXPECTED_FROM_PENCE,
  VAT_THRESHOLD_PENCE,
  type CheckContext,
} from './check-support'

/** The VAT charged against the rate the law allows for this job (the engine's decision, VAT Notice 708). */
export function vatCheck(c: CheckContext): QuoteCheck['vat'] {
  const { quote, ref, money, allowed, findings, questions, reasons } = c
  const charged = chargedVatPercent(quote, money.net)
  let vatStatus: QuoteCheck['vat']['status']
  if (quote.vat.notRegistered) {
    vatStatus = 'not_charged'
    // gov.uk "VAT registration thresholds": a business must register once its taxable turnover passes £90,000.
    findings.push({
      id: 'vat-not-registered',
      severity: 'info',
      title: 'No VAT: the builder says they are not VAT registered',
      detail: `That is lawful while their taxable turnover stays under ${fmt(VAT_THRESHOLD_PENCE)} a year. If they register during the job, ask in writing that the price stays as quoted.`,
      source: 'gov.uk VAT registration thresholds',
    })
  } else if (charged === null) {
    vatStatus = 'unstated'
    // TrustMark Code of Conduct: "Total price (incl. VAT for domestic customers)".
    findings.push({
      id: 'vat-unstated',
      severity: 'amber',
      title: 'The quote does not say whether VAT is included',
      detail: `This job should carry VAT at ${allowed}% (${ref.vat.reason}). Ask for the total including VAT.`,
      source: 'TrustMark Code of Conduct: total price including VAT for domestic customers',
    })
    questions.push(`Is VAT included, and at what rate? This job should be ${allowed}% (${ref.vat.reference}).`)
  } else if (charged > allowed + 0.5) {
    vatStatus = 'too_high'
    findings.push({
      id: 'vat-too-high',
      severity: 'red',
      title: `VAT charged at ${charged}% where ${allowed}% applies`,
      detail: `${ref.vat.reason} (${ref.vat.reference}). At ${allowed}% the VAT would be ${fmt(Math.round(((money.net ?? 0) * allowed) / 100))}${money.vat !== null ? ` instead of ${fmt(money.vat)}` : ''}.`,
      source: ref.vat.reference,
    })
    reasons.push(`VAT is charged at ${charged}% but this job qualifies for ${allowed}%.`)
    questions.push(`Will you charge VAT at ${allowed}%? ${ref.vat.reason}`)
  } else if (charged < allowed - 0.5) {
    vatStatus = charged === 0 ? 'not_charged' : 'too_low'
    findings.push({
      id: 'vat-too-low',
      severity: 'amber',
      title: charged === 0 ? 'No VAT charged' : `VAT charged at ${charged}% where ${allowed}% applies`,
      detail: `${ref.vat.reason} (${ref.vat.reference}). If the lower rate is wrong the builder may ask you for the difference later; ask them to confirm the rate in writing.`,
      source: ref.vat.reference,
    })
    questions.push(`Why ${charged}% VAT? The estimate applies ${allowed}% (${ref.vat.reference}).`)
  } else vatStatus = 'as_allowed'
  vatOffers(c, charged)
  return { status: vatStatus, chargedPercent: charged, allowedPercent: allowed }
}

function vatOffers(c: CheckContext, charged: number | null) {
  const { quote, money, findings, questions, reasons } = c
  if (quote.vat.cashNoVatOffer) {
    // HMRC VAT Notice 700 (The VAT Guide) s4: a VAT-registered business charges VAT on its taxable supplies whatever
    // the means of payment; a "no VAT for cash" price leaves no paper trail and no protection.
    findings.push({
      id: 'vat-cash-offer',
      severity: 'red',
      title: 'A "no VAT if cash" offer',
      detail:
        'A VAT-registered builder must charge VAT however you pay. Paying cash off the books leaves you no receipts, no deposit protection and little recourse if the work goes wrong.',
      source: 'HMRC VAT Notice 700, The VAT Guide',
    })
    reasons.push('It offers a lower price without VAT for cash.')
    questions.push('Will you give a VAT invoice for every payment, paid by bank transfer or card?')
  }
  if (
    money.net !== null &&
    money.vat !== null &&
    quote.vat.amountPence !== undefined &&
    charged !== null &&
    charged > 0
  ) {
    const expected = Math.round((money.net * charged) / 100)
    if (Math.abs(expected - quote.vat.amountPence) > 100)
      findings.push({
        id: 'vat-arithmetic',
        severity: 'amber',
        title: "The VAT figure doesn't add up",
        detail: `${charged}% of ${fmt(money.net)} is ${fmt(expected)}, but the quote says ${fmt(quote.vat.amountPence)}.`,
        source: null,
      })
  }
}

/** The deposit and payment ahead of the work. */
export function depositChecks(c: CheckContext) {
  const { quote, money, findings, questions, reasons } = c
  const p = quote.payment
  const price = money.total ?? money.net
  const depositPence =
    p.depositPence ??
    (p.depositPercent !== undefined && price ? Math.round((price * p.depositPercent) / 100) : undefined)
  const depositPercent =
    p.depositPercent ?? (p.depositPence !== undefined && price ? percentOf(p.depositPence, price) : undefined)
  if (depositPercent !== undefined && depositPercent > DEPOSIT_PROTECTED_PERCENT) {
    // Deposit protection covers up to 25% of the price or £7,500, whichever is less (CPA; TrustMark insurance).
    findings.push({
      id: 'deposit-large',
      severity: 'red',
      title: `A ${depositPercent}% deposit`,
      detail: `Deposit protection insurance covers up to ${DEPOSIT_PROTECTED_PERCENT}% of the price or ${fmt(DEPOSIT_PROTECTED_PENCE)}, whichever is less${depositPence !== undefined ? `; this deposit is ${fmt(depositPence)}` : ''}. Above that, the money is at risk if the builder stops trading.`,
      source: 'Deposit protection: 25% or £7,500 (CPA; TrustMark Registered Business insurance)',
    })
    reasons.push(
      `It asks for a ${depositPercent}% deposit, above the ${DEPOSIT_PROTECTED_PERCENT}% that deposit protection covers.`,
    )
    questions.push(
      `Will you take a deposit of ${DEPOSIT_PROTECTED_PERCENT}% or less, protected by an insurance-backed scheme?`,
    )
  } else if (depositPence !== undefined && depositPence > DEPOSIT_PROTECTED_PENCE) {
    findings.push({
      id: 'deposit-over-cap',
      severity: 'amber',
      title: `A ${fmt(depositPence)} deposit`,
      detail: `Deposit protection covers at most ${fmt(DEPOSIT_PROTECTED_PENCE)}; the rest of the deposit is at risk if the builder stops trading.`,
      source: 'Deposit protection: 25% or £7,500 (CPA; TrustMark Registered Business insurance)',
    })
    questions.push('Is the deposit covered by a deposit protection scheme, and up to how much?')
  }
  const ahead =
    /\b(?:before (?:work )?(?:starts?|commencement)|prior to (?:start|commencement)|in advance|up ?front|on (?:order|ordering|booking|delivery)|on delivery of materials|full payment (?:on|before|at) (?:start|acceptance))\b/i
  const aheadStages = p.stages.filter((s) => ahead.test(s.description))
  const termsAhead = (p.termsText ?? '').split(/(?<=[.;])\s+/).some((s) => ahead.test(s) && !/\bdeposit\b/i.test(s))
  const aheadPercent = (depositPercent ?? 0) + aheadStages.reduce((s, st) => s + (st.percent ?? 0), 0)
  if (aheadStages.length > 0 || termsAhead || aheadPercent >= 50) {
    // TrustMark: pay for completed work; stage payments follow work done (Code of Conduct, payment terms).
    findings.push({
      id: 'payment-ahead',
      severity: 'red',
      title: 'Payment ahead of the work',
      detail: `${aheadStages.map((s) => `“${s.description}”`).join(', ') || 'The terms ask for money before the work it pays for'}. Pay only for work done (and materials on site), in stages tied to finished work.`,
      source: 'TrustMark guidance: pay for completed work; stage payments tied to milestones',
    })
    questions.push('Can each payment follow a stage of finished work rather than come before it?')
  }
}

/** Retention, payment terms, a written scope, and the TrustMark checklist's other items. */
export function termsChecks(c: CheckContext, itemised: boolean) {
  const { quote, money, findings, questions, reasons } = c
  const p = quote.payment
  const net = money.net ?? 0
  if (net >= RETENTION_EXPECTED_FROM_PENCE && p.retentionPercent === undefined) {
    findings.push({
      id: 'no-retention',
      severity: 'amber',
      title: 'No retention on a large job',
      detail: `On a job of ${fmt(net)} it is usual to hold back 2.5–5% until snagging is done (a few weeks after completion).`,
      source: null,
    })
    questions.push('Can we hold back 5% until snags are put right?')
  }
  const hasTerms =
    p.depositPercent !== undefined || p.depositPence !== undefined || p.stages.length > 0 || p.termsText !== undefined
  if (!hasTerms) {
    findings.push({
      id: 'no-payment-terms',
      severity: 'amber',
      title: 'No payment terms',
      detail: 'The quote does not say when or how payments fall due.',
      source: 'TrustMark Code of Conduct: deposit, stage payments and payment terms in the quotation',
    })
    questions.push('When will you ask for payments, and for what finished work?')
  }
  // A scope in words: itemised lines, a scope paragraph, or a described job with its exclusions stated.
  const described = quote.lines.reduce((n, l) => n + l.description.length, 0) >= 40 && quote.exclusions.length > 0
  const hasScope = itemised || (quote.scopeText?.trim().length ?? 0) >= 40 || quote.lines.length >= 3 || described
  if (!hasScope) {
    findings.push({
      id: 'no-written-scope',
      severity: 'red',
      title: 'No written scope of works',
      detail: 'Nothing on the quote says what work the price buys. Disputes start from scope nobody wrote down.',
      source: 'TrustMark Code of Conduct: a full breakdown of works in the quotation',
    })
    reasons.push('It has no written scope of works.')
    questions.push('Can you write down the work included, room by room?')
  }
  const absent = [
    quote.durationText === undefined ? 'how long the job will take' : null,
    quote.guaranteeText === undefined ? 'the guarantee' : null,
    quote.validUntil === undefined && quote.validityText === undefined ? 'how long the price holds' : null,
  ].filter((x): x is string => x !== null)
  if (absent.length > 0) {
    findings.push({
      id: 'checklist-gaps',
      severity: 'info',
      title: `The quote doesn't say ${absent.join(', ')}`,
      detail: 'A TrustMark quotation states these; ask for them in writing.',
      source: 'TrustMark Code of Conduct: duration, guarantee, payment terms in the quotation',
    })
    questions.push(`Please confirm ${absent.join(', ')} in writing.`)
  }
}

/** Provisional and PC sums: their total, and their share of the price. */
export function provisionalCheck(c: CheckContext): QuoteCheck['provisional'] {
  const { quote, money, findings, questions, reasons } = c
  const net = money.net ?? 0
  const provLines = quote.lines.filter((l) => (l.kind === 'provisional' || l.kind === 'prime_cost') && l.amountPence)
  const provPence = Math.round(provLines.reduce((s, l) => s + (l.amountPence ?? 0), 0) / money.lineDivisor)
  const provShare = percentOf(provPence, net)
  if (provLines.length > 0) {
    const uncertain = provShare > PROVISIONAL_UNCERTAIN_PERCENT
    findings.push({
      id: 'provisional-sums',
      severity: uncertain ? 'amber' : 'info',
      title: `${fmt(provPence)} in provisional or PC sums (${provShare}% of the price)`,
      detail: `${provLines.map((l) => l.description).join('; ')}. These are allowances: the final cost follows what is found or chosen${uncertain ? ', so the total is uncertain' : ''}.`,
      source: null,
    })
    if (uncertain) reasons.push(`${provShare}% of the price is provisional or PC sums, so the total may move.`)
    questions.push('How were the provisional and PC sums worked out, and how will you price the actual work or goods?')
  }
  return { pence: provPence, sharePercent: provShare, count: provLines.length }
}
