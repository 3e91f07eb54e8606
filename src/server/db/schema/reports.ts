import { customType, index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core'
import { createdAtColumn, idColumn, timestampTz } from './columns'
import { estimates } from './estimates'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
})

export const pdfReports = pgTable(
  'pdf_reports',
  {
    id: idColumn(),
    /** Public id: readable prefix + ≥96 random bits, e.g. QSR-2K7F…; unguessable. */
    reportId: varchar('report_id', { length: 64 }).notNull().unique(),
    estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    /** One report per payment: verifying a payment twice finds this row. */
    paymentIntentId: text('payment_intent_id').unique(),
    clientEmail: varchar('client_email', { length: 255 }),
    /** The name the buyer gave at payment, printed as "Prepared for" (null: the account's name, else the email). */
    clientName: varchar('client_name', { length: 100 }),
    propertyAddress: text('property_address'),
    /** The estimate's likely figure excluding VAT, pence. */
    totalExVatPence: integer('total_ex_vat_pence').notNull(),
    totalCostIncVatPence: integer('total_cost_inc_vat_pence').notNull(),
    /** pending → ready | failed. The PDF renders off the request thread. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /**
     * While set, a process holds this report (rendering it, then emailing it) since then; cleared when it lets go.
     * A hold older than REPORT_LEASE_MS (its process died) is taken over by the render-report job or a visit.
     */
    renderStartedAt: timestampTz('render_started_at'),
    pdfData: bytea('pdf_data'),
    reportMetadata: jsonb('report_metadata'),
    generatedAt: timestampTz('generated_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    lastAccessedAt: timestampTz('last_accessed_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('pdf_reports_expires_at_idx').on(t.expiresAt)],
)
