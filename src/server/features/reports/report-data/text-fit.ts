import { REPORT_TOTAL_PAGES, type ListBlock } from './types'

/** Estimating how many lines text takes, so each page builder can decide what fits its page before drawing. */

/** Rough count of lines `text` takes at `charsPerLine` characters per line (word wrapped). */
export function estimateLines(text: string, charsPerLine: number): number {
  let lines = 1
  let col = 0
  for (const word of text.split(' ')) {
    const w = word.length
    if (col === 0) col = w
    else if (col + 1 + w <= charsPerLine) col += 1 + w
    else {
      lines++
      col = w
    }
    while (col > charsPerLine) {
      lines++
      col -= charsPerLine
    }
  }
  return lines
}

/** Keeps items, in order, while their estimated lines fit in `maxLines`. */
export function fitList(items: string[], maxLines: number, charsPerLine: number, gapLines = 0): ListBlock {
  const shown: string[] = []
  let used = 0
  for (const item of items) {
    const lines = estimateLines(item, charsPerLine) + gapLines
    if (used + lines > maxLines) break
    shown.push(item)
    used += lines
  }
  return { items: shown, hiddenCount: items.length - shown.length }
}

/** Page 2's brief: lines at 8 pt (95 characters each) before it is set at 6.5 pt (120 each) to fit more. */
const BRIEF_LAYOUT = { fullSizeLines: 7, fullSizeCharsPerLine: 95, smallLines: 18, smallCharsPerLine: 120 }

/** Printed after the part of a brief page 2 holds; the rest is at the end of the last page. */
export const BRIEF_CONTINUES = `… continued on page ${REPORT_TOTAL_PAGES}`

/**
 * Fits the brief into the room page 2 leaves it: whole when it fits, else as much as fits, with `rest` (never
 * empty then) continuing on the last page (`fitBriefContinuation`). `brief` + `rest` is the whole brief: a cut
 * falls on a space when one is near, else inside a word, so no character is lost.
 * Answers that wrap take lines from the brief (their column outgrows the facts beside it at about 12 lines).
 */
export function fitBrief(
  brief: string,
  answers: { question: string; answer: string }[],
): { brief: string; briefFontSize: number; rest: string } {
  const L = BRIEF_LAYOUT
  if (estimateLines(brief, L.fullSizeCharsPerLine) <= L.fullSizeLines) return { brief, briefFontSize: 8, rest: '' }
  const answerLines = answers.reduce(
    (n, a) => n + Math.max(estimateLines(a.question, 40), estimateLines(a.answer, 22)),
    0,
  )
  const maxLines = Math.max(3, L.smallLines - Math.ceil(Math.max(0, answerLines - 12) * 1.35))
  if (estimateLines(brief, L.smallCharsPerLine) <= maxLines) return { brief, briefFontSize: 6.5, rest: '' }
  for (let chars = maxLines * L.smallCharsPerLine; chars > 20; chars -= 20) {
    const space = brief.lastIndexOf(' ', chars)
    const cut = space > chars * 0.6 ? space : chars
    const shown = brief.slice(0, cut).trimEnd()
    if (estimateLines(`${shown}${BRIEF_CONTINUES}`, L.smallCharsPerLine) <= maxLines)
      return { brief: shown, briefFontSize: 6.5, rest: brief.slice(cut).trimStart() }
  }
  return { brief: '', briefFontSize: 6.5, rest: brief }
}

/**
 * The last page's room for the rest of a brief, in points: what the fullest page 10 measured (six two-line
 * savings, nine questions, 24 lines of assumptions) leaves free, plus the assumption and exclusion lines it may
 * take (down to `minListLines`; those lists say how many they leave out).
 */
export const CONTINUATION_LAYOUT = {
  freePt: 120,
  headingPt: 22,
  lineHeight: 1.25,
  listLinePt: 8.5,
  listLines: 24,
  minListLines: 6,
  /** Largest first. Type smaller than 5 pt is hard to read; below it the lists give up all their lines. */
  fontSizes: [6.5, 6, 5.5, 5],
}

/**
 * Sizes the rest of the brief for the end of page 10: the largest type whose lines fit the room page 10 has,
 * taking lines from the assumption and exclusion lists when needed (`listLines` is what they keep). A brief
 * of the longest allowed (7,000 characters) fits at 5 pt; text is never dropped, so should some input still
 * not fit, the lists give up all their lines before the continuation is clipped.
 */
export function fitBriefContinuation(rest: string): { text: string; fontSize: number; listLines: number } | null {
  const L = CONTINUATION_LAYOUT
  if (!rest) return null
  const heightAt = (size: number) =>
    L.headingPt + estimateLines(rest, Math.floor((BRIEF_LAYOUT.smallCharsPerLine * 6.5) / size)) * size * L.lineHeight
  const maxPt = L.freePt + (L.listLines - L.minListLines) * L.listLinePt
  const fontSize = L.fontSizes.find((size) => heightAt(size) <= maxPt) ?? L.fontSizes[L.fontSizes.length - 1]!
  const taken = Math.ceil(Math.max(0, heightAt(fontSize) - L.freePt) / L.listLinePt)
  return { text: rest, fontSize, listLines: Math.max(0, L.listLines - taken) }
}
