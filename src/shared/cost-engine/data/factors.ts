import RANGE_RESIDUALS from './range-residuals.json'
import type { RangeResiduals } from '../range'
import type { DriverDef, FeeId, FeeRule, RateTable, RegionFactor, SavingDef, TpiPoint, VatRule } from '../rate-table'

/**
 * Location factors (UK average = 1.00). Consensus of the published sets in COST-KNOWLEDGE.md / regional-factors.csv:
 * set A (costmodelling.com 2Q2022, UK = 100) for the regions, London from the domestic premiums (set G and the day
 * rates: below); Northern Ireland between set A (0.82) and set E (0.90), lowest in
 * every set. First-form aggregates average their member regions.
 */
const REGION_SRC_A = 'regional-factors.csv set A (costmodelling.com 2Q2022, UK=100), cross-checked with set E (costestimator.co.uk 2024)'

function region(key: string, label: string, factor: number, aliases: string[], source = REGION_SRC_A): RegionFactor {
  return { key, label, factor, aliases, source, date: '2022-Q2 (set A); 2024 (set E)' }
}

export const REGIONS: RegionFactor[] = [
  // London on domestic evidence: the QS tender indices (sets A-D, 1.06-1.18) price mostly commercial work; a
  // homeowner's builder in London is priced by day rates and the domestic guides, which put it higher: set G
  // statements (loft +25-35%, whole house +26%, extension +9-50%, kitchen extension and labour +20-40%, London and
  // South East +20-30%, calculator multiplier 1.25, rewiring +50%) and PRICE-BUILD-UP.md §5 day rates (plasterer
  // London zones 1-3 about 1.4x the other regions' average, builder London and South East +30-50%). Their median is
  // +30%.
  region('london', 'London', 1.3, ['london', 'London', 'inner_london', 'outer_london', 'greater_london'],
    'regional-factors.csv: set A Inner/Outer London 1.18/1.13 and set E 1.19 (tender indices); set G domestic premiums +20-35% (median +30%) and PRICE-BUILD-UP.md §5 London day rates +30-50%; our domestic factor 1.30'),
  region('south_east', 'South East', 1.07, ['southeast', 'South East', 'south_east', 'london_and_south_east']),
  region('east_of_england', 'East of England', 1.02, ['eastanglia', 'East of England', 'east_of_england', 'east_anglia']),
  region('south_west', 'South West', 1.0, ['southwest', 'South West', 'south_west']),
  region('west_midlands', 'West Midlands', 0.96, ['West Midlands', 'west_midlands']),
  region('east_midlands', 'East Midlands', 0.97, ['East Midlands', 'east_midlands']),
  region('midlands', 'Midlands', 0.965, ['midlands'], 'Average of West Midlands (0.96) and East Midlands (0.97), ' + REGION_SRC_A),
  region('yorkshire', 'Yorkshire and the Humber', 0.96, ['Yorkshire', 'yorkshire', 'yorkshire_humber']),
  region('north_west', 'North West', 0.97, ['North West', 'north_west']),
  region('north_east', 'North East', 0.93, ['North East', 'north_east']),
  region('north', 'North of England', 0.953, ['north', 'north_england'], 'Average of North East (0.93), North West (0.97) and Yorkshire (0.96), ' + REGION_SRC_A),
  region('wales', 'Wales', 0.96, ['wales', 'Wales']),
  region('scotland', 'Scotland', 0.97, ['scotland', 'Scotland']),
  region('northern_ireland', 'Northern Ireland', 0.86, ['ni', 'Northern Ireland', 'northern_ireland'],
    'regional-factors.csv: set A NI 0.82, set E 0.897, sets B/C 0.76 on an SE base; our blend 0.86 (lowest in every set)'),
  region('uk_average', 'UK average', 1.0, ['uk_average', 'uk_unspecified', 'uk_outside_london', 'uk'], 'Definition: UK average = 1.00 (set A basis)'),
]

/**
 * Tender price index, costmodelling.com, UK average, base Year 2000 = 100 (COST-KNOWLEDGE.md "Normalisation aids").
 * Published points for 2Q2022-4Q2024; later quarters are OUR FORECAST ASSUMPTION of +0.8% a quarter (about 3.2% a
 * year), in the middle of the 2025-26 tender price forecasts published by G&T/BCIS (2.5-4% a year). Quarters between
 * published points are interpolated linearly by the engine; dates outside the series clamp to its ends.
 */
