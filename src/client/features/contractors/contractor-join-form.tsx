import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { CONTRACTOR_SPECIALTIES } from '#shared/contractor-specialties'
import { FIRST_FORM_REGION_LABELS } from '#shared/project-types'
import { CONTRACTOR_DESCRIPTION_MAX } from '#shared/schemas/contractors'
import { CountedTextareaField } from '#client/components/form/counted-textarea-field'
import { FieldErrorMessage } from '#client/components/form/form-field'
import { FormErrorSummary } from '#client/components/form/form-error-summary'
import { InputField } from '#client/components/form/fields'
import { SendFormFooter } from '#client/components/form/send-form-footer'
import { CheckboxGroup } from './checkbox-group'
import { JOIN_FIELD_IDS, useJoinForm } from './use-join-form'

const REGION_OPTIONS = Object.entries(FIRST_FORM_REGION_LABELS).map(([value, label]) => ({ value, label }))

type JoinForm = Omit<ReturnType<typeof useJoinForm>, 'formRef'>

/** "List your business": the form, then a success panel saying what happens next. */
export function ContractorJoinForm() {
  // formRef apart from the rest, so React's lint can tell the rest is plain state (see useFieldErrors).
  const { formRef, ...join } = useJoinForm()
  if (join.created) return <ListingReceived message={join.created.message} />
  return (
    <form ref={formRef} noValidate onSubmit={join.handleSubmit} aria-label="List your business" className="space-y-6">
      <FormErrorSummary count={join.form.errorCount} />
      <BusinessFields join={join} />
      <CheckboxGroup
        {...join.form.field('specialties')}
        legend="Specialties"
        hint="Choose every kind of work you take on."
        options={CONTRACTOR_SPECIALTIES}
        value={join.values.specialties}
        onValueChange={(v) => join.setField('specialties', v)}
      />
      <CheckboxGroup
        {...join.form.field('regions')}
        legend="Regions you work in"
        options={REGION_OPTIONS}
        value={join.values.regions}
        onValueChange={(v) => join.setField('regions', v)}
        columns={3}
      />
      <DescriptionAndConsent join={join} />
      <SendFormFooter
        note="Nothing is shown until our team has verified it."
        label="Send listing"
        isPending={join.isPending}
        buttonClassName="sm:min-w-52"
      />
    </form>
  )
}

function BusinessFields({ join }: { join: JoinForm }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...join.bind('businessName')} label="Business name" autoComplete="organization" maxLength={120} />
        <InputField
          {...join.bind('contactName')}
          label="Contact name"
          hint="For our team only; not shown publicly."
          autoComplete="name"
          maxLength={100}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          {...join.bind('email')}
          label="Business email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <InputField {...join.bind('phone')} label="Business phone" type="tel" autoComplete="tel" maxLength={30} />
      </div>
      <InputField
        {...join.bind('website')}
        label="Website"
        optional
        inputMode="url"
        autoComplete="url"
        placeholder="www.example.co.uk"
        maxLength={200}
      />
    </>
  )
}

function DescriptionAndConsent({ join }: { join: JoinForm }) {
  const consentId = JOIN_FIELD_IDS.consent
  const consentError = join.form.field('consent').error
  return (
    <>
      <CountedTextareaField
        {...join.bind('description')}
        label="About your business"
        hint="What you do, where you are based, and for how long."
        rows={5}
        maxLength={CONTRACTOR_DESCRIPTION_MAX}
      />
      <div className="rounded-lg border border-line bg-navy-50/60 p-4">
        <label htmlFor={consentId} className="flex cursor-pointer items-start gap-3 text-[0.9375rem] text-ink">
          <input
            id={consentId}
            type="checkbox"
            checked={join.values.consent}
            onChange={(e) => join.setField('consent', e.target.checked)}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${consentId}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-teal-700"
          />
          <span>
            I agree that, once verified, the business name, email, phone, website, specialties, regions and description
            above are shown publicly in the directory.
          </span>
        </label>
        <FieldErrorMessage id={consentId} error={consentError} />
      </div>
    </>
  )
}

function ListingReceived({ message }: { message: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div role="status" className="flex flex-col items-start gap-3">
      <CircleCheck className="size-10 text-teal-700" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-navy-900 outline-none">
        Listing received
      </h2>
      <p className="text-[0.9375rem] leading-relaxed text-muted">{message}</p>
      <p className="text-[0.9375rem] leading-relaxed text-muted">
        Until then it does not appear in the directory. If we cannot verify the business within 90 days, the listing is
        deleted and you are welcome to list again.
      </p>
      <Link to="/contractors" className="font-medium text-teal-700 underline underline-offset-2">
        Back to Find Contractors
      </Link>
    </div>
  )
}
