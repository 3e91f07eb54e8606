import type { ReadQuote } from '../quote'
import { lineChecks, missingChecks, totalCheck } from './check-lines'
import { chargedVatPercent, moneyOf, type CheckContext } from './check-support'
import { depositChecks, provisionalCheck, termsChecks, vatCheck } from './check-terms'
import type { QuoteCheck } from './quote-check'
import type { QuoteCheckReference } from './reference'

export { mapLine } from './check-support'

/**
 * Checks a builder's quote against an estimate of the same job (decision 030). Pure: no clock, I/O or
 * randomness. It never says "fair" or "unfair": it says where the quote stands against the estimate and why, and what
 * to ask the builder.
 *
 * The checklist is UK guidance, each rule cited where it is applied:
 * - TrustMark Code of Conduct, "Quotes and contracts" (https://www.trustmark.org.uk/consumers/quotes-and-contracts):
 *   a quotation holds a full breakdown of the works including ancillary items such as scaffolding, the total price
 *   including VAT for domestic customers, how long the job will take, any deposit, stage payments, guarantee and
 *   payment terms.
 * - Deposit protection insurance covers up to 25% of the agreed price or £7,500, whichever is less (Consumer
 *   Protection Association, https://www.thecpa.co.uk/trade/protection-insurance/deposit-protection/; TrustMark's
 *   insurance requirement covers deposits and prepayments, https://trustmark.org.uk/ourservices/warranty-protection).
 * - VAT: the rate the law allows for the job is the engine's own decision (VAT Notice 708, cited per estimate).
 */
export function checkQuote(quote: ReadQuote, ref: QuoteCheckReference): QuoteCheck {
  const allowed = ref.vat.ratePercent
  const money = moneyOf(quote, allowed)
  const c: CheckContext = { quote, ref, money, allowed, findings: [], questions: [], reasons: [] }
  const { findings, questions, reasons } = c
  const { mappings, lines, itemised } = lineChecks(c)
  const { missing, mapped } = missingChecks(c, mappings, lines, itemised)
  const total = totalCheck(c, lines, mapped, itemised)
  const vat = vatCheck(c)
  depositChecks(c)
  termsChecks(c, itemised)
  const provisional = provisionalCheck(c)
  const totalStatus = total.status
  const charged = chargedVatPercent(quote, money.net)

  // ---- Verdict: a headline with its reasons, never a bare fair/unfair.
  const reds = findings.filter((f) => f.severity === 'red')
  const priceWords =
    totalStatus === 'within'
      ? 'in line with the estimate'
      : totalStatus === 'above'
        ? 'above the estimate'
        : totalStatus === 'below'
          ? 'below the estimate'
          : 'without a price the check could read'
  const headline =
    reds.length > 0
      ? `The price is ${priceWords}, but ${reds.length === 1 ? 'one thing needs' : `${reds.length} things need`} settling before you sign: ${reds.map((f) => f.title.toLowerCase()).join('; ')}.`
      : findings.some((f) => f.severity === 'amber')
        ? `The price is ${priceWords}; ask the questions below before you sign.`
        : `The price is ${priceWords} and the quote covers what the guidance asks; confirm the answers below in writing.`

  return {
    reference: {
      source: ref.source,
      estimateId: ref.estimateId,
      label: ref.label,
      builderRange: ref.builderRange,
      vatRatePercent: allowed,
      vatReason: ref.vat.reason,
      vatReference: ref.vat.reference,
    },
    quote: {
      builderName: quote.builderName ?? null,
      netPence: money.net,
      vatPence: money.vat,
      vatRatePercent: charged,
      totalPence: money.total,
      itemised,
    },
    lines,
    missing,
    total,
    vat,
    provisional,
    findings,
    verdict: { headline, reasons, questions: [...new Set(questions)] },
  }
}
