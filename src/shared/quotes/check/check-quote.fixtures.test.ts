import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostInput } from '#shared/cost-engine/types'
import { emptyQuote, ReadQuoteSchema, type ReadQuote } from '../quote'
import { checkQuote } from './check-quote'
import type { QuoteCheck } from './quote-check'
import { referenceFromPlan } from './reference'

// quote-read's 13 fixture quotes, as read (their `.expected.json`), each checked against an estimate of its job.
const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/quotes')

function readFixture(name: string): ReadQuote {
  const raw = JSON.parse(readFileSync(path.join(FIXTURES, `${name}.expected.json`), 'utf8')) as Partial<ReadQuote>
  return ReadQuoteSchema.parse({ ...emptyQuote(), ...raw, payment: { stages: [], ...raw.payment } })
}

function check(
  name: string,
  projectType: CostInput['projectType'],
  sizeSqm: number,
  region: CostInput['region'],
  description = '',
) {
  const plan = estimateCost(
    {
      projectType,
      sizeSqm,
      region,
      condition: 'average',
      scope: 'medium',
      quality: 'standard',
      description,
      answers: {},
      priceDate: '2026-11-26',
    },
    DEFAULT_RATES,
  )
  return checkQuote(readFixture(name), referenceFromPlan(plan, { source: 'new', estimateId: null, label: name }))
}

const ids = (c: QuoteCheck) => c.findings.map((f) => f.id)
const severityOf = (c: QuoteCheck, id: string) => c.findings.find((f) => f.id === id)?.severity

