import { PHASES } from '#shared/cost-engine/estimate-cost'
import type { CostPlan } from '#shared/cost-engine/types'

/** The trades a fix phase may hold, by NRM element, in the order the phase name lists them. */
const FIX_TRADES: Record<string, [code: string, word: string][]> = {
  first_fix: [
    ['2.7', 'partitions'],
    ['5.3', 'plumbing'],
    ['5.4', 'plumbing'],
    ['5.5', 'heating'],
    ['5.6', 'heating'],
    ['5.8', 'electrics'],
    ['5.11', 'fire alarms'],
  ],
  second_fix: [
    ['2.8', 'joinery'],
    ['4', 'kitchen'],
    ['5.1', 'sanitaryware'],
  ],
}

/**
 * A phase's name as this job's report prints it: "First fix" and "Second fix" list only the trades priced in them
 * (not "second fix (joinery, kitchen, sanitaryware)" in a loft with no kitchen). Other phases keep the name.
 */
export function phaseLabel(plan: Pick<CostPlan, 'lineItems'>, engineName: string): string {
  const id = PHASES.find((p) => p.name === engineName)?.id
  const trades = id ? FIX_TRADES[id] : undefined
  if (!trades) return engineName
  const codes = new Set(plan.lineItems.map((l) => l.elementCode))
  const hasKitchen = plan.lineItems.some((l) => /kitchen/i.test(l.trade) || /kitchen/i.test(l.description))
  const words = [
    ...new Set(
      trades
        .filter(([code]) => codes.has(code))
        .map(([code, word]) => (code === '4' && !hasKitchen ? 'fittings' : word)),
    ),
  ]
  const head = id === 'first_fix' ? 'First fix' : 'Second fix'
  return words.length ? `${head} (${words.join(', ')})` : head
}
