// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Toaster } from './toaster'
import { resetToastsForTests, toast } from './use-toast'

afterEach(() => {
  cleanup()
  resetToastsForTests()
})

describe('Toaster', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'First', description: 'one' })
    })
    expect(screen.getByText('First')).toBeTruthy()
    act(() => {
      toast({ title: 'Send Failed', variant: 'destructive' })
    })
    expect(screen.queryByText('First')).toBeNull()
    expect(screen.getByText('Send Failed')).toBeTruthy()
  })

  it('closes a toast when dismissed', () => {
    render(<Toaster />)
    let handle: ReturnType<typeof toast> | undefined
    act(() => {
      handle = toast({ title: 'Message Sent' })
    })
    expect(screen.getByText('Message Sent')).toBeTruthy()
    act(() => handle?.dismiss())
    expect(screen.queryByText('Message Sent')).toBeNull()
  })
})
