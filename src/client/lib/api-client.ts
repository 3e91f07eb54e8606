/**
 * The one way the browser talks to the API (docs/product/calls.md, docs/product/errors.md).
 * - Every call sends cookies (`credentials: 'include'`).
 * - `Content-Type: application/json` is set only when there is a body.
 * - A non-OK response throws `ApiError` whose message is "<status>: <body text, or status text when empty>";
 *   an `application/problem+json` body is parsed into `error.problem` so forms can map `problem.errors` to fields.
 */

import type { FieldError, Problem } from '#shared/problem'

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * A problem+json body as it arrived: the server's one `Problem` shape (src/shared/problem.ts), every member
 * optional because a proxy or an older server may send less.
 */
export type ApiProblem = Partial<Problem>

export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly problem?: ApiProblem
  /** Raw response body text ('' when empty). */
  readonly body: string

  constructor(status: number, message: string, body: string, problem?: ApiProblem) {
    super(message)
    this.status = status
    this.body = body
    this.problem = problem
  }

  /** Field errors from a 400 problem+json response, or [] when there are none. */
  get fieldErrors(): FieldError[] {
    return this.problem?.errors ?? []
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export interface RequestOptions {
  signal?: AbortSignal
  headers?: Record<string, string>
}

/**
 * Sends a request and returns the Response when it is OK (2xx). Throws ApiError otherwise.
 * Network failures reject with the browser's own TypeError.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  if (hasBody) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: options.signal,
  })
  if (!response.ok) throw await toApiError(response)
  return response
}

/** Like apiRequest, then parses the JSON body. Resolves to undefined for 204 or an empty body. */
export async function apiRequestJson<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: RequestOptions,
): Promise<T> {
  const response = await apiRequest(method, url, body, options)
  return readJson<T>(response)
}

/** GET a JSON resource. */
export function apiGet<T>(url: string, options: { signal?: AbortSignal } = {}): Promise<T> {
  return apiRequestJson<T>('GET', url, undefined, options)
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T
  const text = await response.text()
  if (text === '') return undefined as T
  return JSON.parse(text) as T
}

async function toApiError(response: Response): Promise<ApiError> {
  let text = ''
  try {
    text = await response.text()
  } catch {
    // Body unreadable (aborted); fall back to the status text.
  }
  const message = `${response.status}: ${text || response.statusText}`
  return new ApiError(response.status, message, text, parseProblem(response, text))
}

function parseProblem(response: Response, text: string): ApiProblem | undefined {
  const contentType = response.headers.get('content-type') ?? ''
  if (!text || !/application\/(problem\+)?json/i.test(contentType)) return undefined
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
    const problem = parsed as ApiProblem
    if (problem.errors !== undefined && !Array.isArray(problem.errors)) return { ...problem, errors: undefined }
    return problem
  } catch {
    return undefined
  }
}

/**
 * A short, human message for a toast: the problem's detail or title when the server sent one,
 * otherwise a generic sentence. Never shows raw JSON or stack traces.
 */
export function describeApiError(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error)) return error.problem?.detail || error.problem?.title || fallback
  if (error instanceof TypeError) return 'We could not reach the server. Check your connection and try again.'
  return fallback
}
