import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { apiGet } from './api-client'

/**
 * Default query function: the query key's string parts joined with '/' form the URL,
 * e.g. useQuery({ queryKey: ['/api/reports', id] }) → GET /api/reports/<id>.
 */
export function getQueryFn<T>(): QueryFunction<T> {
  return ({ queryKey, signal }) => {
    const url = queryKey.filter((part) => typeof part === 'string' || typeof part === 'number').join('/')
    return apiGet<T>(url, { signal })
  }
}

/** docs/product/constants.md: no retries, data never goes stale, no refetch on focus or interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn(),
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: {
        retry: false,
      },
    },
  })
}

export const queryClient = createQueryClient()
