import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/**
 * How hard a new password is to guess, by zxcvbn (@zxcvbn-ts: common passwords, words, names, keyboard patterns,
 * repeats, dates, and the account's own name and email address). The server refuses a score under
 * MIN_PASSWORD_SCORE on sign-up, reset and change (src/server/features/accounts/auth-guards.ts); the forms show the
 * same verdict as a hint while the password is typed. The dictionaries are a few megabytes: they load on first use
 * (a separate chunk in the browser), never at start-up.
 */

/** zxcvbn's 0–4 scale: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3

export interface PasswordOwner {
  email?: string | undefined
  name?: string | undefined
}

export interface PasswordVerdict {
  /** zxcvbn's score, 0 (guessed at once) to 4 (very hard to guess). */
  score: number
  isStrongEnough: boolean
  /** zxcvbn's warning and suggestions in one sentence or two; empty for a strong enough password. */
  feedback: string
}

/** UK wording for zxcvbn's messages that need it (docs/decisions/010-uk-spelling.md). */
const WORDING = {
  warnings: { userInputs: 'Passwords made from your name or email address are easy to guess.' },
  suggestions: { allUppercase: 'Capitalise some, but not all letters.' },
}

/**
 * zxcvbn's time grows steeply with length and with l33t look-alikes (`1`, `!`, `@`, `$`): an unbounded check of a
 * 128-character `ab1!ab1!…` takes about a second of one core. Only the first 64 characters are judged (a longer
 * password is refused only when its start alone is easy to guess), and at most 4 l33t substitutions are tried
 * (`p@ssw0rd` is still found): the worst case stays in the tens of milliseconds.
 */
const CHECKED_LENGTH = 64
const L33T_MAX_SUBSTITUTIONS = 4

let checker: Promise<ZxcvbnFactory> | undefined

function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, en]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
        translations: {
          ...en.translations,
          warnings: { ...en.translations.warnings, ...WORDING.warnings },
          suggestions: { ...en.translations.suggestions, ...WORDING.suggestions },
        },
      }),
  )
  // A failed load (a chunk the browser could not fetch) is tried again next time.
  checker.catch(() => (checker = undefined))
  return checker
}

/**
 * What a password may not be built from: the email address, its local part and the words in it, its domain's
 * name, and the person's name and its words (`ann.lee+x@leebuild.co.uk`, Ann Lee → ann.lee, ann, lee, annlee, leebuild, …).
 */
export function passwordUserInputs({ email, name }: PasswordOwner): string[] {
  const inputs = new Set<string>()
  const add = (value: string | undefined) => {
    const word = value?.trim().toLowerCase()
    if (word && word.length >= 2) inputs.add(word)
  }
  if (email) {
    const [address = '', domain = ''] = email.trim().toLowerCase().split('@')
    const local = address.split('+')[0]!
    add(email)
    add(local)
    local.split(/[.+_-]+/).forEach(add)
    add(local.replace(/[.+_-]+/g, ''))
    add(domain.split('.')[0])
  }
  if (name) {
    add(name)
    name.split(/\s+/).forEach(add)
    add(name.replace(/\s+/g, ''))
  }
  return [...inputs]
}

/** zxcvbn's verdict on `password` for this account (its email and name count as easy guesses). */
export async function checkPasswordStrength(password: string, owner: PasswordOwner): Promise<PasswordVerdict> {
  const zxcvbn = await loadChecker()
  const result = zxcvbn.check(password.slice(0, CHECKED_LENGTH), passwordUserInputs(owner))
  const isStrongEnough = result.score >= MIN_PASSWORD_SCORE
  const advice = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean)
  if (!isStrongEnough && advice.length === 0) advice.push('Add another word or two that are less common.')
  return { score: result.score, isStrongEnough, feedback: isStrongEnough ? '' : advice.join(' ') }
}

/** The message a too-guessable password is refused with: why, then zxcvbn's advice. */
export const weakPasswordMessage = (verdict: PasswordVerdict) =>
  `This password is too easy to guess. ${verdict.feedback}`
