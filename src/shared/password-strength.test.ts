import { describe, expect, test } from 'vitest'
import { checkPasswordStrength, MIN_PASSWORD_SCORE, passwordUserInputs } from './password-strength'

describe('password strength', () => {
  test('the account’s email, its parts and its name are the easy guesses', () => {
    expect(passwordUserInputs({ email: 'Ann.Lee+news@LeeBuild.co.uk', name: 'Ann  Lee' })).toEqual([
      'ann.lee+news@leebuild.co.uk',
      'ann.lee',
      'ann',
      'lee',
      'annlee',
      'leebuild',
      'ann  lee',
    ])
    expect(passwordUserInputs({})).toEqual([])
  })

  test.each([
    ['aaaaaaaaaa', {}],
    ['1234567890', {}],
    [' '.repeat(10), {}],
    ['p@ssw0rd12', {}],
    ['qwertyuiop', {}],
    ['ann.lee@leebuild.co.uk', { email: 'ann.lee@leebuild.co.uk' }],
    ['AnnLee1985', { email: 'ann.lee@leebuild.co.uk', name: 'Ann Lee' }],
    ['leebuild2024', { email: 'ann.lee@leebuild.co.uk' }],
  ])('refuses %j, saying why', async (password, owner) => {
    const verdict = await checkPasswordStrength(password, owner)
    expect(verdict.score).toBeLessThan(MIN_PASSWORD_SCORE)
    expect(verdict.isStrongEnough).toBe(false)
    expect(verdict.feedback).not.toBe('')
  })

  test('names the account’s own details as the reason, in UK English', async () => {
    const verdict = await checkPasswordStrength('AnnLee1985', { email: 'ann.lee@leebuild.co.uk', name: 'Ann Lee' })
    expect(verdict.feedback).toContain('Passwords made from your name or email address are easy to guess.')
  })

  test.each(['correct horse battery', 'plaster lintel rafter', 'Tr0ub4dor&3x'])('accepts %j', async (password) => {
    const verdict = await checkPasswordStrength(password, { email: 'ann@example.com', name: 'Ann' })
    expect(verdict).toMatchObject({ isStrongEnough: true, feedback: '' })
  })

  test('judges a long password by its first 64 characters', async () => {
    const verdict = await checkPasswordStrength(`${'a'.repeat(64)} plaster lintel rafter`, {})
    expect(verdict.isStrongEnough).toBe(false)
  })
})
