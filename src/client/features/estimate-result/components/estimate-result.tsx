import { CalendarClock, Hash, MapPin, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useInView } from '#client/lib/use-viewport'
import { isAppraisalOpenByDefault } from '../appraisal/appraisal-defaults'
import { AppraisalPanel } from '../appraisal/appraisal-panel'
import { formatWeeks } from '#shared/format'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { BreakdownChart } from './breakdown-chart'
import { ConcernPanel } from './concern-panel'
import { CostPlan } from './cost-plan'
import { CostSummary } from './cost-summary'
import { EstimateFacts } from './estimate-facts'
import { AnswersChanged, AssumptionsAndExclusions, Savings, StillUnknown } from './estimate-insights'
import { FoldOnPhone } from './fold-on-phone'
import { NeedHelpCard } from './need-help-card'
import { PinnedFigures } from './pinned-figures'
import { ProgrammeTimeline } from './programme-timeline'
import { SaveEstimateCard } from './save-estimate-card'
import { ProfessionalReportCard, PurchasedReportCard, ReportBoughtByOtherCard, UpgradeCard } from './upgrade-card'

export interface EstimateResultProps {
  estimate: EstimateResponse
  /** h1 on the shared /estimate/:id page, h2 inside the wizard (whose h1 is the calculator's). */
  titleAs?: 'h1' | 'h2'
  /** Move focus to the title when shown (the wizard's last step). */
  focusTitle?: boolean
  /**
   * Composed in by the page from the payments feature: the purchase button, or for a bought report
   * (`estimate.hasReport`) its view and download buttons.
   */
  reportButton?: ReactNode
  /** The signed-in account's plan name when its plan includes reports: the offer then says so, not £6.99. */
  reportIncludedIn?: string
  /** Extra actions beside the title, e.g. 'Edit details'. */
  actions?: ReactNode
  /** Composed in by the page from accounts and projects: 'Save to my account', or where it is saved. */
  accountCard?: ReactNode
  /** Corrects one fact the estimate is priced on (prices it again); without it the facts are read-only. */
  onChangeFact?: ((id: string, value: string) => void) | undefined
  /** A correction is being priced. */
  isRevising?: boolean
}

/** docs/product/screens.md result step 'Your Renovation Estimate', shared by the wizard and /estimate/:id. */
// eslint-disable-next-line max-lines-per-function -- the result page layout (pinned aside, sections, fold on phone); each section is its own component
export function EstimateResult({
  estimate,
  titleAs = 'h2',
  focusTitle = false,
  reportButton,
  reportIncludedIn,
  actions,
  accountCard,
  onChangeFact,
  isRevising,
}: EstimateResultProps) {
  const Title = titleAs
  const titleRef = useRef<HTMLHeadingElement>(null)
  // While the full summary is off screen, its headline figures stay pinned (the summary and the report offer stay
  // in view while the cost plan scrolls).
  const summaryRef = useRef<HTMLDivElement>(null)
  const summaryInView = useInView(summaryRef)
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus()
  }, [focusTitle])

  const created = new Date(estimate.createdAt)
  const createdLabel = Number.isNaN(created.getTime())
    ? null
    : new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(created)

  return (
    <article aria-labelledby="estimate-result-title" className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <Title
            id="estimate-result-title"
            ref={titleRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-navy-900 outline-none sm:text-3xl"
          >
            Your Renovation Estimate
          </Title>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            <li className="font-semibold text-navy-800">
              {estimate.projectTypeLabel} · {estimate.sizeSqm} m² · {estimate.regionLabel}
            </li>
            {estimate.propertyAddress ? <MetaItem icon={MapPin}>{estimate.propertyAddress}</MetaItem> : null}
            {createdLabel ? <MetaItem icon={CalendarClock}>{createdLabel}</MetaItem> : null}
            {isAppraisalOpenByDefault(estimate.projectType) ? (
              <li>
                <a href="#appraisal" className="font-medium text-teal-800 underline underline-offset-2">
                  Investment appraisal
                </a>
              </li>
            ) : null}
            <MetaItem icon={Hash}>
              <span className="sr-only">Reference</span>
              <span className="font-mono text-xs">{estimate.id.slice(0, 8)}</span>
            </MetaItem>
          </ul>
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div ref={summaryRef} className="lg:col-start-1 lg:row-start-1">
          <CostSummary estimate={estimate} />
        </div>
        {/* The side column runs the whole height, so its report offer can stay in view beside the cost plan. */}
        <aside
          aria-label="Your professional report"
          className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-stretch"
        >
          <div id="report-offer" className="scroll-mt-24 space-y-4 lg:sticky lg:top-24">
            {summaryInView ? null : <PinnedFigures estimate={estimate} variant="side" />}
            {estimate.hasReport ? (
              <PurchasedReportCard estimate={estimate} reportActions={reportButton} />
            ) : estimate.reportBoughtByOther ? (
              <ReportBoughtByOtherCard />
            ) : estimate.isProfessional ? (
              <ProfessionalReportCard estimate={estimate} reportButton={reportButton} includedIn={reportIncludedIn} />
            ) : (
              <UpgradeCard estimate={estimate} reportButton={reportButton} includedIn={reportIncludedIn} />
            )}
            {accountCard}
          </div>
        </aside>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          {estimate.facts.length > 0 ? (
            <FoldOnPhone
              title="What this estimate is priced on"
              summary={`${estimate.facts.length} facts from your description and answers: check or correct them`}
            >
              <EstimateFacts estimate={estimate} onChangeFact={onChangeFact} isRevising={isRevising} />
            </FoldOnPhone>
          ) : null}
          <div className="grid gap-6 xl:grid-cols-2">
            <BreakdownChart estimate={estimate} />
            <AnswersChanged estimate={estimate} />
          </div>
          <StillUnknown estimate={estimate} />
          <FoldOnPhone title="Programme" summary={`About ${formatWeeks(estimate.timeline.weeks)} on site, by phase`}>
            <ProgrammeTimeline estimate={estimate} />
          </FoldOnPhone>
          <FoldOnPhone
            title="Cost plan by element"
            summary={`${estimate.lineItems.length} measured item${estimate.lineItems.length === 1 ? '' : 's'}, on-costs and VAT`}
          >
            <CostPlan estimate={estimate} />
          </FoldOnPhone>
          {estimate.savings.length > 0 ? (
            <FoldOnPhone
              title="Ways to save"
              summary={`${estimate.savings.length} way${estimate.savings.length === 1 ? '' : 's'} to bring the cost down`}
            >
              <Savings estimate={estimate} />
            </FoldOnPhone>
          ) : null}
          <FoldOnPhone title="Assumptions and exclusions">
            <AssumptionsAndExclusions estimate={estimate} />
          </FoldOnPhone>
          <div className="grid gap-6 xl:grid-cols-2">
            <SaveEstimateCard estimateId={estimate.id} isSaved={estimate.isSaved} />
            <NeedHelpCard estimateId={estimate.id} />
          </div>
          <ConcernPanel estimate={estimate} />
        </div>
      </div>
      <AppraisalPanel estimate={estimate} />
      {summaryInView ? null : <PinnedFigures estimate={estimate} variant="bar" />}
    </article>
  )
}

/** One fact in the line under the title, after its small icon. */
function MetaItem({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1">
      <Icon className="size-3.5" aria-hidden="true" />
      {children}
    </li>
  )
}
