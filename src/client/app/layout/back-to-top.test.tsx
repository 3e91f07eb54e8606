// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BackToTop } from './back-to-top'

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

afterEach(() => {
  cleanup()
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('BackToTop', () => {
  it('appears only after scrolling more than 400 px', () => {
    render(<BackToTop />)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    scrollTo(400)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    scrollTo(401)
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeTruthy()
    scrollTo(10)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
  })

  it('scrolls smoothly to the top', () => {
    const scrollSpy = vi.fn()
    window.scrollTo = scrollSpy as unknown as typeof window.scrollTo
    render(<BackToTop />)
    scrollTo(1200)
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }))
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
  })
})
