import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'
import { Font } from '@react-pdf/renderer'

/**
 * The report's font: Inter from @fontsource/inter (already a dependency), Latin subset.
 *
 * fontkit can read the package's WOFF files directly, but it re-inflates the compressed `glyf` table on every
 * glyph lookup, which made one report take 2-3 s. So we unpack each WOFF into a plain TrueType font once per
 * process and hand react-pdf a data URL. We also leave out the GSUB table (contextual alternates and
 * ligatures, which a cost report does not use): shaping through it was the other half of the render time.
 * Kerning (GPOS) is kept.
 */

const require = createRequire(import.meta.url)

const DROPPED_TABLES = new Set(['GSUB'])

/** Converts a WOFF 1.0 font to an sfnt (TrueType/OpenType) buffer, leaving out `dropTables`. */
export function woffToSfnt(woff: Buffer, dropTables: ReadonlySet<string> = DROPPED_TABLES): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('Not a WOFF 1.0 font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables: { tag: string; checksum: number; data: Buffer }[] = []
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20
    const tag = woff.toString('latin1', at, at + 4)
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const checksum = woff.readUInt32BE(at + 16)
    if (dropTables.has(tag)) continue
    const raw = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? inflateSync(raw) : Buffer.from(raw)
    if (data.length !== origLength)
      throw new Error(`WOFF table ${tag}: expected ${origLength} bytes, got ${data.length}`)
    tables.push({ tag, checksum, data })
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
  const n = tables.length
  const entrySelector = Math.floor(Math.log2(n))
  const searchRange = 2 ** entrySelector * 16
  const headerSize = 12 + n * 16
  const pad4 = (x: number) => (x + 3) & ~3
  const size = tables.reduce((a, t) => a + pad4(t.data.length), headerSize)
  const out = Buffer.alloc(size)
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(n, 4)
  out.writeUInt16BE(searchRange, 6)
  out.writeUInt16BE(entrySelector, 8)
  out.writeUInt16BE(n * 16 - searchRange, 10)
  let offset = headerSize
  tables.forEach((t, i) => {
    const rec = 12 + i * 16
    out.write(t.tag, rec, 4, 'latin1')
    out.writeUInt32BE(t.checksum, rec + 4)
    out.writeUInt32BE(offset, rec + 8)
    out.writeUInt32BE(t.data.length, rec + 12)
    t.data.copy(out, offset)
    offset += pad4(t.data.length)
  })
  return out
}

/** Path of an Inter Latin WOFF file inside node_modules. */
export function interWoffPath(weight: 400 | 600 | 700, style: 'normal' | 'italic' = 'normal'): string {
  return require.resolve(`@fontsource/inter/files/inter-latin-${weight}-${style}.woff`)
}

/** A `data:` URL react-pdf's Font.register accepts, holding Inter as TrueType. */
export function interFontSource(weight: 400 | 600 | 700, style: 'normal' | 'italic' = 'normal'): string {
  const ttf = woffToSfnt(readFileSync(interWoffPath(weight, style)))
  return `data:font/ttf;base64,${ttf.toString('base64')}`
}

// The Latin subset covers £, ², ·, –, … and curly quotes; report-data/format.ts maps anything else (toPdfText).
let fontsRegistered = false
export function registerReportFonts(): void {
  if (fontsRegistered) return
  Font.register({
    family: 'Inter',
    fonts: [
      { src: interFontSource(400) },
      { src: interFontSource(400, 'italic'), fontStyle: 'italic' },
      { src: interFontSource(600), fontWeight: 600 },
      { src: interFontSource(700), fontWeight: 700 },
    ],
  })
  Font.registerHyphenationCallback(breakLongWord)
  fontsRegistered = true
}

/** Longest word kept whole; longer ones (a pasted URL, a run of letters) could not fit a line or a cell. */
export const LONGEST_UNBROKEN_WORD = 24

/**
 * Where react-pdf may break a word. Money and codes stay whole ("£12,3-45" would be wrong), so ordinary words
 * wrap on spaces only; a word longer than any line can be broken into chunks, or the box would clip it.
 */
export function breakLongWord(word: string): string[] {
  if (word.length <= LONGEST_UNBROKEN_WORD) return [word]
  const chunkLength = LONGEST_UNBROKEN_WORD / 2
  return Array.from({ length: Math.ceil(word.length / chunkLength) }, (_, i) =>
    word.slice(i * chunkLength, (i + 1) * chunkLength),
  )
}
