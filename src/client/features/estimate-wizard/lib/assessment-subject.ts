import type { AnalyzeDescriptionRequestInput } from '#shared/smart-questions/schemas'
import type { PreviewBase } from './cost-preview'

/** The form facts an estimate flow hands its assessment step, whichever form collected them. */
export type SubjectFacts = PreviewBase & {
  description: string
  propertyAddress: AnalyzeDescriptionRequestInput['propertyAddress']
}

/**
 * The assessment step's subject: the description and project type, the analysis request (the region travels as
 * `location`) and the live-figure preview.
 */
export function toAssessmentSubject({ description, propertyAddress, ...preview }: SubjectFacts) {
  return {
    description,
    projectType: preview.projectType,
    analysisInput: {
      description,
      selectedProjectType: preview.projectType,
      sizeSqm: preview.sizeSqm,
      location: preview.region,
      propertyAddress,
      renovationScope: preview.renovationScope,
    },
    preview,
  }
}
