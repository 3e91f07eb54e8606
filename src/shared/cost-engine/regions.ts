import type { RateTable, RegionFactor } from './rate-table'

export interface NormalisedRegion {
  key: string
  label: string
  factor: number
  source: string
}

const aliasCache = new WeakMap<RateTable, Map<string, RegionFactor>>()

function aliasKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

function aliasMap(rates: RateTable): Map<string, RegionFactor> {
  let map = aliasCache.get(rates)
  if (!map) {
    map = new Map()
    for (const r of rates.regions) {
      map.set(aliasKey(r.key), r)
      map.set(aliasKey(r.label), r)
      for (const a of r.aliases) map.set(aliasKey(a), r)
    }
    aliasCache.set(rates, map)
  }
  return map
}

/**
 * Maps either form's region (first form: 'london', 'north', 'ni' …; professional form: 'London', 'North East' …)
 * onto one canonical set of location factors. Aggregate first-form regions ('north', 'midlands') carry the average
 * of their member regions. Anything unrecognised prices at the UK average (factor 1.00).
 */
export function normaliseRegion(region: string, rates: RateTable): NormalisedRegion {
  const map = aliasMap(rates)
  const hit = map.get(aliasKey(region ?? '')) ?? map.get('uk_average')
  if (!hit) return { key: 'uk_average', label: 'UK average', factor: 1, source: 'Definition: UK average = 1.00' }
  return { key: hit.key, label: hit.label, factor: hit.factor, source: hit.source }
}
