import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import type { EstimateResponse } from '#shared/schemas/estimates'
import type { AnalyzeDescriptionRequestInput } from '#shared/smart-questions/schemas'
import type { StepFormProps } from '#client/components/form/use-step-form'
import { PageTitle } from '#client/components/page-title'
import { toast } from '#client/components/ui/use-toast'
import { isApiError } from '#client/lib/api-client'
import { errorsFromProblem, type FieldErrors } from '#client/lib/field-errors'
import type { Answers } from '../lib/assessment-logic'
import type { PreviewBase } from '../lib/cost-preview'
import { AssessmentStep, type AssessmentResult } from './assessment-step'
import { GeneratingOverlay } from './generating-overlay'
import { WizardProgress } from './wizard-progress'

export type FlowStep = 'form' | 'assessment' | 'calculating' | 'result'

export interface AssessmentSubject {
  analysisInput: AnalyzeDescriptionRequestInput
  projectType: string
  description: string
  /** The form's values for the assessment step's live figure. */
  preview?: PreviewBase
}

export interface EstimateFlowProps<V, E, F extends string> {
  /** The page's h1 and the line under it. */
  title: string
  /** The form's description for search results (its <meta name="description">). */
  description?: string
  intro: ReactNode
  eyebrow?: string
  initialValues: V
  renderForm: (props: StepFormProps<V, E, F>) => ReactNode
  /** Shown beside the form (what the user gets, the upgrade offer). */
  formAside?: ReactNode
  /** What the assessment step analyses for this form's validated values. */
  toAssessment: (data: E) => AssessmentSubject
  generate: (data: E, assessment: AssessmentResult) => Promise<EstimateResponse>
  /** The form's field names: a failed generation's field errors are shown on these. */
  fields: readonly F[]
  renderResult: (estimate: EstimateResponse, actions: { editDetails: () => void; startOver: () => void }) => ReactNode
  /**
   * Gives each result its own address: the form lives at `formPath`, a result at `resultPath(id)` (the URL is
   * replaced as soon as the estimate exists, so reload and Back return to it). `routeEstimateId` is the id in the
   * address bar; one this flow did not produce is drawn by `renderSaved`.
   */
  addressing: {
    formPath: string
    resultPath: (id: string) => string
    routeEstimateId: string | undefined
    renderSaved: (id: string) => ReactNode
  }
}

/** The query key GET /api/estimates/:id uses, so a fresh result is already cached for its shareable page. */
export const estimateQueryKey = (id: string) => ['/api/estimates', id] as const

/**
 * The wizard's state machine (docs/product/flows.md): form → assessment → calculating → result. Form values and answers live
 * here, so going back or a failed generation never loses what the user typed.
 */
