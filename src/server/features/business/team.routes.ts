import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AcceptInvitationRequestSchema,
  HandOverRequestSchema,
  InviteMemberRequestSchema,
  TeamSchema,
} from '../../../shared/schemas/business-api'
import { text } from '../../../shared/schemas/text'
import { clientOf } from '../../limits/rate-limits'
import type { TeamService, TeamViewer } from './team.service'

const PRIVATE = { 'cache-control': 'private, no-store' }
const IdParams = z.object({ id: text().max(100) })

/** /api/team: the signed-in account's Business team (the session's own account, never the workspace). */
export function registerTeamRoutes(
  app: FastifyInstance,
  team: TeamService,
  viewerOf: (request: FastifyRequest) => Promise<TeamViewer>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const current = async (request: FastifyRequest) => team.get(await viewerOf(request))
  r.get('/api/team', { schema: { response: { 200: TeamSchema } } }, async (request, reply) =>
    reply.headers(PRIVATE).send(await current(request)),
  )
  r.post(
    '/api/team/invitations',
    { schema: { body: InviteMemberRequestSchema, response: { 201: TeamSchema } } },
    async (request, reply) => {
      await team.invite(await viewerOf(request), request.body.email, clientOf(request))
      return reply
        .code(201)
        .headers(PRIVATE)
        .send(await current(request))
    },
  )
  r.delete('/api/team/invitations/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await team.revokeInvitation(await viewerOf(request), request.params.id)
    return reply.code(204).send()
  })
  r.post(
    '/api/team/accept',
    { schema: { body: AcceptInvitationRequestSchema, response: { 200: TeamSchema } } },
    async (request, reply) => {
      await team.accept(await viewerOf(request), request.body.token)
      return reply.headers(PRIVATE).send(await current(request))
    },
  )
  r.delete('/api/team/members/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await team.removeMember(await viewerOf(request), request.params.id)
    return reply.code(204).send()
  })
  // The owner hands the organisation to a member; the answer is the team as the (former) owner now sees it.
  r.post(
    '/api/team/hand-over',
    { schema: { body: HandOverRequestSchema, response: { 200: TeamSchema } } },
    async (request, reply) => {
      await team.handOver(await viewerOf(request), request.body.userId)
      return reply.headers(PRIVATE).send(await current(request))
    },
  )
}
