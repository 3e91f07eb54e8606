import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { payments } from '../../db/schema/index.js'

export type PaymentRow = typeof payments.$inferSelect
export type NewPaymentRow = typeof payments.$inferInsert

/** The `payments` table: one row per report PaymentIntent, keyed by the provider's id. */
export function createPaymentsRepository(db: Db) {
  return {
    async insert(row: NewPaymentRow): Promise<PaymentRow> {
      const [created] = await db.insert(payments).values(row).returning()
      return created!
    },
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
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, id)).limit(1)
      return row
    },
    async update(
      id: string,
      patch: Partial<Pick<PaymentRow, 'status' | 'failureMessage' | 'reportId' | 'email' | 'metadata'>>,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(payments.providerPaymentId, id))
    },
  }
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
