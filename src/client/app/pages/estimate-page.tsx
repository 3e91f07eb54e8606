import { useParams } from 'react-router-dom'
import { FIRST_FORM_QUALITY_TO_ENGINE, type EstimateRequest } from '#shared/schemas/estimates'
import { createEstimate } from '#client/features/estimate-wizard/api/wizard-api'
import type { AssessmentResult } from '#client/features/estimate-wizard/components/assessment-step'
import { EstimateFlow } from '#client/features/estimate-wizard/components/estimate-flow'
import { toAssessmentSubject } from '#client/features/estimate-wizard/lib/assessment-subject'
import { ProjectDetailsForm } from '#client/features/estimate-wizard/components/project-details-form'
import { clipDescription } from '#client/features/estimate-wizard/lib/assessment-logic'
import { EMPTY_PROJECT_DETAILS, PROJECT_DETAILS_FIELDS } from '#client/features/estimate-wizard/lib/project-details'
import { estimateFlowFrame } from './estimate-flow-frame'

function toAssessment(data: EstimateRequest) {
  return toAssessmentSubject({
    description: data.description ?? '',
    propertyAddress: data.propertyAddress,
    projectType: data.projectType,
    sizeSqm: data.sizeSqm,
    region: data.region,
    condition: data.condition,
    quality: FIRST_FORM_QUALITY_TO_ENGINE[data.finishQuality],
    renovationScope: data.renovationScope,
  })
}

function generate(data: EstimateRequest, assessment: AssessmentResult) {
  const description = clipDescription(assessment.description).trim()
  return createEstimate({
    ...data,
    description: description === '' ? undefined : description,
    smartAnswers: assessment.smartAnswers,
  })
}

/**
 * /estimate: the three-step wizard (docs/product/screens.md 'Estimate wizard'), and /estimate/{id}: its result, or any saved
 * estimate. One route for both, so the wizard (its form values and answers) stays mounted as the address changes.
 */
export function EstimatePage() {
  const { id } = useParams()
  return (
    <EstimateFlow
      title="Renovation Cost Calculator"
      description="Free renovation cost calculator for UK homes: describe your project, answer a few questions and get a regional estimate with VAT, a cost plan and a programme."
      intro={
        <p>
          Describe your project, answer a few smart questions and get a regional UK estimate with VAT, a cost plan and a
          programme, in under 3 minutes.
        </p>
      }
      initialValues={EMPTY_PROJECT_DETAILS}
      renderForm={(props) => <ProjectDetailsForm {...props} />}
      toAssessment={toAssessment}
      generate={generate}
      fields={PROJECT_DETAILS_FIELDS}
      {...estimateFlowFrame('/estimate', id)}
    />
  )
}
