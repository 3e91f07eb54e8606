import { z } from 'zod'

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    HOST: z.string().default('0.0.0.0'),
    /** Public origin used in emailed links. */
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('UK Renovation Estimator <reports@renovation-estimator.local>'),
    SUPPORT_EMAIL: z.string().email().default('support@renovation-estimator.local'),
    /** The seller printed on VAT receipts and invoices (docs/decisions/028-paperwork.md); never invented when unset. */
    SUPPLIER_NAME: z.string().max(200).optional(),
    /** The seller's postal address, its lines separated by commas. */
    SUPPLIER_ADDRESS: z.string().max(500).optional(),
    /** The seller's UK VAT registration number: GB and 9 digits (or 12 for a branch), spaces allowed. */
    SUPPLIER_VAT_NUMBER: z
      .string()
      .regex(/^GB ?\d{3} ?\d{4} ?\d{2}( ?\d{3})?$/, 'SUPPLIER_VAT_NUMBER must look like GB123456789')
      .optional(),
    /**
     * Tests only, refused unless NODE_ENV=test: a paid report whose property address contains this text fails the
     * consistency gate (held), for the end-to-end test of a held report (features/reports/report-gate.ts).
     */
    REPORT_GATE_TEST_HOLD: z.string().min(8).optional(),
    /** Secret for signing report access links; generated per data dir when unset. */
    LINK_SIGNING_SECRET: z.string().min(32).optional(),
    /** Secret that signs session cookies and account tokens; generated once and kept in the database when unset. */
    AUTH_SECRET: z.string().min(32).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** Point the Stripe SDK elsewhere (tests use a local fake Stripe API). */
    STRIPE_API_BASE: z.string().url().optional(),
    LLM_BASE_URL: z.string().url().optional(),
    LLM_API_KEY: z.string().optional(),
    LLM_MODEL: z.string().optional(),
    /** Run background jobs (pg-boss) in this process. */
    JOBS_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    /** Rate limits and mail caps (docs/decisions/007-rate-limits.md); `off` only for benchmarks and trusted load tests. */
    RATE_LIMITS: z.enum(['on', 'off']).default('on'),
    /**
     * Proxies whose X-Forwarded-For is believed: a comma list of addresses/CIDRs, or a hop count. Unset trusts none,
     * since a client could otherwise name any address and escape every limit.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v) =>
        v === undefined
          ? false
          : /^\d+$/.test(v)
            ? Number(v)
            : v
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
      ),
    /** Rate-limit counters in Redis; unset keeps them in the app's database. */
    REDIS_URL: z.string().url().optional(),
  })
  .refine((env) => env.NODE_ENV === 'test' || env.REPORT_GATE_TEST_HOLD === undefined, {
    message: 'only for tests (NODE_ENV=test)',
    path: ['REPORT_GATE_TEST_HOLD'],
  })
export type Env = z.infer<typeof EnvSchema>

/** The only reader of process.env. Reports every bad variable at once. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** The origin used in emailed links. */
export const publicUrlOf = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>) => env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