const TPI_SRC = 'costmodelling.com tender price index (UK average, 2000 = 100), via COST-KNOWLEDGE.md'
const FORECAST_SRC = 'Our forecast assumption: +0.8% a quarter from 4Q2024 (about 3.2% a year, mid-range of G&T/BCIS 2025-26 tender price forecasts)'
export const TPI: TpiPoint[] = [
  { quarter: '2022-Q2', index: 197, forecast: false, source: TPI_SRC, date: '2022-Q2' },
  { quarter: '2023-Q2', index: 211, forecast: false, source: TPI_SRC, date: '2023-Q2' },
  { quarter: '2023-Q4', index: 215, forecast: false, source: TPI_SRC, date: '2023-Q4' },
  { quarter: '2024-Q2', index: 218, forecast: false, source: TPI_SRC, date: '2024-Q2' },
  { quarter: '2024-Q4', index: 221, forecast: false, source: TPI_SRC, date: '2024-Q4' },
  { quarter: '2025-Q2', index: 224.5, forecast: true, source: FORECAST_SRC, date: '2024-Q4' },
  { quarter: '2025-Q4', index: 228.1, forecast: true, source: FORECAST_SRC, date: '2024-Q4' },
  { quarter: '2026-Q2', index: 231.8, forecast: true, source: FORECAST_SRC, date: '2024-Q4' },
  { quarter: '2026-Q4', index: 235.5, forecast: true, source: FORECAST_SRC, date: '2024-Q4' },
]

/**
 * Historic tender price index for rates whose source is older than the TPI above (Building magazine commercial
 * fit-out tables of 2003-2009). Davis Langdon (DL) tender price index, 1976 = 100, quarterly actuals 1Q2002-3Q2007
 * (Building magazine attachment, hortabox.com mirror of building.co.uk story 3098825), spliced onto the costmodelling
 * base (2000 = 100) at DL's calendar-2000 average. The bridge: DL's 2001 quarters are its 2002 quarters ÷ their stated
 * year-on-year changes (398/1.061, 405/1.061, 423/1.090, 421/1.074: average 384.2), and Building (2004, issue 8318)
 * says the DLE index rose 4.9% in 2001, so DL's 2000 average is 384.2 / 1.049 = 366.3. ASSUMPTION: the two indices
 * moved together from 2000, so costmodelling = DL x 100 / 366.3. No published point covers 4Q2007-1Q2022 in our
 * sources, so an item may only be dated at a listed quarter; 2Q2009 is our assumption, below.
 */
const DL_2000 = 384.2 / 1.049
const DL_SRC = 'Davis Langdon tender price index (1976 = 100), Building magazine story 3098825 (hortabox.com mirror), spliced to 2000 = 100 at DL\u2019s 2000 average 366.3 (Building 2004 issue 8318: +4.9% in 2001; 2001 from the 2002 year-on-year changes)'
const DL_QUARTERS: [string, number][] = [
  ['2002-Q1', 398], ['2002-Q2', 405], ['2002-Q3', 423], ['2002-Q4', 421],
  ['2003-Q1', 425], ['2003-Q2', 424], ['2003-Q3', 432], ['2003-Q4', 434],
  ['2004-Q1', 434], ['2004-Q2', 436], ['2004-Q3', 442], ['2004-Q4', 454],
  ['2005-Q1', 459], ['2005-Q2', 458], ['2005-Q3', 466], ['2005-Q4', 475],
  ['2006-Q1', 480], ['2006-Q2', 485], ['2006-Q3', 494], ['2006-Q4', 506],
  ['2007-Q1', 515], ['2007-Q2', 520], ['2007-Q3', 529],
]
const dlPoint = (quarter: string, dl: number, source: string): TpiPoint => ({
  quarter, index: Math.round((dl * 1000) / DL_2000) / 10, forecast: false, source, date: quarter,
})
export const HISTORIC_TPI: TpiPoint[] = [
  ...DL_QUARTERS.map(([q, dl]) => dlPoint(q, dl, DL_SRC)),
  // DL published no 2009 actual in our sources: Building (story 3145525, summer 2009) reports DL tender prices in
  // 2Q2009 "10% lower than this time last year"; 2Q2008 taken at the bottom of DL's late-2007 forecast (545).
  dlPoint('2009-Q2', 0.9 * 545, 'Our assumption from Building magazine story 3145525 (Davis Langdon: 2Q2009 tender prices 10% below a year earlier) and 2Q2008 at the bottom of DL\u2019s forecast range 545-553 (story 3098825); ' + DL_SRC),
]

