import { useParams } from 'react-router-dom'
import type { ProfessionalEstimateRequest } from '#shared/schemas/estimates'
import type { AssessmentResult } from '#client/features/estimate-wizard/components/assessment-step'
import { EstimateFlow } from '#client/features/estimate-wizard/components/estimate-flow'
import { toAssessmentSubject } from '#client/features/estimate-wizard/lib/assessment-subject'
import { clipDescription, joinParagraphs } from '#client/features/estimate-wizard/lib/assessment-logic'
import { createProfessionalEstimate } from '#client/features/professional/api/professional-api'
import { ProfessionalForm } from '#client/features/professional/components/professional-form'
import { EMPTY_PROFESSIONAL, PROFESSIONAL_FIELDS, sizeInSqm } from '#client/features/professional/lib/professional-form'
import { estimateFlowFrame } from './estimate-flow-frame'

function toAssessment(data: ProfessionalEstimateRequest) {
  return toAssessmentSubject({
    description: joinParagraphs(data.scope, data.description),
    propertyAddress: data.propertyAddress,
    projectType: data.projectType,
    sizeSqm: sizeInSqm(data.sizeSqm, data.sizeUnit),
    region: data.location,
    condition: data.condition,
    quality: data.quality,
    renovationScope: data.renovationScope,
  })
}

/** The scope stays as typed; the answers travel as 'Additional Details' after the optional description. */
function generate(data: ProfessionalEstimateRequest, assessment: AssessmentResult) {
  const description = clipDescription(joinParagraphs(data.description, assessment.additionalDetails))
  return createProfessionalEstimate({
    ...data,
    description: description === '' ? undefined : description,
    smartAnswers: assessment.smartAnswers,
  })
}

/**
 * /professional and /estimate-freemium: the professional form, questions, then the estimate (docs/product/decisions.md). Each result
 * lives at `{basePath}/{id}` as soon as it exists, so reload and Back return to it; Edit details goes back to the form
 * with the values kept.
 */
export function ProfessionalPage({ basePath = '/professional' }: { basePath?: string }) {
  const { id } = useParams()
  return (
    <EstimateFlow
      eyebrow="Professional analysis"
      title="Professional Cost Analysis"
      intro={
        <p>
          For investors, landlords and developers: square metres or square feet, 12 UK pricing regions and a
          report-ready cost plan.
        </p>
      }
      initialValues={EMPTY_PROFESSIONAL}
      renderForm={(props) => <ProfessionalForm {...props} />}
      toAssessment={toAssessment}
      generate={generate}
      fields={PROFESSIONAL_FIELDS}
      {...estimateFlowFrame(basePath, id)}
    />
  )
}
