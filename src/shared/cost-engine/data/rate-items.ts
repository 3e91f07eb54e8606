import { PRELIMINARIES_ELEMENT, type ElementDef, type QualitySensitivity, type RateBasis, type RateItem } from '../rate-table'
import { roomSchedule } from '../room-schedule'
import { priceBaseIndex, REGIONS } from './factors'

/**
 * Rates on their stated basis (BASIS: net or trade price), UK average location, standard specification,
 * nominal price base 4Q2024 (costmodelling TPI 221). Every rate comes from published figures by ONE fixed rule:
 *  1. Each cited row of research/data/uk-unit-rates.csv (UR-xxx), or a named published page where the CSV has no
 *     such item, gives one central figure: its typical figure, else the midpoint of its low and high.
 *  2. A figure the source states as VAT-inclusive is divided by 1.2; a figure for a named region is divided by the
 *     engine's own location factor for that region (factors.ts REGIONS: London 1.30, South East 1.07 ...).
 *  3. Units are converted with the assumption stated beside the rate (e.g. a partition priced per metre run ÷ its
 *     height gives £/m²); a build-up multiplies stated quantities by cited rates and says so.
 *  4. The rate is the median of the cited rows' central figures (one row: that row). Standard / "any" tier rows set
 *     the rate; budget and premium rows only inform the quality factors.
 *  5. No indexing between source years of 2020-2026 (most rows' year is unknown); no figure is chosen or adjusted to
 *     make an estimate land on published whole-project costs, and no calibration row is cited.
 *  6. Except a figure from a source of 2003-2009 (the Building magazine commercial tables; COST-KNOWLEDGE.md caveat 5:
 *     "rebase these with the tender price index"): an item wholly from one such table carries the table's price-base
 *     quarter as its `date`, and the engine indexes it to 4Q2024 (price-index.ts priceBaseFactor, factors.ts
 *     HISTORIC_TPI); a figure inside a median of sources of different dates is rebased first (`rebased`, same index).
 *     Where the stored copy of a table carries no date, the quarter is estimated from building.co.uk story-code order
 *     between dated pages and the source text says so.
 * Published trade prices already carry the trade's own overheads and margin: a main contractor's preliminaries apply
 * where one runs the job, and its overheads and profit only to the net lines (on-costs.ts). The labour/materials/plant split of each item is
 * our estimate of typical proportions for the operation (as in Spon's A&B / BCIS composite rates), not a copied figure.
 */

const DATE = '2024-Q4'

/**
 * The basis of every rate (RateBasis, PRICE-BUILD-UP.md §4: "day rates, no; firm quotes and build cost £/m², yes").
 * Net: our build-ups from self-employed day rates and supply prices (strip-out, making good, first-fix plumbing and
 * electrics, supply-price fittings and appliances, door sets from a leaf and a carpenter-day), and QS price-book or
 * benchmark rates (Gleeds kitchen packages, Building magazine fit-out tables), which exclude a contractor's overheads
 * and profit. Trade: published supply-and-fit and installed prices, trade quotes and consumer-guide job prices.
 */
const NET = [
  'strip_general', 'strip_kitchen', 'strip_bathroom', 'strip_commercial', 'foundations', 'foundations_strip',
  'loft_floor', 'upper_floor', 'loft_steels', 'new_build_frame', 'roof_repairs', 'making_good', 'door_internal',
  'skirting', 'stud_partition', 'appliances', 'furnishing', 'shopfitting', 'commercial_fitout_joinery',
  'suspended_ceiling', 'ext_wall', 'bathroom_suite', 'ensuite_suite', 'cloakroom_suite', 'bathroom_plumbing', 'cloakroom_plumbing', 'kitchen_plumbing', 'island_plumbing', 'plumbing_new_space',
  'heating_distribution', 'bathroom_electrics', 'commercial_mep', 'commercial_electrics', 'commercial_fire',
  'emergency_lighting', 'joinery_refurb', 'external_works', 'wc_swap', 'basin_swap',
]
const TRADE = [
  'ground_slab', 'basement_tanking', 'basement_underpin', 'lightwell', 'steel_beam', 'roof_flat', 'roof_pitched',
  'dormer', 'dormer_sqm', 'mansard', 'mansard_sqm', 'hip_to_gable', 'rooflight', 'rooflight_in_works', 'rooflight_flat', 'roof_lantern',
  'fascias_gutters', 'flat_roof_recover', 'exterior_paint', 'log_burner', 'french_doors', 'cavity_insulation', 'chimney_breast_removal', 'ev_charger',
  'roof_recover', 'loft_insulation', 'bc_notice_reroof', 'scaffold', 'loft_stairs', 'new_build_envelope',
  'new_build_roof', 'window', 'ext_door', 'bifold', 'glazed_doors_m', 'opening_beam_m', 'shopfront', 'fire_separation', 'door_fire', 'plaster_walls',
  'skim_walls', 'drylining', 'tiling_walls', 'screed', 'floor_finish', 'floor_carpet', 'floor_sanding', 'floor_tiling', 'ceiling', 'decoration', 'wallpaper', 'paint_skirting', 'paint_door', 'kitchen_units', 'kitchen_fit', 'kitchen_respray', 'worktop', 'worktop_stone',
  'layout_change', 'boiler', 'heat_pump', 'ufh', 'rewire', 'electrics_partial', 'electrics_new_space',
  'kitchen_electrics', 'island_electrics', 'new_build_services', 'fire_alarm', 'damp_treatment', 'dpc_injection', 'cylinder', 'period_repairs', 'heritage_works',
  'barn_repairs', 'alterations_existing', 'insulation_upgrade', 'drainage_connection', 'new_build_external', 'utilities',
  'consumer_unit', 'socket_added', 'repointing', 'electric_shower', 'floor_insulation', 'stair_carpet',
]
const BASIS: Record<string, RateBasis> = Object.fromEntries([
  ...NET.map((id) => [id, 'net' as const]),
  ...TRADE.map((id) => [id, 'trade' as const]),
])
const SPLIT = "labour/materials/plant split: our estimate of typical proportions for the operation (cf. Spon's A&B 2024 composite rates)"


/** Trade day rates used in build-ups: median of the UK-average rows for the trade (uk-unit-rates.csv). */
const BUILDER_DAY_TEXT = 'general builder £252.50/day (median of UR-193 TradeMatch £330 and UR-197 CostEstimator £175)'
const PLUMBER_DAY_TEXT = 'plumber £300/day (median of UR-184 QuoteSmith £260 and UR-192 TradeMatch £340)'
const ELECTRICIAN_DAY_TEXT = 'electrician £320/day (median of UR-185 QuoteSmith £275 and UR-191 TradeMatch £365)'
/** 3 m x 3 m room, perimeter 12 m x 2.4 m storey height, less 15% openings (the take-off rule in quantities.ts). */
const MEDIUM_ROOM_WALLS = 'about 24.5 m2 of wall (9 m2 room: 12 m perimeter x 2.4 m less 15% openings)'

function item(
  id: string,
  elementCode: string,
  trade: string,
  description: string,
  unit: string,
  ratePounds: number,
  split: [number, number, number],
  quality: QualitySensitivity,
  source: string,
  isProvisionalSum = false,
  priceBase = DATE,
): RateItem {
  const basis = BASIS[id]
  if (!basis) throw new Error(`Rate ${id} does not say its basis (BASIS in rate-items.ts)`)
  return {
    id, basis, elementCode, trade, description, unit, ratePence: Math.round(ratePounds * 100),
    labourShare: split[0], materialsShare: split[1], plantShare: split[2], quality, source, date: priceBase,
    ...(isProvisionalSum ? { isProvisionalSum } : {}),
  }
}

/** Rule step 2: the engine's location factor for a region key (a regional figure ÷ this = UK average). */
function regionFactor(key: string): number {
  const r = REGIONS.find((x) => x.key === key)
  if (!r) throw new Error(`No location factor for ${key}`)
  return r.factor
}

/** The London factor the London figures are divided by (named in the sources' text). */
const LONDON = regionFactor('london')

/** Rule steps 1-2: one cited figure's central value in £ ex VAT, UK average. */
function central(low: number | null, typical: number | null, high: number | null, opts: { incVat?: boolean; region?: string } = {}): number {
  const mid = typical ?? (low !== null && high !== null ? (low + high) / 2 : (low ?? high))
  if (mid === null) throw new Error('A cited row needs a figure')
  return mid / (opts.incVat ? 1.2 : 1) / (opts.region ? regionFactor(opts.region) : 1)
}

/** Rule step 4: median of the cited central figures. */
function median(values: number[]): number {
  const v = [...values].sort((a, b) => a - b)
  const m = Math.floor(v.length / 2)
  return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2
}

/** Rule step 6: a figure priced at `quarter` brought to the 4Q2024 base by the spliced tender price index. */
function rebased(pounds: number, quarter: string): number {
  return (pounds * priceBaseIndex(DATE)) / priceBaseIndex(quarter)
}

/**
 * Price bases of the Building magazine tables (rule step 6). Stored copies carry no date except where stated; dated
 * anchors for story-code order: 3046363 gives 4Q03-4Q04 tender price changes (turn of 2004/05), 3086036 gives
 * 1Q06-1Q07 changes (early 2007), 3148434 is the September 2009 cost update.
 */
/** Story 1027484 (Davis Langdon & Everest office fit-out): "Rates are at March 2003 price levels". */
const Q_DLE_2003 = '2003-Q1'
/** Story 3045688 (Gardiner & Theobald office fit-out benchmarks): code just before 3046363, so c.4Q2004. */
const Q_GT_OFFICE = '2004-Q4'
/** Story 3071476 (Davis Langdon high-street retail refurbishment rates): between 3046363 and 3086036, so c.3Q2006. */
const Q_DL_RETAIL = '2006-Q3'
/** Story 3143084 (suspended ceiling specification options): just before 3148434, so mid-2009. */
const Q_CEILING_OPTIONS = '2009-Q2'
const TPI_NOTE = (q: string) => `price base ${q}, indexed to 4Q2024 by the Davis Langdon TPI spliced to costmodelling's (x ${(priceBaseIndex(DATE) / priceBaseIndex(q)).toFixed(3)}, factors.ts HISTORIC_TPI)`

const r2 = (n: number) => Math.round(n * 100) / 100
const f = (n: number) => `£${r2(n).toFixed(2)}`

// Day rates used by the build-ups (uk-unit-rates.csv, Labour day rates).
/** General builder: UR-193 (TradeMatch 2025 median £330), UR-197 (CostEstimator 2025 £175), UR-172..183 (QuoteSmith 2026 regional typicals, each ÷ its location factor). */
const BUILDER_DAY = median([
  central(null, 330, null), central(null, 175, null),
  central(null, 300, null, { region: 'london' }), central(null, 250, null, { region: 'south_east' }), central(null, 220, null, { region: 'south_west' }),
  central(null, 210, null, { region: 'east_of_england' }), central(null, 210, null, { region: 'west_midlands' }), central(null, 200, null, { region: 'east_midlands' }),
  central(null, 200, null, { region: 'north_west' }), central(null, 190, null, { region: 'yorkshire' }), central(null, 185, null, { region: 'north_east' }),
  central(null, 185, null, { region: 'wales' }), central(null, 195, null, { region: 'scotland' }), central(null, 170, null, { region: 'northern_ireland' }),
])
const BUILDER_SRC = `general builder day ${f(BUILDER_DAY)} (median of UR-193 TradeMatch 2025, UR-197 CostEstimator 2025 and UR-172..183 QuoteSmith 2026 regional rates ÷ location factor)`
/** Labourer: UR-196 (CostEstimator 2025 £134), UR-198 (RenoCalc 2026 London/SE £180-250 ÷ London factor). */
const LABOURER_DAY = median([central(null, 134, null), central(180, null, 250, { region: 'london' })])
const LABOURER_SRC = `labourer day ${f(LABOURER_DAY)} (median of UR-196 CostEstimator 2025, UR-198 RenoCalc 2026 London ÷ ${LONDON})`
/** Carpenter: UR-189 (QuoteSmith 2026 UK typical £240). */
const CARPENTER_DAY = central(180, 240, 320)
/** Roofer: UR-188 (QuoteSmith 2026 UK typical £260). */
const ROOFER_DAY = central(200, 260, 350)
/** 8-yard skip: UR-114 (6 yd £250-450), UR-115 (8 yd £260-385), UR-116 (8 yd from £322.99 inc VAT), PriceYourJob / MCS Waste 2024. */
const SKIP = median([central(250, null, 450), central(260, null, 385), central(null, 322.99, null, { incVat: true })])
const SKIP_SRC = `skip ${f(SKIP)} (median of UR-114, UR-115 PriceYourJob 2024 and UR-116 MCS Waste ÷ 1.2)`
/** Ready-mixed concrete C20/C25: HomeGuides "Your guide to concrete prices in 2025" £95/m³ ex VAT. */
const CONCRETE_M3 = 95
/** Mineral wool 200 mm laid: UR-129 (Price This Please, London & SE basis, £17/m²) ÷ South East factor. */
const MINERAL_WOOL = central(null, 17, null, { region: 'south_east' })
/** Flat roof structure (150x75 joists £45, 18 mm ply £27, VCL £2, 120 mm PIR £26 = £99/m²): Price This Please, Flat roof cost 2022. */
const FLAT_ROOF_BASE = 99
/** Joists alone, per m² (same Price This Please table). */
const JOISTS = 45

