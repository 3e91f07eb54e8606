import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import { estimates } from './estimates'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
})

export const pdfReports = pgTable(
  'pdf_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public id: readable prefix + ≥96 random bits, e.g. QSR-2K7F…; unguessable. */
    reportId: varchar('report_id', { length: 64 }).notNull().unique(),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    /** One report per payment: verifying a payment twice finds this row. */
    paymentIntentId: text('payment_intent_id').unique(),
    clientEmail: varchar('client_email', { length: 255 }),
    propertyAddress: text('property_address'),
    totalCostPence: integer('total_cost_pence').notNull(),
    totalCostIncVatPence: integer('total_cost_inc_vat_pence').notNull(),
    /** pending → ready | failed. The PDF renders off the request thread. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /**
     * While set, a process holds this report (rendering it, then emailing it) since then; cleared when it lets go.
     * A hold older than REPORT_LEASE_MS (its process died) is taken over by the render-report job or a visit.
     */
    renderStartedAt: timestamp('render_started_at', { withTimezone: true }),
    pdfData: bytea('pdf_data'),
    reportMetadata: jsonb('report_metadata'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pdf_reports_expires_at_idx').on(t.expiresAt)],
)
