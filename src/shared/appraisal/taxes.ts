/**
 * Property transaction taxes on a residential purchase, by nation and the rates in force at the purchase (effective)
 * date: Stamp Duty Land Tax (England and Northern Ireland), Land and Buildings Transaction Tax (Scotland) and Land
 * Transaction Tax (Wales), each with its surcharge for additional dwellings (which applies from £40,000).
 * Pure: pence in, pence out; each band's tax is exact in pence and the total is rounded down to the whole pound, as the
 * returns are. First-time buyer relief, the SDLT non-resident surcharge, leases and mixed use are not modelled.
 * Checked 26 Nov 2026 against gov.uk, Revenue Scotland and Welsh Revenue Authority guidance (URLs in each table).
 * taxes.test.ts runs the authorities' published worked examples at dates their rates were in force: gov.uk
 * residential-property-rates (£295,000 in Oct 2024 and Apr 2025), HMRC SDLTM09740 (£300,000 buy-to-let at the 3%
 * higher rates), Revenue Scotland "Calculating Tax - rates and bands" (£280,000), WRA LTTA/3020 Example 2 (£350,000)
 * and gov.wales rates and bands (£260,000); the surcharges at today's rates are worked by hand from the rates pages and
 * legislation (https://www.legislation.gov.uk/wsi/2018/128/schedule for LTT).
 */
export const NATIONS = ['england', 'northern_ireland', 'scotland', 'wales'] as const
export type Nation = (typeof NATIONS)[number]
export type TaxName = 'SDLT' | 'LBTT' | 'LTT'

export interface TaxBand {
  /** Lower edge of the band in pence (the band covers the price above it, up to the next band's edge). */
  fromPence: number
  /** Rate in basis points (200 = 2%). */
  rateBp: number
}

export interface TaxTable {
  tax: TaxName
  /** First effective (completion) date the table applies to, ISO. */
  effectiveFrom: string
  /** Standard residential bands. */
  bands: TaxBand[]
  /** Additional dwellings: a flat surcharge on every band (SDLT higher rates; LBTT ADS on the whole price)… */
  surchargeBp?: number
  /** …or a band table of its own (LTT higher residential rates). */
  higherBands?: TaxBand[]
  /** LBTT's ADS is a percent of the whole price; the SDLT surcharge adds to each band (the same sum). */
  source: string
  sourceUrl: string
}

const SURCHARGE_THRESHOLD_PENCE = 4_000_000 // £40,000: below it the surcharge / higher rates don't apply

const bands = (...pairs: [pounds: number, percent: number][]): TaxBand[] =>
  pairs.map(([pounds, pct]) => ({ fromPence: pounds * 100, rateBp: Math.round(pct * 100) }))

const SDLT_RATES_URL = 'https://www.gov.uk/stamp-duty-land-tax/residential-property-rates'
const SDLT_HIGHER_URL = 'https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property'
const LBTT_URL = 'https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property'
const LBTT_ADS_URL = 'https://revenue.scot/taxes/land-buildings-transaction-tax/additional-dwelling-supplement-ads'
const LTT_URL = 'https://www.gov.wales/land-transaction-tax-rates-and-bands'
const LTT_REGS_URL = 'https://www.legislation.gov.uk/wsi/2018/128/schedule'

