import { Check } from 'lucide-react'
import { cn } from '../lib/cn'

/** A plan's features (plan data), each with a tick: the pricing cards and the subscribe page. */
export function PlanFeatureList({ features, className }: { features: readonly string[]; className?: string }) {
  return (
    <ul className={cn('text-[0.9375rem]', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5">
          <Check className="mt-0.5 size-5 shrink-0 text-teal-600" aria-hidden="true" />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  )
}
