import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ReportNameSchema, type CreatePaymentIntentResponse } from '#shared/schemas/report-purchase'
import { toast } from '#client/components/ui/use-toast'
import type { FieldError } from '#shared/problem'
import { describeApiError, isApiError } from '#client/lib/api-client'
import {
  confirmTestPayment,
  GENERIC_PAYMENT_FAILURE,
  NOT_READY_MESSAGE,
  type TestCardDetails,
} from '#client/components/payments/card-payment'
import { createPaymentIntent, verifyPaymentAndGenerateReport } from './report-purchase-api'
import { downloadReport, openReportInNewTab } from './report-file-actions'

/** `email`: the modal first asks where to send the report (the estimate has no email on file). */
export type PurchasePhase = 'closed' | 'email' | 'creating' | 'ready' | 'paying' | 'verifying'

/** What the success page may say about the email: only what verify reported (router state, kept on reload). */
export interface PurchaseSuccessState {
  emailed: boolean
  email?: string
}

/** The estimate queries to refresh once a report is bought, so the estimate page offers the report, not a sale. */
const estimateKey = (estimateId: string) => ['/api/estimates', estimateId] as const

/** docs/product/constants.md: the download starts 1 second after the view opens. */
export const DOWNLOAD_DELAY_MS = 1000

export const SETUP_ERROR = {
  title: 'Payment Setup Error',
  description: 'Failed to initialize payment. Please refresh and try again.',
}
const ALREADY_BOUGHT = 'The professional report for this estimate has already been bought.'
/** Card fields the TEST MODE form shows server messages under. */
const CARD_FIELDS = new Set(['cardNumber', 'expMonth', 'expYear', 'cvc'])

interface PurchaseState {
  phase: PurchasePhase
  intent: CreatePaymentIntentResponse | null
  /** The provider's message for the last failed attempt, shown in the modal's alert (docs/product/errors.md 'alert/toast'). */
  paymentError: string | null
  /** Card fields the server rejected (TEST MODE), by field name. */
  fieldErrors: FieldError[]
  /** Set when the payment went through but the report failed: the modal offers to retry the report only. */
  paidIntentId: string | null
  /** The address typed in the modal (when asked), sent with the purchase. */
  email: string | null
  /** The optional name for the report's cover ("Prepared for"), as typed beside the card. */
  name: string
  /** Why the name cannot be used (too long, unsupported characters), shown under its field. */
  nameError: string | null
}

const CLOSED: PurchaseState = {
  phase: 'closed',
  intent: null,
  paymentError: null,
  fieldErrors: [],
  paidIntentId: null,
  email: null,
  name: '',
  nameError: null,
}

/**
 * The £6.99 report purchase (docs/product/flows.md 'Payment flow'): creates the payment intent, confirms the card (Stripe or
 * TEST MODE), verifies the payment and produces the report, then opens it, downloads it a second later and
 * goes to the payment success page. Every docs/product/errors.md payment error is shown here.
 */
