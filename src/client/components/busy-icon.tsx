import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'

/** A button's icon, or a spinner in its place while the button's request is in flight. */
export function BusyIcon({ isBusy, icon }: { isBusy: boolean; icon: ReactNode }) {
  return isBusy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon
}
