import { ArrowRight, ChevronDown, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { EstimateRequest } from '../../../../shared/schemas/estimates'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { cn } from '../../../lib/cn'
import { useProjectTypes } from '../api/wizard-api'
import type { FieldErrors } from '../lib/field-errors'
import {
  CONDITION_OPTIONS,
  PROJECT_DETAILS_FIELDS,
  QUALITY_OPTIONS,
  REGION_OPTIONS,
  SCOPE_OPTIONS,
  validateProjectDetails,
  type ProjectDetailsField,
  type ProjectDetailsValues,
} from '../lib/project-details'
import { describedBy, FormField, ProjectTypeSelect, SelectField } from './form-fields'

const ID: Record<ProjectDetailsField, string> = {
  projectType: 'pd-project-type',
  propertyAddress: 'pd-property-address',
  sizeSqm: 'pd-size',
  region: 'pd-region',
  description: 'pd-description',
  condition: 'pd-condition',
  renovationScope: 'pd-scope',
  finishQuality: 'pd-quality',
}

const DESCRIPTION_HINT =
  'Describe the work: rooms, what’s being replaced, the property’s age and condition, anything structural ' +
  '(e.g. knocking through, dormer, rewiring). The more you tell us, the fewer questions we ask.'

const MORE_DETAILS_FIELDS: readonly ProjectDetailsField[] = ['condition', 'renovationScope', 'finishQuality']

export interface ProjectDetailsFormProps {
  values: ProjectDetailsValues
  onChange: (values: ProjectDetailsValues) => void
  onSubmit: (data: EstimateRequest) => void
  isProcessing: boolean
  /** Field errors the server sent back (e.g. after a failed generation). */
  serverErrors?: FieldErrors<ProjectDetailsField>
}

/** SPEC §2 'Project Details': the first form, validated with EstimateRequestSchema before anything is sent. */
export function ProjectDetailsForm({
  values,
  onChange,
  onSubmit,
  isProcessing,
  serverErrors,
}: ProjectDetailsFormProps) {
  const [errors, setErrors] = useState<FieldErrors<ProjectDetailsField>>(serverErrors ?? {})
  const [showMore, setShowMore] = useState(
    () =>
      MORE_DETAILS_FIELDS.some((f) => serverErrors?.[f]) ||
      values.condition !== 'average' ||
      values.renovationScope !== 'medium' ||
      values.finishQuality !== 'mid',
  )
  const formRef = useRef<HTMLFormElement>(null)
  const projectTypes = useProjectTypes()

  // The form mounts afresh whenever the flow returns to it, so server errors only need handling on mount.
  const initialServerErrors = useRef(serverErrors)
  useEffect(() => {
    const found = initialServerErrors.current
    if (found && Object.keys(found).length > 0) focusFirstError(found)
  }, [])

  function focusFirstError(found: FieldErrors<ProjectDetailsField>) {
    const first = PROJECT_DETAILS_FIELDS.find((f) => found[f])
    if (!first) return
    if (MORE_DETAILS_FIELDS.includes(first)) setShowMore(true)
    // Wait a frame so a just-opened section exists.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${ID[first]}`)?.focus())
  }

  function setField(field: ProjectDetailsField, value: string) {
    onChange({ ...values, [field]: value })
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isProcessing) return
    const result = validateProjectDetails(values)
    if (!result.ok) {
      setErrors(result.errors)
      focusFirstError(result.errors)
      return
    }
    setErrors({})
    onSubmit(result.data)
  }

  const errorCount = Object.keys(errors).length
  const groups = projectTypes.data?.groups ?? []

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Project Details
        </CardTitle>
        <CardDescription>Four quick answers and a description. It takes about a minute.</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Project Details" className="space-y-5">
          {errorCount > 0 ? (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-[0.9375rem] text-danger"
            >
              {errorCount === 1 ? 'Please correct 1 field below.' : `Please correct ${errorCount} fields below.`}
            </div>
          ) : null}

          <FormField id={ID.projectType} label="Project Type" error={errors.projectType}>
            <ProjectTypeSelect
              id={ID.projectType}
              value={values.projectType}
              onChange={(v) => setField('projectType', v)}
              groups={groups}
              error={errors.projectType}
              isLoading={projectTypes.isLoading}
            />
            {projectTypes.isError ? (
              <p className="text-sm text-danger">
                We couldn’t load the project types.{' '}
                <button
                  type="button"
                  className="font-semibold underline underline-offset-2"
                  onClick={() => void projectTypes.refetch()}
                >
                  Try again
                </button>
              </p>
            ) : null}
          </FormField>

          <FormField id={ID.propertyAddress} label="Property Address" optional error={errors.propertyAddress}>
            <Input
              id={ID.propertyAddress}
              name="propertyAddress"
              autoComplete="street-address"
              placeholder="e.g. 14 Elm Road, Bristol BS6"
              value={values.propertyAddress}
              onChange={(e) => setField('propertyAddress', e.target.value)}
              aria-invalid={errors.propertyAddress ? true : undefined}
              aria-describedby={describedBy(ID.propertyAddress, { error: errors.propertyAddress })}
              maxLength={300}
            />
          </FormField>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={ID.sizeSqm}
              label="Size in square metres"
              error={errors.sizeSqm}
              hint="Between 1 and 1000 m²."
            >
              <div className="relative">
                <Input
                  id={ID.sizeSqm}
                  name="sizeSqm"
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={1000}
                  step="any"
                  placeholder="e.g. 18"
                  value={values.sizeSqm}
                  onChange={(e) => setField('sizeSqm', e.target.value)}
                  aria-invalid={errors.sizeSqm ? true : undefined}
                  aria-describedby={describedBy(ID.sizeSqm, { hint: true, error: errors.sizeSqm })}
                  aria-required="true"
                  className="pr-12"
                />
                <span
                  className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-muted"
                  aria-hidden="true"
                >
                  m²
                </span>
              </div>
            </FormField>
            <FormField id={ID.region} label="Region" error={errors.region}>
              <SelectField
                id={ID.region}
                name="region"
                value={values.region}
                onChange={(v) => setField('region', v)}
                options={REGION_OPTIONS}
                placeholder="Select a region"
                error={errors.region}
                required
              />
            </FormField>
          </div>

          <FormField
            id={ID.description}
            label="Project Description"
            optional
            hint={DESCRIPTION_HINT}
            error={errors.description}
          >
            <Textarea
              id={ID.description}
              name="description"
              rows={5}
              placeholder="e.g. 1930s semi. Knock the kitchen through to the dining room, new units and worktops, rewire the ground floor."
              value={values.description}
              onChange={(e) => setField('description', e.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy(ID.description, { hint: true, error: errors.description })}
              maxLength={5000}
            />
          </FormField>

          <div className="rounded-lg border border-line bg-navy-50/60">
            <button
              type="button"
              className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left text-[0.9375rem] font-semibold text-navy-900"
              aria-expanded={showMore}
              aria-controls="pd-more-details"
              onClick={() => setShowMore((v) => !v)}
            >
              <span>
                More details <span className="font-normal text-muted">(optional)</span>
                <span className="block text-sm font-normal text-muted">
                  Condition, scope and finish quality. Sensible defaults are set.
                </span>
              </span>
              <ChevronDown
                className={cn('size-5 shrink-0 text-navy-600 transition-transform', showMore && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            <div
              id="pd-more-details"
              hidden={!showMore}
              className="grid grid-cols-[minmax(0,1fr)] gap-5 border-t border-line px-4 py-4 sm:grid-cols-3"
            >
              <FormField id={ID.condition} label="Current condition" error={errors.condition}>
                <SelectField
                  id={ID.condition}
                  name="condition"
                  value={values.condition}
                  onChange={(v) => setField('condition', v)}
                  options={CONDITION_OPTIONS}
                  error={errors.condition}
                />
              </FormField>
              <FormField id={ID.renovationScope} label="Renovation scope" error={errors.renovationScope}>
                <SelectField
                  id={ID.renovationScope}
                  name="renovationScope"
                  value={values.renovationScope}
                  onChange={(v) => setField('renovationScope', v)}
                  options={SCOPE_OPTIONS}
                  error={errors.renovationScope}
                />
              </FormField>
              <FormField id={ID.finishQuality} label="Finish quality" error={errors.finishQuality}>
                <SelectField
                  id={ID.finishQuality}
                  name="finishQuality"
                  value={values.finishQuality}
                  onChange={(v) => setField('finishQuality', v)}
                  options={QUALITY_OPTIONS}
                  error={errors.finishQuality}
                />
              </FormField>
            </div>
          </div>

          <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">Free. No account needed. Kept for 30 days.</p>
            <Button type="submit" size="lg" disabled={isProcessing} className="w-full sm:w-auto sm:min-w-56">
              {isProcessing ? (
                <>
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                  Processing...
                </>
              ) : (
                <>
                  Start Cost Calculation
                  <ArrowRight aria-hidden="true" />
                </>
              )}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
