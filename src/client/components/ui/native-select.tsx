import type { ReactNode, SelectHTMLAttributes } from 'react'
import { cn } from '#client/lib/cn'
import { fieldClasses } from './input'

/**
 * A browser `<select>` over a fixed list of values, each shown as `optionLabel(value)`, styled like the other fields.
 * `className` adds the height and spacing, which differ by place.
 */
export function NativeSelect<T extends string>({
  options,
  optionLabel,
  value,
  onValueChange,
  className,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  options: readonly T[]
  optionLabel: (option: T) => ReactNode
  value: T
  onValueChange: (value: T) => void
}) {
  return (
    <select
      {...props}
      value={value}
      onChange={(e) => onValueChange(e.target.value as T)}
      className={cn(fieldClasses, className)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </select>
  )
}
