import type { AssessmentQuestion } from '#shared/smart-questions/schemas'
import { Badge } from '#client/components/ui/badge'
import { Input } from '#client/components/ui/input'
import { cn } from '#client/lib/cn'

/** One smart question: a radio group for a select, a text field otherwise, with its "why" and its error. */
// eslint-disable-next-line max-lines-per-function -- one question in its two forms (radio group or text field), same frame
export function QuestionCard({
  number,
  question,
  value,
  onChange,
  isMissing,
  isFollowup,
}: {
  number: number
  question: AssessmentQuestion
  value: string
  onChange: (value: string) => void
  isMissing: boolean
  isFollowup: boolean
}) {
  const baseId = `q-${question.id}`
  const describedBy = cn(question.why && `${baseId}-why`, isMissing && `${baseId}-error`) || undefined
  const title = (
    <>
      <span className="mr-2 text-muted tabular-nums">{number}.</span>
      {question.question}
      {question.required ? (
        <>
          <span className="ml-1 font-bold text-danger" aria-hidden="true">
            *
          </span>
          <span className="sr-only"> (required)</span>
        </>
      ) : null}
    </>
  )
  const header = isFollowup ? (
    <Badge variant="outline" className="ml-2 align-middle">
      Follow-up
    </Badge>
  ) : null
  const why = question.why ? (
    <p id={`${baseId}-why`} className="mt-1 text-sm text-muted">
      {question.why}
    </p>
  ) : null
  const error = isMissing ? (
    <p id={`${baseId}-error`} className="mt-2 text-sm font-medium text-danger">
      Please answer this question.
    </p>
  ) : null

  return (
    <div
      data-question-id={question.id}
      className={cn(
        'rounded-card border bg-white p-5 shadow-card animate-fade-in',
        isMissing ? 'border-danger' : 'border-line',
      )}
    >
      {question.type === 'select' ? (
        <fieldset aria-describedby={describedBy}>
          <legend className="text-base font-semibold text-navy-900">
            {title}
            {header}
          </legend>
          {why}
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {question.options.map((label, i) => {
              const optionValue = question.optionValues[i] ?? label
              const checked = value === optionValue
              return (
                <label
                  key={optionValue}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-lg border px-3.5 py-3 text-[0.9375rem] transition-colors',
                    'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                    checked
                      ? 'border-teal-600 bg-teal-50 font-semibold text-teal-900'
                      : 'border-navy-200 text-ink hover:border-navy-300 hover:bg-navy-50',
                  )}
                >
                  <input
                    type="radio"
                    name={baseId}
                    value={optionValue}
                    checked={checked}
                    onChange={() => onChange(optionValue)}
                    className="size-4 shrink-0 accent-teal-700 focus-visible:outline-none"
                  />
                  {label}
                </label>
              )
            })}
          </div>
          {error}
        </fieldset>
      ) : (
        <div>
          <label htmlFor={baseId} className="block text-base font-semibold text-navy-900">
            {title}
            {header}
          </label>
          {why}
          <Input
            id={baseId}
            className="mt-3"
            value={value}
            maxLength={500}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={isMissing ? true : undefined}
            aria-required={question.required ? 'true' : undefined}
          />
          {error}
        </div>
      )}
    </div>
  )
}
