import type { CostPlan } from '#shared/cost-engine/types'
import { gbp0 } from './format'

/**
 * The consents and regulations this job must clear, chosen from the job type, the answers, the description and the
 * priced lines (never a fixed list), each with what it costs and what it does to the programme. An approval that
 * must be in hand before anyone starts on site (`leadWeeks` > 0) becomes a row of the Gantt chart and moves the
 * start; the rest are checked during the works.
 *
 * Durations and rules, with their sources:
 * - Planning: a householder application is decided within 8 weeks of validation (Town and Country Planning
 *   (Development Management Procedure) (England) Order 2015 art. 34; gov.uk "Planning permission" and council
 *   pages, e.g. charnwood.gov.uk planning_application_decision_timescales). Fee £528 in England from April 2025
 *   (the engine's rate table, data/factors.ts).
 * - Lawful development certificate (proposed use): decided within 8 weeks; fee half the planning fee (Planning
 *   Portal fee schedule; westmorlandandfurness.gov.uk LDC fees).
 * - Party Wall etc. Act 1996: a party structure notice (s.3) at least two months before work to the party wall;
 *   line of junction (s.1) and adjacent excavation (s.6) one month; 14 days to respond (richmond.gov.uk
 *   serving_a_notice_under_the_party_wall_act).
 * - Building regulations full plans: a decision within 5 weeks, or 2 months by agreement (Building Act 1984
 *   s.16(12)); a building notice needs 2 days' notice but gives no approved plans.
 * - Asbestos: buildings built before 2000 may contain it (HSE, hse.gov.uk/asbestos); a refurbishment and demolition
 *   survey comes before strip-out (HSE HSG264); licensed removal needs 14 days' notice to the HSE (Control of
 *   Asbestos Regulations 2012 reg. 6).
 * - Part L: a renovated thermal element is brought to the Approved Document L 2021 vol. 1 table 4.3 values where
 *   technically, functionally and economically feasible (walls 0.30, pitched roof at ceiling 0.16, floor
 *   0.25 W/m²K); new elements to table 4.2 (walls 0.18, roof 0.15, floor 0.18); windows 1.4 W/m²K.
 * - Loft: a new storey above 4.5 m needs a protected stair to the final exit with fire doors and interlinked
 *   mains smoke alarms (Approved Document B vol. 1, 2.20-2.23); stair headroom 2.0 m, or 1.9 m at the centre and
 *   1.8 m at the side in a loft conversion (Approved Document K, 1.10).
 * - HMO: a licence for 5 or more people in 2 or more households (Licensing of HMOs (Prescribed Description)
 *   (England) Order 2018); rooms of at least 6.51 m² for one adult, 10.22 m² for two (Licensing of HMOs (Mandatory
 *   Conditions of Licences) (England) Regulations 2018); operating without a licence is an offence, a duly made
 *   application is a defence (Housing Act 2004 s.72). A house to a small HMO (3-6 people, C4) is permitted
 *   development unless an Article 4 direction removes it (Birmingham's city-wide one since 8 June 2020,
 *   birmingham.gov.uk); 7 or more people is sui generis and always needs planning.
 * - Leasehold: alterations to a flat need the freeholder's licence under most leases.
 */
export interface ComplianceItem {
  id: string
  title: string
  /** Why it applies to this job (what in the answers or the scope triggers it). */
  why: string
  cost: string
  /** Pence in the total (a fee or a priced line), or null when it is advice or an allowance outside the total. */
  inTotalPence: number | null
  programme: string
  /** Weeks it needs after the design is ready and before work can start on site (0: not before the start). */
  leadWeeks: number
  /** The Gantt row's name when it runs before the start. */
  ganttName?: string
}

const WEEKS_IN_TWO_MONTHS = 9

const feeOf = (plan: CostPlan, id: string) => plan.fees.find((f) => f.id === id)
const linesOf = (plan: CostPlan, ids: string[]) => plan.lineItems.filter((l) => ids.includes(l.rateId))
const sumPence = (lines: { totalPence: number }[]) => lines.reduce((a, l) => a + l.totalPence, 0)

function feeCost(plan: CostPlan, id: string, fallback: string): { cost: string; inTotalPence: number | null } {
  const fee = feeOf(plan, id)
  return fee
    ? { cost: `${gbp0(fee.pence)} (fees, page 7)`, inTotalPence: fee.pence }
    : { cost: fallback, inTotalPence: null }
}

