// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { SelectField } from './select-field'

setupComponentTest()

const OPTIONS = [
  { value: 'north', label: 'North East' },
  { value: 'london', label: 'London' },
]

function Region({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial)
  return (
    <form>
      <SelectField id="region" name="region" value={value} onChange={setValue} options={OPTIONS} placeholder="Pick" />
    </form>
  )
}

describe('SelectField', () => {
  it('shows the chosen label before its list has ever been opened (its items render on first focus or opening)', () => {
    render(<Region initial="london" />)
    expect(screen.getByRole('combobox').textContent).toBe('London')
  })

  it('shows the placeholder when nothing is chosen, and the list and the choice once opened', () => {
    render(<Region initial="" />)
    const trigger = screen.getByRole('combobox')
    expect(trigger.textContent).toBe('Pick')
    fireEvent.keyDown(trigger, { key: 'Enter' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['North East', 'London'])
    fireEvent.click(screen.getByRole('option', { name: 'North East' }))
    expect(screen.getByRole('combobox').textContent).toBe('North East')
  })

  it('answers type-ahead on the closed select once it has focus (its items render on focus)', () => {
    render(<Region initial="" />)
    const trigger = screen.getByRole('combobox')
    fireEvent.focus(trigger)
    fireEvent.keyDown(trigger, { key: 'L' })
    expect(trigger.textContent).toBe('London')
  })
})
