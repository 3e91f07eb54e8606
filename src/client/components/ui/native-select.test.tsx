// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupComponentTest } from '#tests/helpers/component-lifecycle'
import { NativeSelect } from './native-select'

setupComponentTest()

const SIZES = ['small', 'large'] as const

describe('NativeSelect', () => {
  it('lists each value under its label and hands the chosen value back', () => {
    const onValueChange = vi.fn()
    render(
      <>
        <label htmlFor="size">Size</label>
        <NativeSelect
          id="size"
          options={SIZES}
          optionLabel={(size) => size.toUpperCase()}
          value="small"
          onValueChange={onValueChange}
          className="h-11"
        />
      </>,
    )
    const select = screen.getByRole('combobox', { name: 'Size' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['SMALL', 'LARGE'])
    expect(select).toHaveProperty('value', 'small')
    expect(select.className).toMatch(/ h-11$/)
    fireEvent.change(select, { target: { value: 'large' } })
    expect(onValueChange).toHaveBeenCalledWith('large')
  })
})
