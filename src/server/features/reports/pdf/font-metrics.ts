import { readFileSync } from 'node:fs'
import { interWoffPath, woffToSfnt } from './fonts'

/**
 * Text widths in the report's own font (Inter, the same files the PDF embeds), from the font's advance widths:
 * what a line of text really takes at a size, so a chart can size its label column and a test can prove that
 * no label or cell is clipped. Kerning is left out (it narrows a line by well under 1%).
 */

type Weight = 400 | 600 | 700

interface Metrics {
  unitsPerEm: number
  advance: (codePoint: number) => number
}

const cache = new Map<Weight, Metrics>()

function tableOf(font: Buffer, tag: string): Buffer {
  const n = font.readUInt16BE(4)
  for (let i = 0; i < n; i++) {
    const rec = 12 + i * 16
    if (font.toString('latin1', rec, rec + 4) === tag) {
      const offset = font.readUInt32BE(rec + 8)
      return font.subarray(offset, offset + font.readUInt32BE(rec + 12))
    }
  }
  throw new Error(`Font has no ${tag} table`)
}

/** A format 4 (BMP) cmap lookup: code point → glyph id (0 when missing). */
function cmap4(cmap: Buffer): (cp: number) => number {
  const count = cmap.readUInt16BE(2)
  let sub: Buffer | null = null
  for (let i = 0; i < count; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4)
    if (cmap.readUInt16BE(offset) === 4) {
      sub = cmap.subarray(offset)
      break
    }
  }
  if (!sub) throw new Error('Font has no format 4 cmap')
  const segX2 = sub.readUInt16BE(6)
  const ends = 14
  const starts = ends + segX2 + 2
  const deltas = starts + segX2
  const rangeOffsets = deltas + segX2
  return (cp) => {
    for (let i = 0; i < segX2 / 2; i++) {
      const end = sub.readUInt16BE(ends + i * 2)
      if (cp > end) continue
      const start = sub.readUInt16BE(starts + i * 2)
      if (cp < start) return 0
      const delta = sub.readInt16BE(deltas + i * 2)
      const ro = sub.readUInt16BE(rangeOffsets + i * 2)
      if (ro === 0) return (cp + delta) & 0xffff
      const glyph = sub.readUInt16BE(rangeOffsets + i * 2 + ro + (cp - start) * 2)
      return glyph ? (glyph + delta) & 0xffff : 0
    }
    return 0
  }
}

function metrics(weight: Weight): Metrics {
  const known = cache.get(weight)
  if (known) return known
  const font = woffToSfnt(readFileSync(interWoffPath(weight)), new Set())
  const unitsPerEm = tableOf(font, 'head').readUInt16BE(18)
  const hmetrics = tableOf(font, 'hhea').readUInt16BE(34)
  const hmtx = tableOf(font, 'hmtx')
  const glyphOf = cmap4(tableOf(font, 'cmap'))
  const widths = new Map<number, number>()
  const m: Metrics = {
    unitsPerEm,
    advance: (cp) => {
      const w = widths.get(cp)
      if (w !== undefined) return w
      const glyph = glyphOf(cp)
      const advance = hmtx.readUInt16BE(Math.min(glyph, hmetrics - 1) * 4)
      widths.set(cp, advance)
      return advance
    },
  }
  cache.set(weight, m)
  return m
}

/** Width in points of `text` on one line, set in Inter at `size` pt. */
export function textWidth(text: string, size: number, weight: Weight = 400): number {
  const m = metrics(weight)
  let units = 0
  for (const ch of text) units += m.advance(ch.codePointAt(0)!)
  return (units / m.unitsPerEm) * size
}

/** Width of the widest word of `text`: a cell narrower than this would have to cut a word. */
export function longestWordWidth(text: string, size: number, weight: Weight = 400): number {
  return Math.max(0, ...text.split(/\s+/).map((w) => textWidth(w, size, weight)))
}
