import { ArrowRight, LoaderCircle } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { ProfessionalEstimateRequest } from '../../../../shared/schemas/estimates'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card'
import { Input } from '../../../components/ui/input'
import { Textarea } from '../../../components/ui/textarea'
import { cn } from '../../../lib/cn'
// The professional form is a variant of the wizard's form step, so it shares the wizard's field components.
import { useProjectTypes } from '../../estimate-wizard/api/wizard-api'
import { describedBy, FormField, ProjectTypeSelect, SelectField } from '../../estimate-wizard/components/form-fields'
import {
  describeConvertedSize,
  LOCATION_OPTIONS,
  PROFESSIONAL_CONDITION_OPTIONS,
  PROFESSIONAL_FIELDS,
  PROFESSIONAL_QUALITY_OPTIONS,
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
  scope: 'pro-scope',
  quality: 'pro-quality',
  location: 'pro-location',
  description: 'pro-description',
}

type Errors = Partial<Record<ProfessionalField, string>>

export interface ProfessionalFormProps {
  values: ProfessionalValues
  onChange: (values: ProfessionalValues) => void
  onSubmit: (data: ProfessionalEstimateRequest) => void
  isProcessing: boolean
  serverErrors?: Errors
}

/** SPEC §2 'Professional estimate form', validated with SPEC §5's messages. */
export function ProfessionalForm({ values, onChange, onSubmit, isProcessing, serverErrors }: ProfessionalFormProps) {
  const [errors, setErrors] = useState<Errors>(serverErrors ?? {})
  const formRef = useRef<HTMLFormElement>(null)
  const projectTypes = useProjectTypes()

  // The form mounts afresh whenever the flow returns to it, so server errors only need handling on mount.
  const initialServerErrors = useRef(serverErrors)
  useEffect(() => {
    const found = initialServerErrors.current
    if (found && Object.keys(found).length > 0) focusFirstError(found)
  }, [])

  function focusFirstError(found: Errors) {
    const first = PROFESSIONAL_FIELDS.find((f) => found[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`#${ID[first]}`)?.focus()
  }

  function setField<K extends ProfessionalField>(field: K, value: ProfessionalValues[K]) {
    onChange({ ...values, [field]: value })
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isProcessing) return
    const result = validateProfessional(values)
    if (!result.ok) {
      setErrors(result.errors)
      focusFirstError(result.errors)
      return
    }
    setErrors({})
    onSubmit(result.data)
  }

  const errorCount = Object.keys(errors).length
  const converted = describeConvertedSize(values.sizeSqm, values.sizeUnit)
  const unitLabel = values.sizeUnit === 'sqft' ? 'sq ft' : 'm²'

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Property and project
        </CardTitle>
        <CardDescription>
          Everything a quantity surveyor would ask first. Fields without “optional” are needed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Professional estimate" className="space-y-5">
          {errorCount > 0 ? (
            <div
              role="alert"
              className="rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-[0.9375rem] text-danger"
            >
              {errorCount === 1 ? 'Please correct 1 field below.' : `Please correct ${errorCount} fields below.`}
            </div>
          ) : null}

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={ID.email}
              label="Email"
              error={errors.email}
              hint="We send the estimate link and any report here."
            >
              <Input
                id={ID.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={values.email}
                onChange={(e) => setField('email', e.target.value)}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={describedBy(ID.email, { hint: true, error: errors.email })}
                aria-required="true"
              />
            </FormField>
            <FormField id={ID.propertyAddress} label="Property address" error={errors.propertyAddress}>
              <Input
                id={ID.propertyAddress}
                autoComplete="street-address"
                value={values.propertyAddress}
                onChange={(e) => setField('propertyAddress', e.target.value)}
                aria-invalid={errors.propertyAddress ? true : undefined}
                aria-describedby={describedBy(ID.propertyAddress, { error: errors.propertyAddress })}
                aria-required="true"
                maxLength={300}
              />
            </FormField>
          </div>

          <FormField id={ID.projectType} label="Project type" error={errors.projectType}>
            <ProjectTypeSelect
              id={ID.projectType}
              value={values.projectType}
              onChange={(v) => setField('projectType', v)}
              groups={projectTypes.data ? [{ options: projectTypes.data.professional }] : []}
              error={errors.projectType}
              isLoading={projectTypes.isLoading}
            />
          </FormField>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={ID.sizeSqm}
              label={`Floor area (${unitLabel})`}
              error={errors.sizeSqm}
              hint={converted ?? 'Between 1 and 10,000.'}
            >
              <div className="flex gap-2">
                <Input
                  id={ID.sizeSqm}
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={10000}
                  step="any"
                  value={values.sizeSqm}
                  onChange={(e) => setField('sizeSqm', e.target.value)}
                  aria-invalid={errors.sizeSqm ? true : undefined}
                  aria-describedby={describedBy(ID.sizeSqm, { hint: true, error: errors.sizeSqm })}
                  aria-required="true"
                  className="min-w-0 flex-1"
                />
                <fieldset className="flex shrink-0 rounded-lg border border-navy-200 bg-navy-50 p-1" id={ID.sizeUnit}>
                  <legend className="sr-only">Size unit</legend>
                  {(['sqm', 'sqft'] as const).map((unit) => (
                    <label
                      key={unit}
                      className={cn(
                        'flex cursor-pointer items-center rounded-md px-3 text-sm font-semibold transition-colors',
                        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                        values.sizeUnit === unit
                          ? 'bg-white text-navy-900 shadow-sm'
                          : 'text-navy-600 hover:text-navy-900',
                      )}
                    >
                      <input
                        type="radio"
                        name="sizeUnit"
                        value={unit}
                        checked={values.sizeUnit === unit}
                        onChange={() => setField('sizeUnit', unit)}
                        className="sr-only"
                      />
                      {unit === 'sqm' ? 'm²' : 'sq ft'}
                    </label>
                  ))}
                </fieldset>
              </div>
            </FormField>
            <FormField id={ID.location} label="Location" error={errors.location}>
              <SelectField
                id={ID.location}
                name="location"
                value={values.location}
                onChange={(v) => setField('location', v)}
                options={LOCATION_OPTIONS}
                placeholder="Select a location"
                error={errors.location}
                required
              />
            </FormField>
          </div>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={ID.condition} label="Current condition" error={errors.condition}>
              <SelectField
                id={ID.condition}
                name="condition"
                value={values.condition}
                onChange={(v) => setField('condition', v)}
                options={PROFESSIONAL_CONDITION_OPTIONS}
                error={errors.condition}
              />
            </FormField>
            <FormField id={ID.quality} label="Finish quality" error={errors.quality}>
              <SelectField
                id={ID.quality}
                name="quality"
                value={values.quality}
                onChange={(v) => setField('quality', v)}
                options={PROFESSIONAL_QUALITY_OPTIONS}
                error={errors.quality}
              />
            </FormField>
          </div>

          <FormField
            id={ID.scope}
            label="Scope of work"
            error={errors.scope}
            hint="Describe the work required: rooms, what’s replaced, structural changes, services (at least 10 characters)."
          >
            <Textarea
              id={ID.scope}
              rows={4}
              placeholder="Describe the work required"
              value={values.scope}
              onChange={(e) => setField('scope', e.target.value)}
              aria-invalid={errors.scope ? true : undefined}
              aria-describedby={describedBy(ID.scope, { hint: true, error: errors.scope })}
              aria-required="true"
              maxLength={2000}
            />
          </FormField>

          <FormField id={ID.description} label="Anything else we should know" optional error={errors.description}>
            <Textarea
              id={ID.description}
              rows={3}
              placeholder="e.g. Victorian terrace, empty for 3 years, tenants move in by September"
              value={values.description}
              onChange={(e) => setField('description', e.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy(ID.description, { error: errors.description })}
              maxLength={5000}
            />
          </FormField>

          <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">Next: a few questions about the cost drivers.</p>
            <Button type="submit" size="lg" disabled={isProcessing} className="w-full sm:w-auto sm:min-w-56">
              {isProcessing ? (
                <>
                  <LoaderCircle className="animate-spin" aria-hidden="true" />
                  Processing...
                </>
              ) : (
                <>
                  Continue to Smart Questions
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
