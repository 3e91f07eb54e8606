import { useMutation } from '@tanstack/react-query'
import { AlertTriangle, Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { CONCERN_MESSAGE_MAX, ConcernInputSchema, type ConcernInput } from '#shared/schemas/contact'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { DetailItem } from '#client/components/detail-item'
import { InputField } from '#client/components/form/fields'
import { FormField } from '#client/components/form/form-field'
import { Button } from '#client/components/ui/button'
import { SectionCard } from '#client/components/section-card'
import { Textarea } from '#client/components/ui/textarea'
import { useToast } from '#client/components/ui/use-toast'
import { sendConcern } from '../api/result-api'
import { formatPounds } from '../lib/result-format'
import { BusyIcon } from '#client/components/busy-icon'

const MISSING = 'Please provide both your email and a message.'

/** The estimate's facts above the form: the term in small capitals over its value. */
const DETAIL = {
  className: 'min-w-0',
  termClassName: 'text-xs font-semibold tracking-wide text-muted uppercase',
  valueClassName: 'text-navy-900',
}

/** docs/product/screens.md 'Concerned About This Estimate?': email + message to support, with the estimate's details attached. */
// eslint-disable-next-line max-lines-per-function -- one panel with its form and its sent/failed states
export function ConcernPanel({ estimate }: { estimate: EstimateResponse }) {
  const { toast } = useToast()
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()

  const mutation = useMutation({
    mutationFn: (input: ConcernInput) => sendConcern(input),
    onSuccess: () => {
      setEmail('')
      setMessage('')
      toast({
        title: 'Message Sent',
        description: 'Our support team will review your estimate and respond within 24 hours.',
      })
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Send Failed',
        description: 'We couldn’t send your message. Your text is still here, so please try again.',
      })
    },
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    if (email.trim() === '' || message.trim() === '') {
      toast({ variant: 'destructive', title: 'Missing Information', description: MISSING })
      return
    }
    const parsed = ConcernInputSchema.safeParse({
      userEmail: email,
      message,
      estimateId: estimate.id,
      projectDetails: {
        projectType: estimate.projectTypeLabel,
        propertyAddress: estimate.propertyAddress ?? undefined,
        totalCost: estimate.totalCostIncludingVAT,
      },
      timestamp: new Date().toISOString(),
    })
    if (!parsed.success) {
      // Say what is wrong with the field that is wrong (the other fields are the estimate's own details).
      const emailIssue = parsed.error.issues.find((i) => i.path[0] === 'userEmail')
      const messageIssue = parsed.error.issues.find((i) => i.path[0] === 'message')
      setEmailError(emailIssue ? 'Enter a valid email address, like name@example.co.uk' : undefined)
      if (messageIssue)
        toast({ variant: 'destructive', title: 'Check your message', description: messageIssue.message })
      if (!emailIssue && !messageIssue)
        toast({ variant: 'destructive', title: 'Send Failed', description: 'Please reload the page and try again.' })
      return
    }
    setEmailError(undefined)
    mutation.mutate(parsed.data)
  }

  return (
    <SectionCard
      title="Concerned About This Estimate?"
      icon={<AlertTriangle className="size-5 text-amber-600" aria-hidden="true" />}
      description="If a figure looks wrong for your project, tell us. A person on our support team checks it against your details."
    >
      <dl className="grid gap-x-6 gap-y-2 rounded-lg bg-navy-50 px-4 py-3 text-sm sm:grid-cols-2">
        <DetailItem {...DETAIL} term="Project">
          {estimate.projectTypeLabel}
        </DetailItem>
        <DetailItem {...DETAIL} term="Address">
          {estimate.propertyAddress || 'Not given'}
        </DetailItem>
        <DetailItem {...DETAIL} term="Cost">
          {formatPounds(estimate.totalCostIncludingVAT)} including VAT
        </DetailItem>
        <DetailItem {...DETAIL} term="Estimate ID">
          <span className="font-mono text-xs break-words">{estimate.id}</span>
        </DetailItem>
      </dl>
      <form noValidate onSubmit={handleSubmit} className="mt-5 space-y-4" aria-label="Concerned About This Estimate?">
        <InputField
          id="concern-email"
          label="Your email"
          error={emailError}
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={(value) => {
            setEmail(value)
            setEmailError(undefined)
          }}
        />
        <FormField id="concern-message" label="What concerns you?">
          <Textarea
            id="concern-message"
            rows={4}
            maxLength={CONCERN_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value.slice(0, CONCERN_MESSAGE_MAX))}
            aria-describedby="concern-message-count"
            placeholder="e.g. A builder quoted £25,000 for the same kitchen."
          />
          <p id="concern-message-count" className="text-right text-sm text-muted tabular-nums">
            {message.length}/{CONCERN_MESSAGE_MAX}
            <span className="sr-only"> characters used</span>
          </p>
        </FormField>
        <Button type="submit" disabled={mutation.isPending} className="w-full sm:w-auto">
          <BusyIcon isBusy={mutation.isPending} icon={<Send aria-hidden="true" />} />
          {mutation.isPending ? 'Sending…' : 'Send to Support Team'}
        </Button>
      </form>
    </SectionCard>
  )
}
