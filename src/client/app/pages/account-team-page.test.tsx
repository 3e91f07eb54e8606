// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Team } from '#shared/schemas/teams'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { renderApp } from '#client/test/render'

setupComponentTest()

const OLIVE = { id: 'u-olive', email: 'olive@example.com', name: 'Olive Owner', emailVerified: true }
const member = (userId: string, name: string, email: string, role: 'owner' | 'member') => ({
  userId,
  name,
  email,
  role,
  joinedAt: '2026-11-20T10:00:00.000Z',
})
const TEAM: Team = {
  organization: { id: 'org-1', name: 'Olive Owner’s team' },
  role: 'owner',
  members: [
    member('u-olive', 'Olive Owner', 'olive@example.com', 'owner'),
    member('u-max', 'Max Member', 'max@example.com', 'member'),
  ],
  invitations: [],
  seats: { used: 2, limit: 10 },
  plan: {
    tier: 'business',
    status: 'active',
    billingPeriod: 'monthly',
    currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    cancelAtPeriodEnd: false,
  },
}

/** Olive signed in, owning TEAM; POST /api/team/hand-over records its body and swaps the roles. */
function stubServer() {
  const posts: { url: string; body: unknown }[] = []
  let team = TEAM
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) })
        team = {
          ...TEAM,
          role: 'member',
          members: TEAM.members.map((m) => ({ ...m, role: m.userId === 'u-max' ? 'owner' : 'member' })),
        }
      }
      const answers: Record<string, unknown> = { '/api/auth/get-session': { user: OLIVE }, '/api/team': team }
      return new Response(JSON.stringify(answers[url] ?? team), { headers: { 'content-type': 'application/json' } })
    }),
  )
  return posts
}

describe('/account/team: handing over ownership', () => {
  it('asks for a member, says what moves in the dialog, and hands over only when confirmed', async () => {
    const posts = stubServer()
    renderApp('/account/team')
    const form = within(await screen.findByRole('form', { name: 'Hand over ownership' }))
    fireEvent.click(form.getByRole('button', { name: 'Hand over ownership' }))
    expect(form.getByText('Choose the member who will own the team')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.keyDown(form.getByRole('combobox', { name: 'New owner' }), { key: 'Enter' })
    fireEvent.keyDown(screen.getByRole('option', { name: 'Max Member (max@example.com)' }), { key: 'Enter' })
    fireEvent.click(form.getByRole('button', { name: 'Hand over ownership' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Hand over the team to Max Member?' }))
    expect(dialog.getByText(/The Business subscription and its billing \(renews on 24 December 2026\)/)).toBeTruthy()
    expect(dialog.getByText('The API keys and this month’s API usage.')).toBeTruthy()
    expect(dialog.getByText(/You stay on the team as a member/)).toBeTruthy()
    fireEvent.click(dialog.getByRole('button', { name: 'Keep ownership' }))
    expect(posts).toEqual([])

    fireEvent.click(form.getByRole('button', { name: 'Hand over ownership' }))
    const again = within(await screen.findByRole('dialog', { name: 'Hand over the team to Max Member?' }))
    fireEvent.click(again.getByRole('button', { name: 'Hand over to Max Member' }))
    expect(await screen.findByRole('button', { name: 'Leave team' })).toBeTruthy()
    expect(posts).toEqual([{ url: '/api/team/hand-over', body: { userId: 'u-max' } }])
    expect(screen.queryByRole('form', { name: 'Hand over ownership' })).toBeNull()
  })
})

describe('/account/team and /account/api without Business', () => {
  const SOLO: Team = {
    organization: null,
    role: null,
    members: [],
    invitations: [],
    seats: { used: 0, limit: 1 },
    plan: null,
  }
  const USAGE = { month: '2026-11', used: 0, limit: 0, remaining: 0, resetsAt: '2026-12-01T00:00:00.000Z', days: [] }

  it.each([
    [
      '/account/team',
      'Teams come with the Business plan',
      'Business includes up to 10 team members who share your projects, estimates and reports.',
    ],
    [
      '/account/api',
      'The API comes with the Business plan',
      'Business includes 1,000 API calls a month, 10 team members and unlimited reports.',
    ],
  ])('%s says what Business includes, with the plan’s own figures, and links to it', async (path, title, pitch) => {
    const answers: Record<string, unknown> = {
      '/api/auth/get-session': { user: OLIVE },
      '/api/team': SOLO,
      '/api/api-usage': USAGE,
      '/api/api-keys': { keys: [] },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async (url: string) =>
          new Response(JSON.stringify(answers[url] ?? {}), { headers: { 'content-type': 'application/json' } }),
      ),
    )
    renderApp(path)
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy()
    const paragraph = screen.getByText(
      (_, el) => el?.tagName === 'P' && el.textContent === `${pitch} See the Business plan.`,
    )
    expect(within(paragraph).getByRole('link', { name: 'See the Business plan' }).getAttribute('href')).toBe(
      '/subscribe/business',
    )
  })
})
