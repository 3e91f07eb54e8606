import type { Dashboard, Portfolio, PortfolioRow } from '#shared/schemas/dashboard'
import { Badge } from '#client/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card'
import { cn } from '#client/lib/cn'
import { useMediaQuery } from '#client/lib/use-viewport'
import { wholePounds } from './format'
import { MaybeLink } from './maybe-link'
import { ScrollRegion } from '#client/components/scroll-region'

const yieldText = (value: number | null) => (value === null ? '—' : `${value.toFixed(2)}%`)

/** A row's name: a link to its estimate's appraisal, plain text in the demo. */
function RowName({ row, isDemo }: { row: PortfolioRow; isDemo: boolean }) {
  return (
    <MaybeLink to={`/estimate/${row.estimateId}#appraisal`} isDemo={isDemo}>
      {row.name}
    </MaybeLink>
  )
}

/** The figures a column shows: a project's row has them, and so do the portfolio's totals. */
type Figures = Pick<Portfolio['totals'], 'worksCost' | 'moneyIn' | 'netYieldPercent' | 'profit'>

/** Each figure's column, formatted the same in the rows and the totals; the totals' yield is the lets' only. */
const COLUMNS: readonly { key: string; label: string; totalLabel?: string; value: (f: Figures) => string }[] = [
  { key: 'cost', label: 'Works cost', value: (f) => wholePounds(f.worksCost) },
  { key: 'money-in', label: 'Money in', value: (f) => wholePounds(f.moneyIn) },
  { key: 'yield', label: 'Net yield', totalLabel: 'Net yield (lets)', value: (f) => yieldText(f.netYieldPercent) },
  { key: 'profit', label: 'Profit or equity', value: (f) => wholePounds(f.profit) },
]

/**
 * The portfolio (decision 029): each appraised project's works cost, money in, yield and profit, and the
 * totals. A table from a tablet up; a card per project on a phone.
 */
export function PortfolioCard({ data }: { data: Dashboard }) {
  const wide = useMediaQuery('(min-width: 768px)')
  const { rows, totals } = data.portfolio
  return (
    <Card data-testid="portfolio">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          Portfolio
          {data.isDemo ? <Badge variant="accent">Demo</Badge> : null}
        </CardTitle>
        <CardDescription>
          From each project&rsquo;s saved appraisal: money in is your own cash at the peak; net yield is a year&rsquo;s
          rent less running costs over price plus works; profit is a flip&rsquo;s profit on sale or a let&rsquo;s equity
          (value after works less total cost). Before tax; not financial advice.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-muted">
            No appraisals yet. Open a saved estimate and fill in its investment appraisal: it appears here with its
            money in, yield and profit.
          </p>
        ) : wide ? (
          <PortfolioTable data={data} />
        ) : (
          <ul className="divide-y divide-line">
            {rows.map((row) => (
              <li key={row.estimateId} className="py-3 first:pt-0">
                <RowName row={row} isDemo={data.isDemo} />
                <p className="text-sm text-muted">{row.strategy}</p>
                <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
                  {COLUMNS.map((c) => (
                    <div key={c.key}>
                      <dt className="text-muted">{c.label}</dt>
                      <dd className="font-semibold text-navy-900 tabular-nums">{c.value(row)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
            <li className="pt-3">
              <p className="font-semibold text-navy-900">Portfolio total</p>
              <dl className="mt-2 grid grid-cols-2 gap-2 text-sm" data-testid="portfolio-totals">
                {COLUMNS.map((c) => (
                  <Total key={c.key} label={c.totalLabel ?? c.label} value={c.value(totals)} />
                ))}
              </dl>
            </li>
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{label}</dt>
      <dd className="font-bold text-navy-900 tabular-nums">{value}</dd>
    </div>
  )
}

function PortfolioTable({ data }: { data: Dashboard }) {
  const { rows, totals } = data.portfolio
  const cell = 'px-3 py-2 text-right tabular-nums'
  return (
    <ScrollRegion label="Portfolio table">
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-muted">
          <tr className="border-b border-line">
            <th scope="col" className="px-3 py-2 pl-0 font-medium">
              Project
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 text-right font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.estimateId}>
              <th scope="row" className="px-3 py-2 pl-0 text-left font-normal">
                <RowName row={row} isDemo={data.isDemo} />
                <span className="block text-xs text-muted">{row.strategy}</span>
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key} className={cn(cell, c.key === 'profit' && row.profit < 0 && 'text-danger')}>
                  {c.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot data-testid="portfolio-totals">
          <tr className="border-t-2 border-navy-200 font-bold text-navy-900">
            <th scope="row" className="px-3 py-2 pl-0 text-left">
              Portfolio total
            </th>
            {COLUMNS.map((c) => (
              <td key={c.key} className={cell}>
                {c.value(totals)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  )
}
