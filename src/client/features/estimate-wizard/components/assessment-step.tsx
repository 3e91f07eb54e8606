import { useQuery } from '@tanstack/react-query'
import { ArrowLeft, ArrowRight, Gauge, LoaderCircle, Sparkles, Target } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { standingOf } from '#shared/smart-questions/analyze-description'
import {
  AnalyzeDescriptionRequestSchema,
  type Analysis,
  type AnalyzeDescriptionRequestInput,
  type AssessmentQuestion,
} from '#shared/smart-questions/schemas'
import { projectTypeLabel } from '#shared/project-types'
import { DetailItem } from '#client/components/detail-item'
import { FactChips } from '#client/components/fact-chips'
import { Badge } from '#client/components/ui/badge'
import { Button } from '#client/components/ui/button'
import { Card, CardContent } from '#client/components/ui/card'
import { analyzeDescription, decideQuestions, generateFollowupQuestions } from '../api/wizard-api'
import {
  appendNewQuestions,
  buildEnhancedDescription,
  buildSmartAnswers,
  countResponses,
  formatAdditionalDetails,
  isKnownAnswer,
  listMissingRequired,
  MAX_ASSESSMENT_ROUNDS,
  nonBlankAnswers,
  type Answers,
} from '../lib/assessment-logic'
import { buildPreviewInput, type PreviewBase } from '../lib/cost-preview'
import { CostPreview } from './cost-preview'
import { QuestionCard } from './question-card'
import { useFocusOnMount } from './use-focus-on-mount'

export interface AssessmentResult {
  /** The original description, plus 'Additional Details' lines when anything was answered. */
  description: string
  /** Just the 'Additional Details:\n…' block ('' when nothing was answered). */
  additionalDetails: string
  /** Catalogue answers with option values, for `smartAnswers`. */
  smartAnswers: Answers
}

export interface AssessmentStepProps {
  analysisInput: AnalyzeDescriptionRequestInput
  /** The project type key sent with follow-up and decision calls. */
  projectType: string
  /** The description the questions are about (the original, never the enhanced one). */
  description: string
  /** The form's values for the live "Likely £X, range £L – £H" figure; without it no figure is shown. */
  preview?: PreviewBase | undefined
  answers: Answers
  onAnswersChange: (answers: Answers) => void
  onComplete: (result: AssessmentResult) => void
  onBack: () => void
}

const COMPLEXITY_VARIANT = { Low: 'success', Medium: 'secondary', High: 'accent' } as const

/** What the analysis read, in three tiles above the questions. */
const STAT = {
  className: 'rounded-lg border border-line bg-navy-50/50 px-4 py-3',
  termClassName:
    'flex items-center gap-2 text-xs font-semibold tracking-wide text-muted uppercase [&_svg]:size-4 [&_svg]:text-teal-700',
  valueClassName: 'mt-1 text-[0.9375rem] font-semibold text-navy-900',
}

/** The answers to what is on screen: the questions asked and the facts picked up (each can be corrected). */
function pickShown(answers: Answers, shown: readonly { id: string }[]): Answers {
  const ids = new Set(shown.map((q) => q.id))
  return Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)))
}

/**
 * docs/product/screens.md, docs/product/flows.md assessment: analyse the description, ask its questions (plus follow-ups as answers arrive),
 * ask the server whether more are needed, then hand back the enhanced description and smart answers.
 * Analysis failure or no questions completes at once with the original description.
 */
export function AssessmentStep(props: AssessmentStepProps) {
  const { analysisInput, description, onComplete } = props
  const analysis = useQuery({
    queryKey: ['analysis', analysisInput],
    queryFn: ({ signal }) => analyzeDescription(analysisInput, signal),
    gcTime: 30 * 60_000,
  })
  const completedRef = useRef(false)

  const noQuestions = analysis.isSuccess && analysis.data.intelligentQuestions.length === 0
  useEffect(() => {
    if (completedRef.current) return
    if (analysis.isError) {
      console.warn('Description analysis failed; continuing with the original description', analysis.error)
    }
    if (analysis.isError || noQuestions) {
      completedRef.current = true
      onComplete({ description, additionalDetails: '', smartAnswers: {} })
    }
  }, [analysis.isError, analysis.error, noQuestions, description, onComplete])

  if (analysis.isSuccess && !noQuestions) return <AssessmentQuestions {...props} analysis={analysis.data} />
  return <AnalyzingCard />
}

function AnalyzingCard() {
  return (
    <Card>
      <div className="flex flex-col items-center gap-4 px-6 py-14 text-center" role="status" aria-live="polite">
        <div className="flex size-16 items-center justify-center rounded-full bg-teal-50">
          <LoaderCircle className="size-8 animate-spin text-teal-700" aria-hidden="true" />
        </div>
        <h2 className="text-xl font-semibold text-navy-900">Analyzing Your Property Description</h2>
        <p className="max-w-md text-[0.9375rem] text-muted">
          Looking for the cost drivers in what you wrote: structure, services, damp, access and VAT.
        </p>
      </div>
    </Card>
  )
}

