const LONDON_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
})

/** An ISO instant as its London calendar date: '2026-11-30T23:00:00Z' → '1 Dec 2026'. */
export const londonDate = (iso: string) => LONDON_DATE.format(new Date(iso))
