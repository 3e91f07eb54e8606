import { useEffect, useState } from 'react'
import { checkPasswordStrength, type PasswordOwner, type PasswordVerdict } from '#shared/password-strength'
import { PASSWORD_MIN_LENGTH } from '#shared/schemas/accounts'

/** How long typing pauses before the password is judged again. */
const SETTLE_MS = 250

/**
 * zxcvbn's verdict on a new password as it is typed (the rule the server applies, src/shared/password-strength.ts),
 * once it is long enough to be judged; undefined before that. The dictionaries load, as their own chunk, the first
 * time a password reaches the minimum length, so pages without a new-password field never fetch them.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordVerdict | undefined {
  const [judged, setJudged] = useState<{ password: string; verdict: PasswordVerdict } | undefined>()
  const { email, name } = owner
  const isLongEnough = password.length >= PASSWORD_MIN_LENGTH
  useEffect(() => {
    if (!isLongEnough) return
    let isCurrent = true
    const timer = setTimeout(() => {
      checkPasswordStrength(password, { email, name }).then(
        (verdict) => isCurrent && setJudged({ password, verdict }),
        // Without the dictionaries (offline) there is no hint; the server still judges the password.
        () => undefined,
      )
    }, SETTLE_MS)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [password, email, name, isLongEnough])
  // While typing, the last verdict stays until the new one is ready, so the hint does not flicker.
  return isLongEnough ? judged?.verdict : undefined
}
