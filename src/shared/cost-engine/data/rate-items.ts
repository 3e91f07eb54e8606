import type { ElementDef, QualitySensitivity, RateItem } from '../rate-table'

/**
 * Net trade rates (before preliminaries and OH&P), UK average location, standard specification, price base
 * 4Q2024 (costmodelling TPI 221). These are small-works rates a UK measured-term or domestic contractor would
 * carry, not large-contract Spon's rates. Where a rate is our calibrated assumption it says so and names the
 * calibration rows (uk-cost-calibration.csv) it was tuned against; the labour/materials/plant split is our
 * estimate of typical proportions for the operation (as in Spon's A&B / BCIS composite rates), not a copied figure.
 */

const DATE = '2024-Q4'
const SPLIT = "labour/materials/plant split: our estimate of typical proportions for the operation (cf. Spon's A&B 2024 composite rates)"

function cal(rows: string): string {
  return `Our calibrated assumption, tuned so whole-project totals land on uk-cost-calibration.csv rows ${rows}; ${SPLIT}`
}

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
): RateItem {
  return {
    id, elementCode, trade, description, unit, ratePence: Math.round(ratePounds * 100),
    labourShare: split[0], materialsShare: split[1], plantShare: split[2], quality, source, date: DATE,
    ...(isProvisionalSum ? { isProvisionalSum } : {}),
  }
}

const HOUSE = 'UKC-059..061, 109, 110, 125..128, 130, 175, 176, 241, 242, 258, 260, 261'
const KITCHEN = 'UKC-001..003, 009, 217, 218'
const BATH = 'UKC-016, 017, 219, 220'
const LOFT = 'UKC-018..022, 186..188, 221, 222'
const EXT = 'UKC-038..045, 169..172, 212, 223..226, 251'
const CONV = 'UKC-072..077, 101, 102, 265'
const COMM = 'UKC-113..116, 152..157, 199..201'