// 0 Facilitating works: strip-out
const STRIP_GENERAL = 0.1 * LABOURER_DAY + SKIP / 25
const STRIP_KITCHEN = BUILDER_DAY + LABOURER_DAY + SKIP / 2
const STRIP_BATHROOM = BUILDER_DAY + LABOURER_DAY + SKIP / 3
const STRIP_COMMERCIAL = 0.075 * LABOURER_DAY + SKIP / 30
// 1 Substructure
const FOUNDATIONS_STRIP_PARTS = {
  dig: 0.6 * central(null, 15, null), // 0.6 m³/m at UR-128 £15/m³ (excavate and remove spoil incl tipping, Homebuilding & Renovating)
  concrete: 0.6 * CONCRETE_M3,
  place: 0.1 * LABOURER_DAY,
}
/** External wall: self-build.co.uk (Build It) "from around £105 per m² of basic brick and block cavity walling, incl labour, insulation, wall ties and DPCs" ("You'll then need to add the builder's profit (say around 20%)": a net rate); householdcosts.co.uk "cavity walling ... around £100 per square metre". */
const EXT_WALL = median([105, 100])
/** FD30(S) fire door set, supplied and fitted: three published prices (rate-item text below). */
const DOOR_FIRE = median([central(450, null, 1250, { region: 'london' }), central(450, null, 800, { region: 'london' }), central(150, null, 600)])
const FOUNDATIONS_STRIP = FOUNDATIONS_STRIP_PARTS.dig + FOUNDATIONS_STRIP_PARTS.concrete + FOUNDATIONS_STRIP_PARTS.place + 0.6 * EXT_WALL
/** groundworksanswers "standard ground-bearing £80-£110/m²"; drawandplan.com (May 2025) solid slab incl screed £120-160/m² less screed (UR-021 £20-40 inc VAT). */
const GROUND_SLAB = median([central(80, null, 110), central(120, null, 160) - central(20, null, 40, { incVat: true })])
const FOUNDATIONS = GROUND_SLAB + 0.6 * FOUNDATIONS_STRIP
/** squote.app CDM systems £100-200/m²; dryfoundation.co.uk Type C £60-120/m² and "installed incl drainage, sump ... £80-150 per m²". */
/** A straight staircase carpeted: renoca.co.uk's average (inc VAT) and harrogateflooringstore.co.uk's typical (VAT not stated). */
const STAIR_CARPET = median([central(null, 750, null, { incVat: true }), central(null, 600, null)])
const TANKING = median([central(100, null, 200), central(60, null, 120), central(80, null, 150)])
/** UR-124 underpinning £1,500-3,000/m² (taken per m² of floor); UR-127 mass-concrete underpinning £1,500-2,500 per m of wall × 0.63 m of wall per m² of floor (perimeter 4√40 of a 40 m² basement); plus spoil 1 m deep at UR-128 £15/m³. */
const UNDERPIN = median([central(1500, null, 3000), central(1500, null, 2500) * (4 * Math.sqrt(40)) / 40]) + central(null, 15, null)
/** builderr.co.uk London 2026: reinforced concrete cantilever retaining wall £800-2,000 per m ÷ London factor × 3 m (three sides), plus drain run UR-151 £530 and 3 m³ dig at UR-128 £15. */
const LIGHTWELL = 3 * central(800, null, 2000, { region: 'london' }) + central(null, 530, null) + 3 * central(null, 15, null)
/** A light fitting, UR-003 (The Page, £65 in London) ÷ London factor. */
const LIGHT_FITTING = central(null, 65, null, { region: 'london' })
/** Combi boiler: UR-015 (Prestige Engineers, like-for-like £1,800-2,800 in London) ÷ London factor and UR-171 (Uswitch 2023, £1,500-5,000). */
const BOILER = median([central(1800, null, 2800, { region: 'london' }), central(1500, null, 5000)])
/** Kitchen circuits: ring main UR-014 (£350-700), a dedicated radial priced as UR-051 (£300) and four light fittings. */
const KITCHEN_ELECTRICS = central(350, null, 700) + central(null, 300, null) + 4 * LIGHT_FITTING
/** Fire alarm point: UR-145 (Electrician London £180 a point incl cable) ÷ London factor and UR-146 + UR-147 (£20 alarm + £50-80 wiring). */
const FIRE_ALARM = median([central(null, 180, null, { region: 'london' }), central(null, 20, null) + central(50, null, 80)])
/** Injected DPC per m: UR-122 (Rocksure, £35-55/m in London) ÷ London factor and UR-123 (Housey, one wall £300-700 over a 6 m wall). */
const DPC = median([central(35, null, 55, { region: 'london' }), central(300, null, 700) / 6])
/** Break-through into the existing house: UR-097 (Lian Construction, £800-2,000 in London) ÷ London factor. */
const BREAK_THROUGH = central(800, null, 2000, { region: 'london' })
// 2 Superstructure
/** UR-096 (Lian 2026 London £1,800-4,500 ÷ London factor), UR-099 (Price This Please 2024 single doorway £1,000-1,500), UR-100 (MyJobQuote £1,500-2,500), UR-101 + UR-102 (HomeHow 3 m opening: steel £400 + labour £650-700). */
const STEEL_BEAM = median([central(1800, null, 4500, { region: 'london' }), central(1000, null, 1500), central(1500, null, 2500), central(null, 400, null) + central(650, null, 700)])
/** Upper floor: joists £45 + 18 mm deck £27 (Price This Please flat roof table) + UR-129 mineral wool; drawandplan.com suspended timber floor £100-130/m². */
const UPPER_FLOOR = median([JOISTS + 27 + MINERAL_WOOL, central(100, null, 130)])
/** Loft steels: two beams of about 5 m at UR-098 (£50-130/m supply) plus fixing labour per beam UR-102 (£650-700). */
const LOFT_STEELS = 2 * (5 * central(50, null, 130) + central(650, null, 700))
/** Flat roof: Price This Please 2022 base £99/m² + EPDM £58 = £157, + GRP £71 = £170 (the two standard-tier coverings; felt is budget). */
const ROOF_FLAT = median([FLAT_ROOF_BASE + 58, FLAT_ROOF_BASE + 71])
/** Pitched roof per m² of footprint: (rafters £45 + tiles UR-094 £80-150) × 1.25 slope/footprint + mineral wool at ceiling. */
const ROOF_RECOVER = central(80, null, 150)
const ROOF_PITCHED = (JOISTS + ROOF_RECOVER) * 1.25 + MINERAL_WOOL
/** One dormer (structure, cheeks, roof, leadwork, its window): "small dormer" figures, spsroofingltd.co.uk £4,000-8,000 and priceyourjob.co.uk (Apr 2024) £2,000-7,000. */
const DORMER_EACH = median([central(4000, null, 8000), central(2000, null, 7000)])
/** Dormer part that grows with the loft: flat roof over half the floor (ROOF_FLAT × 0.5) and insulated stud cheeks/front, 0.45 m² per m² of floor, at stud partition + render (UR-136 £30-50). */
/**
 * Loft types from pages that price every type on one basis: the difference between two types on the same page isolates
 * the roof alteration, a whole conversion's at the page's size (a page's per-m² figures × the engine's typical 28 m²
 * loft). Mansard over a rooflight (Velux) conversion, per conversion: ngconstructionltd.co.uk (£2,000-2,500 vs
 * £1,200-1,600 /m²), underlay4u.co.uk 2024 (basic 20 m²: £70-100k vs £28-32k), icelabz.co.uk 2026 (3-bed semi: £45-75k
 * vs £20-35k), Price This Please loft conversion cost 2023 (30 m²: £35-48k vs £15-20k).
 */
const MANSARD_EACH = median([
  (central(2000, null, 2500) - central(1200, null, 1600)) * 28,
  central(70000, null, 100000) - central(28000, null, 32000),
  central(45000, null, 75000) - central(20000, null, 35000),
  central(35000, null, 48000) - central(15000, null, 20000),
])
/**
 * The part of a mansard that grows with the loft floor (a deeper loft on the same house): the flat top over half the
 * floor (ROOF_FLAT × 0.5, as a full-width dormer's) and the party walls raised along its depth, 0.48 m² of wall per m²
 * of floor (two walls raised about 1.2 m on average, over a house about 5 m wide: our take-off) at EXT_WALL. The steep
 * faces, their structure and slating, the opening-up and the windows' framing go across the house's width: per
 * conversion (`MANSARD_FIXED`), as a dormer's opening-up and a hip-to-gable's wall are.
 */
const MANSARD_SQM = 0.5 * ROOF_FLAT + 0.48 * EXT_WALL
const MANSARD_FIXED = MANSARD_EACH - 28 * MANSARD_SQM
/** Hip-to-gable over a dormer conversion, per conversion, from the same four pages (ngconstruction £1,800-2,400 vs £1,500-2,000 /m² × 28 m²; underlay4u £52-68k vs £36-48k; icelabz £35-60k vs £30-55k; Price This Please 30 m² £35-48k vs £30-38k). */
const HIP_TO_GABLE = median([
  (central(1800, null, 2400) - central(1500, null, 2000)) * 28,
  central(52000, null, 68000) - central(36000, null, 48000),
  central(35000, null, 60000) - central(30000, null, 55000),
  central(35000, null, 48000) - central(30000, null, 38000),
])
/** Scaffold per elevation: UR-090 (one side £300-650), UR-091 (four sides £1,200-2,600 ÷ 4), UR-093 (whole house £1,500-3,000 ÷ 4). */
const SCAFFOLD = median([central(300, null, 650), central(1200, null, 2600) / 4, central(1500, null, 3000) / 4])
const WINDOW = median([central(310, null, 434), central(null, 425, null)])
/** Stud partition per m²: UR-026 (£157.75-181.42 per m run ÷ 2.25 m height), UR-027 (£202.15-232.48 per m ÷ 2.55 m), Building magazine retail refurbishment rates "studwall; board both side £95-105". */
const STUD = median([central(157.75, null, 181.42) / 2.25, central(202.15, null, 232.48) / 2.55, rebased(central(95, null, 105), Q_DL_RETAIL)])
const DORMER_SQM = 0.5 * ROOF_FLAT + 0.45 * (STUD + central(30, null, 50))
/**
 * The fixed part of a dormer: a published "small dormer" price less its own roof, cheeks and front, which dormer_sqm
 * already measures over the floor. Small dormer taken as a single-window dormer about 1.5 m wide x 2 m deep (our
 * assumption): 3 m² of flat roof at ROOF_FLAT and about 3.4 m² of cheeks and front at stud + render.
 */
const SMALL_DORMER_AREA_PARTS = 3 * ROOF_FLAT + 3.4 * (STUD + central(30, null, 50))
const DORMER_FIXED = DORMER_EACH - SMALL_DORMER_AREA_PARTS
/** New build per m² GIFA (3-storey block, 70 m² dwellings): build-ups from the rates above. */
const STAIRS = median([central(400, null, 1500), central(750, null, 1500)])
const NEW_BUILD_FRAME = (2 / 3) * UPPER_FLOOR + STAIRS / 70 + 0.3 * central(88.04, null, 101.25)
const NEW_BUILD_ENVELOPE = 0.83 * EXT_WALL + WINDOW / 9 + central(800, 1000, 1200) / 70
const NEW_BUILD_ROOF = ROOF_PITCHED / 3
// 2.8 Doors and joinery
/** Door leaf UR-078 (£50-200) + ironmongery (same page, £30-40) + half a carpenter day (UR-189) + architraves both sides UR-080 (£135) + painting UR-066 (£70-140). */
const DOOR_INTERNAL = central(50, null, 200) + central(30, null, 40) + CARPENTER_DAY / 2 + central(null, 135, null) + central(70, null, 140)
/** Skirting per m: Building magazine retail refurbishment rates, "MDF recessed skirting ... £26-32/m" and "skirting £8-12/m". */
const SKIRTING = median([central(26, null, 32), central(8, null, 12)])
/** Suspended ceiling: four Building magazine figures of two dates, each rebased (rule step 6). */
const SUSPENDED_CEILING_PARTS = [
  rebased(central(26, null, 32), Q_CEILING_OPTIONS), rebased(central(32, null, 39), Q_CEILING_OPTIONS),
  rebased(central(4, null, 4.5) * 10.764, Q_GT_OFFICE), rebased((300_000 / 120_000) * 10.764, Q_GT_OFFICE),
]


