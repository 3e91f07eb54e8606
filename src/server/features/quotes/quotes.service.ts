import { parseQuoteText } from '#shared/quotes/parse-quote'
import {
  emptyQuote,
  QUOTE_LIMITS,
  type QuoteReadJsonRequest,
  type QuoteReadResponse,
  type ReadQuote,
} from '#shared/quotes/quote'
import { AppError } from '#server/errors'
import { OcrError, type OcrClient } from './ocr-client'
import { PdfReadError } from './read-pdf'

/**
 * Reads a builder's quote (decision 030): a PDF's text (in a worker), a photo's (OCR), pasted text, or typed lines,
 * each through the one parser. Nothing is stored: the answer is the quote as read, for the user to correct; the
 * file is kept only if the user saves the check (quote-check's part).
 */

export type QuoteUpload = { kind: 'pdf' | 'image'; bytes: Uint8Array; contentType: string }

export interface QuotesService {
  readonly photosSupported: boolean
  readUpload(upload: QuoteUpload): Promise<QuoteReadResponse>
  readJson(body: QuoteReadJsonRequest): QuoteReadResponse
}

export interface QuotesDeps {
  ocr: OcrClient
  readPdf: (bytes: Uint8Array) => Promise<{ text: string; pages: number }>
  log: { warn: (obj: object, msg: string) => void }
}

const unreadable = (message: string) => new AppError('unprocessable', message, [{ path: '(body)', message }])

function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
  return head.includes('%PDF-')
}

function looksLikeImage(bytes: Uint8Array, contentType: string): boolean {
  if (contentType === 'image/png')
    return bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff
}

/** Text as read from a file: control characters (NUL among them) dropped, cut at the pasted-text limit. */
function cleanExtracted(text: string): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/gu, '').slice(0, QUOTE_LIMITS.textChars)
}

function fromText(source: 'pdf' | 'image' | 'text', text: string, pages?: number): QuoteReadResponse {
  const quote =
    text.trim() === '' ? { ...emptyQuote(), warnings: ['No text was found in the quote'] } : parseQuoteText(text)
  return { source, quote, text, ...(pages === undefined ? {} : { pages }) }
}

function fromLines(body: Extract<QuoteReadJsonRequest, { lines: unknown }>): QuoteReadResponse {
  const quote: ReadQuote = { ...emptyQuote(), lines: body.lines, vat: body.vat ?? {} }
  const sum = body.lines.reduce((total, line) => {
    const amount =
      line.amountPence ??
      (line.quantity !== undefined && line.ratePence !== undefined ? Math.round(line.quantity * line.ratePence) : 0)
    return total + amount
  }, 0)
  quote.lines = body.lines.map((line) =>
    line.amountPence === undefined && line.quantity !== undefined && line.ratePence !== undefined
      ? { ...line, amountPence: Math.round(line.quantity * line.ratePence) }
      : line,
  )
  quote.subtotalPence = sum
  if (body.totalPence !== undefined) quote.totalPence = body.totalPence
  return { source: 'lines', quote, text: '' }
}

export function createQuotesService(deps: QuotesDeps): QuotesService {
  return {
    photosSupported: deps.ocr.available,
    async readUpload(upload) {
      if (upload.kind === 'pdf') {
        if (!looksLikePdf(upload.bytes)) throw unreadable('The file is not a PDF')
        try {
          const { text, pages } = await deps.readPdf(upload.bytes)
          return fromText('pdf', cleanExtracted(text), pages)
        } catch (err) {
          if (err instanceof PdfReadError && err.reason === 'refused') throw unreadable(err.message)
          deps.log.warn({ err }, 'quote PDF could not be read')
          throw unreadable('The PDF could not be read. Paste its text or type its lines instead.')
        }
      }
      if (!deps.ocr.available) {
        throw new AppError(
          'unprocessable',
          'Reading photos needs Tesseract, which this server does not have. Upload a PDF, paste the text or type the lines.',
        )
      }
      if (!looksLikeImage(upload.bytes, upload.contentType))
        throw unreadable(`The file is not a ${upload.contentType === 'image/png' ? 'PNG' : 'JPEG'} image`)
      try {
        return fromText('image', cleanExtracted(await deps.ocr.read(upload.bytes)))
      } catch (err) {
        if (err instanceof OcrError && err.reason === 'refused') throw unreadable(err.message)
        deps.log.warn({ err }, 'quote photo could not be read')
        throw unreadable('The photo could not be read. Paste the text or type the lines instead.')
      }
    },
    readJson(body) {
      if ('text' in body) return fromText('text', body.text)
      return fromLines(body)
    },
  }
}
