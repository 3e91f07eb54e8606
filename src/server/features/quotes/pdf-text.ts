import { getDocumentProxy } from 'unpdf'
import { QUOTE_PDF_MAX_PAGES } from '../../../shared/quotes/quote'

/**
 * The PDF integration of the quote reader: the text of a PDF quote, laid out in rows as it is printed. pdf.js (via
 * unpdf) gives text runs with positions; runs on one baseline become one row, and a wide gap between two runs
 * becomes a cell break (three spaces), so a table row reads "Description   Qty   Unit   Rate   Amount" and two
 * columns side by side stay apart. Runs in a worker (quote-reader-worker.ts), never on the server's event loop.
 */

export class PdfRefusedError extends Error {
  override readonly name = 'PdfRefusedError'
}

export const CELL_BREAK = '   '

interface Run {
  str: string
  x: number
  y: number
  width: number
  size: number
}

export async function extractPdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  let doc: Awaited<ReturnType<typeof getDocumentProxy>>
  try {
    doc = await getDocumentProxy(bytes, { isEvalSupported: false, disableFontFace: true, stopAtErrors: true })
  } catch {
    throw new PdfRefusedError('The file could not be read as a PDF')
  }
  try {
    if (doc.numPages > QUOTE_PDF_MAX_PAGES) {
      throw new PdfRefusedError(`The PDF has ${doc.numPages} pages; a quote of up to ${QUOTE_PDF_MAX_PAGES} can be read`)
    }
    const pages: string[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      const runs: Run[] = []
      for (const item of content.items) {
        if (!('str' in item) || item.str.length === 0) continue
        const [a, b, , , x, y] = item.transform as number[]
        runs.push({ str: item.str, x: x!, y: y!, width: item.width, size: Math.hypot(a!, b!) || item.height || 10 })
      }
      pages.push(layOut(runs))
      page.cleanup()
    }
    return { text: pages.join('\n\n'), pages: doc.numPages }
  } finally {
    await doc.destroy()
  }
}

/** Text runs → rows (top to bottom), each row's runs left to right with cell breaks at wide gaps. */
export function layOut(runs: Run[]): string {
  const sorted = [...runs].sort((p, q) => q.y - p.y || p.x - q.x)
  const rows: Run[][] = []
  for (const run of sorted) {
    const row = rows.at(-1)
    if (row && Math.abs(row[0]!.y - run.y) <= Math.min(row[0]!.size, run.size) * 0.4) row.push(run)
    else rows.push([run])
  }
  return rows
    .map((row) => {
      row.sort((p, q) => p.x - q.x)
      let line = ''
      let end = -Infinity
      for (const run of row) {
        const gap = run.x - end
        if (line === '') line = run.str
        else if (gap > run.size * 0.6) line = `${line.trimEnd()}${CELL_BREAK}${run.str.trimStart()}`
        else if (gap > run.size * 0.15 && !/\s$/.test(line) && !/^\s/.test(run.str)) line = `${line} ${run.str}`
        else line += run.str
        end = Math.max(end, run.x + run.width)
      }
      return line.trimEnd()
    })
    .filter((line) => line.trim() !== '')
    .join('\n')
}
