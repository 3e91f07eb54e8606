import { useMutation } from '@tanstack/react-query'
import { Check, Copy, Mail } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { z } from 'zod'
import { FieldErrorMessage, fieldAria } from '#client/components/form/form-field'
import { Button } from '#client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card'
import { Input } from '#client/components/ui/input'
import { Label } from '#client/components/ui/label'
import { useToast } from '#client/components/ui/use-toast'
import { describeApiError } from '#client/lib/api-client'
import { emailEstimateLink } from '../api/result-api'
import { BusyIcon } from '#client/components/busy-icon'

const EmailSchema = z.string().trim().email('Enter a valid email address')

/** The estimate's shareable address: /estimate/{id} on this site. */
export function estimateUrl(id: string): string {
  return `${window.location.origin}/estimate/${id}`
}

/** Save this estimate: its link with a copy button, and an email of the link (POST /api/estimates/:id/email). */
// eslint-disable-next-line max-lines-per-function -- one card with its email form and its sent/failed states
export function SaveEstimateCard({ estimateId, isSaved = false }: { estimateId: string; isSaved?: boolean }) {
  const { toast } = useToast()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [copied, setCopied] = useState(false)
  const url = estimateUrl(estimateId)

  const mutation = useMutation({
    mutationFn: (address: string) => emailEstimateLink(estimateId, address),
    onSuccess: (_data, address) => {
      toast({ title: 'Estimate Saved', description: `We’ve emailed the link to ${address}.` })
    },
    onError: (err) => {
      toast({ variant: 'destructive', title: 'Send Failed', description: describeApiError(err) })
    },
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = EmailSchema.safeParse(email)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    mutation.mutate(parsed.data)
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast({ title: 'Link copied', description: 'Paste it anywhere to come back to this estimate.' })
      window.setTimeout(() => setCopied(false), 2500)
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the link and copy it instead.' })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Save this estimate</CardTitle>
        <CardDescription>
          {isSaved
            ? 'It is saved to your account, and only you can open the link, signed in.'
            : 'Free estimates are kept for 30 days. Bookmark, share or email the link.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div>
          <Label htmlFor="estimate-link">Shareable link</Label>
          <div className="mt-1.5 flex gap-2">
            <Input
              id="estimate-link"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 min-w-0 font-mono text-sm"
            />
            <Button variant="outline" size="sm" className="h-10" onClick={() => void copyLink()}>
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
        </div>
        <form noValidate onSubmit={handleSubmit} className="space-y-2" aria-label="Email me this estimate">
          <Label htmlFor="save-email">Email me the link</Label>
          <div className="flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
            <Input
              id="save-email"
              type="email"
              autoComplete="email"
              placeholder="you@example.co.uk"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value)
                setError(undefined)
              }}
              {...fieldAria('save-email', { error })}
              className="h-10 min-w-0"
            />
            <Button type="submit" size="sm" className="h-10" disabled={mutation.isPending}>
              <BusyIcon isBusy={mutation.isPending} icon={<Mail aria-hidden="true" />} />
              {mutation.isPending ? 'Sending…' : 'Email link'}
            </Button>
          </div>
          <FieldErrorMessage id="save-email" error={error} />
          {mutation.isSuccess ? (
            <p className="text-sm text-success" role="status">
              Sent to {mutation.variables}.
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  )
}
