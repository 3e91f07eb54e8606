import type { ZodApp } from '#server/feature'
import { ConcernInputSchema, ContactInputSchema } from '#shared/schemas/contact'
import { postCreated } from '#server/http/post-created'
import type { SupportService } from './support.service'

export function registerSupportRoutes(app: ZodApp, support: SupportService) {
  postCreated(
    app,
    '/api/contact',
    ContactInputSchema,
    support.createContactMessage,
    'Thank you. We reply within 24-48 hours.',
  )
  postCreated(
    app,
    '/api/troubleshoot-email',
    ConcernInputSchema,
    support.createConcern,
    'Our support team will respond within 24 hours.',
  )
}
