import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, ContactInputSchema, type ContactInput } from '#shared/schemas/contact'
import { FormErrorSummary } from '#client/components/form/form-error-summary'
import { ReadyFieldset } from '#client/components/form/ready-fieldset'
import { CountedTextareaField } from '#client/components/form/counted-textarea-field'
import { InputField, SelectFormField } from '#client/components/form/fields'
import { SendFormFooter } from '#client/components/form/send-form-footer'
import { useBoundForm } from '#client/components/form/use-bound-form'
import { useToast } from '#client/components/ui/use-toast'
import { isApiError } from '#client/lib/api-client'
import { errorsFromProblem, validateFields } from '#client/lib/field-errors'
import { sendContactMessage } from './contact-api'

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message'] as const
type FieldName = (typeof FIELD_ORDER)[number]
type FormValues = Record<FieldName, string>

const EMPTY: FormValues = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' }
const FIELD_IDS: Record<FieldName, string> = {
  firstName: 'contact-first-name',
  lastName: 'contact-last-name',
  email: 'contact-email',
  phone: 'contact-phone',
  subject: 'contact-subject',
  message: 'contact-message',
}

function toInput(values: FormValues): Record<string, unknown> {
  const { phone, subject, ...rest } = values
  return { ...rest, subject: subject || undefined, phone: phone.trim() === '' ? undefined : phone }
}

export function ContactForm() {
  const [values, setValues] = useState<FormValues>(EMPTY)
  const { formRef, form, bind, handleSubmit } = useBoundForm({
    fields: FIELD_ORDER,
    ids: FIELD_IDS,
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    validate: (current) => validateFields(ContactInputSchema, toInput(current), FIELD_ORDER),
    onValid: (data) => mutation.mutate(data),
    isBusy: () => mutation.isPending,
  })
  const { toast } = useToast()

  const mutation = useMutation({
    mutationFn: (input: ContactInput) => sendContactMessage(input),
    onSuccess: () => {
      setValues(EMPTY)
      form.clearErrors()
      toast({ title: 'Message Sent', description: 'Thank you. We reply within 24-48 hours.' })
    },
    onError: (error) => {
      const serverErrors = isApiError(error) ? errorsFromProblem(error.fieldErrors, FIELD_ORDER) : {}
      if (Object.keys(serverErrors).length > 0) {
        form.showErrors(serverErrors)
        toast({
          variant: 'destructive',
          title: 'Send Failed',
          description: 'Please correct the highlighted fields and try again.',
        })
      } else {
        toast({
          variant: 'destructive',
          title: 'Send Failed',
          description: 'We couldn’t send your message. Your text is still here, so please try again in a moment.',
        })
      }
    },
  })

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Contact form">
      <ReadyFieldset className="space-y-5">
        <FormErrorSummary count={form.errorCount} />

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField {...bind('firstName')} label="First name" autoComplete="given-name" maxLength={100} required />
          <InputField {...bind('lastName')} label="Last name" autoComplete="family-name" maxLength={100} required />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <InputField {...bind('email')} label="Email" type="email" autoComplete="email" inputMode="email" required />
          <InputField {...bind('phone')} label="Phone" optional type="tel" autoComplete="tel" maxLength={30} />
        </div>

        <SelectFormField
          {...bind('subject')}
          label="Subject"
          options={CONTACT_SUBJECTS}
          placeholder="Select a subject"
          required
        />

        <CountedTextareaField
          {...bind('message')}
          label="Message"
          hint="Include your report ID if your question is about a report."
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX}
          required
        />

        <SendFormFooter
          note="We reply within 24-48 hours, and the same working day for payment problems."
          label="Send message"
          isPending={mutation.isPending}
          buttonClassName="sm:min-w-44"
        />
      </ReadyFieldset>
    </form>
  )
}