/** Points (sockets, lights) and radiators of the houses whole-house prices describe, by our room schedule. */
const POINTS_3BED = roomSchedule({ bedrooms: 3, bathrooms: 1, kitchens: 1, storeys: 2 }).points
const POINTS_2BED = roomSchedule({ bedrooms: 2, bathrooms: 1, kitchens: 1, storeys: 2 }).points
const REWIRE_PER_POINT = median([
  central(100, null, 180),
  central(3000, null, 4500) / POINTS_3BED,
  central(2500, null, 3500) / POINTS_2BED,
  central(4000, null, 5500) / POINTS_3BED,
  central(null, 6000, null) / POINTS_3BED,
])
/** DESNZ 3-bed radiators £2,200 + 8 TRVs at UR-024 £20 + 7 plumber-days, over its 8 radiators. */
const HEATING_PER_RADIATOR = 4460 / 8

/** Walls and ceiling of one room of `floorSqm` (square plan): perimeter x 2.4 m x 0.85 (openings) + ceiling (quantities.ts). */
const DECOR_AREA = (floorSqm: number) => 4 * Math.sqrt(floorSqm) * 2.4 * 0.85 + floorSqm
/**
 * Decorating per m2 of walls and ceilings: the published per-room prices, which say what they cover (walls, ceiling
 * and woodwork of a stated room), spread over that room's walls and ceiling by our take-off. The per-m2 prices
 * (UR-065 £9-18, UR-070 £10-20) say neither which surfaces nor which area they are measured on, so they only bound it.
 * Cross-check: QuoteSmith's own days (UR-068 double bedroom 1-1.5 days, UR-069 living room 1.5-2.5 days) at the
 * decorator's UR-190 £200/day plus paint give the same £7-9/m2.
 */
const DECORATION = median([
  central(200, null, 400) / DECOR_AREA(12.25), central(300, null, 600) / DECOR_AREA(18), central(300, 400, 500) / DECOR_AREA(12),
])

/**
 * Papering per m2 of wall, paper supplied and hung: homeownercosts.co.uk's per-m2 figure, and tradesmencosts.co.uk's
 * room price (labour for a mid-sized room, plus its rolls at the middle of the roll prices) over that room's 25 m2 of
 * wall. Labour is about half of each (£8 of £16; £190 of £401).
 */
const WALLPAPER_PARTS = {
  perSqm: central(null, 16, null),
  room: (central(150, null, 230) + 6.5 * central(5, null, 60)) / 25,
}
const WALLPAPER = median([WALLPAPER_PARTS.perSqm, WALLPAPER_PARTS.room])

/**
 * One specification per line where an item's rate covers alternatives: the floor finish a builder fits at each
 * quality (carpet at budget, LVT at standard, engineered oak above; the rate moves by the quality factor).
 */
const SPECIFICATIONS: Record<string, RateItem['specification']> = {
  floor_finish: {
    budget: 'Floor finish: carpet on underlay, with grippers and trims',
    standard: 'Floor finish: luxury vinyl tile (LVT) on underlay, with trims',
    premium: 'Floor finish: engineered oak board on underlay, with trims',
    luxury: 'Floor finish: engineered oak board (wide plank) on underlay, with trims',
  },
}

/** A roof lantern into an existing flat roof: median of three published installed prices (see roof_lantern). */
const ROOF_LANTERN = median([central(1800, null, 4500), central(3000, null, 8000), central(3500, null, 8500, { region: 'london' })])
/** A flat roof stripped and re-covered, per m²: median of five published supply-and-fit prices (see flat_roof_recover). */
const FLAT_ROOF_RECOVER = median([central(80, null, 85), central(70, null, 90), central(70, null, 150), central(55, null, 95), central(65, null, 110)])
/** A uPVC French door pair fitted: median of three published prices (see french_doors). */
const FRENCH_DOOR_PAIR = median([central(1100, null, 2200), central(1000, null, 3500), 750])