// eslint-disable-next-line max-lines-per-function -- the questions step: rounds, follow-ups and submit share state; the rules live in assessment-logic
function AssessmentQuestions({
  analysis,
  analysisInput,
  projectType,
  description,
  preview,
  answers,
  onAnswersChange,
  onComplete,
  onBack,
}: AssessmentStepProps & { analysis: Analysis }) {
  // The engine reads no clock: the preview prices at today's date, as the server does.
  const [priceDate] = useState(() => new Date().toISOString().slice(0, 10))
  const [extraQuestions, setExtraQuestions] = useState<AssessmentQuestion[]>([])
  const [round, setRound] = useState(1)
  const [showRequired, setShowRequired] = useState(false)
  const [isDeciding, setIsDeciding] = useState(false)
  const [pendingFollowups, setPendingFollowups] = useState(0)
  const [announcement, setAnnouncement] = useState('')
  const [followupIds, setFollowupIds] = useState<ReadonlySet<string>>(new Set())
  const headingRef = useFocusOnMount<HTMLHeadingElement>()
  const listRef = useRef<HTMLDivElement>(null)

  const questions = useMemo(
    () => appendNewQuestions(analysis.intelligentQuestions, extraQuestions),
    [analysis.intelligentQuestions, extraQuestions],
  )
  const shownAnswers = useMemo(
    () => pickShown(answers, [...questions, ...analysis.detected]),
    [answers, questions, analysis.detected],
  )
  const responses = countResponses(shownAnswers)
  const missing = listMissingRequired(questions, shownAnswers)
  const previewInput = useMemo(
    () => (preview ? buildPreviewInput(preview, description, shownAnswers, priceDate) : undefined),
    [preview, description, shownAnswers, priceDate],
  )
  const missingIds = new Set(showRequired ? missing.map((q) => q.id) : [])
  // Complexity and the accuracy still to gain follow the answers and corrected chips; before any, they are the
  // analysis's own (which may be the LLM's).
  const standing = useMemo(() => {
    const given = nonBlankAnswers(shownAnswers)
    const input = AnalyzeDescriptionRequestSchema.safeParse(analysisInput)
    if (Object.keys(given).length === 0 || !input.success) return analysis
    return standingOf({ ...input.data, currentYear: Number(priceDate.slice(0, 4)) }, given)
  }, [shownAnswers, analysisInput, analysis, priceDate])

  function addQuestions(incoming: AssessmentQuestion[], kind: 'follow-up' | 'more') {
    const ids = new Set(questions.map((q) => q.id))
    const fresh = incoming.filter((q) => !ids.has(q.id))
    if (fresh.length === 0) return fresh
    setExtraQuestions((prev) => appendNewQuestions(prev, fresh))
    if (kind === 'follow-up') setFollowupIds((prev) => new Set([...prev, ...fresh.map((q) => q.id)]))
    setAnnouncement(
      `${fresh.length} ${kind === 'follow-up' ? 'follow-up' : 'more'} question${fresh.length === 1 ? '' : 's'} added below.`,
    )
    return fresh
  }

  function setAnswer(question: AssessmentQuestion, value: string) {
    const next = { ...answers, [question.id]: value }
    onAnswersChange(next)
    if (question.type === 'select' && isKnownAnswer(question.id, value)) {
      setPendingFollowups((n) => n + 1)
      generateFollowupQuestions({
        questionId: question.id,
        answer: value,
        currentAnswers: nonBlankAnswers(pickShown(next, [...questions, ...analysis.detected])),
        projectDescription: description,
        round,
        projectType,
        existingQuestions: questions.map((q) => q.id),
        renovationScope: analysisInput.renovationScope,
      })
        .then((res) => addQuestions(res.questions, 'follow-up'))
        .catch((error: unknown) => console.warn('Follow-up questions failed', error))
        .finally(() => setPendingFollowups((n) => n - 1))
    }
  }

  function complete(finalAnswers: Answers) {
    onComplete({
      description: buildEnhancedDescription(description, finalAnswers),
      additionalDetails: formatAdditionalDetails(finalAnswers),
      smartAnswers: buildSmartAnswers(finalAnswers),
    })
  }

  function focusQuestion(id: string) {
    requestAnimationFrame(() => {
      const target = listRef.current?.querySelector<HTMLElement>(`[data-question-id="${id}"]`)
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' })
      target?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true })
    })
  }

  async function handleContinue() {
    if (missing.length > 0) {
      setShowRequired(true)
      setAnnouncement(`Please answer the required question${missing.length === 1 ? '' : 's'} marked with an asterisk.`)
      focusQuestion(missing[0]!.id)
      return
    }
    const current = nonBlankAnswers(shownAnswers)
    if (round >= MAX_ASSESSMENT_ROUNDS) return complete(current)
    setIsDeciding(true)
    try {
      const res = await decideQuestions({
        currentAnswers: current,
        projectDescription: description,
        enhancedDescription: buildEnhancedDescription(description, current),
        existingQuestions: questions.map((q) => q.id),
        round,
        projectType,
        renovationScope: analysisInput.renovationScope,
      })
      if (res.needsMoreQuestions) {
        const fresh = addQuestions(res.questions, 'more')
        if (fresh.length > 0) {
          setRound((r) => r + 1)
          setShowRequired(false)
          setIsDeciding(false)
          focusQuestion(fresh[0]!.id)
          return
        }
      }
    } catch (error) {
      console.warn('Question decision failed; continuing with the current description', error)
    }
    setIsDeciding(false)
    complete(current)
  }

  // What the description settled, as the user has corrected it (their answer wins).
  const detected = analysis.detected.map((d) => ({ id: d.id, value: answers[d.id] || d.answer }))

  return (
    <div className="space-y-6">
      <Card>
        <CardContent className="p-6">
          <div className="flex flex-col gap-1">
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-teal-700 uppercase">
              <Sparkles className="size-4" aria-hidden="true" />
              Smart Questions
            </p>
            <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight text-navy-900 outline-none">
              Project Details Assessment
            </h2>
            <p className="text-[0.9375rem] text-muted">
              A few answers about the real cost drivers sharpen your estimate. Questions marked{' '}
              <span className="font-bold text-danger" aria-hidden="true">
                *
              </span>
              <span className="sr-only">required</span> are needed; skip the rest if you’re not sure.
            </p>
          </div>
          <dl className="mt-5 grid gap-3 sm:grid-cols-3">
            <DetailItem {...STAT} icon={<Target aria-hidden="true" />} term="Project type">
              {projectTypeLabel(analysis.projectType === 'unknown' ? projectType : analysis.projectType)}
            </DetailItem>
            <DetailItem {...STAT} icon={<Gauge aria-hidden="true" />} term="Complexity">
              <Badge variant={COMPLEXITY_VARIANT[standing.complexity]}>{standing.complexity}</Badge>
            </DetailItem>
            <DetailItem {...STAT} icon={<Sparkles aria-hidden="true" />} term="Estimated accuracy improvement">
              {standing.estimatedAccuracyImprovement}
            </DetailItem>
          </dl>
          {detected.length > 0 ? (
            <section aria-labelledby="picked-up-heading" className="mt-5 rounded-lg bg-teal-50 px-4 py-3">
              <h3 id="picked-up-heading" className="text-sm font-semibold text-teal-900">
                Already picked up from your description
              </h3>
              <p className="text-sm text-teal-900/80">Not right? Choose a chip to correct it; the price follows.</p>
              <FactChips
                className="mt-2"
                facts={detected}
                onChange={(id, value) => onAnswersChange({ ...answers, [id]: value })}
              />
            </section>
          ) : null}
        </CardContent>
      </Card>

      {previewInput ? (
        // Stays in view below the site header while the questions scroll, so each answer's effect is seen.
        <CostPreview input={previewInput} className="sticky top-[4.75rem] z-10 shadow-card" />
      ) : null}

      <div ref={listRef} className="space-y-4">
        {questions.map((question, index) => (
          <QuestionCard
            key={question.id}
            number={index + 1}
            question={question}
            value={answers[question.id] ?? ''}
            onChange={(value) => setAnswer(question, value)}
            isMissing={missingIds.has(question.id)}
            isFollowup={followupIds.has(question.id)}
          />
        ))}
      </div>

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {pendingFollowups > 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted" aria-hidden="true">
          <LoaderCircle className="size-4 animate-spin" />
          Checking for follow-up questions…
        </p>
      ) : null}
      {showRequired && missing.length > 0 ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-danger-soft px-4 py-3 text-[0.9375rem] text-danger"
        >
          Please answer {missing.length === 1 ? 'the required question' : `the ${missing.length} required questions`}{' '}
          marked with an asterisk.
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-3 rounded-card border border-line bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button variant="ghost" onClick={onBack} disabled={isDeciding}>
            <ArrowLeft aria-hidden="true" />
            Edit project details
          </Button>
          <button
            type="button"
            className="rounded px-2 py-1 text-sm font-semibold whitespace-nowrap text-teal-700 underline underline-offset-2 hover:text-teal-800 disabled:opacity-60"
            onClick={() => complete(nonBlankAnswers(shownAnswers))}
            disabled={isDeciding}
          >
            Skip questions
          </button>
        </div>
        <Button
          size="lg"
          onClick={() => void handleContinue()}
          disabled={isDeciding}
          className="h-auto min-h-13 w-full py-3 text-center whitespace-normal! sm:w-auto"
        >
          {isDeciding ? (
            <>
              <LoaderCircle className="animate-spin" aria-hidden="true" />
              Checking your answers…
            </>
          ) : (
            <>
              Continue with Assessment ({responses} {responses === 1 ? 'response' : 'responses'})
              <ArrowRight aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </div>
  )
}
