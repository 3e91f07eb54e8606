import type { FastifyInstance } from 'fastify'
import type { Database } from '../../db/client.js'

export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get('/api/health', async () => {
    await database.ping()
    return { status: 'ok' as const }
  })
}
