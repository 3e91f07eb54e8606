import { describe, expect, it } from 'vitest'
import { ContactInputSchema } from './contact'
import { text } from './text'

describe('text()', () => {
  it('accepts ordinary text, accents, emoji, tabs and line breaks', () => {
    for (const value of ['12 Acacia Avenue', 'Café crème', 'Loft 🏠 conversion', 'Line one\r\nLine two\tend']) {
      expect(text().safeParse(value).success).toBe(true)
    }
  })

  it('refuses NUL, other control characters and lone surrogates with one message', () => {
    for (const value of ['a\u0000b', 'bell\u0007', 'del\u007f', 'c1\u0085', 'half \ud800 a pair', 'trailing \udc00']) {
      expect(
        text()
          .safeParse(value)
          .error?.issues.map((i) => i.message),
      ).toEqual(['Remove unsupported characters'])
    }
  })

  it('names the field in a request schema', () => {
    const result = ContactInputSchema.safeParse({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.co.uk',
      subject: 'billing',
      message: 'Charged twice\u0000 for my report.',
    })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['message'], message: 'Remove unsupported characters' }),
    ])
  })
})