export const RATE_ITEMS: RateItem[] = [
  // 0 Facilitating works: strip-out
  item('strip_general', '0', 'Demolition', 'Soft strip of finishes, fittings and services; skips and disposal', 'm2', 38, [0.7, 0.05, 0.25], 'fixed', cal(HOUSE)),
  item('strip_kitchen', '0', 'Demolition', 'Remove existing kitchen, cap services, dispose', 'nr', 400, [0.7, 0.05, 0.25], 'fixed', cal(KITCHEN)),
  item('strip_bathroom', '0', 'Demolition', 'Remove existing bathroom suite and tiling, dispose', 'nr', 420, [0.7, 0.05, 0.25], 'fixed', cal(BATH)),
  item('strip_commercial', '0', 'Demolition', 'Strip out existing fit-out (ceilings, partitions, finishes)', 'm2', 24, [0.65, 0.05, 0.3], 'fixed', cal(COMM)),
  // 1 Substructure
  item('foundations', '1', 'Groundworks', 'Excavate, trench-fill foundations, insulated ground-bearing slab and DPM (per m2 of footprint)', 'm2', 270, [0.4, 0.45, 0.15], 'structure', cal(EXT)),
  item('foundations_strip', '1', 'Groundworks', 'Trench-fill strip foundation about 1 m deep, muck away, blockwork to DPC (per m of new external wall)', 'm', 300, [0.45, 0.4, 0.15], 'structure', 'Our assumption from 2024 groundworks price lists (trench-fill £250-350/m incl. muck away and masonry to DPC); ' + SPLIT),
  item('ground_slab', '1', 'Groundworks', 'Ground-bearing slab: hardcore, blinding, DPM, 100-150 mm insulation, concrete (per m2 of footprint)', 'm2', 105, [0.4, 0.5, 0.1], 'structure', 'Our assumption from 2024 groundworks price lists (insulated ground-bearing slab £90-120/m2); ' + SPLIT),
  item('basement_tanking', '1', 'Groundworks', 'Cavity drain membrane / tanking to walls and floor, sump and pump', 'm2', 105, [0.45, 0.5, 0.05], 'structure', cal('UKC-055, 056')),
  item('basement_underpin', '1', 'Groundworks', 'Underpinning and floor lowering, propping, muck away (per m2 of floor)', 'm2', 1100, [0.5, 0.3, 0.2], 'structure', cal('UKC-056')),
  item('lightwell', '1', 'Groundworks', 'Lightwell with retaining walls, drainage and grille', 'nr', 5000, [0.5, 0.4, 0.1], 'structure', cal('UKC-055, 056')),
  // 2 Superstructure
  item('steel_beam', '2.1', 'Structural', 'Form opening in load-bearing wall: steel beam with padstones, temporary propping, making good', 'nr', 2600, [0.5, 0.35, 0.15], 'structure', cal(`${HOUSE}; ${EXT}`)),
  item('new_build_frame', '2.1', 'Structural', 'Frame and upper floors (new build, per m2 GIFA)', 'm2', 260, [0.4, 0.55, 0.05], 'structure', cal('UKC-101, 102 (new-build benchmark cross-check)')),
  item('loft_floor', '2.2', 'Carpentry', 'New loft floor joists, insulation, boarding, steels to trimmed openings', 'm2', 135, [0.55, 0.42, 0.03], 'structure', cal(LOFT)),
  item('upper_floor', '2.2', 'Carpentry', 'Upper floor joists, insulation and decking (double-storey extension)', 'm2', 130, [0.5, 0.47, 0.03], 'structure', cal(EXT)),
  item('roof_flat', '2.3', 'Roofing', 'Warm-deck flat roof: joists, insulation, single-ply/GRP covering, fascias', 'm2', 145, [0.45, 0.52, 0.03], 'structure', cal(EXT)),
  item('roof_pitched', '2.3', 'Roofing', 'Pitched tiled roof over extension (per m2 of footprint)', 'm2', 240, [0.45, 0.52, 0.03], 'structure', cal(EXT)),
  item('dormer', '2.3', 'Roofing', 'Rear dormer: timber frame, roof, cladding, leadwork (per m2 of loft floor)', 'm2', 200, [0.5, 0.47, 0.03], 'structure', cal(LOFT)),
  item('mansard', '2.3', 'Roofing', 'Mansard roof structure, slating, party-wall raising (per m2 of loft floor)', 'm2', 760, [0.5, 0.46, 0.04], 'structure', cal(LOFT)),
  item('hip_to_gable', '2.3', 'Roofing', 'Hip-to-gable: new gable wall, roof alteration and tiling', 'nr', 9000, [0.5, 0.45, 0.05], 'structure', cal(LOFT)),
  item('rooflight', '2.3', 'Roofing', 'Rooflight (Velux type) supplied, fitted, flashed and lined', 'nr', 900, [0.4, 0.58, 0.02], 'finish', cal(`${LOFT}; ${EXT}`)),
  item('roof_recover', '2.3', 'Roofing', 'Strip and re-cover roof: membrane, battens, tiles/slates, ridge and leadwork', 'm2', 135, [0.45, 0.5, 0.05], 'structure', 'Calibrated to uk-cost-calibration.csv rows UKC-087, 088, 229, 230 (3-bed semi £7k-18k for 65-80 m2 roof); ' + SPLIT),
  item('roof_repairs', '2.3', 'Roofing', 'Roof repairs allowance: slipped tiles, flashings, gutters', 'm2', 30, [0.6, 0.35, 0.05], 'fixed', 'Our assumption: about a fifth of the re-cover rate (UKC-087, 088); ' + SPLIT, true),
  item('scaffold', '2.3', 'Scaffolding', 'Scaffold to one elevation incl. erect, hire and strike', 'nr', 1800, [0.2, 0, 0.8], 'fixed', 'UKC-087 notes: scaffolding £900-2,000 extra on a 3-bed semi; our mid-high figure for a loft/roof job'),
  item('loft_stairs', '2.4', 'Carpentry', 'New staircase to loft with protected escape route alterations', 'nr', 1800, [0.5, 0.48, 0.02], 'finish', cal(LOFT)),
  item('ext_wall', '2.5', 'Bricklaying', 'Insulated cavity wall, facing brick outer leaf, block inner leaf', 'm2', 165, [0.5, 0.47, 0.03], 'structure', cal(EXT)),
  item('new_build_envelope', '2.5', 'Bricklaying', 'External walls, windows and doors (new build, per m2 GIFA)', 'm2', 320, [0.45, 0.52, 0.03], 'structure', cal('UKC-101, 102 (new-build benchmark cross-check)')),
  item('new_build_roof', '2.3', 'Roofing', 'Roof (new build, per m2 GIFA)', 'm2', 95, [0.45, 0.52, 0.03], 'structure', cal('UKC-101, 102 (new-build benchmark cross-check)')),
  item('window', '2.6', 'Glazing', 'Replacement double-glazed window, supplied and fitted, making good', 'nr', 780, [0.35, 0.65, 0], 'finish', 'Calibrated to uk-cost-calibration.csv rows UKC-093 (8-10 uPVC units £3,750-16,500 inc VAT) and UKC-211; ' + SPLIT),
  item('ext_door', '2.6', 'Glazing', 'External door and frame, supplied and fitted', 'nr', 1300, [0.3, 0.7, 0], 'finish', 'Our assumption against UKC-211 (windows and doors, 3-bed £1,600-12,000); ' + SPLIT),
  item('bifold', '2.6', 'Glazing', 'Aluminium bi-fold / sliding door set, about 3 m wide', 'nr', 6000, [0.2, 0.8, 0], 'finish', cal(EXT)),
  item('shopfront', '2.6', 'Shopfitting', 'Glazed shopfront allowance (per m2 of floor, frontage pro rata)', 'm2', 60, [0.3, 0.7, 0], 'finish', cal('UKC-113..117'), true),
  // 2.7 / 2.8 Internal walls and doors
  item('stud_partition', '2.7', 'Drylining', 'Timber/metal stud partition, insulated, boarded and skimmed both sides', 'm2', 85, [0.6, 0.4, 0], 'fixed', cal(`${CONV}; ${HOUSE}`)),
  item('fire_separation', '2.7', 'Drylining', 'Upgrade floors/walls between dwellings or rooms to 30-60 min fire and sound separation', 'm2', 55, [0.6, 0.4, 0], 'fixed', cal(CONV)),
  item('door_internal', '2.8', 'Joinery', 'Internal door, lining, architraves and ironmongery, hung and decorated', 'nr', 550, [0.45, 0.55, 0], 'finish', cal(HOUSE)),
  item('door_fire', '2.8', 'Joinery', 'FD30S fire door set with self-closer, intumescent strips and signage', 'nr', 480, [0.4, 0.6, 0], 'finish', 'Calibrated to uk-cost-calibration.csv row UKC-072 (FD30 fire doors fitted, 5-bed HMO, about £1,500); ' + SPLIT),
  item('skirting', '2.8', 'Joinery', 'Skirtings and architraves, fixed and primed', 'm', 28, [0.55, 0.45, 0], 'finish', cal(HOUSE)),
  // 3 Finishes
  item('plaster_walls', '3.1', 'Plastering', 'Hack off defective plaster, replaster / board and skim walls', 'm2', 48, [0.7, 0.3, 0], 'fixed', cal(HOUSE)),
  item('drylining', '3.1', 'Plastering', 'Insulated plasterboard lining and skim to new walls', 'm2', 38, [0.6, 0.4, 0], 'fixed', cal(`${EXT}; ${LOFT}`)),
  item('tiling_walls', '3.1', 'Tiling', 'Ceramic/porcelain wall tiling on prepared background', 'm2', 80, [0.6, 0.4, 0], 'finish', cal(`${BATH}; ${KITCHEN}`)),
  item('screed', '3.2', 'Flooring', 'Sand/cement or liquid screed', 'm2', 28, [0.5, 0.5, 0], 'fixed', cal(EXT)),
  item('floor_finish', '3.2', 'Flooring', 'Floor finish (carpet, LVT or engineered board) with underlay and trims', 'm2', 75, [0.35, 0.65, 0], 'finish', cal(HOUSE)),
  item('floor_tiling', '3.2', 'Tiling', 'Floor tiling on ply/screed with trims', 'm2', 90, [0.55, 0.45, 0], 'finish', cal(BATH)),
  item('ceiling', '3.3', 'Plastering', 'Take down / overboard ceiling, plasterboard and skim', 'm2', 42, [0.7, 0.3, 0], 'fixed', cal(HOUSE)),
  item('suspended_ceiling', '3.3', 'Ceilings', 'Suspended grid ceiling with tiles (commercial)', 'm2', 55, [0.5, 0.5, 0], 'finish', cal(COMM)),
  item('decoration', '3.4', 'Decorating', 'Mist coat and two coats emulsion to walls and ceilings, gloss to woodwork', 'm2', 11, [0.8, 0.2, 0], 'finish', 'Our assumption from decorator day rates (£150-300/day, COST-KNOWLEDGE set H) at about 30 m2/day plus paint; checked against UKC-208; ' + SPLIT),
  item('making_good', '7.6', 'General building', 'General repairs and making good (joinery, plaster patching, easing doors)', 'm2', 40, [0.75, 0.25, 0], 'fixed', cal(HOUSE)),
  // 4 Fittings
  item('kitchen_units', '4', 'Kitchen fitting', 'Kitchen base and wall units, supplied and fitted (per m of run)', 'm', 460, [0.25, 0.75, 0], 'fitting', cal(KITCHEN)),
  item('worktop', '4', 'Kitchen fitting', 'Worktop, upstands and cut-outs', 'm', 150, [0.3, 0.7, 0], 'fitting', cal(KITCHEN)),
  item('appliances', '4', 'Kitchen fitting', 'Appliances (oven, hob, hood, integrated fridge/dishwasher)', 'nr', 1000, [0.1, 0.9, 0], 'fitting', cal(KITCHEN), true),
  item('furnishing', '4', 'Furnishing', 'Furniture, beds, linen and kitchenware for letting (per bedroom)', 'nr', 2200, [0.1, 0.9, 0], 'fitting', 'Our assumption; UKC-198 (basic IKEA furnishing of a 2-bed flat, £1,800 inc VAT) is a low proxy, short-let setups need more', true),
  item('shopfitting', '4', 'Shopfitting', 'Display joinery, counters and fixtures (retail)', 'm2', 200, [0.35, 0.65, 0], 'fitting', cal('UKC-113..116')),
  item('commercial_fitout_joinery', '4', 'Joinery', 'Tea points, reception and joinery (commercial, per m2)', 'm2', 80, [0.4, 0.6, 0], 'fitting', cal(COMM)),
  // 5 Services
  item('bathroom_suite', '5.1', 'Plumbing', 'Bathroom suite (WC, basin, bath or shower, taps, screen), supplied and fitted', 'nr', 1300, [0.3, 0.7, 0], 'fitting', cal(BATH)),
  item('bathroom_plumbing', '5.3', 'Plumbing', 'Bathroom first and second fix: supplies, wastes, soil connection', 'nr', 900, [0.7, 0.3, 0], 'fixed', cal(BATH)),
  item('kitchen_plumbing', '5.3', 'Plumbing', 'Kitchen plumbing: sink, appliance supplies and wastes', 'nr', 650, [0.7, 0.3, 0], 'fixed', cal(KITCHEN)),
  item('layout_change', '5.3', 'Plumbing', 'Move kitchen/bathroom: new soil, waste, water and gas runs, making good', 'nr', 2200, [0.65, 0.3, 0.05], 'fixed', cal(`${KITCHEN}; ${BATH}`)),
  item('plumbing_new_space', '5.3', 'Plumbing', 'Hot and cold water, wastes and drainage to new space', 'm2', 28, [0.65, 0.35, 0], 'fixed', cal(`${EXT}; ${CONV}`)),
  item('boiler', '5.6', 'Heating', 'Replace boiler: condensing combi, flue, controls, powerflush', 'nr', 3000, [0.4, 0.6, 0], 'structure', 'Calibrated to uk-cost-calibration.csv rows UKC-227, 228 (gas combi £1,500-4,500 inc VAT) and UKC-195; ' + SPLIT),
  item('heating_distribution', '5.6', 'Heating', 'Heating pipework and radiators (per m2 of floor)', 'm2', 55, [0.55, 0.45, 0], 'finish', 'Calibrated to uk-cost-calibration.csv row UKC-210 (central heating, 3-bed £2,000-5,000 plus boiler); ' + SPLIT),
  item('heat_pump', '5.6', 'Heating', 'Air-source heat pump, cylinder and controls (before any Boiler Upgrade Scheme grant)', 'nr', 11500, [0.3, 0.7, 0], 'structure', 'Our assumption: typical UK installed ASHP £10,000-14,000 before the £7,500 BUS grant (Ofgem BUS statistics 2024); not in the calibration CSV'),
  item('ufh', '5.6', 'Heating', 'Underfloor heating (wet or electric mat) with controls', 'm2', 70, [0.4, 0.6, 0], 'structure', 'Our assumption: installer price lists 2024 £50-100/m2 excluding screed; not in the calibration CSV'),
  item('rewire', '5.8', 'Electrical', 'Full rewire: consumer unit, circuits, sockets, lighting, EICR certificate', 'm2', 60, [0.7, 0.3, 0], 'finish', 'Calibrated to uk-cost-calibration.csv rows UKC-079, 080, 209, 231, 232 (3-bed rewire £3,000-7,000); ' + SPLIT),
  item('electrics_partial', '5.8', 'Electrical', 'Electrical alterations: extra sockets, lighting changes, testing', 'm2', 24, [0.7, 0.3, 0], 'finish', cal(HOUSE)),
  item('electrics_new_space', '5.8', 'Electrical', 'Electrics to new space: circuits, sockets, lighting, smoke detection', 'm2', 45, [0.65, 0.35, 0], 'finish', cal(`${EXT}; ${LOFT}; ${CONV}`)),
  item('kitchen_electrics', '5.8', 'Electrical', 'Kitchen circuits: cooker, appliances, sockets, lighting, extract', 'nr', 800, [0.65, 0.35, 0], 'finish', cal(KITCHEN)),
  item('bathroom_electrics', '5.8', 'Electrical', 'Bathroom electrics: extract fan, lighting, bonding, shaver point', 'nr', 480, [0.65, 0.35, 0], 'finish', cal(BATH)),
  item('commercial_mep', '5.6', 'M&E', 'Mechanical services alterations: HVAC, ventilation (commercial, per m2)', 'm2', 226, [0.45, 0.55, 0], 'finish', cal(COMM)),
  item('commercial_electrics', '5.8', 'M&E', 'Electrical, lighting and data alterations (commercial, per m2)', 'm2', 155, [0.55, 0.45, 0], 'finish', cal(COMM)),
  item('new_build_services', '5.6', 'M&E', 'Mechanical and electrical services (new build, per m2 GIFA)', 'm2', 240, [0.5, 0.5, 0], 'structure', cal('UKC-101, 102 (new-build benchmark cross-check)')),
  item('fire_alarm', '5.11', 'Fire safety', 'Mains interlinked fire detection and alarm (per room), tested and certified', 'nr', 260, [0.55, 0.45, 0], 'fixed', 'Calibrated to uk-cost-calibration.csv row UKC-072 notes (interlinked alarms, 5-bed HMO £1,300); ' + SPLIT),
  item('emergency_lighting', '5.11', 'Fire safety', 'Emergency lighting to escape routes', 'm2', 9, [0.55, 0.45, 0], 'fixed', 'Our assumption (HMO escape-route lighting, LACORS fire safety guidance 2008 scope); ' + SPLIT),
  item('commercial_fire', '5.11', 'Fire safety', 'Fire alarm and sprinkler alterations (commercial, per m2)', 'm2', 30, [0.55, 0.45, 0], 'fixed', cal(COMM)),
  // 7 Work to existing buildings
  item('damp_treatment', '7.3', 'Damp proofing', 'Injected DPC, hack off to 1 m and replaster in renovating plaster', 'm', 150, [0.65, 0.35, 0], 'fixed', 'Our assumption from damp-specialist price lists 2024 (£3,000-6,000 for a 3-bed terrace); not in the calibration CSV'),
  item('period_repairs', '7.6', 'Heritage', 'Period repairs: sash overhaul, lime plaster, cornice and joinery repairs', 'm2', 260, [0.7, 0.3, 0], 'fixed', 'Calibrated to uk-cost-calibration.csv rows UKC-196, 197, 258 and the 30-50% period premium (COST-KNOWLEDGE, Period Living); ' + SPLIT),
  item('heritage_works', '7.6', 'Heritage', 'Listed-building specialist works: conservation-grade materials and methods', 'm2', 140, [0.7, 0.3, 0], 'finish', 'Our assumption: listed premium on top of period repairs (premiumcalculators 2024: listed/complex 30-50% contingency tier); UKC-197', true),
  item('barn_repairs', '7.6', 'General building', 'Barn shell repairs and upgrade: structural repairs, insulation, new slab', 'm2', 235, [0.55, 0.4, 0.05], 'structure', cal('UKC-074..077')),
  item('alterations_existing', '7.1', 'General building', 'Works to the existing building: break-through, making good, redecorating adjoining rooms (per m2 of new space)', 'm2', 40, [0.7, 0.25, 0.05], 'fixed', cal(`${EXT}; ${LOFT}`)),
  item('insulation_upgrade', '2.3', 'Insulation', 'Energy upgrades: loft insulation to 300 mm, draught-proofing, suspended-floor insulation (per m2 of floor)', 'm2', 30, [0.45, 0.55, 0], 'fixed', cal(HOUSE)),
  item('joinery_refurb', '2.8', 'Joinery', 'Staircase refurbishment, window boards, built-in storage (per m2 of floor)', 'm2', 45, [0.55, 0.45, 0], 'finish', cal(HOUSE)),
  // 8 External works
  item('external_works', '8', 'Groundworks', 'Drainage connections, paths and making good the garden (per m2 of footprint)', 'm2', 38, [0.5, 0.35, 0.15], 'fixed', cal(EXT)),
  item('drainage_connection', '8', 'Groundworks', 'New drainage run and connection to sewer', 'nr', 1200, [0.5, 0.3, 0.2], 'fixed', cal(`${EXT}; ${CONV}`)),
  item('new_build_external', '8', 'Groundworks', 'External works and drainage (new build, per m2 GIFA)', 'm2', 110, [0.5, 0.35, 0.15], 'fixed', cal('UKC-101, 102 (new-build benchmark cross-check)')),
  item('utilities', '8', 'Utilities', 'New or split utility supplies (water, electricity meters) per dwelling', 'nr', 2500, [0.3, 0.5, 0.2], 'fixed', 'Our assumption: utility connection quotes 2024 (£1,500-3,500 per new meter/supply); not in the calibration CSV', true),
]

