/**
 * Plan allowances run by calendar month in Europe/London (docs/product/decisions.md#plans; the Business API counts the same
 * way). Pure: the caller passes the clock.
 */
const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

function londonWallClock(at: Date) {
  const parts = LONDON_PARTS.formatToParts(at)
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value)
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    utcMsOfWallClock: Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')),
  }
}

/** The instant the London calendar month containing `now` began (midnight on the 1st, GMT or BST). */
export function startOfLondonMonth(now: Date): Date {
  const { year, month } = londonWallClock(now)
  const midnightAsUtc = Date.UTC(year, month - 1, 1)
  // London's offset at that midnight: 0 in winter, 1 h in summer (the clocks never change on the 1st).
  const probe = new Date(midnightAsUtc)
  const offsetMs = londonWallClock(probe).utcMsOfWallClock - Math.floor(probe.getTime() / 1000) * 1000
  return new Date(midnightAsUtc - offsetMs)
}

/** The instant the next London calendar month begins: when a monthly allowance resets. */
export function startOfNextLondonMonth(now: Date): Date {
  const DAYS_PAST_ANY_MONTH_END = 32 * 24 * 60 * 60 * 1000
  return startOfLondonMonth(new Date(startOfLondonMonth(now).getTime() + DAYS_PAST_ANY_MONTH_END))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The London calendar month of `now` as `YYYY-MM` (the key monthly allowances count under). */
export function londonMonthKey(now: Date): string {
  const { year, month } = londonWallClock(now)
  return `${year}-${pad(month)}`
}

/** The London calendar day of `now` as `YYYY-MM-DD`. */
export function londonDayKey(now: Date): string {
  const { year, month, day } = londonWallClock(now)
  return `${year}-${pad(month)}-${pad(day)}`
}
