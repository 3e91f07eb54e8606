/**
 * The rules of research/bench/score-published.py (docs/product/decisions.md#measuring-accuracy), line for line:
 * which rows are scored, the request each row becomes, and the tender price series the engine's figure is deflated
 * with. Keep this file in step with that script; scripts/accuracy/agrees-with-python.db.test.ts runs both on the same
 * app and fails when they disagree.
 */

import { DOCUMENTED_FIRST_FORM_PROJECT_TYPES, FIRST_FORM_REGIONS } from '#shared/cost-engine/types'

/** The first form's regions, the ones the script scores a row in. */
export const REGIONS = FIRST_FORM_REGIONS
type Region = (typeof REGIONS)[number]

const REGION_MAP: Record<string, Region> = {
  london: 'london',
  inner_london: 'london',
  outer_london: 'london',
  london_se: 'london',
  south_east: 'southeast',
  south_west: 'southwest',
  east_anglia: 'eastanglia',
  east: 'eastanglia',
  east_of_england: 'eastanglia',
  midlands: 'midlands',
  west_midlands: 'midlands',
  east_midlands: 'midlands',
  wales: 'wales',
  north_england: 'north',
  north_west: 'north',
  north_east: 'north',
  yorkshire: 'north',
  yorkshire_humber: 'north',
  scotland: 'scotland',
  northern_ireland: 'ni',
  ni: 'ni',
}
const PRO_LOCATION: Record<Region, string> = {
  london: 'London',
  southeast: 'South East',
  southwest: 'South West',
  eastanglia: 'East of England',
  midlands: 'West Midlands',
  wales: 'Wales',
  north: 'North West',
  scotland: 'Scotland',
  ni: 'Northern Ireland',
}
/** The first form's types, as the script's FIRST_FORM lists them (docs/product/data.md). */
const FIRST_FORM = new Set<string>(DOCUMENTED_FIRST_FORM_PROJECT_TYPES)
/** Professional-only types (POST /api/estimates/professional). */
const PRO_ONLY = new Set(['house_to_hmo_conversion', 'cosmetic_only', 'bedroom', 'living_room', 'extension'])
const TYPICAL_SQM: Record<string, number> = {
  kitchen_renovation: 15,
  bathroom_renovation: 6,
  loft_conversion: 30,
  basement_conversion: 40,
  whole_house_renovation: 90,
  buy_to_let_preparation: 75,
  property_flipping: 85,
  airbnb_property_setup: 60,
  house_conversion: 110,
  student_accommodation: 400,
  barn_conversion: 200,
  office_to_residential: 500,
  retail_space_renovation: 150,
  commercial_property_renovation: 250,
  multi_unit_development: 400,
  period_property_restoration: 120,
  extension: 25,
  house_to_hmo_conversion: 120,
  cosmetic_only: 80,
  bedroom: 12,
  living_room: 18,
}
const SCOPE: Record<string, string> = {
  decorating: 'cosmetic',
  light: 'light',
  medium: 'medium',
  extensive: 'extensive',
  full: 'full',
}
const SCOPE_WORDS: Record<string, string> = {
  decorating: 'decorating only: repaint walls and ceilings',
  light: 'light refresh, cosmetic works',
  medium: 'standard refurbishment',
  extensive: 'extensive refurbishment incl. rewire and replaster',
  full: 'full back-to-brick renovation, structural works',
}
const QUALITY: Record<string, string> = { budget: 'budget', standard: 'mid', premium: 'high', luxury: 'luxury' }
const PRO_QUALITY: Record<string, string> = {
  budget: 'budget',
  standard: 'standard',
  premium: 'premium',
  luxury: 'luxury',
}
/** UK tender prices relative to 2024 (costmodelling TPI 2Q2022 197 -> 4Q2024 221; ~2.5%/yr after). */
const TPI: Record<string, number> = {
  2020: 0.86,
  2021: 0.9,
  2022: 0.93,
  2023: 0.97,
  2024: 1.0,
  2025: 1.025,
  2026: 1.05,
}

