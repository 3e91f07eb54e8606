import { apiGet, apiRequestJson } from '#client/lib/api-client'
import type { QuoteCapabilities, QuoteLine, QuoteReadResponse } from '#shared/quotes/quote'

/** The quote reader's calls: `POST /api/quotes/read` (a file as the raw body, or JSON) and its capabilities. */
export const quoteCapabilities = () => apiGet<QuoteCapabilities>('/api/quotes/capabilities')

export const readQuoteText = (text: string) => apiRequestJson<QuoteReadResponse>('POST', '/api/quotes/read', { text })

export const readQuoteLines = (lines: QuoteLine[]) =>
  apiRequestJson<QuoteReadResponse>('POST', '/api/quotes/read', { lines })

/** Sends the file itself; a refusal's problem detail ("The file is not a PDF") becomes the error's message. */
export async function readQuoteFile(file: File): Promise<QuoteReadResponse> {
  const response = await fetch('/api/quotes/read', {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    body: file,
    credentials: 'include',
  })
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as { detail?: string }
    throw new Error(problem.detail ?? `The file could not be read (${response.status})`)
  }
  return (await response.json()) as QuoteReadResponse
}
