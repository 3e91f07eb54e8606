import type { ReactNode } from 'react'

/**
 * One term and its value in a `<dl>` of facts. Without classes it is a plain fact (a plan's name, status, renewal);
 * a screen that draws its facts another way (a tile, small capitals over the value) passes its own.
 */
export function DetailItem({
  term,
  icon,
  children,
  className,
  termClassName = 'text-sm text-muted',
  valueClassName = 'mt-0.5 font-semibold break-words text-navy-900',
  testId,
}: {
  term: string
  /** Drawn before the term; the term's classes size it. */
  icon?: ReactNode
  children: ReactNode
  className?: string
  termClassName?: string
  valueClassName?: string
  /** The value's data-testid. */
  testId?: string
}) {
  return (
    <div className={className}>
      <dt className={termClassName}>
        {icon}
        {term}
      </dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}

/** How each DetailItem of a DetailList is drawn. */
type DetailLook = { className?: string; termClassName?: string; valueClassName?: string }

/** A `<dl>` of [term, value] pairs, each a DetailItem drawn with `look`; `children` (a total, say) follow them. */
export function DetailList({
  items,
  look,
  className,
  children,
}: {
  items: readonly (readonly [term: string, value: ReactNode])[]
  look?: DetailLook
  className?: string
  children?: ReactNode
}) {
  return (
    <dl className={className}>
      {items.map(([term, value]) => (
        <DetailItem key={term} {...look} term={term}>
          {value}
        </DetailItem>
      ))}
      {children}
    </dl>
  )
}
