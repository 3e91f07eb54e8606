import type { ZodApp } from '#server/feature'
import {
  ApiKeyListSchema,
  ApiUsageSchema,
  CreateApiKeyRequestSchema,
  CreatedApiKeySchema,
} from '#shared/schemas/business-api'
import { IdParamsSchema } from '#server/http/id-params'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import type { BusinessApiService } from './business-api.service'

/** Key management for the signed-in Business owner (docs/product/decisions.md: POST/GET /api/api-keys, DELETE /api/api-keys/{id}). */
export function registerApiKeyRoutes(app: ZodApp, service: BusinessApiService) {
  app.post(
    '/api/api-keys',
    { schema: { body: CreateApiKeyRequestSchema, response: { 201: CreatedApiKeySchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .headers(PRIVATE_NO_STORE)
        .send(await service.createKey(await request.viewer(), request.body)),
  )
  app.get('/api/api-keys', { schema: { response: { 200: ApiKeyListSchema } } }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send({ keys: await service.listKeys(await request.viewer()) }),
  )
  app.delete('/api/api-keys/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await service.revokeKey(await request.viewer(), request.params.id)
    return reply.code(204).send()
  })
  app.get('/api/api-usage', { schema: { response: { 200: ApiUsageSchema } } }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send(await service.usage(await request.viewer())),
  )
}
