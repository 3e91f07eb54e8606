import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LoaderCircle, Save } from 'lucide-react'
import type { FormEvent } from 'react'
import { PROJECT_STATUSES, UpdateProjectRequestSchema, type Project } from '#shared/schemas/projects'
import { InputField, SelectFormField } from '#client/components/form/fields'
import { projectStatusLabel } from '#client/components/project-status-badge'
import { Button } from '#client/components/ui/button'
import { useToast } from '#client/components/ui/use-toast'
import { describeApiError, isApiError } from '#client/lib/api-client'
import { errorsFromProblem, type FieldErrors } from '#client/lib/field-errors'
import { useProjectFields } from '../lib/use-project-fields'
import { projectQueryKey, updateProject } from '../projects-api'

const FIELDS = ['status', 'spentAmount', 'completionPercentage', 'totalBudget'] as const
type Field = (typeof FIELDS)[number]

const STATUS_OPTIONS = PROJECT_STATUSES.map((s) => ({
  value: s,
  label: projectStatusLabel(s).replace(/^./, (c) => c.toUpperCase()),
}))

/** PATCH /api/projects/:id; field problems go to their fields, anything else to a toast. */
function useUpdateProject(projectId: string, setErrors: (errors: FieldErrors<Field>) => void) {
  const queryClient = useQueryClient()
  const { toast } = useToast()
  return useMutation({
    mutationFn: (patch: Record<Field, string>) => updateProject(projectId, patch),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) })
      await queryClient.invalidateQueries({ queryKey: ['/api/dashboard'] })
      toast({ title: 'Project updated', description: 'Your changes are saved.' })
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors.length > 0) setErrors(errorsFromProblem(error.fieldErrors, FIELDS))
      else toast({ variant: 'destructive', title: 'Not saved', description: describeApiError(error) })
    },
  })
}

/** Edit a project's status, budget, spend and completion (PATCH /api/projects/:id); bad input keeps its values. */
export function ProjectProgressForm({ project }: { project: Project }) {
  const { bind, setErrors, validate } = useProjectFields(FIELDS, {
    status: project.status,
    totalBudget: project.totalBudget === null ? '' : String(project.totalBudget),
    spentAmount: String(project.spentAmount),
    completionPercentage: String(project.completionPercentage),
  })
  const mutation = useUpdateProject(project.id, setErrors)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = validate(UpdateProjectRequestSchema, ['totalBudget', 'spentAmount'])
    if (input) mutation.mutate(input)
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Project progress"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
    >
      <SelectFormField id="project-status" name="status" label="Status" options={STATUS_OPTIONS} {...bind('status')} />
      <InputField
        id="project-completion"
        label="Completion (%)"
        inputMode="numeric"
        {...bind('completionPercentage')}
      />
      <InputField
        id="project-total-budget"
        label="Total budget (£)"
        optional
        inputMode="decimal"
        {...bind('totalBudget')}
      />
      <InputField id="project-spent" label="Spent so far (£)" inputMode="decimal" {...bind('spentAmount')} />
      <div className="sm:col-span-2 lg:col-span-1">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {mutation.isPending ? 'Saving…' : 'Save progress'}
        </Button>
      </div>
    </form>
  )
}
