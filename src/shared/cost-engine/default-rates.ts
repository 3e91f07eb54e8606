import { FACTOR_TABLES, DRIVERS, FEES, HISTORIC_TPI, REGIONS, SAVINGS, TPI, VAT_RULES } from './data/factors'
import { METHOD } from './data/method'
import { ELEMENTS, RATE_ITEMS } from './data/rate-items'
import { PROFILES, RECIPES } from './data/recipes'
import type { RateTable } from './rate-table'

/** The rate table shipped with the engine: UK average rates at 4Q2024 prices, brought to the price date by the TPI. */
export const DEFAULT_RATES: RateTable = {
  version: 'uk-rates-2026.103',
  baseDate: '2024-12-31',
  baseQuarter: '2024-Q4',
  currency: 'GBP',
  items: Object.fromEntries(RATE_ITEMS.map((i) => [i.id, i])),
  elements: ELEMENTS,
  regions: REGIONS,
  tpi: TPI,
  historicTpi: HISTORIC_TPI,
  ...FACTOR_TABLES,
  ...METHOD,
  fees: FEES,
  vat: VAT_RULES,
  energySavingZeroRateUntil: '2027-04-01',
  drivers: DRIVERS,
  savings: SAVINGS,
  recipes: Object.fromEntries(RECIPES.map((r) => [r.id, r])),
  profiles: Object.fromEntries(PROFILES.map((p) => [p.id, p])),
}
