import { and, desc, eq, isNotNull, notExists, sql } from 'drizzle-orm'
import { PAYMENT_RECORD_RETENTION_DAYS, UNFULFILLED_PAYMENT_EMAIL_RETENTION_DAYS } from '../../../shared/retention'
import type { Db } from '../../db/client'
import { deleteOlderThan, findRow, insertRow, olderThan, updateRows } from '../../db/rows'
import { payments, pdfReports } from '../../db/schema/index'

export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert

/** The `payments` table: one row per report PaymentIntent, keyed by the provider's id. */
export function createPaymentsRepository(db: Db) {
  return {
    insert: (row: NewPaymentRow): Promise<PaymentRow> => insertRow(db, payments, row),
    /** Inserts unless a row with this provider id exists; returns the stored row either way. */
    async insertIfMissing(row: NewPaymentRow): Promise<PaymentRow> {
      await db.insert(payments).values(row).onConflictDoNothing({ target: payments.providerPaymentId })
      const [found] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerPaymentId, row.providerPaymentId))
        .limit(1)
      return found!
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
    async update(
      id: string,
      patch: Partial<Pick<PaymentRow, 'status' | 'failureMessage' | 'reportId' | 'email' | 'metadata'>>,
    ): Promise<void> {
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
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
