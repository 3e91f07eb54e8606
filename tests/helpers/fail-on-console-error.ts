import { afterEach, beforeEach, vi } from 'vitest'

// An unexpected console.error fails the test (STYLE.md §6); expect it explicitly with vi.spyOn when it is meant.
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  const seen = errors
  vi.mocked(console.error).mockRestore()
  if (seen.length > 0)
    throw new Error(`Unexpected console.error: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`)
})
