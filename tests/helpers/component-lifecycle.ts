import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { resetToastsForTests } from '#client/components/ui/use-toast'
import { stubBrowserApis } from '#client/test/render'

/**
 * For component tests that render forms and toasts: stubs the browser APIs jsdom lacks before each test; after it,
 * unmounts, drops the toasts and puts back any stubbed globals (fetch).
 */
export function setupComponentTest(): void {
  beforeEach(stubBrowserApis)
  afterEach(() => {
    cleanup()
    resetToastsForTests()
    vi.unstubAllGlobals()
  })
}
