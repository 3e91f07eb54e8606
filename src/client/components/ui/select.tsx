import * as SelectPrimitive from '@radix-ui/react-select'
import { Check, ChevronDown } from 'lucide-react'
import { createContext, use, useMemo, useState, type ComponentProps } from 'react'
import { cn } from '#client/lib/cn'
import { fieldClasses } from './input'

/**
 * Whether a select's items are rendered (SelectContent): from the first time it is focused or opened. `reveal` is
 * called by the trigger on focus.
 */
const ItemsContext = createContext({ areRendered: true, reveal: () => {} })

export function Select({ onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [areRendered, setAreRendered] = useState(props.open ?? props.defaultOpen ?? false)
  const items = useMemo(() => ({ areRendered, reveal: () => setAreRendered(true) }), [areRendered])
  return (
    <ItemsContext value={items}>
      <SelectPrimitive.Root
        {...props}
        onOpenChange={(open) => {
          if (open) setAreRendered(true)
          onOpenChange?.(open)
        }}
      />
    </ItemsContext>
  )
}
export const SelectGroup = SelectPrimitive.Group
export const SelectValue = SelectPrimitive.Value

export function SelectTrigger({
  className,
  children,
  onFocus,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const items = use(ItemsContext)
  return (
    <SelectPrimitive.Trigger
      onFocus={(event) => {
        // Type-ahead on a closed select finds its items among those rendered: render them once it has focus.
        items.reveal()
        onFocus?.(event)
      }}
      className={cn(
        fieldClasses,
        'flex h-11 items-center justify-between gap-2 text-left data-[placeholder]:text-navy-500',
        className,
      )}
      {...props}
    >
      <span className="truncate">{children}</span>
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 text-navy-500" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

/**
 * A select's list, rendered once the select is first focused or opened. Radix renders a closed select's items too
 * (into a detached fragment, for type-ahead on the closed trigger), synchronously after it mounts or hydrates, and
 * then again for its native options: a form's few selects made one long task of ~150 ms on a phone as /estimate
 * loaded. So `SelectValue` is given the chosen label as its children (the items that would supply it may not be
 * there yet).
 */
export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  const items = use(ItemsContext).areRendered ? children : null
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={4}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)',
          'overflow-hidden rounded-lg border border-line bg-white shadow-lift animate-fade-in',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{items}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn('px-8 pt-2 pb-1 text-xs font-semibold tracking-wide text-navy-600 uppercase', className)}
      {...props}
    />
  )
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default items-center rounded-md py-2 pr-3 pl-8 text-[0.9375rem] text-ink outline-none select-none',
        'data-[highlighted]:bg-teal-50 data-[highlighted]:text-teal-900 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2.5 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4 text-teal-700" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  )
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cn('my-1 h-px bg-line', className)} {...props} />
}
