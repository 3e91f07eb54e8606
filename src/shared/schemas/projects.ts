import { z } from 'zod'
import { UUID_PATTERN } from '../uuid'
import { oneOf } from './fields'
import { text } from './text'

/** docs/product/flows.md names planning and in_progress; the projects page adds on_hold and completed (docs/decisions/015-projects-and-ownership.md). */
export const PROJECT_STATUSES = ['planning', 'in_progress', 'on_hold', 'completed'] as const

/** £10 million: beyond any one renovation, and well inside a pence integer column. */
export const MAX_PROJECT_MONEY_POUNDS = 10_000_000

const isWholePence = (pounds: number) => Math.abs(Math.round(pounds * 100) - pounds * 100) < 1e-6

/** Money in pounds (JSON), at most 2 decimals, 0 to £10m. A numeric string from a form is accepted. */
const pounds = (label: string) =>
  z.coerce
    .number({ message: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .pipe(
      z
        .number()
        .min(0, `${label} can't be negative`)
        .max(MAX_PROJECT_MONEY_POUNDS, `${label} must be at most £10,000,000`)
        .refine(isWholePence, `${label} can have at most 2 decimal places (pence)`),
    )

const name = text({ message: 'Project name is required' })
  .trim()
  .min(1, 'Project name is required')
  .max(120, 'Project name must be at most 120 characters')
const propertyAddress = text().trim().max(300, 'Property address must be at most 300 characters')

/** Blank form fields mean "not given". */
const blankAsUndefined = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? undefined : v)
const blankAsNull = (v: unknown) => (v === '' || (typeof v === 'string' && v.trim() === '') ? null : v)

/** POST /api/projects (docs/product/contracts.md contract). */
export const CreateProjectRequestSchema = z.object({
  name,
  propertyAddress: z.preprocess(blankAsUndefined, propertyAddress.optional()),
  totalBudget: z.preprocess(blankAsUndefined, pounds('Total budget').optional()),
})
export type CreateProjectRequest = z.infer<typeof CreateProjectRequestSchema>
export type CreateProjectRequestInput = z.input<typeof CreateProjectRequestSchema>

/** PATCH /api/projects/:id: any of these; a blank address or budget clears it. */
export const UpdateProjectRequestSchema = z
  .object({
    name: name.optional(),
    propertyAddress: z.preprocess(blankAsNull, propertyAddress.nullable().optional()),
    totalBudget: z.preprocess(blankAsNull, pounds('Total budget').nullable().optional()),
    status: oneOf(PROJECT_STATUSES, 'Status').optional(),
    spentAmount: pounds('Spent amount').optional(),
    completionPercentage: z.coerce
      .number({ message: 'Completion must be a number' })
      .pipe(
        z
          .number()
          .int('Completion must be a whole number')
          .min(0, 'Completion must be between 0 and 100')
          .max(100, 'Completion must be between 0 and 100'),
      )
      .optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Send at least one field to change',
  })
export type UpdateProjectRequest = z.infer<typeof UpdateProjectRequestSchema>

export const ProjectSchema = z.object({
  id: z.string().regex(UUID_PATTERN),
  name: z.string(),
  propertyAddress: z.string().nullable(),
  status: z.string(),
  /** Pounds with 2 decimals; null when no budget was given. */
  totalBudget: z.number().nullable(),
  spentAmount: z.number(),
  completionPercentage: z.number(),
  estimatesCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Project = z.infer<typeof ProjectSchema>
export const ProjectEnvelopeSchema = z.object({ project: ProjectSchema })
export const ProjectListSchema = z.object({ projects: z.array(ProjectSchema) })

/** An estimate as lists show it (dashboard, project page). `totalCost` is including VAT, in pounds. */
export const EstimateSummarySchema = z.object({
  id: z.string().regex(UUID_PATTERN),
  roomType: z.string(),
  projectTypeLabel: z.string(),
  propertyAddress: z.string().nullable(),
  totalCost: z.number(),
  /** 0 to 1 (the spec "Dashboard demo"). */
  confidenceScore: z.number(),
  projectId: z.string().nullable(),
  createdAt: z.string(),
})
export type EstimateSummary = z.infer<typeof EstimateSummarySchema>

/** A report in an account's library. */
export const LibraryReportSchema = z.object({
  reportId: z.string(),
  estimateId: z.string().nullable(),
  propertyAddress: z.string().nullable(),
  totalCostIncludingVAT: z.number(),
  status: z.string(),
  createdAt: z.string(),
})
export type LibraryReport = z.infer<typeof LibraryReportSchema>
/** GET /api/reports: the newest reports the plan's library keeps; `total` counts all (-1 allowed: unlimited). */
export const ReportLibrarySchema = z.object({
  reports: z.array(LibraryReportSchema),
  total: z.number(),
  allowed: z.number(),
})

/** GET /api/projects/:id: the project with its estimates and their reports. */
export const ProjectDetailSchema = z.object({
  project: ProjectSchema,
  estimates: z.array(EstimateSummarySchema),
  reports: z.array(LibraryReportSchema),
  /** The account's estimates filed elsewhere or nowhere, which can be moved into this project. */
  otherEstimates: z.array(EstimateSummarySchema),
})
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>

/** PATCH /api/estimates/:id: file the estimate under one of the owner's projects, or take it out (null). */
export const MoveEstimateRequestSchema = z
  .object({
    projectId: z.union([z.string().regex(UUID_PATTERN, 'Choose one of your projects'), z.null()], {
      message: 'Choose one of your projects, or none',
    }),
  })
  .strict()
export type ReportLibrary = z.infer<typeof ReportLibrarySchema>
