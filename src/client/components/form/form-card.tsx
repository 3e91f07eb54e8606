import { ArrowRight, LoaderCircle } from 'lucide-react'
import type { FormEvent, ReactNode, RefObject } from 'react'
import { Button } from '../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card'
import { FormErrorSummary } from './form-error-summary'
import { ReadyFieldset } from './ready-fieldset'

/**
 * A form step in a card: heading, the error summary, the fields, then a note beside a large submit button that
 * reads 'Processing...' while the step is busy.
 */
export function FormCard({
  title,
  description,
  formLabel,
  formRef,
  onSubmit,
  errorCount,
  note,
  submitLabel,
  isProcessing,
  children,
}: {
  title: string
  description: ReactNode
  /** The form's accessible name. */
  formLabel: string
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  errorCount: number
  /** The line beside the submit button. */
  note: string
  submitLabel: string
  isProcessing: boolean
  children: ReactNode
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={formLabel}>
          <ReadyFieldset className="space-y-5">
            <FormErrorSummary count={errorCount} />
            {children}
            <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted">{note}</p>
              <Button type="submit" size="lg" disabled={isProcessing} className="w-full sm:w-auto sm:min-w-56">
                {isProcessing ? (
                  <>
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                    Processing...
                  </>
                ) : (
                  <>
                    {submitLabel}
                    <ArrowRight aria-hidden="true" />
                  </>
                )}
              </Button>
            </div>
          </ReadyFieldset>
        </form>
      </CardContent>
    </Card>
  )
}