/** RICS NRM1 (3rd edn, 2021) group elements; decoration is shown as 3.4 within group 3 (finishes). */
export const ELEMENTS: ElementDef[] = [
  { code: '0', name: 'Facilitating works: strip-out and demolition', phase: 'strip_out' },
  { code: '1', name: 'Substructure', phase: 'structure' },
  { code: '2.1', name: 'Frame and structural alterations', phase: 'structure' },
  { code: '2.2', name: 'Upper floors', phase: 'structure' },
  { code: '2.3', name: 'Roof', phase: 'structure' },
  { code: '2.4', name: 'Stairs', phase: 'structure' },
  { code: '2.5', name: 'External walls', phase: 'structure' },
  { code: '2.6', name: 'Windows and external doors', phase: 'structure' },
  { code: '2.7', name: 'Internal walls and partitions', phase: 'first_fix' },
  { code: '2.8', name: 'Internal doors and joinery', phase: 'second_fix' },
  { code: '3.1', name: 'Wall finishes', phase: 'plastering' },
  { code: '3.2', name: 'Floor finishes', phase: 'finishes' },
  { code: '3.3', name: 'Ceiling finishes', phase: 'plastering' },
  { code: '3.4', name: 'Decoration', phase: 'finishes' },
  { code: '4', name: 'Fittings, furnishings and equipment', phase: 'second_fix' },
  { code: '5.1', name: 'Sanitary installations', phase: 'second_fix' },
  { code: '5.3', name: 'Disposal and water installations', phase: 'first_fix' },
  { code: '5.6', name: 'Space heating', phase: 'first_fix' },
  { code: '5.8', name: 'Electrical installations', phase: 'first_fix' },
  { code: '5.11', name: 'Fire safety installations', phase: 'first_fix' },
  { code: '7.1', name: 'Work to existing building: alterations', phase: 'strip_out' },
  { code: '7.3', name: 'Work to existing building: damp-proofing', phase: 'strip_out' },
  { code: '7.6', name: 'Work to existing building: repairs and renovation', phase: 'plastering' },
  { code: '8', name: 'External works', phase: 'finishes' },
]
