import type { KeywordHits, KeywordId } from './keyword-ids'
import type { FlagId } from './flag-id'
import type { Recipe } from './rate-table'
import type { CostInput, Driver } from './types'

/**
 * How one cost driver is settled (resolve-drivers.ts settles them all): its answer, else the description (its
 * smart-question reading, then its keywords), else the recipe's default for the scope and condition.
 */

/** How each cost driver was settled: answered, read from the description, or assumed. */
export type Settled = 'answer' | 'description' | 'default'

export function answer(input: CostInput, id: string): string | null {
  const v = input.answers?.[id]
  if (typeof v !== 'string') return null
  const t = v.trim()
  return t === '' || t === 'unsure' ? null : t
}

export function defaultOn(recipe: Recipe, flag: FlagId, scopeLevel: number, conditionLevel: number): boolean {
  const d = recipe.flagDefaults[flag]
  if (!d) return false
  if (d.always) return true
  return (
    (d.fromScope !== undefined && scopeLevel >= d.fromScope) ||
    (d.fromCondition !== undefined && conditionLevel >= d.fromCondition)
  )
}

const relevantCache = new WeakMap<Recipe, Set<string>>()
export function relevantDrivers(recipe: Recipe): Set<string> {
  let set = relevantCache.get(recipe)
  if (!set) {
    set = new Set(recipe.drivers)
    relevantCache.set(recipe, set)
  }
  return set
}

export interface DriverContext {
  input: CostInput
  /** What the description settles, read as the smart questions read it (catalogue ids to option values). */
  described: Readonly<Record<string, string>>
  recipe: Recipe
  scopeLevel: number
  conditionLevel: number
  flags: Partial<Record<FlagId, boolean>>
  settledBy: Record<string, Settled>
  drivers: Driver[]
  relevant: Set<string>
}

/** What a driver's rule reads: its answer, what the description says, and its default. */
export interface DriverRule<T> {
  /** The answer's value, or undefined when the answer is not one this driver takes. */
  fromAnswer: (answer: string) => T | undefined
  /**
   * What the description's keywords say, or undefined when they say nothing; asked only when the smart-question
   * reading of the description (DriverContext.described) does not settle the driver.
   */
  fromDescription: () => T | undefined
  /** The driver line for a value read from the description, or undefined for none. */
  line?: (value: T) => { label: string; effect: string } | undefined
  fallback: () => T
}

/** The description's reading of a driver as an answer value, or null (not read, or 'unsure'). */
export function describedValue(c: DriverContext, id: string): string | null {
  const v = c.described[id]
  return v === undefined || v === 'unsure' ? null : v
}

/**
 * Settles one driver: its answer > what the description says (with a driver line saying so) > its default.
 * Records what settled it (a default only where the driver is relevant).
 */
export function settle<T>(c: DriverContext, id: string, rule: DriverRule<T>): T {
  const a = answer(c.input, id)
  const answered = a === null ? undefined : rule.fromAnswer(a)
  if (answered !== undefined) {
    c.settledBy[id] = 'answer'
    return answered
  }
  const read = describedValue(c, id)
  const described = (read === null ? undefined : rule.fromAnswer(read)) ?? rule.fromDescription()
  if (described !== undefined) {
    c.settledBy[id] = 'description'
    const line = rule.line?.(described)
    if (line) c.drivers.push({ source: 'description', key: id, ...line })
    return described
  }
  if (c.relevant.has(id)) c.settledBy[id] = 'default'
  return rule.fallback()
}

/** The value of an answer that is one of `values`, else undefined. */
export function oneOf<V extends string>(values: readonly V[]): (answer: string) => V | undefined {
  return (a) => ((values as readonly string[]).includes(a) ? (a as V) : undefined)
}

/** The value of the first keyword (listed in priority order) the description hits; undefined when it hits none. */
export function firstSaid<V>(kw: KeywordHits, byPriority: Partial<Record<KeywordId, V>>): V | undefined {
  const hit = (Object.keys(byPriority) as KeywordId[]).find((keyword) => kw[keyword])
  return hit && byPriority[hit]
}

/**
 * A driver with levels above 'none' (roof: recover, repairs; windows: all, some), each switching its own flag:
 * answer > what the description says > the first level (in the order given) the recipe turns on by default for this
 * scope and condition > none.
 */
export function levelDriver<L extends string>(
  c: DriverContext,
  id: string,
  levels: Record<L, FlagId>,
  said: Pick<DriverRule<NoInfer<L> | 'none'>, 'fromDescription' | 'line'>,
): void {
  const byPriority = Object.entries(levels) as [L, FlagId][]
  const level = settle<L | 'none'>(c, id, {
    fromAnswer: oneOf([...byPriority.map(([value]) => value), 'none']),
    fromDescription: said.fromDescription,
    // "The roof is fine" settles the roof at none, with no driver line (see yesNo).
    line: (level) => (level === 'none' ? undefined : said.line?.(level)),
    fallback: () =>
      byPriority.find(([, flag]) => defaultOn(c.recipe, flag, c.scopeLevel, c.conditionLevel))?.[0] ?? 'none',
  })
  for (const [value, flag] of byPriority) c.flags[flag] = level === value
}

/** A yes/no driver that switches one flag: answer > description keyword > the recipe default. */
export function yesNo(c: DriverContext, id: string, flag: FlagId, keyword: boolean, label: string): void {
  c.flags[flag] = settle(c, id, {
    fromAnswer: (a) => (a === 'yes' || a === 'no' ? a === 'yes' : undefined),
    fromDescription: () => (keyword ? true : undefined),
    // A description that rules the work out ("minimal structural work") settles it without a driver line: a line
    // says what the description adds, and the exclusions list a driver no line prices.
    line: (on) => (on ? { label, effect: `Your description mentions it, so it is included.` } : undefined),
    fallback: () => defaultOn(c.recipe, flag, c.scopeLevel, c.conditionLevel),
  })
}

/**
 * A two-way fact about the site or the property that adds no driver line: true for the `on` answer, false for the
 * `off` one, else true when the description mentions it, else `fallback`. Records what settled it.
 */
export function siteFact(
  c: DriverContext,
  id: string,
  [on, off]: readonly [on: string, off: string],
  mentioned: boolean,
  fallback: boolean,
): boolean {
  return settle(c, id, {
    fromAnswer: (a) => (a === on || a === off ? a === on : undefined),
    fromDescription: () => (mentioned ? true : undefined),
    fallback: () => fallback,
  })
}

/** A count (bathrooms, bedrooms) answered or read from the description, capped; null when neither gives one. */
export function countAnswer(c: DriverContext, id: string, max: number): number | null {
  const read = (v: string | null) => {
    const n = v === null ? Number.NaN : Number.parseInt(v, 10)
    return Number.isFinite(n) && n >= 0 ? Math.min(n, max) : null
  }
  const answered = read(answer(c.input, id))
  if (answered !== null) {
    c.settledBy[id] = 'answer'
    return answered
  }
  const described = read(describedValue(c, id))
  if (described !== null) c.settledBy[id] = 'description'
  return described
}