/** Index of a rate's price-base quarter on the 2000 = 100 base: the costmodelling TPI, else a listed historic quarter. */
export function priceBaseIndex(quarter: string): number {
  const hit = TPI.find((p) => p.quarter === quarter && !p.forecast) ?? HISTORIC_TPI.find((p) => p.quarter === quarter)
  if (!hit) throw new Error(`No published tender price index point for price base ${quarter}`)
  return hit.index
}

/**
 * Labour moves with quality too: a budget job hires cheaper trades, a premium one the dearer end of the market. The
 * spread is that of the published UK-average trade day rates (QuoteSmith 2026, uk-unit-rates.csv UR-184..190:
 * plumber, electrician, plasterer, tiler, roofer, carpenter, decorator; low / typical / high).
 */
const LABOUR_ROWS = 'trade day rates UR-184..190, QuoteSmith 2026: median low/typical 0.76, median high/typical 1.32, widest high/typical 1.40'
const LABOUR_QUALITY = `Labour-dominated operations move with the trade day-rate spread (${LABOUR_ROWS}): budget 0.76, premium 1.32, luxury 1.40 (the top of the widest published range, decorators UR-190 £280 / £200)`

function fee(id: FeeId, label: string, v: Partial<FeeRule>, source: string, date: string): FeeRule {
  return { id, label, indexed: true, vatable: true, ...v, source, date }
}

export const FEES: Record<FeeId, FeeRule> = {
  design: fee('design', 'Architect / designer (drawings, specification, building regulations package)', { percent: 0 },
    'COST-KNOWLEDGE.md: architect/designer 5-15% (premiumcalculators), 5-10% (apexarchitecture), ~12% small project; percentage set per project type in the recipes', '2024'),
  structural_engineer: fee('structural_engineer', 'Structural engineer (calculations and beam design)', { fixedPence: 120_000 },
    'COST-KNOWLEDGE.md fixed fees: structural engineer £400-800 (report) or £1,200-3,000 (premiumcalculators, ex10); our figure at the low end of design work', '2024'),
  building_control: fee('building_control', 'Building control (local authority or approved inspector)', { fixedPence: 95_000 },
    'COST-KNOWLEDGE.md fixed fees: approved inspector / building control £400-1,550; our mid figure', '2024'),
  planning: fee('planning', 'Planning application (statutory fee)', { fixedPence: 52_800, indexed: false, vatable: false },
    'Town and Country Planning (Fees) Regulations: householder application fee £528 in England from 1 Apr 2025', '2025-04'),
  party_wall: fee('party_wall', 'Party wall surveyor (one adjoining owner)', { fixedPence: 110_000 },
    'COST-KNOWLEDGE.md fixed fees: party wall £350-1,500 per owner (renovationcosts, premiumcalculators); our figure for one award', '2024'),
  heritage: fee('heritage', 'Heritage consultant and listed building / conservation consent drawings', { fixedPence: 180_000 },
    'Our assumption: heritage statement and consent drawings £1,200-2,500 (no statutory fee for listed building consent in England)', '2024'),
  hmo_licence: fee('hmo_licence', 'HMO licence application (council fee, varies)', { fixedPence: 100_000, indexed: false, vatable: false, fromLettingRooms: { rooms: 5, exceptRegions: ['scotland', 'northern_ireland'] } },
    'Our assumption: English council mandatory HMO licence fees are typically £700-1,500 for 5 years. Mandatory licensing in England covers an HMO of 5 or more people in 2 or more households (Licensing of Houses in Multiple Occupation (Prescribed Description) (England) Order 2018); Scotland (Housing (Scotland) Act 2006 Part 5) and Northern Ireland (Houses in Multiple Occupation Act (NI) 2016) license every HMO of 3 or more; a council\'s additional licensing may cover a smaller one (said in the assumptions)', '2024'),
  fire_risk_assessment: fee('fire_risk_assessment', 'Fire risk assessment / fire strategy', { fixedPence: 60_000 },
    'Our assumption: fire risk assessment for a small HMO or block £300-900 (LACORS guidance requires one)', '2024'),
}

