import type { CostInput } from '../cost-engine/types'
import { toScope } from '../scope'
import { describedAnswers, jobProfile, mattersTo } from './analyze-description'
import { detectScope } from './detect-scope'
import { findCatalogueQuestion, QUESTION_CATALOGUE, SCOPE_QUESTION_ID } from './question-catalogue'

/** One thing an estimate knows about its cost drivers, and who said it. */
export interface EstimateFact {
  /** Catalogue question id. */
  id: string
  /** One of the question's option values. */
  value: string
  /** Answered by the user, read from the description, or (the scope only) chosen on the form. */
  source: 'answer' | 'description' | 'form'
}

/**
 * What an estimate was priced on, as the user can correct it: every cost driver the answers or the description
 * settle (read the way the engine read it), in catalogue order, the scope first when it was stated.
 */
export function listEstimateFacts(
  input: Pick<CostInput, 'description' | 'projectType' | 'region' | 'answers' | 'priceDate' | 'scope' | 'scopeKnown'>,
): EstimateFact[] {
  const answers = input.answers ?? {}
  const described = describedAnswers({
    description: input.description,
    projectType: input.projectType,
    location: input.region,
    currentYear: Number(input.priceDate?.slice(0, 4)) || undefined,
  })
  const isOption = (id: string, value: string | undefined): value is string =>
    value !== undefined && !!findCatalogueQuestion(id)?.options.some((o) => o.value === value)
  const profile = jobProfile(input.projectType, input.scopeKnown !== false ? input.scope : undefined)
  const facts: EstimateFact[] = []
  if (input.scopeKnown !== false) {
    const answered = toScope(answers[SCOPE_QUESTION_ID])
    const source = answered ? 'answer' : detectScope(input.description) === input.scope ? 'description' : 'form'
    facts.push({ id: SCOPE_QUESTION_ID, value: input.scope, source })
  }
  for (const { id } of QUESTION_CATALOGUE) {
    if (id === SCOPE_QUESTION_ID || !mattersTo(profile, id)) continue
    if (isOption(id, answers[id])) facts.push({ id, value: answers[id], source: 'answer' })
    else if (isOption(id, described[id])) facts.push({ id, value: described[id], source: 'description' })
  }
  return facts
}
