import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ApiKey } from '#shared/schemas/business-api'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { describeApiError } from '#client/lib/api-client'
import { FormAlert } from '#client/components/form-alert'
import { API_KEYS_QUERY_KEY, revokeApiKey } from '../api-keys-api'
import { londonDate } from '#client/lib/dates'

const STATUS_LABEL: Record<ApiKey['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' }

/** The organisation's keys: prefix, status, dates, and Revoke (asked twice) for live ones. */
export function ApiKeyList({ keys }: { keys: ApiKey[] }) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState<string | undefined>()
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: async () => {
      setConfirming(undefined)
      await queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY })
    },
  })
  if (keys.length === 0) return <p className="text-sm text-muted">No keys yet.</p>
  return (
    <div className="space-y-3">
      {revoke.isError ? <FormAlert tone="error">{describeApiError(revoke.error)}</FormAlert> : null}
      <ul className="divide-y divide-line rounded-card border border-line" aria-label="Your API keys">
        {keys.map((key) => (
          <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium text-navy-900">
                {key.name}{' '}
                <Badge variant={key.status === 'active' ? 'default' : 'outline'}>{STATUS_LABEL[key.status]}</Badge>
              </p>
              <p className="mt-1 font-mono text-sm text-muted">{key.prefix}…</p>
              <p className="mt-1 text-sm text-muted">
                Created {londonDate(key.createdAt)}
                {key.lastUsedAt ? ` · last used ${londonDate(key.lastUsedAt)}` : ' · never used'}
                {key.revokedAt
                  ? ` · revoked ${londonDate(key.revokedAt)}`
                  : key.expiresAt
                    ? ` · ${key.status === 'expired' ? 'expired' : 'expires'} ${londonDate(key.expiresAt)}`
                    : ''}
              </p>
            </div>
            {key.status === 'active' ? (
              confirming === key.id ? (
                <div className="flex gap-2">
                  <Button
                    variant="destructive"
                    size="sm"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(key.id)}
                  >
                    Revoke “{key.name}”
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setConfirming(undefined)}>
                    Keep it
                  </Button>
                </div>
              ) : (
                <Button variant="outline" size="sm" onClick={() => setConfirming(key.id)}>
                  Revoke
                </Button>
              )
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
