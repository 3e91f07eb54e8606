import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyBaseLogger } from 'fastify'
import { RateLimitedError } from '#server/errors'
import type { MailCaps } from '#server/limits/mail-caps'
import type { Mailer } from '#server/mail/mailer'

const lines = (...all: string[]) => all.join('\n')

/** An account email the mailer failed to send (SMTP refused or down, the outbox disk full or read-only). */
export interface UnsentEmail {
  kind: 'verify' | 'existingAccount' | 'resetPassword'
  /** The account a verification email was for. */
  userId?: string
}

const unsentEmails = new AsyncLocalStorage<UnsentEmail[]>()

/** The account emails' words. Each link is a one-time bearer credential: it appears once, on its own line. */
const MESSAGES = {
  verify: {
    subject: 'Confirm your email address',
    text: (url: string) =>
      lines(
        'Open this link to confirm this email address for your UK Renovation Estimator account and sign in:',
        '',
        url,
        '',
        'The link works for 24 hours. If you did not ask for this, you can ignore this email.',
      ),
  },
  existingAccount: {
    subject: 'You already have an account',
    text: (publicUrl: string) =>
      lines(
        'Someone, probably you, tried to create a UK Renovation Estimator account with this email address, which already has one.',
        '',
        `Sign in: ${publicUrl}/sign-in`,
        `Forgotten your password? Choose a new one: ${publicUrl}/forgot-password`,
        '',
        'If it was not you, you can ignore this email: nothing has changed.',
      ),
  },
  resetPassword: {
    subject: 'Reset your password',
    text: (url: string) =>
      lines(
        'Someone asked to reset the password for your UK Renovation Estimator account.',
        '',
        'Open this link to choose a new password:',
        '',
        url,
        '',
        'The link works for 1 hour and signs you out everywhere once used. If you did not ask, ignore this email: your password stays as it is.',
      ),
  },
}

/**
 * Runs `work` (one auth request) and lists the account emails that failed to send during it. better-auth sends
 * them from hooks that log a failure and carry on, so without this the request would answer "check your inbox".
 */
export async function withUnsentEmails<T>(work: () => Promise<T>): Promise<{ result: T; unsent: UnsentEmail[] }> {
  const unsent: UnsentEmail[] = []
  const result = await unsentEmails.run(unsent, work)
  return { result, unsent }
}

/**
 * The emails accounts send. Each link is a one-time bearer credential: it appears once, on its own line. Every one
 * counts against the mail caps (per client and per recipient), so nobody can flood an inbox with resets. A capped
 * message is not sent and the request still answers as usual: better-auth answers the same whether an address
 * exists or not, and so must a cap. A message the mailer fails to send is logged and, inside `withUnsentEmails`,
 * listed for the request to answer 503 (docs/decisions/023-secrets-out-of-logs-and-disk-faults.md); outside it,
 * the failure is thrown.
 *
 * The reset email is the exception: it is sent after the answer, not before it, because a request for an unknown
 * address sends nothing, so waiting for the mail server, or failing when it is down, would tell the two apart
 * (docs/decisions/014-accounts.md). Its failure is logged, never answered. `settled()` resolves once every email
 * started so far is sent or has failed (the app awaits it on close).
 */
export function accountEmails(
  mailer: Mailer,
  mailCaps: MailCaps,
  clientOf: (request?: Request) => string,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
) {
  async function send(request: Request | undefined, to: string, subject: string, text: string, unsent: UnsentEmail) {
    try {
      await mailCaps.check({ client: clientOf(request), to })
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error
      log.warn({ subject }, 'account email not sent: mail cap reached')
      return
    }
    try {
      await mailer.send({ to, subject, text })
    } catch (err) {
      const failures = unsentEmails.getStore()
      if (!failures) throw err
      log.error({ err, subject }, 'account email could not be sent')
      failures.push(unsent)
    }
  }

  const sending = new Set<Promise<void>>()
  /** Starts `send` without waiting for it; a failure is logged (the person can ask again), never thrown. */
  function sendAfterAnswer(
    request: Request | undefined,
    to: string,
    subject: string,
    text: string,
    unsent: UnsentEmail,
  ) {
    // Outside the request's list of unsent emails: its failure must not change the answer.
    const sent = unsentEmails
      .exit(() => send(request, to, subject, text, unsent))
      .catch((err: unknown) => log.error({ err, subject }, 'account email failed'))
      .finally(() => sending.delete(sent))
    sending.add(sent)
  }

  return {
    settled: async () => void (await Promise.all(sending)),
    verify: (request: Request | undefined, user: { id: string; email: string }, url: string) =>
      send(request, user.email, MESSAGES.verify.subject, MESSAGES.verify.text(url), {
        kind: 'verify',
        userId: user.id,
      }),
    /** Sign-up answers the same for a taken address (no account enumeration); its owner hears about it here. */
    existingAccount: (request: Request | undefined, to: string, publicUrl: string) =>
      send(request, to, MESSAGES.existingAccount.subject, MESSAGES.existingAccount.text(publicUrl), {
        kind: 'existingAccount',
      }),
    resetPassword: async (request: Request | undefined, to: string, url: string) =>
      sendAfterAnswer(request, to, MESSAGES.resetPassword.subject, MESSAGES.resetPassword.text(url), {
        kind: 'resetPassword',
      }),
  }
}
export type AccountEmails = ReturnType<typeof accountEmails>
