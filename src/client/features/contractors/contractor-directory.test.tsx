// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { createQueryClient } from '#client/lib/query-client'
import { ContractorDirectory, emptyDirectoryMessage } from './contractor-directory'

function renderDirectory(path: string, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={createQueryClient()}>
        <ContractorDirectory />
      </QueryClientProvider>
    </MemoryRouter>,
  )
  return fetchMock
}

setupComponentTest()

describe('ContractorDirectory', () => {
  it('says plainly when a region has no verified contractors, and invites a listing', async () => {
    const fetchMock = renderDirectory('/contractors?region=wales&specialty=roofing', {
      contractors: [],
      total: 0,
      page: 1,
      pageSize: 20,
    })
    expect(
      await screen.findByRole('heading', { name: 'No verified contractors for Roofing in Wales yet' }),
    ).toBeTruthy()
    expect(screen.getByText(/Do you work in Wales\?/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'List your business' }).getAttribute('href')).toBe('/contractors/join')
    expect(fetchMock).toHaveBeenCalledWith('/api/contractors?region=wales&specialty=roofing', expect.anything())
  })

  it('shows each listing as given, with no rating', async () => {
    renderDirectory('/contractors', {
      contractors: [
        {
          id: 'c1',
          businessName: 'Harper & Sons Building',
          specialties: ['kitchens'],
          regions: ['north', 'midlands'],
          email: 'ellen@harper.example',
          phone: '0161 496 0000',
          website: 'https://www.harper.example.co.uk/',
          description: 'Family firm in Manchester.',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    })
    expect(await screen.findByRole('heading', { name: 'Harper & Sons Building' })).toBeTruthy()
    expect(screen.getByText('1 verified contractor, in alphabetical order.')).toBeTruthy()
    expect(screen.getByText('North of England, Midlands')).toBeTruthy()
    expect(screen.getByRole('link', { name: '0161 496 0000' }).getAttribute('href')).toBe('tel:01614960000')
    expect(screen.getByRole('link', { name: /www\.harper\.example\.co\.uk/ }).getAttribute('href')).toBe(
      'https://www.harper.example.co.uk/',
    )
    expect(document.body.textContent).not.toMatch(/rating|review|★/i)
  })

  it('words the empty state for each combination of filters', () => {
    expect(emptyDirectoryMessage({})).toBe('No verified contractors yet')
    expect(emptyDirectoryMessage({ region: 'london' })).toBe('No verified contractors in London yet')
    expect(emptyDirectoryMessage({ specialty: 'kitchens' })).toBe('No verified contractors for Kitchens yet')
  })
})
