import { HEADLINE_SET, MEASURED_ON, percent } from '#client/lib/measured-accuracy'
export interface FaqItem {
  id: string
  category: 'Estimates' | 'VAT' | 'Regions' | 'Reports' | 'Refunds' | 'Payment' | 'Account'
  question: string
  answer: string
}

/** Help-centre questions. Answers are plain text so the search can match them. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'how-accurate',
    category: 'Estimates',
    question: 'How accurate are the estimates?',
    answer: `Checked on ${MEASURED_ON} against ${HEADLINE_SET.all.n} published UK project costs in an independent check set, half of our likely figures land within ${percent(HEADLINE_SET.all.medianAbsError)} of the published figure (a naive model that guesses each figure from the others of its type: ${percent(HEADLINE_SET.all.naiveMedianAbsError)}), and ${percent(HEADLINE_SET.all.rangeContains)} of the published figures fall inside our low-high range. Every estimate shows a low, likely and high figure; the range is wider until you say how much work it is. Our methodology page shows the measurement on both published sets, by project type, including where we run high or low.`,
  },
  {
    id: 'quote-vs-estimate',
    category: 'Estimates',
    question: 'Is an estimate the same as a quote from a builder?',
    answer:
      'No. An estimate is a budgeting guide, not a quotation, and it is not RICS-regulated advice. Use it to plan and to compare the written quotes you get from at least three builders.',
  },
  {
    id: 'how-long',
    category: 'Estimates',
    question: 'How long does an estimate take?',
    answer:
      'Under 3 minutes for most projects: enter the project type, size, region and a short description, answer a few questions about the cost drivers, and the estimate appears on screen.',
  },
  {
    id: 'whats-included',
    category: 'Estimates',
    question: 'What does an estimate include?',
    answer:
      'The total cost including and excluding VAT, the cost per square metre, a breakdown of labour, materials and overheads, a timeline, and a range from low to high. Professional reports add an itemised cost plan and money-saving tips.',
  },
  {
    id: 'vat-included',
    category: 'VAT',
    question: 'Do the figures include VAT?',
    answer:
      'We show both. The headline total includes VAT and the figure excluding VAT is shown next to it, with the VAT rate and the reason for it.',
  },
  {
    id: 'reduced-vat',
    category: 'VAT',
    question: 'When does a reduced VAT rate apply?',
    answer:
      'Most renovation work is charged at the standard 20% rate. A reduced 5% rate can apply to some conversions, such as changing the number of homes in a building, converting a house to an HMO or a commercial building to residential, and renovating homes that have been empty for 2 years or more. Confirm the rate with your contractor before relying on it.',
  },
  {
    id: 'regions',
    category: 'Regions',
    question: 'Which parts of the UK do you cover?',
    answer:
      'All of the UK: London, the South East, the South West, the East of England, the Midlands, Wales, the North of England, Scotland and Northern Ireland. Rates are adjusted for each region.',
  },
  {
    id: 'regional-difference',
    category: 'Regions',
    question: 'Why is my estimate higher in London?',
    answer:
      'Labour, parking, waste removal and access all cost more in London and much of the South East, so the same job typically costs noticeably more there than in the North or in Wales. The estimate applies regional rates automatically.',
  },
  {
    id: 'what-is-report',
    category: 'Reports',
    question: 'What is in the £6.99 professional report?',
    answer:
      'A 10-page PDF laid out the way a UK quantity surveyor lays out a cost plan: itemised work with quantities and rates, preliminaries, overheads and profit, fees, contingency and VAT, a timeline by phase and practical ways to save. You can send it to builders and lenders.',
  },
  {
    id: 'report-delivery',
    category: 'Reports',
    question: 'How do I get my report, and how long is the link valid?',
    answer:
      'The report opens straight after payment and is also emailed to you. The secure access link is valid for 24 hours, so please download and keep a copy of the PDF.',
  },
  {
    id: 'report-not-received',
    category: 'Refunds',
    question: 'I paid but did not receive my report. What should I do?',
    answer:
      'Check your spam folder first, then contact us with the email address you paid with. If you have not received your report within 24 hours of paying you are entitled to a full refund. Request it within 7 days of purchase.',
  },
  {
    id: 'refund-time',
    category: 'Refunds',
    question: 'How long does a refund take?',
    answer:
      'Approved refunds are processed within 5-7 business days and go back to the card you paid with. Subscriptions have a 30-day money-back guarantee on the first payment.',
  },
  {
    id: 'payment-methods',
    category: 'Payment',
    question: 'How can I pay, and is it secure?',
    answer:
      'We accept major debit and credit cards. Payments are processed by our card payment provider over an encrypted connection, and we never see or store your full card number.',
  },
  {
    id: 'recurring-charge',
    category: 'Payment',
    question: 'Will I be charged again after buying a report?',
    answer:
      'No. The £6.99 report is a one-off payment including VAT with no recurring charge. Only Pro and Business subscriptions renew, monthly or annually, until you cancel.',
  },
  {
    id: 'need-account',
    category: 'Account',
    question: 'Do I need an account?',
    answer:
      'No. You can get an estimate and buy a report without an account; we just need an email address to send the report. An account lets you save estimates and projects, and is needed for subscriptions.',
  },
  {
    id: 'cancel-subscription',
    category: 'Account',
    question: 'How do I cancel my subscription?',
    answer:
      'You can cancel at any time from your dashboard or by contacting us. You keep access until the end of the period you have paid for.',
  },
]

/** Case-insensitive match of every word of the query against the question, answer and category. */
export function filterFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...items]
  return items.filter((item) => {
    const haystack = `${item.question} ${item.answer} ${item.category}`.toLowerCase()
    return words.every((word) => haystack.includes(word))
  })
}
