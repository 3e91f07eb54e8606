import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { useDisclosure } from '#client/lib/use-disclosure'
import { useMediaQuery } from '#client/lib/use-viewport'

/**
 * A long result section: shown in full on a wide screen, folded behind a button on a phone (the result is very
 * long there). Folded content stays in the page (hidden), so opening it needs no request.
 */
export function FoldOnPhone({ title, summary, children }: { title: string; summary?: string; children: ReactNode }) {
  const wide = useMediaQuery('(min-width: 1024px)')
  const { open, buttonProps, panelProps } = useDisclosure()
  if (wide) return <>{children}</>
  return (
    <section aria-label={title}>
      <button
        {...buttonProps}
        className="flex w-full items-center justify-between gap-3 rounded-card border border-line bg-white px-5 py-4 text-left shadow-sm"
      >
        <span className="min-w-0">
          <span className="block font-semibold text-navy-900">{title}</span>
          {summary ? <span className="block text-sm text-muted">{summary}</span> : null}
        </span>
        <ChevronDown
          className={`size-5 shrink-0 text-muted transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      <div {...panelProps} className="mt-3">
        {children}
      </div>
    </section>
  )
}
