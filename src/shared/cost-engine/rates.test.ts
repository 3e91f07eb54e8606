import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from './default-rates'

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
    'widthPercent',
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
})
