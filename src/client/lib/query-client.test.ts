import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'

describe('createQueryClient', () => {
  it('never retries, never goes stale and never refetches on its own', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    })
    expect(defaults.mutations).toMatchObject({ retry: false })
  })
})
