import type { RateTable } from '../rate-table'

/** Fixed parameters of the method that are not rates: input bounds, display thresholds, risk sizes. */
export const METHOD: Pick<RateTable, 'limits' | 'riskAllowances'> = {
  limits: {
    maxSizeSqm: 100_000,
    minSavingPence: 5_000,
    source:
      'Our bounds: floor areas are clamped to 1-100,000 m2 (larger than any project the product prices); a saving under £50 is not worth listing',
    date: '2026',
  },
  riskAllowances: {
    structure: 0.06,
    asbestos: 0.03,
    listed: 0.1,
    inflation: 0.03,
    dampOverrun: 0.5,
    surfaceDefects: 0.25,
    drainageOverrun: 1,
    approvalsDelayWeeks: 4,
    source:
      'Our assumptions for sizing each risk if it happens: extra steelwork or defects found on opening up 6% of measured works; asbestos removal 3%; listed-building specification 10%; price rises before contract 3% (about a year of the +3.2% a year TPI forecast, factors.ts); damp beyond the allowance half as much again; blown or cracked plaster found when a decorator prepares the surfaces a quarter of the decorating (patching a tenth of the walls at the replastering rate, £35/m2, over walls that are two-thirds of the £8.55/m2 decorated: 0.1 x 35 x 2/3 / 8.55 = 0.27); new or moved soil and waste runs that cannot take the route allowed (no fall to the stack, joists in the way) cost the runs once more, a longer route or a pumped waste; an approvals delay costs four weeks of preliminaries',
    date: '2026',
  },
}
