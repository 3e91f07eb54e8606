import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A PDF's text as poppler's pdftotext reads it (-layout), pages joined; the PDF is checked as a real file. */
export function pdfText(pdf: Buffer | Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'))
  try {
    const file = join(dir, 'doc.pdf')
    writeFileSync(file, pdf)
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
