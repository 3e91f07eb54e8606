/**
 * What the routes that answer for one signed-in account share (projects, subscriptions, API keys, payments,
 * reports, the dashboard).
 */

/** One account's data: no shared cache may keep it, and the browser does not store it. */
export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' }