export const VAT_RULES: VatRule[] = [
  { id: 'standard', ratePercent: 20, reason: 'Work to an existing building (renovation, extension, repairs) is standard-rated.', reference: 'VAT Notice 708 s2; gov.uk VCONST08940', source: 'COST-KNOWLEDGE.md VAT rules (Standard rate)', date: '2024' },
  { id: 'listed_repairs', ratePercent: 20, reason: 'Repairs and alterations to listed buildings have been standard-rated since the zero rate was abolished on 1 Oct 2012.', reference: 'VAT Notice 708 s9; gov.uk VCONST08010, VCONST08940', source: 'COST-KNOWLEDGE.md VAT rules (listed buildings)', date: '2012-10' },
  { id: 'dwelling_conversion', ratePercent: 5, reason: 'A conversion that changes the number of single household dwellings qualifies for the reduced rate.', reference: 'VAT Notice 708 s7; VATA 1994 Sch 7A Group 6; gov.uk VCONST06250', source: 'COST-KNOWLEDGE.md VAT rules (Reduced rate 1)', date: '2024' },
  { id: 'hmo_conversion', ratePercent: 5, reason: 'Converting premises into a house in multiple occupation qualifies for the reduced rate.', reference: 'VAT Notice 708 s7; VATA 1994 Sch 7A Group 6 Note 5', source: 'COST-KNOWLEDGE.md VAT rules (Reduced rate 2)', date: '2024' },
  { id: 'non_residential_conversion', ratePercent: 5, reason: 'Converting a non-residential building into dwellings qualifies for the reduced rate.', reference: 'VAT Notice 708 s7; gov.uk VCONST08940', source: 'COST-KNOWLEDGE.md VAT rules (Reduced rate 4)', date: '2024' },
  { id: 'empty_two_years', ratePercent: 5, reason: 'Renovating a home that has been empty for two years or more qualifies for the reduced rate (keep evidence, e.g. a council empty-homes letter).', reference: 'VAT Notice 708 s8; gov.uk VCONST07100', source: 'COST-KNOWLEDGE.md VAT rules (Reduced rate 5)', date: '2024' },
  { id: 'new_build', ratePercent: 0, reason: 'Constructing new dwellings is zero-rated.', reference: 'VAT Notice 708 s3', source: 'COST-KNOWLEDGE.md VAT rules (Zero rate)', date: '2024' },
  { id: 'energy_saving', ratePercent: 0, reason: 'Installing energy-saving materials (insulation, a heat pump) in a home in Great Britain is zero-rated until 31 March 2027.', reference: 'VAT Notice 708/6; gov.uk VENSAV2020', source: 'COST-KNOWLEDGE.md VAT rules (Zero rate, energy-saving materials)', date: '2022-04' },
]

const DRIVER_SRC = 'Smart-question catalogue: a cost driver the result lists while it is unanswered; it carries no width of its own (the range comes from measured residuals, see range)'

function driver(id: string, label: string): DriverDef {
  return { id, label, source: DRIVER_SRC, date: '2026' }
}

export const DRIVERS: Record<string, DriverDef> = Object.fromEntries(
  [
    driver('rewiring', 'Whether a full rewire is needed'),
    driver('heating', 'What heating work is needed'),
    driver('damp', 'Whether damp needs treating'),
    driver('structural_walls', 'Whether load-bearing walls are removed'),
    driver('roof_work', 'Whether the roof needs work'),
    driver('windows', 'Whether windows are replaced'),
    driver('listed_status', 'Listed building or conservation area'),
    driver('living_in', 'Whether you live in during the works'),
    driver('access', 'Access and parking for builders'),
    driver('empty_two_years', 'Whether the home has been empty for 2+ years (VAT)'),
    driver('bathrooms_count', 'Number of bathrooms'),
    driver('rooms_count', 'Number of bedrooms / lettable rooms'),
    driver('fittings_quality', 'Quality of fittings'),
    driver('property_age', 'Age of the property'),
    driver('loft_type', 'Type of loft conversion'),
    driver('extension_storeys', 'Single or double storey'),
    driver('basement_work', 'Digging out or lowering the floor'),
    driver('layout_change', 'Whether the kitchen or bathroom moves'),
    driver('worktops', 'Worktop material'),
  ].map((d) => [d.id, d]),
)

