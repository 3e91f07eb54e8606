import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from './default-rates'
import { priceBaseFactor } from './price-index'

/** Walks the whole rate table and collects every object that carries a number (a rate, factor or percentage). */
function sourcedEntries(node: unknown, path: string, out: { path: string; value: Record<string, unknown> }[]) {
  if (Array.isArray(node)) {
    node.forEach((n, i) => sourcedEntries(n, `${path}[${i}]`, out))
    return
  }
  if (!node || typeof node !== 'object') return
  const obj = node as Record<string, unknown>
  const numeric = [
    'ratePence',
    'factor',
    'index',
    'percent',
    'fixedPence',
    'values',
    'ratePercent',
    'fraction',
    'labourDayPence',
    'basePercent',
  ].some((k) => k in obj)
  if (numeric && !path.includes('.recipes.') && !/\.values$/.test(path)) out.push({ path, value: obj })
  for (const [k, v] of Object.entries(obj)) if (k !== 'values') sourcedEntries(v, `${path}.${k}`, out)
}

describe('rate table', () => {
  const entries: { path: string; value: Record<string, unknown> }[] = []
  sourcedEntries(DEFAULT_RATES, 'rates', entries)
  it('finds the rates and factors to check', () => {
    expect(entries.length).toBeGreaterThan(100)
  })
  it.each(entries.map((e) => [e.path, e.value] as const))('%s has a source and a date', (_path, value) => {
    expect(typeof value.source === 'string' && value.source.trim().length > 10).toBe(true)
    expect(typeof value.date === 'string' && value.date.trim().length >= 4).toBe(true)
  })
  it('every recipe and profile carries a source and date, and references known rates', () => {
    for (const r of Object.values(DEFAULT_RATES.recipes)) {
      expect(r.source && r.date).toBeTruthy()
      for (const l of r.lines) expect(DEFAULT_RATES.items[l.rateId], `${r.id} → ${l.rateId}`).toBeDefined()
    }
    for (const p of Object.values(DEFAULT_RATES.profiles)) {
      expect(p.source && p.date).toBeTruthy()
      expect(DEFAULT_RATES.recipes[p.recipeId]).toBeDefined()
    }
  })
  it('labour, materials and plant shares sum to 1 and elements exist', () => {
    const codes = new Set(DEFAULT_RATES.elements.map((e) => e.code))
    for (const i of Object.values(DEFAULT_RATES.items)) {
      expect(i.labourShare + i.materialsShare + i.plantShare).toBeCloseTo(1, 6)
      expect(codes.has(i.elementCode)).toBe(true)
      expect(Number.isInteger(i.ratePence) && i.ratePence > 0).toBe(true)
    }
  })
  it('London is the highest location factor and Northern Ireland the lowest', () => {
    const f = DEFAULT_RATES.regions.map((r) => r.factor)
    expect(DEFAULT_RATES.regions.find((r) => r.key === 'london')!.factor).toBe(Math.max(...f))
    expect(DEFAULT_RATES.regions.find((r) => r.key === 'northern_ireland')!.factor).toBe(Math.min(...f))
  })
  it('a rate built from a London figure divides it by the London factor in use (rule step 2), and says so', () => {
    const london = DEFAULT_RATES.regions.find((r) => r.key === 'london')!.factor
    // Every "£X in London / 1.30" or "London ÷ 1.30" a source names is the factor the engine prices London at.
    const divisors = Object.values(DEFAULT_RATES.items).flatMap((i) =>
      [...i.source.matchAll(/London(?: factor)?(?: \([^)]*\))? [÷/] (\d\.\d+)/g)].map(
        (m) => [i.id, Number(m[1])] as const,
      ),
    )
    expect(divisors.length).toBeGreaterThan(5)
    for (const [id, divisor] of divisors) expect(divisor, id).toBe(london)
    // And the figure follows it: the boiler is the median of £2,300 in London brought to the UK average and £3,250.
    expect(DEFAULT_RATES.items.boiler!.ratePence).toBe(Math.round(((2300 / london + 3250) / 2) * 100))
  })
})