describe('quote check of the fixture quotes', () => {
  it('01 itemised bathroom: within the range, VAT right, the PC sanitaryware counted, the wall plastering left out', () => {
    const c = check('01-bathroom-itemised', 'bathroom', 5, 'london')
    expect(c.quote).toMatchObject({ netPence: 709_250, vatPence: 141_850, totalPence: 851_100, itemised: true })
    expect(c.total.status).toBe('within')
    expect(c.vat.status).toBe('as_allowed')
    expect(c.lines.find((l) => /Wall tiling/.test(l.description))!.matches[0]!.trade).toBe('Tiling')
    expect(c.missing.map((m) => m.trade)).toEqual(['Plastering'])
    expect(c.provisional).toMatchObject({ count: 1, pence: 180_000 })
    expect(c.findings.filter((f) => f.severity === 'red')).toEqual([])
  })

  it('02 kitchen in lump sums per trade: each trade mapped, the PC units make the total uncertain', () => {
    const c = check('02-kitchen-lump-sums', 'kitchen', 14, 'southwest')
    expect(c.lines.every((l) => l.matches.length > 0)).toBe(true)
    expect(c.total.status).toBe('within')
    expect(severityOf(c, 'provisional-sums')).toBe('amber')
    expect(c.missing.find((m) => m.reason === 'excluded')!.trade).toBe('Tiling')
  })

  it('03 extension letter: one lump sum against the whole job, no breakdown, exclusions priced, retention held', () => {
    const c = check('03-extension-letter', 'extension', 18, 'north')
    expect(c.quote.itemised).toBe(false)
    expect(c.quote).toMatchObject({ netPence: 5_240_000, vatPence: 1_048_000, vatRatePercent: 20 })
    expect(c.total.coveredRange).toEqual(c.reference.builderRange)
    expect(ids(c)).toEqual(expect.arrayContaining(['not-itemised', 'excluded-items']))
    expect(ids(c)).not.toContain('no-retention')
    expect(ids(c)).not.toContain('payment-ahead')
    expect(c.missing.every((m) => m.reason === 'excluded')).toBe(true)
  })

  it('04 loft with provisional sums: three of them, scaffold and dormer mapped, the party wall line not in the estimate', () => {
    const c = check('04-loft-provisional', 'loft_conversion', 30, 'north')
    expect(c.provisional.count).toBe(3)
    expect(c.lines.find((l) => /Scaffolding/.test(l.description))!.matches[0]!.trade).toBe('Scaffolding')
    expect(c.lines.find((l) => /Dormer/.test(l.description))!.matches.map((m) => m.description)).toEqual([
      expect.stringMatching(/^Dormer/),
    ])
    expect(c.lines.find((l) => /Party wall/.test(l.description))!.status).toBe('not_in_estimate')
  })

  it('05 HMO conversion at 5%: the VAT is what the law allows for the conversion', () => {
    const c = check('05-hmo-conversion-5pc', 'house_to_hmo_conversion', 110, 'midlands')
    expect(c.vat).toEqual({ status: 'as_allowed', chargedPercent: 5, allowedPercent: 5 })
    expect(c.reference.vatReference).toMatch(/VAT Notice 708/)
  })

  it('06 cash, no VAT: the cash offer, the 50% up front and payment ahead all red', () => {
    const c = check('06-cash-no-vat', 'whole_house_renovation', 20, 'southeast')
    for (const id of ['vat-cash-offer', 'deposit-large', 'payment-ahead']) expect(severityOf(c, id), id).toBe('red')
    expect(c.verdict.headline).toMatch(/no vat if cash/i)
  })

  it('07 garage conversion with a 50% deposit: red, with the question to ask', () => {
    const c = check('07-garage-deposit-50', 'single_room', 16, 'southeast')
    expect(c.findings.find((f) => f.id === 'deposit-large')!.title).toBe('A 50% deposit')
    expect(c.verdict.questions).toContain(
      'Will you take a deposit of 25% or less, protected by an insurance-backed scheme?',
    )
  })

  it('08 flat priced room by room: rooms map by their work, the excluded electrics are priced as extras', () => {
    const c = check('08-flat-rooms', 'whole_house_renovation', 60, 'london')
    expect(c.lines.every((l) => l.status !== 'not_in_estimate')).toBe(true)
    expect(c.missing.filter((m) => m.reason === 'excluded').map((m) => m.trade)).toContain('Electrical')
  })

  it('09 re-roof in two columns: within the range, the rotten-rafter allowance provisional', () => {
    const c = check('09-roof-two-column', 'roof_replacement', 60, 'north')
    expect(c.total.status).toBe('within')
    expect(c.provisional.count).toBe(1)
    expect(c.lines[0]!.matches[0]!.trade).toBe('Scaffolding')
  })

  it('10 rewire (scanned): the rewire and consumer unit map to the rewire, a 30% deposit flagged', () => {
    const c = check('10-rewire-scanned', 'rewiring', 85, 'southeast')
    expect(c.lines[0]!.matches[0]!.description).toMatch(/Full rewire/)
    expect(c.total.status).toBe('within')
    expect(c.findings.find((f) => f.id === 'deposit-large')!.title).toBe('A 30% deposit')
  })

  it('11 damp, VAT exclusive: "+ VAT" read as 20%, the renovating plaster mapped to the damp item', () => {
    const c = check('11-damp-vat-exclusive', 'damp_proofing', 40, 'wales')
    expect(c.quote).toMatchObject({ netPence: 465_200, vatPence: 93_040, totalPence: 558_240 })
    expect(c.lines.find((l) => /Renovating plaster/.test(l.description))!.matches[0]!.trade).toBe('Damp proofing')
    expect(severityOf(c, 'provisional-sums')).toBe('amber')
  })

  it('12 decorator not VAT registered: no VAT is explained, not flagged', () => {
    const c = check('12-decorator-not-registered', 'decorating', 50, 'midlands')
    expect(c.vat.status).toBe('not_charged')
    expect(severityOf(c, 'vat-not-registered')).toBe('info')
    expect(c.quote.totalPence).toBe(299_000)
  })

  it('13 knock-through by email: steel mapped to the structural opening, a 30% deposit, the PC flooring', () => {
    const c = check(
      '13-knock-through-email',
      'kitchen',
      28,
      'london',
      'Kitchen diner knock-through: remove the load-bearing wall',
    )
    expect(c.lines[0]!.matches[0]!.trade).toBe('Structural')
    expect(c.lines[3]!.kind).toBe('prime_cost')
    expect(severityOf(c, 'deposit-large')).toBe('red')
    expect(c.quote).toMatchObject({ netPence: 988_000, vatPence: 197_600 })
  })
})
