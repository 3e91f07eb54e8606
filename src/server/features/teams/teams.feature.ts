import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '#server/db/client'
import type { Feature } from '#server/feature'
import { createTeamsRepository } from './teams.repository'
import { registerTeamRoutes } from './teams.routes'
import { createTeamService, type HandOverMove, type TeamServiceDeps } from './teams.service'

/**
 * Business teams: organisations, members, invitations and the owner's hand-over (/api/team). Hands on whose workspace
 * a member works in (for `request.workspace()`), membership (members neither buy nor manage a plan), the check that
 * refuses deleting an owner with members, the organisations store (API keys hang off an organisation) and
 * `onHandOver(move)`: features built later add what else a hand-over moves, run in the order added inside its
 * transaction.
 */
export function createTeamsFeature(
  ports: Omit<TeamServiceDeps, 'repo' | 'moveSubscription'> & { db: Db; log: FastifyBaseLogger },
) {
  const repo = createTeamsRepository(ports.db)
  const moves: HandOverMove[] = []
  const team = createTeamService({
    ...ports,
    repo,
    moveSubscription: async (tx, fromUserId, to) => {
      for (const move of moves) await move(tx, fromUserId, to)
    },
  })
  return {
    register: (app) => registerTeamRoutes(app, team),
    provides: {
      workspaceOwnerOf: team.workspaceOwnerOf,
      membershipOf: team.membershipOf,
      assertAccountCanBeDeleted: team.assertAccountCanBeDeleted,
      organizations: {
        findOrganizationOfOwner: repo.findOrganizationOfOwner,
        ensureOrganization: repo.ensureOrganization,
      },
      onHandOver: (move: HandOverMove) => void moves.push(move),
    },
  } satisfies Feature
}
