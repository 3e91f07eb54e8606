import { describe, expect, test } from 'vitest'
import { detailLineId, parseDetailLine } from './detail-line'

describe('parseDetailLine', () => {
  test.each([
    ['rewiring: yes', { id: 'rewiring', value: 'yes' }],
    ['  - damp :  rising damp  ', { id: 'damp', value: 'rising damp' }],
    ['• property_age: pre_1919', { id: 'property_age', value: 'pre_1919' }],
    ['*roof_work:recover', { id: 'roof_work', value: 'recover' }],
  ])('reads %j', (line, expected) => {
    expect(parseDetailLine(line)).toEqual(expected)
  })

  test.each([
    ['prose', 'We want a new kitchen.'],
    ['no value', 'rewiring:'],
    ['only spaces after the colon', 'rewiring:    '],
    ['an id that starts with a digit', '1st_floor: yes'],
    ['an id over 64 characters', `${'a'.repeat(65)}: yes`],
    ['a value over 500 characters', `notes: ${'x'.repeat(501)}`],
    ['a line break inside the value', 'notes: one\rtwo'],
    ['a long run of spaces', ' '.repeat(20000)],
  ])('is not an answer line: %s', (_, line) => {
    expect(parseDetailLine(line)).toBeUndefined()
  })

  test('takes a value of exactly 500 characters', () => {
    expect(parseDetailLine(`notes: ${'x'.repeat(500)}`)?.value).toHaveLength(500)
  })
})

describe('detailLineId', () => {
  test('names the id whatever follows the colon', () => {
    expect(detailLineId('  - rewiring:')).toBe('rewiring')
    expect(detailLineId('Rewiring: yes')).toBeUndefined()
    expect(detailLineId('-'.repeat(3) + ' '.repeat(20000))).toBeUndefined()
  })
})