/** Newest last within each tax. */
export const TAX_TABLES: Record<TaxName, TaxTable[]> = {
  SDLT: [
    {
      tax: 'SDLT',
      effectiveFrom: '2021-10-01',
      bands: bands([0, 0], [125_000, 2], [250_000, 5], [925_000, 10], [1_500_000, 12]),
      surchargeBp: 300,
      source: 'HMRC, SDLT residential rates 1 Oct 2021 - 22 Sep 2022; higher rates +3% (from 1 Apr 2016)',
      sourceUrl: SDLT_RATES_URL,
    },
    {
      tax: 'SDLT',
      effectiveFrom: '2022-09-23',
      bands: bands([0, 0], [250_000, 5], [925_000, 10], [1_500_000, 12]),
      surchargeBp: 300,
      source: 'HMRC, SDLT residential rates from 23 Sep 2022 (nil band £250,000); higher rates +3%',
      sourceUrl: SDLT_RATES_URL,
    },
    {
      tax: 'SDLT',
      effectiveFrom: '2024-10-31',
      bands: bands([0, 0], [250_000, 5], [925_000, 10], [1_500_000, 12]),
      surchargeBp: 500,
      source: 'HMRC, higher rates for additional dwellings raised from 3% to 5% from 31 Oct 2024 (Autumn Budget 2024)',
      sourceUrl: SDLT_HIGHER_URL,
    },
    {
      tax: 'SDLT',
      effectiveFrom: '2025-04-01',
      bands: bands([0, 0], [125_000, 2], [250_000, 5], [925_000, 10], [1_500_000, 12]),
      surchargeBp: 500,
      source:
        'HMRC, SDLT residential rates from 1 Apr 2025 (nil band back to £125,000, 2% to £250,000); higher rates +5%',
      sourceUrl: SDLT_RATES_URL,
    },
  ],
  LBTT: [
    {
      tax: 'LBTT',
      effectiveFrom: '2021-04-01',
      bands: bands([0, 0], [145_000, 2], [250_000, 5], [325_000, 10], [750_000, 12]),
      surchargeBp: 400,
      source: 'Revenue Scotland, LBTT residential rates from 1 Apr 2021; ADS 4% of the price (from 25 Jan 2019)',
      sourceUrl: LBTT_URL,
    },
    {
      tax: 'LBTT',
      effectiveFrom: '2022-12-16',
      bands: bands([0, 0], [145_000, 2], [250_000, 5], [325_000, 10], [750_000, 12]),
      surchargeBp: 600,
      source: 'Revenue Scotland, ADS raised to 6% from 16 Dec 2022',
      sourceUrl: LBTT_ADS_URL,
    },
    {
      tax: 'LBTT',
      effectiveFrom: '2024-12-05',
      bands: bands([0, 0], [145_000, 2], [250_000, 5], [325_000, 10], [750_000, 12]),
      surchargeBp: 800,
      source: 'Revenue Scotland, ADS raised to 8% from 5 Dec 2024 (SSI 2024/367); residential bands unchanged',
      sourceUrl: LBTT_ADS_URL,
    },
  ],
  LTT: [
    {
      tax: 'LTT',
      effectiveFrom: '2021-07-01',
      bands: bands([0, 0], [180_000, 3.5], [250_000, 5], [400_000, 7.5], [750_000, 10], [1_500_000, 12]),
      higherBands: bands([0, 4], [180_000, 7.5], [250_000, 9], [400_000, 11.5], [750_000, 14], [1_500_000, 16]),
      source:
        'Welsh Revenue Authority, LTT residential rates from 1 Jul 2021; higher residential rates from 22 Dec 2020',
      sourceUrl: LTT_URL,
    },
    {
      tax: 'LTT',
      effectiveFrom: '2022-10-10',
      bands: bands([0, 0], [225_000, 6], [400_000, 7.5], [750_000, 10], [1_500_000, 12]),
      higherBands: bands([0, 4], [180_000, 7.5], [250_000, 9], [400_000, 11.5], [750_000, 14], [1_500_000, 16]),
      source: 'Welsh Revenue Authority, LTT main residential rates from 10 Oct 2022 (nil band £225,000)',
      sourceUrl: LTT_URL,
    },
    {
      tax: 'LTT',
      effectiveFrom: '2024-12-11',
      bands: bands([0, 0], [225_000, 6], [400_000, 7.5], [750_000, 10], [1_500_000, 12]),
      higherBands: bands([0, 5], [180_000, 8.5], [250_000, 10], [400_000, 12.5], [750_000, 15], [1_500_000, 17]),
      source:
        'Welsh Revenue Authority, higher residential rates +1 point from 11 Dec 2024 (WSI 2024/1311 amending the LTT (Tax Bands and Tax Rates) (Wales) Regulations 2018, Table 2)',
      sourceUrl: LTT_REGS_URL,
    },
  ],
}

export const TAX_FOR_NATION: Record<Nation, TaxName> = {
  england: 'SDLT',
  northern_ireland: 'SDLT',
  scotland: 'LBTT',
  wales: 'LTT',
}

export const TAX_LABELS: Record<TaxName, string> = {
  SDLT: 'Stamp Duty Land Tax',
  LBTT: 'Land and Buildings Transaction Tax',
  LTT: 'Land Transaction Tax',
}

/**
 * The nation from an estimate's region or location (either form's value; see cost-engine/data/factors.ts). Every
 * English region, London and the UK average price as England; 'ni' / 'Northern Ireland' as Northern Ireland.
 */
