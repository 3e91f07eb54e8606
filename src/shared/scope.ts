import type { Scope } from './cost-engine/types'

/**
 * The scope ladder every project type understands (docs/product/decisions.md#scope-of-work): one label and one plain-English
 * line per rung, shown wherever scope is (both forms, the smart question, the result page and the report).
 * The values are the API's `renovationScope` values and the engine's `Scope`.
 */
export const SCOPE_LADDER = [
  {
    value: 'cosmetic',
    label: 'Decorating only',
    description: 'Paint, wallpaper and small repairs; nothing is replaced.',
  },
  {
    value: 'light',
    label: 'Light refresh',
    description: 'Decorating plus new flooring and a few new fittings; services and structure left alone.',
  },
  {
    value: 'medium',
    label: 'Refurbishment',
    description: 'New kitchen, bathroom or fittings, some replastering and updated electrics or heating.',
  },
  {
    value: 'extensive',
    label: 'Extensive',
    description: 'Most finishes, fittings and services renewed, with some layout or structural changes.',
  },
  {
    value: 'full',
    label: 'Full / back to brick',
    description: 'Stripped to the shell: rewire, new plumbing and heating, replastering and structural work.',
  },
] as const satisfies readonly { value: Scope; label: string; description: string }[]

/** The ladder's values in order, smallest job first. */
export const SCOPE_VALUES = SCOPE_LADDER.map((s) => s.value) as [Scope, ...Scope[]]

/** Ladder names the API also accepts for `renovationScope`, mapped to the value they stand for. */
export const SCOPE_ALIASES = { decorating: 'cosmetic', refurbishment: 'medium' } as const satisfies Record<
  string,
  Scope
>

/** Every value `renovationScope` accepts: today's values, then the aliases. */
export const SCOPE_INPUT_VALUES = [
  ...SCOPE_VALUES,
  ...(Object.keys(SCOPE_ALIASES) as (keyof typeof SCOPE_ALIASES)[]),
] as [string, ...string[]]

/** A ladder value or alias as the engine's Scope; undefined for anything else (blank, unknown). */
export function toScope(value: string | undefined | null): Scope | undefined {
  if (!value) return undefined
  const v = value.trim().toLowerCase()
  if ((SCOPE_VALUES as readonly string[]).includes(v)) return v as Scope
  return (SCOPE_ALIASES as Record<string, Scope>)[v]
}

export function scopeLabel(scope: Scope): string {
  return SCOPE_LADDER.find((s) => s.value === scope)?.label ?? scope
}

/**
 * The scope a plan was priced at, as said to the user: with the scope unstated, a trade's job (a rewire, small works)
 * is the work it names, not a rung of the refurbishment ladder.
 */
/** The scope of one trade's job (or small works) priced from a brief with no scope stated. */
export const ONLY_THE_WORK_NAMED = 'Only the work named'

export function pricedScopeLabel(scope: Scope, baseType: string | undefined, stated: boolean | undefined): string {
  return baseType === 'trade' && stated === false ? ONLY_THE_WORK_NAMED : scopeLabel(scope)
}

/** What follows a scope's label when the user never stated it: how the one priced was chosen. */
export function scopeNotStatedNote(stated: boolean | undefined, fromDescription: boolean | undefined): string {
  if (stated !== false) return ''
  return fromDescription ? ' (what your description lists; not stated)' : ' (typical job; not stated)'
}

export function scopeDescription(scope: Scope): string {
  return SCOPE_LADDER.find((s) => s.value === scope)?.description ?? ''
}

/** "Refurbishment: New kitchen, bathroom …": a rung as one line (select options, the smart question). */
export function scopeOptionLabel(scope: Scope): string {
  return `${scopeLabel(scope)}: ${scopeDescription(scope)}`
}
