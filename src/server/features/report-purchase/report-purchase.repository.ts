import { and, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm'
import { PAYMENT_RECORD_RETENTION_DAYS, UNFULFILLED_PAYMENT_EMAIL_RETENTION_DAYS } from '#shared/retention'
import { isUniqueViolation, type Db } from '#server/db/client'
import { deleteOlderThan, findRow, insertRow, listRows, olderThan, updateRows } from '#server/db/rows'
import { payments, pdfReports } from '#server/db/schema/index'

export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert

/**
 * The statuses that hold an estimate: at most one payment per estimate is in one of them, which the unique index
 * `payments_one_paid_per_estimate` enforces (docs/decisions/022-one-charge-per-estimate.md). A second payment that
 * succeeded anyway (Stripe) is recorded `duplicate`, then `refunded` once its refund exists.
 */
const HOLDING_STATUSES = ['succeeded', 'processing'] as const
/** Stripe's statuses of a PaymentIntent that can still be paid. */
const OPEN_STATUSES = ['requires_payment_method', 'requires_confirmation', 'requires_action']
const ONE_PAID_PER_ESTIMATE = 'payments_one_paid_per_estimate'
const isHolding = (status: string) => (HOLDING_STATUSES as readonly string[]).includes(status)

/** The `payments` table: one row per report PaymentIntent, keyed by the provider's id. */
export function createReportPurchaseRepository(db: Db) {
  return {
    insert: (row: NewPaymentRow): Promise<PaymentRow> => insertRow(db, payments, row),
    /**
     * Inserts unless a row with this provider id exists; returns the stored row either way. Undefined when the row
     * would be a second paid or processing payment for its estimate (HOLDING_STATUSES): nothing is stored then.
     */
    async insertIfMissing(row: NewPaymentRow): Promise<PaymentRow | undefined> {
      // No conflict target: the provider id and the one-paid-payment-per-estimate index both make it a no-op.
      await db.insert(payments).values(row).onConflictDoNothing()
      return findRow(db, payments, eq(payments.providerPaymentId, row.providerPaymentId))
    },
    async findByProviderPaymentId(id: string): Promise<PaymentRow | undefined> {
      return findRow(db, payments, eq(payments.providerPaymentId, id))
    },
    /**
     * The succeeded payment for an estimate (its report is bought; `reportId` is set once the report row exists),
     * or undefined. One estimate is sold once, so there is at most one in practice; the newest wins.
     */
    async findSucceededForEstimate(estimateId: string): Promise<PaymentRow | undefined> {
      return findRow(
        db,
        payments,
        and(eq(payments.estimateId, estimateId), eq(payments.status, 'succeeded')),
        desc(payments.createdAt),
      )
    },
    /** The estimate's paid or processing payment (HOLDING_STATUSES), if any: a new payment for it is refused. */
    async findHoldingForEstimate(estimateId: string): Promise<PaymentRow | undefined> {
      return findRow(db, payments, and(eq(payments.estimateId, estimateId), inArray(payments.status, HOLDING_STATUSES)))
    },
    /** The estimate's other payments still waiting for a card (they could yet be charged): to cancel them. */
    async listOpenForEstimate(estimateId: string, except: string): Promise<PaymentRow[]> {
      const open = and(
        eq(payments.estimateId, estimateId),
        inArray(payments.status, OPEN_STATUSES),
        sql`${payments.providerPaymentId} <> ${except}`,
      )
      return listRows(db, payments, open)
    },
    /**
     * Records the provider's status for a payment. Answers false, changing nothing, when that status would make it
     * a second paid or processing payment for its estimate: the unique index decides, so of two payments recorded
     * at once, on any instance and under READ COMMITTED, exactly one wins.
     */
    /** Records the name the buyer gave for the report's cover. */
    async recordBuyerName(providerPaymentId: string, name: string): Promise<void> {
      await db.update(payments).set({ buyerName: name }).where(eq(payments.providerPaymentId, providerPaymentId))
    },
    async recordStatus(id: string, patch: { status: string; failureMessage: string | null }): Promise<boolean> {
      try {
        await updateRows(db, payments, patch, eq(payments.providerPaymentId, id))
        return true
      } catch (err) {
        if (isHolding(patch.status) && isUniqueViolation(err, ONE_PAID_PER_ESTIMATE)) return false
        throw err
      }
    },
    /** Points a payment at its report (idempotent: a no-op once it does). */
    async linkReport(id: string, reportId: string): Promise<void> {
      const unlinked = sql`${payments.reportId} is distinct from ${reportId}`
      await updateRows(db, payments, { reportId }, and(eq(payments.providerPaymentId, id), unlinked))
    },
    /**
     * Records a payment that succeeded for an estimate another payment holds: `duplicate` (a refund is owed) until
     * `refund` is given, then `refunded`, keeping the refund's id in its metadata.
     */
    async markDuplicate(id: string, refund?: { refundId: string }): Promise<void> {
      const patch = refund
        ? {
            status: 'refunded',
            metadata: sql`coalesce(${payments.metadata}, '{}'::jsonb) || ${JSON.stringify({ refund })}::jsonb`,
          }
        : { status: 'duplicate' }
      await updateRows(db, payments, patch, eq(payments.providerPaymentId, id))
    },
    /**
     * Purgeable: forgets the buyer's email once no report exists for the payment (its report was purged, or
     * there never was one and 30 days passed), and deletes the financial record after 7 years. Returns the
     * rows changed or deleted.
     */
    async deleteExpired(now: Date): Promise<number> {
      const deletedCount = await deleteOlderThan(db, payments, now, PAYMENT_RECORD_RETENTION_DAYS)
      const forgotten = await db
        .update(payments)
        .set({ email: null, updatedAt: now })
        .where(
          and(
            isNotNull(payments.email),
            olderThan(payments.createdAt, now, UNFULFILLED_PAYMENT_EMAIL_RETENTION_DAYS),
            notExists(
              db
                .select({ one: sql`1` })
                .from(pdfReports)
                .where(eq(pdfReports.paymentIntentId, payments.providerPaymentId)),
            ),
          ),
        )
        .returning({ id: payments.id })
      return forgotten.length + deletedCount
    },
  }
}
export type ReportPurchaseRepository = ReturnType<typeof createReportPurchaseRepository>
