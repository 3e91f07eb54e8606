import { describe, expect, it } from 'vitest'
import { DEFAULT_RATES } from '#shared/cost-engine/default-rates'
import { estimateCost } from '#shared/cost-engine/estimate-cost'
import type { CostInput } from '#shared/cost-engine/types'
import { emptyQuote, type QuoteLine, type ReadQuote } from '../quote'
import { checkQuote, mapLine } from './check-quote'
import { QuoteCheckSchema } from './quote-check'
import { referenceFromPlan, type QuoteCheckReference } from './reference'

function reference(input: Partial<CostInput> & Pick<CostInput, 'projectType' | 'sizeSqm'>): QuoteCheckReference {
  const plan = estimateCost(
    {
      region: 'london',
      condition: 'average',
      scope: 'medium',
      quality: 'standard',
      description: '',
      answers: {},
      priceDate: '2026-11-26',
      ...input,
    },
    DEFAULT_RATES,
  )
  return referenceFromPlan(plan, { source: 'estimate', estimateId: null, label: input.projectType })
}

const line = (description: string, amountPence: number, extra: Partial<QuoteLine> = {}): QuoteLine => ({
  description,
  amountPence,
  kind: 'item',
  ...extra,
})

function quote(q: Partial<ReadQuote>): ReadQuote {
  return { ...emptyQuote(), ...q }
}

const bathroom = reference({ projectType: 'bathroom', sizeSqm: 5 })
const itemOf = (ref: QuoteCheckReference, re: RegExp) => ref.items.find((i) => re.test(i.description))!

/** A bathroom quote priced at the estimate's own likely figures, with sound terms. */
function fairBathroom(): ReadQuote {
  const lines = bathroom.items.map((i) => line(i.description, i.range.likelyPence))
  const net = lines.reduce((s, l) => s + (l.amountPence ?? 0), 0)
  return quote({
    builderName: 'Harrow Bathrooms Ltd',
    lines,
    subtotalPence: net,
    vat: { ratePercent: 20, amountPence: Math.round(net * 0.2), inclusive: false },
    totalPence: net + Math.round(net * 0.2),
    payment: { depositPercent: 10, stages: [{ description: 'On completion of tiling', percent: 40 }] },
    durationText: '8 working days',
    guaranteeText: '12 months on workmanship',
    validUntil: '2026-12-31',
  })
}

