import type { ApiKey, ApiUsage, CreateApiKeyRequest, CreatedApiKey } from '#shared/schemas/business-api'
import { apiGet, apiRequestJson } from '#client/lib/api-client'

export const API_KEYS_QUERY_KEY = ['/api/api-keys'] as const
export const API_USAGE_QUERY_KEY = ['/api/api-usage'] as const

export const listApiKeys = (signal?: AbortSignal) =>
  apiGet<{ keys: ApiKey[] }>('/api/api-keys', { signal }).then((r) => r.keys)

export const getApiUsage = (signal?: AbortSignal) => apiGet<ApiUsage>('/api/api-usage', { signal })

export const createApiKey = (input: CreateApiKeyRequest) =>
  apiRequestJson<CreatedApiKey>('POST', '/api/api-keys', input)

export const revokeApiKey = (id: string) => apiRequestJson<void>('DELETE', `/api/api-keys/${encodeURIComponent(id)}`)
