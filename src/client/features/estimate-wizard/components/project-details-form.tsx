import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { maxSizeSqmFor, type EstimateRequest } from '#shared/schemas/estimates'
import { FormCard } from '#client/components/form/form-card'
import {
  AreaField,
  InputField,
  ProjectTypeFormField,
  SelectFormField,
  TextareaField,
} from '#client/components/form/fields'
import type { SimpleOption } from '#client/components/form/select-field'
import { useStepForm, type StepFormProps } from '#client/components/form/use-step-form'
import { cn } from '#client/lib/cn'
import { SCOPE_NOT_SURE } from '#client/lib/scope-options'
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

/** The collapsed 'More details' selects, in order. */
const MORE_DETAILS = [
  { field: 'condition', label: 'Current condition', options: CONDITION_OPTIONS },
  { field: 'renovationScope', label: 'Renovation scope', options: SCOPE_OPTIONS },
  { field: 'finishQuality', label: 'Finish quality', options: QUALITY_OPTIONS },
] as const satisfies readonly { field: ProjectDetailsField; label: string; options: readonly SimpleOption[] }[]
const MORE_DETAILS_FIELDS: readonly ProjectDetailsField[] = MORE_DETAILS.map((d) => d.field)

export type ProjectDetailsFormProps = StepFormProps<ProjectDetailsValues, EstimateRequest, ProjectDetailsField>

/** docs/product/screens.md 'Project Details': the first form, validated with EstimateRequestSchema before anything is sent. */
// eslint-disable-next-line max-lines-per-function -- one form: its fields read top to bottom; the rules live in useBoundForm and project-details
export function ProjectDetailsForm(props: ProjectDetailsFormProps) {
  // Over 80 lines as a component: most of it is the form’s JSX, one bound field after another.
  const { values, serverErrors } = props
  const [showMore, setShowMore] = useState(
    () =>
      MORE_DETAILS_FIELDS.some((f) => serverErrors?.[f]) ||
      values.condition !== 'average' ||
      values.renovationScope !== SCOPE_NOT_SURE ||
      values.finishQuality !== 'mid',
  )
  // A whole building (a store, offices) may be larger than a home (decision 051).
  const maxSizeSqm = maxSizeSqmFor(values.projectType)
  const { card, bind } = useStepForm(props, {
    fields: PROJECT_DETAILS_FIELDS,
    ids: ID,
    validate: validateProjectDetails,
    revealField: (field) => {
      if (MORE_DETAILS_FIELDS.includes(field)) setShowMore(true)
    },
  })

  return (
    <FormCard
      title="Project Details"
      description="Four quick answers and a description. It takes about a minute."
      formLabel="Project Details"
      note="Free. No account needed. Kept for 30 days."
      submitLabel="Start Cost Calculation"
      {...card}
    >
      <ProjectTypeFormField {...bind('projectType')} label="Project Type" catalogue="grouped" />

      <InputField
        {...bind('propertyAddress')}
        label="Property Address"
        optional
        autoComplete="street-address"
        placeholder="e.g. 14 Elm Road, Bristol BS6"
        maxLength={300}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <AreaField
          {...bind('sizeSqm')}
          label="Size in square metres"
          hint={`Between 1 and ${maxSizeSqm.toLocaleString('en-GB')} m².`}
          placeholder="e.g. 18"
          max={maxSizeSqm}
          className="relative"
          inputClassName="pr-12"
          beside={
            <span
              className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-muted"
              aria-hidden="true"
            >
              m²
            </span>
          }
        />
        <SelectFormField
          {...bind('region')}
          label="Region"
          options={REGION_OPTIONS}
          placeholder="Select a region"
          required
        />
      </div>

      <TextareaField
        {...bind('description')}
        label="Project Description"
        optional
        hint={DESCRIPTION_HINT}
        rows={5}
        placeholder="e.g. 1930s semi. Knock the kitchen through to the dining room, new units and worktops, rewire the ground floor."
        maxLength={5000}
      />

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
          {MORE_DETAILS.map(({ field, label, options }) => (
            <SelectFormField key={field} {...bind(field)} label={label} name={field} options={options} />
          ))}
        </div>
      </div>
    </FormCard>
  )
}
