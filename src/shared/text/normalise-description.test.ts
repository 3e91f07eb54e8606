import { describe, expect, it } from 'vitest'
import { scanDescription } from '../cost-engine/description'
import { detectDrivers } from '../smart-questions/detect-drivers'
import { ANALYSED_DESCRIPTION_CHARS, normaliseDescription } from './normalise-description'

describe('normaliseDescription', () => {
  it('reads markup, entities, typographic quotes and dashes as plain lower-case text', () => {
    expect(
      normaliseDescription('<b>Victorian</b>&nbsp;terrace &amp; \u201cdon\u2019t\u201d re\u2011wire\n\n now'),
    ).toBe('victorian terrace & "don\'t" re-wire now')
  })

  it('reads "en suite" in two words as the en-suite, keeping its length', () => {
    expect(normaliseDescription('Refit the En Suites')).toBe('refit the en-suites')
  })

  it('reads no further than the analysed length', () => {
    expect(normaliseDescription('a'.repeat(ANALYSED_DESCRIPTION_CHARS + 50))).toHaveLength(ANALYSED_DESCRIPTION_CHARS)
  })

  it('gives the cost engine and the question engine the same reading of a typographic negation', () => {
    const text = 'Kitchen refit; we don\u2019t need a rewire'
    expect(scanDescription(text).rewire).toBeUndefined()
    const drivers = detectDrivers(normaliseDescription(text), { profile: 'house' } as never)
    expect(drivers.find((d) => d.id === 'rewiring')?.answer).toBe('no')
  })
})
