import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ZodApp } from '#server/feature'
import type { z } from 'zod'
import {
  AcceptInvitationRequestSchema,
  HandOverRequestSchema,
  InviteMemberRequestSchema,
  TeamSchema,
} from '#shared/schemas/teams'
import { IdParamsSchema } from '#server/http/id-params'
import { PRIVATE_NO_STORE } from '#server/http/private-routes'
import { clientOf } from '#server/limits/rate-limits'
import type { Viewer } from '#server/http/viewer'
import type { TeamService } from './teams.service'

/** /api/team: the signed-in account's Business team (the session's own account, never the workspace). */
export function registerTeamRoutes(app: ZodApp, team: TeamService) {
  /** The team as the viewer now sees it (after their change, if any). */
  const sendTeam = async (request: FastifyRequest, reply: FastifyReply, status = 200) =>
    reply
      .code(status)
      .headers(PRIVATE_NO_STORE)
      .send(await team.get(await request.viewer()))
  /** Changes the team as the viewer with the request's body, then answers the team. */
  const change = <Body extends z.ZodType>(
    path: string,
    body: Body,
    apply: (viewer: Viewer, body: z.output<Body>, request: FastifyRequest) => Promise<void>,
    status = 200,
  ) =>
    app.post(path, { schema: { body, response: { [status]: TeamSchema } } }, async (request, reply) => {
      await apply(await request.viewer(), request.body as z.output<Body>, request)
      return sendTeam(request, reply, status)
    })
  /** Removes the `:id` invitation or member as the viewer: 204. */
  const remove = (path: string, apply: (viewer: Viewer, id: string) => Promise<void>) =>
    app.delete(path, { schema: { params: IdParamsSchema } }, async (request, reply) => {
      await apply(await request.viewer(), request.params.id)
      return reply.code(204).send()
    })

  app.get('/api/team', { schema: { response: { 200: TeamSchema } } }, async (request, reply) =>
    sendTeam(request, reply),
  )
  change(
    '/api/team/invitations',
    InviteMemberRequestSchema,
    (viewer, { email }, request) => team.invite(viewer, email, clientOf(request)),
    201,
  )
  remove('/api/team/invitations/:id', (viewer, id) => team.revokeInvitation(viewer, id))
  change('/api/team/accept', AcceptInvitationRequestSchema, (viewer, { token }) => team.accept(viewer, token))
  remove('/api/team/members/:id', (viewer, userId) => team.removeMember(viewer, userId))
  // The owner hands the organisation to a member; the answer is the team as the (former) owner now sees it.
  change('/api/team/hand-over', HandOverRequestSchema, (viewer, { userId }) => team.handOver(viewer, userId))
}
