import { cn } from '../lib/cn'

/** Brand mark: a roof over a pound sign's worth of certainty. Decorative; pair it with visible text. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0f2740" />
      <path
        d="M7 16.5 16 9l9 7.5"
        fill="none"
        stroke="#f6b44b"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M10 15v8h12v-8" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" />
      <path d="M14.5 23v-4.5h3V23" fill="#2dd4bf" />
    </svg>
  )
}
