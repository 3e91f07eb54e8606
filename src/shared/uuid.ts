/** The one UUID check, for ids from a URL, a request body or a provider's metadata (any version, any case). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True when `value` has a UUID's shape, so it can go to a uuid column without a database error. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value)
