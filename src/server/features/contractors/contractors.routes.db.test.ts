import { describe, expect, test } from 'vitest'
import { buildContractorListingInput, buildContractorRow } from '#tests/factories/contractor'
import { cleanupAfterEach } from '#tests/helpers/lifecycle'
import { createTestApp } from '#tests/helpers/create-test-app'
import { setupTestApp } from '#tests/helpers/lifecycle'
import { CONTRACTORS_PAGE_SIZE } from '#shared/schemas/contractors'
import { createContractorsRepository } from './contractors.repository'
import { errorPaths } from '#tests/helpers/inject'

const countListings = async (t: { database: { sql: { executeSql: (q: string) => Promise<{ rows: unknown[] }> } } }) =>
  (await t.database.sql.executeSql('select count(*)::int as n from contractors')).rows[0]

describe('contractors routes', () => {
  const t = setupTestApp({}, {}, { each: true })
  const repo = () => createContractorsRepository(t.database.db)
  const postListing = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contractors', payload })

  test('a listing is stored unverified, support is asked to verify it and the business gets a confirmation', async () => {
    const input = buildContractorListingInput()
    const res = await postListing(input)
    expect(res.statusCode).toBe(201)
    const { id, message } = res.json()
    expect(message).toMatch(/checks every listing before it appears/)

    const stored = await repo().findById(id)
    expect(stored).toMatchObject({
      name: 'Harper & Sons Building',
      email: input.email,
      phone: '0161 496 0000',
      specialties: ['kitchens', 'extensions'],
      regions: ['north'],
      isVerified: false,
      profileData: {
        contactName: 'Ellen Harper',
        website: 'https://www.harper-building.example.co.uk/',
        description: input.description,
      },
    })

    expect(t.mailer.sent.map((m) => m.to)).toEqual([t.env.SUPPORT_EMAIL, input.email])
    const [toSupport, toBusiness] = t.mailer.sent
    expect(toSupport).toMatchObject({ replyTo: input.email, subject: expect.stringContaining('Harper & Sons') })
    expect(toSupport!.text).toContain(`npm run contractors:verify -- ${id}`)
    expect(toSupport!.text).toContain('Contact: Ellen Harper')
    expect(toBusiness!.text).toContain('checks every listing before it')
    expect(toBusiness!.text).toContain('not an endorsement')
    expect(toBusiness!.text).not.toContain('Contact: Ellen Harper')
  })

  test('the directory lists only verified listings, without ratings or the contact person', async () => {
    await repo().insert(buildContractorRow({ name: 'Unchecked Ltd' }))
    const verified = await repo().insert(buildContractorRow({ name: 'Checked Ltd', isVerified: true }))

    const res = await t.app.inject({ method: 'GET', url: '/api/contractors' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      contractors: [
        {
          id: verified.id,
          businessName: 'Checked Ltd',
          specialties: ['kitchens'],
          regions: ['north'],
          email: 'ellen@harper-building.example',
          phone: '0161 496 0000',
          website: 'https://harper-building.example.co.uk/',
          description: 'Family firm in Manchester doing kitchens since 1998.',
        },
      ],
      total: 1,
      page: 1,
      pageSize: CONTRACTORS_PAGE_SIZE,
    })
    expect(res.body).not.toMatch(/rating|review|Ellen Harper|consent/i)
  })

  test('a listing appears once verified and goes again when unverified', async () => {
    const res = await postListing(buildContractorListingInput())
    const { id } = res.json()
    const names = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/contractors?region=north' }))
        .json()
        .contractors.map((c: { businessName: string }) => c.businessName)
    expect(await names()).toEqual([])
    const now = new Date('2026-03-01T10:00:00Z')
    expect(await repo().setVerified(id, true, now)).toMatchObject({ isVerified: true })
    expect((await repo().findById(id))!.profileData).toMatchObject({ verifiedAt: now.toISOString() })
    expect(await names()).toEqual(['Harper & Sons Building'])
    await repo().setVerified(id, false, now)
    expect(await names()).toEqual([])
    expect(await repo().setVerified('00000000-0000-4000-8000-000000000000', true, now)).toBeUndefined()
  })

  test('region and specialty filter the directory, alphabetically', async () => {
    const add = (name: string, regions: string[], specialties: string[]) =>
      repo().insert(buildContractorRow({ name, regions, specialties, isVerified: true }))
    await add('Zed Roofing', ['london', 'southeast'], ['roofing'])
    await add('alpha Kitchens', ['london'], ['kitchens', 'bathrooms'])
    await add('Welsh Builders', ['wales'], ['kitchens'])

    const names = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/contractors${query}` }))
        .json()
        .contractors.map((c: { businessName: string }) => c.businessName)
    expect(await names('')).toEqual(['alpha Kitchens', 'Welsh Builders', 'Zed Roofing'])
    expect(await names('?region=london')).toEqual(['alpha Kitchens', 'Zed Roofing'])
    expect(await names('?specialty=kitchens')).toEqual(['alpha Kitchens', 'Welsh Builders'])
    expect(await names('?region=london&specialty=kitchens')).toEqual(['alpha Kitchens'])
    expect(await names('?region=scotland')).toEqual([])
  })

  test(`the directory is paged, ${CONTRACTORS_PAGE_SIZE} listings at a time`, async () => {
    for (let i = 0; i < CONTRACTORS_PAGE_SIZE + 5; i++)
      await repo().insert(buildContractorRow({ name: `Firm ${String(i).padStart(2, '0')}`, isVerified: true }))
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/contractors?page=2' })).json()
    expect(page2).toMatchObject({ total: CONTRACTORS_PAGE_SIZE + 5, page: 2 })
    expect(page2.contractors).toHaveLength(5)
    expect(page2.contractors[0].businessName).toBe(`Firm ${CONTRACTORS_PAGE_SIZE}`)
  })

  test('an unknown region or specialty in the query is a 400 naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contractors?region=mars&specialty=wizardry&page=0' })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
    expect(errorPaths(res)).toEqual(['page', 'region', 'specialty'])
  })

  test('an invalid listing names each bad field, stores nothing and sends nothing', async () => {
    const res = await postListing({
      businessName: ' ',
      contactName: '',
      email: 'not-an-email',
      phone: '12345',
      website: 'not a website',
      specialties: [],
      regions: ['atlantis'],
      description: 'Too short',
      consent: false,
    })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.code).toBe('validation_failed')
    const byPath = Object.fromEntries(body.errors.map((e: { path: string; message: string }) => [e.path, e.message]))
    expect(byPath).toMatchObject({
      businessName: 'Enter your business name',
      contactName: 'Enter a contact name',
      email: 'Enter a valid email address',
      phone: expect.stringMatching(/^Enter a UK phone number/),
      website: expect.stringMatching(/^Enter a website address/),
      specialties: 'Choose at least one specialty',
      'regions.0': 'Choose a region from the list',
      description: expect.stringMatching(/at least 20 characters/),
      consent: expect.stringMatching(/^Tick the box/),
    })
    expect(await countListings(t)).toEqual({ n: 0 })
    expect(t.mailer.sent).toHaveLength(0)
  })

  test('the website is optional; phone numbers in UK forms are accepted', async () => {
    for (const phone of ['020 7946 0000', '+44 (0)20 7946 0000', '07700-900123', '+447700900123']) {
      const res = await postListing(buildContractorListingInput({ phone: phone.replace('(0)', ''), website: '' }))
      expect({ phone, status: res.statusCode }).toEqual({ phone, status: 201 })
    }
    const [row] = await repo().listUnverified()
    expect(row!.profileData).toMatchObject({ website: null })
  })
})

describe('contractor listings and mail caps', () => {
  const onCleanup = cleanupAfterEach()
  const start = async () => {
    const t = await createTestApp({ RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' })
    onCleanup(t)
    return t
  }
  const post = (app: Awaited<ReturnType<typeof start>>['app'], payload: object, from: string) =>
    app.inject({ method: 'POST', url: '/api/contractors', payload, headers: { 'x-forwarded-for': from } })

  test('one address gets at most 5 confirmations an hour, whoever lists it', async () => {
    const t = await start()
    const input = buildContractorListingInput()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post(t.app, input, `203.0.113.${i}`)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
    expect(await countListings(t)).toEqual({ n: 5 })
  })

  test('a listing counts two messages against the client, with its other mail', async () => {
    const t = await start()
    const from = '198.51.100.7'
    for (let i = 0; i < 4; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'x-forwarded-for': from },
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: `a${i}@example.com`,
          subject: 'general',
          message: 'Hello there!',
        },
      })
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await post(t.app, buildContractorListingInput({ email: `firm${i}@example.com` }), from)).statusCode,
      )
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(t.mailer.sent).toHaveLength(4 + 3 * 2)
    expect(await countListings(t)).toEqual({ n: 3 })
  })
})
