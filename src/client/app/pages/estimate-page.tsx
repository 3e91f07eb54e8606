import { PencilLine, RotateCcw } from 'lucide-react'
import { useCallback } from 'react'
import type { EstimateRequest } from '../../../shared/schemas/estimates'
import { Button } from '../../components/ui/button'
import { EstimateResult } from '../../features/estimate-result/components/estimate-result'
import { createEstimate } from '../../features/estimate-wizard/api/wizard-api'
import type { AssessmentResult } from '../../features/estimate-wizard/components/assessment-step'
import { EstimateFlow } from '../../features/estimate-wizard/components/estimate-flow'
import { ProjectDetailsForm } from '../../features/estimate-wizard/components/project-details-form'
import { WhatYouGetCard } from '../../features/estimate-wizard/components/what-you-get-card'
import { clipDescription } from '../../features/estimate-wizard/lib/assessment-logic'
import { errorsFromProblem } from '../../features/estimate-wizard/lib/field-errors'
import { EMPTY_PROJECT_DETAILS, PROJECT_DETAILS_FIELDS } from '../../features/estimate-wizard/lib/project-details'
import { BuyReportButton } from '../../features/payments/buy-report-button'
import type { FieldError } from '../../lib/api-client'

function toAssessment(data: EstimateRequest) {
  const description = data.description ?? ''
  return {
    description,
    projectType: data.projectType,
    analysisInput: {
      description,
      selectedProjectType: data.projectType,
      sizeSqm: data.sizeSqm,
      location: data.region,
      propertyAddress: data.propertyAddress,
    },
  }
}

function generate(data: EstimateRequest, assessment: AssessmentResult) {
  const description = clipDescription(assessment.description).trim()
  return createEstimate({
    ...data,
    description: description === '' ? undefined : description,
    smartAnswers: assessment.smartAnswers,
  })
}

const mapServerErrors = (errors: readonly FieldError[]) =>
  errorsFromProblem(errors, PROJECT_DETAILS_FIELDS) as Record<string, string>

/** /estimate: the three-step wizard (SPEC §2 'Estimate wizard'). */
export function EstimatePage() {
  const renderResult = useCallback(
    (
      estimate: Parameters<typeof EstimateResult>[0]['estimate'],
      actions: { editDetails: () => void; startOver: () => void },
    ) => (
      <EstimateResult
        estimate={estimate}
        focusTitle
        reportButton={<BuyReportButton estimateId={estimate.id} className="w-full" />}
        actions={
          <>
            <Button variant="outline" onClick={actions.editDetails}>
              <PencilLine aria-hidden="true" />
              Edit details
            </Button>
            <Button variant="ghost" onClick={actions.startOver}>
              <RotateCcw aria-hidden="true" />
              New estimate
            </Button>
          </>
        }
      />
    ),
    [],
  )

  return (
    <EstimateFlow<typeof EMPTY_PROJECT_DETAILS, EstimateRequest>
      title="Renovation Cost Calculator"
      intro={
        <p>
          Describe your project, answer a few smart questions and get a regional UK estimate with VAT, a cost plan and a
          programme, in under 3 minutes.
        </p>
      }
      initialValues={EMPTY_PROJECT_DETAILS}
      renderForm={(props) => <ProjectDetailsForm {...props} />}
      formAside={<WhatYouGetCard />}
      toAssessment={toAssessment}
      generate={generate}
      mapServerErrors={mapServerErrors}
      renderResult={renderResult}
    />
  )
}
