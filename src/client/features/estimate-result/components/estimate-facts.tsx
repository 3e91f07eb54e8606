import { ListChecks, LoaderCircle } from 'lucide-react'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { FactChips } from '#client/components/fact-chips'
import { SectionCard } from '#client/components/section-card'

/**
 * 'What this estimate is priced on': the facts picked up from the description and the answers given, each a chip
 * that can be corrected; a correction prices the estimate again (`onChangeFact`).
 */
export function EstimateFacts({
  estimate,
  onChangeFact,
  isRevising = false,
}: {
  estimate: EstimateResponse
  onChangeFact?: ((id: string, value: string) => void) | undefined
  isRevising?: boolean
}) {
  if (estimate.facts.length === 0) return null
  return (
    <SectionCard
      data-testid="estimate-facts"
      title="What this estimate is priced on"
      icon={<ListChecks className="size-5 text-teal-700" aria-hidden="true" />}
      description={
        onChangeFact
          ? 'Picked up from your description and your answers. Not right? Choose one to correct it and the estimate is priced again.'
          : 'Picked up from your description and your answers.'
      }
    >
      <FactChips
        facts={estimate.facts}
        onChange={(id, value) => onChangeFact?.(id, value)}
        disabled={!onChangeFact || isRevising}
      />
      <p role="status" aria-live="polite" className="mt-3 flex items-center gap-2 text-sm text-muted empty:hidden">
        {isRevising ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Pricing your estimate again…
          </>
        ) : null}
      </p>
    </SectionCard>
  )
}
