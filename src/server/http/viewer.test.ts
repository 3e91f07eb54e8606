import Fastify from 'fastify'
import { afterEach, describe, expect, test } from 'vitest'
import { registerViewer, type Viewer } from './viewer'

const ALICE: Viewer = { id: 'alice', email: 'alice@example.com', name: 'Alice', emailVerified: true }

/** An app whose session reader and team lookup count their calls; the cookie names who is signed in. */
function appWithCounters() {
  const calls = { session: 0, team: 0 }
  const app = Fastify()
  registerViewer(app, {
    sessionOf: async (request) => {
      calls.session++
      return request.headers.cookie === 'alice' ? ALICE : null
    },
    workspaceOwnerOf: async (userId) => {
      calls.team++
      return userId === 'alice' ? 'org-owner' : userId
    },
  })
  app.get('/both-twice', async (request) => ({
    viewers: [await request.viewer(), await request.viewer()],
    workspaces: [await request.workspace(), await request.workspace()],
  }))
  app.get('/nobody-asked', async () => ({ ok: true }))
  return { app, calls }
}

let close: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await close?.()
})

describe('who is asking, resolved once per request', () => {
  test('the session and the team are read once however often a handler asks, and the workspace is the owner’s', async () => {
    const { app, calls } = appWithCounters()
    close = () => app.close()
    const answer = await app.inject({ url: '/both-twice', headers: { cookie: 'alice' } })
    expect(answer.json()).toEqual({
      viewers: [ALICE, ALICE],
      workspaces: [
        { ...ALICE, id: 'org-owner' },
        { ...ALICE, id: 'org-owner' },
      ],
    })
    expect(calls).toEqual({ session: 1, team: 1 })
    // A second request reads them again: nothing is kept between requests.
    await app.inject({ url: '/both-twice', headers: { cookie: 'alice' } })
    expect(calls).toEqual({ session: 2, team: 2 })
  })

  test('a signed-out request has no viewer and no workspace, and the team is never asked', async () => {
    const { app, calls } = appWithCounters()
    close = () => app.close()
    const answer = await app.inject({ url: '/both-twice' })
    expect(answer.json()).toEqual({ viewers: [null, null], workspaces: [null, null] })
    expect(calls).toEqual({ session: 1, team: 0 })
  })

  test('a route that never asks reads neither the session nor the team', async () => {
    const { app, calls } = appWithCounters()
    close = () => app.close()
    expect((await app.inject({ url: '/nobody-asked', headers: { cookie: 'alice' } })).statusCode).toBe(200)
    expect(calls).toEqual({ session: 0, team: 0 })
  })
})
