// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { QuoteInput } from './quote-input'

const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } })

/** A fetch that answers the capabilities (no Tesseract here) and `read` for the upload. */
function stubServer(read: () => Response) {
  const fetchMock = vi.fn(async (url: string | URL | Request) =>
    String(url).endsWith('/api/quotes/capabilities') ? json(200, { photos: false }) : read(),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const uploads = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/quotes/read'))

function choose(file: File) {
  fireEvent.change(screen.getByLabelText(/^Quote file/), { target: { files: [file] } })
}

setupComponentTest()

describe('QuoteInput: hostile files', () => {
  it('refuses a file over 10 MB in the browser, before sending anything; says photos need Tesseract here', async () => {
    const fetchMock = stubServer(() => json(200, {}))
    render(<QuoteInput onRead={() => {}} />)
    expect(await screen.findByText(/Reading photos needs Tesseract/)).toBeTruthy()
    const big = new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' })
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 })
    choose(big)
    expect((await screen.findByRole('alert')).textContent).toBe('The file is larger than 10 MB.')
    expect(uploads(fetchMock)).toEqual([])
  })

  it('shows the server’s reason when it refuses a file, and reads nothing', async () => {
    const fetchMock = stubServer(() =>
      json(422, { status: 422, code: 'unprocessable', detail: 'The file is not a PDF' }, 'application/problem+json'),
    )
    const onRead = vi.fn()
    render(<QuoteInput onRead={onRead} />)
    choose(new File(['MZ\u0090\u0000'], 'quote.pdf', { type: 'application/pdf' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The file is not a PDF')
    expect(uploads(fetchMock)).toHaveLength(1)
    expect(screen.queryByText(/What was read/)).toBeNull()
    expect(onRead).not.toHaveBeenCalled()
  })
})
