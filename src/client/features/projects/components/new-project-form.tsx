import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { CreateProjectRequestSchema, type Project } from '#shared/schemas/projects'
import { FormCard } from '#client/components/form/form-card'
import { InputField } from '#client/components/form/fields'
import { isPlanLimit, PlanLimitNotice } from '#client/components/plan-limit-notice'
import { describeApiError, isApiError } from '#client/lib/api-client'
import { errorsFromProblem, type FieldErrors } from '#client/lib/field-errors'
import { useProjectFields } from '../lib/use-project-fields'
import { createProject, PROJECTS_QUERY_KEY } from '../projects-api'

const FIELDS = ['name', 'propertyAddress', 'totalBudget'] as const
type Field = (typeof FIELDS)[number]

type FormError = { detail: string; isLimit: boolean; upgradeTo?: string }

/** POST /api/projects; field problems go to their fields, a plan limit or any other failure to the form. */
function useCreateProject(handlers: {
  onCreated: (project: Project) => void
  setErrors: (errors: FieldErrors<Field>) => void
  setFormError: (error: FormError) => void
}) {
  const { onCreated, setErrors, setFormError } = handlers
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      await queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY })
      await queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] })
      onCreated(project)
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors.length > 0) {
        setErrors(errorsFromProblem(error.fieldErrors, FIELDS))
        return
      }
      setFormError({
        detail: describeApiError(error),
        isLimit: isApiError(error) && isPlanLimit(error.problem),
        upgradeTo: isApiError(error) ? error.problem?.limit?.upgradeTo : undefined,
      })
    },
  })
}

/** /projects/new: name, property address and total budget. Bad input keeps every value and says what to fix. */
export function NewProjectForm({ onCreated }: { onCreated: (project: Project) => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const { errors, setErrors, bind, validate } = useProjectFields(FIELDS, {
    name: '',
    propertyAddress: '',
    totalBudget: '',
  })
  const [formError, setFormError] = useState<FormError | undefined>()

  const mutation = useCreateProject({ onCreated, setErrors, setFormError })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(undefined)
    const input = validate(CreateProjectRequestSchema, ['totalBudget'])
    if (input) mutation.mutate(input)
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }

  const errorCount = Object.values(errors).filter(Boolean).length
  return (
    <FormCard
      title="Project details"
      description="Group the estimates and reports for one property, and track its budget and progress."
      formLabel="New project"
      formRef={formRef}
      onSubmit={submit}
      errorCount={errorCount}
      note="You can change all of this later."
      submitLabel="Create project"
      isProcessing={mutation.isPending}
    >
      {formError ? <FormProblem error={formError} /> : null}
      <InputField
        id="project-name"
        label="Project name"
        {...bind('name')}
        placeholder="e.g. Victorian terrace refurbishment"
        maxLength={120}
        autoComplete="off"
      />
      <InputField
        id="project-address"
        label="Property address"
        optional
        {...bind('propertyAddress')}
        placeholder="12 Elm Grove, London SE22 8PX"
        autoComplete="street-address"
      />
      <InputField
        id="project-budget"
        label="Total budget (£)"
        optional
        hint="What you plan to spend in total, including VAT."
        {...bind('totalBudget')}
        inputMode="decimal"
        placeholder="45,000"
      />
    </FormCard>
  )
}

function FormProblem({ error }: { error: FormError }) {
  if (error.isLimit) return <PlanLimitNotice detail={error.detail} upgradeTo={error.upgradeTo} />
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-danger">
      {error.detail}
    </p>
  )
}