function saving(id: string, title: string, rateIds: string[], part: SavingDef['part'], fraction: number, detail: string, source: string): SavingDef {
  return { id, title, rateIds, part, fraction, detail, source, date: '2025' }
}

export const SAVINGS: SavingDef[] = [
  saving('own_sanitaryware', 'Supply your own sanitaryware', ['bathroom_suite', 'ensuite_suite'], 'materials', 0.2,
    'Buying the suite yourself in a sale avoids the contractor\u2019s handling margin; check it arrives complete before the fitter starts.',
    'Our assumption: retailer trade-discount / sale difference plus contractor handling margin about 20% of the supply price'),
  saving('own_appliances', 'Buy the appliances yourself', ['appliances'], 'materials', 0.2,
    'Appliances are a provisional sum; buying in a sale and having them delivered to site saves the margin.',
    'Our assumption: about 20% of the appliance provisional sum'),
  saving('keep_layout', 'Keep the existing kitchen and bathroom positions', ['layout_change'], 'total', 1,
    'Leaving soil, waste and gas runs where they are removes the re-routing work entirely.', 'Computed: the whole layout-change line'),
  saving('standard_fittings', 'Choose standard rather than premium fittings', [], 'total', 0,
    'Kitchen units, worktops, sanitaryware and appliances priced at the standard specification.', 'Computed: fittings lines re-priced at the standard quality factor'),
  saving('decorate_yourself', 'Do the decorating yourself', ['decoration'], 'labour', 1,
    'Decoration labour is easy to take on yourself once the trades have finished.', 'Computed: the labour part of the decoration line'),
  saving('avoid_living_in', 'Move out during the works', [], 'total', 0,
    'Living in adds protection, daily cleaning and phasing to the preliminaries and lengthens the programme.', 'Computed: the living-in uplift on preliminaries'),
]