export const RATE_ITEMS: RateItem[] = [
  // 0 Facilitating works: strip-out
  item('strip_general', '7.1', 'Demolition', 'Soft strip of finishes, fittings and services; skips and disposal', 'm2', STRIP_GENERAL, [0.7, 0.05, 0.25], 'fixed',
    `Build-up: 0.1 labourer-day per m² of floor (a two-person gang strips about 20 m² a day; our assumption) at ${LABOURER_SRC}, plus one 8-yard ${SKIP_SRC} per 25 m² of floor; ${SPLIT}`),
  item('strip_kitchen', '7.1', 'Demolition', 'Remove existing kitchen, cap services, dispose', 'nr', STRIP_KITCHEN, [0.7, 0.05, 0.25], 'fixed',
    `Build-up: one builder-day and one labourer-day (our assumption for a 6-7 m run) at ${BUILDER_SRC} and ${LABOURER_SRC}, plus half a ${SKIP_SRC}; ${SPLIT}`),
  item('strip_bathroom', '7.1', 'Demolition', 'Remove existing bathroom suite and tiling, dispose', 'nr', STRIP_BATHROOM, [0.7, 0.05, 0.25], 'fixed',
    `Build-up: one builder-day and one labourer-day (our assumption) at ${BUILDER_SRC} and ${LABOURER_SRC}, plus a third of a ${SKIP_SRC}; ${SPLIT}`),
  item('strip_commercial', '7.1', 'Demolition', 'Strip out existing fit-out (ceilings, partitions, finishes)', 'm2', STRIP_COMMERCIAL, [0.65, 0.05, 0.3], 'fixed',
    `Build-up: 0.075 labourer-day per m² (a gang of three strips about 40 m² a day; our assumption) at ${LABOURER_SRC}, plus one ${SKIP_SRC} per 30 m²; cf. Building magazine retail refurbishment rates (stripping ceiling tiles £8-12/m², plasterboard ceilings £14-18/m²); ${SPLIT}`),
  // 1 Substructure
  item('foundations', '1', 'Groundworks', 'Excavate, trench-fill foundations, insulated ground-bearing slab and DPM (per m2 of footprint)', 'm2', FOUNDATIONS, [0.4, 0.45, 0.15], 'structure',
    `Build-up: ground_slab ${f(GROUND_SLAB)}/m² plus 0.6 m of strip footing per m² of footprint (perimeter 4√50 ≈ 28 m for a 50 m² footprint, plus internal walls) at foundations_strip ${f(FOUNDATIONS_STRIP)}/m (both built from UR-021, UR-128, groundworksanswers.pages.dev and drawandplan.com, below); ${SPLIT}`),
  item('foundations_strip', '1', 'Groundworks', 'Trench-fill strip foundation about 1 m deep, muck away, blockwork to DPC (per m of new external wall)', 'm', FOUNDATIONS_STRIP, [0.45, 0.4, 0.15], 'structure',
    `Build-up per m of 600 x 1,000 mm trench: dig and remove 0.6 m³ at UR-128 £15/m³ (Homebuilding & Renovating) ${f(FOUNDATIONS_STRIP_PARTS.dig)}; 0.6 m³ C20/C25 concrete at £95/m³ ex VAT (HomeGuides, concrete prices 2025) ${f(FOUNDATIONS_STRIP_PARTS.concrete)}; 0.1 labourer-day to place ${f(FOUNDATIONS_STRIP_PARTS.place)}; 0.6 m² of cavity masonry to DPC at ext_wall ${f(EXT_WALL)}/m²; ${SPLIT}`),
  item('ground_slab', '1', 'Groundworks', 'Ground-bearing slab: hardcore, blinding, DPM, 100-150 mm insulation, concrete (per m2 of footprint)', 'm2', GROUND_SLAB, [0.4, 0.5, 0.1], 'structure',
    `Median of groundworksanswers.pages.dev "standard ground-bearing £80-£110/m²" (excavation, sub-base, DPM, insulation, mesh, concrete) and drawandplan.com (May 2025) solid concrete slab £120-160/m² less its screed (UR-021 £20-40/m² inc VAT, Home Buying Planner 2026); ${SPLIT}`),
  item('basement_tanking', '1', 'Groundworks', 'Cavity drain membrane / tanking to walls and floor, sump and pump', 'm2', TANKING, [0.45, 0.5, 0.05], 'structure',
    `Median of squote.app cavity drain membrane systems "£100-£200 per square metre for a complete system", dryfoundation.co.uk Type C "£60-120/sq m" and dryfoundation.co.uk "installed cost (including drainage, sump ...) £80-150 per m²"; ${SPLIT}`),
  item('basement_underpin', '1', 'Groundworks', 'Underpinning and floor lowering, propping, muck away (per m2 of floor)', 'm2', UNDERPIN, [0.5, 0.3, 0.2], 'structure',
    `Median of UR-124 (Homebuilding & Renovating QS guide, underpinning £1,500-3,000/m², taken per m² of floor) and UR-127 (Underpinning Answers, mass concrete £1,500-2,500 per m of wall × 0.63 m of wall per m² of floor for a 40 m² basement), plus 1 m³ of spoil per m² at UR-128 £15/m³; ${SPLIT}`),
  item('lightwell', '1', 'Groundworks', 'Lightwell with retaining walls, drainage and grille', 'nr', LIGHTWELL, [0.5, 0.4, 0.1], 'structure',
    `Build-up: 3 m of reinforced concrete retaining wall (builderr.co.uk London 2026 £800-2,000 per m ÷ London factor), drain run UR-151 (Top Tradespeople £530) and 3 m³ of spoil at UR-128 £15/m³; grille not separately priced; ${SPLIT}`),
  // 2 Superstructure
  item('steel_beam', '7.1', 'Structural', 'Form opening in load-bearing wall: steel beam with padstones, temporary propping, making good', 'nr', STEEL_BEAM, [0.5, 0.35, 0.15], 'structure',
    `Median of UR-096 (Lian Construction 2026 London £1,800-4,500 ÷ ${LONDON}), UR-099 (Price This Please 2024 single doorway £1,000-1,500), UR-100 (MyJobQuote £1,500-2,500) and UR-101 + UR-102 (HomeHow 3 m opening: steel £400 + labour £650-700); ${SPLIT}`),
  item('opening_beam_m', '7.1', 'Structural', 'Form the opening into the house across an extension: steel beam with padstones, temporary propping, making good (per m of opening)', 'm', STEEL_BEAM / 3, [0.5, 0.35, 0.15], 'structure',
    `steel_beam ÷ 3 m: UR-101 + UR-102 (HomeHow) price a 3 m opening, the span the steel_beam median is taken at; ${SPLIT}`),
  item('new_build_frame', '2.1', 'Structural', 'Frame and upper floors (new build, per m2 GIFA)', 'm2', NEW_BUILD_FRAME, [0.4, 0.55, 0.05], 'structure',
    `Build-up per m² GIFA of a three-storey block of 70 m² dwellings: upper floors on 2/3 of the GIFA at upper_floor ${f(UPPER_FLOOR)}/m², one staircase per dwelling (median of UR-141, UR-143 HomeHow/HaMuch straight flights ${f(STAIRS)}) ÷ 70 m², 0.3 m² of internal loadbearing blockwork per m² at UR-025 (BCIS via AJ May 2020 £88.04-101.25/m²); ${SPLIT}`),
  item('loft_floor', '2.2', 'Carpentry', 'New loft floor joists, insulation and boarding (steels are a separate item)', 'm2', UPPER_FLOOR, [0.55, 0.42, 0.03], 'structure',
    `As upper_floor: median of a build-up (joists £45 + 18 mm deck £27, Price This Please flat roof cost table 2022, + 200 mm mineral wool UR-129 £17 ÷ South East factor) and drawandplan.com (May 2025) suspended timber floor £100-130/m²; ${SPLIT}`),
  item('loft_steels', '2.2', 'Structural', 'Steel beams carrying the new loft floor and trimmed openings (pair), supplied and fitted', 'nr', LOFT_STEELS, [0.5, 0.45, 0.05], 'structure',
    `Build-up: two beams of about 5 m at UR-098 (Price This Please 2024 RSJ supply £50-130/m) plus fixing labour per beam UR-102 (HomeHow, £650-700); ${SPLIT}`),
  item('upper_floor', '2.2', 'Carpentry', 'Upper floor joists, insulation and decking (double-storey extension)', 'm2', UPPER_FLOOR, [0.5, 0.47, 0.03], 'structure',
    `Median of a build-up (joists £45 + 18 mm deck £27, Price This Please flat roof cost table 2022, + 200 mm mineral wool UR-129 £17 ÷ South East factor) and drawandplan.com (May 2025) suspended timber floor £100-130/m²; ${SPLIT}`),
  item('roof_flat', '2.3', 'Roofing', 'Warm-deck flat roof: joists, insulation, single-ply/GRP covering, fascias', 'm2', ROOF_FLAT, [0.45, 0.52, 0.03], 'structure',
    `Price This Please flat roof cost 2022 (pricethisplease.co.uk/flat-roof-cost): base (joists, ply, VCL, 120 mm PIR) £99/m² plus covering, median of the standard coverings EPDM (£58 → £157) and GRP (£71 → £170); ${SPLIT}`),
  item('roof_pitched', '2.3', 'Roofing', 'Pitched tiled roof over extension (per m2 of footprint)', 'm2', ROOF_PITCHED, [0.45, 0.52, 0.03], 'structure',
    `Build-up per m² of footprint: (rafters £45/m², Price This Please joist rate, + tiles, battens and membrane UR-094 MythMarker 2026 £80-150/m²) × 1.25 m² of slope per m² of footprint, plus 200 mm mineral wool UR-129 ÷ South East factor; ${SPLIT}`),
  item('dormer', '2.3', 'Roofing', 'Dormer: open up roof slope, trim rafters, frame the face, leadwork and its window (per dormer; its roof and cheeks are measured over the loft floor)', 'nr', DORMER_FIXED, [0.5, 0.47, 0.03], 'structure',
    `Median of the "small dormer" figures in spsroofingltd.co.uk (£4,000-8,000) and priceyourjob.co.uk (Apr 2024, £2,000-7,000), ${f(DORMER_EACH)}, less the small dormer's own roof and cheeks (3 m² of flat roof at roof_flat ${f(ROOF_FLAT)} and 3.4 m² of cheeks and front at stud partition ${f(STUD)} + render UR-136 £40 = ${f(SMALL_DORMER_AREA_PARTS)}; a single-window dormer about 1.5 m x 2 m, our assumption), because dormer_sqm measures every dormer's roof and cheeks over the floor: the fixed part of any dormer; ${SPLIT}`),
  item('dormer_sqm', '2.3', 'Roofing', 'Full-width dormer: flat roof and insulated, clad cheeks and front (per m2 of loft floor)', 'm2', DORMER_SQM, [0.5, 0.47, 0.03], 'structure',
    `Build-up per m² of loft floor: flat roof over half the floor at roof_flat ${f(ROOF_FLAT)}/m², plus 0.45 m² of cheek and front wall (our take-off for 25-65 m² lofts) at stud partition ${f(STUD)}/m² + render UR-136 (CheckTheQuote 2026 £30-50/m²); ${SPLIT}`),
  item('mansard', '2.3', 'Roofing', 'Mansard: steep faces across the house, their structure and slating, opening up (per conversion; its flat top and party walls are measured over the loft floor)', 'nr', MANSARD_FIXED, [0.5, 0.46, 0.04], 'structure',
    `Mansard over a rooflight conversion, median of four published differentials per conversion (pages pricing every loft type on one basis): ngconstructionltd.co.uk (£2,000-2,500 vs Velux £1,200-1,600 per m², × 28 m² typical loft), underlay4u.co.uk 2024 (basic 20 m²: £70,000-100,000 vs £28,000-32,000), icelabz.co.uk 2026 (3-bed semi: £45,000-75,000 vs £20,000-35,000), Price This Please loft conversion cost 2023 (30 m²: £35,000-48,000 vs £15,000-20,000), ${f(MANSARD_EACH)}, less the parts mansard_sqm measures over the typical 28 m² loft (28 × ${f(MANSARD_SQM)}): the fixed part of any mansard; ${SPLIT}`),
  item('mansard_sqm', '2.3', 'Roofing', 'Mansard: flat top and party walls raised (per m2 of loft floor)', 'm2', MANSARD_SQM, [0.5, 0.46, 0.04], 'structure',
    `Build-up per m² of loft floor: flat roof over half the floor at roof_flat ${f(ROOF_FLAT)}/m² (Price This Please flat roof cost 2022, pricethisplease.co.uk), plus 0.48 m² of party wall raised (two walls raised about 1.2 m on average over a house about 5 m wide: our take-off) at ext_wall ${f(EXT_WALL)}/m² (self-build.co.uk and householdcosts.co.uk cavity walling); ${SPLIT}`),
  item('hip_to_gable', '2.3', 'Roofing', 'Hip-to-gable: new gable wall, roof alteration and tiling', 'nr', HIP_TO_GABLE, [0.5, 0.45, 0.05], 'structure',
    `Hip-to-gable over a dormer conversion, median of four published differentials: ngconstructionltd.co.uk (£1,800-2,400 vs dormer £1,500-2,000 per m², × 28 m² typical loft), underlay4u.co.uk 2024 (20 m²: £52,000-68,000 vs £36,000-48,000), icelabz.co.uk 2026 (3-bed semi: £35,000-60,000 vs £30,000-55,000), Price This Please loft conversion cost 2023 (30 m²: £35,000-48,000 vs £30,000-38,000); ${SPLIT}`),
  item('rooflight', '2.3', 'Roofing', 'Rooflight (Velux type) into a pitched roof, supplied, fitted, flashed and lined', 'nr', central(900, null, 2200), [0.4, 0.58, 0.02], 'finish',
    `UR-088 (squote.app Velux pricing guide: £900-2,200 supply and fit into an existing tiled or slated roof); ${SPLIT}`),
  item('rooflight_in_works', '2.3', 'Roofing', 'Rooflight (Velux type) fitted while the roof is open (loft conversion, new roof): supplied, fitted and flashed', 'nr', 900, [0.4, 0.58, 0.02], 'finish',
    `UR-088 (squote.app Velux pricing guide, £900-2,200 supply and fit into an existing roof) at its low end, £900: the page puts the low end at a window "between existing rafters" and the rest of the range down to trimming rafters, a plastered reveal/liner and scaffold or tower access; in a conversion or a new roof those are measured elsewhere (scaffold, drylining, the roof or dormer structure), so only the window's supply and fixing is priced here; ${SPLIT}`),
  item('rooflight_flat', '2.3', 'Roofing', 'Flat-roof rooflight on an upstand in the new roof, supplied and fitted', 'nr', 1800, [0.35, 0.63, 0.02], 'finish',
    `UR-089 (squote.app: flat-roof rooflight incl upstand/kerb and waterproofing £1,800-4,500) at its low end, £1,800: the range runs up to cutting an opening in an existing roof and re-waterproofing round it; in a new extension roof (the only place it is priced) the opening, deck and covering are the roof line's, as for rooflight_in_works; ${SPLIT}`),
  item('roof_lantern', '2.3', 'Roofing', 'Roof lantern cut into the existing flat roof: trim the joists, kerb, lantern, re-waterproof round it and line', 'nr', ROOF_LANTERN, [0.4, 0.58, 0.02], 'finish',
    `Median of UR-089 (squote.app: flat-roof rooflight incl upstand/kerb and waterproofing £1,800-4,500: £3,150), the same squote.app page's "£3,000-£8,000+ for a large structural opening or roof lantern" (£5,500) and builderr.co.uk (London, "installed cost including structural upstand, waterproofing, and glazing ... £3,500 to £8,500": £6,000 ÷ ${LONDON}); ${SPLIT}`),
  item('fascias_gutters', '2.3', 'Roofing', 'Replace fascias, soffits and guttering in uPVC, with downpipes and the scaffold (per m of roofline)', 'm', central(null, 2800, null) / 30, [0.45, 0.4, 0.15], 'finish',
    `kalsi-website.pages.dev (roofline replacement cost, 2026 prices): a 3-bed semi "£2,000 and £4,000 ... average ... £2,800. This includes PVC-U materials, scaffolding, labour", for about 30 m of fascia: £93/m; a roofer's published price, its own margin included; ${SPLIT}`),
  item('flat_roof_recover', '2.3', 'Roofing', 'Flat roof stripped and re-covered in EPDM rubber or GRP fibreglass, with trims and outlets (per m2 of roof)', 'm2', FLAT_ROOF_RECOVER, [0.45, 0.52, 0.03], 'finish',
    `Median of five published supply-and-fit prices per m2, each a roofer's own (margin included): UR-083 (PriceYourJob 2024, rubber EPDM £80-85), UR-084 (PriceYourJob 2024, fibreglass GRP £70-90), UR-085 (Astral Roofing 2025, all materials incl labour £70-150), UR-086 (squote.app, EPDM £55-95) and UR-087 (squote.app, GRP £65-110); felt (UR-082 £40-60) is the budget covering; ${SPLIT}`),
  item('exterior_paint', '2.5', 'Painting', 'Masonry paint to rendered or brick elevations: wash down, fill, two coats (per m2 of wall)', 'm2', median([central(700, null, 1000), 850, 975, 1300]) / 100, [0.75, 0.25, 0], 'finish',
    `Median of the whole-house prices for a 3-bed semi (about 100 m2 of wall): priceyourjob.co.uk 2025 £700-1,000 (£850), myjobquote.co.uk about £850, improvementcosts.com £975 and realhomes.com painting £1,300 (its scaffold priced apart): £912.50, £9.13/m2; the scaffold is its own line; ${SPLIT}`),
  item('log_burner', '5.5', 'Heating', 'Wood-burning or multi-fuel stove into the existing chimney: sweep, flue liner, hearth, install and HETAS certificate', 'nr', median([central(1350, null, 3750), 1500]), [0.35, 0.65, 0], 'fitting',
    `Median of new-boiler-cost.co.uk (the same text on great-home.co.uk: a stove installed "£1,350 and £3,750", £2,550) and findenergysavings.co.uk (a HETAS installer "around £1,500. This includes sweeping and lining"); ${SPLIT}`),
  item('french_doors', '2.6', 'Glazing', 'French doors (a glazed uPVC pair and frame), supplied and fitted', 'nr', FRENCH_DOOR_PAIR, [0.3, 0.7, 0], 'finish',
    `Median of doubleglazingcostcalculator.co.uk 2026 ("uPVC French window or door pair costs £1,100 to £2,200 fully fitted": £1,650), doorsuperstore.co.uk ("between £1000 and £3500": £2,250) and homeownercosts.co.uk (uPVC French "£750 when fitted"); ${SPLIT}`),
  item('roof_recover', '2.3', 'Roofing', 'Strip and re-cover roof: membrane, battens, tiles/slates, ridge and leadwork', 'm2', ROOF_RECOVER, [0.45, 0.5, 0.05], 'structure',
    `UR-094 (MythMarker 2026: re-roof in concrete or clay tiles £80-150 per m² of roof; natural slate UR-095 is premium); ${SPLIT}`),
  item('roof_repairs', '2.3', 'Roofing', 'Roof repairs allowance: slipped tiles, flashings, gutters', 'm2', (2 * ROOFER_DAY + 150) / 56, [0.6, 0.35, 0.05], 'fixed',
    `Build-up: two roofer-days (UR-188 QuoteSmith 2026 £260) plus £150 of tiles, lead and fixings (our assumption) over a 56 m² roof (a 90 m² two-storey house: 45 m² footprint × 1.25); ${SPLIT}`, true),
  item('cavity_insulation', '2.5', 'Insulation', 'Cavity wall insulation blown into the existing cavity: drill, fill and make good the holes (per m2 of wall)', 'm2', central(5, null, 6), [0.5, 0.5, 0], 'fixed',
    `UR-131 (Evergreen Energy wall insulation guide: cavity wall insulation £5-6 per m²); ${SPLIT}`),
  item('chimney_breast_removal', '7.1', 'General building', 'Remove a ground-floor chimney breast: support the stack on gallows brackets, take out the breast, make good', 'nr', central(1500, null, 1800), [0.75, 0.25, 0], 'fixed',
    `UR-155 (WithinHome 2024: ground-floor chimney breast removal incl gallows brackets and making good £1,500-1,800); ${SPLIT}`),
  item('ev_charger', '5.8', 'Electrical', 'EV charger (7 kW) on the house: the charger, its own circuit from the consumer unit, earthing, testing and certificate', 'nr', median([central(800, null, 1500), 1000]), [0.4, 0.6, 0], 'fitting',
    `Median of elec-mate.com 2026 ("Typical all-in cost for a domestic 7kW EV charger installation is £800 to £1,500 including the charger unit, cable, protective devices, earth rod (if needed), testing, and certification": £1,150) and voltafuturepositive.com 2020 (the "average £1,000 cost of installing an at-home EV charging point"); an electrician's published price, its own margin included; ${SPLIT}`),
  item('loft_insulation', '2.3', 'Insulation', 'Top up loft insulation to current standard (200 mm mineral wool)', 'm2', MINERAL_WOOL, [0.4, 0.6, 0], 'fixed',
    `UR-129 (Price This Please, 200 mm rockwool installed £17/m², London & South East prices) ÷ South East factor; ${SPLIT}`),
  item('bc_notice_reroof', '2.3', 'Roofing', 'Building control notice: re-covering more than 25% of a roof renovates a thermal element (Part L)', 'nr', central(null, 120, null, { incVat: true, region: 'north_west' }), [0, 1, 0], 'fixed',
    'UR-110 (South Ribble Borough Council building control charges, Table C: renovation of a thermal element incl re-covering a roof, £120 inc VAT) ÷ 1.2 ÷ North West factor; nil where the roofer self-certifies through a competent person scheme', true),
  item('scaffold', PRELIMINARIES_ELEMENT, 'Scaffolding', 'Scaffold to one elevation incl. erect, hire and strike', 'nr', SCAFFOLD, [0.2, 0, 0.8], 'fixed',
    `Median of UR-090 (Homebuilding & Renovating 2024, two-storey house one side £300-650), UR-091 (four sides £1,200-2,600 ÷ 4) and UR-093 (Scaffolding Answers, whole two-storey house £1,500-3,000 ÷ 4)`),
  item('loft_stairs', '2.4', 'Carpentry', 'New staircase to loft, supplied and installed', 'nr', STAIRS, [0.5, 0.48, 0.02], 'finish',
    `Median of UR-141 (HomeHow: straight staircase £400-1,500 supplied and installed) and UR-143 (HaMuch: straight wooden staircase £750-1,500); fire doors to the escape route are priced separately; ${SPLIT}`),
  item('repointing', '2.5', 'Bricklaying', 'Rake out and repoint brickwork (elevations)', 'm2', (central(20, null, 30) + central(30, null, 50)) / 2, [0.8, 0.2, 0], 'finish',
    `Median of UR-138 (TradesmenCosts 2023, £20-30/m2) and UR-139 (DVN Brickwork 2022, £30-50/m2); a bricklayer's published price, its own overheads and margin included; lime mortar to a period house is the premium specification; ${SPLIT}`),
  item('ext_wall', '2.5', 'Bricklaying', 'Insulated cavity wall, facing brick outer leaf, block inner leaf', 'm2', EXT_WALL, [0.5, 0.47, 0.03], 'structure',
    `Median of self-build.co.uk (Build It) "from around £105 per square metre of basic brick and block cavity walling, including labour, insulation, wall ties and damp proof courses" and householdcosts.co.uk "cavity walling, wall ties, damp proofing and labour ... around £100 per square metre"; ${SPLIT}`),
  item('new_build_envelope', '2.5', 'Bricklaying', 'External walls, windows and doors (new build, per m2 GIFA)', 'm2', NEW_BUILD_ENVELOPE, [0.45, 0.52, 0.03], 'structure',
    `Build-up per m² GIFA of a three-storey block (about 1.04 m² of external wall per m² GIFA at 300 m², less 20% openings): 0.83 m² at ext_wall ${f(EXT_WALL)}, one window per 9 m² at window ${f(WINDOW)}, one entrance door per 70 m² dwelling at UR-081 (Axiom 2026 composite door £1,000); ${SPLIT}`),
  item('new_build_roof', '2.3', 'Roofing', 'Roof (new build, per m2 GIFA)', 'm2', NEW_BUILD_ROOF, [0.45, 0.52, 0.03], 'structure',
    `Build-up: roof_pitched ${f(ROOF_PITCHED)} per m² of footprint (UR-094 tiles, UR-129 insulation) × 1/3 (footprint of a three-storey block per m² GIFA); ${SPLIT}`),
  item('window', '2.6', 'Glazing', 'Replacement double-glazed window, supplied and fitted, making good', 'nr', WINDOW, [0.35, 0.65, 0], 'finish',
    `Median of UR-073 (The Independent Advisor 2023: uPVC casement 600 x 900 mm installed £310-434) and UR-077 (HomeGuides: average double-glazed window £425); ${SPLIT}`),
  item('ext_door', '2.6', 'Glazing', 'External door and frame, supplied and fitted', 'nr', central(800, 1000, 1200), [0.3, 0.7, 0], 'finish',
    `UR-081 (Axiom Eco Homes 2026: composite door installed £800-1,200, typical £1,000); ${SPLIT}`),
  item('bifold', '2.6', 'Glazing', 'Aluminium bi-fold / sliding door set, about 3 m wide', 'nr', central(3500, null, 7000), [0.2, 0.8, 0], 'finish',
    `bifolddooranswers.pages.dev (citing ExpertSure and MyJobQuote): aluminium 3-door set £3,500-7,000 supplied and fitted; ${SPLIT}`),
  item('glazed_doors_m', '2.6', 'Glazing', 'Aluminium bi-fold / sliding doors across a garden elevation (per m of width)', 'm', central(3500, null, 7000) / 3, [0.2, 0.8, 0], 'finish',
    `bifold ÷ 3 m: bifolddooranswers.pages.dev (citing ExpertSure and MyJobQuote) aluminium 3-door set about 3 m wide £3,500-7,000 supplied and fitted; ${SPLIT}`),
  item('shopfront', '2.6', 'Shopfitting', 'Glazed shopfront allowance (per m2 of floor, frontage pro rata)', 'm2', central(3250, null, 3500) / 20, [0.3, 0.7, 0], 'finish',
    `Building magazine (Davis Langdon) indicative rates for high-street retail refurbishment (story 3071476): "replace glazed shopfront, including two pairs of manual glass doors and granite stall risers £3,250-3,500 per m" of frontage ÷ 20 m² of floor per m of frontage (a 20 m deep unit; our assumption); ${TPI_NOTE(Q_DL_RETAIL)}; ${SPLIT}`, true, Q_DL_RETAIL),
  // 2.7 / 2.8 Internal walls and doors
  item('stud_partition', '2.7', 'Drylining', 'Timber/metal stud partition, insulated, boarded and skimmed both sides', 'm2', STUD, [0.6, 0.4, 0], 'fixed',
    `Median of UR-026 (BCIS via Architects' Journal May 2020: 50 mm laminated plasterboard partition £157.75-181.42 per m run ÷ 2.25 m height), UR-027 (100 mm insulated partition £202.15-232.48 per m ÷ 2.55 m) and Building magazine retail refurbishment rates ("studwall; board both side £95-105" per m², story 3071476, ${TPI_NOTE(Q_DL_RETAIL)}: ${f(rebased(100, Q_DL_RETAIL))}); ${SPLIT}`),
  item('fire_separation', '2.7', 'Drylining', 'Upgrade floors/walls between dwellings or rooms to 30-60 min fire and sound separation', 'm2', central(null, 18.9, null) + central(null, 18.81, null) + MINERAL_WOOL, [0.6, 0.4, 0], 'fixed',
    `Build-up: overboard with 12.5 mm plasterboard UR-160 (£18.90/m²) + two-coat skim UR-161 (£18.81/m², both Checkatrade/MRICS May 2024) + 200 mm mineral wool between joists UR-129 (£17 ÷ South East factor); ${SPLIT}`),
  item('door_internal', '2.8', 'Joinery', 'Internal door, lining, architraves and ironmongery, hung and decorated', 'nr', DOOR_INTERNAL, [0.45, 0.55, 0], 'finish',
    `Build-up: door leaf UR-078 (£50-200) + ironmongery (same Homebuilding & Renovating page, £30-40) + half a carpenter-day UR-189 (QuoteSmith 2026 £240) + architraves both sides UR-080 (Building Sheriff £135) + painting UR-066 (SmartSpender 2024 £70-140); ${SPLIT}`),
  item('door_fire', '2.8', 'Joinery', 'FD30S fire door set with self-closer, intumescent strips and signage', 'nr', DOOR_FIRE, [0.4, 0.6, 0], 'finish',
    `Median of builderr.co.uk (London 2026, a flat entrance FD30S doorset with intumescent and smoke seals and self-closer) "£450-£1,250 supplied + installed factory-finished" ÷ London factor; emergencyrepairslondon.co.uk (HMO landlord checklist 2026) "Full FD30 supply and install in London runs £450-£800 per door including ironmongery" ÷ London factor; and preventr.co (fire door maker) "On average in the UK, the cost to fit a fire door can range from £150 to £600 per door, including installation materials and labour"; ${SPLIT}`),
  item('skirting', '2.8', 'Joinery', 'Skirtings and architraves, fixed and primed', 'm', SKIRTING, [0.55, 0.45, 0], 'finish',
    `Median of Building magazine (Davis Langdon) retail refurbishment rates (story 3071476) "MDF recessed skirting ... £26-32/m" and "skirting £8-12/m"; ${TPI_NOTE(Q_DL_RETAIL)}; ${SPLIT}`, false, Q_DL_RETAIL),
  // 3 Finishes
  item('skim_walls', '3.1', 'Plastering', 'Skim coat on sound existing plaster (walls or ceilings), made good', 'm2', central(425, null, 550) / 24.5, [0.75, 0.25, 0], 'fixed',
    `UR-001 (Price This Please, skim walls of a medium room £425-550 over ${MEDIUM_ROOM_WALLS}); a plasterer's published price; ${SPLIT}`),
  item('plaster_walls', '3.1', 'Plastering', 'Hack off defective plaster, replaster / board and skim walls', 'm2', 35, [0.7, 0.3, 0], 'fixed',
    `Median of UR-001 (Price This Please, skim walls of a medium room £425-550 over ${MEDIUM_ROOM_WALLS}: £19.90/m2), UR-005 (Argo Contractors, plastering £20-50/m2: £35) and UR-160 + UR-161 (Checkatrade, overboard £18.90 + two-coat skim £18.81: £37.71/m2); ${SPLIT}`),
  item('drylining', '3.1', 'Plastering', 'Insulated plasterboard lining and skim to new walls', 'm2', 38.86, [0.6, 0.4, 0], 'fixed',
    `Median of UR-160 + UR-161 (Checkatrade, board £18.90 + skim £18.81: £37.71/m2) and UR-133 (Lightfoot Energy, internal wall insulation from £40/m2); ${SPLIT}`),
  item('tiling_walls', '3.1', 'Tiling', 'Ceramic/porcelain wall tiling on prepared background', 'm2', 49.74, [0.75, 0.25, 0], 'finish',
    'Build-up: tiling labour, median of UR-037 (UK Tiling Courses £30-60: £45) and UR-041 (UK Bathroom Guru, from £30 incl adhesive and grout) = £37.50/m2, plus tiles, median of UR-042 (£10) and UR-043 (Just Tiles NI £14.95 incl VAT / 1.2 / Northern Ireland 0.86: £14.49) = £12.24/m2 (the only supply rows, entry-level tiles; the quality factor lifts them)'),
  item('screed', '3.2', 'Flooring', 'Sand/cement or liquid screed', 'm2', 25, [0.5, 0.5, 0], 'fixed',
    `UR-021 (Home Buying Planner, new screed £20-40/m2 incl VAT: £30 / 1.2); ${SPLIT}`),
  item('floor_finish', '3.2', 'Flooring', 'Floor finish: luxury vinyl tile (LVT) on underlay, with trims', 'm2', 52.5, [0.35, 0.65, 0], 'finish',
    `Median of UR-053 (ImprovementCosts engineered wood £56-72: £64), UR-056 (ImprovementCosts carpet incl underlay £32-50: £41), UR-062 (ServiceTasker LVT £30-75: £52.50), UR-063 (ServiceTasker engineered £32-80: £56) and UR-060 + UR-061 (HomeHow mid-range carpet £16.50 + underlay £10: £26.50); ${SPLIT}`),
  item('floor_sanding', '3.2', 'Flooring', 'Sand existing floorboards, fill, and seal with two coats of lacquer or oil, edges included', 'm2', median([central(20, null, 30), central(15, null, 20), central(25, null, 75)]), [0.8, 0.2, 0], 'finish',
    `Median of hamuch.com ("Sanding and refinishing wooden floor £20-£30 per square metre", UK averages: £25), myjobquote.co.uk 2024 ("sanding and varnishing is typically priced at £15 to £20 per square m": £17.50) and ultimatefloorcare.co.uk (a floor sanding firm: "This price can range from £25 per square meter to £75 per square meter": £50), £25; a floor sander's published price, its own margin included; ${SPLIT}`),
  item('floor_carpet', '3.2', 'Flooring', 'Carpet on underlay, with grippers and trims', 'm2', 33.75, [0.3, 0.7, 0], 'finish',
    `Median of the carpet rows: UR-056 (ImprovementCosts carpet incl underlay £32-50: £41) and UR-060 + UR-061 (HomeHow mid-range carpet £16.50 + underlay £10: £26.50); ${SPLIT}`),
  item('stair_carpet', '3.2', 'Flooring', 'Carpet a straight staircase on underlay, cut, gripped and fitted step by step round each tread and riser', 'nr', STAIR_CARPET, [0.4, 0.6, 0], 'finish',
    `Median of renoca.co.uk ("covering stairs with carpet", headed "price incl. labour, materials and VAT": "Average price £750 Dense stairs, with underlay, average quality carpet", the standard tier: £750 / 1.2 = £625; its "Low price £600" and "High price £950 Open staircase" only inform the quality factors) and harrogateflooringstore.co.uk ("A typical straight staircase will require around £600 for a complete stair runner installation", VAT not stated, so taken as ex VAT: £600), £612.50 a staircase; a fitter's published job price, its own margin included; ${'$'}{SPLIT}`),
  item('floor_tiling', '3.2', 'Tiling', 'Porcelain floor tiling on ply/screed, with trims', 'm2', 107, [0.55, 0.45, 0], 'finish',
    `UR-057 (ImprovementCosts, ceramic floor tiles supplied and fitted £94-120/m2 ex VAT); ${SPLIT}`),
  item('ceiling', '3.3', 'Plastering', 'Take down / overboard ceiling, plasterboard and skim', 'm2', 38.3, [0.7, 0.3, 0], 'fixed',
    `Median of UR-160 + UR-161 (Checkatrade, overboard £18.90 + skim £18.81: £37.71/m2) and UR-002 (Price This Please, ceiling from scratch, medium room of about 9 m2 £260-440: £38.89/m2); ${SPLIT}`),
  item('suspended_ceiling', '3.3', 'Ceilings', 'Suspended grid ceiling with tiles (commercial)', 'm2', median(SUSPENDED_CEILING_PARTS), [0.5, 0.5, 0], 'finish',
    `Median of four Building magazine figures, each indexed to 4Q2024 from its own date (rule step 6): suspended ceiling specification options (story 3143084, ${Q_CEILING_OPTIONS}), mineral-fibre lay-in grid £26-32/m2 (£29 → ${f(SUSPENDED_CEILING_PARTS[0]!)}) and stone-wool lay-in £32-39/m2 (£35.50 → ${f(SUSPENDED_CEILING_PARTS[1]!)}); Gardiner & Theobald category A office benchmark (story 3045688, ${Q_GT_OFFICE}), suspended ceilings £4.00-4.50/ft2 (x 10.764: £45.75 → ${f(SUSPENDED_CEILING_PARTS[2]!)}); same article's office fit-out benchmark, ceilings £300,000 over 120,000 ft2 (£26.91 → ${f(SUSPENDED_CEILING_PARTS[3]!)}); indices: ${TPI_NOTE(Q_CEILING_OPTIONS)}; ${TPI_NOTE(Q_GT_OFFICE)}; ${SPLIT}`),
  // Decoration is done last, after the second fix, whatever its NRM element.
  { ...item('decoration', '3.1', 'Decorating', 'Mist coat and two coats emulsion to walls and ceilings, gloss to woodwork', 'm2', DECORATION, [0.8, 0.2, 0], 'finish',
    `Decorator's price per m2 of walls and ceilings (woodwork included): median of the per-room prices over the room's walls and ceilings by our take-off (quantities.ts: room perimeter x 2.4 m less 15% openings, plus the ceiling): UR-068 (QuoteSmith double bedroom, walls, ceiling and woodwork £200-400 over a 3.5 m x 3.5 m room, ${DECOR_AREA(12.25).toFixed(1)} m2), UR-069 (QuoteSmith standard living room £300-600 over 4 m x 4.5 m, ${DECOR_AREA(18).toFixed(1)} m2) and UR-071 (Top Tradespeople 4 m x 3 m walls and ceiling, typical £400, ${DECOR_AREA(12).toFixed(1)} m2); per-m2 prices UR-065 (£9-18) and UR-070 (£10-20) do not say which surfaces they measure and only bound it; a decorator's published price, its own overheads and margin included; ${SPLIT}`,
), phase: 'finishes' as const },
  { ...item('wallpaper', '3.1', 'Decorating', 'Hang wallpaper to the walls: size, lining paper where needed, paper supplied and hung', 'm2', WALLPAPER, [0.5, 0.5, 0], 'finish',
    `Median of two published prices per m2 of wall, paper supplied and hung: homeownercosts.co.uk/wallpapering/ ("on average, you'll pay about £16 in labour and materials per square metre of wall. That works out to about £8 in labour per square metre": ${f(WALLPAPER_PARTS.perSqm)}) and tradesmencosts.co.uk/wallpaper-room/ (labour "Mid-sized room – £150-£230", £190, plus "for an average, medium-sized room of 25m2 [of wall], you need around 6 or 7 rolls (including wastage)" at "wallpaper prices, ranging from £5-£60 per roll", 6.5 x £32.50, over its 25 m2 of wall: ${f(WALLPAPER_PARTS.room)}); labour about half of each (£8 of £16; £190 of £401); a decorator's published price, its own overheads and margin included; ${SPLIT}`,
), phase: 'finishes' as const },
  { ...item('paint_skirting', '3.1', 'Decorating', 'Paint skirting boards: prepare, undercoat and gloss', 'm', central(3, null, 5), [0.8, 0.2, 0], 'finish',
    `UR-067 (SmartSpender 2024, painting and decorating prices: "the skirting boards ... around £3 – £5 per metre"); a decorator's published price, its own overheads and margin included; ${SPLIT}`,
), phase: 'finishes' as const },
  { ...item('paint_door', '3.1', 'Decorating', 'Paint an internal door both sides with its frame and architraves: prepare, undercoat and gloss', 'nr', central(70, null, 140), [0.8, 0.2, 0], 'finish',
    `UR-066 (SmartSpender 2024, painting and decorating prices: "a flat rate of around £70 – £140 per door including paint"), the door taken as painted both sides with its frame; a decorator's published price, its own overheads and margin included; ${SPLIT}`,
), phase: 'finishes' as const },
  item('making_good', '7.6', 'General building', 'General repairs and making good (joinery, plaster patching, easing doors)', 'm2', 33.67, [0.75, 0.25, 0], 'fixed',
    `Build-up (our assumption of the labour): one general-builder day per 10 m2 of floor (about 1.5 days in a 14 m2 room for patching, easing doors and joinery repairs) at ${BUILDER_DAY_TEXT}, labour 75% of the line; ${SPLIT}`),
  // 4 Fittings
  item('kitchen_units', '4', 'Kitchen fitting', 'Kitchen base and wall units, supplied and fitted (per m of run)', 'm', 1113, [0.25, 0.75, 0], 'fitting',
    `Build-up from UR-035 and UR-036 (RIBA Journal / Gleeds Q3 2022, standard kitchen fittings package incl units, worktop, sink and taps: 5 cabinets £3,000-4,000, 6 cabinets £4,000-5,000): £700 and £750 a cabinet, one cabinet per 0.6 m of run (600 mm module) gives £1,167 and £1,250/m, median £1,208/m, less the worktop line (£95/m); ${SPLIT}`),
  item('kitchen_fit', '4', 'Kitchen fitting', 'Fit the kitchen units the customer supplies: assemble, level, fix, doors and handles (per m of run)', 'm', 324, [0.95, 0.05, 0], 'fixed',
    'lowcarbonbuildings.org.uk (2022, "What does a kitchen installation service cost"): the average UK kitchen installation costs about £1,800, for the average kitchen of 13-14 m2; that kitchen has 5.55 m of run at our take-off (1.5 m + 0.3 m per m2 of floor), so £1,800 ÷ 5.55 = £324/m; fixings only for materials'),
  item('kitchen_respray', '4', 'Decorating', 'Respray or paint the kitchen doors, drawer fronts and end panels: degrease, key, prime, two coats, rehang (per m of run)', 'm', central(1000, null, 3500) / 5.55, [0.8, 0.2, 0], 'finish',
    'aw-decorating.co.uk ("Kitchen respray vs replacement": "A typical kitchen respray comes in at £1,000–£3,500"), £2,250 at the midpoint, over the average kitchen\'s 5.55 m of run at our take-off (as kitchen_fit): £405/m; a sprayer\'s published price, its own margin included'),
  item('worktop', '4', 'Kitchen fitting', 'Worktop, upstands and cut-outs', 'm', 95, [0.3, 0.7, 0], 'fitting',
    `Build-up: laminate worktop UR-028 (Homebuilding & Renovating, from £35/m: the worktop of a standard package) plus a quarter carpenter-day per m at UR-189 (QuoteSmith carpenter £240/day: £60); stone and composite rows UR-029..032 (£250-425/m) are premium; ${SPLIT}`),
  item('worktop_stone', '4', 'Kitchen fitting', 'Quartz worktop, templated, cut and fitted', 'm', 422.5, [0.15, 0.85, 0], 'fixed',
    `Build-up: the stone and composite worktop rows, median of UR-029 (stone from £250/m), UR-030 (composite from £325/m), UR-031 (granite £300-500/m: £400) and UR-032 (quartz £250-600/m: £425) = £362.50/m, plus a quarter carpenter-day per m at UR-189 (QuoteSmith carpenter £240/day: £60), as the laminate worktop line; the stone is the specification, so it moves only with the labour spread; ${SPLIT}`),
  item('appliances', '4', 'Kitchen fitting', 'Appliances (oven, hob, hood, integrated fridge/dishwasher)', 'nr', 2250, [0.1, 0.9, 0], 'fitting',
    'Provisional sum, our build-up (no appliance rows in uk-unit-rates.csv): mid-range oven £650 (Northampton Appliance Repairs cost guide, £500-800) and hood £100 (same guide, "under £100"); hob, integrated fridge and dishwasher assumed at the oven\'s lower bound, £500 each', true),
  item('furnishing', '4', 'Furnishing', 'Furniture, beds, linen and kitchenware for letting (per bedroom)', 'nr', 1012.5, [0.1, 0.9, 0], 'fitting',
    'Median of OnTheMarket (via Property Wire: furnishing a 2-bed flat about £1,800 from IKEA/Currys: £900 a bedroom) and Lawrence Rand 2019 (£2,000-2,500 to functionally furnish a 2-bed apartment: £1,125 a bedroom)', true),
  item('shopfitting', '4', 'Shopfitting', 'Display joinery, counters and fixtures (retail)', 'm2', 111.9, [0.35, 0.65, 0], 'fitting',
    `Building magazine (Gardiner & Theobald, story 3045688) office fit-out benchmark: fixtures and fittings £1,248,000 over 120,000 ft2 (£10.40/ft2 x 10.764 = £111.90/m2 at its ${TPI_NOTE(Q_GT_OFFICE)}); no retail-specific published rate found, so retail display joinery is priced at this office fixtures benchmark; ${SPLIT}`, false, Q_GT_OFFICE),
  item('commercial_fitout_joinery', '4', 'Joinery', 'Tea points, reception and joinery (commercial, per m2)', 'm2', 111.9, [0.4, 0.6, 0], 'fitting',
    `Building magazine (Gardiner & Theobald, story 3045688) office fit-out benchmark: fixtures and fittings £1,248,000 over 120,000 ft2 (£10.40/ft2 x 10.764 = £111.90/m2 at its ${TPI_NOTE(Q_GT_OFFICE)}); ${SPLIT}`, false, Q_GT_OFFICE),
  // 5 Services
  item('bathroom_suite', '5.1', 'Plumbing', 'Bathroom suite (WC, basin, bath with shower over, taps, screen), supplied and fitted', 'nr', 1450, [0.41, 0.59, 0], 'fitting',
    `Build-up: bath, median of UR-044 (PlumbNation £250) and UR-167 (Bathroom Blueprint £100-500: £300) = £275; basin UR-168 (£50-200: £125); WC assumed at the basin figure (no WC row) £125; shower screen/enclosure, median of UR-046 (£300) and UR-170 (£100-600: £350) = £325; fitting, half a plumber-day per item (Building Sheriff basin change: "one man, half a day") x 4 at ${PLUMBER_DAY_TEXT} = £600`),
  item('ensuite_suite', '5.1', 'Plumbing', 'En-suite shower room suite (shower enclosure and tray, WC, basin), supplied and fitted', 'nr', 1025, [0.44, 0.56, 0], 'fitting',
    `Build-up as bathroom_suite without the bath: shower enclosure, median of UR-046 (£300) and UR-170 (£100-600: £350) = £325; basin UR-168 (£50-200: £125); WC assumed at the basin figure (no WC row) £125; fitting, half a plumber-day per item (Building Sheriff basin change: "one man, half a day") x 3 at ${PLUMBER_DAY_TEXT} = £450`),
  item('cloakroom_suite', '5.1', 'Plumbing', 'Cloakroom suite (WC and basin, taps), supplied and fitted', 'nr', 550, [0.55, 0.45, 0], 'fitting',
    `Build-up as bathroom_suite with only the WC and basin: basin UR-168 (£50-200: £125); WC assumed at the basin figure (no WC row) £125; fitting, half a plumber-day per item (Building Sheriff basin change: "one man, half a day") x 2 at ${PLUMBER_DAY_TEXT} = £300`),
  item('wc_swap', '5.1', 'Plumbing', 'Replace the WC like for like on the existing supply and soil: supplied and fitted, the old one disposed of', 'nr', 125 + 300 / 2, [0.55, 0.45, 0], 'fitting',
    `Build-up as cloakroom_suite for one item: the WC at the basin figure (UR-168, £50-200: £125; no WC row), fitted in half a plumber-day (Building Sheriff basin change: "one man, half a day") at ${PLUMBER_DAY_TEXT}: £150`),
  item('basin_swap', '5.1', 'Plumbing', 'Replace the basin (or vanity unit with its basin) on the existing supplies and waste: supplied and fitted', 'nr', 125 + 300 / 2, [0.55, 0.45, 0], 'fitting',
    `Build-up as cloakroom_suite for one item: the basin, UR-168 (£50-200: £125), fitted in half a plumber-day (Building Sheriff basin change: "one man, half a day") at ${PLUMBER_DAY_TEXT}: £150`),
  item('bathroom_plumbing', '5.4', 'Plumbing', 'Bathroom first and second fix: supplies, wastes, soil connection', 'nr', 857, [0.7, 0.3, 0], 'fixed',
    `Build-up: two plumber-days (Building Sheriff: a new waste back to the soil stack and re-sited supplies add about a day per fitting; bath/shower and basin, the WC on the existing soil) at ${PLUMBER_DAY_TEXT}, labour 70% of the line; ${SPLIT}`),
  item('cloakroom_plumbing', '5.4', 'Plumbing', 'Cloakroom first and second fix: WC and basin supplies and waste', 'nr', 429, [0.7, 0.3, 0], 'fixed',
    `Build-up: one plumber-day (bathroom_plumbing's two days are for the bath or shower and the basin; a cloakroom's WC stays on the existing soil and its basin needs one waste) at ${PLUMBER_DAY_TEXT}, labour 70% of the line; ${SPLIT}`),
  item('kitchen_plumbing', '5.4', 'Plumbing', 'Kitchen plumbing: sink, appliance supplies and wastes', 'nr', 643, [0.7, 0.3, 0], 'fixed',
    `Build-up: 1.5 plumber-days (Building Sheriff: re-sited waste and supplies about a day, plus half a day for appliance valves and wastes) at ${PLUMBER_DAY_TEXT}, labour 70% of the line; ${SPLIT}`),
  item('island_plumbing', '5.4', 'Plumbing', 'Island services: water and waste run under the floor to the island sink or dishwasher', 'nr', 643 / 2, [0.7, 0.3, 0], 'fixed',
    `Build-up: half of kitchen_plumbing's 1.5 plumber-days (the island's supply and waste runs under the floor, about three-quarters of a day) at ${PLUMBER_DAY_TEXT}; ${SPLIT}`),
  item('layout_change', '5.3', 'Plumbing', 'Move kitchen/bathroom: new soil, waste, water and gas runs, making good', 'nr', 1800, [0.65, 0.3, 0.05], 'fixed',
    `Build-up: UR-152 (TradesmenCosts, move drains £600-3,000, typical £1,500) plus one plumber-day for water and gas runs at ${PLUMBER_DAY_TEXT}; ${SPLIT}`),
  item('plumbing_new_space', '5.4', 'Plumbing', 'Hot and cold water, wastes and drainage to new space', 'm2', 23.08, [0.65, 0.35, 0], 'fixed',
    `Build-up (our assumption of the labour): one plumber-day per 20 m2 of new space at ${PLUMBER_DAY_TEXT}, labour 65% of the line; ${SPLIT}`),
  item('boiler', '5.5', 'Heating', 'Condensing combi boiler, flue and controls, fitted and commissioned', 'nr', BOILER, [0.4, 0.6, 0], 'structure',
    `Median of UR-015 (Prestige Engineers, combi like-for-like £1,800-2,800 in London: £2,300 / London factor ${LONDON} = ${f(2300 / LONDON)}) and UR-171 (Uswitch 2023, boiler replacement £1,500-5,000: £3,250); ${SPLIT}`),
  item('heating_distribution', '5.6', 'Heating', 'Radiator with TRV and valves, and its share of the pipework (per radiator)', 'nr', HEATING_PER_RADIATOR, [0.47, 0.53, 0], 'finish',
    `Build-up for a 3-bed house: radiators £2,200 (DESNZ study via the Telegraph: typical cost of radiators for a 3-bed house, excluding labour), 8 TRVs at UR-024 (£20), 7 plumber-days for pipework and hanging (our assumption) at ${PLUMBER_DAY_TEXT}: £4,460 over the 8 radiators the 8 TRVs serve (one per room, quantities.ts roomSchedule)`),
  item('cylinder', '5.5', 'Heating', 'Unvented hot water cylinder with expansion vessel, valves and discharge pipe (with a system boiler)', 'nr', central(1200, null, 2000), [0.4, 0.6, 0], 'structure',
    `UR-148 (Axiom Eco Homes 2026, replace a hot water cylinder £1,200-2,000: £1,600); ${SPLIT}`),
  item('heat_pump', '5.5', 'Heating', 'Air-source heat pump, cylinder and controls (before any Boiler Upgrade Scheme grant)', 'nr', 10_000, [0.3, 0.7, 0], 'structure',
    `The Eco Experts (Jan 2024, from DESNZ Boiler Upgrade Scheme statistics): air source heat pumps cost £10,000 on average before the £7,500 grant; ${SPLIT}`),
  item('ufh', '5.6', 'Heating', 'Underfloor heating (wet or electric mat) with controls', 'm2', 112.5, [0.4, 0.6, 0], 'structure',
    `Median of UR-016 (ImprovementCosts wet £80-150: £115), UR-017 (electric £60-100: £80), UR-018 (TailoredQuote retrofit £110-180: £145) and UR-019 (new build/extension £85-135: £110); ${SPLIT}`),
  item('rewire', '5.8', 'Electrical', 'Full rewire per point (socket, or light with its switch): consumer unit, circuits, cable runs, EICR certificate', 'point', REWIRE_PER_POINT, [0.7, 0.3, 0], 'finish',
    `Median of UR-004 (EICR Answers, £100-180 per point incl cable run: £140) and the whole-house prices over the points of that house by our room schedule (quantities.ts roomSchedule: 3-bed ${POINTS_3BED} points, 2-bed ${POINTS_2BED}): UR-047 (MJP Electrical, 3-bed £3,000-4,500), UR-048 (2-bed £2,500-3,500), UR-049 (Top Tradespeople, 3-bed £4,000-5,500), UR-050 (The Page, 3-bed £6,000); ${SPLIT}`),
  item('consumer_unit', '5.8', 'Electrical', 'Replace the consumer unit (fuse box): supply, fit, test and certify', 'nr', (central(450, null, 750, { incVat: true }) + 525) / 2, [0.6, 0.4, 0], 'finish',
    `Median of UR-010 (WhatPrice, supply, fit, test and certify £450-750 inc VAT: £600, £500 ex VAT) and UR-011 (MyJobQuote, average £525); an electrician's published price, its own overheads and margin included; ${SPLIT}`),
  item('electric_shower', '5.4', 'Plumbing', 'Replace an electric shower like for like on its existing circuit: supply, fit and test', 'nr', 300 + 320 / 2, [0.35, 0.65, 0], 'fitting',
    `Build-up: the shower, UR-046 (PlumbNation 2022, standard shower supply £300), plus half a day of an ${ELECTRICIAN_DAY_TEXT} to disconnect, fix, connect and test; a new circuit (UR-051, MW Electric £300) only where the old one is not adequate, not priced; ${SPLIT}`),
  item('socket_added', '5.8', 'Electrical', 'Extra double socket on an existing circuit, with its cable run and making good', 'point', central(80, null, 250), [0.7, 0.3, 0], 'finish',
    `UR-013 (Go-Assist 2026, adding an extra socket point to an existing ring £80-250); an electrician's published price; ${SPLIT}`),
  item('electrics_partial', '5.8', 'Electrical', 'Electrical alterations: extra sockets, lighting changes, testing', 'm2', central(80, null, 250) / 10 + LIGHT_FITTING / 14, [0.7, 0.3, 0], 'finish',
    `Build-up: one extra socket per 10 m2 at UR-013 (Go-Assist £80-250: £165) and one light fitting per 14 m2 room at UR-003 (The Page, £65 in London / ${LONDON} = ${f(LIGHT_FITTING)}); ${SPLIT}`),
  item('electrics_new_space', '5.8', 'Electrical', 'Electrics to new space: circuits, sockets, lighting, smoke detection', 'm2', 56, [0.65, 0.35, 0], 'finish',
    `UR-004 (EICR Answers, £100-180 per point incl cable run: £140) at 0.4 points per m2 (our take-off assumption: about 6 points - sockets, switches, lights, smoke alarm - in a 15 m2 room); ${SPLIT}`),
  item('kitchen_electrics', '5.8', 'Electrical', 'Kitchen circuits: cooker, appliances, sockets, lighting, extract', 'nr', KITCHEN_ELECTRICS, [0.65, 0.35, 0], 'finish',
    `Build-up: new ring main UR-014 (Go-Assist £350-700: £525), a dedicated cooker radial priced as UR-051 (MW Electric, dedicated shower circuit £300) and four light fittings at UR-003 (£65 London / ${LONDON} = ${f(LIGHT_FITTING)}); ${SPLIT}`),
  item('island_electrics', '5.8', 'Electrical', 'Island services: hob radial and sockets run under the floor, ducted island extraction wired', 'nr', KITCHEN_ELECTRICS / 2, [0.65, 0.35, 0], 'finish',
    `Build-up: half of kitchen_electrics (new ring main UR-014, Go-Assist £350-700: £525; a dedicated cooker radial priced as UR-051, MW Electric dedicated shower circuit £300; four light fittings at UR-003: ${f(KITCHEN_ELECTRICS)}): the cooker radial re-run to the island, its sockets and the extractor's supply, not the kitchen's whole ring main and lighting; ${SPLIT}`),
  item('bathroom_electrics', '5.8', 'Electrical', 'Bathroom electrics: extract fan, lighting, bonding, shaver point', 'nr', 492, [0.65, 0.35, 0], 'finish',
    `Build-up (our assumption of the labour): one electrician-day at ${ELECTRICIAN_DAY_TEXT}, labour 65% of the line; ${SPLIT}`),
  item('commercial_mep', '5.6', 'M&E', 'Mechanical services alterations: HVAC, ventilation (commercial, per m2)', 'm2', 121.1, [0.45, 0.55, 0], 'finish',
    `Building magazine (Gardiner & Theobald, story 3045688) category A office benchmark: mechanical installations £10.50-12.00/ft2 (£11.25 x 10.764 = £121.10/m2 at its ${TPI_NOTE(Q_GT_OFFICE)}); ${SPLIT}`, false, Q_GT_OFFICE),
  item('commercial_electrics', '5.8', 'M&E', 'Electrical, lighting and data alterations (commercial, per m2)', 'm2', 59.2, [0.55, 0.45, 0], 'finish',
    `Building magazine (Gardiner & Theobald, story 3045688) category A office benchmark: electrical installations £5.00-6.00/ft2 (£5.50 x 10.764 = £59.20/m2 at its ${TPI_NOTE(Q_GT_OFFICE)}); ${SPLIT}`, false, Q_GT_OFFICE),
  item('new_build_services', '5.6', 'M&E', 'Mechanical and electrical services (new build, per m2 GIFA)', 'm2', 56 + 49.5 + BOILER / 90 + 23.08, [0.5, 0.5, 0], 'structure',
    `Build-up from this table's cited service rates for a 90 m2 house: electrics_new_space £56 (UR-004) + heating_distribution £49.50 (DESNZ radiators, UR-024) + boiler ${f(BOILER)} / 90 m2 = ${f(BOILER / 90)} (UR-015, UR-171) + plumbing_new_space £23.08 (UR-184, UR-192)`),
  item('fire_alarm', '5.11', 'Fire safety', 'Mains interlinked fire detection and alarm (per room), tested and certified', 'nr', FIRE_ALARM, [0.55, 0.45, 0], 'fixed',
    `Median of UR-145 (Electrician London, Grade D interlinked alarm per point incl cable £180 / London ${LONDON} = ${f(180 / LONDON)}) and UR-146 + UR-147 (YourJobCost, alarm £20 + wiring in £50-80: £85); ${SPLIT}`),
  item('emergency_lighting', '5.11', 'Fire safety', 'Emergency lighting to escape routes', 'm2', 10, [0.55, 0.45, 0], 'fixed',
    `Build-up (our assumption of quantity and fitting price): one emergency luminaire per 20 m2 of floor, each half an electrician-day at ${ELECTRICIAN_DAY_TEXT} (£160) plus a £40 fitting; ${SPLIT}`),
  item('commercial_fire', '5.11', 'Fire safety', 'Fire alarm and sprinkler alterations (commercial, per m2)', 'm2', median([central(6, null, 8, { region: 'london' }), central(4, null, 7, { region: 'south_east' })]), [0.55, 0.45, 0], 'fixed',
    `Building magazine (Davis Langdon & Everest, story 1027484) category A fit-out, fire alarms £6-8/m2 City of London and £4-7/m2 out of town in the South East ("March 2003 price levels"), each ÷ its location factor (rule step 2): median of £5.83 and £5.14; ${TPI_NOTE(Q_DLE_2003)}; ${SPLIT}`, false, Q_DLE_2003),
  // 7 Work to existing buildings
  item('damp_treatment', '7.3', 'Damp proofing', 'Injected DPC, hack off to 1 m and replaster in renovating plaster', 'm', DPC + 35, [0.65, 0.35, 0], 'fixed',
    `Build-up: DPC injection, median of UR-122 (Rocksure, £35-55/m in London: £45 / ${LONDON} = ${f(45 / LONDON)}) and UR-123 (Housey, one wall £300-700: £500 over a 6 m wall, our assumption: £83.33) = ${f(DPC)}/m, plus 1 m2 of replastering per m at the plaster_walls rate (£35, UR-001/005/160/161); ${SPLIT}`),
  item('dpc_injection', '7.3', 'Damp proofing', 'Injected chemical DPC (the walls are hacked off and replastered under wall finishes)', 'm', DPC, [0.6, 0.4, 0], 'fixed',
    `The DPC part of damp_treatment: median of UR-122 (Rocksure, £35-55/m in London: £45 / ${LONDON} = ${f(45 / LONDON)}) and UR-123 (Housey, one wall £300-700: £500 over a 6 m wall, our assumption: £83.33); ${SPLIT}`),
  item('period_repairs', '7.6', 'Heritage', 'Period repairs: sash overhaul, lime plaster, cornice and joinery repairs', 'm2', 151.6, [0.7, 0.3, 0], 'fixed',
    `Build-up: sash overhaul, median of Building Sheriff (one sash refurbished, £860) and TRC Windows (full refurbishment £1,300-1,750: £1,525) = £1,192.50 a window at one window per 9 m2 (the house take-off) = £132.50/m2, plus lime plaster repairs to a quarter of the wall area (2.18 m2 of wall per m2 of floor in a 90 m2 house) at the plaster_walls rate £35 = £19.10/m2; ${SPLIT}`),
  item('heritage_works', '7.6', 'Heritage', 'Listed-building specialist works: conservation-grade materials and methods', 'm2', 64, [0.7, 0.3, 0], 'finish',
    'Build-up: the 30-50% period-property premium (midpoint 40%; Period Living / Real Homes quoting Hall Construction, COST-KNOWLEDGE.md) on the finishes a listed building\'s fabric touches, per m2 of floor of a 90 m2 house: walls 2.18 m2 x £35 (UR-001/005/160/161) + ceiling £38.30 (UR-002/160/161) + decoration 3.18 m2 x £14.25 (UR-065/070) = £159.90; 40% = £64', true),
  item('barn_repairs', '7.6', 'General building', 'Barn shell repairs and upgrade: structural repairs, insulation, repointing', 'm2', 88.35, [0.55, 0.4, 0.05], 'structure',
    `Build-up per m2 of floor: PIR insulation to walls and roof, 2 m2 at UR-130 (Price This Please £26 in the South East / 1.07 = £24.30): £48.60; repointing 1 m2, median of UR-138 (£20-30) and UR-139 (£30-50): £32.50; crack stitching 0.1 m at UR-126 (£87 incl VAT / 1.2 = £72.50): £7.25; quantities our assumption (the new ground floor, its screed and the new first floor are lines of their own); ${SPLIT}`),
  item('alterations_existing', '7.1', 'General building', 'Works to the existing building: break-through, making good, redecorating adjoining rooms (per m2 of new space)', 'm2', (BREAK_THROUGH + 44.5 * DECORATION) / 25, [0.7, 0.25, 0.05], 'fixed',
    `Build-up over a typical 25 m2 extension (the profile size): opening into the existing house UR-097 (Lian Construction, £800-2,000 in London: £1,400 / ${LONDON} = ${f(BREAK_THROUGH)}) plus redecorating one adjoining 14 m2 room (44.5 m2 of walls and ceiling at the decoration rate ${f(DECORATION)}, UR-065/070: ${f(44.5 * DECORATION)}); ${SPLIT}`),
  item('insulation_upgrade', '7.6', 'Insulation', 'Energy upgrades: loft insulation to 300 mm, draught-proofing, suspended-floor insulation (per m2 of floor)', 'm2', 20.1, [0.45, 0.55, 0], 'fixed',
    `Build-up for a two-storey house (loft and ground floor each half the floor area): loft insulation UR-129 (Price This Please £17/m2 in the South East / 1.07 = £15.90) x 0.5 + floor insulation UR-130 (PIR £26/m2 / 1.07 = £24.30) x 0.5; ${SPLIT}`),
  item('floor_insulation', '7.6', 'Insulation', 'Energy upgrades with the loft converted (insulated at its rafters by the conversion): suspended-floor insulation (per m2 of floor)', 'm2', 24.3 * 0.5, [0.45, 0.55, 0], 'fixed',
    `The floor part of insulation_upgrade, its loft top-up left out: floor insulation UR-130 (PIR £26/m2 / 1.07 = £24.30) x 0.5 (the ground floor, half the floor area of a two-storey house); the draught-proofing that line names carries no figure of its own in its build-up; ${SPLIT}`),
  item('joinery_refurb', '2.8', 'Joinery', 'Staircase refurbishment, window boards, built-in storage (per m2 of floor)', 'm2', 25.5, [0.55, 0.45, 0], 'finish',
    `Build-up per m2 of a 90 m2 house: replacement bannisters UR-144 (HaMuch £1,000-1,400: £1,200 / 90 = £13.33) plus window boards, a quarter carpenter-day per window (UR-189 £240: £60) at one window per 9 m2, labour 55% (£12.12); ${SPLIT}`),
  // 8 External works
  item('external_works', '8', 'Groundworks', 'Drainage connections, paths and making good the garden (per m2 of footprint)', 'm2', 26.4, [0.5, 0.35, 0.15], 'fixed',
    `Build-up (our assumption of quantities): a tenth of a labourer-day per m2 at UR-196 (CostEstimator labourer £134/day: £13.40), 0.2 m3 of spoil at UR-128 (£15/m3: £3) and £10/m2 of paving and topsoil; ${SPLIT}`),
  item('drainage_connection', '8', 'Groundworks', 'New drainage run and connection to sewer', 'nr', 1015, [0.5, 0.3, 0.2], 'fixed',
    `Median of UR-152 (TradesmenCosts, move drains for an extension, typical £1,500) and UR-151 (Top Tradespeople, replacement drain pipework, typical job £530); ${SPLIT}`),
  item('new_build_external', '8', 'Groundworks', 'External works and drainage (new build, per m2 GIFA)', 'm2', 24.5, [0.5, 0.35, 0.15], 'fixed',
    'Build-up for a 90 m2 two-storey house: drainage_connection £1,015 / 90 m2 (UR-151, UR-152) + external_works £26.40 per m2 of footprint x 0.5 (UR-196, UR-128); utilities are a separate line'),
  item('utilities', '8', 'Utilities', 'New or split electricity supply per dwelling (DNO connection; a water split is quoted by the water company)', 'nr', 1492, [0.3, 0.5, 0.2], 'fixed',
    'Electricity North West indicative costs: one new domestic connection, average £1,790 incl VAT (/ 1.2 = £1,492)', true),
].map((i) => (SPECIFICATIONS[i.id] ? { ...i, specification: SPECIFICATIONS[i.id] } : i))