describe('checkQuote', () => {
  it('finds a quote priced at the estimate within its range, line by line, with no red flags', () => {
    const c = checkQuote(fairBathroom(), bathroom)
    expect(QuoteCheckSchema.parse(c)).toEqual(c)
    expect(c.lines.every((l) => l.status === 'within')).toBe(true)
    expect(c.lines.every((l) => l.matches.length > 0 && l.matches.every((m) => m.reason.length > 0))).toBe(true)
    expect(c.missing).toEqual([])
    expect(c.total.status).toBe('within')
    expect(c.vat.status).toBe('as_allowed')
    expect(c.findings.filter((f) => f.severity !== 'info')).toEqual([])
    expect(c.verdict.headline).toContain('in line with the estimate')
    expect(c.verdict.headline).not.toMatch(/\b(?:fair|unfair)\b/i)
  })

  it('maps a builder-worded line to the item by trade and element, with the reason', () => {
    const m = mapLine('Wall tiling, supply and fix', bathroom.items)
    expect(m.items.map((i) => i.description)).toEqual([itemOf(bathroom, /wall tiling/i).description])
    expect([...m.reasons.values()][0]).toMatch(/wall tiling.*Tiling, element 3\.1/)
    const e = mapLine('Electrical: extractor fan and shaver point', bathroom.items)
    expect(e.items.map((i) => i.trade)).toEqual(['Electrical'])
  })

  it('marks a line priced over its range as above and one far under as below', () => {
    const q = fairBathroom()
    const tiling = q.lines.findIndex((l) => /wall tiling/i.test(l.description))
    const suite = q.lines.findIndex((l) => /suite \(WC/i.test(l.description))
    const tilingRange = itemOf(bathroom, /wall tiling/i).range
    q.lines[tiling] = { ...q.lines[tiling]!, amountPence: tilingRange.highPence * 2 }
    q.lines[suite] = { ...q.lines[suite]!, amountPence: 10_000 }
    const c = checkQuote(q, bathroom)
    expect(c.lines[tiling]!.status).toBe('above')
    expect(c.lines[tiling]!.range).toEqual(tilingRange)
    expect(c.lines[suite]!.status).toBe('below')
    expect(c.verdict.reasons.join(' ')).toMatch(/1 line is above/)
  })

  it('compares lines that share an item together, never twice', () => {
    const suite = itemOf(bathroom, /suite \(WC/i)
    const c = checkQuote(
      quote({
        lines: [
          line('Sanitaryware: bath, basin, WC and shower (PC sum)', Math.round(suite.range.likelyPence * 0.6), {
            kind: 'prime_cost',
          }),
          line('Fit sanitaryware', Math.round(suite.range.likelyPence * 0.4)),
        ],
      }),
      bathroom,
    )
    expect(c.lines[0]!.group).toBe(c.lines[1]!.group)
    expect(c.lines[0]!.range).toEqual(suite.range)
    expect(c.lines.map((l) => l.status)).toEqual(['within', 'within'])
    expect(c.lines[0]!.note).toMatch(/with line 2/)
    expect(c.lines[0]!.note).toMatch(/PC sum/)
  })

  it('lists estimate items the quote leaves out, and those its exclusions name', () => {
    const q = fairBathroom()
    q.lines = q.lines.filter((l) => !/electrics|emulsion/i.test(l.description))
    q.exclusions = ['Decoration']
    const c = checkQuote(q, bathroom)
    expect(c.missing.map((m) => [m.trade, m.reason])).toEqual([
      ['Decorating', 'excluded'],
      ['Electrical', 'not_mentioned'],
    ])
    expect(c.missing[0]!.exclusion).toBe('Decoration')
    expect(c.findings.map((f) => f.id)).toEqual(expect.arrayContaining(['missing-items', 'excluded-items']))
    expect(c.verdict.questions.join(' ')).toMatch(/Does your price include bathroom electrics/)
  })

  it('reports lines the estimate has no item for', () => {
    const q = fairBathroom()
    q.lines.push(line('Replace front garden gate', 45_000))
    const c = checkQuote(q, bathroom)
    expect(c.lines.at(-1)!.status).toBe('not_in_estimate')
    expect(c.findings.find((f) => f.id === 'extra-lines')!.detail).toContain('garden gate')
    // The total is compared on the scope the estimate has, so the extra line doesn't push it out of range.
    expect(c.total.status).toBe('within')
  })

  it('checks a lump sum against the whole job and asks for a breakdown', () => {
    const c = checkQuote(
      quote({
        lines: [line('Bathroom refit as discussed', bathroom.builderRange.highPence * 2)],
        vat: { inclusive: false },
      }),
      bathroom,
    )
    expect(c.quote.itemised).toBe(false)
    expect(c.lines[0]!.status).toBe('above')
    expect(c.total.status).toBe('above')
    expect(c.total.coveredRange).toEqual(bathroom.builderRange)
    expect(c.total.differencePercent).toBeGreaterThan(100)
    expect(c.findings.map((f) => f.id)).toContain('not-itemised')
    expect(c.missing).toEqual([])
  })

  it('flags VAT at 20% on a conversion that qualifies for 5%, naming the rule', () => {
    const hmo = reference({ projectType: 'house_to_hmo_conversion', sizeSqm: 110 })
    expect(hmo.vat.ratePercent).toBe(5)
    const net = hmo.builderRange.likelyPence
    const c = checkQuote(
      quote({
        lines: [line('Conversion to HMO', net)],
        subtotalPence: net,
        vat: { ratePercent: 20, amountPence: net / 5 },
        totalPence: net * 1.2,
      }),
      hmo,
    )
    expect(c.vat).toEqual({ status: 'too_high', chargedPercent: 20, allowedPercent: 5 })
    const f = c.findings.find((x) => x.id === 'vat-too-high')!
    expect(f.severity).toBe('red')
    expect(f.source).toMatch(/VAT Notice 708/)
    expect(c.verdict.questions.join(' ')).toMatch(/charge VAT at 5%/)
  })

  it('reads "+ VAT" without a rate as the standard rate and works the total out', () => {
    const c = checkQuote(
      quote({ lines: [line('Refit', 1_000_000)], totalPence: 1_000_000, vat: { inclusive: false } }),
      bathroom,
    )
    expect(c.quote).toMatchObject({ netPence: 1_000_000, vatPence: 200_000, totalPence: 1_200_000, vatRatePercent: 20 })
    expect(c.vat.status).toBe('as_allowed')
  })

  it('asks about VAT when the quote is silent, and compares VAT-inclusive lines net of VAT', () => {
    const silent = checkQuote(quote({ lines: [line('Refit', 1_000_000)] }), bathroom)
    expect(silent.vat.status).toBe('unstated')
    expect(silent.findings.find((f) => f.id === 'vat-unstated')!.source).toMatch(/TrustMark/)
    const inc = fairBathroom()
    inc.lines = inc.lines.map((l) => ({ ...l, amountPence: Math.round((l.amountPence ?? 0) * 1.2) }))
    inc.vat = { inclusive: true, ratePercent: 20 }
    inc.subtotalPence = undefined
    const c = checkQuote(inc, bathroom)
    expect(c.lines.every((l) => l.status === 'within')).toBe(true)
    expect(c.total.status).toBe('within')
  })

  it('flags a "no VAT if cash" offer, and explains a builder not VAT registered', () => {
    const cash = fairBathroom()
    cash.vat = { ...cash.vat, cashNoVatOffer: true }
    const c = checkQuote(cash, bathroom)
    expect(c.findings.find((f) => f.id === 'vat-cash-offer')!.severity).toBe('red')
    expect(c.verdict.headline).toMatch(/no vat if cash/i)
    const unregistered = fairBathroom()
    unregistered.vat = { notRegistered: true }
    const u = checkQuote(unregistered, bathroom)
    expect(u.vat.status).toBe('not_charged')
    expect(u.findings.find((f) => f.id === 'vat-not-registered')!.detail).toContain('£90,000')
  })

  it('flags a deposit over 25%, and one over £7,500 even at 25% or less', () => {
    const q = fairBathroom()
    q.payment = { depositPercent: 50, stages: [{ description: 'Balance on completion' }] }
    const c = checkQuote(q, bathroom)
    const f = c.findings.find((x) => x.id === 'deposit-large')!
    expect(f.severity).toBe('red')
    expect(f.detail).toMatch(/25% of the price or £7,500/)
    // 50% deposit is also money ahead of the work.
    expect(c.findings.map((x) => x.id)).toContain('payment-ahead')
    const big = quote({
      ...fairBathroom(),
      lines: [line('Extension', 5_000_000)],
      subtotalPence: 5_000_000,
      vat: { ratePercent: 20 },
      totalPence: 6_000_000,
      payment: { depositPercent: 20, stages: [] },
    })
    expect(checkQuote(big, bathroom).findings.find((x) => x.id === 'deposit-over-cap')!.title).toBe('A £12,000 deposit')
  })

  it('flags payment before the work, no retention on a large job, no payment terms and no scope', () => {
    const q = fairBathroom()
    q.payment = { depositPercent: 10, stages: [{ description: 'On delivery of materials', percent: 30 }] }
    expect(checkQuote(q, bathroom).findings.find((f) => f.id === 'payment-ahead')!.detail).toContain(
      'On delivery of materials',
    )
    const large = quote({
      ...fairBathroom(),
      lines: [line('Works', 3_000_000)],
      subtotalPence: 3_000_000,
      payment: { stages: [] },
    })
    const ids = checkQuote(large, bathroom).findings.map((f) => f.id)
    expect(ids).toEqual(
      expect.arrayContaining(['no-retention', 'no-payment-terms', 'no-written-scope', 'not-itemised']),
    )
    const retained = { ...large, payment: { stages: [], retentionPercent: 5 } }
    expect(checkQuote(retained, bathroom).findings.map((f) => f.id)).not.toContain('no-retention')
  })

  it('says how much of the price is provisional, and when that makes the total uncertain', () => {
    const q = fairBathroom()
    const net = q.subtotalPence!
    q.lines.push(line('Replace joists if found rotten (provisional)', Math.round(net * 0.2), { kind: 'provisional' }))
    q.subtotalPence = Math.round(net * 1.2)
    const c = checkQuote(q, bathroom)
    expect(c.provisional.count).toBe(1)
    expect(c.provisional.sharePercent).toBeCloseTo(16.7, 0)
    expect(c.findings.find((f) => f.id === 'provisional-sums')!.severity).toBe('amber')
    expect(c.verdict.reasons.join(' ')).toMatch(/provisional or PC sums/)
  })

  it('names what the TrustMark checklist finds missing (duration, guarantee, validity)', () => {
    const q = fairBathroom()
    q.durationText = undefined
    q.guaranteeText = undefined
    q.validUntil = undefined
    const f = checkQuote(q, bathroom).findings.find((x) => x.id === 'checklist-gaps')!
    expect(f.title).toBe("The quote doesn't say how long the job will take, the guarantee, how long the price holds")
  })
})
