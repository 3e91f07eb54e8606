import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { appraise } from '#shared/appraisal/appraise'
import type { AppraisalInput } from '#shared/appraisal/schema'
import type { EstimateResponse } from '#shared/schemas/estimates'
import { describeApiError, isApiError } from '#client/lib/api-client'
import { saveAppraisal, type SavedAppraisal } from '../api/result-api'
import { appraisalContextOf } from './appraisal-context'
import { suggestedStrategy } from './appraisal-defaults'
import { fieldError, FIELDS, withValue } from './appraisal-fields'
import { loadScenarios, storeScenarios, type AppraisalScenario } from './scenario-store'

/** How long typing must pause before the appraisal is saved (one request per pause, not per keystroke). */
export const SAVE_DELAY_MS = 800
export const MAX_SCENARIOS = 3

export type SaveState =
  { status: 'idle' } | { status: 'pending' } | { status: 'saved' } | { status: 'error'; message: string }

/** The appraisal saved with the estimate (GET /api/estimates/:id carries it), or null. */
export function savedAppraisalOf(estimate: EstimateResponse): SavedAppraisal | null {
  return estimate.appraisal ?? null
}

/**
 * Saves what was typed a moment after the last change (one request per pause, not per keystroke), and at once when
 * the page goes; the estimate's cached answer takes the saved input, so a revisit opens it.
 */
function useDebouncedSave(estimateId: string, isSaved: boolean) {
  const queryClient = useQueryClient()
  const [save, setSave] = useState<SaveState>({ status: isSaved ? 'saved' : 'idle' })
  const pending = useRef<AppraisalInput | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const flush = useCallback(async () => {
    const body = pending.current
    pending.current = null
    if (!body) return
    try {
      const saved = await saveAppraisal(estimateId, body)
      queryClient.setQueryData<{ estimate: EstimateResponse }>(['/api/estimates', estimateId], (old) =>
        old ? { estimate: { ...old.estimate, appraisal: saved.appraisal } } : old,
      )
      if (!pending.current) setSave({ status: 'saved' })
    } catch (error) {
      const forbidden = isApiError(error) && (error.status === 403 || error.status === 404)
      setSave({
        status: 'error',
        message: forbidden
          ? 'Not saved: only the browser that made this estimate, or the account it is saved to, can save an appraisal on it. The figures still work here.'
          : describeApiError(error, 'Not saved: we could not reach the server. Your figures are kept on this page.'),
      })
    }
  }, [estimateId, queryClient])
  const queueSave = useCallback(
    (body: AppraisalInput) => {
      pending.current = body
      setSave({ status: 'pending' })
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS)
    },
    [flush],
  )
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      void flush()
    },
    [flush],
  )
  return { save, queueSave }
}

/** The named scenarios kept for the estimate in this browser. */
function useScenarios(estimateId: string) {
  const [scenarios, setState] = useState<AppraisalScenario[]>(() => loadScenarios(estimateId))
  const setScenarios = useCallback(
    (next: AppraisalScenario[]) => {
      setState(next)
      storeScenarios(estimateId, next)
    },
    [estimateId],
  )
  return [scenarios, setScenarios] as const
}

/**
 * The appraisal's state on a result: what was typed, the figures (computed here, with the shared module, on every
 * change) and the named scenarios (kept in this browser); what was typed is saved with the estimate a moment after
 * each change (PUT /api/estimates/:id/appraisal), so it survives a reload and a revisit.
 */
export function useAppraisal(estimate: EstimateResponse) {
  const context = useMemo(() => appraisalContextOf(estimate), [estimate])
  const saved = savedAppraisalOf(estimate)
  const [input, setInputState] = useState<AppraisalInput>(
    () => saved?.input ?? { strategy: suggestedStrategy(estimate.projectType) },
  )
  const [scenarios, setScenarios] = useScenarios(estimate.id)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [version, setVersion] = useState(0)
  const { save, queueSave } = useDebouncedSave(estimate.id, saved !== null)
  const result = useMemo(() => appraise(input, context), [input, context])

  const setInput = useCallback(
    (next: AppraisalInput) => {
      setInputState(next)
      queueSave(next)
    },
    [queueSave],
  )

  const setField = useCallback(
    (key: string, value: number | undefined) => {
      const kind = FIELDS.find((f) => f.key === key)?.kind ?? 'money'
      const candidate = withValue(input, key, Number.isNaN(value) ? Number.NaN : value)
      const error = fieldError(candidate, key, kind)
      setErrors(({ [key]: _, ...rest }) => (error ? { ...rest, [key]: error } : rest))
      if (!error) setInput(candidate)
    },
    [input, setInput],
  )

  const addScenario = useCallback(
    (name: string) => {
      if (scenarios.length >= MAX_SCENARIOS) return
      const next = [...scenarios, { name: name.trim() || `Scenario ${scenarios.length + 1}`, input }]
      setScenarios(next)
    },
    [input, scenarios, setScenarios],
  )
  const removeScenario = useCallback(
    (index: number) => {
      setScenarios(scenarios.filter((_, i) => i !== index))
    },
    [scenarios, setScenarios],
  )
  const openScenario = useCallback(
    (index: number) => {
      const scenario = scenarios[index]
      if (!scenario) return
      setErrors({})
      setVersion((v) => v + 1)
      setInput(scenario.input)
    },
    [scenarios, setInput],
  )

  return {
    context,
    input,
    result,
    errors,
    version,
    save,
    scenarios,
    setInput,
    setField,
    addScenario,
    removeScenario,
    openScenario,
  }
}
export type AppraisalState = ReturnType<typeof useAppraisal>
