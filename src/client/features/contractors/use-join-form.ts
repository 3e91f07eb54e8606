import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import {
  ContractorListingInputSchema,
  type ContractorListing,
  type ContractorListingCreated,
} from '#shared/schemas/contractors'
import { useBoundForm } from '#client/components/form/use-bound-form'
import { useToast } from '#client/components/ui/use-toast'
import { isApiError } from '#client/lib/api-client'
import { errorsFromProblem, validateFields } from '#client/lib/field-errors'
import { listBusiness } from './contractors-api'

export const JOIN_FIELDS = [
  'businessName',
  'contactName',
  'email',
  'phone',
  'website',
  'specialties',
  'regions',
  'description',
  'consent',
] as const
export type JoinField = (typeof JOIN_FIELDS)[number]

export interface JoinValues {
  businessName: string
  contactName: string
  email: string
  phone: string
  website: string
  specialties: string[]
  regions: string[]
  description: string
  consent: boolean
}

const EMPTY: JoinValues = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  website: '',
  specialties: [],
  regions: [],
  description: '',
  consent: false,
}

export const JOIN_FIELD_IDS = Object.fromEntries(
  JOIN_FIELDS.map((f) => [f, `join-${f.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`]),
) as Record<JoinField, string>

/**
 * The "List your business" form's state: values kept through every error, checked against the schema the server
 * uses, then POSTed; server field errors land on their fields and anything else is a toast. `created` holds the
 * server's answer once the listing is stored.
 */
export function useJoinForm() {
  const [values, setValues] = useState<JoinValues>(EMPTY)
  const [created, setCreated] = useState<ContractorListingCreated | undefined>()
  const { toast } = useToast()
  const bound = useBoundForm({
    fields: JOIN_FIELDS,
    ids: JOIN_FIELD_IDS,
    values,
    setValue: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    validate: (current) => validateFields(ContractorListingInputSchema, current, JOIN_FIELDS),
    onValid: (data: ContractorListing) => mutation.mutate(data),
    isBusy: () => mutation.isPending,
  })

  const mutation = useMutation({
    mutationFn: (data: ContractorListing) => listBusiness(data),
    onSuccess: (answer) => setCreated(answer),
    onError: (error) => {
      const serverErrors = isApiError(error) ? errorsFromProblem(error.fieldErrors, JOIN_FIELDS) : {}
      if (Object.keys(serverErrors).length > 0) bound.form.showErrors(serverErrors)
      const detail = isApiError(error) && error.status === 429 ? error.problem?.detail : undefined
      toast({
        variant: 'destructive',
        title: 'Listing not sent',
        description:
          Object.keys(serverErrors).length > 0
            ? 'Please correct the highlighted fields and try again.'
            : (detail ?? 'We couldn’t send your listing. Everything you typed is still here, so please try again.'),
      })
    },
  })

  return { values, created, isPending: mutation.isPending, ...bound }
}
