// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EstimateRequest } from '#shared/schemas/estimates'
import { createQueryClient } from '#client/lib/query-client'
import { stubBrowserApis } from '#client/test/render'
import { EMPTY_PROJECT_DETAILS, type ProjectDetailsValues } from '../lib/project-details'
import { ProjectDetailsForm } from './project-details-form'

const CATALOGUE = {
  groups: [
    {
      label: 'Individual rooms',
      options: [
        {
          value: 'kitchen_renovation',
          label: 'Kitchen renovation',
          lowGbp: 8712,
          highGbp: 29874,
          typicalSizeSqm: 12,
          weeksLow: 3,
          weeksHigh: 6,
        },
      ],
    },
    {
      label: 'Commercial',
      options: [
        {
          value: 'retail_space_renovation',
          label: 'Retail space renovation',
          lowGbp: 100000,
          highGbp: 400000,
          typicalSizeSqm: 150,
          weeksLow: 8,
          weeksHigh: 16,
        },
      ],
    },
  ],
  professional: [],
}

function Harness({
  onSubmit,
  isProcessing = false,
  serverErrors,
}: {
  onSubmit: (data: EstimateRequest) => void
  isProcessing?: boolean
  serverErrors?: Partial<Record<keyof ProjectDetailsValues, string>>
}) {
  const [values, setValues] = useState(EMPTY_PROJECT_DETAILS)
  return (
    <ProjectDetailsForm
      values={values}
      onChange={setValues}
      onSubmit={onSubmit}
      isProcessing={isProcessing}
      serverErrors={serverErrors}
    />
  )
}

function renderForm(props: Parameters<typeof Harness>[0]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness {...props} />
    </QueryClientProvider>,
  )
}

function choose(name: string, option: string | RegExp) {
  fireEvent.keyDown(screen.getByRole('combobox', { name }), { key: 'Enter' })
  fireEvent.keyDown(screen.getByRole('option', { name: option }), { key: 'Enter' })
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: /Start Cost Calculation/ }))

beforeEach(() => {
  stubBrowserApis()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(CATALOGUE), { headers: { 'content-type': 'application/json' } })),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ProjectDetailsForm', () => {
  it('shows a message per missing field and does not submit', () => {
    const onSubmit = vi.fn()
    renderForm({ onSubmit })
    submit()
    expect(screen.getByRole('alert').textContent).toBe('Please correct 3 fields below.')
    expect(screen.getByText('Choose a project type')).toBeTruthy()
    expect(screen.getByText('Enter the size in square metres')).toBeTruthy()
    expect(screen.getByText('Choose a region')).toBeTruthy()
    expect(screen.getByLabelText('Size in square metres').getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('uses the spec message for a size below 1 and the maximum of 1000', () => {
    renderForm({ onSubmit: vi.fn() })
    const size = screen.getByLabelText('Size in square metres')
    fireEvent.change(size, { target: { value: '0' } })
    submit()
    expect(screen.getByText('Size must be at least 1 square metre')).toBeTruthy()
    fireEvent.change(size, { target: { value: '1001' } })
    submit()
    expect(screen.getByText('Size must be at most 1000 square metres')).toBeTruthy()
  })

  it('takes a whole building (a store) up to 10,000 m², and says so; a home stays at 1,000 m²', async () => {
    const onSubmit = vi.fn()
    renderForm({ onSubmit })
    expect(screen.getByText('Between 1 and 1,000 m².')).toBeTruthy()
    await screen.findByText('Select a project type')
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Project Type' }), { key: 'Enter' })
    fireEvent.keyDown(await screen.findByRole('option', { name: /Retail space renovation/ }), { key: 'Enter' })
    expect(screen.getByText('Between 1 and 10,000 m².')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Size in square metres'), { target: { value: '2600' } })
    choose('Region', 'Scotland')
    submit()
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ projectType: 'retail_space_renovation', sizeSqm: 2600 }),
    )
  })

  it('offers project types with their range and timeframe, and submits valid values with the defaults', async () => {
    const onSubmit = vi.fn()
    renderForm({ onSubmit })
    await screen.findByText('Select a project type')
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Project Type' }), { key: 'Enter' })
    const option = await screen.findByRole('option', { name: /Kitchen renovation/ })
    expect(option.textContent).toContain('£8,700 – £29,900 · 3–6 weeks')
    fireEvent.keyDown(option, { key: 'Enter' })
    fireEvent.change(screen.getByLabelText('Size in square metres'), { target: { value: '18' } })
    choose('Region', 'Scotland')
    fireEvent.change(screen.getByLabelText(/Project Description/), { target: { value: 'Full refit' } })
    submit()
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        projectType: 'kitchen_renovation',
        sizeSqm: 18,
        region: 'scotland',
        description: 'Full refit',
        condition: 'average',
        finishQuality: 'mid',
      }),
    )
    expect(onSubmit.mock.calls[0]![0].renovationScope).toBeUndefined()
  })

  it('offers scope as "Not sure yet" then the ladder, and sends the rung chosen', async () => {
    const onSubmit = vi.fn()
    renderForm({ onSubmit })
    fireEvent.click(screen.getByRole('button', { name: /More details/ }))
    const scope = screen.getByRole('combobox', { name: 'Renovation scope' })
    expect(scope.textContent).toBe('Not sure yet (we’ll ask)')
    fireEvent.keyDown(scope, { key: 'Enter' })
    expect(screen.getAllByRole('option').map((o) => o.textContent?.split(':')[0])).toEqual([
      'Not sure yet (we’ll ask)',
      'Decorating only',
      'Light refresh',
      'Refurbishment',
      'Extensive',
      'Full / back to brick',
    ])
    fireEvent.keyDown(screen.getByRole('option', { name: /^Decorating only/ }), { key: 'Enter' })
    await screen.findByText('Select a project type')
    choose('Project Type', /Kitchen renovation/)
    fireEvent.change(screen.getByLabelText('Size in square metres'), { target: { value: '18' } })
    choose('Region', 'Scotland')
    submit()
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ renovationScope: 'cosmetic' }))
  })

  it('shows server field errors it is given', () => {
    renderForm({ onSubmit: vi.fn(), serverErrors: { sizeSqm: 'Size must be at least 1 square metre' } })
    expect(screen.getByText('Size must be at least 1 square metre')).toBeTruthy()
  })

  it('disables the submit button and reads Processing... while processing', () => {
    renderForm({ onSubmit: vi.fn(), isProcessing: true })
    const button = screen.getByRole('button', { name: /Processing\.\.\./ }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })
})
