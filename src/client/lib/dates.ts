const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })

/** An ISO date as people read it: "24 December 2026". */
export const longDate = (iso: string) => day.format(new Date(iso))
/** "24 Dec 2026", for cards and tables. */
export const shortDate = (iso: string) => shortDay.format(new Date(iso))
