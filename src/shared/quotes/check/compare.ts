import type { PenceRange, QuoteCheck } from './quote-check'

/** One estimate item across up to three quotes: what each includes (its amount), excludes or leaves out. */
export interface ComparisonRow {
  itemId: string
  description: string
  trade: string
  estimate: PenceRange
  /** Per quote, in order: 'included' (a line maps to it), 'excluded' (its exclusions name it) or 'missing'. */
  quotes: ('included' | 'excluded' | 'missing')[]
}

export interface QuoteComparison {
  rows: ComparisonRow[]
  /** Per quote: its net, the total's stand, and how many estimate items it leaves out or excludes. */
  columns: {
    builderName: string | null
    netPence: number | null
    status: QuoteCheck['total']['status']
    leftOut: number
    redFlags: number
  }[]
}

export const MAX_COMPARED_QUOTES = 3

/**
 * Compares up to three checks of quotes for the same job on the same scope: the estimate's items are the rows and
 * the reference column; each quote says whether it includes, excludes or leaves out each one. Pure.
 */
export function compareChecks(checks: readonly QuoteCheck[]): QuoteComparison {
  if (checks.length === 0 || checks.length > MAX_COMPARED_QUOTES)
    throw new RangeError(`Compare 1 to ${MAX_COMPARED_QUOTES} quotes`)
  const rows = new Map<string, ComparisonRow>()
  const blank = () => checks.map(() => 'missing' as const) as ComparisonRow['quotes']
  checks.forEach((c, q) => {
    for (const line of c.lines)
      for (const m of line.matches) {
        const row = rows.get(m.itemId) ?? {
          itemId: m.itemId,
          description: m.description,
          trade: m.trade,
          estimate: { lowPence: 0, likelyPence: 0, highPence: 0 },
          quotes: blank(),
        }
        row.quotes[q] = 'included'
        rows.set(m.itemId, row)
      }
    for (const miss of c.missing) {
      const row = rows.get(miss.itemId) ?? {
        itemId: miss.itemId,
        description: miss.description,
        trade: miss.trade,
        estimate: miss.range,
        quotes: blank(),
      }
      row.estimate = miss.range
      if (row.quotes[q] !== 'included') row.quotes[q] = miss.reason === 'excluded' ? 'excluded' : 'missing'
      rows.set(miss.itemId, row)
    }
  })
  // An item's range is known from any check that lists it missing; for items every quote includes, from the lines.
  for (const c of checks)
    for (const line of c.lines)
      if (line.matches.length === 1 && line.range) {
        const row = rows.get(line.matches[0]!.itemId)!
        if (row.estimate.likelyPence === 0) row.estimate = line.range
      }
  return {
    rows: [...rows.values()],
    columns: checks.map((c) => ({
      builderName: c.quote.builderName,
      netPence: c.quote.netPence,
      status: c.total.status,
      leftOut: c.missing.length,
      redFlags: c.findings.filter((f) => f.severity === 'red').length,
    })),
  }
}
