import { describe, expect, it } from 'vitest'
import { buildCostInput } from '#tests/factories/cost-input'
import { QUESTION_CATALOGUE } from '../smart-questions/question-catalogue'
import { estimateCost } from './estimate-cost'
import {
  FIRST_FORM_PROJECT_TYPES,
  PROFESSIONAL_PROJECT_TYPES,
  type CostInput,
  type CostPlan,
  type ProjectType,
} from './types'

/**
 * Decision 009, "what is said is priced": walks every public project type × every catalogue question × every option (and
 * briefs that mention the big items) and checks that whatever the plan calls included is a priced line, and that
 * a mentioned item no line prices is listed as an exclusion instead.
 */

const TYPES = [...new Set<ProjectType>([...FIRST_FORM_PROJECT_TYPES, ...PROFESSIONAL_PROJECT_TYPES])]
const BRIEFS = [
  '',
  'Needs a full rewire, damp treatment and a new roof; knock through to the dining room; add a dormer.',
]

const input = (projectType: ProjectType, over: Partial<CostInput> = {}) => buildCostInput({ projectType, ...over })

/** Every claim that work is included, with the amount it names. */
function inclusionClaims(plan: CostPlan): { label: string; pounds: number }[] {
  return plan.drivers
    .filter((d) => /\bincluded\b|^Includes about/.test(d.effect) && !/not included/.test(d.effect))
    .map((d) => ({ label: d.label, pounds: Number(/£([\d,]+)/.exec(d.effect)?.[1]?.replace(/,/g, '') ?? 0) }))
}

function check(plan: CostPlan, context: string) {
  const measured = plan.lineItems.reduce((s, l) => s + l.totalPence, 0)
  for (const claim of inclusionClaims(plan)) {
    expect(claim.pounds, `${context}: "${claim.label}" claims included work`).toBeGreaterThan(0)
    expect(measured, context).toBeGreaterThan(0)
  }
  for (const l of plan.lineItems) expect(l.quantity, `${context}: ${l.rateId}`).toBeGreaterThan(0)
  for (const d of plan.drivers.filter((x) => /not included/.test(x.effect)))
    expect(plan.exclusions.join(' '), `${context}: ${d.label} must be listed as an exclusion`).toMatch(/not priced/)
}

describe('what is said is priced', () => {
  it.each(TYPES)('%s: every answer to every question', (type) => {
    let checked = 0
    for (const description of BRIEFS)
      for (const q of QUESTION_CATALOGUE)
        for (const option of q.options) {
          const answers = { [q.id]: option.value }
          const plan = estimateCost(
            input(
              type,
              q.id === 'renovation_scope'
                ? { scope: option.value as CostInput['scope'], description }
                : { answers, description },
            ),
          )
          check(plan, `${type} ${q.id}=${option.value} ${description ? '(brief)' : ''}`)
          checked++
        }
    expect(checked).toBeGreaterThan(50)
  })

  it('a brief that names a dormer on a loft prices a dormer; a rewire named in a kitchen brief is priced or excluded', () => {
    const loft = estimateCost(input('loft_conversion', { description: 'rear dormer with an en-suite' }))
    expect(loft.lineItems.some((l) => /dormer/.test(l.rateId) && l.quantity > 0)).toBe(true)
    const kitchen = estimateCost(
      input('kitchen_renovation', { sizeSqm: 12, description: 'new kitchen, the house needs a full rewire' }),
    )
    const rewire = kitchen.drivers.find((d) => d.key === 'rewiring')!
    const priced = kitchen.lineItems.some((l) => l.rateId === 'rewire')
    if (priced) expect(rewire.effect).toMatch(/£[\d,]+ of work included/)
    else {
      expect(rewire.effect).toMatch(/not included/)
      expect(kitchen.exclusions.join(' ')).toMatch(/rewire.*not priced/i)
    }
  })
})

/** A description that rules work out, or states a fact, is read so: never work "mentioned but not priced". */
describe('what is said not to be needed is not listed as mentioned work', () => {
  it.each([
    ['Small HMO (3-4 tenants), minimal structural work', 'house_to_hmo_conversion', /load-bearing/i],
    ['Full refurbishment of our 2-bed flat', 'whole_house_renovation', /roof/i],
    ['Full refurbishment; not listed and not in a conservation area', 'whole_house_renovation', /listed|conservation/i],
    ['Full refurbishment, the heating is fine, windows are fine', 'whole_house_renovation', /heating|windows/i],
  ] as const)(
    '%j rules the work out: never a driver "mentioned" and left unpriced',
    (description, projectType, work) => {
      const plan = estimateCost(input(projectType, { description, scope: 'medium' }))
      expect(plan.drivers.filter((d) => d.source === 'description').map((d) => d.label)).not.toContainEqual(
        expect.stringMatching(work),
      )
      expect(plan.exclusions.join('\n')).not.toMatch(/mentioned in your description but not priced/)
    },
  )

  it.each([
    ['Single storey rear extension', 'extension', 'Storeys', /single storey/],
    ['Convert the cellar, it has plenty of headroom', 'basement_conversion', 'Digging out', /no floor lowering/],
    ['Victorian terrace, full refurbishment', 'whole_house_renovation', 'Period property', /larger contingency/],
  ] as const)(
    '%j is a fact the price follows, not work "mentioned but not priced"',
    (description, type, label, says) => {
      const plan = estimateCost(input(type, { description, sizeSqm: 40 }))
      expect(plan.drivers.find((d) => d.label === label)?.effect).toMatch(says)
      expect(plan.exclusions.join('\n')).not.toMatch(/mentioned in your description but not priced/)
    },
  )

  it('work the description asks for is a driver, priced where the job has a line for it', () => {
    const opened = estimateCost(
      input('whole_house_renovation', { description: 'Knock through to the dining room with a steel beam' }),
    )
    expect(opened.drivers.find((d) => d.label === 'Load-bearing wall opened up')?.effect).toMatch(/of work included/)
    expect(
      estimateCost(input('whole_house_renovation', { description: 'Re-roof and new windows' })).drivers.map(
        (d) => d.label,
      ),
    ).toEqual(expect.arrayContaining(['Roof work', 'Windows']))
  })
})
