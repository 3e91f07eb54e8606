import type { ZodApp } from '#server/feature'
import {
  CreateProjectRequestSchema,
  ProjectDetailSchema,
  ProjectEnvelopeSchema,
  ProjectListSchema,
  UpdateProjectRequestSchema,
} from '#shared/schemas/projects'
import { IdParamsSchema } from '#server/http/id-params'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import type { ProjectsService } from './projects.service'

/** /api/projects (docs/product/contracts.md contract): a signed-in account's projects; 401 signed out, 404 for another's. */
export function registerProjectsRoutes(app: ZodApp, projects: ProjectsService) {
  app.post(
    '/api/projects',
    { schema: { body: CreateProjectRequestSchema, response: { 201: ProjectEnvelopeSchema } } },
    async (request, reply) =>
      reply.code(201).send({ project: await projects.create(await request.workspace(), request.body) }),
  )
  app.get('/api/projects', { schema: { response: { 200: ProjectListSchema } } }, async (request, reply) =>
    reply.headers(PRIVATE_NO_STORE).send({ projects: await projects.list(await request.workspace()) }),
  )
  app.get(
    '/api/projects/:id',
    { schema: { params: IdParamsSchema, response: { 200: ProjectDetailSchema } } },
    async (request, reply) =>
      reply.headers(PRIVATE_NO_STORE).send(await projects.get(await request.workspace(), request.params.id)),
  )
  app.patch(
    '/api/projects/:id',
    { schema: { params: IdParamsSchema, body: UpdateProjectRequestSchema, response: { 200: ProjectEnvelopeSchema } } },
    async (request) => ({
      project: await projects.update(await request.workspace(), request.params.id, request.body),
    }),
  )
  app.delete('/api/projects/:id', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await projects.delete(await request.workspace(), request.params.id)
    return reply.code(204).send()
  })
}
