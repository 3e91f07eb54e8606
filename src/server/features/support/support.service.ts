import type { ContactInput, ConcernInput } from '#shared/schemas/contact'
import { CONTACT_SUBJECTS } from '#shared/schemas/contact'
import type { Mailer } from '#server/mail/mailer'
import type { MailCaps } from '#server/limits/mail-caps'
import type { SupportRepository } from './support.repository'

export interface SupportServiceDeps {
  repo: SupportRepository
  mailer: Mailer
  mailCaps: MailCaps
  supportEmail: string
  /** Whether an estimate id a message names exists (it is linked only then). */
  estimateExists: (id: string) => Promise<boolean>
}

/**
 * Stores every message as a support record first, then emails the support inbox: nothing is lost if mail fails.
 * The mail caps per `client` come before both, so a script can neither fill the table nor the inbox (429).
 */
export function createSupportService(deps: SupportServiceDeps) {
  return {
    async createContactMessage(input: ContactInput, client: string) {
      await deps.mailCaps.check({ client })
      const subjectLabel = CONTACT_SUBJECTS.find((s) => s.value === input.subject)?.label ?? input.subject
      const record = await deps.repo.insert({
        kind: 'contact',
        email: input.email,
        name: `${input.firstName} ${input.lastName}`,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
      })
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: input.email,
        subject: `[Contact] ${subjectLabel} from ${input.firstName} ${input.lastName}`,
        text: [
          `From: ${input.firstName} ${input.lastName} <${input.email}>`,
          input.phone ? `Phone: ${input.phone}` : null,
          `Subject: ${subjectLabel}`,
          `Support record: ${record.id}`,
          '',
          input.message,
        ]
          .filter((l) => l !== null)
          .join('\n'),
      })
      return { id: record.id }
    },

    async createConcern(input: ConcernInput, client: string) {
      await deps.mailCaps.check({ client })
      const estimateId = input.estimateId && (await deps.estimateExists(input.estimateId)) ? input.estimateId : null
      const record = await deps.repo.insert({
        kind: 'concern',
        email: input.userEmail,
        subject: 'estimate_concern',
        message: input.message,
        estimateId,
        metadata: {
          projectDetails: input.projectDetails ?? null,
          clientTimestamp: input.timestamp ?? null,
          givenEstimateId: input.estimateId ?? null,
        },
      })
      const d = input.projectDetails ?? {}
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: input.userEmail,
        subject: `[Estimate concern] ${input.estimateId ?? 'no estimate id'}`,
        text: [
          `From: ${input.userEmail}`,
          `Estimate: ${input.estimateId ?? 'not given'}`,
          `Project: ${d.projectType ?? '-'}`,
          `Address: ${d.propertyAddress ?? '-'}`,
          `Estimated cost: ${d.totalCost ?? '-'}`,
          `Support record: ${record.id}`,
          '',
          input.message,
        ].join('\n'),
      })
      return { id: record.id }
    },
  }
}
export type SupportService = ReturnType<typeof createSupportService>
