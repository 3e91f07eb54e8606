import { z } from 'zod'

/**
 * One project-type option as the selects and GET /api/v1/project-types show it: label, cost range (whole pounds) and
 * timeframe.
 */
export const ProjectTypeOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  lowGbp: z.number(),
  highGbp: z.number(),
  typicalSizeSqm: z.number(),
  weeksLow: z.number(),
  weeksHigh: z.number(),
})
export type ProjectTypeOption = z.infer<typeof ProjectTypeOptionSchema>

export interface ProjectTypeCatalogue {
  groups: { label: string; options: ProjectTypeOption[] }[]
  professional: ProjectTypeOption[]
}
