import { useSyncExternalStore, type ReactNode } from 'react'

/**
 * App-wide toasts (docs/product/constants.md: at most 1 visible; a new toast replaces the old one).
 *
 *   const { toast } = useToast()
 *   toast({ title: 'Message Sent', description: 'We reply within 24-48 hours.' })
 *   toast({ variant: 'destructive', title: 'Send Failed', description: '…' })
 *
 * `toast()` can also be imported and called outside React (e.g. in a mutation's onError).
 */

export type ToastVariant = 'default' | 'destructive'

export interface ToastOptions {
  title: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  /** Milliseconds before it closes by itself; Radix default 5000. Pauses while hovered or focused. */
  duration?: number
}

export interface ToastRecord extends ToastOptions {
  id: string
  open: boolean
}

export interface ToastHandle {
  id: string
  dismiss: () => void
  update: (options: Partial<ToastOptions>) => void
}

export const TOAST_LIMIT = 1
// Keep a closed toast mounted briefly so its exit animation can run.
const REMOVE_DELAY_MS = 200

let toasts: ToastRecord[] = []
let counter = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function setToasts(next: ToastRecord[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function getSnapshot() {
  return toasts
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      setToasts(toasts.filter((t) => t.id !== id))
    }, REMOVE_DELAY_MS),
  )
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string) {
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id)
}

function updateToast(id: string, options: Partial<ToastOptions>) {
  setToasts(toasts.map((t) => (t.id === id ? { ...t, ...options } : t)))
}

/** Shows a toast, replacing whatever toast is showing. */
export function toast(options: ToastOptions): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = `toast-${counter}`
  const record: ToastRecord = { variant: 'default', ...options, id, open: true }
  setToasts([record, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id), update: (next) => updateToast(id, next) }
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  return { toasts: current, toast, dismiss: dismissToast }
}

/** Test helper: forget every toast. */
export function resetToastsForTests() {
  for (const timer of removalTimers.values()) clearTimeout(timer)
  removalTimers.clear()
  setToasts([])
}