// eslint-disable-next-line max-lines-per-function -- the purchase state machine: intent, confirm and verify share state and error handling
export function usePurchaseReport(
  estimateId: string | null | undefined,
  options: { email?: string; askEmail?: boolean } = {},
) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [state, setState] = useState<PurchaseState>(CLOSED)
  // Each start() gets a number: answers for an attempt the user cancelled are dropped.
  const attempt = useRef(0)
  const givenEmail = options.email?.trim() || undefined
  const askEmail = Boolean(options.askEmail) && !givenEmail
  // The address the report goes to: the page's, or the one typed in the modal.
  const email = givenEmail ?? state.email ?? undefined

  const createIntent = useCallback(
    async (id: string, to: string | undefined) => {
      const mine = ++attempt.current
      setState({ ...CLOSED, phase: 'creating', email: to ?? null })
      try {
        const intent = await createPaymentIntent(id, to)
        if (attempt.current !== mine) return
        if (!intent?.clientSecret) throw new Error('No client secret')
        setState({ ...CLOSED, phase: 'ready', intent, email: to ?? null })
      } catch (error) {
        if (attempt.current !== mine) return
        setState(CLOSED)
        if (isApiError(error) && error.status === 409) {
          // Already bought (another tab, or before): show the report instead of selling it again.
          toast({ title: 'Report already bought', description: error.problem?.detail ?? ALREADY_BOUGHT })
          void queryClient.invalidateQueries({ queryKey: estimateKey(id) })
          return
        }
        toast({ variant: 'destructive', ...SETUP_ERROR })
      }
    },
    [queryClient],
  )

  const start = useCallback(async () => {
    if (!estimateId) {
      toast({ variant: 'destructive', title: 'Error', description: 'Please generate an estimate first.' })
      return
    }
    if (askEmail) {
      // docs/product/decisions.md: the receipt and the 24-hour link go to this address, so it is asked before the payment exists.
      attempt.current++
      setState({ ...CLOSED, phase: 'email' })
      return
    }
    await createIntent(estimateId, givenEmail)
  }, [estimateId, askEmail, givenEmail, createIntent])

  /** The email step's Continue: the address travels with the purchase (payment row, receipt, report email). */
  const submitEmail = useCallback(
    async (address: string) => {
      if (!estimateId) return
      await createIntent(estimateId, address)
    },
    [estimateId, createIntent],
  )

  /** Cancel closes the modal and forgets the client secret. */
  const cancel = useCallback(() => {
    attempt.current++
    setState(CLOSED)
  }, [])

  const failPayment = useCallback((message: string | undefined, fieldErrors: FieldError[] = []) => {
    if (fieldErrors.some((e) => CARD_FIELDS.has(e.path))) {
      // The card form shows each message under its field: said once, where it is fixed.
      setState((s) => ({ ...s, phase: 'ready', paymentError: null, fieldErrors }))
      return
    }
    // Said once, in the modal's alert beside Cancel: a toast on top of it only repeated it, and on a phone it
    // covered the modal's buttons.
    const text = message || GENERIC_PAYMENT_FAILURE
    setState((s) => ({ ...s, phase: 'ready', paymentError: text, fieldErrors }))
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
        const name = ReportNameSchema.safeParse(state.name).data
        const result = await verifyPaymentAndGenerateReport(paymentIntentId, estimateId, email, name)
        if (attempt.current !== mine) return
        if (!result?.success || !result.reportId) throw new Error('Unknown error')
        const { reportId } = result
        attempt.current++
        setState(CLOSED)
        void queryClient.invalidateQueries({ queryKey: estimateKey(estimateId) })
        openReportInNewTab(reportId)
        setTimeout(() => downloadReport(reportId), DOWNLOAD_DELAY_MS)
        const to = email ?? result.emailTo ?? undefined
        const success: PurchaseSuccessState = { emailed: result.emailed === true, ...(to ? { email: to } : {}) }
        navigate(`/payment-success/${encodeURIComponent(reportId)}`, { state: success })
      } catch (error) {
        if (attempt.current !== mine) return
        const reason = isApiError(error) ? describeApiError(error, 'Unknown error') : 'Unknown error'
        const text = `Payment successful but report generation failed: ${reason}`
        setState((s) => ({ ...s, phase: 'ready', paymentError: text }))
      }
    },
    [estimateId, email, state.name, navigate, queryClient],
  )

  const setName = useCallback((name: string) => setState((s) => ({ ...s, name, nameError: null })), [])

  /** Checks the name before any card is charged (the server refuses the same names); false shows why. */
  const checkName = useCallback((): boolean => {
    const parsed = ReportNameSchema.safeParse(state.name)
    if (parsed.success) return true
    setState((s) => ({ ...s, nameError: parsed.error.issues[0]?.message ?? 'Check the name' }))
    return false
  }, [state.name])

  /** TEST MODE: confirm with a Stripe test card through the server. */
  const payWithTestCard = useCallback(
    async (card: TestCardDetails) => {
      const intent = state.intent
      if (!intent || state.phase !== 'ready') {
        notReady()
        return
      }
      if (!checkName()) return
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
    [state.intent, state.phase, checkName, completePayment, failPayment, notReady],
  )

  const setPaying = useCallback(
    () => setState((s) => ({ ...s, phase: 'paying', paymentError: null, fieldErrors: [] })),
    [],
  )

  return {
    isOpen: state.phase !== 'closed',
    ...state,
    askEmail,
    start,
    submitEmail,
    setName,
    checkName,
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
