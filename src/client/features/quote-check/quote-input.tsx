import type { ReadQuote } from '../../../shared/quotes/quote'

/**
 * Bring a builder's quote in (upload a PDF or photo, paste its text, or type its lines), show what was read as an
 * editable table, and hand the corrected quote to `onRead` (issue 29). The page that hosts it runs the check.
 */
export interface QuoteInputProps {
  /** Called with the quote as the user corrected it, when they confirm it. */
  onRead: (quote: ReadQuote) => void
  /** The confirm button's words (default "Check this quote"). */
  submitLabel?: string
  /** Disables the confirm button while the host is busy (e.g. running the check). */
  busy?: boolean
  /** The heading level of the component's own heading (default 2). */
  headingLevel?: 2 | 3
}

export function QuoteInput(_props: QuoteInputProps) {
  return null
}