// eslint-disable-next-line max-lines-per-function -- the wizard’s step machine: steps share state and transitions
export function EstimateFlow<V, E, F extends string>({
  title,
  description,
  intro,
  eyebrow,
  initialValues,
  renderForm,
  formAside,
  toAssessment,
  generate,
  fields,
  renderResult,
  addressing,
}: EstimateFlowProps<V, E, F>) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const routeEstimateId = addressing.routeEstimateId
  const [step, setStep] = useState<FlowStep>('form')
  const [values, setValues] = useState<V>(initialValues)
  const [submitted, setSubmitted] = useState<E | null>(null)
  const [answers, setAnswers] = useState<Answers>({})
  const [estimate, setEstimate] = useState<EstimateResponse | null>(null)
  const [serverErrors, setServerErrors] = useState<FieldErrors<F> | undefined>(undefined)
  const previousStep = useRef<FlowStep>(step)

  useEffect(() => {
    if (previousStep.current !== step) window.scrollTo({ top: 0 })
    previousStep.current = step
  }, [step])

  // Back and Forward between the form (/estimate) and this flow's result (/estimate/{id}) move between the steps
  // (adjusted while rendering, as React advises for state derived from a changed prop).
  const [seenRouteId, setSeenRouteId] = useState(routeEstimateId)
  if (seenRouteId !== routeEstimateId) {
    setSeenRouteId(routeEstimateId)
    if (routeEstimateId !== undefined && routeEstimateId === estimate?.id) setStep('result')
    else if (routeEstimateId === undefined && step === 'result') setStep('form')
  }

  const handleSubmit = useCallback((data: E) => {
    setServerErrors(undefined)
    setSubmitted(data)
    setStep('assessment')
  }, [])

  const handleComplete = useCallback(
    async (assessment: AssessmentResult) => {
      if (submitted === null) return
      setStep('calculating')
      try {
        const result = await generate(submitted, assessment)
        queryClient.setQueryData(estimateQueryKey(result.id), { estimate: result })
        setEstimate(result)
        setStep('result')
        // The result has an address from the moment it exists; replace, so Back skips the spent form.
        navigate(addressing.resultPath(result.id), { replace: true })
        toast({ title: 'Estimate Generated', description: 'Your professional renovation estimate is ready!' })
      } catch (error) {
        console.warn('Estimate generation failed', error)
        const fieldErrors = isApiError(error) ? errorsFromProblem(error.fieldErrors, fields) : {}
        setServerErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined)
        setStep('form')
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to generate estimate. Please try again.' })
      }
    },
    [submitted, generate, fields, queryClient, addressing, navigate],
  )

  const onComplete = useCallback((result: AssessmentResult) => void handleComplete(result), [handleComplete])

  const formPath = addressing.formPath
  const toForm = useCallback(() => {
    // A push: Back from the form returns to the result's address.
    if (routeEstimateId !== undefined) navigate(formPath)
  }, [formPath, routeEstimateId, navigate])
  const editDetails = useCallback(() => {
    setServerErrors(undefined)
    setStep('form')
    toForm()
  }, [toForm])
  const startOver = useCallback(() => {
    setValues(initialValues)
    setAnswers({})
    setSubmitted(null)
    setEstimate(null)
    setServerErrors(undefined)
    setStep('form')
    toForm()
  }, [initialValues, toForm])

  // An address this flow did not produce (reload, a shared link, Back after starting over): the saved estimate.
  if (routeEstimateId !== undefined && routeEstimateId !== estimate?.id) {
    return addressing.renderSaved(routeEstimateId)
  }

  const progressIndex = step === 'form' ? 0 : step === 'assessment' ? 1 : 2
  const subject = submitted === null ? null : toAssessment(submitted)

  return (
    <div className="bg-gradient-to-b from-navy-50 to-canvas">
      {step === 'result' ? (
        <PageTitle title="Your Renovation Estimate" />
      ) : (
        <PageTitle title={title} description={description} />
      )}
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:px-8">
        <header className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-1 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{title}</h1>
          <div className="mt-3 text-lg leading-relaxed text-muted">{intro}</div>
        </header>
        <div className="mt-8 rounded-card border border-line bg-white px-4 py-4 shadow-card sm:px-6">
          <WizardProgress current={progressIndex} complete={step === 'result'} />
        </div>

        <div className="mt-8">
          {step === 'form' ? (
            <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
              <div>
                {renderForm({
                  values,
                  onChange: setValues,
                  onSubmit: handleSubmit,
                  isProcessing: false,
                  serverErrors,
                })}
              </div>
              {formAside ? <aside aria-label="What you get">{formAside}</aside> : null}
            </div>
          ) : null}

          {(step === 'assessment' || step === 'calculating') && subject ? (
            <div className="mx-auto max-w-3xl" inert={step === 'calculating' ? true : undefined}>
              <AssessmentStep
                analysisInput={subject.analysisInput}
                projectType={subject.projectType}
                description={subject.description}
                preview={subject.preview}
                answers={answers}
                onAnswersChange={setAnswers}
                onComplete={onComplete}
                onBack={editDetails}
              />
            </div>
          ) : null}

          {step === 'result' && estimate ? renderResult(estimate, { editDetails, startOver }) : null}
        </div>
      </div>
      {step === 'calculating' ? <GeneratingOverlay /> : null}
    </div>
  )
}
