import { formatGbp } from '#shared/format'

export { shortDate } from '#client/lib/dates'
export { planName } from '#client/lib/subscription-text'

/** Pounds (JSON) as whole pounds for the cards: 85000 → "£85,000". */
export const wholePounds = (pounds: number) => formatGbp(Math.round(pounds * 100), { wholePounds: true })
/** An allowance as people read it: -1 → "unlimited". */
export const allowance = (limit: number) => (limit === -1 ? 'unlimited' : limit.toLocaleString('en-GB'))
