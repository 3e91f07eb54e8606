import type { ProfessionalEstimateRequest } from '#shared/schemas/estimates'
import { FormCard } from '#client/components/form/form-card'
import {
  AreaField,
  InputField,
  ProjectTypeFormField,
  SelectFormField,
  TextareaField,
} from '#client/components/form/fields'
import { useStepForm, type StepFormProps } from '#client/components/form/use-step-form'
import { cn } from '#client/lib/cn'
import {
  convertSize,
  describeConvertedSize,
  LOCATION_OPTIONS,
  PROFESSIONAL_CONDITION_OPTIONS,
  PROFESSIONAL_FIELDS,
  PROFESSIONAL_QUALITY_OPTIONS,
  PROFESSIONAL_SCOPE_OPTIONS,
  validateProfessional,
  type ProfessionalField,
  type ProfessionalValues,
} from '../lib/professional-form'

const ID: Record<ProfessionalField, string> = {
  email: 'pro-email',
  propertyAddress: 'pro-address',
  projectType: 'pro-project-type',
  sizeSqm: 'pro-size',
  sizeUnit: 'pro-size-unit',
  condition: 'pro-condition',
  renovationScope: 'pro-renovation-scope',
  scope: 'pro-scope',
  quality: 'pro-quality',
  location: 'pro-location',
  description: 'pro-description',
}

export type ProfessionalFormProps = StepFormProps<ProfessionalValues, ProfessionalEstimateRequest, ProfessionalField>

/** docs/product/screens.md 'Professional estimate form', validated with docs/product/validation.md's messages. */
// eslint-disable-next-line max-lines-per-function -- one form: its fields read top to bottom; the rules live in useBoundForm and professional-form
export function ProfessionalForm(props: ProfessionalFormProps) {
  // Over 80 lines as a component: most of it is the form’s JSX, one bound field after another.
  const { values } = props
  const { card, bind } = useStepForm(props, {
    fields: PROFESSIONAL_FIELDS,
    ids: ID,
    validate: validateProfessional,
  })

  const converted = describeConvertedSize(values.sizeSqm, values.sizeUnit)
  const unitLabel = values.sizeUnit === 'sqft' ? 'sq ft' : 'm²'

  return (
    <FormCard
      title="Property and project"
      description="Everything a quantity surveyor would ask first. Fields without “optional” are needed."
      formLabel="Professional estimate"
      note="Next: a few questions about the cost drivers."
      submitLabel="Continue to Smart Questions"
      {...card}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...bind('email')}
          label="Email"
          hint="We send the estimate link and any report here."
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-required="true"
        />
        <InputField
          {...bind('propertyAddress')}
          label="Property address"
          autoComplete="street-address"
          aria-required="true"
          maxLength={300}
        />
      </div>

      <ProjectTypeFormField {...bind('projectType')} label="Project type" catalogue="professional" />

      <div className="grid gap-5 sm:grid-cols-2">
        <AreaField
          {...bind('sizeSqm')}
          label={`Floor area (${unitLabel})`}
          hint={converted ?? 'Between 1 and 10,000.'}
          max={10000}
          className="flex gap-2"
          inputClassName="min-w-0 flex-1"
          beside={
            <SizeUnitSwitch
              id={ID.sizeUnit}
              value={values.sizeUnit}
              // The figure follows the unit, so the size priced is the size shown.
              onChange={(unit) =>
                props.onChange({
                  ...values,
                  sizeUnit: unit,
                  sizeSqm: convertSize(values.sizeSqm, values.sizeUnit, unit),
                })
              }
            />
          }
        />
        <SelectFormField
          {...bind('location')}
          label="Location"
          options={LOCATION_OPTIONS}
          placeholder="Select a location"
          required
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectFormField {...bind('condition')} label="Current condition" options={PROFESSIONAL_CONDITION_OPTIONS} />
        <SelectFormField {...bind('quality')} label="Finish quality" options={PROFESSIONAL_QUALITY_OPTIONS} />
      </div>

      <SelectFormField
        {...bind('renovationScope')}
        label="Renovation scope"
        optional
        hint="How much work, from decorating to back to brick. Not sure? We ask it first."
        options={PROFESSIONAL_SCOPE_OPTIONS}
      />

      <TextareaField
        {...bind('scope')}
        label="Scope of work"
        hint="Describe the work required: rooms, what’s replaced, structural changes, services (at least 10 characters)."
        rows={4}
        placeholder="Describe the work required"
        aria-required="true"
        maxLength={2000}
      />

      <TextareaField
        {...bind('description')}
        label="Anything else we should know"
        optional
        rows={3}
        placeholder="e.g. Victorian terrace, empty for 3 years, tenants move in by September"
        maxLength={5000}
      />
    </FormCard>
  )
}

/** m² or sq ft, as a pair of radio buttons styled as a switch. */
function SizeUnitSwitch({
  id,
  value,
  onChange,
}: {
  id: string
  value: ProfessionalValues['sizeUnit']
  onChange: (unit: ProfessionalValues['sizeUnit']) => void
}) {
  return (
    <fieldset className="flex shrink-0 rounded-lg border border-navy-200 bg-navy-50 p-1" id={id}>
      <legend className="sr-only">Size unit</legend>
      {(['sqm', 'sqft'] as const).map((unit) => (
        <label
          key={unit}
          className={cn(
            'flex cursor-pointer items-center rounded-md px-3 text-sm font-semibold transition-colors',
            'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
            value === unit ? 'bg-white text-navy-900 shadow-sm' : 'text-navy-600 hover:text-navy-900',
          )}
        >
          <input
            type="radio"
            name="sizeUnit"
            value={unit}
            checked={value === unit}
            onChange={() => onChange(unit)}
            className="sr-only"
          />
          {unit === 'sqm' ? 'm²' : 'sq ft'}
        </label>
      ))}
    </fieldset>
  )
}
