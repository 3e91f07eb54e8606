import type { Mailer } from '../../mail/mailer'

const lines = (...all: string[]) => all.join('\n')

/** The emails accounts send. Each link is a one-time bearer credential: it appears once, on its own line. */
export function accountEmails(mailer: Mailer) {
  const send = async (to: string, subject: string, text: string) => void (await mailer.send({ to, subject, text }))
  return {
    verify: (to: string, url: string) =>
      send(
        to,
        'Confirm your email address',
        lines(
          'Open this link to confirm this email address for your UK Renovation Estimator account and sign in:',
          '',
          url,
          '',
          'The link works for 24 hours. If you did not ask for this, you can ignore this email.',
        ),
      ),
    /** Sign-up answers the same for a taken address (no account enumeration); its owner hears about it here. */
    existingAccount: (to: string, publicUrl: string) =>
      send(
        to,
        'You already have an account',
        lines(
          'Someone, probably you, tried to create a UK Renovation Estimator account with this email address, which already has one.',
          '',
          `Sign in: ${publicUrl}/sign-in`,
          `Forgotten your password? Choose a new one: ${publicUrl}/forgot-password`,
          '',
          'If it was not you, you can ignore this email: nothing has changed.',
        ),
      ),
    resetPassword: (to: string, url: string) =>
      send(
        to,
        'Reset your password',
        lines(
          'Someone asked to reset the password for your UK Renovation Estimator account.',
          '',
          'Open this link to choose a new password:',
          '',
          url,
          '',
          'The link works for 1 hour and signs you out everywhere once used. If you did not ask, ignore this email: your password stays as it is.',
        ),
      ),
  }
}
