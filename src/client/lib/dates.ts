const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/** An ISO date as people read it: "24 December 2026". */
export const longDate = (iso: string) => day.format(new Date(iso))
/** "24 Dec 2026", for cards and tables. */
export const shortDate = (iso: string) => shortDay.format(new Date(iso))

const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
})

/** An ISO instant as its London calendar date: '2026-11-30T23:00:00Z' → '1 Dec 2026'. */
export const londonDate = (iso: string) => LONDON_DATE.format(new Date(iso))