/** map[key] when the map has that key of its own (never a prototype's, whatever a CSV cell says). */
const lookup = <T>(map: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(map, key) ? map[key] : undefined

/** '12,000' → 12000; '£900 – 1,600' → 1250 (the midpoint); anything else ('65-80 (roof area)', '') → null. */
export function num(s: string | undefined): number | null {
  const m = /^(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?$/.exec((s ?? '').replace(/[,£]/g, '').trim())
  if (!m) return null
  const a = Number(m[1])
  return m[2] ? (a + Number(m[2])) / 2 : a
}

/** A row the rules score: its published point figure and what the engine is asked. */
export interface PublishedCase {
  rowId: string
  projectType: string
  basis: 'whole_project' | 'rate_per_sqm'
  /** £/m² rows are compared as £/m²: the engine's figure is divided by `sizeSqm`. */
  perSqm: boolean
  /** The published point figure: typical, else the geometric mean of low and high when they are within 3×. */
  published: number
  /** The size sent: the row's own when tagged stated or derived and readable, else the type's typical size. */
  sizeSqm: number
  /** The row's own size was sent (the "sized" subset). */
  sized: boolean
  /** The region sent, or every region (a UK-average row scores the median of the nine). */
  regions: readonly Region[]
  /** incl_vat as written: 'yes…' inc VAT, 'no…' ex VAT, anything else the geometric midpoint. */
  vat: string
  /** Multiplies the engine's (today's) figure to bring it to the row's year. */
  deflate: number
  row: Record<string, string>
}

/** The row as a case, or why the rules leave it out. */
export function caseOf(row: Record<string, string>): PublishedCase | { skip: string } {
  const t = row.project_type ?? ''
  const basis = row.basis ?? ''
  const year = num((row.year ?? '').slice(0, 4))
  let reason: string | null = null
  if (basis !== 'whole_project' && basis !== 'rate_per_sqm') reason = `basis ${basis || 'untagged'}`
  else if (year && year < 2020) reason = 'dated before 2020'
  else if (!FIRST_FORM.has(t) && !PRO_ONLY.has(t)) reason = 'element-only type'
  const perSqm = basis === 'rate_per_sqm'
  const lo = num(perSqm ? row.rate_per_sqm_low : row.low_gbp)
  const hi = num(perSqm ? row.rate_per_sqm_high : row.high_gbp)
  let typ = perSqm ? null : num(row.typical_gbp)
  if (typ === null && lo && hi && hi / lo <= 3) typ = Math.sqrt(lo * hi)
  if (typ === null && !reason) reason = 'no point figure'
  if (reason || typ === null) return { skip: reason ?? 'no point figure' }
  const own = ['stated', 'derived'].includes(row.size_basis ?? '') ? num(row.size_sqm) : null
  const region = lookup(REGION_MAP, row.region_key ?? '')
  return {
    rowId: row.row_id ?? '',
    projectType: t,
    basis: basis as PublishedCase['basis'],
    perSqm,
    published: typ,
    sizeSqm: own || TYPICAL_SQM[t]!,
    sized: Boolean(own),
    regions: region ? [region] : REGIONS,
    vat: row.incl_vat ?? '',
    deflate: (lookup(TPI, String(year ? Math.trunc(year) : 2024)) ?? 1.0) / TPI[2026]!,
    row,
  }
}

export type EstimatePath = '/api/estimates' | '/api/estimates/professional'

/** The body score-published.py posts for a case in one region (every scored type has one). */
export function requestFor(c: PublishedCase, region: Region): { path: EstimatePath; body: Record<string, unknown> } {
  const { row, projectType: t, sizeSqm: size } = c
  const scope = row.scope ?? 'unknown'
  const q = row.quality_tier ?? ''
  const desc = (row.subtype || t).trim()
  if (FIRST_FORM.has(t)) {
    const body: Record<string, unknown> = {
      projectType: t,
      sizeSqm: size,
      region,
      description: desc,
      finishQuality: lookup(QUALITY, q) ?? 'mid',
    }
    const renovationScope = lookup(SCOPE, scope)
    if (renovationScope) body.renovationScope = renovationScope
    return { path: '/api/estimates', body }
  }
  const words = lookup(SCOPE_WORDS, scope) ?? 'renovation works as described'
  return {
    path: '/api/estimates/professional',
    body: {
      email: 'scorer@example.com',
      propertyAddress: '1 High Street, Anytown',
      projectType: t,
      sizeSqm: size,
      sizeUnit: 'sqm',
      condition: 'fair',
      scope: `${desc}: ${words}`,
      quality: lookup(PRO_QUALITY, q) ?? 'standard',
      location: PRO_LOCATION[region],
      description: desc,
    },
  }
}
