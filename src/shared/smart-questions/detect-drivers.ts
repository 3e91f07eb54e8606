import { RULES } from './driver-rules'
import { everyMatch, evidenceAt, isNegated, type DetectContext, type Rule } from './driver-text'
import type { QuestionId } from './question-catalogue'
import type { DetectedDriver } from './schemas'

export type { DetectContext }

/**
 * Reads a free-text description for the cost drivers in the question catalogue. Pure and linear in the
 * text, read through the shared normaliseDescription (../text), and every
 * pattern is a plain alternation (no nested quantifiers), so hostile input cannot make it slow.
 */

/**
 * The drivers the description mentions, one entry per catalogue id. An entry with `answer` settles the
 * question; one without it was mentioned but left open (so it is asked, and asked earlier).
 */
export function detectDrivers(normalised: string, ctx: DetectContext): DetectedDriver[] {
  const found: DetectedDriver[] = []
  for (const [id, rules] of Object.entries(RULES) as [QuestionId, Rule[]][]) {
    const hit = detectOne(normalised, rules, ctx)
    if (hit) found.push({ id, ...hit })
  }
  const access = found.find((d) => d.id === 'access')
  if (ctx.isLondon && access && access.answer === undefined && /\bterrace(d)?\b/.test(normalised)) {
    access.answer = 'restricted'
  }
  return found
}

function detectOne(text: string, rules: Rule[], ctx: DetectContext): Omit<DetectedDriver, 'id'> | undefined {
  let fallback: Omit<DetectedDriver, 'id'> | undefined
  let mention: Omit<DetectedDriver, 'id'> | undefined
  for (const rule of rules) {
    for (const pattern of rule.patterns) {
      const re = everyMatch(pattern)
      for (let m = re.exec(text); m; m = re.exec(text)) {
        // As matchAll does: step past an empty match.
        if (m[0] === '') re.lastIndex++
        const evidence = evidenceAt(text, m.index, m[0].length)
        const isMention = rule.answer === undefined && !rule.derive
        // "not sure about the roof" still mentions the roof; only answers are flipped by a negation.
        if (!isMention && isNegated(text, m.index, m[0].length)) {
          if (rule.negatedAnswer && !fallback) fallback = { answer: rule.negatedAnswer, evidence }
          continue
        }
        const answer = rule.derive ? rule.derive(m, ctx) : rule.answer
        if (answer !== undefined) return { answer, evidence }
        mention ??= { evidence }
      }
    }
  }
  return fallback ?? mention
}