function linesCost(plan: CostPlan, ids: string[], fallback: string): { cost: string; inTotalPence: number | null } {
  const lines = linesOf(plan, ids)
  const pence = sumPence(lines)
  return lines.length && pence > 0
    ? { cost: `${gbp0(pence)} in the schedule`, inTotalPence: pence }
    : { cost: fallback, inTotalPence: null }
}

/** A consent that applies exactly where the engine prices its fee (the fee's id is the consent's), costing that fee. */
function feePricedConsent(
  plan: CostPlan,
  { id, title, why, ...programme }: Omit<ComplianceItem, 'cost' | 'inTotalPence'>,
): ComplianceItem[] {
  return feeOf(plan, id) ? [{ id, title, why, ...feeCost(plan, id, ''), ...programme }] : []
}

/** The answer, or '' when not given. */
const answer = (plan: CostPlan, id: string) => String((plan.input.answers ?? {})[id] ?? '')

// eslint-disable-next-line max-lines-per-function -- one block per consent, each choosing itself from the job's facts
export function complianceFor(plan: CostPlan): ComplianceItem[] {
  const items: ComplianceItem[] = []
  const text = `${plan.input.description ?? ''}`.toLowerCase()
  const base = plan.facts.baseType
  const age = answer(plan, 'property_age')
  const hasLine = (...ids: string[]) => linesOf(plan, ids).length > 0
  const isFlat = /\b(flat|apartment|maisonette|leasehold)\b/.test(text)

  if (feeOf(plan, 'planning')) {
    items.push({
      id: 'planning',
      title: 'Planning permission',
      why: 'The works change the outside or the use of the building.',
      ...feeCost(plan, 'planning', ''),
      programme: 'Decision within 8 weeks of a valid application; apply once drawings are ready.',
      leadWeeks: 8,
      ganttName: 'Planning decision (8 weeks)',
    })
  } else if (base === 'loft' || base === 'extension') {
    const planningFee = 52_800
    items.push({
      id: 'ldc',
      title: 'Lawful development certificate',
      why: 'Priced as permitted development: a certificate proves it (a buyer’s solicitor will ask).',
      cost: `${gbp0(planningFee / 2)} council fee (not in the total)`,
      inTotalPence: null,
      programme: 'Decided within 8 weeks; run it beside building control before the start.',
      leadWeeks: 8,
      ganttName: 'Lawful development certificate (8 weeks)',
    })
  }

  if (base === 'hmo') {
    const people = Number(answer(plan, 'rooms_count')) || plan.facts.bedrooms
    const large = people >= 7
    items.push({
      id: 'hmo_planning',
      title: large ? 'Planning: large HMO (sui generis)' : 'Planning: Article 4 check for a small HMO',
      why: large
        ? `${people} occupants: an HMO for 7 or more always needs planning permission.`
        : `A house to an HMO for up to 6 people (C4) is permitted unless an Article 4 direction applies${/midlands/i.test(plan.facts.regionKey) ? ', as in all of Birmingham since 2020' : ' (many councils have one)'}.`,
      cost: `${gbp0(52_800)} planning fee if needed (not in the total)`,
      inTotalPence: null,
      programme: 'Check before you buy or design; where needed, a decision within 8 weeks.',
      leadWeeks: large ? 8 : 0,
      ganttName: large ? 'Planning: change of use to HMO (8 weeks)' : undefined,
    })
    items.push({
      id: 'hmo_licence',
      title: 'HMO licence',
      why: '5 or more people in 2 or more households need a mandatory licence.',
      ...feeCost(plan, 'hmo_licence', 'Council fee, typically £1,000 (not in the total)'),
      programme: 'Apply before the first tenant moves in; the council inspects and sets conditions.',
      leadWeeks: 0,
    })
    items.push({
      id: 'hmo_standards',
      title: 'HMO amenity and fire standards',
      why: 'Bedrooms of at least 6.51 m² (one adult) or 10.22 m² (two); kitchens, bathrooms and fire safety to the council’s standards.',
      ...linesCost(
        plan,
        ['door_fire', 'fire_alarm', 'fire_detection', 'emergency_lighting'],
        feeOf(plan, 'fire_risk_assessment')
          ? feeCost(plan, 'fire_risk_assessment', '').cost
          : 'Set by the fire risk assessment',
      ),
      programme: 'Agree the fire strategy with the council before first fix; sign-off at the licence inspection.',
      leadWeeks: 0,
    })
  }

  if (base === 'loft') {
    items.push({
      id: 'loft_fire',
      title: 'Loft fire strategy (Part B)',
      why: 'A new floor above 4.5 m needs a protected stair to the front door: fire doors and interlinked smoke alarms.',
      ...linesCost(plan, ['door_fire'], 'About £400 a door to upgrade (not in the total)'),
      programme: 'Designed into the building regulations drawings; no delay if planned.',
      leadWeeks: 0,
    })
    items.push({
      id: 'stair_headroom',
      title: 'Stair headroom (Part K)',
      why: 'The new stair needs 2.0 m headroom, or 1.9 m at the centre and 1.8 m at the side in a loft.',
      ...linesCost(plan, ['loft_stairs'], 'In the staircase price'),
      programme: 'Check on the measured survey: failing it can mean a dormer over the stair.',
      leadWeeks: 0,
    })
  }

  // Only where the engine prices the surveyor: internal work (a beam on internal walls) needs no notice.
  items.push(
    ...feePricedConsent(plan, {
      id: 'party_wall',
      title: 'Party wall notices',
      why: 'Steels bear on or cut into the wall shared with the neighbour.',
      programme: 'Notice at least 2 months before work to the party wall (1 month for excavation).',
      leadWeeks: WEEKS_IN_TWO_MONTHS,
      ganttName: 'Party wall notices (2 months)',
    }),
    ...feePricedConsent(plan, {
      id: 'building_control',
      title: 'Building regulations approval',
      why: 'Structural, fire, drainage, electrical or thermal work is notifiable.',
      programme: 'Full plans decided within 5 weeks (2 months by agreement); inspections during the works.',
      leadWeeks: 5,
      ganttName: 'Building regulations full plans (5 weeks)',
    }),
  )

  const thermal = linesOf(plan, [
    'plaster_walls',
    'drylining',
    'insulation_upgrade',
    'dormer',
    'dormer_sqm',
    'roof_recover',
  ])
  if (thermal.length) {
    const isNew = base === 'loft' || base === 'extension'
    items.push({
      id: 'part_l',
      title: isNew ? 'Part L: new thermal elements' : 'Part L: renovated thermal elements',
      why: isNew
        ? 'New walls and roof to U 0.18 and 0.15 W/m²K; windows 1.4.'
        : 'Replastering or relining outside walls, or re-roofing, brings them to U 0.30 (walls), 0.16 (roof), where feasible.',
      ...(hasLine('insulation_upgrade', 'drylining', 'dormer_sqm')
        ? linesCost(plan, ['insulation_upgrade', 'drylining', 'dormer_sqm'], '')
        : { cost: 'Insulated board adds about £30 per m² of outside wall (not in the total)', inTotalPence: null }),
      programme: 'Shown on the building regulations drawings; checked at inspection.',
      leadWeeks: 0,
    })
  }

  if (
    age !== '2000_plus' &&
    plan.lineItems.some((l) => l.rateId.startsWith('strip_') || /strip|remove|hack off/i.test(l.description))
  ) {
    items.push({
      id: 'asbestos',
      title: 'Asbestos survey',
      why: ['pre_1919', '1919_1965', '1966_1999'].includes(age)
        ? 'Built before 2000: textured coatings, floor tiles or boxing may contain asbestos.'
        : 'Age not known: a building from before 2000 may contain asbestos.',
      cost: 'Refurbishment survey about £450 (not in the total); removal if found is extra',
      inTotalPence: null,
      programme: 'Survey before strip-out (about 2 weeks with results); licensed removal needs 14 days’ notice.',
      leadWeeks: 2,
      ganttName: 'Asbestos survey (2 weeks)',
    })
  }

  if (isFlat) {
    items.push({
      id: 'leasehold',
      title: 'Leasehold consent',
      why: 'Alterations to a flat need the freeholder’s licence under most leases.',
      cost: 'Freeholder’s legal and surveyor’s fees, often £500 to £1,500 (not in the total)',
      inTotalPence: null,
      programme: 'Allow 6 weeks; no statutory time limit.',
      leadWeeks: 6,
      ganttName: 'Freeholder’s licence (about 6 weeks)',
    })
  }

  if (plan.facts.isListed) {
    items.push({
      id: 'listed',
      title: 'Listed building consent',
      why: 'The building is listed: internal and external alterations need consent.',
      cost: 'No council fee; heritage statement by your designer',
      inTotalPence: null,
      programme: 'Decided within 8 weeks; works without consent are a criminal offence.',
      leadWeeks: 8,
      ganttName: 'Listed building consent (8 weeks)',
    })
  }
  return items
}
