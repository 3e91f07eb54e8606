import type { AppraisalMonth } from '#shared/appraisal/result'
import { useMediaQuery } from '#client/lib/use-viewport'
import { pounds } from './appraisal-format'

const HEIGHT = 240
const PAD = { left: 48, right: 12, top: 12, bottom: 28 }

/** An axis label: '£0', '£50k', '£1.2m'. */
function compact(pence: number): string {
  const p = pence / 100
  if (p >= 1_000_000) return `£${Number((p / 1_000_000).toFixed(1))}m`
  if (p >= 1_000) return `£${Number((p / 1_000).toFixed(0))}k`
  return `£${p}`
}

/** A round step for about four gridlines: 1, 2 or 5 × a power of ten. */
function niceStep(max: number): number {
  const raw = max / 4
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)))
  const unit = raw / power
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power
}

/**
 * Money in against money out over the programme and the year after, as two cumulative lines (SVG, like the
 * report's charts): where they cross, the deal has paid you back. The months' figures are read out as a table for
 * screen readers.
 */
export function MoneyChart({ monthly, programmeMonths }: { monthly: AppraisalMonth[]; programmeMonths: number }) {
  // A phone draws it narrower, so its labels stay legible.
  const isWide = useMediaQuery('(min-width: 1024px)')
  const isTablet = useMediaQuery('(min-width: 640px)')
  const WIDTH = isWide ? 960 : isTablet ? 640 : 360
  if (monthly.length < 2) return null
  const max = Math.max(1, ...monthly.map((m) => Math.max(m.cumulativeInPence, m.cumulativeOutPence)))
  const step = niceStep(max)
  const top = Math.ceil(max / step) * step
  const last = monthly[monthly.length - 1]!.month
  const plotW = WIDTH - PAD.left - PAD.right
  const plotH = HEIGHT - PAD.top - PAD.bottom
  const x = (month: number) => PAD.left + (month / Math.max(1, last)) * plotW
  const y = (pence: number) => PAD.top + plotH - (pence / top) * plotH
  const line = (pick: (m: AppraisalMonth) => number) =>
    monthly.map((m, i) => `${i === 0 ? 'M' : 'L'}${x(m.month).toFixed(1)},${y(pick(m)).toFixed(1)}`).join(' ')
  const gridlines: number[] = []
  for (let v = 0; v <= top; v += step) gridlines.push(v)
  const tickEvery = (last > 24 ? 6 : last > 12 ? 3 : last > 6 ? 2 : 1) * (WIDTH < 640 ? 2 : 1)
  const end = monthly[monthly.length - 1]!

  return (
    <figure className="min-w-0">
      <figcaption className="text-base font-semibold text-navy-900">Money in and money out, month by month</figcaption>
      <p className="mt-1 text-xs text-muted">
        Cumulative: your cash in (deposit, works, holding and finance costs) against cash back to you (sale, refinance,
        rent after costs). The shaded months are the works.
      </p>
      <div className="mt-3 flex flex-wrap gap-4 text-xs text-navy-800" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-5 bg-amber-500" /> Money in
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-0.5 w-5 bg-teal-600" /> Money out to you
        </span>
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-label={`By month ${end.month}: ${pounds(end.cumulativeInPence)} in, ${pounds(end.cumulativeOutPence)} back to you.`}
        data-testid="appraisal-chart"
      >
        <rect
          x={x(0.5)}
          y={PAD.top}
          width={Math.max(0, x(programmeMonths + 0.5) - x(0.5))}
          height={plotH}
          className="fill-navy-50"
        />
        {gridlines.map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(v)} y2={y(v)} className="stroke-navy-100" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-navy-500 text-[11px]">
              {compact(v)}
            </text>
          </g>
        ))}
        {monthly
          .filter((m) => m.month % tickEvery === 0)
          .map((m) => (
            <text key={m.month} x={x(m.month)} y={HEIGHT - 8} textAnchor="middle" className="fill-navy-500 text-[11px]">
              {m.month === 0 ? 'Buy' : `M${m.month}`}
            </text>
          ))}
        <path d={line((m) => m.cumulativeInPence)} className="fill-none stroke-amber-500" strokeWidth={2.5} />
        <path d={line((m) => m.cumulativeOutPence)} className="fill-none stroke-teal-600" strokeWidth={2.5} />
      </svg>
      <MonthTable monthly={monthly} />
    </figure>
  )
}

/** The chart's figures for a screen reader. */
function MonthTable({ monthly }: { monthly: AppraisalMonth[] }) {
  return (
    <table className="sr-only">
      <caption>Money in and out by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Money in to date</th>
          <th scope="col">Money out to date</th>
        </tr>
      </thead>
      <tbody>
        {monthly.map((m) => (
          <tr key={m.month}>
            <th scope="row">{m.label}</th>
            <td>{pounds(m.cumulativeInPence)}</td>
            <td>{pounds(m.cumulativeOutPence)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
