import { describe, expect, it } from 'vitest'
import { buildCostInput, estimatorFor } from '#tests/factories/cost-input'
import { analyzeDescription } from '#shared/smart-questions/analyze-description'

const est = estimatorFor(buildCostInput())
const basement = (description: string, answers: Record<string, string> = {}, scope?: 'medium' | 'full') =>
  est({ projectType: 'basement_conversion', sizeSqm: 40, description, answers, ...(scope ? { scope } : {}) })
const underpinned = (p: ReturnType<typeof basement>) => p.lineItems.some((l) => l.rateId === 'basement_underpin')

describe('a basement: dug out or converted as the cellar stands', () => {
  it('asks it first once the scope is given, since it triples the price', () => {
    const a = analyzeDescription({
      description: 'Basement conversion',
      selectedProjectType: 'basement_conversion',
      renovationScope: 'medium',
    })
    expect(a.intelligentQuestions[0]?.id).toBe('basement_work')
  })

  it('prices underpinning when answered dig out, and not when answered cellar', () => {
    const dug = basement('Basement conversion', { basement_work: 'dig_out' })
    const cellar = basement('Basement conversion', { basement_work: 'cellar' })
    expect(underpinned(dug)).toBe(true)
    expect(underpinned(cellar)).toBe(false)
    expect(dug.totalExcVatPence).toBeGreaterThan(2 * cellar.totalExcVatPence)
    // One line says what moved it, and it credits the answer: the description never mentioned digging.
    const saysDescription = dug.drivers.filter((d) => /description/i.test(d.effect) && /underpin|dig/i.test(d.label))
    expect(saysDescription).toEqual([])
  })

  it('reads the description, and an answer overrides it', () => {
    expect(underpinned(basement('Lower the floor of our cellar to make a playroom'))).toBe(true)
    expect(underpinned(basement('Cellar conversion, the existing cellar has enough headroom'))).toBe(false)
    expect(underpinned(basement('Dig out the cellar', { basement_work: 'cellar' }))).toBe(false)
  })

  it('assumes the cellar as it stands unless the scope is full structural works, and says so', () => {
    const medium = basement('Basement conversion', {}, 'medium')
    const full = basement('Basement conversion', {}, 'full')
    expect(underpinned(medium)).toBe(false)
    expect(underpinned(full)).toBe(true)
    expect(medium.assumptions.join(' ')).toMatch(/existing cellar with the headroom/)
    expect(full.assumptions.join(' ')).toMatch(/floor lowered and walls underpinned/)
  })
})