export function nationForRegion(region: string): Nation {
  const key = (region ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
  if (key === 'scotland') return 'scotland'
  if (key === 'wales') return 'wales'
  if (key === 'ni' || key === 'northern_ireland') return 'northern_ireland'
  return 'england'
}

export interface TaxBandLine {
  fromPence: number
  /** Null for the top band. */
  toPence: number | null
  rateBp: number
  taxablePence: number
  taxPence: number
}

export interface TransactionTaxResult {
  tax: TaxName
  label: string
  nation: Nation
  pricePence: number
  isAdditionalDwelling: boolean
  /** Whether the surcharge / higher rates were charged (additional dwelling and at least £40,000). */
  isSurchargeApplied: boolean
  lines: TaxBandLine[]
  /** LBTT only: the ADS line (a percent of the whole price); SDLT's surcharge sits inside each band's rate. */
  surchargePence: number
  /** Rounded down to the whole pound. */
  totalPence: number
  ratesFrom: string
  source: string
  sourceUrl: string
  /** Set when the purchase date is before the oldest table we hold (that table is used). */
  note?: string
}

function tableFor(tax: TaxName, date: string): { table: TaxTable; isBeforeOldest: boolean } {
  const tables = TAX_TABLES[tax]
  let hit: TaxTable | undefined
  for (const t of tables) if (t.effectiveFrom <= date) hit = t
  return hit ? { table: hit, isBeforeOldest: false } : { table: tables[0]!, isBeforeOldest: true }
}

/** Tax on each band slice, exact to the penny (half pence rounded up), in basis points. */
function bandLines(pricePence: number, table: TaxBand[], addBp: number): TaxBandLine[] {
  const lines: TaxBandLine[] = []
  table.forEach((band, i) => {
    const to = table[i + 1]?.fromPence ?? null
    const taxable = Math.max(0, Math.min(pricePence, to ?? pricePence) - band.fromPence)
    const rateBp = band.rateBp + addBp
    lines.push({ fromPence: band.fromPence, toPence: to, rateBp, taxablePence: taxable, taxPence: bp(taxable, rateBp) })
  })
  return lines
}

/** `pence × basisPoints / 10 000`, rounded half up (exact integer maths for anything under £1bn). */
export function bp(pence: number, basisPoints: number): number {
  const n = pence * basisPoints
  return n < 0 ? -Math.floor((5_000 - n) / 10_000) : Math.floor((n + 5_000) / 10_000)
}

export function computeTransactionTax(args: {
  nation: Nation
  pricePence: number
  /** ISO effective (completion) date. */
  date: string
  isAdditionalDwelling: boolean
}): TransactionTaxResult {
  const tax = TAX_FOR_NATION[args.nation]
  const { table, isBeforeOldest } = tableFor(tax, args.date)
  const price = Math.max(0, Math.round(args.pricePence))
  const isSurchargeApplied = args.isAdditionalDwelling && price >= SURCHARGE_THRESHOLD_PENCE
  let lines: TaxBandLine[]
  let surchargePence = 0
  if (tax === 'LTT') {
    lines = bandLines(price, isSurchargeApplied && table.higherBands ? table.higherBands : table.bands, 0)
  } else if (tax === 'SDLT') {
    lines = bandLines(price, table.bands, isSurchargeApplied ? (table.surchargeBp ?? 0) : 0)
  } else {
    lines = bandLines(price, table.bands, 0)
    if (isSurchargeApplied) surchargePence = bp(price, table.surchargeBp ?? 0)
  }
  const exact = lines.reduce((a, l) => a + l.taxPence, 0) + surchargePence
  const totalPence = Math.floor(exact / 100) * 100
  return {
    tax,
    label: TAX_LABELS[tax],
    nation: args.nation,
    pricePence: price,
    isAdditionalDwelling: args.isAdditionalDwelling,
    isSurchargeApplied,
    lines: lines.filter((l) => l.taxablePence > 0),
    surchargePence,
    totalPence,
    ratesFrom: table.effectiveFrom,
    source: table.source,
    sourceUrl: table.sourceUrl,
    ...(isBeforeOldest
      ? { note: `Purchase before ${table.effectiveFrom}: the oldest rates held (from that date) are used.` }
      : {}),
  }
}
