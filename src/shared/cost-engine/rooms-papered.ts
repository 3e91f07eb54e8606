/**
 * Papering read of the room it is said of (decision 067, later uk-rates-2026.98): "paint the bedroom and wallpaper the
 * lounge" papers the lounge's walls, not the bedroom's. A room named is papered where the work word that governs it is
 * papering: the last one said before its name in its sentence ("wallpaper the lounge and hall": both), else the first
 * after it ("the lounge to be wallpapered").
 */

/** Wallpaper stripped (preparation before painting), said first so that its "wallpaper" is not read as papering. */
const STRIPPED = String.raw`(?:strip|stripp\w*|remov\w*|steam\w*|scrap\w*)(?: off)? (?:(?:the|all|all the|any|old|existing|off) )*(?:wall ?)?paper\w*`
/** Papering said as work: "wallpaper", "re-paper", "papered", "hang lining paper". */
const PAPERING = String.raw`(?:re-?)?(?:wall ?)?paper(?:ing|ed|s)?|lining paper`
/** The other work words a room's clause may be governed by: painting, plastering, flooring, fitting. */
const OTHER_WORK = String.raw`(?:re-?)?(?:paint|decorat|emulsion|skim|plaster|carpet|tile|til(?:ing|ed)|sand|varnish|floor|lay|fit|replac|renew|refurb|refit)\w*|new`
const WORK_WORD = new RegExp(String.raw`\b(?:(${STRIPPED})|(${PAPERING})|(?:${OTHER_WORK}))\b`, 'g')

/** The work word governing the room named at `at` in the normalised brief `text`, if its sentence has one. */
function governingAt(text: string, at: number): RegExpExecArray | undefined {
  const start = text.slice(0, at).search(/[^.;!?]*$/)
  const end = text.slice(at).search(/[.;!?]/)
  const sentence = text.slice(start, end < 0 ? text.length : at + end)
  const words = [...sentence.matchAll(WORK_WORD)]
  const before = words.filter((w) => w.index < at - start)
  return before.length > 0 ? before[before.length - 1] : words[0]
}

/** Whether the room named at `at` in the normalised brief `text` is papered by the work word governing it. */
export const paperedAt = (text: string, at: number): boolean => governingAt(text, at)?.[2] !== undefined

/**
 * Whether the room named at `at` is floored by the work word governing it ("carpet the stairs", "new flooring in the
 * hall"; decision 068, later uk-rates-2026.98): where other rooms are decorated, its floor alone is laid.
 */
export const flooredAt = (text: string, at: number): boolean =>
  /^(?:carpet|floor|lay)/.test(governingAt(text, at)?.[0] ?? '')
