import type { ProjectTypeOption } from '#shared/schemas/project-types'
import { formatGbp } from '#shared/format'

/** Rounds whole pounds to the nearest £100 for a range: 22743 → "£22,700". */
export function formatRoundedPounds(pounds: number): string {
  const rounded = Math.round(pounds / 100) * 100
  return formatGbp(rounded * 100, { wholePounds: true })
}

function trimNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '')
}

/**
 * A programme length for the select: "3–6 weeks", or months once the longest runs past 16 weeks
 * ("4–9 months"), matching docs/product/constants.md's examples.
 */
export function formatTimeframe(weeksLow: number, weeksHigh: number): string {
  if (weeksHigh > 16) {
    const low = Math.max(1, Math.round(weeksLow / 4.33))
    const high = Math.max(low, Math.round(weeksHigh / 4.33))
    return low === high ? `${low} month${low === 1 ? '' : 's'}` : `${low}–${high} months`
  }
  const low = Math.max(1, Math.round(weeksLow))
  const high = Math.max(low, Math.round(weeksHigh))
  return low === high ? `${trimNumber(low)} week${low === 1 ? '' : 's'}` : `${low}–${high} weeks`
}

/** '£8,700 – £29,900 · 3–6 weeks' */
export function formatProjectTypeSummary(
  option: Pick<ProjectTypeOption, 'lowGbp' | 'highGbp' | 'weeksLow' | 'weeksHigh'>,
) {
  return `${formatRoundedPounds(option.lowGbp)} – ${formatRoundedPounds(option.highGbp)} · ${formatTimeframe(
    option.weeksLow,
    option.weeksHigh,
  )}`
}
