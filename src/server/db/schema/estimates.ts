import {
  boolean,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'

/** A user's renovation project: its budget and progress, and the estimates filed under it (decision 015). */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    propertyAddress: text('property_address'),
    status: varchar('status', { length: 32 }).notNull().default('planning'),
    totalBudgetPence: integer('total_budget_pence'),
    spentAmountPence: integer('spent_amount_pence').notNull().default(0),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_user_id_idx').on(t.userId)],
)

export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    /** The project type key (`projectType` in the API; the dashboard's `roomType`, docs/product/data.md#transient-shapes). */
    projectType: varchar('project_type', { length: 64 }).notNull(),
    // numeric(7,2), not the spec's (6,2): the professional form allows up to 10,000 m² (docs/decisions/003).
    sizeSqm: numeric('size_sqm', { precision: 7, scale: 2 }).notNull(),
    condition: varchar('condition', { length: 16 }),
    scope: varchar('scope', { length: 16 }),
    finishQuality: varchar('finish_quality', { length: 16 }),
    region: varchar('region', { length: 32 }).notNull(),
    propertyAddress: text('property_address'),
    description: text('description'),
    email: varchar('email', { length: 255 }),
    /** The likely figure excluding VAT, pence (`totalCostExcludingVAT` in the API). */
    totalExVatPence: integer('total_ex_vat_pence').notNull(),
    totalCostIncVatPence: integer('total_cost_inc_vat_pence').notNull(),
    vatRatePercent: integer('vat_rate_percent').notNull(),
    /**
     * The cost plan (CostPlan) as JSON, once the estimate is kept for long (saved to an account, or a report issued)
     * and on rows made before 0009. Otherwise null: the plan is priced again from `engineInput` on read, by the same
     * engine and rate table (docs/decisions/019-estimates-at-request-speed.md).
     */
    costBreakdown: json('cost_breakdown'),
    /** What the engine priced (its CostInput, with the price date): a few hundred bytes against the plan's ~10 kB. */
    engineInput: json('engine_input'),
    /** The engine and rate table that priced it (CostPlan.engineVersion / rateTableVersion). */
    engineVersion: varchar('engine_version', { length: 64 }),
    rateTableVersion: varchar('rate_table_version', { length: 64 }),
    timelineWeeks: integer('timeline_weeks').notNull(),
    confidenceScore: numeric('confidence_score', { precision: 3, scale: 2 }).notNull(),
    /** Smart answers, analysis and what they changed. */
    aiInsights: json('ai_insights'),
    isProfessional: boolean('is_professional').notNull().default(false),
    /**
     * When the daily purge deletes the row: 30 days after creation for a free estimate; a bought report's expiry once
     * one is issued (it goes with the report); null while it is saved to an account (docs/decisions/008-retention.md).
     */
    retainUntil: timestamp('retain_until', { withTimezone: true }),
    /**
     * When the estimate was saved to its owner's account (made signed in, or claimed): the free plan's monthly
     * allowance counts these (docs/decisions/015-projects-and-ownership.md). Null for anonymous estimates.
     */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /**
     * The investor appraisal saved with the estimate (decision 029): `StoredAppraisal`, what the buyer typed and when.
     * Its figures are computed on read by the shared module (src/shared/appraisal), never stored.
     */
    appraisal: jsonb('appraisal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('estimates_retain_until_idx').on(t.retainUntil), index('estimates_user_id_idx').on(t.userId)],
)

export const aiAnalyses = pgTable('ai_analyses', {
  id: uuid('id').primaryKey().defaultRandom(),
  estimateId: uuid('estimate_id').references(() => estimates.id, { onDelete: 'cascade' }),
  analysisType: varchar('analysis_type', { length: 50 }).notNull(),
  inputData: jsonb('input_data'),
  aiResponse: jsonb('ai_response'),
  confidenceScore: numeric('confidence_score', { precision: 3, scale: 2 }),
  processingTimeMs: integer('processing_time_ms'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
