import { useMutation } from '@tanstack/react-query'
import { LoaderCircle, Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  ContactInputSchema,
  type ContactInput,
} from '../../../shared/schemas/contact'
import { FormErrorSummary } from '../../components/form/form-error-summary'
import { FormField } from '../../components/form/form-field'
import { SelectField } from '../../components/form/select-field'
import { useFieldErrors } from '../../components/form/use-field-errors'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/use-toast'
import { isApiError } from '../../lib/api-client'
import { errorsFromProblem, validateFields } from '../../lib/field-errors'
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
  const { formRef, ...form } = useFieldErrors({ fields: FIELD_ORDER, ids: FIELD_IDS })
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

  function setField(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    form.clearError(field)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    const result = validateFields(ContactInputSchema, toInput(values), FIELD_ORDER)
    if (!result.ok) {
      form.showErrors(result.errors)
      return
    }
    form.clearErrors()
    mutation.mutate(result.data)
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Contact form" className="space-y-5">
      <FormErrorSummary count={form.errorCount} />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...form.field('firstName')} label="First name">
          <Input
            {...form.control('firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => setField('firstName', e.target.value)}
            maxLength={100}
            required
          />
        </FormField>
        <FormField {...form.field('lastName')} label="Last name">
          <Input
            {...form.control('lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => setField('lastName', e.target.value)}
            maxLength={100}
            required
          />
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...form.field('email')} label="Email">
          <Input
            {...form.control('email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
            required
          />
        </FormField>
        <FormField {...form.field('phone')} label="Phone" optional>
          <Input
            {...form.control('phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => setField('phone', e.target.value)}
            maxLength={30}
          />
        </FormField>
      </div>

      <FormField {...form.field('subject')} label="Subject">
        <SelectField
          {...form.field('subject')}
          name="subject"
          value={values.subject}
          onChange={(value) => setField('subject', value)}
          options={CONTACT_SUBJECTS}
          placeholder="Select a subject"
          required
        />
      </FormField>

      {/* The hint sits inside the field, not in FormField's hint, because it carries the character count. */}
      <FormField {...form.field('message')} label="Message">
        <Textarea
          {...form.control('message', { hint: true })}
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
          maxLength={CONTACT_MESSAGE_MAX}
          required
        />
        <p id={`${FIELD_IDS.message}-hint`} className="flex justify-between gap-4 text-sm text-muted">
          <span>Include your report ID if your question is about a report.</span>
          <span aria-hidden="true" className="tabular-nums">
            {values.message.length}/{CONTACT_MESSAGE_MAX}
          </span>
        </p>
      </FormField>

      <div className="flex flex-col-reverse items-stretch gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">
          We reply within 24-48 hours, and the same working day for payment problems.
        </p>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="sm:min-w-44">
          {mutation.isPending ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Sending...
            </>
          ) : (
            <>
              <Send aria-hidden="true" />
              Send message
            </>
          )}
        </Button>
      </div>
    </form>
  )
}
