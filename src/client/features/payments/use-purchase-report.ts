import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { CreatePaymentIntentResponse } from '../../../shared/schemas/payments'
import { toast } from '../../components/ui/use-toast'
import { describeApiError, isApiError, type FieldError } from '../../lib/api-client'
import {
  confirmTestPayment,
  createPaymentIntent,
  verifyPaymentAndGenerateReport,
  type TestCardDetails,
} from './payments-api'
import { downloadReport, openReportInNewTab } from './report-file-actions'

export type PurchasePhase = 'closed' | 'creating' | 'ready' | 'paying' | 'verifying'

/** SPEC §9: the download starts 1 second after the view opens. */
export const DOWNLOAD_DELAY_MS = 1000

export const SETUP_ERROR = {
  title: 'Payment Setup Error',
  description: 'Failed to initialize payment. Please refresh and try again.',
}
export const NOT_READY_MESSAGE = 'Payment system not ready. Please wait a moment and try again.'
export const GENERIC_PAYMENT_FAILURE = 'Payment processing failed. Please try again.'

interface PurchaseState {
  phase: PurchasePhase
  intent: CreatePaymentIntentResponse | null
  /** The provider's message for the last failed attempt, shown in the modal (and as a toast). */
  paymentError: string | null
  /** Card fields the server rejected (TEST MODE), by field name. */
  fieldErrors: FieldError[]
  /** Set when the payment went through but the report failed: the modal offers to retry the report only. */
  paidIntentId: string | null
}

const CLOSED: PurchaseState = { phase: 'closed', intent: null, paymentError: null, fieldErrors: [], paidIntentId: null }

/**
 * The £6.99 report purchase (SPEC §4 'Payment flow'): creates the payment intent, confirms the card (Stripe or
 * TEST MODE), verifies the payment and produces the report, then opens it, downloads it a second later and
 * goes to the payment success page. Every SPEC §8 payment error is shown here.
 */
export function usePurchaseReport(estimateId: string | null | undefined, options: { email?: string } = {}) {
  const navigate = useNavigate()
  const [state, setState] = useState<PurchaseState>(CLOSED)
  // Each start() gets a number: answers for an attempt the user cancelled are dropped.
  const attempt = useRef(0)
  const email = options.email?.trim() || undefined

  const start = useCallback(async () => {
    if (!estimateId) {
      toast({ variant: 'destructive', title: 'Error', description: 'Please generate an estimate first.' })
      return
    }
    const mine = ++attempt.current
    setState({ ...CLOSED, phase: 'creating' })
    try {
      const intent = await createPaymentIntent(estimateId, email)
      if (attempt.current !== mine) return
      if (!intent?.clientSecret) throw new Error('No client secret')
      setState({ ...CLOSED, phase: 'ready', intent })
    } catch {
      if (attempt.current !== mine) return
      setState(CLOSED)
      toast({ variant: 'destructive', ...SETUP_ERROR })
    }
  }, [estimateId, email])

  /** Cancel closes the modal and forgets the client secret. */
  const cancel = useCallback(() => {
    attempt.current++
    setState(CLOSED)
  }, [])

  const failPayment = useCallback((message: string | undefined, fieldErrors: FieldError[] = []) => {
    const text = message || GENERIC_PAYMENT_FAILURE
    setState((s) => ({ ...s, phase: 'ready', paymentError: text, fieldErrors }))
    toast({ variant: 'destructive', title: 'Payment failed', description: text })
  }, [])

  const notReady = useCallback(() => {
    toast({ variant: 'destructive', title: 'Payment Error', description: NOT_READY_MESSAGE })
  }, [])

  /** The payment succeeded with the provider: verify it on the server and produce the report. */
  const completePayment = useCallback(
    async (paymentIntentId: string) => {
      if (!estimateId) return
      const mine = attempt.current
      setState((s) => ({
        ...s,
        phase: 'verifying',
        paymentError: null,
        fieldErrors: [],
        paidIntentId: paymentIntentId,
      }))
      try {
        const result = await verifyPaymentAndGenerateReport(paymentIntentId, estimateId, email)
        if (attempt.current !== mine) return
        if (!result?.success || !result.reportId) throw new Error('Unknown error')
        const { reportId } = result
        attempt.current++
        setState(CLOSED)
        openReportInNewTab(reportId)
        setTimeout(() => downloadReport(reportId), DOWNLOAD_DELAY_MS)
        navigate(`/payment-success/${encodeURIComponent(reportId)}`)
      } catch (error) {
        if (attempt.current !== mine) return
        const reason = isApiError(error) ? describeApiError(error, 'Unknown error') : 'Unknown error'
        const text = `Payment successful but report generation failed: ${reason}`
        setState((s) => ({ ...s, phase: 'ready', paymentError: text }))
        toast({ variant: 'destructive', title: 'Report generation failed', description: text })
      }
    },
    [estimateId, email, navigate],
  )

  /** TEST MODE: confirm with a Stripe test card through the server. */
  const payWithTestCard = useCallback(
    async (card: TestCardDetails) => {
      const intent = state.intent
      if (!intent || state.phase !== 'ready') {
        notReady()
        return
      }
      const mine = attempt.current
      setState((s) => ({ ...s, phase: 'paying', paymentError: null, fieldErrors: [] }))
      try {
        const result = await confirmTestPayment(intent.clientSecret, card)
        if (attempt.current !== mine) return
        await completePayment(result.paymentIntentId)
      } catch (error) {
        if (attempt.current !== mine) return
        failPayment(isApiError(error) ? error.problem?.detail : undefined, isApiError(error) ? error.fieldErrors : [])
      }
    },
    [state.intent, state.phase, completePayment, failPayment, notReady],
  )

  const setPaying = useCallback(
    () => setState((s) => ({ ...s, phase: 'paying', paymentError: null, fieldErrors: [] })),
    [],
  )

  return {
    isOpen: state.phase !== 'closed',
    ...state,
    start,
    cancel,
    payWithTestCard,
    /** Stripe: call before confirmPayment. */
    setPaying,
    completePayment,
    failPayment,
    notReady,
  }
}
export type PurchaseReport = ReturnType<typeof usePurchaseReport>
