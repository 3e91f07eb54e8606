import type { Condition, CostInput, ProjectType, Quality } from '#shared/cost-engine/types'
import { resolveScope } from '#shared/smart-questions/detect-scope'
import { buildEnhancedDescription, buildSmartAnswers, clipDescription, type Answers } from './assessment-logic'

/** What a form contributes to the assessment step's live figure (everything but the description and answers). */
export interface PreviewBase {
  projectType: ProjectType
  sizeSqm: number
  region: CostInput['region']
  condition: Condition
  quality: Quality
  /** The form's scope as sent; undefined when the user chose "Not sure yet". */
  renovationScope?: string | undefined
}

/**
 * The engine input the server would build from these values and answers: the same scope resolution (form, then the
 * scope answer, then the description, else a typical job not known) and the enhanced description it receives.
 */
export function buildPreviewInput(
  base: PreviewBase,
  description: string,
  answers: Answers,
  priceDate: string,
): CostInput {
  const smartAnswers = buildSmartAnswers(answers)
  const scope = resolveScope({ stated: base.renovationScope, answers: smartAnswers, description })
  return {
    projectType: base.projectType,
    sizeSqm: base.sizeSqm,
    region: base.region,
    condition: base.condition,
    quality: base.quality,
    scope: scope.scope,
    scopeKnown: scope.isKnown,
    description: clipDescription(buildEnhancedDescription(description, answers)).trim(),
    answers: smartAnswers,
    priceDate,
  }
}