/** Every `source` string in the rate table, with its path (items, factors, fees, recipes, profiles, regions, drivers…). */
function listSources(node: unknown, path: string, out: { path: string; source: string }[]) {
  if (Array.isArray(node)) {
    node.forEach((n, i) => listSources(n, `${path}[${i}]`, out))
    return
  }
  if (!node || typeof node !== 'object') return
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'source' && typeof v === 'string') out.push({ path, source: v })
    else listSources(v, `${path}.${k}`, out)
  }
}

/** Publications cited by name where uk-unit-rates.csv has no row (keep this list short and real). */
const NAMED_PUBLICATIONS =
  /\b(SPON|BCIS|Building magazine|Homebuilding & Renovating|Electricity North West|OnTheMarket|Lawrence Rand|Building Sheriff|TRC Windows|The Eco Experts|DESNZ|Northampton Appliance Repairs|Period Living)\b/

/** A published page named by its site (e.g. pricethisplease.co.uk, squote.app), where the CSV had no such item. */
const NAMED_PAGE = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:co\.uk|org\.uk|gov\.uk|com|app|pages\.dev|uk)\b/

describe('sources', () => {
  const sources: { path: string; source: string }[] = []
  listSources(DEFAULT_RATES, 'rates', sources)
  // The range is measured on the calibration set (that is its job); it is not a rate or a factor.
  const checked = sources.filter((s) => !s.path.startsWith('rates.range'))
  it('finds the sources to check, everywhere in the table', () => {
    expect(checked.length).toBeGreaterThan(150)
    for (const part of ['items', 'qualityFactors', 'fees', 'recipes', 'profiles', 'regions', 'drivers', 'savings'])
      expect(
        checked.some((s) => s.path.startsWith(`rates.${part}`)),
        part,
      ).toBe(true)
  })
  it.each(checked.map((s) => [s.path, s.source] as const))(
    '%s cites no calibration row and is not tuned',
    (_p, source) => {
      expect(source).not.toMatch(/UKC-\d+|CAL2-\d+/)
      expect(source).not.toMatch(/calibrat|tuned/i)
    },
  )
  it.each(Object.values(DEFAULT_RATES.items).map((i) => [i.id, i.basis] as const))(
    'item %s says its basis: net (labour and materials at cost) or trade (a price carrying its own margin)',
    (_id, basis) => {
      expect(['net', 'trade']).toContain(basis)
    },
  )
  it.each(Object.values(DEFAULT_RATES.items).map((i) => [i.id, i.source] as const))(
    'item %s cites a uk-unit-rates.csv row or a named publication',
    (_id, source) => {
      expect(/UR-\d{3}/.test(source) || NAMED_PUBLICATIONS.test(source) || NAMED_PAGE.test(source)).toBe(true)
    },
  )
  it('every quality sensitivity moves with quality: budget < standard < premium <= luxury', () => {
    for (const [k, f] of Object.entries(DEFAULT_RATES.qualityFactors)) {
      const v = f.values
      expect(v.standard, k).toBe(1)
      expect(v.budget, k).toBeLessThan(1)
      expect(v.premium, k).toBeGreaterThan(1)
      expect(v.luxury, k).toBeGreaterThanOrEqual(v.premium)
    }
  })
})

describe('price bases', () => {
  it('every item is dated at a quarter the tender price index covers (rates older than the table are indexed)', () => {
    for (const i of Object.values(DEFAULT_RATES.items)) {
      expect(i.date, i.id).toMatch(/^\d{4}-Q[1-4]$/)
      expect(priceBaseFactor(i.date, DEFAULT_RATES), i.id).toBeGreaterThanOrEqual(1)
    }
  })
  it('brings a 4Q2004 Building magazine rate to 4Q2024 by the spliced index (221 / 124.0)', () => {
    expect(DEFAULT_RATES.items.commercial_mep!.date).toBe('2004-Q4')
    expect(priceBaseFactor('2004-Q4', DEFAULT_RATES)).toBeCloseTo(221 / 124, 3)
    expect(priceBaseFactor(DEFAULT_RATES.baseQuarter, DEFAULT_RATES)).toBe(1)
    expect(() => priceBaseFactor('2015-Q2', DEFAULT_RATES)).toThrow()
  })
})
