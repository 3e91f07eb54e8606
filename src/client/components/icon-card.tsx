import type { LucideIcon } from 'lucide-react'
import { Card } from './ui/card'

export type IconCardProps = { icon: LucideIcon; title: string; body: string }

/** A card with an icon badge, a heading and a short paragraph: the features, values and method grids. */
export function IconCard({ icon: Icon, title, body }: IconCardProps) {
  return (
    <Card className="p-6">
      <div className="flex size-11 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
        <Icon className="size-5.5" aria-hidden="true" />
      </div>
      <h3 className="mt-4 text-lg font-semibold text-navy-900">{title}</h3>
      <p className="mt-2 leading-relaxed text-muted">{body}</p>
    </Card>
  )
}

/** One IconCard per item, in a grid whose columns and spacing `className` sets. */
export function IconCardGrid({ items, className }: { items: readonly IconCardProps[]; className: string }) {
  return (
    <div className={className}>
      {items.map((item) => (
        <IconCard key={item.title} {...item} />
      ))}
    </div>
  )
}