export const FACTOR_TABLES: Pick<RateTable, 'qualityFactors' | 'conditionFactors' | 'contingency' | 'preliminaries' | 'programme' | 'range' | 'designFeeByScope' | 'mainContractorByScope'> = {
  designFeeByScope: { values: [0, 0, 0.8, 1, 1], source: 'Our assumption: decorating and a light refresh (no services or structure touched, src/shared/scope.ts) need no designer; design input grows with scope from a refurbishment (fee percentages per COST-KNOWLEDGE.md 5-15%)', date: '2026' },
  mainContractorByScope: { values: [0, 0.5, 1, 1, 1], source: 'Our assumption on who runs the job: decorating is let to a decorator whose published price already carries its own overheads and margin (no main contractor’s preliminaries or OH&P, as NRM1 adds them only where a main contractor is appointed); a light refresh is a small builder coordinating two or three trades (half the recipe’s preliminaries and OH&P); from a refurbishment up a main contractor runs the job (the recipe’s full percentages, qsguidancenotes GN-TD-11 prelims 12-18%)', date: '2026' },
  qualityFactors: {
    fixed: { values: { budget: 0.76, standard: 1, premium: 1.32, luxury: 1.4 }, source: LABOUR_QUALITY, date: '2026' },
    structure: {
      values: { budget: 0.76, standard: 1, premium: 1.27, luxury: 1.55 },
      source: 'Premium and luxury: Homebuilding & Renovating build-cost guide, laid prices by quality tier (facing bricks £45 / £56 / £67 per m2, roof tiles £28 / £36 / £45 per m2 for standard / good / excellent): good over standard 1.24 and 1.29 (median 1.27), excellent over standard 1.49 and 1.61 (median 1.55). Budget: that guide\'s standard tier is already the speculative-developer specification, so a budget job saves on labour, not materials: the budget labour factor 0.76 (' + LABOUR_ROWS + ')',
      date: '2026',
    },
    finish: {
      values: { budget: 0.7, standard: 1, premium: 1.5, luxury: 2 },
      source: 'everycalc.co.uk quality multipliers 0.7 budget / 1.0 standard / 1.5 premium ("verified against HomeOwners Alliance", COST-KNOWLEDGE.md); luxury is our assumption: the premium step (+0.5) taken once more',
      date: '2026',
    },
    fitting: {
      values: { budget: 0.72, standard: 1, premium: 2.58, luxury: 3.35 },
      source: 'Whole-line factor for fittings (materials about 75% of the line, labour 25%): materials at the premium-over-standard supply ratio of uk-unit-rates.csv, median of UR-045/UR-044 freestanding vs standard bath 3.2, UR-142 vs UR-141/143 hardwood vs standard staircase 2.65, UR-074/UR-073 timber vs uPVC casement 3.0 = 3.0, budget 0.7 (everycalc.co.uk), luxury 4.0 (our assumption: premium x the finishes luxury step 2.0/1.5); labour at the labour quality factor (' + LABOUR_ROWS + '). 0.25 x 1.32 + 0.75 x 3.0 = 2.58; 0.25 x 0.76 + 0.75 x 0.7 = 0.72; 0.25 x 1.40 + 0.75 x 4.0 = 3.35',
      date: '2026',
    },
  },
  conditionFactors: {
    values: { excellent: 0.67, good: 0.77, average: 1, fair: 1.3, poor: 1.5 },
    source: 'Our assumption, resting on the 30-50% period-property premium (Period Living / Real Homes quoting Hall Construction, COST-KNOWLEDGE.md) as the extra repair work in worn stock: fair 1 + 0.30, poor 1 + 0.50; good and excellent the reciprocals (1/1.3, 1/1.5). Multiplies repair, strip-out and replastering quantities',
    date: '2026',
  },
  contingency: {
    condition: { values: { excellent: 0, good: 0, average: 2, fair: 4, poor: 7 }, source: 'premiumcalculators.online 2024 tiers: 10-15% well-understood, 15-20% known-condition renovation (COST-KNOWLEDGE.md); additions are ours', date: '2024' },
    scopeFull: { percent: 2, source: 'Our assumption: back-to-brick work exposes more hidden defects (premiumcalculators 2024 tiers)', date: '2024' },
    period: { percent: 5, source: 'premiumcalculators.online 2024: Victorian/Edwardian 20-30% vs 10-15% (COST-KNOWLEDGE.md); our +5 points', date: '2024' },
    listed: { percent: 10, source: 'premiumcalculators.online 2024: listed/complex 30-50% (COST-KNOWLEDGE.md); our +10 points', date: '2024' },
    perUnknown: { percent: 1, source: 'Our assumption: +1 point of risk allowance per open cost driver (NRM1 design-development risk)', date: '2025' },
    maxUnknowns: 5,
    minPercent: 5,
    maxPercent: 30,
  },
  preliminaries: {
    livingIn: { percent: 3, source: 'Our assumption: protection, daily clean-down and phasing when occupied (qsguidancenotes GN-TD-11 prelims 12-18% range)', date: '2024' },
    restrictedAccess: { percent: 3, source: 'Our assumption: permits, small skips and carrying time (within the 10-18% prelims range of proqs / qsguidancenotes)', date: '2024' },
  },
  programme: {
    labourDayPence: 26_000, sequencingFactor: 2.2, livingInUplift: 0.15, designWeeks: 4, planningWeeks: 8, phaseOverlap: 0.8, minPhaseWeeks: 0.5,
    source: 'Labour day £260: mid of trade day rates in COST-KNOWLEDGE.md set H (£150-300), cf. UR-184..190 QuoteSmith typical £200-275; 8-week statutory planning determination period; sequencing factor 2.2 (trades waiting on each other, drying and lead times), living-in uplift, design period, phase overlap (the next trade starts when the last is 80% through) and half-week minimum phase are our assumptions', date: '2024',
  },
  range: {
    residuals: RANGE_RESIDUALS as RangeResiduals,
    unknownScopeRungs: 1,
    source: 'Measured: quantiles of ln(published / likely) over uk-cost-calibration-tagged.csv by family and by whether the scope was stated (scripts/accuracy.ts --write); with the scope not stated the range also spans the rungs either side of the type\u2019s typical job (our product rules, "Scope of work")', date: '2026',
  },
}
