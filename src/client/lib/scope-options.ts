import { SCOPE_LADDER } from '#shared/scope'

/** The scope selects' "not sure" choice: a real option (a Radix select item cannot be blank), never sent. */
export const SCOPE_NOT_SURE = 'not_sure'

/** Both forms' scope select: "Not sure yet" (the default: the wizard then asks), then the ladder. */
export const SCOPE_SELECT_OPTIONS = [
  { value: SCOPE_NOT_SURE, label: 'Not sure yet (we’ll ask)' },
  ...SCOPE_LADDER.map((s) => ({ value: s.value, label: `${s.label}: ${s.description}` })),
]

/** The select's value as the API takes it: undefined for "not sure" or blank. */
export function scopeFromSelect(value: string): string | undefined {
  return value === SCOPE_NOT_SURE || value.trim() === '' ? undefined : value
}
