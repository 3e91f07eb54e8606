import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, Copy, KeyRound } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { API_KEY_EXPIRY_DAYS, CreateApiKeyRequestSchema, type CreatedApiKey } from '#shared/schemas/business-api'
import { InputField, SelectFormField } from '#client/components/form/fields'
import { Button } from '#client/components/ui/button'
import { describeApiError, isApiError } from '#client/lib/api-client'
import { errorsFromProblem, validateFields, type FieldErrors } from '#client/lib/field-errors'
import { FormAlert } from '#client/components/form-alert'
import { API_KEYS_QUERY_KEY, createApiKey } from '../api-keys-api'

const FIELDS = ['name', 'expiresInDays'] as const
const EXPIRY_OPTIONS = [
  { value: 'never', label: 'Never' },
  ...API_KEY_EXPIRY_DAYS.map((days) => ({ value: String(days), label: `In ${days} days` })),
]

/** Names a new key and its expiry; the created key is shown once, with a copy button, and never again. */
export function NewApiKeyForm() {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [expiry, setExpiry] = useState('never')
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>({})
  const [formError, setFormError] = useState<string | undefined>()
  const [created, setCreated] = useState<CreatedApiKey | undefined>()
  const mutation = useMutation({
    mutationFn: createApiKey,
    onSuccess: async (key) => {
      setCreated(key)
      setName('')
      await queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY })
    },
    onError: (error) => {
      if (isApiError(error) && error.fieldErrors.length > 0) setErrors(errorsFromProblem(error.fieldErrors, FIELDS))
      else setFormError(describeApiError(error))
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setFormError(undefined)
    setCreated(undefined)
    const checked = validateFields(
      CreateApiKeyRequestSchema,
      { name, expiresInDays: expiry === 'never' ? null : Number(expiry) },
      FIELDS,
    )
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    mutation.mutate(checked.data)
  }

  return (
    <div className="space-y-5">
      {created ? <CreatedKey created={created} /> : null}
      {formError ? <FormAlert tone="error">{formError}</FormAlert> : null}
      <form onSubmit={submit} noValidate aria-label="Create an API key" className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="api-key-name"
          label="Key name"
          hint="Where it will be used, e.g. “Portfolio spreadsheet”."
          value={name}
          onValueChange={setName}
          error={errors.name}
          maxLength={100}
          autoComplete="off"
        />
        <SelectFormField
          id="api-key-expiry"
          name="expiresInDays"
          label="Expires"
          value={expiry}
          onValueChange={setExpiry}
          options={EXPIRY_OPTIONS}
          error={errors.expiresInDays}
        />
        <div className="sm:col-span-2">
          <Button type="submit" disabled={mutation.isPending}>
            <KeyRound aria-hidden="true" />
            {mutation.isPending ? 'Creating…' : 'Create key'}
          </Button>
        </div>
      </form>
    </div>
  )
}

function CreatedKey({ created }: { created: CreatedApiKey }) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    await navigator.clipboard.writeText(created.key)
    setCopied(true)
  }
  return (
    <FormAlert tone="success">
      <p className="font-semibold">Your new key “{created.apiKey.name}”</p>
      <p className="mt-1">Copy it now: for your security it is shown this once and we keep only a fingerprint of it.</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          className="rounded bg-white px-2 py-1 font-mono text-sm break-all text-navy-900"
          data-testid="new-api-key"
        >
          {created.key}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </FormAlert>
  )
}
