import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildValidationProblem } from '#tests/factories/problem'
import { ApiError, apiGet, apiRequest, apiRequestJson, describeApiError } from './api-client'

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('apiRequest', () => {
  it('sends JSON with credentials and a content type when there is a body', async () => {
    const fetchMock = stubFetch(new Response('{"id":"c1"}', { status: 201 }))
    const response = await apiRequest('POST', '/api/contact', { a: 1 })
    expect(response.status).toBe(201)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/contact')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' })
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json')
  })

  it('sends no content type and no body without a body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }))
    await apiRequest('DELETE', '/api/things/1')
    const init = fetchMock.mock.calls[0]![1]!
    expect(init.body).toBeUndefined()
    expect(init.credentials).toBe('include')
    expect(init.headers as Record<string, string>).not.toHaveProperty('Content-Type')
  })

  it('throws ApiError with "<status>: <body text>" on failure', async () => {
    stubFetch(new Response('Report not ready', { status: 409, statusText: 'Conflict' }))
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, message: '409: Report not ready', problem: undefined })
  })

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }))
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable')
  })

  it('parses a problem+json body and exposes its field errors', async () => {
    const problem = buildValidationProblem([{ path: 'email', message: 'Enter a valid email address' }])
    const body = JSON.stringify(problem)
    stubFetch(new Response(body, { status: 400, headers: { 'Content-Type': 'application/problem+json' } }))
    const error = (await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e)) as ApiError
    expect(error.status).toBe(400)
    expect(error.message).toBe(`400: ${body}`)
    expect(error.problem?.code).toBe('validation_failed')
    expect(error.fieldErrors).toEqual([{ path: 'email', message: 'Enter a valid email address' }])
    expect(describeApiError(error)).toBe('Validation failed')
  })

  it('ignores a malformed JSON error body', async () => {
    stubFetch(new Response('{oops', { status: 500, headers: { 'Content-Type': 'application/json' } }))
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError
    expect(error.problem).toBeUndefined()
    expect(error.fieldErrors).toEqual([])
    expect(error.message).toBe('500: {oops')
  })
})

describe('apiRequestJson', () => {
  it('parses the JSON body', async () => {
    stubFetch(new Response('{"id":"c1"}', { status: 201 }))
    await expect(apiRequestJson<{ id: string }>('POST', '/api/contact', {})).resolves.toEqual({ id: 'c1' })
  })

  it('resolves undefined for 204', async () => {
    stubFetch(new Response(null, { status: 204 }))
    await expect(apiRequestJson('DELETE', '/api/x')).resolves.toBeUndefined()
  })
})

describe('apiGet', () => {
  it('returns parsed JSON', async () => {
    const fetchMock = stubFetch(new Response('{"ok":true}', { status: 200 }))
    await expect(apiGet('/api/me')).resolves.toEqual({ ok: true })
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'include' })
  })

  it('throws on 401', async () => {
    stubFetch(new Response('Unauthorized', { status: 401 }))
    await expect(apiGet('/api/me')).rejects.toMatchObject({ status: 401, message: '401: Unauthorized' })
  })
})

describe('describeApiError', () => {
  it('prefers the problem detail, then a generic fallback', () => {
    expect(describeApiError(new ApiError(404, '404: x', 'x', { detail: 'Report not found' }))).toBe('Report not found')
    expect(describeApiError(new ApiError(500, '500: boom', 'boom'))).toBe('Something went wrong. Please try again.')
    expect(describeApiError(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/)
  })
})
