import { expect } from '@playwright/test'

export interface SinkMessage {
  to: string[]
  subject: string
  text: string
  attachments: string[]
}

/** Waits for an email to `to` whose subject matches, as received by the SMTP sink. */
export async function waitForEmail(to: string, subject: RegExp): Promise<SinkMessage> {
  let found: SinkMessage | undefined
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT ?? '2599'}/messages`)
        const messages = (await res.json()) as SinkMessage[]
        found = messages.find((m) => m.to.includes(to) && subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found!
}
