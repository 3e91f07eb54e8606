import { useMutation } from '@tanstack/react-query'
import { LoaderCircle, Send } from 'lucide-react'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  ContactInputSchema,
  type ContactInput,
} from '../../../shared/schemas/contact'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select'
import { Textarea } from '../../components/ui/textarea'
import { useToast } from '../../components/ui/use-toast'
import { isApiError } from '../../lib/api-client'
import { cn } from '../../lib/cn'
import { sendContactMessage } from './contact-api'

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message'
type FormValues = Record<FieldName, string>
type FieldErrors = Partial<Record<FieldName, string>>

const FIELD_ORDER: readonly FieldName[] = ['firstName', 'lastName', 'email', 'phone', 'subject', 'message']
const EMPTY: FormValues = { firstName: '', lastName: '', email: '', phone: '', subject: '', message: '' }
const FIELD_IDS: Record<FieldName, string> = {
  firstName: 'contact-first-name',
  lastName: 'contact-last-name',
  email: 'contact-email',
  phone: 'contact-phone',
  subject: 'contact-subject',
  message: 'contact-message',
}

function isFieldName(value: string): value is FieldName {
  return (FIELD_ORDER as readonly string[]).includes(value)
}

/** Server paths may look like "email", "/email" or "body.email"; the last segment names the field. */
function fieldFromPath(path: string): FieldName | undefined {
  const last = path.split(/[./]/).filter(Boolean).pop() ?? ''
  return isFieldName(last) ? last : undefined
}

function toInput(values: FormValues): Record<string, unknown> {
  const { phone, subject, ...rest } = values
  return { ...rest, subject: subject || undefined, phone: phone.trim() === '' ? undefined : phone }
}

export function ContactForm() {
  const [values, setValues] = useState<FormValues>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const { toast } = useToast()

  const mutation = useMutation({
    mutationFn: (input: ContactInput) => sendContactMessage(input),
    onSuccess: () => {
      setValues(EMPTY)
      setErrors({})
      toast({ title: 'Message Sent', description: 'Thank you. We reply within 24-48 hours.' })
    },
    onError: (error) => {
      const serverErrors: FieldErrors = {}
      if (isApiError(error)) {
        for (const { path, message } of error.fieldErrors) {
          const field = fieldFromPath(path)
          if (field && !serverErrors[field]) serverErrors[field] = message
        }
      }
      if (Object.keys(serverErrors).length > 0) {
        setErrors(serverErrors)
        focusFirstError(serverErrors)
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

  function focusFirstError(found: FieldErrors) {
    const first = FIELD_ORDER.find((field) => found[field])
    if (first) formRef.current?.querySelector<HTMLElement>(`#${FIELD_IDS[first]}`)?.focus()
  }

  function setField(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    const parsed = ContactInputSchema.safeParse(toInput(values))
    if (!parsed.success) {
      const found: FieldErrors = {}
      for (const issue of parsed.error.issues) {
        const field = fieldFromPath(issue.path.join('.'))
        if (field && !found[field]) found[field] = issue.message
      }
      setErrors(found)
      focusFirstError(found)
      return
    }
    setErrors({})
    mutation.mutate(parsed.data)
  }

  const errorCount = Object.keys(errors).length
  const describedBy = (field: FieldName, hint?: string) =>
    cn(hint, errors[field] && `${FIELD_IDS[field]}-error`) || undefined

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Contact form" className="space-y-5">
      {errorCount > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-[0.9375rem] text-danger"
        >
          {errorCount === 1 ? 'Please correct 1 field below.' : `Please correct ${errorCount} fields below.`}
        </div>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={FIELD_IDS.firstName} label="First name" error={errors.firstName}>
          <Input
            id={FIELD_IDS.firstName}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => setField('firstName', e.target.value)}
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={describedBy('firstName')}
            maxLength={100}
            required
          />
        </Field>
        <Field id={FIELD_IDS.lastName} label="Last name" error={errors.lastName}>
          <Input
            id={FIELD_IDS.lastName}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => setField('lastName', e.target.value)}
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={describedBy('lastName')}
            maxLength={100}
            required
          />
        </Field>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={FIELD_IDS.email} label="Email" error={errors.email}>
          <Input
            id={FIELD_IDS.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(e) => setField('email', e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            required
          />
        </Field>
        <Field id={FIELD_IDS.phone} label="Phone" optional error={errors.phone}>
          <Input
            id={FIELD_IDS.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(e) => setField('phone', e.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            maxLength={30}
          />
        </Field>
      </div>

      <Field id={FIELD_IDS.subject} label="Subject" error={errors.subject}>
        <Select name="subject" value={values.subject} onValueChange={(value) => setField('subject', value)}>
          <SelectTrigger
            id={FIELD_IDS.subject}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            aria-required="true"
          >
            <SelectValue placeholder="Select a subject" />
          </SelectTrigger>
          <SelectContent>
            {CONTACT_SUBJECTS.map((subject) => (
              <SelectItem key={subject.value} value={subject.value}>
                {subject.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>

      <Field id={FIELD_IDS.message} label="Message" error={errors.message}>
        <Textarea
          id={FIELD_IDS.message}
          name="message"
          rows={6}
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${FIELD_IDS.message}-hint`)}
          maxLength={CONTACT_MESSAGE_MAX}
          required
        />
        <p id={`${FIELD_IDS.message}-hint`} className="flex justify-between gap-4 text-sm text-muted">
          <span>Include your report ID if your question is about a report.</span>
          <span aria-hidden="true" className="tabular-nums">
            {values.message.length}/{CONTACT_MESSAGE_MAX}
          </span>
        </p>
      </Field>

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

function Field({
  id,
  label,
  optional = false,
  error,
  children,
}: {
  id: string
  label: string
  optional?: boolean
  error?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="ml-1 font-normal text-muted">(optional)</span> : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}
