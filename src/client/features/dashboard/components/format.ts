import { formatGbp } from '../../../../shared/format'
import { getPlan, isPlanTier } from '../../../../shared/plans'

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/** Pounds (JSON) as whole pounds for the cards: 85000 → "£85,000". */
export const wholePounds = (pounds: number) => formatGbp(Math.round(pounds * 100), { wholePounds: true })
export const longDate = (iso: string) => day.format(new Date(iso))
export const shortDate = (iso: string) => shortDay.format(new Date(iso))
export const planName = (tier: string) => (isPlanTier(tier) ? getPlan(tier).name : tier)
/** An allowance as people read it: -1 → "unlimited". */
export const allowance = (limit: number) => (limit === -1 ? 'unlimited' : limit.toLocaleString('en-GB'))
