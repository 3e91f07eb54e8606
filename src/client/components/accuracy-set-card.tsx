import type { ReactNode } from 'react'
import type { AccuracySet } from '#shared/accuracy-results'
import { projectTypeLabel } from '#shared/project-types'
import { Card } from './ui/card'
import { MEDIAN_TARGET, RANGE_TARGET, percent, signedPercent } from '../lib/measured-accuracy'

const slug = (file: string) => file.replace(/\.csv$/, '')

/** One published set's figures: the median gap, 80th percentile, range containment and the naive model beside. */
export function AccuracySetCard({ set, byType }: { set: AccuracySet; byType: 'open' | 'collapsed' }) {
  const { all, sized } = set
  const id = slug(set.file)
  return (
    <Card className="@container p-4 sm:p-6" data-testid={`accuracy-${id}`}>
      <h3 id={`${id}-heading`} className="text-lg font-semibold tracking-tight text-navy-900">
        {set.title}: {all.n} published figures
      </h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{set.note}</p>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm @3xl:grid-cols-4">
        <Figure label="Median gap" value={percent(all.medianAbsError)} testId="median">
          target {percent(MEDIAN_TARGET)}: {all.medianAbsError <= MEDIAN_TARGET ? 'met' : 'not yet met'}
        </Figure>
        <Figure label="Naive model" value={percent(all.naiveMedianAbsError)} testId="naive">
          median gap on the same figures
        </Figure>
        <Figure label="80% of figures within" value={percent(all.p80AbsError)} testId="p80" />
        <Figure label="Inside our own range" value={percent(all.rangeContains)} testId="range">
          target {percent(RANGE_TARGET)}: {all.rangeContains >= RANGE_TARGET ? 'met' : 'not yet met'}
        </Figure>
      </dl>
      <p className="mt-4 text-sm leading-relaxed text-muted">
        {all.failed === 0 ? 'Every figure was priced' : `${all.failed} we could not price (each counted as a miss)`}.
        {sized &&
          ` Where the source gave the size (${sized.n}): median gap ${percent(sized.medianAbsError)}, naive model ${percent(sized.naiveMedianAbsError)}.`}
      </p>
      {byType === 'open' ? (
        <ByTypeTable set={set} />
      ) : (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-teal-800">By project type</summary>
          <ByTypeTable set={set} />
        </details>
      )}
    </Card>
  )
}

function Figure({
  label,
  value,
  testId,
  children,
}: {
  label: string
  value: string
  testId: string
  children?: ReactNode
}) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 text-2xl font-bold text-navy-900 tabular-nums" data-testid={testId}>
        {value}
      </dd>
      {children && <dd className="text-xs text-muted">{children}</dd>}
    </div>
  )
}

/** n, median gap with the naive model beside, signed bias and containment by project type; most figures first. */
function ByTypeTable({ set }: { set: AccuracySet }) {
  const rows = Object.entries(set.byType).sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]))
  const cell = 'px-3 py-2 text-right tabular-nums'
  return (
    <div
      className="mt-3 overflow-x-auto rounded-card border border-line bg-white"
      tabIndex={0}
      role="region"
      aria-label={`${set.title} by project type (scrolls sideways on small screens)`}
    >
      <table className="w-full min-w-[34rem] table-fixed text-left text-sm">
        <caption className="sr-only">{set.title}: accuracy by project type</caption>
        <thead className="bg-navy-50 text-navy-900">
          <tr>
            <th scope="col" className="w-1/3 px-3 py-2 font-semibold">
              Project type
            </th>
            {['Figures', 'Median gap', 'Naive model', 'We run', 'Inside range'].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-right font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([type, s]) => (
            <tr key={type} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-medium text-navy-900">
                {projectTypeLabel(type)}
              </th>
              <td className={cell}>{s.n}</td>
              <td className={cell}>{percent(s.medianAbsError)}</td>
              <td className={cell}>{percent(s.naiveMedianAbsError)}</td>
              <td className={cell}>{signedPercent(s.bias)}</td>
              <td className={cell}>{percent(s.rangeContains)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
