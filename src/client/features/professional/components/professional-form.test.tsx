// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROFESSIONAL_EMPTY_FORM_MESSAGES } from '#tests/fixtures/spec-copy'
import { createQueryClient } from '#client/lib/query-client'
import { stubBrowserApis } from '#client/test/render'
import { EMPTY_PROFESSIONAL } from '../lib/professional-form'
import { ProfessionalForm } from './professional-form'

function Harness({ onSubmit }: { onSubmit: (data: unknown) => void }) {
  const [values, setValues] = useState(EMPTY_PROFESSIONAL)
  return <ProfessionalForm values={values} onChange={setValues} onSubmit={onSubmit} isProcessing={false} />
}

function renderForm() {
  const onSubmit = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness onSubmit={onSubmit} />
    </QueryClientProvider>,
  )
  return onSubmit
}

beforeEach(() => {
  stubBrowserApis()
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ groups: [], professional: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ProfessionalForm', () => {
  it("shows docs/product/validation.md's messages and submits nothing", () => {
    const onSubmit = renderForm()
    fireEvent.change(screen.getByLabelText(/Floor area/), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: /Continue to Smart Questions/ }))
    for (const message of Object.values(PROFESSIONAL_EMPTY_FORM_MESSAGES)) {
      expect(screen.getByText(message)).toBeTruthy()
    }
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('reads "Maximum area exceeded" above 10000', () => {
    renderForm()
    fireEvent.change(screen.getByLabelText(/Floor area/), { target: { value: '10001' } })
    fireEvent.click(screen.getByRole('button', { name: /Continue to Smart Questions/ }))
    expect(screen.getByText('Maximum area exceeded')).toBeTruthy()
  })

  it('switches to square feet and shows the converted size', () => {
    renderForm()
    fireEvent.click(screen.getByRole('radio', { name: 'sq ft' }))
    fireEvent.change(screen.getByLabelText('Floor area (sq ft)'), { target: { value: '1000' } })
    expect(screen.getByText('≈ 92.9 m²')).toBeTruthy()
  })

  it('starts with no size, and a size typed in m² follows the switch to sq ft', () => {
    renderForm()
    const area = screen.getByLabelText<HTMLInputElement>('Floor area (m²)')
    expect(area.value).toBe('')
    fireEvent.change(area, { target: { value: '100' } })
    fireEvent.click(screen.getByRole('radio', { name: 'sq ft' }))
    expect(screen.getByLabelText<HTMLInputElement>('Floor area (sq ft)').value).toBe('1076')
    fireEvent.click(screen.getByRole('radio', { name: 'm²' }))
    expect(screen.getByLabelText<HTMLInputElement>('Floor area (m²)').value).toBe('100')
  })

  it('has an optional scope select defaulting to "Not sure yet"', () => {
    renderForm()
    const scope = screen.getByRole('combobox', { name: /Renovation scope/ })
    expect(scope.textContent).toBe('Not sure yet (we’ll ask)')
    fireEvent.keyDown(scope, { key: 'Enter' })
    expect(screen.getByRole('option', { name: /^Full \/ back to brick/ })).toBeTruthy()
  })
})