/**
 * RICS NRM1 (3rd edn, 2021) group elements. Group 3 stops at 3.3: decoration is part of 3.1 (finishes to walls,
 * with the ceilings' decoration, one line). Disposal (5.3) and water (5.4) installations, the heat source (5.5) and
 * space heating (5.6) are separate elements; upgrading the existing fabric (insulation) is 7.6 renovation works.
 */
export const ELEMENTS: ElementDef[] = [
  { code: '1', name: 'Substructure', phase: 'structure' },
  { code: '2.1', name: 'Frame', phase: 'structure' },
  { code: '2.2', name: 'Upper floors', phase: 'structure' },
  { code: '2.3', name: 'Roof', phase: 'structure' },
  { code: '2.4', name: 'Stairs', phase: 'structure' },
  { code: '2.5', name: 'External walls', phase: 'structure' },
  { code: '2.6', name: 'Windows and external doors', phase: 'structure' },
  { code: '2.7', name: 'Internal walls and partitions', phase: 'first_fix' },
  { code: '2.8', name: 'Internal doors and joinery', phase: 'second_fix' },
  { code: '3.1', name: 'Wall finishes (with decoration)', phase: 'plastering' },
  { code: '3.2', name: 'Floor finishes', phase: 'finishes' },
  { code: '3.3', name: 'Ceiling finishes', phase: 'plastering' },
  { code: '4', name: 'Fittings, furnishings and equipment', phase: 'second_fix' },
  { code: '5.1', name: 'Sanitary installations', phase: 'second_fix' },
  { code: '5.3', name: 'Disposal installations', phase: 'first_fix' },
  { code: '5.4', name: 'Water installations', phase: 'first_fix' },
  { code: '5.5', name: 'Heat source', phase: 'first_fix' },
  { code: '5.6', name: 'Space heating and air conditioning', phase: 'first_fix' },
  { code: '5.8', name: 'Electrical installations', phase: 'first_fix' },
  { code: '5.11', name: 'Fire safety installations', phase: 'first_fix' },
  // NRM1 7.1 "minor demolition works and alteration works": the soft strip and the openings formed in existing walls
  // of a refurbishment or extension (group 0, facilitating works, is a cleared site's demolition; 2.1 a new frame).
  { code: '7.1', name: 'Existing building: strip-out and alterations', phase: 'strip_out' },
  { code: '7.3', name: 'Existing building: damp-proofing', phase: 'strip_out' },
  { code: '7.6', name: 'Existing building: repairs and renovation', phase: 'plastering' },
  { code: '8', name: 'External works', phase: 'finishes' },
  { code: PRELIMINARIES_ELEMENT, name: 'Main contractor\u2019s preliminaries (itemised)', phase: 'strip_out' },
]
