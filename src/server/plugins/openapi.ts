import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { API_TAGS } from '#server/features/business-api/v1-docs'

export const OPENAPI_PATH = '/api/v1/openapi.json'
export const DOCS_PATH = '/api/docs'

const DESCRIPTION = `Estimates from the UK renovation cost estimator's engine, for the Business plan.

**Keys.** Create a key on /account/api (it is shown once). Send it on every call as
\`Authorization: Bearer rce_live_…\` (\`rce_test_…\` on a test deployment).

**Metering.** 1,000 calls per organisation per calendar month (Europe/London), and at most 20 calls a second per
key. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds until the
month's allowance resets); past either limit the answer is 429 with \`Retry-After\`.

**Errors** are RFC 9457 problem details (\`application/problem+json\`) with a \`code\`: 400 \`validation_failed\`
(with \`errors\` naming each field), 401 \`unauthorized\` (missing, unknown, revoked or expired key), 403 \`forbidden\`
(the organisation is not on the Business plan), 404 \`not_found\`, 429 \`rate_limited\` (also after 20 calls with a
missing or wrong key from one address in 15 minutes, until that window ends).`

/**
 * OpenAPI 3.1 from the routes' zod schemas (@fastify/swagger with fastify-type-provider-zod's transforms), for the
 * /api/v1 routes only (their docs are the Business API feature's v1-docs.ts). Must be registered before the routes it
 * documents: it collects them as they are added, so the composition root registers it before every feature.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'UK Renovation Estimator API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: publicUrl }],
      tags: API_TAGS.map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key from /account/api: rce_live_… or rce_test_…',
          },
        },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input)
      return input.url.startsWith('/api/v1/') ? out : { ...out, schema: { ...out.schema, hide: true } }
    },
    transformObject: jsonSchemaTransformObject,
  })
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger())
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, layout: 'BaseLayout' },
  })
}
